"""The Sanguosha console by keyboard: a whole 3v3 draft with a timeout, blanking, resume, 1v1, the tracker."""
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from app.models.store import open_store
from app.services.rounds import pair_next_round
from app.services.sanguosha import load_console
from gui_input import press_keys
from sanguosha_tables import staged


@pytest.fixture
def table_3v3(demo_store):
    return pair_next_round(demo_store, "sanguosha_3v3", seed=1).tables[0]


def visible_text(window) -> str:
    return "\n".join(label.text() for label in window.findChildren(QLabel) if label.isVisible())


def pick_by_number(qtbot, window, general):
    number = window.console.draft.state.face_up.index(general) + 1
    press_keys(qtbot, window, str(number), Qt.Key_Return)


def to_camp(qtbot, window, piles=(Qt.Key_3, Qt.Key_1)):
    """Team 0 (the 比点 winner) and team 1 take their piles; Enter ends the minute of viewing."""
    press_keys(qtbot, window, *piles)
    assert window.console.phase == "viewing" and len(window.console.draft.state.face_up) == 16
    press_keys(qtbot, window, Qt.Key_Return)
    assert window.console.phase == "camp"


def draft_to_lineups(qtbot, window, clock):
    """Piles 3 and 1, viewing ended, camp by timeout, cold picks first, picks by number (one step by
    timeout), confirms."""
    to_camp(qtbot, window)
    clock.t += 10.5
    window.poll()
    press_keys(qtbot, window, Qt.Key_2)
    draft = window.console.draft
    assert draft.state.phase == "picks" and draft.side_to_move() == "cold"
    while draft.state.phase == "picks":
        if draft.state.pick_step == 2 and draft.state.picked_in_step == 0:
            clock.t += 20.5
            first_free = draft.available()[:2]
            window.poll()
            assert draft.state.picks["cold"][-2:] == first_free  # the default: first-turned generals
            continue
        if draft.state.pick_step == 3 and draft.state.picked_in_step == 0:  # by arrows and Enter
            target = draft.state.face_up.index(draft.available()[0])
            press_keys(qtbot, window, *[Qt.Key_Up] * 4, *[Qt.Key_Left] * 4, *[Qt.Key_Right] * target)
            assert window.cursor == target
            taken = draft.available()[0]
            press_keys(qtbot, window, Qt.Key_Return)
            assert taken not in draft.available()
            continue
        pick_by_number(qtbot, window, draft.available()[-1])
    press_keys(qtbot, window, Qt.Key_1, Qt.Key_2)
    assert draft.state.phase == "lineup"


def enter_lineup(qtbot, window, numbers):
    press_keys(qtbot, window, Qt.Key_Return, *[getattr(Qt, f"Key_{n}") for n in numbers], Qt.Key_Return)


def test_a_whole_3v3_draft_by_keyboard_with_a_timeout(qtbot, demo_store, table_3v3, open_window, clock):
    """Camp by timeout, picks by number and by arrows, a pick step by timeout, lineups, reveal, the tracker."""
    window = open_window(demo_store, "sanguosha_3v3", table_3v3.table_id)
    assert "10 s" in window.countdown.text()
    draft_to_lineups(qtbot, window, clock)
    draft = window.console.draft
    assert draft.state.warm_team == 0  # team 0 held the choice and let the clock run: warm
    by = [(entry["action"], entry["by"]) for entry in draft.state.log]
    assert by[:3] == [("pile", "choice"), ("pile", "choice"), ("viewing", "choice")]
    assert by[3] == ("camp", "timeout") and ("pick", "timeout") in by
    warm, cold = list(draft.state.picks["warm"]), list(draft.state.picks["cold"])
    enter_lineup(qtbot, window, [3, 1, 5])
    enter_lineup(qtbot, window, [1, 2, 3])
    assert window.console.phase == "reveal"
    press_keys(qtbot, window, Qt.Key_Return)
    assert window.console.order.state.lineups == {
        "warm": {"commander": warm[2], "vanguard_a": warm[0], "vanguard_b": warm[4]},
        "cold": {"commander": cold[0], "vanguard_a": cold[1], "vanguard_b": cold[2]}}
    assert warm[2] in window.board_page.columns["warm"].text()
    press_keys(qtbot, window, Qt.Key_1)  # cold lets warm act first
    press_keys(qtbot, window, Qt.Key_2)  # a vanguard may not open the game
    assert "第一个行动单位只能是主帅" in window.message.text()
    press_keys(qtbot, window, Qt.Key_1)
    assert window.console.order.state.acting == ["warm", "commander"]
    clock.t += 16
    window.poll()
    assert "!0 s" in window.board_page.columns["warm"].text()  # the 15 s action timer ran out
    press_keys(qtbot, window, Qt.Key_Return)
    assert window.console.order.state.side_to_act == "cold"
    stored = load_console(demo_store, "sanguosha_3v3", table_3v3.table_id)
    assert stored.state == window.console.to_dict()  # every step is in the file


def test_the_screen_is_blank_between_the_two_secret_lineups(qtbot, demo_store, table_3v3, open_window, clock):
    """After warm's lineup nothing of it shows, on the blank page nor while cold enters theirs."""
    window = open_window(demo_store, "sanguosha_3v3", table_3v3.table_id)
    draft_to_lineups(qtbot, window, clock)
    warm_picks = window.console.draft.state.picks["warm"]
    press_keys(qtbot, window, Qt.Key_Return)
    assert warm_picks[0] in visible_text(window)  # warm's own generals while warm sets them
    press_keys(qtbot, window, Qt.Key_2, Qt.Key_4, Qt.Key_6, Qt.Key_Return)
    assert window.pages.currentWidget() is window.secret_page
    assert not any(name in visible_text(window) for name in warm_picks)
    press_keys(qtbot, window, Qt.Key_Return)  # cold steps up
    assert not any(name in visible_text(window) for name in warm_picks)
    assert window.console.draft.state.picks["cold"][0] in visible_text(window)


def test_ctrl_z_undoes_each_step(qtbot, demo_store, table_3v3, open_window):
    """Ctrl+Z takes back the camp choice and then nothing more; the file follows."""
    window = open_window(demo_store, "sanguosha_3v3", table_3v3.table_id)
    to_camp(qtbot, window)
    press_keys(qtbot, window, Qt.Key_2)
    assert window.console.draft.state.warm_team == 1
    qtbot.keyClick(window, Qt.Key_Z, Qt.ControlModifier)
    assert window.console.phase == "camp"
    assert load_console(demo_store, "sanguosha_3v3", table_3v3.table_id).state["draft"]["phase"] == "camp"
    for _ in range(3):
        qtbot.keyClick(window, Qt.Key_Z, Qt.ControlModifier)
    assert window.console.phase == "piles"
    qtbot.keyClick(window, Qt.Key_Z, Qt.ControlModifier)
    assert "没有可撤销的操作" in window.message.text()


def test_a_reopened_console_resumes_at_the_same_step_with_the_same_piles(qtbot, demo_store, table_3v3,
                                                                        open_window, clock):
    """The station dies mid-draft; the reopened file shows the same step, piles and picks, and goes on."""
    window = open_window(demo_store, "sanguosha_3v3", table_3v3.table_id)
    to_camp(qtbot, window, (Qt.Key_4, Qt.Key_2))
    press_keys(qtbot, window, Qt.Key_1, Qt.Key_1)
    pick_by_number(qtbot, window, window.console.draft.available()[5])
    before = window.console.draft.state
    window.repaint_timer.stop()
    path = demo_store.path
    demo_store.engine.dispose()
    reopened = open_store(path)
    try:
        again = open_window(reopened, "sanguosha_3v3", table_3v3.table_id, seed=99)
        state = again.console.draft.state
        assert (state.phase, state.piles, state.face_up, state.picks) == (
            before.phase, before.piles, before.face_up, before.picks)
        assert again.console.draft.side_to_move() == "cold"
        assert again.pages.currentWidget() is again.grid_page
        pick_by_number(qtbot, again, again.console.draft.available()[0])
        assert len(again.console.draft.state.picks["cold"]) == 1
    finally:
        reopened.close()


def test_a_1v1_draft_by_keyboard(qtbot, demo_store, open_window):
    """Lord and traitor pick 1,2,2,2,2,1 by number (face-down cards stay hidden), set orders, first shown."""
    table = pair_next_round(demo_store, "sanguosha_1v1", seed=1).tables[0]
    window = open_window(demo_store, "sanguosha_1v1", table.table_id)
    draft = window.console.draft
    hidden = draft.state.generals[6:]
    assert not any(name in visible_text(window) for name in hidden)
    while draft.state.phase == "picks":
        number = draft.state.generals.index(draft.available()[0]) + 1
        press_keys(qtbot, window, str(number), Qt.Key_Return)
    assert not any(name in window.grid_page.picks.text() for name in hidden if name in draft.state.picks["lord"])
    assert len(draft.state.picks["lord"]) == 5 and len(draft.state.picks["traitor"]) == 5
    enter_lineup(qtbot, window, [5, 4, 3])
    enter_lineup(qtbot, window, [1, 2, 3])
    assert draft.state.phase == "done"
    assert draft.state.orders["lord"] == [draft.state.picks["lord"][i] for i in (4, 3, 2)]
    assert draft.state.picks["lord"][4] in visible_text(window)


def test_a_1v1_game_by_keyboard_ends_when_a_side_has_no_general_left(qtbot, demo_store, open_window):
    """After the draft, 1 / 2 enter the death of the lord's / traitor's general in play: the next one
    shows, the dead are listed, Ctrl+Z takes a death back, and the third death decides the game
    (docs/rules.md §5.4); the stored console names the winner, and a further death is closed."""
    table = pair_next_round(demo_store, "sanguosha_1v1", seed=1).tables[0]
    window = open_window(demo_store, "sanguosha_1v1", table.table_id)
    draft = window.console.draft
    while draft.state.phase == "picks":
        press_keys(qtbot, window, str(draft.state.generals.index(draft.available()[0]) + 1), Qt.Key_Return)
    enter_lineup(qtbot, window, [1, 2, 3])
    enter_lineup(qtbot, window, [1, 2, 3])
    lord, traitor = draft.state.orders["lord"], draft.state.orders["traitor"]
    assert lord[0] in visible_text(window) and lord[1] not in visible_text(window)
    press_keys(qtbot, window, Qt.Key_2)
    assert window.console.deaths == ["traitor"] and traitor[1] in visible_text(window)
    qtbot.keyClick(window, Qt.Key_Z, Qt.ControlModifier)
    assert window.console.deaths == [] and traitor[1] not in visible_text(window)
    press_keys(qtbot, window, Qt.Key_1, Qt.Key_2, Qt.Key_2)
    assert not window.console.decided and "剩余 2 名" in visible_text(window)
    press_keys(qtbot, window, Qt.Key_2)
    assert window.console.decided and "本局结束" in window.choice_page.prompt.text()
    press_keys(qtbot, window, Qt.Key_1)  # closed: the game is decided
    assert window.console.deaths == ["lord", "traitor", "traitor", "traitor"]
    stored = load_console(demo_store, "sanguosha_1v1", table.table_id).console(lambda: 0.0)
    assert stored.status()["winner"] == stored.camp_holder  # the lord's seat won


def test_deaths_and_three_technical_fouls_on_the_board(qtbot, demo_store, table_3v3, open_window, clock):
    """D kills a role (refused twice with the reason); the third F of a team loses it the game."""
    window = open_window(demo_store, "sanguosha_3v3", table_3v3.table_id)
    draft_to_lineups(qtbot, window, clock)
    enter_lineup(qtbot, window, [1, 2, 3])
    enter_lineup(qtbot, window, [1, 2, 3])
    press_keys(qtbot, window, Qt.Key_Return, Qt.Key_2)  # reveal; cold acts first
    press_keys(qtbot, window, Qt.Key_D, Qt.Key_5)
    assert window.console.order.state.alive["cold"]["vanguard_a"] is False
    press_keys(qtbot, window, Qt.Key_D, Qt.Key_5)
    assert "已阵亡" in window.message.text()
    for _ in range(3):
        press_keys(qtbot, window, Qt.Key_F, Qt.Key_1)
    team = window.console.draft.team_of("warm")
    assert window.console.fouls.counts[team] == 3
    assert "技术犯规满 3 次" in window.board_page.prompt.text()


def test_the_results_page_opens_one_console_per_table(qtbot, demo_store, table_3v3):
    """选将台 on the selected table opens its console; asking again raises the same window."""
    from app.views.results.results_page import ResultsPage
    from PySide6.QtGui import QUndoStack
    stack = QUndoStack()
    page = ResultsPage(demo_store, "sanguosha_3v3", stack)
    qtbot.addWidget(page)
    page.refresh()
    assert page.console_button.isVisibleTo(page)
    page.table_input.setText(str(table_3v3.number))
    window = page.open_console()
    assert window is not None and window.record.table_id == table_3v3.table_id
    window.repaint_timer.stop()
    assert page.open_console() is window


def test_esc_blanks_a_half_entered_lineup_and_nothing_is_set(qtbot, demo_store, table_3v3, open_window, clock):
    """Esc while a side enters its lineup blanks the screen again and sets nothing."""
    window = open_window(demo_store, "sanguosha_3v3", table_3v3.table_id)
    draft_to_lineups(qtbot, window, clock)
    picks = window.console.draft.state.picks["warm"]
    press_keys(qtbot, window, Qt.Key_Return, Qt.Key_1, Qt.Key_2, Qt.Key_Escape)
    assert not any(name in visible_text(window) for name in picks)
    assert window.console.draft.state.lineups == {}
    press_keys(qtbot, window, Qt.Key_Return)
    assert "—" in window.secret_page.seats.text()  # entry starts afresh: no seat filled


def test_the_lineup_timeout_sets_both_defaults_and_blanks_the_entry(qtbot, demo_store, table_3v3,
                                                                   open_window, clock):
    """90 s run out while warm is entering: both sides get their first three picks, then the reveal."""
    window = open_window(demo_store, "sanguosha_3v3", table_3v3.table_id)
    draft_to_lineups(qtbot, window, clock)
    press_keys(qtbot, window, Qt.Key_Return, Qt.Key_4)
    clock.t += 90.5
    window.poll()
    draft = window.console.draft
    assert draft.state.phase == "reveal" and window.entering is None
    assert list(draft.state.lineups["warm"].values()) == draft.state.picks["warm"][:3]
    assert window.message.text().startswith("时间到")


def test_the_blank_screen_is_dark_in_a_1366_by_768_grab(qtbot, demo_store, table_3v3, open_window, clock):
    """Grabbed as the hall or the other side would see it, the blanked page is mostly black."""
    from PySide6.QtWidgets import QApplication
    window = open_window(demo_store, "sanguosha_3v3", table_3v3.table_id)
    draft_to_lineups(qtbot, window, clock)
    enter_lineup(qtbot, window, [1, 2, 3])
    QApplication.processEvents()
    image = window.grab().toImage()
    assert (image.width(), image.height()) == (1366, 768)
    page = window.secret_page.grab().toImage()
    step = 8
    samples = [page.pixelColor(x, y).lightness() for x in range(0, page.width(), step)
               for y in range(0, page.height(), step)]
    assert sum(value < 40 for value in samples) / len(samples) > 0.8


def test_sideways_roles_show_and_all_reset_after_the_last_turn(qtbot, demo_store, table_3v3, open_window, clock):
    """Units alternate by keyboard; acted roles read 横置 until every living role has acted, then 正常 again."""
    window = open_window(demo_store, "sanguosha_3v3", table_3v3.table_id)
    draft_to_lineups(qtbot, window, clock)
    enter_lineup(qtbot, window, [1, 2, 3])
    enter_lineup(qtbot, window, [1, 2, 3])
    press_keys(qtbot, window, Qt.Key_Return, Qt.Key_2)  # reveal; cold acts first
    columns = window.board_page.columns
    press_keys(qtbot, window, Qt.Key_1, Qt.Key_Return)  # cold commander
    assert columns["cold"].text().count("横置") == 1
    press_keys(qtbot, window, Qt.Key_1, Qt.Key_Return)  # warm commander
    press_keys(qtbot, window, Qt.Key_2, Qt.Key_Return, Qt.Key_3, Qt.Key_Return)  # cold's vanguards, one unit
    press_keys(qtbot, window, Qt.Key_3, Qt.Key_Return)  # warm vanguard B …
    assert columns["warm"].text().count("横置") == 2 and columns["cold"].text().count("横置") == 3
    press_keys(qtbot, window, Qt.Key_1)  # the commander has acted this cycle: refused with the reason
    assert window.message.text() == "暖色主帅 已横置，本轮不能再行动"
    press_keys(qtbot, window, Qt.Key_2, Qt.Key_Return)
    assert "横置" not in columns["warm"].text() + columns["cold"].text()
    assert window.console.order.state.side_to_act == "cold"


def test_the_death_prompt_numbers_the_roles_as_the_board_lists_them(qtbot, demo_store, table_3v3, open_window,
                                                                     clock):
    """D: the board numbers warm 1–3 and cold 4–6, the numbers the prompt asks for; Esc back to 1–3."""
    window = open_window(demo_store, "sanguosha_3v3", table_3v3.table_id)
    draft_to_lineups(qtbot, window, clock)
    enter_lineup(qtbot, window, [1, 2, 3])
    enter_lineup(qtbot, window, [1, 2, 3])
    press_keys(qtbot, window, Qt.Key_Return, Qt.Key_2)
    press_keys(qtbot, window, Qt.Key_D)
    assert "4–6 冷色" in window.board_page.prompt.text()
    cold = window.board_page.columns["cold"].text()
    assert "[4]" in cold and "[6]" in cold and "[1]" not in cold
    assert "[1]" in window.board_page.columns["warm"].text()
    press_keys(qtbot, window, Qt.Key_Escape)
    assert "[1]" in window.board_page.columns["cold"].text()


def test_a_console_waits_for_the_referee_and_a_default_taken_behind_comes_forward(
        qtbot, demo_store, table_3v3, open_window, clock, monkeypatch):
    """Opened: ready, no countdown runs and the keys wait; Space starts, P pauses; a default taken while
    another window is in front raises the console and beeps, one taken in front does not."""
    window = open_window(demo_store, "sanguosha_3v3", table_3v3.table_id, start=False)
    assert window.clock.state == "ready" and "按空格或 Enter 开始" in window.default_label.text()
    clock.t += 600
    window.poll()
    assert window.record.revision == 0 and window.countdown.text() == "10 s"
    press_keys(qtbot, window, Qt.Key_1)
    assert window.record.revision == 0 and "空格" in window.message.text()
    press_keys(qtbot, window, Qt.Key_Space)
    clock.t += 4
    window.poll()
    assert window.countdown.text() == "6 s"
    press_keys(qtbot, window, Qt.Key_P)
    clock.t += 100
    window.poll()
    assert window.clock.state == "paused" and window.countdown.text() == "6 s" and window.record.revision == 0
    press_keys(qtbot, window, Qt.Key_Return)
    monkeypatch.setattr(window, "isActiveWindow", lambda: False)
    clock.t += 6
    window.poll()
    assert window.record.revision == 1 and window.came_forward == 1 and window.beeper.played == ["alert"]
    monkeypatch.setattr(window, "isActiveWindow", lambda: True)
    clock.t += 10
    window.poll()
    assert window.record.revision == 2 and window.came_forward == 1 and window.beeper.played == ["alert"]


def test_a_refusal_names_a_team_only_where_it_means_a_side(qapp):
    """"第 1 局尚未结束" keeps the number; "现在轮到 …" names the team; a stored state's reason is worded too."""
    from app.sanguosha.errors import SanguoshaError
    from app.views.sanguosha.console_words import refusal
    teams = ("一中", "二中")
    assert refusal(SanguoshaError("console.game_not_decided", game=1, next=2), "zh", teams) == \
        "第 1 局尚未结束，不能开始第 2 局"
    assert "一中" in refusal(SanguoshaError("wrong_side", expected=0, side=1), "zh", teams)
    nested = SanguoshaError("console.bad_state", table=3, game=1,
                            reason=SanguoshaError("console.state_step", field="pick_step", value=12))
    assert refusal(nested, "en", teams) == \
        "Table 3, game 1: the stored console cannot be resumed: pick_step 12 is out of range"


def test_the_english_console_of_a_match_stays_within_a_1366_wide_screen(qtbot, demo_store, open_window, clock,
                                                                        english):
    """The reported bug: in English, a three-game match's title (… Game 1 / 3) beside the lineup step's
    default (On timeout: the first three picks as …) widened the console to 1389 px at 1366×768; the
    header's lines wrap instead."""
    from app.services.tournament import update_event_settings
    update_event_settings(demo_store, "sanguosha_3v3", {"games_per_round": 3})
    table = pair_next_round(demo_store, "sanguosha_3v3", seed=1).tables[0]
    window = open_window(demo_store, "sanguosha_3v3", table.table_id)
    draft_to_lineups(qtbot, window, clock)
    assert "Game 1 / 3" in window.title.text() and "On timeout" in window.default_label.text()
    QApplication.processEvents()  # the layout takes the new texts
    assert window.minimumSizeHint().width() <= 1366 and window.width() <= 1366


def test_the_english_console_words_the_kingdoms(qtbot, demo_store, open_window, table_3v3, english):
    """The reported bug: in English the cards read "吴 · 4 HP". The kingdoms are worded (Wu · 4 HP);
    the generals' names are data and stay as dealt."""
    from app.rules.generals import GENERALS_BY_NAME
    from app.views.sanguosha.console_texts import KINGDOMS
    assert {general.kingdom for general in GENERALS_BY_NAME.values()} <= set(KINGDOMS)  # every kingdom worded
    window = open_window(demo_store, "sanguosha_3v3", table_3v3.table_id)
    press_keys(qtbot, window, Qt.Key_3, Qt.Key_1)
    shown = [(card.name.text(), card.detail.text()) for card in window.grid_page.cards if card.isVisible()]
    english = {"魏": "Wei", "蜀": "Shu", "吴": "Wu", "群": "Qun"}
    assert len(shown) == 16
    for name, detail in shown:
        general = GENERALS_BY_NAME[name]
        assert detail == f"{english[general.kingdom]} · {general.max_hp} HP"


def test_a_default_taken_behind_a_full_screen_hall_beeps_but_never_covers_the_hall(
        qtbot, demo_store, table_3v3, open_window, clock, monkeypatch):
    """#36.3: the console's timeout brought it in front of the full-screen hall on its screen."""
    from PySide6.QtCore import QSettings

    from app.views.hall.hall_screen import HallController
    from app.views.base import settings_store
    QSettings(settings_store.ORGANISATION, settings_store.APPLICATION).clear()
    window = open_window(demo_store, "sanguosha_3v3", table_3v3.table_id)
    hall = HallController(lambda: demo_store)
    hall.open()
    qtbot.addWidget(hall.window)
    hall.go_full_screen()  # on the station's own (only) screen, where the console is
    assert hall.window.isFullScreen() and hall.window.screen() is window.screen()
    monkeypatch.setattr(window, "isActiveWindow", lambda: False)
    clock.t += 30
    window.poll()
    assert window.record.revision == 1 and window.beeper.played == ["alert"] and window.came_forward == 0
    hall.close()
    revision = window.record.revision
    for _ in range(30):  # the next step's countdown runs out, no hall in front now
        clock.t += 10
        window.poll()
        if window.record.revision > revision:
            break
    assert window.record.revision > revision and window.came_forward == 1


def test_a_preliminary_tables_console_names_the_stage_of_its_round(qtbot, demo_store, open_window, play_round):
    """Once the final is paired, a preliminary round 1 console says 预赛第 1 轮 in its title and its window
    title (both said 第 1 轮, as the final's round 1 does)."""
    preliminary, _final = staged(demo_store, "sanguosha_1v1", play_round)
    window = open_window(demo_store, "sanguosha_1v1", preliminary.tables[0].table_id, start=False)
    number = preliminary.tables[0].number
    assert window.title.text().startswith(f"预赛第 1 轮 第 {number} 桌 · ")
    assert window.windowTitle().startswith(f"选将台 — 预赛第 1 轮 第 {number} 桌")
