"""Does an entered Sanguosha result agree with what the table's console decided? (docs/rules.md §5.7)

The console decides a game when a commander dies, a team's technical fouls
reach the limit, time-up is adjudicated or a 1v1 side's generals are dead; it
names the winning side (0 / 1, the table's seats).  An entry that gives such a
game to the other side contradicts it; the referee corrects it or overrules
the console with a reason.  Pure: the caller reads the consoles and scores the entry.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from app.scoring.entries import MatchEntry, ResultEntry
from app.scoring.parse import normalise
from app.scoring.result import ScoredResult


@dataclass(frozen=True)
class Disagreement:
    """Game ``game`` (1-based; 0: the match as a whole, typed as a total) as the console decided it and
    as entered: the winning side of each (``entered`` None: the entry has no such game)."""

    game: int
    console: int | tuple[int, int]
    entered: int | tuple[int, int] | None


def _typed_total(entry: ResultEntry) -> bool:
    """A match typed as its total (2-1): the order of its games is not given."""
    if not isinstance(entry, MatchEntry) or entry.score is None:
        return False
    parts = normalise(entry.score).split("-")
    return len(parts) == 2 and all(part.isdigit() for part in parts)


def disagreements(decided: Mapping[int, int], entry: ResultEntry, scored: ScoredResult,
                  games: int) -> list[Disagreement]:
    """Where the entry contradicts the console: ``decided`` maps a game number to the side its
    console says won; ``games`` is the event's games per round. A match typed as a total (2-1)
    contradicts when a side has fewer games than the console already gave it."""
    if not decided:
        return []
    detail = scored.detail
    if games <= 1:
        entered = detail.get("winner")
        return [] if 1 not in decided or entered == decided[1] else [Disagreement(1, decided[1], entered)]
    if _typed_total(entry):
        won = tuple(int(n) for n in detail.get("games_won", (0, 0)))
        at_console = tuple(sum(1 for side in decided.values() if side == seat) for seat in (0, 1))
        return [] if all(at_console[s] <= won[s] for s in (0, 1)) else [Disagreement(0, at_console, won)]
    played = [game.get("winner") for game in detail.get("games") or ()]
    found = []
    for number, side in sorted(decided.items()):
        entered = played[number - 1] if number <= len(played) else None
        if entered != side:
            found.append(Disagreement(number, side, entered))
    return found


def proposal(decided: Mapping[int, int], games: int) -> str | None:
    """The code the quick entry proposes from the decided games (1 / 0 for one game; 1-0,0-1 game by
    game while the decided games run on from game 1), None when the console decided none."""
    if 1 not in decided:
        return None
    if games <= 1:
        return "1" if decided[1] == 0 else "0"
    codes = []
    for number in range(1, games + 1):
        if number not in decided:
            break
        codes.append("1-0" if decided[number] == 0 else "0-1")
    return ",".join(codes)
