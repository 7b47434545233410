"""Technical fouls per team per game (the 3v3 referee rules: three, then the game is lost), undoable."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from app.rules.events import PRESETS
from app.sanguosha.errors import SanguoshaError


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

    def check_state(self) -> None:
        """Refuse a stored foul board no fouls lead to: counts other than the log's, a limit below 1, or a
        team past the limit (the foul that reached it ended the game)."""
        limit, counts, log = self.limit, self.counts, self.log
        if isinstance(limit, bool) or not isinstance(limit, int) or limit < 1:
            raise SanguoshaError("console.state_value", field="fouls.limit", value=limit)
        if not isinstance(log, list) or any(not isinstance(entry, dict) or entry.get("team") not in (0, 1)
                                            or isinstance(entry.get("team"), bool) for entry in log):
            raise SanguoshaError("console.state_value", field="fouls.log", value="…")
        tally = [sum(1 for entry in log if entry["team"] == team) for team in (0, 1)]
        if counts != tally or sum(count >= limit for count in tally) > 1 or max(tally) > limit:
            raise SanguoshaError("console.state_value", field="fouls.counts", value=counts)

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
