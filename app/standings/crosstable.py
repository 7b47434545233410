"""A crosstable (对阵成绩表) as data: per player per round, opponent, first move and result."""
from __future__ import annotations

from typing import Iterable, Sequence

from app.standings.history import ABSENT, build_history, last_round
from app.standings.ranking import number
from app.standings.records import Competitor, GameRecord


def crosstable(competitors: Sequence[Competitor], records: Iterable[GameRecord]) -> dict:
    """The crosstable as plain data; players keep the given order and are numbered from 1.

    Shape: {"rounds": [1..N], "players": [{"no", "id", "name", "school",
    "points", "withdrawn_after", "cells": [cell per round]}]}; a cell is
    {"round", "kind", "points", "label", "games": [{"opponents", "opponent_nos",
    "seat", "first", "result", "points", "kind"}]}.  ``seat`` is 1-based in
    seat order; ``first`` means the first seat (moves first) in a two-player
    game.  ``label`` is the text of a round without a game ("退赛", "—", the points);
    app.standings.cross_cells words a cell with games for the event ("5红胜", "2号位+6").
    """
    records = list(records)
    rounds = last_round(records, None)
    history = build_history(competitors, records, rounds)
    number_of = {c.id: index for index, c in enumerate(competitors, start=1)}
    players = []
    for competitor in competitors:
        cells = [_cell(competitor, entry, number_of) for entry in history[competitor.id]]
        players.append({
            "no": number_of[competitor.id], "id": competitor.id, "name": competitor.name,
            "school": competitor.school, "points": sum(c["points"] for c in cells),
            "withdrawn_after": competitor.withdrawn_after, "cells": cells,
        })
    return {"rounds": list(range(1, rounds + 1)), "players": players}


def _cell(competitor: Competitor, entry, number_of) -> dict:
    games = []
    for record in entry.records:
        pid = competitor.id
        opponents = [p for p in record.participants if p != pid]
        seat = record.participants.index(pid) + 1
        games.append({
            "opponents": opponents, "opponent_nos": [number_of.get(p) for p in opponents],
            "seat": seat, "first": seat == 1 if len(record.participants) == 2 else None,
            "result": record.outcome.get(pid), "points": float(record.points.get(pid, 0.0)),
            "kind": record.kind,
        })
    return {"round": entry.round, "kind": entry.kind, "points": entry.points,
            "label": _label(competitor, entry, games), "games": games}


def _label(competitor: Competitor, entry, games) -> str:
    """What a round without a game says: 退赛 after a withdrawal, — when absent, else the points
    (a game's own wording depends on the event: app.standings.cross_cells)."""
    if games:
        return ""
    if entry.kind == ABSENT:
        withdrawn = competitor.withdrawn_after is not None and entry.round > competitor.withdrawn_after
        return "退赛" if withdrawn else "—"
    return number(entry.points)
