"""A disqualified entrant holds no place (docs/rules.md §4.7): the places below close up.

The disqualified keep their row (points, games) so every list can show them,
marked ``disqualified``, after every placed entrant and ranked behind them all.
"""
from __future__ import annotations

from dataclasses import replace
from itertools import groupby
from typing import Collection, Sequence

from app.standings.records import StandingRow


def close_up(rows: Sequence[StandingRow], disqualified: Collection[int],
             disqualified_rows: Sequence[StandingRow] | None = None) -> list[StandingRow]:
    """``rows`` (ranked) without the disqualified, renumbered; then the disqualified, marked.

    A tie loses its disqualified members and stays shared only if two or more
    remain; a playoff flag stays only while another flagged player has the
    same points.  ``disqualified_rows`` (default: ``rows``) supplies their
    rows when the ranking was computed without them.
    """
    out = set(disqualified)
    kept = [row for row in rows if row.id not in out]
    placed: list[StandingRow] = []
    place = 1
    for _rank, tie in groupby(kept, key=lambda row: row.rank):
        tie = list(tie)
        for row in tie:
            partners = sum(1 for other in kept if other.playoff and other.points == row.points)
            placed.append(replace(row, rank=place, shared=len(tie) > 1,
                                  playoff=row.playoff and partners > 1))
        place += len(tie)
    source = rows if disqualified_rows is None else disqualified_rows
    marked = [replace(row, rank=place, shared=False, playoff=False, played_off=False, disqualified=True)
              for row in source if row.id in out]
    return placed + marked
