"""Desk and hall write numbers with the one formatter and call 3v3's entrants teams."""
import random

from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoStack

from app.services.rounds import pair_next_round
from app.standings import OverallRow
from app.views.hall import hall_pages
from app.views.standings.standings_models import OverallModel, StandingsModel
from app.views.standings.standings_page import StandingsPage

CODES = ("xiangqi", "go", "gomoku", "checkers")
# A school whose shared places gave it eighths of points in three events (place points averaged).
ROW = OverallRow(rank=1, shared=False, school="一中", points=21.125,
                 by_event={"xiangqi": 3.375, "go": 7.0, "gomoku": 5.375, "checkers": 5.375})


def test_desk_overall_row_parts_add_up_to_the_total(qtmodeltester):
    """The desk shows 3.38 + 7 + 5.38 + 5.37 = 21.13 (not 21.125, nor parts adding to 21.14)."""
    model = OverallModel()
    model.set_overall([ROW], CODES)
    cells = [model.index(0, column).data() for column in range(2, 2 + len(CODES) + 1)]
    assert cells == ["3.38", "7", "5.38", "5.37", "21.13"]
    qtmodeltester.check(model)


def test_desk_tie_break_values_have_two_decimals_at_most():
    """A Dou Dizhu Buchholz of 14.708333 shows 14.71, a third 0.33 (the desk once showed 0.333333)."""
    from app.standings import StandingRow
    model = StandingsModel()
    row = StandingRow(rank=1, shared=False, id=1, name="甲", school="一中", points=1 / 3,
                      tiebreaks={"buchholz": 14.708333333}, games=3, wins=1)
    model.set_standings([row], ["buchholz"])
    assert [model.index(0, c).data() for c in (3, 4)] == ["0.33", "14.71"]


def test_hall_overall_page_uses_the_same_numbers(monkeypatch):
    """The hall shows 21.13 for 21.125 (it showed 21.12) with the same parts as the desk."""
    from app.services.standings import OverallTable
    monkeypatch.setattr(hall_pages, "overall_table", lambda store: OverallTable([ROW], list(CODES), list(CODES)))
    page = hall_pages.overall_page(None)
    assert page.rows[0][2:] == ("3.38", "7", "5.38", "5.37", "21.13")


def test_3v3_is_a_team_ranking_on_desk_and_hall(qtbot, demo_store, play_round):
    """Sanguosha 3v3 standings are titled 团体排名 with a 队伍 column, on the desk and the hall screen."""
    play_round(demo_store, "sanguosha_3v3", pair_next_round(demo_store, "sanguosha_3v3", seed=2),
               random.Random(1))
    page = StandingsPage(demo_store, "sanguosha_3v3", QUndoStack())
    qtbot.addWidget(page)
    page.show()
    assert page.model.headerData(1, Qt.Horizontal) == "队伍"
    assert page.pages.tabText(0) == "团体排名" and not page.pages.isTabVisible(1)
    hall = hall_pages.standings_page(demo_store, "sanguosha_3v3")
    assert "团体排名" in hall.title and hall.columns[1].header == "队伍"


def test_team_model_lists_3v3_teams_by_name(demo_store, play_round):
    """The overall window's 3v3 tab heads its column 队伍 and names each team with its school."""
    from app.services.standings import team_standings
    from app.views.standings.standings_models import TeamModel
    play_round(demo_store, "sanguosha_3v3", pair_next_round(demo_store, "sanguosha_3v3", seed=2),
               random.Random(1))
    model = TeamModel()
    model.set_teams(team_standings(demo_store, "sanguosha_3v3"))
    assert model.headerData(1, Qt.Horizontal) == "队伍"
    first = model.rows()[0]
    assert model.index(0, 1).data().startswith(first.detail["team"])
