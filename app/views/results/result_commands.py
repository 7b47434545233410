"""Undoable result changes: record (or change) and clear a table's result through the service.

Each change carries the result the referee saw, so one made against a table another
station has changed since is refused; common.write_failures.refusal_text words every refusal for the screen.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QUndoCommand

from app.scoring import ResultError
from app.scoring.entries import ENTRY_TYPES, ResultEntry
from app.services import audit, write_errors
from app.services.players import RosterError
from app.services.results import RESTORED, UNSEEN, Recorded, Seen, clear_result, record_result
from app.services.round_views import round_view
from app.stages.round_id import RoundId
from app.views.common.messages import event_round_words, result_words
from app.views.common.write_failures import refusal_text
from app.views.base.hub import hub


# The steps' texts: the event, the round with its stage (RoundId.words) and the table, then what was done.
ENTERED = QT_TRANSLATE_NOOP("ResultCommands", "%1 第 %2 桌录入成绩")
CHANGED = QT_TRANSLATE_NOOP("ResultCommands", "%1 第 %2 桌修改成绩")
CLEARED = QT_TRANSLATE_NOOP("ResultCommands", "%1 第 %2 桌清除成绩")
CONFIRMED = QT_TRANSLATE_NOOP("ResultCommands", "%1 第 %2 桌确认桌边录入")


def is_refusal(error: Exception) -> bool:
    """An error the referee is told about (the entry kept), not a bug."""
    return isinstance(error, (ResultError, RosterError)) or write_errors.is_write_failure(error)


def _announce(code: str) -> None:
    hub().results_changed.emit(code)
    hub().standings_changed.emit(code)


class _ResultCommand(QUndoCommand):
    """Run once by ``execute()`` before being pushed, so a refusal reaches the referee.

    An undo or redo that is refused (another station changed the table meanwhile, or the
    file cannot be written) is reported through the hub and leaves the stack (obsolete).
    """

    def __init__(self, store, code: str, round_id: RoundId, table_number: int, template: str):
        super().__init__()
        self.store, self.code = store, code
        self.round_id, self.table_number = round_id, table_number
        self.template = template
        self.retitle()
        self.before: dict | None = None
        self.before_summary: str | None = None  # how the table read before this change
        self.after_summary: str | None = None  # how it reads after it
        self.draw: str | None = None  # the round's draw it was made in: undo and redo act only within it
        self._first = True

    def retitle(self) -> None:
        """The step's text (Edit ▸ Undo …) in the interface language now."""
        self.setText(QCoreApplication.translate("ResultCommands", self.template)
                     .replace("%1", event_round_words(self.code, self.round_id))
                     .replace("%2", str(self.table_number)))

    def redo(self) -> None:
        if self._first:
            self._first = False
            return
        if self._guarded(lambda: self.do(self._seen(self.before_summary))):
            self._say(QCoreApplication.translate("ResultCommands", "↷ 已重做：第 %1 桌 %2 → %3"),
                      self.before_summary, self.after_summary)

    def undo(self) -> None:
        undone = self.after_summary
        restored: list[str | None] = []
        if self._guarded(lambda: restored.append(self._restore())):
            self._say(QCoreApplication.translate("ResultCommands", "↶ 已撤销：第 %1 桌 %2 → %3"), undone, restored[0])

    def _restore(self) -> str | None:
        """Put the table back to how it was, if it still reads as this change left it; how it reads now."""
        if self.before is None:
            clear_result(self.store, self.code, self.round_id, self.table_number,
                         seen=self._seen(self.after_summary))
            return None
        return record_result(self.store, self.code, self.round_id, self.table_number, self.before,
                             seen=self._seen(self.after_summary), console_override=RESTORED).scored.summary

    def _seen(self, summary: str | None) -> Seen:
        """The table as this change left it (or found it): in the draw it was made in."""
        return Seen(summary, self.draw)

    def _say(self, template: str, was: str | None, now: str | None) -> None:
        """Tell the results page what an undo or redo changed: the table, from what, to what."""
        none = QCoreApplication.translate("ResultCommands", "无成绩")
        view = round_view(self.store, self.code, self.round_id)
        points = view.points if view is not None else None  # the results' notation (the page's)
        hub().result_reverted.emit(self.code, template.replace("%1", str(self.table_number))
                                   .replace("%2", result_words(was, points) if was else none)
                                   .replace("%3", result_words(now, points) if now else none))

    def _guarded(self, change) -> bool:
        """Run an undo or redo; False when it was refused (reported through the hub)."""
        done = True
        try:
            change()
        except Exception as error:  # noqa: BLE001 - sorted below; a bug is raised again
            if not is_refusal(error):
                raise
            self.setObsolete(True)
            hub().result_refused.emit(self.code, refusal_text(error))
            done = False
        _announce(self.code)
        return done

    def do(self, seen) -> None:
        raise NotImplementedError


class RecordResult(_ResultCommand):
    """Record or change a table's result; undo restores the previous entry or clears it."""

    def __init__(self, store, code: str, round_id: RoundId, table_number: int,
                 entry: ResultEntry | dict[str, Any], seen: Seen = UNSEEN, console_override: str | None = None):
        super().__init__(store, code, round_id, table_number, ENTERED)
        self.entry = entry if isinstance(entry, ENTRY_TYPES) else dict(entry)  # a typed entry is frozen
        self.console_override = console_override  # the referee's reason to overrule the table's console
        self.seen = seen  # the draw and result shown when the referee typed this one (UNSEEN: no check)
        self.recorded: Recorded | None = None

    def execute(self) -> Recorded:
        """Record now (raises ResultError or a database error with nothing written)."""
        self.do(self.seen)
        _announce(self.code)
        if self.before is not None:
            self.template = CHANGED
            self.retitle()
        return self.recorded

    def do(self, seen) -> None:
        self.recorded = record_result(self.store, self.code, self.round_id, self.table_number,
                                      self.entry, seen=seen, console_override=self.console_override)
        self.before, self.before_summary = self.recorded.previous, self.recorded.previous_summary
        self.after_summary, self.draw = self.recorded.scored.summary, self.recorded.draw


class ClearResult(_ResultCommand):
    """Remove a table's result; undo records it again."""

    def __init__(self, store, code: str, round_id: RoundId, table_number: int, seen: Seen):
        """``seen``: the table as the referee saw it, its draw included (undo acts only within that draw)."""
        super().__init__(store, code, round_id, table_number, CLEARED)
        self.seen, self.draw = seen, seen.draw

    def execute(self) -> dict | None:
        self.do(self.seen)
        _announce(self.code)
        return self.before

    def do(self, seen) -> None:
        self.before = clear_result(self.store, self.code, self.round_id, self.table_number, seen=seen)
        self.before_summary, self.after_summary = seen.summary, None


class ConfirmProposal(_ResultCommand):
    """Confirm a table's proposal (services.table_proposals): undo takes the result back as a typed one's undo
    does and lists the proposal again; redo confirms it again."""

    def __init__(self, store, code: str, round_id: RoundId, table_number: int, proposal_id: int):
        super().__init__(store, code, round_id, table_number, CONFIRMED)
        self.proposal_id = proposal_id

    def execute(self) -> Recorded:
        self.do(UNSEEN)
        _announce(self.code)
        return self.recorded

    def do(self, seen) -> None:
        from app.services.table_proposals import confirm_proposal
        self.recorded = confirm_proposal(self.store, self.proposal_id, by=audit.operator())
        self.before, self.before_summary = self.recorded.previous, self.recorded.previous_summary
        self.after_summary, self.draw = self.recorded.scored.summary, self.recorded.draw

    def _restore(self) -> str | None:
        from app.services.table_proposals import take_back
        return take_back(self.store, self.proposal_id, self.before, self._seen(self.after_summary),
                         by=audit.operator())
