"""Use cases on rounds: pair the next round, re-pair, delete the last, hand changes (reading a round: round_views.py).

The stages (preliminary groups, then the final) are created and stored here
as app/stages decides (docs/rules.md §1.3).
"""
from __future__ import annotations

import random
from collections.abc import Collection

from sqlalchemy import insert, select
from sqlalchemy.orm import Session

from app.messages import Coded, Message, to_stored
from app.models.schema import Bye, Entry, Event, Foul, GameTable, Round, Seat, Stage, StageMember
from app.models.store import TournamentStore
from app.pairing import Entrant, Pairing, PairingError, Table, split_groups
from app.pairing.policy import StageField, draw_round, round_problems, stage_entrants
from app.rules.events import PLAYERS_PER_TABLE, PRESETS, ROUND_ROBIN, TWO_PLAYER, settings_for
from app.services import audit
from app.services.checkin import not_cleared
from app.services.disqualification import forget_tables
from app.services.players import PlayerRow, list_players
from app.services.history import (StageHistory, entry_units, is_team_event, load_stage, main_stage, planned_rounds,
                                  playoff_stages, seat_unit, stage_rounds)
from app.services.events import event_for
from app.services.round_ids import pairing_step
from app.services.round_views import RoundView, round_lists, round_view, rounds_count
from app.services.stage_rows import bye_scale
from app.services.standings import ranked_rows
from app.stages import (FINAL, PRELIMINARY, StageStep, final_pairing, finalists,
                        takes_late_entries)
from app.stages.round_id import RoundId


class PairingRefused(Coded, Exception):
    """The round cannot be paired now; the message says why (Chinese)."""


class NoLegalPairing(PairingRefused):
    """No draw obeys the hard rules; the referee may allow rematches and try again."""


class RoundsChangedElsewhere(PairingRefused):
    """Another station paired or deleted a round since this one looked; nothing was paired.

    ``latest`` is the event's latest round now (None: none), for the screen's own message.
    """

    def __init__(self, latest: RoundId | None, paired: bool):
        self.latest, self.paired = latest, paired
        super().__init__("rounds.paired_elsewhere" if paired else "rounds.deleted_elsewhere",
                         latest=latest.words() if latest else "")


class AbsentEntrants(PairingRefused):
    """Check-in is in use and these entrants are not cleared; the referee leaves them out or pairs them anyway."""

    def __init__(self, round_id: RoundId, absent: list):
        self.round_id, self.absent = round_id, absent
        names = [Message("rounds.absent_entrant", name=a.name, school=a.school, reason=a.reason)
                 for a in absent[:20]]
        more = Message("rounds.absent_more", count=len(absent)) if len(absent) > 20 else ""
        super().__init__("rounds.absent", round=round_id.words(), names=names, more=more)


# What to do with entrants check-in has not cleared (docs/rules.md §1.5).
ASK, LEAVE_OUT, PAIR_ANYWAY = "ask", "leave_out", "pair_anyway"


# -- stages -------------------------------------------------------------------

def _current_stage(session: Session, event: Event, settings, rng: random.Random) -> Stage:
    """The stage to pair in, created when the event starts or the preliminaries end."""
    step, history = pairing_step(session, event)
    if step is StageStep.START_PRELIMINARY:
        return _new_preliminary(session, event, settings, rng)
    if step is StageStep.START_FINAL:
        return _new_final(session, event, settings, None if history is None else
                          finalists(history.competitors, history.groups, history.records,
                                    history.disqualified, int(settings["qualifiers_per_group"])), rng)
    return main_stage(event)


def _entry_ids(session: Session, event: Event) -> dict[int, int]:
    """Competitor id → entry id (individual events), read as two columns: 300 entries as ORM objects cost
    more than the draw itself."""
    return dict(session.execute(select(Entry.player_id, Entry.id).where(Entry.event_id == event.id)).all())


def _add_members(session, stage: Stage, event: Event, ids, group_no=0) -> None:
    """The stage's members in ``ids`` order (their row order is the draw's), as plain rows: a
    300-player final's members as ORM objects cost more than its first round's draw."""
    if not ids:
        return
    team_event = is_team_event(event)
    entries = {} if team_event else _entry_ids(session, event)
    session.flush()  # the stage's id
    session.execute(insert(StageMember.__table__), [
        {"stage_id": stage.id, "group_no": group_no, "team_id": uid if team_event else None,
         "entry_id": None if team_event else entries[uid]} for uid in ids])
    session.expire(stage, ["members"])  # read again from the rows if asked for in this transaction


def _active_units(session, event):
    return [(uid, name, school) for uid, name, school, active in entry_units(session, event) if active]


def _new_preliminary(session, event, settings, rng) -> Stage:
    units = _active_units(session, event)
    stage = Stage(event=event, number=1, kind=PRELIMINARY, pairing=ROUND_ROBIN)
    session.add(stage)
    entrants = [Entrant(id=uid, school=school, name=name) for uid, name, school in units]
    groups = split_groups(entrants, int(settings["preliminary_groups"]), rng,
                          mode=settings["preliminary_group_mode"])
    for group_no, ids in enumerate(groups, 1):
        _add_members(session, stage, event, ids, group_no)
    session.flush()
    return stage


def _new_final(session, event, settings, ids, rng) -> Stage:
    number = len(event.stages) + 1
    system = final_pairing(settings["pairing"], PLAYERS_PER_TABLE[PRESETS[event.code].format])
    stage = Stage(event=event, number=number, kind=FINAL, pairing=system)
    session.add(stage)
    if ids is None:
        ids = [uid for uid, _name, _school in _active_units(session, event)]
    ids = list(ids)
    if system == ROUND_ROBIN:
        rng.shuffle(ids)  # the draw of Berger numbers
    _add_members(session, stage, event, ids)
    session.flush()
    return stage


def _join_late_entries(session, event, stage: Stage, history: StageHistory) -> bool:
    """A final without preliminaries takes late entries in with zero points; True if any joined."""
    if not takes_late_entries(stage.number, stage.pairing):
        return False
    late = [uid for uid, _n, _s in _active_units(session, event) if uid not in history.groups]
    if late:
        _add_members(session, stage, event, late)
        session.flush()
    return bool(late)


# -- pairing ------------------------------------------------------------------

def _field(history: StageHistory) -> StageField:
    """What the pairing policy reads of the stage (``app.pairing.policy``)."""
    return StageField(history.competitors, history.records, frozenset(history.active), history.groups,
                      frozenset(history.disqualified))


def locked_event(session: Session, code: str) -> Event:
    """The event, row-locked on servers that lock rows, so writers of one event take turns.

    (On SQLite the write session already holds the file's lock from BEGIN IMMEDIATE.)
    """
    event = event_for(session, code)
    session.refresh(event, with_for_update=True)
    return event


def rounds_paired(store: TournamentStore, code: str) -> int:
    """How many rounds the event has now: what a station saw before asking to pair the next."""
    return round_lists(store, code).paired


def pair_next_round(store: TournamentStore, code: str, seed: int | None = None, *,
                    allow_rematch: bool = False, seen_rounds: int | None = None,
                    absent: str = ASK, replacing: RoundId | None = None,
                    requested_byes: Collection[int] = ()) -> RoundView:
    """Pair the next round of the event's current stage and store it with its seed.

    ``allow_rematch``: the referee's answer when no pairing without a rematch exists.
    ``seen_rounds``: rounds_paired() as the caller saw it; another station's pairing or deletion
    since then refuses this one (RoundsChangedElsewhere) instead of pairing a round nobody asked for.
    ``absent``: once check-in is used for the round, entrants not present and
    verified are refused with ``AbsentEntrants`` (ASK), left out (LEAVE_OUT),
    or paired all the same (PAIR_ANYWAY, the referee's explicit choice).
    A round robin's draw is fixed, so check-in does not change it.
    ``replacing``: the round the referee confirmed to draw again (re-pair); it is deleted in the
    same transaction, refused if it is no longer the last or has a result now (its requested byes stay).
    ``requested_byes``: competitors who asked for a half-point bye this round (docs/rules.md §2.1): not
    paired, each given a bye of ``draw_points`` marked requested (a voluntary unplayed round, §6.1).
    """
    if seed is None:
        seed = random.SystemRandom().randrange(2**31)
    rng = random.Random(seed)
    with store.session() as session:
        event = locked_event(session, code)
        requested = frozenset(requested_byes)
        if replacing is not None:
            requested |= _requested_in_last_round(session, event)
            _delete_confirmed_round(session, event, code, replacing, keep_results=True)
            seen_rounds = None  # the round just deleted is the one this pairing replaces
        now = rounds_count(session, event)
        if seen_rounds is not None and now != seen_rounds:
            stage = main_stage(event)
            latest = max((r.number for r in stage_rounds(session, stage)), default=0) if stage else 0
            raise RoundsChangedElsewhere(RoundId(code, stage.kind, latest) if latest else None, now > seen_rounds)
        if event.status == "cancelled":
            raise PairingRefused("rounds.event_cancelled",
                                 event=PRESETS[code].words)
        settings = settings_for(code, event.settings)
        stage = _current_stage(session, event, settings, rng)
        history = load_stage(session, event, stage)
        if history.incomplete_tables:
            number = min(history.incomplete_tables)
            tables = history.incomplete_tables[number]
            raise PairingRefused("rounds.round_open", round=RoundId(code, stage.kind, number).words(),
                                 tables_count=len(tables),
                                 tables=[str(t) for t in tables[:10]], more=' …' if len(tables) > 10 else '')
        needed = planned_rounds(stage, history, settings)
        if history.rounds_paired >= needed:
            raise PairingRefused("rounds.stage_complete",
                                 stage=Message("rounds.stage_name.preliminary" if stage.kind == PRELIMINARY
                                               else "rounds.stage_name.final"),
                                 needed=needed)
        if _join_late_entries(session, event, stage, history):
            history = load_stage(session, event, stage)
        number = history.rounds_paired + 1
        table_size = PLAYERS_PER_TABLE[PRESETS[code].format]
        _check_requested_byes(code, stage, history, requested)
        left_out = _check_in_gate(session, event, stage, history, settings, number, absent, requested) | requested
        field = _field(history)
        # Seated by the table the referee sees; a Berger table reads no standing.
        standings = ranked_rows(session, event, stage, history, settings) if stage.pairing != ROUND_ROBIN else ()
        entrants = stage_entrants(field, settings, standings, left_out)
        try:
            draws = draw_round(stage.pairing, field, entrants, settings, number, rng, table_size,
                               allow_rematch=allow_rematch)
        except PairingError as exc:
            raise NoLegalPairing("rounds.no_legal_pairing", round=RoundId(code, stage.kind, number).words(),
                                 exc=exc) from exc
        _store_round(session, event, stage, number, seed, draws, settings, requested)
        audit.record(session, "pair", "round", None, None,
                     {"event": code, "stage": stage.number, "round": number, "seed": seed,
                      "allow_rematch": allow_rematch, "left_out": sorted(left_out - requested),
                      "absent_paired": absent == PAIR_ANYWAY, "requested_byes": sorted(requested)})
        paired = RoundId(code, stage.kind, number)
    return round_view(store, code, paired)


def _check_in_gate(session, event, stage, history, settings, number: int, absent: str,
                   requested: frozenset) -> frozenset:
    """The competitors check-in keeps out of the round (docs/rules.md §1.5), or AbsentEntrants to ask
    (not about those who asked for a bye: they are not expected at a table)."""
    if stage.pairing == ROUND_ROBIN or absent == PAIR_ANYWAY:
        return frozenset()
    playing = [c for c in history.competitors if c.id in history.active and c.id not in requested]
    round_id = RoundId(event.code, stage.kind, number)
    found = not_cleared(session, event, round_id, playing, int(settings["team_size"]))
    if not found:
        return frozenset()
    if absent != LEAVE_OUT:
        raise AbsentEntrants(round_id, found)
    return frozenset(a.competitor_id for a in found)


def takes_requested_byes(code: str) -> bool:
    """Whether a player of the event may ask for a half-point bye (docs/rules.md §2.1): in a two-player
    game played by individuals; card tables are seated by standing and a team plays as its team."""
    preset = PRESETS[code]
    return preset.format == TWO_PLAYER and not preset.team_event


def bye_requesters(store: TournamentStore, code: str) -> list[PlayerRow]:
    """The players who may ask for a bye in the next round: the event's entrants still in play (not
    withdrawn, not disqualified), none where the event takes no requested byes."""
    if not takes_requested_byes(code):
        return []
    return [row for row in list_players(store, code) if not row.withdrawn and code not in row.disqualified]


def _check_requested_byes(code: str, stage, history, requested: frozenset) -> None:
    """A requested bye is for a competitor still playing, in an event that takes them, in a round drawn from
    the standings (not a round robin's fixed table)."""
    if not requested:
        return
    if not takes_requested_byes(code):
        raise PairingRefused("rounds.requested_bye_not_taken", event=PRESETS[code].words)
    if stage.pairing == ROUND_ROBIN:
        raise PairingRefused("rounds.requested_bye_round_robin")
    strangers = sorted(requested - history.active)
    if strangers:
        raise PairingRefused("rounds.requested_bye_not_playing",
                             names=[history.names.get(uid, str(uid)) for uid in strangers])


def _requested_in_last_round(session, event) -> frozenset:
    """Who asked for a bye in the event's last round (a re-pair gives it to them again)."""
    team_event = is_team_event(event)
    _stage, rounds = _last_rounds(session, event)
    return frozenset(b.team_id if team_event else session.get(Entry, b.entry_id).player_id
                     for rnd in rounds for b in rnd.byes if b.requested)


def _store_round(session, event, stage, number, seed, draws, settings, requested: frozenset = frozenset()) -> None:
    """Store the drawn round in the caller's transaction: the rounds as objects (their ids are
    needed), then every table, seat and bye with one INSERT of the table's rows each (a 1,000-player
    round as ORM objects was a third of `pair`, and through the ORM's bulk insert still a third of what
    remained); ``requested``: the half-point byes asked for, in the first group's round."""
    team_event = is_team_event(event)
    entries = {} if team_event else _entry_ids(session, event)
    rounds = [Round(stage=stage, group_no=group_no, number=number, seed=seed, warnings=[to_stored(w) for w in pairing.warnings])
              for group_no, pairing in draws]
    session.add_all(rounds)
    session.flush()
    numbered = []  # (table number, table) over the groups: numbers run on across them
    for _group_no, pairing in draws:
        numbered.extend(enumerate(pairing.tables, start=len(numbered) + 1))
    table_rounds = [rnd.id for rnd, (_group_no, pairing) in zip(rounds, draws) for _table in pairing.tables]
    if numbered:
        session.execute(insert(GameTable.__table__), [{"round_id": round_id, "number": table_no, "warnings": []}
                                            for round_id, (table_no, _table) in zip(table_rounds, numbered)])
    table_ids = dict(session.execute(select(GameTable.number, GameTable.id)
                                     .where(GameTable.round_id.in_([rnd.id for rnd in rounds]))).all())

    def unit(uid):
        return {"entry_id": None if team_event else entries[uid], "team_id": uid if team_event else None}
    seats = []
    for table_no, table in numbered:
        for seat_no, uid in enumerate(table.players):
            seats.append({"table_id": table_ids[table_no], "seat_no": seat_no,
                          "role": table.roles[seat_no] if table.roles else "", **unit(uid)})
        for filler in range(table.fillers):
            seats.append({"table_id": table_ids[table_no], "seat_no": len(table.players) + filler,
                          "role": "filler", "entry_id": None, "team_id": None})
    if seats:
        session.execute(insert(Seat.__table__), seats)
    byes = [{"round_id": rnd.id, "points": float(settings["bye_points"]), "requested": False, **unit(uid)}
            for rnd, (_group_no, pairing) in zip(rounds, draws) for uid in pairing.byes]
    drawn_round = bye_scale(settings)[1]  # a drawn round: in gomoku two drawn games
    byes += [{"round_id": rounds[0].id, "points": drawn_round, "requested": True, **unit(uid)}
             for uid in sorted(requested)]
    if byes:
        session.execute(insert(Bye.__table__), byes)


# -- reading --------------------------------------------------------------------

def _last_rounds(session, event) -> tuple[Stage, list[Round]]:
    stage = main_stage(event)
    rounds = stage_rounds(session, stage) if stage else []
    if not rounds:
        raise PairingRefused("rounds.none_paired")
    number = max(r.number for r in rounds)
    return stage, [r for r in rounds if r.number == number]


def delete_last_round(store: TournamentStore, code: str, round_id: RoundId) -> RoundId:
    """Remove ``round_id``, the round the referee confirmed, with its results; returns it.

    Refused (``rounds.not_last_any_more``) when it is not the latest round (another station paired a
    later round since, or it is an earlier stage's).
    """
    with store.session() as session:
        _delete_confirmed_round(session, locked_event(session, code), code, round_id, keep_results=False)
    return round_id


def repair_last_round(store: TournamentStore, code: str, round_id: RoundId, seed: int | None = None) -> RoundView:
    """Draw ``round_id`` (the round confirmed) again, in one transaction; refused once it has a result."""
    return pair_next_round(store, code, seed, replacing=round_id)


def _delete_confirmed_round(session, event, code: str, round_id: RoundId, *, keep_results: bool) -> None:
    """Delete the latest round if it is still ``round_id`` (in the caller's locked transaction).

    ``keep_results``: refuse if any of its tables has a result (re-pairing must not drop one).
    """
    if playoff_stages(event):
        raise PairingRefused("rounds.playoff_first")
    stage, rounds = _last_rounds(session, event)
    latest, number = RoundId(code, stage.kind, rounds[0].number), round_id.number
    if latest != round_id:
        raise PairingRefused("rounds.not_last_any_more", round=round_id.words(), latest=latest.words())
    if keep_results and any(t.result is not None for r in rounds for t in r.tables):
        raise PairingRefused("rounds.has_results", round=round_id.words())
    old = {"event": code, "stage": stage.number, "round": number, "tables": [
        {"table": t.number, "seats": [s.entry_id or s.team_id for s in t.seats],
         "result": t.result.entry if t.result else None} for r in rounds for t in r.tables]}
    table_ids = {t.id for r in rounds for t in r.tables}
    forget_tables(session, event, table_ids)
    for foul in session.scalars(select(Foul).where(Foul.table_id.in_(table_ids))):
        session.delete(foul)  # no cascade from the table: without this a round with fouls cannot go
    for rnd in rounds:
        session.delete(rnd)
    session.flush()
    if not stage_rounds(session, stage):
        # An empty stage goes too: pairing again draws groups / Berger numbers afresh
        # (or, after the preliminaries, qualifies the finalists again).
        for member in list(stage.members):
            session.delete(member)
        session.delete(stage)
        session.flush()
        session.expire(event, ["stages"])  # a re-pair in this transaction starts the stage afresh
    audit.record(session, "delete_round", "round", None, old, None)


def _check_round(session, event, rounds: list[Round]) -> dict[int, list[Message]]:
    """Every rule the latest round's (hand-edited) tables break: per table number, 0 for the round."""
    history = load_stage(session, event, rounds[0].stage)
    team_event = is_team_event(event)
    tables, byes = [], []
    for rnd in rounds:
        for table in rnd.tables:
            players = tuple(uid for uid in (seat_unit(s, team_event) for s in table.seats) if uid)
            tables.append(Table(table.number, players))
        byes += [b.team_id if team_event else session.get(Entry, b.entry_id).player_id for b in rnd.byes]
    return round_problems(Pairing(tuple(tables), tuple(byes)), _field(history),
                          settings_for(event.code, event.settings), rounds[0].number,
                          PLAYERS_PER_TABLE[PRESETS[event.code].format])


def _after_swap(warning) -> bool:
    """A round warning written by the last swap check (replaced by the next one); older files wrote text."""
    if isinstance(warning, dict):
        return warning.get("code") == "pairing.after_swap"
    return str(warning).startswith("调整后：")


def swap_seats(store: TournamentStore, code: str, seat_a: int, seat_b: int) -> dict[int, list[Message]]:
    """Swap two competitors of the latest round (across tables or within one: first move).

    Returns the broken rules per table; they are stored beside the tables and audited.
    """
    with store.session() as session:
        event = locked_event(session, code)
        _stage, rounds = _last_rounds(session, event)
        a, b = session.get(Seat, seat_a), session.get(Seat, seat_b)
        round_ids = {r.id for r in rounds}
        if a is None or b is None or a.table.round_id not in round_ids or b.table.round_id not in round_ids:
            raise PairingRefused("rounds.swap_latest_only")
        if (a.table.result is not None) or (b.table.result is not None):
            raise PairingRefused("rounds.swap_has_result")
        old = {"a": [a.table.number, a.seat_no, a.entry_id or a.team_id],
               "b": [b.table.number, b.seat_no, b.entry_id or b.team_id]}
        a.entry_id, b.entry_id = b.entry_id, a.entry_id
        a.team_id, b.team_id = b.team_id, a.team_id
        session.flush()
        session.expire_all()
        problems = _check_round(session, event, rounds)
        for rnd in rounds:
            for table in rnd.tables:
                table.warnings = [to_stored(problem) for problem in problems.get(table.number, [])]
            rnd.warnings = [w for w in rnd.warnings if not _after_swap(w)] + [
                to_stored(Message("pairing.after_swap", problem=problem)) for problem in problems[0]]
        audit.record(session, "swap", "seat", a.id, old,
                     {"warnings": {str(k): [str(p) for p in v] for k, v in problems.items() if v}})
    return problems


def renumber_table(store: TournamentStore, code: str, table_id: int, new_number: int) -> None:
    """Move a table to another number (swapping with the table that had it)."""
    with store.session() as session:
        event = locked_event(session, code)
        _stage, rounds = _last_rounds(session, event)
        tables = {t.number: t for r in rounds for t in r.tables}
        moving = session.get(GameTable, table_id)
        if moving is None or moving.number not in tables or tables[moving.number].id != table_id:
            raise PairingRefused("rounds.renumber_latest_only")
        if new_number < 1:
            raise PairingRefused("rounds.bad_table_number", new_number=new_number)
        old_number = moving.number
        other = tables.get(new_number)
        moving.number = -1
        session.flush()
        if other is not None:
            other.number = old_number
            session.flush()
        moving.number = new_number
        audit.record(session, "renumber", "table", table_id, {"number": old_number}, {"number": new_number})
