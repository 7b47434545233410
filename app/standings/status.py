"""Final or provisional (docs/rules.md §6.5): an event's places are settled only when nothing is left to play."""
from __future__ import annotations

from dataclasses import dataclass

from app.messages import Message, render


@dataclass(frozen=True)
class EventStatus:
    """Where an event stands; ``final`` only when every round, every result and every playoff is in."""

    planned_rounds: int
    complete_rounds: int
    open_tables: int
    playoff_pending: bool
    preliminary: bool = False
    live_round: int = 0  # the latest round paired while some of its tables have no result (0: none)
    live_entered: int = 0  # its tables with a result
    live_tables: int = 0  # its tables

    @property
    def live(self) -> Message | str:
        """"第2轮进行中：已录7/12桌" while a round is being entered, else empty: what the counted points hold."""
        if not self.live_round:
            return ""
        stage = "_preliminary" if self.preliminary else ""
        return Message(f"status.in_play{stage}", round=self.live_round, entered=self.live_entered,
                       tables=self.live_tables)

    @property
    def final(self) -> bool:
        return (not self.preliminary and self.planned_rounds > 0
                and self.complete_rounds >= self.planned_rounds
                and self.open_tables == 0 and not self.playoff_pending)

    @property
    def provisional(self) -> bool:
        return not self.final

    @property
    def placed(self) -> bool:
        """Whether places mean anything yet: not before the first result (every entrant is level at 0)."""
        return self.complete_rounds > 0 or self.live_entered > 0

    def title(self) -> str:
        """The words a title carries: "第3轮后（未完赛）", "（加赛待定）" or "（最终）"."""
        return render(self.title_words(), "zh")

    def title_words(self) -> Message:
        """``title()`` in either language (app/messages/live.py): the hall, the sheets and the phones say one status."""
        stage = "_preliminary" if self.preliminary else ""
        if self.final:
            return Message("status.final")
        if self.live:
            return Message("status.live", in_play=self.live)
        if self.complete_rounds >= self.planned_rounds > 0 and not self.preliminary:
            return Message("status.playoff_pending" if self.playoff_pending else "status.results_pending")
        if self.complete_rounds == 0:
            return Message(f"status.no_complete_round{stage}")
        return Message(f"status.after_round{stage}", round=self.complete_rounds)

    def reason(self) -> str:
        """Why the places are not settled yet (Chinese), empty when final."""
        return str(self.reason_words())

    def reason_words(self) -> Message | str:
        """Why the places are not settled yet, in either language (app/messages "status.reason.*"); empty when final."""
        if self.final:
            return ""
        if self.preliminary:
            return Message("status.reason.preliminary")
        if self.complete_rounds < self.planned_rounds:
            return Message("status.reason.rounds", planned=self.planned_rounds, complete=self.complete_rounds)
        if self.open_tables:
            return Message("status.reason.open_tables", tables=self.open_tables)
        return Message("status.reason.playoff")


def event_status(planned_rounds: int, complete_rounds: int, open_tables: int, playoff_pending: bool,
                 preliminary: bool = False, live: tuple[int, int, int] = (0, 0, 0)) -> EventStatus:
    """The event's status from counts the service reads (pure: no database, no clock); ``live`` is
    (round, tables entered, tables) of a round still being entered."""
    return EventStatus(planned_rounds, complete_rounds, open_tables, playoff_pending, preliminary, *live)


def overall_title(provisional: bool) -> str:
    """What the overall table's title carries: provisional while any counted event is."""
    return "（未完赛）" if provisional else "（最终）"
