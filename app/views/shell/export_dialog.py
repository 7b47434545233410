"""File ▸ 导出… (XLSX, a zip of CSV files, or one two-player event as TRF-16) and File ▸ 导入 TRF….

The dialog only gathers the choices (format, events, student IDs: off by default);
the services build the file whole and write it, never over a tournament file.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (QButtonGroup, QCheckBox, QDialog, QGroupBox, QInputDialog, QLabel, QListWidget,
                               QListWidgetItem, QMessageBox, QRadioButton, QVBoxLayout)

from app.exports.trf import TrfError
from app.files.errors import TournamentFileError
from app.rules.events import PRESETS, SettingsError
from app.services.exports import CSV, XLSX, ExportError, write_export
from app.services.players import RosterError
from app.services.tournament import list_events
from app.services.trf import import_trf, trf_events, write_trf_file
from app.views.common import file_dialogs
from app.views.common.dialog_layout import stack_with_buttons
from app.views.common.messages import shown
from app.views.common.tasks import run_task
from app.views.base import settings_store
from app.views.base.hub import hub
from app.views.common.screen_fit import fit_on_screen

translate = QCoreApplication.translate  # Qt Linguist extracts translate("Context", "…")
TRF = "trf"
SUFFIXES = {XLSX: ".xlsx", CSV: ".zip", TRF: ".trf"}
FILTERS = {XLSX: "Excel (*.xlsx)", CSV: "ZIP (*.zip)", TRF: "TRF (*.trf *.txt)"}
REFUSALS = (ExportError, TrfError, TournamentFileError, RosterError, SettingsError, OSError)


def install(window, file_menu) -> None:
    """Add 导出… and 导入 TRF… to the File menu."""
    for text, slot in ((translate("ExportDialog", "导出…"), export),
                       (translate("ExportDialog", "导入 TRF…"), import_trf_file)):
        action = QAction(text, window)
        action.triggered.connect(lambda _=False, run=slot: run(window))
        file_menu.addAction(action)


class ExportDialog(QDialog):
    """Format, events and whether the roster carries student IDs."""

    def __init__(self, events, parent=None, language: str = "zh"):
        super().__init__(parent)
        self.setWindowTitle(self.tr("导出"))
        self.formats = QButtonGroup(self)
        box = QGroupBox(self.tr("格式"))
        column = QVBoxLayout(box)
        for fmt, text in ((XLSX, self.tr("Excel 工作簿（.xlsx）：每个项目、每张表一个工作表")),
                          (CSV, self.tr("CSV（.zip 压缩包）：每张表一个 UTF-8 文件，Excel 可直接打开")),
                          (TRF, self.tr("TRF-16（.trf）：一个双人项目，供其他编排与破同分程序核对"))):
            button = QRadioButton(text)
            button.setProperty("format", fmt)
            self.formats.addButton(button)
            column.addWidget(button)
        self.formats.buttons()[0].setChecked(True)
        self.formats.buttonToggled.connect(lambda *_: self._format_changed())
        self.events = QListWidget()
        self.trf_ok = set(trf_events([e.code for e in events]))
        for event in events:
            item = QListWidgetItem(event.name(language))
            item.setData(Qt.UserRole, event.code)
            item.setCheckState(Qt.Checked)
            self.events.addItem(item)
        self.events.itemChanged.connect(self._one_for_trf)
        self.student_ids = QCheckBox(self.tr("报名表包含学号"))
        self.note = QLabel()
        self.note.setWordWrap(True)
        stack_with_buttons(self, [box, QLabel(self.tr("项目：")), self.events, self.student_ids, self.note],
                           accept=self._accept)
        fit_on_screen(self, 560, 460)
        self._format_changed()

    @property
    def format(self) -> str:
        return self.formats.checkedButton().property("format")

    def chosen(self) -> list[str]:
        return [self.events.item(i).data(Qt.UserRole) for i in range(self.events.count())
                if self.events.item(i).checkState() == Qt.Checked]

    def selected_events(self) -> list[str] | None:
        """The events to export; None: all of them (the overall table comes with all)."""
        chosen = self.chosen()
        return None if len(chosen) == self.events.count() and self.format != TRF else chosen

    def _format_changed(self) -> None:
        trf = self.format == TRF
        self.student_ids.setEnabled(not trf)
        self.events.blockSignals(True)
        first = True
        for i in range(self.events.count()):
            item = self.events.item(i)
            allowed = not trf or item.data(Qt.UserRole) in self.trf_ok
            item.setFlags((item.flags() | Qt.ItemIsEnabled) if allowed else (item.flags() & ~Qt.ItemIsEnabled))
            if trf:
                item.setCheckState(Qt.Checked if allowed and first else Qt.Unchecked)
                first = first and not allowed
            elif allowed:
                item.setCheckState(Qt.Checked)
        self.events.blockSignals(False)
        self.note.setText(self.tr("TRF 每个文件一个项目：象棋、围棋、跳棋等每轮一局的双人项目。") if trf else
                          self.tr("全选时另附总团体表；报名表不含学号，除非勾选上面一项。"))

    def _one_for_trf(self, item: QListWidgetItem) -> None:
        """In TRF a file holds one event: checking one unchecks the others."""
        if self.format != TRF or item.checkState() != Qt.Checked:
            return
        self.events.blockSignals(True)
        for i in range(self.events.count()):
            other = self.events.item(i)
            if other is not item:
                other.setCheckState(Qt.Unchecked)
        self.events.blockSignals(False)

    def _accept(self) -> None:
        if not self.chosen():
            QMessageBox.warning(self, self.tr("导出"), self.tr("请至少选择一个项目。"))
            return
        self.accept()


def export(window) -> None:
    """Ask what to export and where, then write it off the GUI thread; a refusal is shown, nothing written."""
    store = window.store
    if store is None:
        return
    language = settings_store.interface_language()
    events = [e for e in list_events(store) if e.status == "active" and e.entrants]
    dialog = ExportDialog(events, window, language)
    if not dialog.exec():
        return
    fmt, chosen = dialog.format, dialog.selected_events()
    name = PRESETS[chosen[0]].name(language) if chosen and len(chosen) == 1 else translate("ExportDialog", "成绩")
    path = file_dialogs.save_file_name(window, translate("ExportDialog", "导出到"),
                                       settings_store.start_path(name + SUFFIXES[fmt]), FILTERS[fmt])
    settings_store.remember_folder(path)
    if not path:
        return
    def write():
        if fmt == TRF:
            return write_trf_file(store, chosen[0], path)
        return write_export(store, path, fmt, chosen, student_ids=dialog.student_ids.isChecked(), language=language)

    def failed(exc: Exception) -> None:
        if not isinstance(exc, REFUSALS):
            raise exc
        window.statusBar().clearMessage()
        QMessageBox.critical(window, translate("ExportDialog", "导出失败"), shown(exc))

    window.statusBar().showMessage(translate("ExportDialog", "正在导出…"))
    run_task(write, lambda _path: window.statusBar().showMessage(translate("ExportDialog", "已导出：") + path, 5000),
             failed)


def import_trf_file(window) -> None:
    """A TRF file as a new two-player event: the file, then the event kind, then one transaction."""
    store = window.store
    if store is None:
        return
    path = file_dialogs.open_file_name(window, translate("ExportDialog", "导入 TRF"), settings_store.start_folder(),
                                       FILTERS[TRF] + ";;" + translate("ExportDialog", "所有文件 (*)"))
    settings_store.remember_folder(path)
    if not path:
        return
    language = settings_store.interface_language()
    codes = trf_events(PRESETS)
    names = [PRESETS[code].name(language) for code in codes]
    name, ok = QInputDialog.getItem(window, translate("ExportDialog", "导入 TRF"),
                                    translate("ExportDialog", "导入为哪个项目（须尚无报名和轮次）："), names, 0, False)
    if not ok:
        return
    try:
        imported = import_trf(store, codes[names.index(name)], path)
    except REFUSALS as exc:
        QMessageBox.critical(window, translate("ExportDialog", "导入失败"), shown(exc))
        return
    window.undo_group.clear_all()  # an import is one audited transaction, not an undo step
    window._build_tabs()  # the event may be new: a tab for it
    hub().roster_changed.emit()
    QMessageBox.information(window, translate("ExportDialog", "导入完成"),
                            translate("ExportDialog", "已导入 %1 名选手、%2 轮、%3 局对局。")
                            .replace("%1", str(imported.players)).replace("%2", str(imported.rounds))
                            .replace("%3", str(imported.games)))
