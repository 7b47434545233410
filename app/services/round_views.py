"""Reading a round as the pages, the hall, the sheets and the CLI show it: its tables, seats and byes.

The views are plain values read as column rows (no ORM objects: the hall's pairings page and the clocks
page read the open round after every confirmed result), once per commit to the file.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from sqlalchemy import func, select

from app.models.schema import Round, Stage
from app.models.store import TournamentStore
from app.services.events import event_for
from app.services.history import (entrant_rows, is_team_event, main_stage, plain_rows, playoff_rounds,
                                  stage_of_round)
from app.services.round_ids import earlier_stage_rounds
from app.services.round_read import RoundView, SeatView, TableView, read_round_view  # noqa: F401 (re-exported)
from app.stages.round_id import PLAYOFF, RoundId, is_playoff_round


def round_view(store: TournamentStore, code: str, round_id: RoundId | None = None) -> RoundView | None:
    """The round ``round_id`` names (the latest of the stage in play when None); None when it is not
    paired. A playoff round's view carries its 加赛 number.
    Read once per commit to the file: the hall's pairings and the clocks page read it after each result.
    The latest round is remembered under its own id too: the clocks page asks for the latest round after a
    pairing, whose worker has just read the new round by its id."""
    if round_id is None:
        def read_latest() -> RoundView | None:
            latest = latest_round(store, code)
            return round_view(store, code, latest) if latest is not None else None
        return store.remembered(("round_view", code, None), read_latest)

    def read() -> RoundView | None:
        with store.read() as session:
            event = event_for(session, code)
            stage, inner = stage_of_round(event, round_id)
            view = _round_view(session, event, stage, inner) if stage is not None else None
            return replace(view, number=round_id.number) if view is not None and is_playoff_round(round_id) else view
    return store.remembered(("round_view", code, round_id), read)


def _round_view(session, event, stage, number) -> RoundView | None:
    """Reads only the chosen round and the entrants' names (not the whole stage), as column rows
    (app/services/round_read.py: the command line's print reads it so too)."""
    return read_round_view(plain_rows(session), event.code, event.settings, stage.id, stage.kind, number,
                           entrant_rows(session, event), is_team_event(event))


def latest_round(store: TournamentStore, code: str) -> RoundId | None:
    """The current stage's last round (None before round 1): what a page following another station
    compares with the round it shows, to see a round paired, re-paired or deleted there. Taken from the
    lists of rounds, read once per commit."""
    stage_rounds = [choice for choice in round_lists(store, code).choices if not is_playoff_round(choice)]
    return stage_rounds[-1] if stage_rounds else None


def _stage_numbers(session, stage) -> list[int]:
    if stage is None:
        return []
    return list(session.scalars(select(Round.number).where(Round.stage_id == stage.id)
                                .distinct().order_by(Round.number)))


@dataclass(frozen=True)
class RoundLists:
    """The rounds a page lists and what "pair next" is asked against, read in one session."""

    listed: tuple[RoundId, ...]  # an earlier stage's rounds (预赛 once the final is paired), then ``choices``
    choices: tuple[RoundId, ...]  # the stage in play's rounds, then every playoff round (加赛1 …)
    paired: int  # rounds of the event over all its stages, playoffs included


def round_lists(store: TournamentStore, code: str) -> RoundLists:
    """The event's ``RoundLists``, read once per commit to the file: the pairing's worker reads them
    after its commit, and the rounds and results pages that show the new round find them read."""
    def read() -> RoundLists:
        with store.read() as session:
            event = event_for(session, code)
            choices = tuple(_choices(session, event))
            return RoundLists(tuple(earlier_stage_rounds(event)) + choices, choices, rounds_count(session, event))
    return store.remembered(("round_lists", code), read)


def rounds_count(session, event) -> int:
    """Rounds of the event over all its stages (a preliminary's rounds, the final's, the playoffs'),
    counted in the database: no round or table is loaded for it."""
    rounds = (select(Round.stage_id, Round.number).join(Stage, Round.stage_id == Stage.id)
              .where(Stage.event_id == event.id).distinct().subquery())
    return session.scalar(select(func.count()).select_from(rounds))


def listed_rounds(store: TournamentStore, code: str) -> list[RoundId]:
    """Every round a page lists or a sheet prints: an earlier stage's (预赛 once the final is paired),
    then ``round_choices``."""
    return list(round_lists(store, code).listed)


def round_choices(store: TournamentStore, code: str) -> list[RoundId]:
    """The rounds of the current stage, then every playoff round (加赛1, 加赛2 …) once paired."""
    return list(round_lists(store, code).choices)


def _choices(session, event) -> list[RoundId]:
    stage = main_stage(event)
    return ([RoundId(event.code, stage.kind, n) for n in _stage_numbers(session, stage)]
            + [RoundId(event.code, PLAYOFF, n) for n in range(1, len(playoff_rounds(event)) + 1)])


# -- changes ----------------------------------------------------------------------
