"""The hall's draft page: the public part of each draft in progress, never a secret lineup or face-down card."""
import random

from app.services.rounds import pair_next_round
from app.services.sanguosha import open_console, save_step
from app.views.hall.draft_page import drafts_page


def _clock():
    return 100.0


def _drafted(store, code, table_id, steps):
    record = open_console(store, code, table_id, _clock, random.Random(2), bidian_winner=0)
    console = record.console(_clock)
    for step in steps:
        step(console)
        record = save_step(store, code, record, console, {"action": "test"})
    return console


def _all_picks(console):
    draft = console.draft
    while draft.state.phase == "picks":
        console.draft_step("pick", draft.side_to_move(), draft.available()[0])


def test_no_page_before_any_console_and_a_row_per_begun_table(demo_store):
    """The page appears once a table's draft has begun, with that table's step and who is to move."""
    view = pair_next_round(demo_store, "sanguosha_3v3", seed=1)
    assert drafts_page(demo_store, "sanguosha_3v3") is None
    _drafted(demo_store, "sanguosha_3v3", view.tables[1].table_id,
             [lambda c: c.draft_step("take_pile", 0, 1)])
    page = drafts_page(demo_store, "sanguosha_3v3")
    assert [row[0] for row in page.rows] == [str(view.tables[1].number)]
    assert page.rows[0][1] == "取武将堆" and page.rows[0][3] == view.tables[1].seats[1].name
    _drafted(demo_store, "sanguosha_3v3", view.tables[1].table_id, [
        lambda c: c.draft_step("take_pile", 1, 0)])
    page = drafts_page(demo_store, "sanguosha_3v3")
    assert page.rows[0][1] == "观看武将（1 分钟）" and page.rows[0][3] == "双方观看武将"
    _drafted(demo_store, "sanguosha_3v3", view.tables[1].table_id, [
        lambda c: c.draft_step("end_viewing"), lambda c: c.draft_step("choose_camp", 0, "cold")])
    page = drafts_page(demo_store, "sanguosha_3v3")
    assert page.rows[0][1] == "决定先选" and page.rows[0][3].startswith("暖色")


def test_a_set_lineup_stays_off_the_hall_until_the_reveal(demo_store):
    """With warm's lineup set, no seat (主帅 / 前锋) is shown; after the reveal the seats are."""
    view = pair_next_round(demo_store, "sanguosha_3v3", seed=1)
    table_id = view.tables[0].table_id
    console = _drafted(demo_store, "sanguosha_3v3", table_id, [
        lambda c: c.draft_step("take_pile", 0, 0), lambda c: c.draft_step("take_pile", 1, 1),
        lambda c: c.draft_step("end_viewing"), lambda c: c.draft_step("choose_camp", 0, "warm"),
        lambda c: c.draft_step("choose_first_picker", "warm", "warm"),
        _all_picks, lambda c: c.draft_step("confirm", "warm"), lambda c: c.draft_step("confirm", "cold"),
        lambda c: c.draft_step("set_lineup", "warm", *c.draft.state.picks["warm"][5:8])])
    text = " ".join(drafts_page(demo_store, "sanguosha_3v3").texts())
    assert "主帅" not in text and "前锋" not in text
    commander = console.draft.state.lineups["warm"]["commander"]
    record = open_console(demo_store, "sanguosha_3v3", table_id, _clock, bidian_winner=0)
    console = record.console(_clock)
    console.draft_step("set_lineup", "cold", *console.draft.state.picks["cold"][:3])
    console.reveal()
    save_step(demo_store, "sanguosha_3v3", record, console, {"action": "reveal"})
    text = " ".join(drafts_page(demo_store, "sanguosha_3v3").texts())
    assert f"主帅 {commander}" in text


def test_a_decided_game_shows_its_winner_not_whose_turn(demo_store):
    """Cold's commander killed: the hall says the warm team won, never "轮到 冷色"."""
    view = pair_next_round(demo_store, "sanguosha_3v3", seed=1)
    table = view.tables[0]

    def play(console):
        console.draft_step("take_pile", 0, 0)
        console.draft_step("take_pile", 1, 1)
        console.draft_step("end_viewing")
        console.draft_step("choose_camp", 0, "warm")
        console.draft_step("choose_first_picker", "warm", "warm")
        _all_picks(console)
        for camp in ("warm", "cold"):
            console.draft_step("confirm", camp)
        for camp in ("warm", "cold"):
            console.draft_step("set_lineup", camp, *console.draft.state.picks[camp][:3])
        console.reveal()
        console.order_step("choose_first", "cold", "cold")
        console.order_step("kill", "cold", "commander")
    _drafted(demo_store, "sanguosha_3v3", table.table_id, [play])
    row = drafts_page(demo_store, "sanguosha_3v3").rows[0]
    assert row[3] == f"{table.seats[0].name} 胜" and "冷色" not in row[3]


def test_face_down_1v1_picks_stay_hidden(demo_store):
    """A face-down general picked in the 1v1 draft is shown as 暗牌, never by name."""
    view = pair_next_round(demo_store, "sanguosha_1v1", seed=1)
    console = _drafted(demo_store, "sanguosha_1v1", view.tables[0].table_id, [_all_picks])
    face_down = console.draft.state.generals[6:]
    text = " ".join(drafts_page(demo_store, "sanguosha_1v1").texts())
    assert "暗牌" in text and not any(name in text for name in face_down)


def test_every_pick_of_a_full_draft_is_on_the_hall_screen_at_1080p(demo_store, qapp):
    """All 16 picks of a 3v3 draft are painted whole (two lines a row), none cut off with "…"."""
    from PySide6.QtGui import QFont, QImage, QPainter

    from app.views.hall.hall_paint import paint_page
    view = pair_next_round(demo_store, "sanguosha_3v3", seed=1)
    console = _drafted(demo_store, "sanguosha_3v3", view.tables[0].table_id, [
        lambda c: c.draft_step("take_pile", 0, 0), lambda c: c.draft_step("take_pile", 1, 1),
        lambda c: c.draft_step("end_viewing"), lambda c: c.draft_step("choose_camp", 0, "warm"),
        lambda c: c.draft_step("choose_first_picker", "warm", "warm"),
        _all_picks])
    page = drafts_page(demo_store, "sanguosha_3v3")
    image = QImage(1920, 1080, QImage.Format_RGB32)
    painter = QPainter(image)
    drawn = []
    paint_page(painter, image.rect(), page, 0, "", "", QFont(), drawn.append)
    painter.end()
    picks = console.draft.state.picks["warm"] + console.draft.state.picks["cold"]
    assert len(picks) == 16 and all(name in "".join(drawn) for name in picks)
    assert not any("…" in line for line in drawn)


def test_a_long_cell_wraps_at_a_list_separator_and_only_the_last_line_is_cut(qapp):
    """Lines break after "、" where one is near; nothing is lost on two lines; what the last cannot hold is cut."""
    from PySide6.QtGui import QFont, QFontMetrics

    from app.views.hall.hall_paint import wrapped
    metrics = QFontMetrics(QFont())
    names = "、".join(["诸葛亮", "司马懿", "孙尚香", "黄月英", "张春华", "夏侯惇"])
    width = metrics.horizontalAdvance(names) * 2 // 3
    two = wrapped(metrics, names, width, 2)
    assert len(two) == 2 and "".join(two) == names and two[0].endswith("、")
    assert all(metrics.horizontalAdvance(line) <= width for line in two)
    one = wrapped(metrics, names, width, 1)
    assert len(one) == 1 and one[0].endswith("…")
    assert wrapped(metrics, "象棋", width, 2) == ["象棋"]


def test_a_1v1_table_in_play_and_decided_names_the_step_as_its_console_does(demo_store):
    """After the 1v1 draft the hall says 对局：记录阵亡 while generals die (table 1, one death), then
    本局结束 with the winner (table 2, the traitor's three dead: the lord) — as the console's header does —
    never 选将完成."""
    from fakes import FakeTime
    from sanguosha_tables import decide_1v1
    code, clock = "sanguosha_1v1", FakeTime(1.0)
    view = pair_next_round(demo_store, code, seed=1)
    playing = open_console(demo_store, code, view.tables[0].table_id, clock, random.Random(3))
    console = playing.console(clock)
    while console.draft.state.phase != "done":
        clock.t += 100
        console.tick()
        playing = save_step(demo_store, code, playing, console, {"action": "timeout"})
    console.general_died("lord")
    save_step(demo_store, code, playing, console, {"action": "death", "side": "lord"})
    decided = open_console(demo_store, code, view.tables[1].table_id, clock, random.Random(4))
    _record, console = decide_1v1(demo_store, decided, clock)
    rows = drafts_page(demo_store, code).rows
    assert rows[0][1] == "对局：记录阵亡"
    lord = view.tables[1].seats[console.camp_holder].name
    assert rows[1][1] == "本局结束" and rows[1][3] == f"{lord} 胜"


def test_a_match_row_says_which_game_it_shows(demo_store):
    """The reported bug: in a match of three games the row did not say which game it showed. Game 2's
    console begun: its row reads 第 2 / 3 局 before the step; a single game's row names no game."""
    from app.services.tournament import update_event_settings
    from sanguosha_tables import decide_by_fouls
    from fakes import FakeTime
    update_event_settings(demo_store, "sanguosha_3v3", {"games_per_round": 3})
    table = pair_next_round(demo_store, "sanguosha_3v3", seed=1).tables[0]
    clock = FakeTime(10.0)
    decide_by_fouls(demo_store, open_console(demo_store, "sanguosha_3v3", table.table_id, clock, random.Random(1),
                                             bidian_winner=0), clock)
    assert drafts_page(demo_store, "sanguosha_3v3").rows[0][1].startswith("第\u00a01\u00a0/\u00a03\u00a0局，")
    open_console(demo_store, "sanguosha_3v3", table.table_id, clock, random.Random(2), game_no=2)
    (row,) = drafts_page(demo_store, "sanguosha_3v3").rows
    assert row[1] == "第\u00a02\u00a0/\u00a03\u00a0局，取武将堆"  # one line in the narrow column


def test_the_drafts_page_stays_chinese_in_english_mode(demo_store, english):
    """The hall is a Chinese hall (README): English mode changed its title, headers and steps (#36.3)."""
    from app.services.tournament import update_event_settings
    update_event_settings(demo_store, "sanguosha_1v1", {"games_per_round": 3})
    table = pair_next_round(demo_store, "sanguosha_1v1", seed=1).tables[0]
    open_console(demo_store, "sanguosha_1v1", table.table_id, _clock, random.Random(2))
    page = drafts_page(demo_store, "sanguosha_1v1", now=_clock)
    assert page.rows[0][1].startswith("第\u00a01\u00a0/\u00a03\u00a0局，")
    assert page.title == "三国杀1v1 第 1 轮 选将"
    assert [c.header for c in page.columns] == ["台号", "步骤", "剩余", "轮到", "主公", "内奸"]
    view = pair_next_round(demo_store, "sanguosha_3v3", seed=1)
    _drafted(demo_store, "sanguosha_3v3", view.tables[0].table_id, [lambda c: c.draft_step("take_pile", 0, 1)])
    page = drafts_page(demo_store, "sanguosha_3v3", now=_clock)
    text = " ".join(page.texts())
    assert not any(english_word in text for english_word in ("Sanguosha", "Piles", "To move", "Warm", "Cold",
                                                            "drafts", "Round"))
    assert "暖色" in text and "取武将堆" in text


def test_the_drafts_page_shows_the_time_left_on_each_step(demo_store):
    """The step's countdown as the console keeps it, read on the consoles' clock (a fake one here)."""
    from fakes import FakeTime
    view = pair_next_round(demo_store, "sanguosha_3v3", seed=1)
    clock = FakeTime(100.0)
    record = open_console(demo_store, "sanguosha_3v3", view.tables[0].table_id, clock, random.Random(2),
                          bidian_winner=0)
    assert record.console(clock).seconds_allowed() == 10  # the piles: ten seconds
    clock.t += 3.5
    (row,) = drafts_page(demo_store, "sanguosha_3v3", now=clock).rows
    assert row[2] == "0:06"  # 6.5 s left: never more than is left
    assert drafts_page(demo_store, "sanguosha_3v3", now=lambda: 0.0).rows[0][2] == ""  # another machine's clock


def test_the_hall_windows_title_stays_chinese_in_english_mode(demo_store, english, qtbot):
    from app.views.hall.hall_screen import HallController
    hall = HallController(lambda: demo_store)
    hall.open()
    qtbot.addWidget(hall.window)
    assert hall.window.windowTitle() == "大屏幕"
    hall.close()


def test_a_wrapped_cells_two_lines_sit_together_in_the_middle_of_the_row(qapp):
    """#36.3: a drafts row's two lines were a band apart (45 px at 1080 for 28 px glyphs)."""
    from PySide6.QtCore import QRect

    from app.views.hall.hall_paint import line_boxes
    row = QRect(0, 200, 600, 90)  # two bands at 1080
    first, second = line_boxes(row, 2, 28)
    assert second.top() - first.top() <= 28 * 1.35
    assert abs((first.top() - row.top()) - (row.bottom() - second.bottom())) <= 1  # centred
    (single,) = line_boxes(row, 1, 28)
    assert single.top() == row.top() and single.height() == row.height()
