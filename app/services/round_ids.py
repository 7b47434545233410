"""Rounds named by their identity (``app.stages.round_id.RoundId``) in the tournament file.

Every service takes a round as its ``RoundId``; the queries select a round's
tables through ``round_ids_select``, so a final's round 1 never brings a
preliminary's round 1 with it.  What a referee types (``--round 3``, ``预赛2``,
``加赛2``) is read once, at the edge, by ``named_round``; the pages hold the
``RoundId`` their round chooser lists.
"""
from __future__ import annotations

from sqlalchemy import Select, select, tuple_

from sqlalchemy.orm import Session

from app.models.schema import Event, Round, Stage
from app.models.store import TournamentStore
from app.rules.events import settings_for
from app.services.events import event_for
from app.services.history import StageHistory, load_stage, main_stage, planned_rounds, playoff_rounds
from app.stages.policy import FINAL, PRELIMINARY, StageStep, next_stage
from app.stages.round_id import PLAYOFF, RoundId, parse_round


def round_id_of_round(rnd: Round) -> RoundId:
    """The identity of a stored round (a playoff's: its place among the event's playoff rounds)."""
    stage = rnd.stage
    if stage.kind != PLAYOFF:
        return RoundId(stage.event.code, stage.kind, rnd.number)
    return RoundId(stage.event.code, PLAYOFF, playoff_rounds(stage.event).index((stage, rnd.number)) + 1)


def stage_in_play(store: TournamentStore, code: str) -> str:
    """The kind of the stage rounds are paired in now (the final before anything is paired)."""
    with store.read() as session:
        stage = main_stage(event_for(session, code))
        return stage.kind if stage is not None else FINAL


def pairing_step(session: Session, event: Event) -> tuple[StageStep, StageHistory | None]:
    """The step before the event's next round is paired (start a stage, or stay in the one in play), and
    the preliminary's history when it was read to decide."""
    settings = settings_for(event.code, event.settings)
    stage = main_stage(event)
    if stage is None:
        return next_stage(None, int(settings["preliminary_groups"])), None
    if stage.kind != PRELIMINARY:
        return StageStep.STAY, None
    history = load_stage(session, event, stage)
    return next_stage(stage.kind, int(settings["preliminary_groups"]), history.complete_rounds,
                      planned_rounds(stage, history, settings)), history


def next_round(session: Session, event: Event) -> RoundId:
    """The round the event pairs next: the stage in play's next number, or round 1 of the stage that
    starts (the preliminary's last round complete: the final's round 1).  A check-in made now is for it."""
    step, _history = pairing_step(session, event)
    if step is StageStep.START_PRELIMINARY:
        return RoundId(event.code, PRELIMINARY, 1)
    if step is StageStep.START_FINAL:
        return RoundId(event.code, FINAL, 1)
    stage = main_stage(event)
    return RoundId(event.code, stage.kind, max((r.number for r in stage.rounds), default=0) + 1)


def named_round(store: TournamentStore, code: str, text: str) -> RoundId:
    """The round a referee typed (``3`` a round of the stage in play, ``预赛2``, ``加赛2``, ``加赛`` /
    ``playoff`` the latest playoff round). Raises ``RoundNameError`` for text that names no round."""
    with store.read() as session:
        event = event_for(session, code)
        stage = main_stage(event)
        return parse_round(code, text, stage.kind if stage is not None else FINAL, len(playoff_rounds(event)))


def earlier_stage_rounds(event: Event) -> list[RoundId]:
    """The rounds of the stages before the one in play (the preliminary's, once the final is paired)."""
    current = main_stage(event)
    return [RoundId(event.code, stage.kind, number) for stage in event.stages
            if stage is not current and stage.kind != PLAYOFF
            for number in sorted({rnd.number for rnd in stage.rounds})]


def round_ids_select(round_id: RoundId) -> Select:
    """The ids of the round's ``Round`` rows (one per preliminary group or tied group), for ``Round.id.in_(…)``."""
    stages = (select(Stage.id).join(Event, Stage.event_id == Event.id)
              .where(Event.code == round_id.event, Stage.kind == round_id.stage))
    if round_id.playoff:  # the n-th of the playoff stages' rounds, in play order
        nth = (select(Round.stage_id, Round.number).join(Stage, Round.stage_id == Stage.id)
               .where(Round.stage_id.in_(stages)).group_by(Stage.number, Stage.id, Round.stage_id, Round.number)
               .order_by(Stage.number, Stage.id, Round.number).offset(round_id.number - 1).limit(1))
        return select(Round.id).where(tuple_(Round.stage_id, Round.number).in_(nth))
    return select(Round.id).where(Round.stage_id.in_(stages.order_by(Stage.number)), Round.number == round_id.number)
