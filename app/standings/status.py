"""Final or provisional (docs/rules.md §6.5): an event's places are settled only when nothing is left to play."""
from __future__ import annotations

from dataclasses import dataclass

from app.messages import Message, Words, render


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
    def live(self) -> str:
        """"第2轮进行中：已录7/12桌" while a round is being entered, else empty: what the counted points hold."""
        if not self.live_round:
            return ""
        return f"第{self.live_round}轮进行中：已录{self.live_entered}/{self.live_tables}桌"

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
            return Message(f"status.live{stage}", round=self.live_round, entered=self.live_entered,
                           tables=self.live_tables)
        if self.complete_rounds >= self.planned_rounds > 0 and not self.preliminary:
            return Message("status.playoff_pending" if self.playoff_pending else "status.results_pending")
        if self.complete_rounds == 0:
            return Message(f"status.no_complete_round{stage}")
        return Message(f"status.after_round{stage}", round=self.complete_rounds)

    def reason(self) -> str:
        """Why the places are not settled yet (Chinese), empty when final."""
        if self.final:
            return ""
        if self.preliminary:
            return "预赛尚未结束"
        if self.complete_rounds < self.planned_rounds:
            return f"共 {self.planned_rounds} 轮，仅完成 {self.complete_rounds} 轮"
        if self.open_tables:
            return f"还有 {self.open_tables} 桌成绩未录入"
        return "有并列名次须加赛决定"

    def reason_words(self) -> Words:
        """``reason()`` with its English, for messages shown in either language."""
        if self.final:
            english = ""
        elif self.preliminary:
            english = "the preliminaries are not over"
        elif self.complete_rounds < self.planned_rounds:
            english = f"{self.complete_rounds} of {self.planned_rounds} rounds complete"
        elif self.open_tables:
            english = f"{self.open_tables} tables without a result"
        else:
            english = "tied places must be played off"
        return Words(self.reason(), english)


def event_status(planned_rounds: int, complete_rounds: int, open_tables: int, playoff_pending: bool,
                 preliminary: bool = False, live: tuple[int, int, int] = (0, 0, 0)) -> EventStatus:
    """The event's status from counts the service reads (pure: no database, no clock); ``live`` is
    (round, tables entered, tables) of a round still being entered."""
    return EventStatus(planned_rounds, complete_rounds, open_tables, playoff_pending, preliminary, *live)


def overall_title(provisional: bool) -> str:
    """What the overall table's title carries: provisional while any counted event is."""
    return "（未完赛）" if provisional else "（最终）"
