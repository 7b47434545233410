"""How a game can end, per event (docs/rules.md §4, §5), with the labels shown to referees (app/messages)."""
from __future__ import annotations

from typing import Any

from app.messages import Message
from app.rules.events import PRESETS
from app.scoring.result import ResultError

# Every reason a game can end with: decisive, drawn, either, then the forfeits (the game was not played).
REASONS = (
    "checkmate", "count", "five", "all_home", "blocked", "generals_dead", "commander_killed",
    "resignation", "time", "fouls", "illegal_move", "forbidden_move", "refused_draws",
    "technical_fouls", "time_up", "extra_rounds", "cheating", "disqualified", "adjudication",
    "agreement", "repetition", "no_capture", "full_board",
    "late", "absent", "left_hall", "no_student_card",
)
# Each reason's label: the Chinese as text (sheets print it), worded in English by app/messages.
REASON_LABELS = {reason: Message(f"reason.{reason}") for reason in REASONS}


def reason_words(reason: str) -> Message:
    """A reason's label, for messages and forms in either language."""
    return REASON_LABELS[reason]


FORFEIT_REASONS = ("late", "absent", "left_hall", "no_student_card")
DRAW_REASONS = frozenset({"agreement", "repetition", "no_capture", "full_board"})
EITHER_REASONS = frozenset({"adjudication", "blocked"})  # may end decisive or drawn
DISQUALIFYING_REASONS = frozenset({"disqualified", "cheating"})

# The end reasons of each event, as its preset lists them.
REASONS_BY_EVENT = {code: preset.end_reasons for code, preset in PRESETS.items() if preset.end_reasons}


def reasons_for(code: str) -> tuple[str, ...]:
    """The reasons a referee may pick for a game of this event, forfeits included."""
    return REASONS_BY_EVENT.get(code, ()) + FORFEIT_REASONS


def check_reason(code: str, reason: Any, winner: int | None) -> None:
    """Refuse a reason the event does not know or that contradicts the result."""
    if reason is None:
        return
    if reason not in reasons_for(code):
        allowed = [Message("reason.with_code", code=r, label=REASON_LABELS[r]) for r in reasons_for(code)]
        raise ResultError("result.reason_not_here", reason=reason, allowed=allowed)
    if winner is None and reason not in DRAW_REASONS | EITHER_REASONS | set(FORFEIT_REASONS):
        raise ResultError("result.reason_needs_winner", label=reason_words(reason))
    if winner is not None and reason in DRAW_REASONS:
        raise ResultError("result.reason_is_draw", label=reason_words(reason))


def resolve_forfeit(reason: str | None, forfeit: bool | None) -> bool:
    """Whether the game went unplayed: explicit, or implied by a forfeit reason."""
    if forfeit is None:
        return reason in FORFEIT_REASONS
    if forfeit and reason is not None and reason not in FORFEIT_REASONS:
        if reason not in REASON_LABELS:  # not a reason at all: say which ones a forfeit takes
            raise ResultError("result.reason_not_here", reason=reason, allowed=[
                Message("reason.with_code", code=r, label=REASON_LABELS[r]) for r in FORFEIT_REASONS])
        raise ResultError("result.forfeit_reason", label=reason_words(reason))
    return bool(forfeit)

