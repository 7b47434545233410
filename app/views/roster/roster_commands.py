"""Undoable edits: each QUndoCommand calls the service layer, which commits and audits."""
from __future__ import annotations

from typing import Literal

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QUndoCommand

from app.services import players as roster
from app.services.disqualification import LATEST, disqualify, lift_disqualification
from app.services.players import PlayerRow
from app.stages.round_id import RoundId
from app.views.base.hub import hub


class ServiceCommand(QUndoCommand):
    """Run once before being pushed (so errors reach the user); the stack's first redo is skipped.

    ``template`` (a "Commands" source text, %1 the ``name``) is the step's text, in the interface
    language at every ``retitle``."""

    def __init__(self, template: str, name: str = ""):
        super().__init__()
        self.template, self.name = template, name
        self._first = True
        self.retitle()

    def retitle(self) -> None:
        """The step's text (Edit ▸ Undo …) in the interface language now."""
        self.setText(QCoreApplication.translate("Commands", self.template).replace("%1", self.name))

    def execute(self) -> "ServiceCommand":
        self.do()
        self.announce()
        return self

    def redo(self) -> None:
        if self._first:
            self._first = False
            return
        self.do()
        self.announce()

    def undo(self) -> None:
        self.undo_do()
        self.announce()

    def announce(self) -> None:
        """Tell the views what changed (the roster, unless a command says otherwise)."""
        hub().roster_changed.emit()

    def do(self) -> None:
        raise NotImplementedError

    def undo_do(self) -> None:
        raise NotImplementedError


class AddPlayer(ServiceCommand):
    def __init__(self, store, values: dict):
        super().__init__(QT_TRANSLATE_NOOP("Commands", "添加选手 %1"), values["name"])
        self.store, self.values, self.player_id = store, values, None

    def do(self) -> None:
        values = dict(self.values)
        self.player_id = roster.add_player(self.store, values.pop("name"), values.pop("school"),
                                           values.pop("student_id"), values.pop("events"),
                                           player_id=self.player_id, **values)

    def undo_do(self) -> None:
        roster.delete_player(self.store, self.player_id)


def _values(row: PlayerRow) -> dict:
    return {"name": row.name, "school": row.school, "student_id": row.student_id,
            "gender": row.gender, "grade": row.grade, "events": list(row.events),
            "team": next(iter(row.teams.values()), None)}


class EditPlayer(ServiceCommand):
    def __init__(self, store, before: PlayerRow, values: dict):
        super().__init__(QT_TRANSLATE_NOOP("Commands", "编辑选手 %1"), before.name)
        self.store, self.player_id = store, before.id
        self.before, self.after = _values(before), values

    def do(self) -> None:
        roster.edit_player(self.store, self.player_id, **self.after)

    def undo_do(self) -> None:
        roster.edit_player(self.store, self.player_id, **self.before)


class WithdrawPlayer(ServiceCommand):
    def __init__(self, store, row: PlayerRow, withdrawn: bool):
        label = QT_TRANSLATE_NOOP("Commands", "退赛 %1") if withdrawn else QT_TRANSLATE_NOOP("Commands", "恢复参赛 %1")
        super().__init__(label, row.name)
        self.store, self.player_id, self.withdrawn = store, row.id, withdrawn

    def do(self) -> None:
        roster.withdraw_player(self.store, self.player_id, self.withdrawn)

    def undo_do(self) -> None:
        roster.withdraw_player(self.store, self.player_id, not self.withdrawn)


class DeletePlayer(ServiceCommand):
    def __init__(self, store, row: PlayerRow):
        super().__init__(QT_TRANSLATE_NOOP("Commands", "删除选手 %1"), row.name)
        self.store, self.player_id = store, row.id
        self.values = {**_values(row), "withdrawn": row.withdrawn}

    def do(self) -> None:
        roster.delete_player(self.store, self.player_id)

    def undo_do(self) -> None:
        values = dict(self.values)
        roster.add_player(self.store, values.pop("name"), values.pop("school"), values.pop("student_id"),
                          values.pop("events"), player_id=self.player_id, **values)


class DisqualifyEntrant(ServiceCommand):
    """The referee's disqualification of a player (their team in 3v3); undo lifts it."""

    def __init__(self, store, code: str, row: PlayerRow, reason: str,
                 from_round: RoundId | None | Literal["latest"] = LATEST):
        super().__init__(QT_TRANSLATE_NOOP("Commands", "取消比赛资格 %1"), row.name)
        self.store, self.code, self.player_id = store, code, row.id
        self.reason, self.from_round = reason, from_round

    def do(self) -> None:
        view = disqualify(self.store, self.code, reason=self.reason, player_id=self.player_id,
                          from_round=self.from_round)
        self.from_round = view.from_round  # a redo restores the same round
        hub().standings_changed.emit(self.code)

    def undo_do(self) -> None:
        lift_disqualification(self.store, self.code, player_id=self.player_id)
        hub().standings_changed.emit(self.code)


class LiftDisqualification(ServiceCommand):
    """Lift the referee's disqualification; undo sets it again with the same round and reason."""

    def __init__(self, store, code: str, row: PlayerRow):
        super().__init__(QT_TRANSLATE_NOOP("Commands", "恢复比赛资格 %1"), row.name)
        self.store, self.code, self.player_id = store, code, row.id
        self.lifted = None

    def do(self) -> None:
        self.lifted = lift_disqualification(self.store, self.code, player_id=self.player_id)
        hub().standings_changed.emit(self.code)

    def undo_do(self) -> None:
        disqualify(self.store, self.code, reason=self.lifted.reason, player_id=self.player_id,
                   from_round=self.lifted.from_round)
        hub().standings_changed.emit(self.code)
