"""A crosstable (对阵成绩表) ready to print: per player per round, opponent, first move and result."""
from __future__ import annotations

from typing import Iterable, Sequence

from app.standings.history import ABSENT, build_history, last_round
from app.standings.ranking import number
from app.standings.records import BYE, FORFEIT, Competitor, GameRecord

RESULT_ZH = {"win": "胜", "draw": "和", "loss": "负"}


def crosstable(competitors: Sequence[Competitor], records: Iterable[GameRecord]) -> dict:
    """The crosstable as plain data; players keep the given order and are numbered from 1.

    Shape: {"rounds": [1..N], "players": [{"no", "id", "name", "school",
    "points", "withdrawn_after", "cells": [cell per round]}]}; a cell is
    {"round", "kind", "points", "label", "games": [{"opponents", "opponent_nos",
    "seat", "first", "result", "points", "kind"}]}.  ``seat`` is 1-based in
    seat order; ``first`` means the first seat (moves first) in a two-player
    game.  ``label`` is the printed text, e.g. "5先胜", "轮空", "3后负(弃权)".
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
    if entry.kind == ABSENT and not games:
        withdrawn = competitor.withdrawn_after is not None and entry.round > competitor.withdrawn_after
        return "退赛" if withdrawn else "—"
    parts = []
    for game in games:
        result = RESULT_ZH.get(game["result"], "")
        if game["kind"] == BYE:
            parts.append("轮空")
        elif game["first"] is None:  # a table of 3 or 8: seat and points
            parts.append(f"{game['seat']}号位{result}{game['points']:+g}")
        else:
            opponent = "/".join(str(n) for n in game["opponent_nos"] if n is not None)
            side = "先" if game["first"] else "后"
            forfeit = "(弃权)" if game["kind"] == FORFEIT else ""
            parts.append(f"{opponent}{side}{result}{forfeit}")
    return " ".join(parts) if parts else number(entry.points)
