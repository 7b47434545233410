"""The tournament's facts as form fields: File ▸ New and File ▸ Tournament properties ask for the same five."""
from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QDateEdit, QLineEdit, QWidget

_LABELS = (QT_TRANSLATE_NOOP("TournamentFacts", "赛事名称"), QT_TRANSLATE_NOOP("TournamentFacts", "主办单位"),
           QT_TRANSLATE_NOOP("TournamentFacts", "比赛地点"), QT_TRANSLATE_NOOP("TournamentFacts", "开始日期"),
           QT_TRANSLATE_NOOP("TournamentFacts", "结束日期"))


class FactFields(NamedTuple):
    """Name, organiser, venue and the two dates; each dialog makes its own date edits (a default, or "not set")."""

    name: QLineEdit
    organiser: QLineEdit
    venue: QLineEdit
    start: QDateEdit
    end: QDateEdit

    @classmethod
    def of(cls, start: QDateEdit, end: QDateEdit, name: str = "", organiser: str = "",
           venue: str = "") -> FactFields:
        for edit in (start, end):
            edit.setCalendarPopup(True)
        return cls(QLineEdit(name), QLineEdit(organiser), QLineEdit(venue), start, end)

    def rows(self) -> list[tuple[str, QWidget]]:
        """The form rows, labelled in the interface language."""
        return [(QCoreApplication.translate("TournamentFacts", label), field) for label, field in zip(_LABELS, self)]
