"""Rounds named by their identity (``app.stages.round_id.RoundId``) in the tournament file.

The Sanguosha queries select a round's tables through ``round_ids_select``, so a
final's round 1 never brings a preliminary's round 1 with it.  The pages and
the CLI still name a round by a bare number in the current stage (or
``PLAYOFF_ROUND``); ``round_id_of`` turns that into the identity until they
carry it themselves (docs/README: the other services adopt it next).
"""
from __future__ import annotations

from sqlalchemy import Select, select

from app.models.schema import Event, Round, Stage
from app.models.store import TournamentStore
from app.services.events import event_for
from app.services.history import PLAYOFF_ROUND, main_stage, playoff_stages
from app.stages.round_id import PLAYOFF, RoundId


def round_id_of(event: Event, number: int | None) -> RoundId | None:
    """The round a bare number names today: round ``number`` of the event's current stage, or with
    ``PLAYOFF_ROUND`` the latest playoff; None when there is no such stage (or no number)."""
    if number is None:
        return None
    if number == PLAYOFF_ROUND:
        playoffs = playoff_stages(event)
        return RoundId(event.code, PLAYOFF, len(playoffs)) if playoffs else None
    stage = main_stage(event)
    return RoundId(event.code, stage.kind, number) if stage is not None and number > 0 else None


def round_id_of_round(rnd: Round) -> RoundId:
    """The identity of a stored round (a playoff's: its place among the event's playoffs)."""
    stage = rnd.stage
    if stage.kind != PLAYOFF:
        return RoundId(stage.event.code, stage.kind, rnd.number)
    earlier = sum(1 for other in playoff_stages(stage.event) if other.number < stage.number)
    return RoundId(stage.event.code, PLAYOFF, earlier + 1)


def current_round_id(store: TournamentStore, code: str, number: int | None) -> RoundId | None:
    """``round_id_of`` read from the file."""
    with store.read() as session:
        return round_id_of(event_for(session, code), number)


def round_ids_select(round_id: RoundId) -> Select:
    """The ids of the round's ``Round`` rows (one per preliminary group), for ``Round.id.in_(…)``."""
    stages = (select(Stage.id).join(Event, Stage.event_id == Event.id)
              .where(Event.code == round_id.event, Stage.kind == round_id.stage).order_by(Stage.number))
    number = round_id.number
    if round_id.playoff:  # the n-th playoff stage; its one round is number 1
        stages, number = stages.offset(round_id.number - 1).limit(1), 1
    return select(Round.id).where(Round.stage_id.in_(stages), Round.number == number)
