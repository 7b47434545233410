"""A stage's rows (entrants, draw, tables, seats, byes, fouls, games, playoffs) into the engines' shapes.

Plain Python over column rows, no SQLAlchemy: the session's read
(app/services/history.py) and the command line's plain-SQL read
(app/services/standings_read.py) run their own queries for the same columns and
turn them into the same competitors and game records here.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Iterable

from app.rules.events import scored_games
from app.stages import planned_rounds as stage_planned_rounds
from app.stages.round_id import counts_from
from app.standings import BYE, FORFEIT, PLAYED, Competitor, GameRecord
from app.standings.playoff import PlayedPlayoff, PlayoffMatch


AFTER_THE_STAGE = float("inf")  # beyond every round number: a disqualification of a later stage


@dataclass
class StageHistory:
    stage: object  # the Stage: its id, kind and pairing
    competitors: list[Competitor]
    records: list[GameRecord]
    schools: dict[int, str]
    names: dict[int, str]
    groups: dict[int, int]  # competitor id → preliminary group (0 in a final)
    active: set[int]  # not withdrawn, not disqualified
    rounds_paired: int = 0
    complete_rounds: int = 0
    incomplete_tables: dict[int, list[int]] = field(default_factory=dict)  # round → table numbers
    disqualified: dict[int, int] = field(default_factory=dict)  # competitor id → round it happened

    def score(self, competitor_id: int) -> float:
        return sum(r.points.get(competitor_id, 0.0) for r in self.records)


@dataclass(frozen=True)
class RoundContext:
    """What turns a round's rows into records, besides the rows: a read is kept only under the same."""

    team_event: bool
    player_of: dict[int, int]  # entry id → player id
    several_games: bool
    bye_scale: tuple[float, float]  # a round's win and draw points, for the bye's outcome


def earliest_disqualifications(rows: Iterable[tuple], team_event: bool, stage: str) -> dict[int, int]:
    """(team id, player id, stage, round) rows → competitor id → the round of ``stage`` their earliest
    disqualification counts from (0: an earlier stage's or before the first round; a later stage's
    counts from no round of this one, ``AFTER_THE_STAGE``, but they are out all the same)."""
    found: dict[int, int] = {}
    for team_id, player_id, since_stage, since_number in rows:
        uid = team_id if team_event else player_id
        if uid is not None:
            start = counts_from(since_stage, since_number, stage)
            start = AFTER_THE_STAGE if start is None else start
            found[uid] = min(start, found.get(uid, start))
    return found


def team_units(rows: Iterable[tuple], out: dict[int, int]) -> list[tuple[int, str, str, bool]]:
    """(team id, name, school, withdrawn) rows → (id, name, school, active)."""
    return [(uid, name, school, not withdrawn and uid not in out) for uid, name, school, withdrawn in rows]


def player_units(rows: Iterable[tuple], out: dict[int, int]) -> list[tuple[int, str, str, bool]]:
    """(player id, name, school, withdrawn, withdrawn after round) rows → (id, name, school, active)."""
    return [(uid, name, school, not withdrawn and after is None and uid not in out)
            for uid, name, school, withdrawn, after in rows]


def stage_history(stage, team_event: bool, units: list[tuple[int, str, str, bool]], members: Iterable[tuple],
                  rounds: list[tuple], reads: dict[int, tuple[list[GameRecord], list[int]]],
                  disqualified: dict[int, int]) -> StageHistory:
    """The history from the entrants' units, the draw's (team id, player id, group) rows in draw order,
    the stage's (round id, number, group, revision) rows and each round's records and open tables."""
    competitors, schools, names, groups, active = _entrants(team_event, units, members)
    records: list[GameRecord] = []  # round by round: a round's tables, then its byes
    incomplete: dict[int, list[int]] = {}
    for round_id, number, _group_no, _revision in rounds:
        round_records, open_tables = reads[round_id]
        records.extend(round_records)
        if open_tables:
            incomplete.setdefault(number, []).extend(open_tables)
    numbers = sorted({number for _id, number, _group_no, _revision in rounds})
    complete = [n for n in numbers if n not in incomplete]
    return StageHistory(stage, list(competitors), records, schools=dict(schools), names=dict(names),
                        groups=dict(groups), active=set(active),
                        rounds_paired=max(numbers, default=0),
                        complete_rounds=leading_run(complete),
                        incomplete_tables=incomplete,
                        disqualified=disqualified)


# The last entrants made into competitors, by what they were made of: a station reads the same entrants
# and draw after every confirmed result, and making a thousand competitors again was most of the history.
_last_entrants: tuple = (None, None)


def _entrants(team_event: bool, units: list[tuple], members: Iterable[tuple]) -> tuple:
    """(competitors in draw order, schools, names, groups, active) of the units and the draw's rows; the
    very objects of the last call made of equal rows (the caller hands out copies of the containers)."""
    global _last_entrants
    made_of = (team_event, tuple(units), tuple(members))
    last = _last_entrants
    if last[0] == made_of:
        return last[1]
    by_id = {uid: (name, school, active) for uid, name, school, active in units}
    groups = {(team_id if team_event else player_id): group_no for team_id, player_id, group_no in made_of[2]}
    made = ([Competitor(uid, by_id[uid][0], by_id[uid][1]) for uid in groups if uid in by_id],
            {uid: by_id[uid][1] for uid in by_id}, {uid: by_id[uid][0] for uid in by_id}, groups,
            frozenset(uid for uid in by_id if by_id[uid][2]))
    _last_entrants = (made_of, made)
    return made


def planned_rounds(stage, history: StageHistory, settings) -> int:
    """How many rounds the stage has: the round robin's, or the event's ``rounds`` setting."""
    return stage_planned_rounds(stage.pairing, history.groups, settings["rounds"])


def round_records(seats: Iterable[tuple], byes: Iterable[tuple], fouls: dict[int, dict[int, int]],
                  games_won: dict[int, list[float]], context: RoundContext,
                  kept: dict[int, tuple] | None = None, made: dict[int, tuple] | None = None
                  ) -> dict[int, tuple[list[GameRecord], list[int]]]:
    """Round id → (its game records, tables then byes; its tables without a result).

    ``seats``: (round id, round number, table id, table number, team id, entry id, points, outcome,
    result id, forfeit) in table and seat order; ``byes``: (round id, round number, team id, player id, points, requested).
    ``kept``/``made``: table id → (what its record was made of, the record), of an earlier read and of this
    one: a table read the same as before gives that very record, so that the ranking, after a result in
    the open round, finds the round's other tables unchanged at a glance.
    """
    kept = kept or {}
    tables: dict[int, list] = {}  # table id → [round id, round number, table number, forfeit or None, seats]
    team_event, player_of = context.team_event, context.player_of
    for round_id, number, table_id, table_no, team_id, entry_id, points, outcome, result_id, forfeit in seats:
        table = tables.get(table_id)
        if table is None:  # a table's first seat (the open round after a result: 150 tables read, 300 seats)
            table = tables[table_id] = [round_id, number, table_no, None if result_id is None else bool(forfeit), []]
        uid = team_id if team_event else player_of.get(entry_id)
        if uid is not None:
            table[4].append((uid, points, outcome))
    read: dict[int, tuple[list[GameRecord], list[int]]] = {}
    for table_id, (round_id, number, table_no, forfeit, seated) in tables.items():
        records, open_tables = read.setdefault(round_id, ([], []))
        if forfeit is None:
            open_tables.append(table_no)
            continue
        source = (round_id, number, forfeit, seated, fouls.get(table_id), games_won.get(table_id))
        before = kept.get(table_id)
        record = before[1] if before is not None and before[0] == source else _table_record(
            number, forfeit, seated, fouls.get(table_id, {}), games_won.get(table_id))
        if made is not None:
            made[table_id] = source, record
        records.append(record)
    for round_id, number, team_id, player_id, points, requested in byes:
        uid = team_id if context.team_event else player_id
        read.setdefault(round_id, ([], []))[0].append(GameRecord(
            round=number, participants=(uid,), points={uid: points},
            outcome={uid: scaled_bye_outcome(points, context.bye_scale)}, kind=BYE, requested=bool(requested)))
    return read


def _table_record(number: int, forfeit: bool, seated: list[tuple], fouls: dict[int, int],
                  games_won: list[float] | None) -> GameRecord:
    """One table's record from its (competitor, points, outcome) seats."""
    return GameRecord(
        round=number, participants=tuple(uid for uid, _p, _o in seated),
        points={uid: float(p or 0.0) for uid, p, _o in seated},
        outcome={uid: o or "loss" for uid, _p, o in seated},
        kind=FORFEIT if forfeit else PLAYED, fouls=fouls,
        game_points={uid: games_won[seat] for seat, (uid, _p, _o) in enumerate(seated)}
        if games_won is not None else {})


_MOST_ROUND_READS = 400  # rounds: every round of a few stages; then start afresh

# What a round read gives: round id → (its game records, its tables without a result).
RoundReads = dict[int, tuple[list[GameRecord], list[int]]]


def kept_round_reads(kept: dict, trusted: bool, rounds: list[tuple], context: RoundContext,
                     read: Callable[[list[int], dict[int, tuple], dict[int, tuple]], RoundReads]) -> RoundReads:
    """Each of the stage's (round id, number, group, revision) ``rounds`` read; only the rounds whose
    revision moved since the last read are read again (all of them where the database keeps no
    revisions: not ``trusted``), by ``read(round ids, kept, made)`` (``round_records``' last two).

    An unchanged round gives the same record objects: a standings recompute then finds it unchanged
    by identity, and only a changed round is ranked again; in a round read again, so does each table
    read the same as before (the open round after a result: all its tables but one). ``kept`` is the
    open file's ``TournamentStore.round_reads``: round id → ((revision, context), (records, open tables),
    its tables' records by what they were made of).
    """
    found, wanted, earlier_tables = {}, {}, {}
    for round_id, _number, _group_no, revision in rounds:
        cached = kept.get(round_id) if trusted else None
        if cached is not None and cached[0] == (revision, context):
            found[round_id] = cached[1]
            continue
        wanted[round_id] = revision
        if cached is not None and cached[0][1] == context:
            earlier_tables.update(cached[2])
    if not wanted:
        return found
    made: dict[int, tuple] = {}
    fresh = read(list(wanted), earlier_tables, made)
    if len(kept) + len(wanted) > _MOST_ROUND_READS:
        kept.clear()
    tables_of: dict[int, dict[int, tuple]] = {round_id: {} for round_id in wanted}
    for table_id, made_of in made.items():
        tables_of[made_of[0][0]][table_id] = made_of
    for round_id, revision in wanted.items():
        found[round_id] = fresh.get(round_id, ([], []))
        if trusted:
            kept[round_id] = ((revision, context), found[round_id], tables_of[round_id])
    return found


def bye_scale(settings) -> tuple[float, float]:
    """A round's win and draw points (a round of several games is worth them that many times)."""
    rounds_worth = scored_games(settings)
    return float(settings["win_points"]) * rounds_worth, float(settings["draw_points"]) * rounds_worth


def scaled_bye_outcome(points: float | None, scale: tuple[float, float]) -> str:
    """A bye counts as the result its points are worth: a win only when it scores a round's win."""
    win, draw = scale
    points = float(points or 0.0)
    if points >= win - 1e-9:
        return "win"
    return "draw" if points > 0 and points >= draw - 1e-9 else "loss"


def games_won_by_table(rows: Iterable[tuple]) -> dict[int, list[float]]:
    """(table id, game detail) rows → table id → games won per seat, for tables of several two-sided games.

    A game row names its winning seat (None: drawn, ½ each); Dou Dizhu hands have no winner and count nothing.
    """
    won: dict[int, list[float]] = {}
    for table_id, detail in rows:
        if not isinstance(detail, dict) or "winner" not in detail:
            continue
        per_seat = won.setdefault(table_id, [0.0, 0.0])
        winner = detail["winner"]
        if winner in (0, 1):
            per_seat[winner] += 1.0
        elif not detail.get("forfeit"):
            per_seat[0] += 0.5
            per_seat[1] += 0.5
    return won


def fouls_by_table(rows: Iterable[tuple], team_event: bool) -> dict[int, dict[int, int]]:
    """(table id, team id, player id) rows → table id → competitor id → fouls."""
    result: dict[int, dict[int, int]] = {}
    for table_id, team_id, player_id in rows:
        uid = team_id if team_event else player_id
        if uid is not None:
            per_table = result.setdefault(table_id, {})
            per_table[uid] = per_table.get(uid, 0) + 1
    return result


def leading_run(numbers: list[int]) -> int:
    """The last round n such that rounds 1..n are all complete."""
    done = 0
    for number in numbers:
        if number != done + 1:
            break
        done = number
    return done


@dataclass
class PlayoffRound:
    """One playoff round as the playoff results read it: its group, who had a bye, and each table's
    (competitor id, outcome) seats with whether its result is in."""

    group_no: int
    byes: list[int]
    tables: list[tuple[bool, list[tuple[int | None, str]]]]


def playoff_results(stages: Iterable[list[PlayoffRound]]) -> list[PlayedPlayoff]:
    """Each tied group's playoff (its round robin) with its matches as entered so far; ``stages``: each
    playoff stage's rounds in order (standings.playoff.settled_playoffs tells the finished ones)."""
    played = []
    for rounds in stages:
        groups: dict[int, list[PlayoffRound]] = {}
        for rnd in rounds:
            groups.setdefault(rnd.group_no, []).append(rnd)
        for group in groups.values():
            members: set[int] = set()
            matches = []
            for rnd in group:
                members.update(rnd.byes)
                for has_result, seated in rnd.tables:
                    members.update(uid for uid, _o in seated)
                    winners = frozenset(uid for uid, outcome in seated if outcome == "win") if has_result else None
                    matches.append(PlayoffMatch(frozenset(uid for uid, _o in seated), winners))
            if members:
                played.append(PlayedPlayoff(frozenset(members), tuple(matches)))
    return played
