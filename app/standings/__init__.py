"""Standings: individual tie-breaks, event team and overall team rankings, groups, crosstables (pure)."""
from app.standings.crosstable import crosstable
from app.standings.disqualified import close_up
from app.standings.individual import (TIEBREAK_NAMES, UNPLAYED_RULES, boundary_ties, group_tables,
                                      individual_standings, qualified)
from app.standings.overall import PLACE_POINTS, overall_team_standings
from app.standings.records import (BYE, FORFEIT, PLAYED, Competitor, GameRecord, OverallRow,
                                   StandingRow, TeamRow)
from app.standings.teams import TEAM_RULES, event_team_standings, fouls_by_school

__all__ = [
    "BYE", "FORFEIT", "PLAYED", "PLACE_POINTS", "TEAM_RULES", "TIEBREAK_NAMES", "UNPLAYED_RULES",
    "Competitor", "GameRecord", "OverallRow", "StandingRow", "TeamRow",
    "boundary_ties", "close_up", "crosstable", "event_team_standings", "fouls_by_school", "group_tables",
    "individual_standings", "overall_team_standings", "qualified",
]
