"""Technical fouls per team per game (the 3v3 referee rules: three, then the game is lost), undoable."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from app.sanguosha.errors import SanguoshaError
from app.rules.events import PRESETS


@dataclass
class TechnicalFouls:
    """The foul board of one game: counts per team (0/1) and a log for the audit."""

    # the event's setting "technical_fouls_to_lose" (the preset's 3 unless the referee changed it)
    limit: int = int(PRESETS["sanguosha_3v3"].settings["technical_fouls_to_lose"])
    counts: list[int] = field(default_factory=lambda: [0, 0])
    log: list[dict[str, Any]] = field(default_factory=list)

    @property
    def loser(self) -> int | None:
        """The team that has lost the game on fouls, if any."""
        return next((team for team in (0, 1) if self.counts[team] >= self.limit), None)

    def charge(self, team: int, note: str = "") -> int | None:
        """One technical foul to ``team``; returns the team that lost by it, else None."""
        if team not in (0, 1) or isinstance(team, bool):
            raise SanguoshaError("unknown_side", side=team)
        if self.loser is not None:
            raise SanguoshaError("game_over")
        self.counts[team] += 1
        self.log.append({"team": team, "note": note})
        return self.loser

    def undo(self) -> None:
        """Take back the last foul charged."""
        if not self.log:
            raise SanguoshaError("nothing_to_undo")
        self.counts[self.log.pop()["team"]] -= 1
