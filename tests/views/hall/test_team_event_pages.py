"""A team event on the hall: the teams are the entrants, so its one table is the 团体排名 (as on the
station's 排名 page), never a second page of the same title nor a key named 个人排名."""
import random

from app.services.rounds import pair_next_round
from app.views.hall.hall_pages import standings_page, teams_page
from app.views.hall.hall_screen import HallController

CODE = "sanguosha_3v3"


def test_a_team_event_shows_one_team_table_named_so(qapp, demo_store, play_round):
    """3v3 after a round: one page titled 团体排名 (the teams ranked by points and tie-breaks), and the
    page picker lists it once, as 团体排名; xiangqi keeps its 个人排名 and 团体排名."""
    view = pair_next_round(demo_store, CODE, seed=1)
    play_round(demo_store, CODE, view, random.Random(1))
    titles = [page.title for page in (standings_page(demo_store, CODE), teams_page(demo_store, CODE)) if page]
    assert sum("团体排名" in title for title in titles) == 1
    keys = HallController(lambda: demo_store).available_keys()
    labels = [label for key, label in keys if key.endswith(f":{CODE}")]
    assert labels[:2] == ["三国杀3v3 对阵", "三国杀3v3 团体排名"]
    assert not any("个人排名" in label for label in labels)
    assert sum("团体排名" in label for label in labels) == 1
    xiangqi = [label for key, label in keys if key.endswith(":xiangqi")]
    assert any("个人排名" in label for label in xiangqi) and any("团体排名" in label for label in xiangqi)


def test_a_team_events_pairings_list_each_teams_players_and_name_the_school_once(qapp, demo_store):
    """#36.3: the 3v3 pairings repeated team and school (广西大学一队 | 广西大学) and listed no player."""
    from app.services.awards import team_members
    from app.views.hall.hall_pages import pairings_page
    view = pair_next_round(demo_store, CODE, seed=1)
    page = pairings_page(demo_store, CODE)
    members = team_members(demo_store, CODE)
    first = view.tables[0].seats
    row = page.rows[0]
    assert len(row) == len(page.columns) == 4 and page.row_units == 2
    for seat, cell in zip(first, row[1:3]):
        assert cell.startswith(f"{seat.name}：") and cell.count(seat.school) == 1
        assert all(player in cell for player in members[seat.name]) and members[seat.name]


def test_the_halls_dou_dizhu_school_table_places_nobody_before_a_result(demo_store):
    """#36.9: paired, no result in: every school at 0 without a place, in name order (not one school first)."""
    from app.names import sort_key
    from app.services.rounds import pair_next_round
    pair_next_round(demo_store, "doudizhu", seed=1)
    page = teams_page(demo_store, "doudizhu")
    assert page.rows and all(row[0] == "" and row[2] == "0" for row in page.rows)
    assert [row[1] for row in page.rows] == sorted((row[1] for row in page.rows), key=sort_key)
