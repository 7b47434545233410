"""A crosstable (对阵成绩表) as data: per player per round, opponent, first move and result."""
from __future__ import annotations

from typing import Iterable, Mapping, Sequence

from app.standings.history import ABSENT, build_history, last_round
from app.standings.ranking import number
from app.standings.records import FORFEIT, LOSS, Competitor, GameRecord

WITHDRAWN_LABEL, DQ_LABEL = "退赛", "DQ"


def withdrawn_words(after: int) -> str:
    """When a withdrawn player left: 第2轮后退赛, or 赛前退赛 before playing a round."""
    return f"第{after}轮后{WITHDRAWN_LABEL}" if after else f"赛前{WITHDRAWN_LABEL}"


def crosstable(competitors: Sequence[Competitor], records: Iterable[GameRecord]) -> dict:
    """The crosstable as plain data; players keep the given order and are numbered from 1.

    Shape: {"rounds": [1..N], "players": [{"no", "id", "name", "school",
    "points", "withdrawn_after", "cells": [cell per round]}]}; a cell is
    {"round", "kind", "points", "label", "games": [{"opponents", "opponent_nos",
    "seat", "first", "result", "points", "kind"}]}.  ``seat`` is 1-based in
    seat order; ``first`` means the first seat (moves first) in a two-player
    game.  ``label`` is the text of a round without a game ("退赛", "—", the points) or "DQ"
    (``mark_disqualified``), which then stands for the cell;
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


def mark_disqualified(table: dict, disqualified: Mapping[int, int]) -> dict:
    """Mark the disqualified (``disqualified``: id → the round it took effect, docs/rules.md §4.7).

    They sat out, not withdrew: from that round every round they did not play says DQ — one
    without a game, and a forfeit they lost; a game played (or a forfeit entered in their favour
    before the disqualification) keeps its result, as the standings count it.
    """
    for player in table["players"]:
        since = disqualified.get(player["id"])
        player["disqualified"] = since is not None
        for cell in player["cells"] if since is not None else ():
            if cell["label"] == WITHDRAWN_LABEL or (cell["round"] >= since and _forfeited(cell["games"])):
                cell["label"] = DQ_LABEL
    return table


def _forfeited(games) -> bool:
    """Every game of the round a forfeit the player lost."""
    return bool(games) and all(g["kind"] == FORFEIT and g["result"] == LOSS for g in games)


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
        return WITHDRAWN_LABEL if withdrawn else "—"
    return number(entry.points)
