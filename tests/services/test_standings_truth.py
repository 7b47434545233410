"""One standings truth: byes below a win, the overall table's counted events, team events' places."""
from app.services.players import add_player
from app.services.printing import standings_sheet, team_sheet
from app.services.results import record_result
from app.services.rounds import pair_next_round
from app.services.standings import event_standings, overall_standings, team_standings
from app.services.tournament import event_info, update_event_settings
from app.stages.policy import FINAL
from app.stages.round_id import RoundId


def _field(store, code, count, schools=3):
    for n in range(count):
        add_player(store, f"选手{n + 1}", f"学校{n % schools + 1}", f"S{code}{n:03d}", [code])


def test_bye_below_a_win_is_no_win(store):
    """xiangqi with bye_points 1: the bye scores 1 and is recorded as a draw, not a win."""
    _field(store, "xiangqi", 5)
    update_event_settings(store, "xiangqi", {"bye_points": 1.0, "tiebreaks": ["wins"]})
    view = pair_next_round(store, "xiangqi", seed=3)
    for table in view.tables:
        record_result(store, "xiangqi", RoundId("xiangqi", FINAL, 1), table.number, {"score": "1-0"})
    (bye_id, _name, _school, points), = view.byes
    row = next(r for r in event_standings(store, "xiangqi").rows if r.id == bye_id)
    assert (points, row.points, row.wins, row.tiebreaks["wins"]) == (1.0, 1.0, 0, 0)


def _play(store, code, rounds=1):
    for _ in range(rounds):
        view = pair_next_round(store, code, seed=5)
        for table in view.tables:
            record_result(store, code, view.round_id, table.number, {"score": "1-0"})


def test_overall_counts_the_four_board_events_by_default(store):
    """The card events stay out of the overall table (docs/rules.md §6.4): Sanguosha 1v1 counts only when its setting is on."""
    for code in ("xiangqi", "sanguosha_1v1"):
        _field(store, code, 8)
        _play(store, code)
    rows, counted = overall_standings(store)
    assert counted == ["xiangqi", "go", "gomoku", "checkers"]
    assert all(set(r.by_event) == {"xiangqi"} for r in rows)
    update_event_settings(store, "sanguosha_1v1", {"counts_overall": True})
    rows, counted = overall_standings(store)
    assert "sanguosha_1v1" in counted and any("sanguosha_1v1" in r.by_event for r in rows)


def test_event_without_a_complete_round_gives_no_overall_points(store):
    """Go paired with no result yet adds nothing (it once gave every school 3.375)."""
    _field(store, "xiangqi", 8)
    _field(store, "go", 8)
    _play(store, "xiangqi")
    pair_next_round(store, "go", seed=5)
    rows, _counted = overall_standings(store)
    assert rows and all("go" not in r.by_event for r in rows)
    assert sum(r.points for r in rows) == 9 + 7 + 5  # three schools, places 1-3 of xiangqi only


def _three_v_three(store, play_round, rounds=2):
    import random
    rng = random.Random(4)
    for _ in range(rounds):
        play_round(store, "sanguosha_3v3", pair_next_round(store, "sanguosha_3v3", seed=7), rng)


def test_3v3_team_table_has_the_standings_places(demo_store, play_round):
    """The 3v3 team sheet reads the teams' own places: no "各项比较均相同" where the standings split a tie."""
    _three_v_three(demo_store, play_round)
    ranking = {(r.name, r.school): (r.rank, r.shared) for r in event_standings(demo_store, "sanguosha_3v3").rows}
    teams = team_standings(demo_store, "sanguosha_3v3")
    assert {(t.detail["team"], t.school): (t.rank, t.shared) for t in teams} == ranking
    assert len({t.points for t in teams}) < len(teams)  # some teams are level on points …
    for team in teams:  # … and only a shared place says nothing separated them
        assert ("各项比较均相同" in team.explanation) == team.shared


def test_3v3_sheets_say_team(demo_store, play_round):
    """3v3 standings are titled 团体排名 with a 队伍 column; the team sheet lists teams, not schools."""
    _three_v_three(demo_store, play_round, rounds=1)
    event = event_info(demo_store, "sanguosha_3v3")
    sheet = standings_sheet(demo_store, event)
    assert sheet.title.startswith("团体排名 ") and "（未完赛）" in sheet.title  # one round of five
    assert [c.header for c in sheet.columns][:2] == ["名次", "队伍"]
    teams = team_sheet(demo_store, event)
    names = {r.name for r in event_standings(demo_store, "sanguosha_3v3").rows}
    assert all(any(name in row["school"] for name in names) for row in teams.rows)
    xiangqi = standings_sheet(demo_store, event_info(demo_store, "xiangqi"))
    assert (xiangqi.title.split(" ")[0], xiangqi.columns[1].header) == ("个人排名", "姓名")


def test_printed_overall_sheet_parts_add_up(monkeypatch, store):
    """The overall sheet prints 21.13 for 21.125, with parts 3.38 + 7 + 5.38 + 5.37 that make it."""
    from app.services import printing, standings
    from app.standings import OverallRow
    row = OverallRow(rank=1, shared=False, school="一中", points=21.125,
                     by_event={"xiangqi": 3.375, "go": 7.0, "gomoku": 5.375, "checkers": 5.375})
    from app.services.standings import OverallTable
    monkeypatch.setattr(standings, "overall_table",
                        lambda _store: OverallTable([row], ["xiangqi", "go", "gomoku", "checkers"], []))
    printed = printing.overall_sheet(store).rows[0]
    assert [printed[k] for k in ("xiangqi", "go", "gomoku", "checkers", "points")] == \
        ["3.38", "7", "5.38", "5.37", "21.13"]
