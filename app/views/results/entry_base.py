"""What every detailed result form shares: the dialog frame, the live preview, seat names."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QLabel, QSpinBox, QVBoxLayout

from app.scoring import ResultError, reasons_for, score
from app.scoring.entries import ResultEntry, parse_entry
from app.scoring.reasons import reason_words
from app.scoring.summaries import result_points
from app.services.round_views import TableView
from app.standings.numbers import points_text
from app.views.common.dialog_layout import stack_with_buttons
from app.views.common.messages import result_words, shown, worded

ERROR_COLOUR = "#c62828"
ERROR_STYLE = f"color: {ERROR_COLOUR}"


def _tr(text: str) -> str:
    return QCoreApplication.translate("ResultEntry", text)


def seat_label(table: TableView, seat: int) -> str:
    names = table.seats
    return names[seat].name if seat < len(names) else str(seat)


def reason_box(code: str, settings: dict, reasons=None) -> QComboBox:
    """The event's end reasons in the interface language; lateness names the event's limit."""
    box = QComboBox()
    box.addItem(QCoreApplication.translate("ResultEntry", "（未注明）"), None)
    for reason in reasons if reasons is not None else reasons_for(code):
        label = worded(reason_words(reason))
        if reason == "late":
            label += QCoreApplication.translate("ResultEntry", "（超过 %1 分钟）").replace("%1", str(settings["late_forfeit_minutes"]))
        box.addItem(label, reason)
    return box


def spin(low: int, high: int, value: int = 0) -> QSpinBox:
    box = QSpinBox()
    box.setRange(low, high)
    box.setValue(value)
    return box


class EntryDialog(QDialog):
    """Base form: ``entry()`` builds the JSON entry; the preview or the refusal shows below it."""

    def __init__(self, code: str, settings: dict, table: TableView, parent=None):
        super().__init__(parent)
        self.code, self.settings, self.table = code, settings, table
        self.setWindowTitle(self.tr("第 %1 桌成绩").replace("%1", str(table.number)))
        self.form = QVBoxLayout()
        self.preview = QLabel()
        self.preview.setWordWrap(True)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet(ERROR_STYLE)
        self.buttons = stack_with_buttons(self, (self.form, self.preview, self.error))

    def read(self, entry: ResultEntry | dict[str, Any]) -> ResultEntry:
        """The form's starting values as the event's typed entry (stored JSON, or the consoles' partial one)."""
        return parse_entry(self.code, self.settings, entry, partial=True)

    def entry(self) -> ResultEntry:
        raise NotImplementedError

    def scored(self):
        """The scoring of what is entered now (raises ResultError)."""
        return score(self.code, self.settings, self.entry())

    def update_preview(self) -> None:
        try:
            result = self.scored()
        except ResultError as exc:
            self.preview.setText("")
            self.error.setText(shown(exc))
            self.buttons.button(QDialogButtonBox.Ok).setEnabled(False)
            return
        self.error.setText("")
        points = self.seat_values(self.points_words(points) for points in result.points)
        self.preview.setText(self.tr("结果：%1　得分：%2").replace("%1", result_words(result.summary, result_points(self.settings)))
                             .replace("%2", points))
        self.buttons.button(QDialogButtonBox.Ok).setEnabled(True)

    def points_words(self, points: float) -> str:
        """A seat's points as the preview shows them (2, 0.5)."""
        return points_text(points)

    def seat_values(self, values) -> str:
        """Each seat's name and value, joined in the interface language (张三 2，李四 0 / Zhang 2, Li 0)."""
        return self.tr("，").join(f"{seat_label(self.table, seat)} {value}" for seat, value in enumerate(values))

    def accept(self) -> None:
        self.update_preview()
        if not self.error.text():
            super().accept()

    def watch(self, *widgets) -> None:
        """Re-score whenever one of these inputs changes."""
        for widget in widgets:
            for name in ("valueChanged", "currentIndexChanged", "toggled", "textChanged"):
                signal = getattr(widget, name, None)
                if signal is not None:
                    signal.connect(self.update_preview)
                    break
