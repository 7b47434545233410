"""The desk's policy for the table proposals panel, Qt-free (a logic class that never touches widgets, as Mu's):
which round entry is turned on for, what the referee is asked before a proposal is confirmed, and what the
panel's status line says. The panel (proposals_panel.py) only shows and asks."""
from __future__ import annotations

import random
from typing import Callable

from app.messages import Message
from app.services import audit
from app.services.round_views import latest_round
from app.services.table_entry import EntryState, close_table_entry, entry_state, open_table_entry
from app.services.table_proposals import ProposalLine, pending_proposals, reject_proposal
from app.stages.round_id import RoundId

# What the referee is asked before confirming (None: nothing, Enter confirms at once).
ASK_CONFLICT, ASK_NOT_AGREED = "conflict", "not_agreed"


class ProposalsController:
    """One event's proposals as the results page shows them, for the round it shows."""

    def __init__(self, store, code: str, rng: Callable[[], random.Random] = random.SystemRandom):
        self.store, self.code = store, code
        self.rng = rng  # the PINs' randomness (tests give a seeded one)
        self.round_id: RoundId | None = None
        self.lines: tuple[ProposalLine, ...] = ()
        self.state = EntryState(None)

    def show_round(self, round_id: RoundId | None) -> None:
        self.round_id = round_id
        self.reload()

    def reload(self) -> bool:
        """Read the state and the round's open proposals again; whether anything shown changed."""
        before = (self.lines, self.state)
        self.state = entry_state(self.store, self.code)
        self.lines = pending_proposals(self.store, self.code, self.round_id) if self.round_id is not None else ()
        return (self.lines, self.state) != before

    @property
    def current_round(self) -> RoundId | None:
        """The round entry is turned on for: the event's latest round of the stage in play."""
        return latest_round(self.store, self.code)

    def can_turn_on(self) -> bool:
        return not self.store.read_only and self.current_round is not None

    @property
    def is_on(self) -> bool:
        return self.state.round_id is not None

    def turn_on(self) -> dict[int, str]:
        codes = open_table_entry(self.store, self.code, self.current_round, by=audit.operator(), rng=self.rng())
        self.reload()
        return codes

    def turn_off(self) -> None:
        close_table_entry(self.store, self.code, by=audit.operator())
        self.reload()

    def status(self) -> Message:
        """The panel's line: off, on for a round (its codes stale once re-paired), and how many wait."""
        if not self.is_on:
            return Message("table_entry.status.off", waiting=len(self.lines))
        code = "table_entry.status.stale" if self.state.stale else "table_entry.status.on"
        return Message(code, where=self.state.round_id.words(), waiting=len(self.lines))

    @staticmethod
    def question(line: ProposalLine) -> str | None:
        """A flagged proposal is never applied without the referee's word; nor one the opponent has not
        agreed to yet where the event asks for agreement."""
        if line.conflict:
            return ASK_CONFLICT
        if line.proposal.needs_agreement and not line.proposal.agreed:
            return ASK_NOT_AGREED
        return None

    def reject(self, line: ProposalLine, reason: str) -> None:
        reject_proposal(self.store, line.id, reason, by=audit.operator())
        self.reload()
