"""Add or edit one player: name, school, student ID, events and team."""
from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QLineEdit,
    QMessageBox,
)

from app.roster import columns
from app.rules.events import PRESETS
from app.services.players import PlayerRow
from app.views.common.dialog_layout import form_rows, stack_with_buttons
from app.views.common.event_boxes import event_checkboxes


class PlayerDialog(QDialog):
    """Returns the typed fields through ``values()``; the caller runs the service."""

    def __init__(self, parent=None, *, player: PlayerRow | None = None, events: list[str] = (),
                 schools: list[str] = (), default_event: str | None = None, language: str = "zh"):
        super().__init__(parent)
        self.setWindowTitle(self.tr("编辑选手") if player else self.tr("添加选手"))
        self.name = QLineEdit(player.name if player else "")
        self.school = QComboBox()
        self.school.setEditable(True)
        self.school.addItems(sorted(schools))
        self.school.setCurrentText(player.school if player else "")
        self.student_id = QLineEdit(player.student_id if player else "")
        self.gender = QComboBox()
        self.gender.addItems(["", "男", "女"])
        self.gender.setCurrentText(player.gender if player else "")
        self.grade = QLineEdit(player.grade if player else "")
        self.team = QLineEdit(next(iter(player.teams.values()), "") if player else "")
        self.team.setPlaceholderText(self.tr("团体项目（三国杀3v3）必填"))

        # Each field's label, once (the widgets are named by the keys): the rows and the refusals read it.
        self._labels = {columns.NAME: self.tr("姓名"), columns.SCHOOL: self.tr("学校"),
                        columns.STUDENT_ID: self.tr("学号"), columns.GENDER: self.tr("性别"),
                        columns.GRADE: self.tr("年级"), columns.TEAM: self.tr("队伍")}
        form = form_rows((self._labels[key], getattr(self, key)) for key in self._labels)

        chosen = set(player.events) if player else {default_event}
        box, self.event_boxes = event_checkboxes(self.tr("参赛项目"), events, chosen, language)

        stack_with_buttons(self, (form, box), self._accept)
        self.name.setFocus()

    def values(self) -> dict:
        return {
            "name": self.name.text().strip(),
            "school": self.school.currentText().strip(),
            "student_id": self.student_id.text().strip(),
            "gender": self.gender.currentText(),
            "grade": self.grade.text().strip(),
            "team": self.team.text().strip() or None,
            "events": [code for code, box in self.event_boxes.items() if box.isChecked()],
        }

    def _accept(self) -> None:
        values = self.values()
        missing = [self._labels[key] for key in (columns.NAME, columns.SCHOOL, columns.STUDENT_ID)
                   if not values[key]]
        if missing:
            QMessageBox.warning(self, self.tr("信息不完整"), self.tr("请填写：") + "、".join(missing))
            return
        if any(PRESETS[c].team_event for c in values["events"]) and not values["team"]:
            QMessageBox.warning(self, self.tr("信息不完整"), self.tr("团体项目需要填写队伍名称。"))
            return
        refusal = self._field_refusal(values)
        if refusal:
            QMessageBox.warning(self, self.tr("信息有误"), refusal)
            return
        self.accept()

    def _field_refusal(self, values: dict) -> str:
        """The first field over its length or holding a control character, said for the referee."""
        for key in (columns.NAME, columns.SCHOOL, columns.STUDENT_ID, columns.GRADE, columns.TEAM):
            label, value = self._labels[key], values[key] or ""
            unsafe = columns.unsafe_characters(value)
            if unsafe:
                return (self.tr("%1含有不可见的控制字符或格式字符 %2，请删除后重新填写。")
                        .replace("%1", label).replace("%2", columns.character_label(unsafe[0])))
            if len(value) > columns.MAX_LENGTHS[key]:
                return (self.tr("%1有 %2 个字符，最多 %3 个。").replace("%1", label)
                        .replace("%2", str(len(value))).replace("%3", str(columns.MAX_LENGTHS[key])))
        return ""
