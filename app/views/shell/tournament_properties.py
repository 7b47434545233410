"""File ▸ Tournament properties: edit the name, organiser, venue and dates after creation, undoably.

The service decides what may be saved (a name, an end not before the start); the dialog shows its
refusal and stays open with what the referee typed.
"""
from __future__ import annotations

from datetime import date
from typing import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QDate
from PySide6.QtWidgets import QDateEdit, QDialog, QMessageBox

from app.messages import Refusal
from app.files.errors import TournamentFileError
from app.services.tournament import TournamentInfo, update_tournament_info
from app.views.common.dialog_layout import form_rows, stack_with_buttons
from app.views.common.messages import shown
from app.views.roster.roster_commands import ServiceCommand
from app.views.base.hub import hub
from app.views.shell.tournament_facts import FactFields

_NO_DATE = QDate(2000, 1, 1)  # the date edits' minimum, shown as "not set"


def _info_values(info: TournamentInfo) -> dict:
    return {"name": info.name, "organiser": info.organiser, "venue": info.venue,
            "start_date": info.start_date, "end_date": info.end_date}


class TournamentPropertiesDialog(QDialog):
    """The tournament's facts as a form; ``changes()`` holds only what the referee changed.

    OK hands the changes to ``submit(before, changes)``, which saves them or raises the service's refusal.
    """

    def __init__(self, info: TournamentInfo, submit: Callable[[dict, dict], None], parent=None):
        super().__init__(parent)
        self._submit = submit
        self.setWindowTitle(self.tr("赛事信息"))
        self.setMinimumWidth(480)  # a tournament name of 25 characters shows whole
        self._before = _info_values(info)
        facts = FactFields.of(self._date_edit(info.start_date), self._date_edit(info.end_date),
                              info.name, info.organiser, info.venue)
        self.name, self.organiser, self.venue, self.start, self.end = facts
        stack_with_buttons(self, (form_rows(facts.rows()),), self._accept)

    def _date_edit(self, value: date | None) -> QDateEdit:
        edit = QDateEdit()
        edit.setDisplayFormat("yyyy-MM-dd")  # one unambiguous form in both languages
        edit.setMinimumDate(_NO_DATE)
        edit.setSpecialValueText(self.tr("未定"))
        edit.setDate(QDate(value) if value is not None else _NO_DATE)
        return edit

    @staticmethod
    def _date(edit: QDateEdit) -> date | None:
        return None if edit.date() == _NO_DATE else edit.date().toPython()

    def values(self) -> dict:
        return {"name": self.name.text().strip(), "organiser": self.organiser.text().strip(),
                "venue": self.venue.text().strip(),
                "start_date": self._date(self.start), "end_date": self._date(self.end)}

    def changes(self) -> dict:
        """The fields whose value differs from the tournament's now."""
        return {key: value for key, value in self.values().items() if value != self._before[key]}

    def before(self) -> dict:
        """The changed fields' values before the edit (for undo)."""
        return {key: self._before[key] for key in self.changes()}

    def _accept(self) -> None:
        changes = self.changes()
        if changes:
            try:
                self._submit(self.before(), changes)
            except (Refusal, TournamentFileError) as error:  # e.g. a blank name, or a read-only file
                QMessageBox.warning(self, self.tr("赛事信息未保存"), shown(error))
                return
        self.accept()


class EditTournamentInfo(ServiceCommand):
    """Change the tournament's facts; undo puts the old values back (both audited by the service)."""

    def __init__(self, store, before: dict, after: dict):
        super().__init__(QT_TRANSLATE_NOOP("Commands", "修改赛事信息"))
        self.store, self.before, self.after = store, before, after

    def do(self) -> None:
        update_tournament_info(self.store, **self.after)

    def undo_do(self) -> None:
        update_tournament_info(self.store, **self.before)

    def announce(self) -> None:
        hub().tournament_changed.emit()
