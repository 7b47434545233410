"""What the live page carries: the round, standings and timers, never a student ID, a sealed card or a lineup."""
import json
import random

from app.clocks.timers import Countdown, CountdownSpec
from app.services.players import list_players
from app.services.results import record_result
from app.services.rounds import pair_next_round
from app.services.sanguosha import open_console, save_step
from app.web.page_data import page_data, search_keys, timer_data
from app.stages.policy import FINAL
from app.stages.round_id import RoundId

SEALED_ROLES = ("忠臣", "反贼", "内奸")


def _event(data, code):
    return next(e for e in data["events"] if e["code"] == code)


def test_a_name_is_found_by_its_pinyin_and_its_initials():
    assert search_keys("张三") == {"py": "zhangsan", "ini": "zs", "read": [["zhang"], ["san"]]}
    assert search_keys("Li Ming") == {"py": "liming", "ini": "lm", "read": [["li"], ["ming"]]}


def test_a_surname_is_given_its_surname_reading_and_u_umlaut_both_spellings():
    """#36.5: the page's search reads 曾 zeng first (not ceng) and 吕 as lv and lu."""
    assert search_keys("曾强")["py"] == "zengqiang" and search_keys("单磊")["ini"] == "sl"
    assert search_keys("吕丽")["read"][0] == ["lv", "lu"]


def test_the_round_and_standings_follow_the_results(demo_store):
    """Round 1's tables with their sides; once results are in, the result and the standings show them."""
    view = pair_next_round(demo_store, "xiangqi", seed=1)
    data = page_data(demo_store)
    xiangqi = _event(data, "xiangqi")
    assert xiangqi["name"] == {"zh": "象棋", "en": "Xiangqi"} and xiangqi["sides"] == ["红方", "黑方"]
    first = xiangqi["round"]["tables"][0]
    assert [s["name"] for s in first["seats"]] == [s.name for s in view.tables[0].seats]
    assert first["result"] == "" and not first["done"]
    for table in view.tables:
        record_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), table.number, {"score": "1-0"})
    xiangqi = _event(page_data(demo_store), "xiangqi")
    assert xiangqi["round"]["tables"][0]["result"] == "2-0"  # in xiangqi's points, as every surface
    standings = xiangqi["standings"]
    top = standings["rows"][0]["points"]
    assert standings["after_round"] == 1 and top != "0"
    assert {r["name"] for r in standings["rows"] if r["points"] == top} == {t.seats[0].name for t in view.tables}
    assert xiangqi["teams"] and xiangqi["teams"][0]["place"] == "1"


def test_no_student_id_no_sealed_card_and_no_lineup_anywhere(demo_store):
    """The whole page, with an identity round played and a 3v3 lineup set, holds none of the three."""
    ids = {p.student_id for p in list_players(demo_store)}
    identity = pair_next_round(demo_store, "sanguosha_identity", seed=1)
    for table in identity.tables:
        record_result(demo_store, "sanguosha_identity", RoundId("sanguosha_identity", FINAL, 1), table.number, {
            "winner": "rebels", "alive": [i for i, s in enumerate(table.seats) if s.role == "反贼"]})
    three = pair_next_round(demo_store, "sanguosha_3v3", seed=1)
    clock = lambda: 100.0  # noqa: E731
    record = open_console(demo_store, "sanguosha_3v3", three.tables[0].table_id, clock, random.Random(2),
                          bidian_winner=0)
    console = record.console(clock)
    console.draft_step("take_pile", 0, 0)  # the 比点's winner first, then the other team
    console.draft_step("take_pile", 1, 1)
    console.draft_step("end_viewing")
    console.draft_step("choose_camp", 0, "warm")
    console.draft_step("choose_first_picker", "warm", "warm")
    while console.draft.state.phase == "picks":
        console.draft_step("pick", console.draft.side_to_move(), console.draft.available()[0])
    save_step(demo_store, "sanguosha_3v3", record, console, {"action": "test"})
    picked = [g for side in console.draft.state.picks.values() for g in side if g]
    assert picked
    text = json.dumps(page_data(demo_store), ensure_ascii=False)
    assert "主公" in text  # the lord's card is public
    assert not [role for role in SEALED_ROLES if role in text]
    assert not [i for i in ids if i and f'"{i}"' in text]
    assert not [g for g in picked if g in text]
    tables = _event(json.loads(text), "sanguosha_identity")["round"]["tables"]
    assert all(t["done"] and t["result"] == "" for t in tables)  # the result would name the roles


def test_the_round_timer_gives_its_end_while_running_and_its_time_while_paused():
    """100 s run of 600 at the snapshot, read 30 s later: 470 s left, ending at 1000 + 30 + 470."""
    clock = [0.0]
    wall = lambda: 1000.0  # noqa: E731
    timer = Countdown(CountdownSpec(duration=600), now=lambda: clock[0], wall=wall)
    timer.start()
    clock[0] = 100.0
    running = timer_data(timer.snapshot(), lambda: 1030.0)
    assert running == {"remaining": 470, "running": True, "ends_at": 1500}
    timer.pause()
    assert timer_data(timer.snapshot(), wall) == {"remaining": 500, "running": False, "ends_at": None}
    assert timer_data(None, wall) is None
    assert timer_data({"kind": "no such timer"}, wall) is None


def test_a_team_seat_lists_its_players_so_each_finds_the_table(demo_store):
    """Sanguosha 3v3: the seat is the team; its players come with their own search keys."""
    from app.services.awards import team_members
    view = pair_next_round(demo_store, "sanguosha_3v3", seed=1)
    members = team_members(demo_store, "sanguosha_3v3")
    seat = _event(page_data(demo_store), "sanguosha_3v3")["round"]["tables"][0]["seats"][0]
    assert seat["name"] == view.tables[0].seats[0].name
    assert [m["name"] for m in seat["members"]] == list(members[seat["name"]]) and seat["members"]
    assert seat["members"][0] == {"name": members[seat["name"]][0], **search_keys(members[seat["name"]][0])}


def test_the_phone_says_the_halls_status_words_while_a_round_is_entered(demo_store):
    """#36.4: one status wording: while round 1 is being entered the phone says what the hall says."""
    view = pair_next_round(demo_store, "xiangqi", seed=1)
    record_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), view.tables[0].number, {"score": "1-0"})
    status = _event(page_data(demo_store), "xiangqi")["standings"]["status"]
    hall = f"第1轮进行中：已录1/{len(view.tables)}桌（未完赛）"
    assert status == {"zh": hall, "en": f"Round 1 in play: 1/{len(view.tables)} tables entered (provisional)"}


def test_team_tables_place_nobody_before_a_result_and_count_the_finals_players(demo_store):
    """#36.9: before any result the Dou Dizhu school table holds no place (not one school alone first at
    0 points); a school's 决赛人数 is its players in the final; a team event's table counts no 决赛人数."""
    pair_next_round(demo_store, "doudizhu", seed=1)
    pair_next_round(demo_store, "sanguosha_3v3", seed=1)
    data = page_data(demo_store)
    doudizhu = _event(data, "doudizhu")
    assert doudizhu["teams"] and all(t["place"] == "" for t in doudizhu["teams"])
    finalists = {}
    for row in doudizhu["standings"]["rows"]:
        finalists[row["school"]] = finalists.get(row["school"], 0) + 1
    assert {t["name"]: t["finalists"] for t in doudizhu["teams"]} == finalists
    assert all(t["finalists"] is None for t in _event(data, "sanguosha_3v3")["teams"])


def test_a_forfeit_is_worded_in_each_of_the_pages_languages(demo_store):
    """The one notation's forfeit (2-0（弃权）) reads "2-0 (forfeit)" on the English page, never the Chinese."""
    from app.services.results import record_result
    from app.services.rounds import pair_next_round
    from app.stages.policy import FINAL
    from app.stages.round_id import RoundId
    from app.web.page_data import page_data
    pair_next_round(demo_store, "xiangqi", seed=1)
    record_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), 1, {"score": "+-"})
    event = next(e for e in page_data(demo_store)["events"] if e["code"] == "xiangqi")
    table = event["round"]["tables"][0]
    assert "弃权" in table["result"] and "forfeit" in table["result_en"] and "弃" not in table["result_en"]


def test_the_round_is_named_with_its_stage_in_each_language(demo_store):
    """A preliminary round reads 预赛第 1 轮 / Preliminary round 1 on the page, with or without JavaScript
    (it read 第1轮 / Round 1, the final's name)."""
    from app.services.tournament import update_event_settings
    from app.web.page_html import PageHtml
    update_event_settings(demo_store, "xiangqi", {"preliminary_groups": 2, "qualifiers_per_group": 2})
    pair_next_round(demo_store, "xiangqi", seed=1)
    data = page_data(demo_store)
    assert _event(data, "xiangqi")["round"]["name"] == {"zh": "预赛第 1 轮", "en": "Preliminary round 1"}
    html = PageHtml()
    assert "<h2>象棋 预赛第 1 轮</h2>" in html.page(data, "zh").decode()
    assert "<h2>Xiangqi Preliminary round 1</h2>" in html.page(data, "en").decode()
