"""What the printed sheets read of a tournament (``SheetReads``), and that read from the open file's use
cases (``StoreReads``); app/services/plain_print.py reads it with plain SQL, without the ORM."""
from __future__ import annotations

from typing import Protocol

from app.printing.data import MatchDraft
from app.rules.events import PRESETS
from app.services.print_errors import PrintError
from app.services.ranked_tables import OverallTable, Ranked
from app.services.round_read import RoundView
from app.services.tournament_facts import EventInfo
from app.stages.round_id import RoundId


class SheetReads(Protocol):
    """What the ranking and round sheets read of a tournament."""

    def event(self, code: str) -> EventInfo:
        """The event's facts and settings (LookupError for an event the file does not hold)."""

    def ranked(self, code: str, through: RoundId | None = None) -> Ranked:
        """The event's standings and the stage read for them (``through``: after that round of its stage)."""

    def paired_rounds(self, code: str, stage_kind: str) -> list[int]:
        """The numbers of the rounds paired in the event's stage of that kind, in order."""

    def overall(self) -> OverallTable:
        """The overall school table."""

    def round_view(self, code: str, round_id: RoundId | None) -> RoundView | None:
        """The round (the latest of the stage in play when None); None when it is not paired."""

    def stage_in_play(self, code: str) -> str:
        """The kind of the stage rounds are paired in now (the final before anything is paired)."""

    def team_members(self, code: str) -> dict[str, tuple[str, ...]]:
        """Each team's players by team name (a team event)."""

    def match_drafts(self, round_id: RoundId) -> dict:
        """Each 3v3 table's drafts, game by game, by table number."""

    def places_decided(self, round_id: RoundId) -> dict[int, tuple[int, int]]:
        """The places each group of a playoff round decides."""

    def not_paired(self, round_id: RoundId | None, code: str) -> Exception:
        """The refusal of a round not paired."""


class StoreReads:
    """What the sheets read, from the open file's use cases (loaded with it: the ORM)."""

    def __init__(self, store):
        self.store = store

    def event(self, code: str) -> EventInfo:
        from app.services.tournament import event_info
        return event_info(self.store, code)

    def ranked(self, code: str, through: RoundId | None = None) -> Ranked:
        from app.services.standings import ranking
        return ranking(self.store, code, through)

    def paired_rounds(self, code: str, stage_kind: str) -> list[int]:
        from app.services.round_views import listed_rounds
        return [r.number for r in listed_rounds(self.store, code) if r.stage == stage_kind]

    def overall(self) -> OverallTable:
        from app.services.standings import overall_table
        return overall_table(self.store)

    def round_view(self, code: str, round_id: RoundId | None) -> RoundView | None:
        from app.services.round_views import round_view
        return round_view(self.store, code, round_id)

    def stage_in_play(self, code: str) -> str:
        from app.services.round_ids import stage_in_play
        return stage_in_play(self.store, code)

    def team_members(self, code: str) -> dict[str, tuple[str, ...]]:
        from app.services.awards import team_members
        return team_members(self.store, code)

    def match_drafts(self, round_id: RoundId) -> dict[int, tuple[MatchDraft | None, ...]]:
        """Each 3v3 table's drafts as its consoles recorded them, game by game (None for a game
        without a console), by table number: the round's own stage only."""
        from app.services.sanguosha import consoles_of_round
        drafts: dict[int, dict[int, MatchDraft]] = {}
        for record in consoles_of_round(self.store, round_id, every_game=True):
            summary = record.console(now=lambda: 0.0).sheet_record()  # reading the record needs no clock
            drafts.setdefault(record.table_number, {})[record.game_no] = MatchDraft(
                summary["warm_team"], summary["first_picker"], summary["first_mover"],
                tuple(tuple(names) for names in summary["steps"]), tuple(summary["seats"]))
        return {table: tuple(games.get(game) for game in range(1, max(games) + 1))
                for table, games in drafts.items()}

    def places_decided(self, round_id: RoundId) -> dict[int, tuple[int, int]]:
        from app.services.playoffs import places_decided
        return places_decided(self.store, round_id)

    def not_paired(self, round_id: RoundId | None, code: str) -> Exception:
        """Naming the rounds that are paired (of its stage when it names one: a preliminary round refused
        lists the preliminary's, not the final's)."""
        from app.services.round_views import listed_rounds, round_choices
        paired = round_choices(self.store, code)
        if round_id is not None and not round_id.playoff:
            paired = [r for r in listed_rounds(self.store, code) if r.stage == round_id.stage] or paired
        event = PRESETS[code].words
        if not paired:
            return PrintError("print.nothing_paired", event=event)
        return PrintError("print.round_not_paired", event=event, where=round_id.words(),
                          rounds_text="、".join(str(r.words()) for r in paired))


def reads_of(source) -> SheetReads:
    """``source`` as the sheets read it: an open file's store (a ``TournamentStore``) through its use cases."""
    return source if hasattr(source, "ranked") else StoreReads(source)
