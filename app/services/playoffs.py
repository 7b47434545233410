"""Playoff use cases (加赛): read finished playoffs, propose the one a tie needs, pair it.

A playoff is a stage of kind ``playoff`` after the final, its tied groups side by
side (a group number each), played as a round robin in rounds: round r of the
stage holds every group's r-th round, one table per player (k odd: one of them
out).  Each round is a ``RoundId`` of the playoff stage (加赛1, 加赛2 … across the
event's playoffs), paired at once, entered, projected and printed like any other
(`result … --round 加赛2`).
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from app.messages import Coded
from app.models.schema import Bye, GameTable, Round, Seat, Stage, StageMember
from app.models.store import TournamentStore
from app.rules.events import PRESETS, settings_for
from app.services import audit
from app.services.history import PLAYOFF_STAGE, is_team_event, playoff_rounds, playoff_stages, stage_of_round
from app.services.events import event_for
from app.services.round_views import round_view
from app.services.standings import event_standings
from app.stages.round_id import PLAYOFF, RoundId
from app.standings.playoff import places_at_stake, playoff_matches, playoff_schedule, tied_award_groups


class PlayoffRefused(Coded, Exception):
    """No playoff can be created now; the message says why (Chinese)."""


@dataclass(frozen=True)
class PlayoffProposal:
    """One tie to play off: the shared place, who, and the match format."""

    place: int
    members: tuple[tuple[int, str, str], ...]  # (id, name, school)
    games: int  # best of this many games
    matches: int  # one match per pair

    def text(self) -> str:
        names = "、".join(name for _id, name, _school in self.members)
        need = self.games // 2 + 1
        format_text = "一局定胜负" if self.games == 1 else f"{self.games}局{need}胜"
        return f"并列第{self.place}名：{names}（{self.matches} 场，每场{format_text}）"


def proposed_playoffs(store: TournamentStore, code: str) -> list[PlayoffProposal]:
    """The ties the event must play off now (empty before the last round is complete)."""
    standings = event_standings(store, code)
    if standings.playoff_open_tables:
        return []
    with store.read() as session:
        settings = settings_for(code, event_for(session, code).settings)
    rows = {row.id: row for row in standings.rows}
    proposals = []
    for group in tied_award_groups(standings.rows, int(settings["individual_awards"])):
        members = tuple((pid, rows[pid].name, rows[pid].school) for pid in group)
        proposals.append(PlayoffProposal(rows[group[0]].rank, members, int(settings["playoff_games"]),
                                         len(playoff_matches(group))))
    return proposals


def create_playoff(store: TournamentStore, code: str, seed: int | None = None) -> list[PlayoffProposal]:
    """Pair the proposed playoff: a playoff stage, every round of each tie's round robin (first move drawn)."""
    proposals = proposed_playoffs(store, code)
    if not proposals:
        raise PlayoffRefused("playoff.none_needed", event=PRESETS[code].words)
    if seed is None:
        seed = random.SystemRandom().randrange(2**31)
    rng = random.Random(seed)
    with store.session() as session:
        event = event_for(session, code)
        team_event = is_team_event(event)
        entries = {} if team_event else {e.player_id: e.id for e in event.entries}
        stage = Stage(event=event, number=len(event.stages) + 1, kind=PLAYOFF_STAGE, pairing=PLAYOFF_STAGE)
        session.add(stage)
        units = {pid: ({"team_id": pid} if team_event else {"entry_id": entries[pid]})
                 for proposal in proposals for pid, _name, _school in proposal.members}
        tables_in_round: dict[int, int] = {}
        for group_no, proposal in enumerate(proposals, start=1):
            ids = [pid for pid, _name, _school in proposal.members]
            for pid in ids:
                session.add(StageMember(stage=stage, group_no=group_no, **units[pid]))
            for number, planned in enumerate(playoff_schedule(ids), start=1):
                rnd = Round(stage=stage, group_no=group_no, number=number, seed=seed, warnings=[])
                session.add(rnd)
                if planned.bye is not None:  # sits this round out: no table, no point
                    session.add(Bye(round=rnd, points=0.0, **units[planned.bye]))
                for pair in planned.matches:
                    tables_in_round[number] = table_no = tables_in_round.get(number, 0) + 1
                    seats = list(pair)
                    rng.shuffle(seats)  # the coin toss for the first move
                    table = GameTable(round=rnd, number=table_no, warnings=[])
                    for seat_no, pid in enumerate(seats):
                        table.seats.append(Seat(seat_no=seat_no, role="", **units[pid]))
                    session.add(table)
        session.flush()
        audit.record(session, "playoff", "stage", stage.id, None,
                     {"event": code, "seed": seed, "groups": [[m[0] for m in p.members] for p in proposals]})
    return proposals


def delete_playoff(store: TournamentStore, code: str) -> bool:
    """Remove the latest playoff with its results (the caller confirms first); False if there is none."""
    with store.session() as session:
        event = event_for(session, code)
        stages = playoff_stages(event)
        if not stages:
            return False
        stage = stages[-1]
        old = {"stage": stage.number, "tables": [
            {"table": t.number, "seats": [s.entry_id or s.team_id for s in t.seats],
             "result": t.result.entry if t.result else None} for r in stage.rounds for t in r.tables]}
        for rnd in list(stage.rounds):
            session.delete(rnd)
        for member in list(stage.members):
            session.delete(member)
        session.flush()
        session.delete(stage)
        audit.record(session, "delete_playoff", "stage", None, old, None)
    return True


def places_decided(store: TournamentStore, round_id: RoundId) -> dict[int, tuple[int, int]]:
    """(first, last) of the places each group of a playoff round decides, by group number: its tied
    players' places in the standings (the disqualified hold none); empty for a round of no playoff."""
    places = {row.id: row.rank for row in event_standings(store, round_id.event).rows if not row.disqualified}
    with store.read() as session:
        event = event_for(session, round_id.event)
        stage, _number = stage_of_round(event, round_id)
        if stage is None or not round_id.playoff:
            return {}
        team_event = is_team_event(event)
        players = {} if team_event else {entry.id: entry.player_id for entry in event.entries}
        groups: dict[int, list[int]] = {}
        for member in stage.members:
            unit = member.team_id if team_event else players.get(member.entry_id)
            if unit in places:
                groups.setdefault(member.group_no, []).append(places[unit])
    return {group: places_at_stake(ranks) for group, ranks in groups.items()}


def latest_playoff_rounds(store: TournamentStore, code: str) -> list[RoundId]:
    """The rounds of the latest playoff (加赛3, 加赛4 … after an earlier playoff's 加赛1, 加赛2)."""
    with store.read() as session:
        rounds = playoff_rounds(event_for(session, code))
    return [RoundId(code, PLAYOFF, n) for n, (stage, _inner) in enumerate(rounds, start=1)
            if stage is rounds[-1][0]]


def projected_round(store: TournamentStore, code: str) -> RoundId | None:
    """The playoff round the hall shows: the first of the latest playoff with a table still open (else its
    last); None when the event has no playoff (the hall shows the stage's latest round)."""
    rounds = latest_playoff_rounds(store, code)
    return next((r for r in rounds if not all(t.has_result for t in round_view(store, code, r).tables)),
                rounds[-1] if rounds else None)


def has_playoff(store: TournamentStore, code: str) -> bool:
    with store.read() as session:
        return bool(playoff_stages(event_for(session, code)))


