"""The console for game 2…N of a match and the 选将总览 board of every console, by keyboard (docs/rules.md §5.6)."""
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QApplication

from app.services.rounds import pair_next_round
from app.services.sanguosha import games_of_table, load_console
from app.services.tournament import update_event_settings
from app.stages import FINAL
from app.stages.round_id import RoundId
from app.views.results.results_page import ResultsPage
from app.views.sanguosha.board_model import COL_FOULS, COL_GAME, COL_STEP, COL_TIME, COL_TURN
from gui_input import press_keys

CODE = "sanguosha_3v3"
SHOTS = "/tmp/sgs-board-shots"


@pytest.fixture
def match_round(demo_store):
    update_event_settings(demo_store, CODE, {"games_per_round": 3})
    return pair_next_round(demo_store, CODE, seed=1)


def decide_by_keyboard(qtbot, window, clock, foul_key=Qt.Key_2):
    """Started, every draft step left to its default, Enter reveals, 1 warm acts first, F + key three times."""
    window.clock.start()
    while window.console.phase != "reveal":
        clock.t += 100
        window.poll()
    press_keys(qtbot, window, Qt.Key_Return, Qt.Key_1)
    for _ in range(3):
        press_keys(qtbot, window, Qt.Key_F, foul_key)
    assert window.console.decided


def test_n_moves_to_game_2_with_the_camp_choice_swapped(qtbot, demo_store, match_round, clock, open_window):
    """Game 1 decided by three fouls; N opens game 2, shown as 2 / 3, its camp choice held by team 1."""
    table = match_round.tables[0]
    window = open_window(demo_store, CODE, table.table_id)
    assert "第 1 / 3 局" in window.title.text()
    clock.t += 100
    window.poll()  # a step taken at the console: game 1 is played here
    press_keys(qtbot, window, Qt.Key_N)  # not decided yet: refused with the reason
    assert "尚未结束" in window.message.text() and window.record.game_no == 1
    decide_by_keyboard(qtbot, window, clock)
    assert "N 开始第 2 局" in window.keys_label.text() and "本局已决出" in window.turn_label.text()
    press_keys(qtbot, window, Qt.Key_N)
    assert window.record.game_no == 2 and "第 2 / 3 局" in window.title.text()
    assert window.console.phase == "piles" and window.console.camp_holder == 1
    assert window.record.sides[1] in window.turn_label.text()  # team 1 takes a pile first
    assert window.clock.state == "ready"
    press_keys(qtbot, window, Qt.Key_1)  # nothing happens before the referee starts the clock
    assert window.record.revision == 0 and "空格" in window.message.text()
    press_keys(qtbot, window, Qt.Key_Space, Qt.Key_1, Qt.Key_2, Qt.Key_Return)
    press_keys(qtbot, window, Qt.Key_1)  # team 1 takes warm in game 2
    assert load_console(demo_store, CODE, table.table_id, game_no=2).state["draft"]["warm_team"] == 1
    assert load_console(demo_store, CODE, table.table_id).state["draft"]["warm_team"] == 0  # game 1 untouched


def test_n_at_an_unused_game_records_it_as_played_on_paper(qtbot, demo_store, match_round, clock, open_window):
    """Game 1's console untouched: N says game 1 was on paper and asks who held the camp choice then
    (Enter is no answer, and game 1's countdown takes no default meanwhile); 2 opens game 2 with the choice
    swapped to team 0. G 3 from the untouched game 2
    asks the 比点, saying game 2 was on paper."""
    table = match_round.tables[0]
    window = open_window(demo_store, CODE, table.table_id)
    assert "N 本局已在纸面进行：开始第 2 局" in window.keys_label.text()
    press_keys(qtbot, window, Qt.Key_N)
    assert window.game_mode == "paper" and "第 1 局在纸面进行" in window.choice_page.prompt.text()
    press_keys(qtbot, window, Qt.Key_Return)
    assert window.game_mode == "paper" and window.record.game_no == 1
    clock.t += 100
    window.poll()  # the camp choice's countdown runs out while the question is open: no default is taken
    assert window.record.revision == 0
    press_keys(qtbot, window, Qt.Key_2)
    assert window.record.game_no == 2 and window.console.camp_holder == 0
    assert games_of_table(demo_store, CODE, table.table_id) == [2]
    press_keys(qtbot, window, Qt.Key_G, Qt.Key_3)
    assert window.game_mode == "bidian" and "第 2 局在纸面进行" in window.choice_page.prompt.text()
    press_keys(qtbot, window, Qt.Key_Escape)
    assert window.game_mode is None and window.record.game_no == 2


def test_an_odd_game_asks_the_bidian_and_g_opens_a_given_game(qtbot, demo_store, match_round, clock, open_window):
    """Game 3 asks who won the 比点 (2: team 1); G 1 opens game 1 again; Esc on the question opens nothing."""
    table = match_round.tables[0]
    window = open_window(demo_store, CODE, table.table_id)
    decide_by_keyboard(qtbot, window, clock)
    press_keys(qtbot, window, Qt.Key_N)
    decide_by_keyboard(qtbot, window, clock, foul_key=Qt.Key_1)
    press_keys(qtbot, window, Qt.Key_N)
    assert window.game_mode == "bidian" and "比点" in window.choice_page.prompt.text()
    press_keys(qtbot, window, Qt.Key_Escape)
    assert window.game_mode is None and games_of_table(demo_store, CODE, table.table_id) == [1, 2]
    press_keys(qtbot, window, Qt.Key_N, Qt.Key_2)
    assert window.record.game_no == 3 and window.console.camp_holder == 1
    press_keys(qtbot, window, Qt.Key_G, Qt.Key_1)
    assert window.record.game_no == 1 and window.console.decided
    press_keys(qtbot, window, Qt.Key_G, Qt.Key_5)
    assert "没有第 5 局" in window.message.text() and window.record.game_no == 1


def test_a_reopened_window_resumes_the_latest_game(qtbot, demo_store, match_round, clock, open_window):
    """Closed mid-way through game 2 (a crash): the console opens at game 2, the same step."""
    table = match_round.tables[0]
    window = open_window(demo_store, CODE, table.table_id)
    decide_by_keyboard(qtbot, window, clock)
    press_keys(qtbot, window, Qt.Key_N, Qt.Key_Space, Qt.Key_2)  # team 1 takes pile 2
    piles = window.console.draft.state.piles
    window.close()
    again = open_window(demo_store, CODE, table.table_id, seed=99, start=False)
    assert again.record.game_no == 2 and again.console.phase == "piles"
    assert again.console.draft.state.pile_of == {"1": 1} and again.clock.state == "ready"
    assert again.console.draft.state.piles == piles


def test_the_board_shows_every_table_and_opens_a_console_by_enter(qtbot, demo_store, match_round, clock):
    """选将总览: a row per table; a console's step refreshes its row; ↓ + Enter opens that table's console.
    The counts follow the test's clock only (a loaded machine once showed 9 s for 10 s)."""
    page = ResultsPage(demo_store, CODE, QUndoStack())
    page.console_host.now = clock
    qtbot.addWidget(page)
    page.resize(1366, 768)
    page.show()
    page.refresh()
    assert page.board_button.isVisibleTo(page)
    first, second = match_round.tables[0], match_round.tables[1]
    page.table_input.setText(str(first.number))
    console = page.open_console()
    console.repaint_timer.stop()
    board = page.open_board()
    board.repaint_timer.stop()
    model = board.model
    assert model.rowCount() == len(match_round.tables)

    def cell(table, column):
        row = next(i for i, r in enumerate(model.rows()) if r.table.table_id == table.table_id)
        return model.index(row, column).data()
    assert cell(first, COL_STEP) == "取武将堆" and cell(first, COL_GAME) == "1 / 3"
    assert cell(first, COL_TURN) == first.seats[0].name and cell(first, COL_FOULS) == "0 : 0"
    assert cell(first, COL_TIME) == "就绪（未开始）10 s"  # opened, not started: no countdown runs
    assert cell(second, COL_STEP) == "未开始" and cell(second, COL_TIME) == "—"
    qtbot.keyClick(console, Qt.Key_Space)
    qtbot.keyClick(console, Qt.Key_2)  # team 0 (the 比点 winner) takes pile 2: team 1's turn
    assert cell(first, COL_STEP) == "取武将堆" and first.seats[1].name in cell(first, COL_TURN)
    assert cell(first, COL_TIME) == "10 s"
    clock.t += 1  # one second of the test's clock, whatever the machine's took
    board.refresh()
    assert cell(first, COL_TIME) == "9 s"
    qtbot.keyClick(console, Qt.Key_P)
    board.refresh()
    assert cell(first, COL_TIME) == "已暂停 9 s"
    board.select_table(first.table_id)
    qtbot.keyClick(board.view, Qt.Key_Down)
    qtbot.keyClick(board.view, Qt.Key_Return)
    assert second.table_id in page.consoles
    page.consoles[second.table_id].repaint_timer.stop()
    assert cell(second, COL_STEP) == "取武将堆"
    assert page.open_board() is board


def test_screenshots_of_the_game_switch_and_the_board(qtbot, demo_store, match_round, clock, tmp_path, open_window):
    """Grabs at 1366×768 of a decided game, game 2, the 比点 question and the board (kept in /tmp for a look)."""
    import os
    os.makedirs(SHOTS, exist_ok=True)
    table = match_round.tables[0]
    window = open_window(demo_store, CODE, table.table_id)
    decide_by_keyboard(qtbot, window, clock)
    QApplication.processEvents()
    decided = window.grab()
    press_keys(qtbot, window, Qt.Key_N)
    QApplication.processEvents()
    game_two = window.grab()
    decide_by_keyboard(qtbot, window, clock, foul_key=Qt.Key_1)
    press_keys(qtbot, window, Qt.Key_N)
    QApplication.processEvents()
    bidian = window.grab()
    press_keys(qtbot, window, Qt.Key_Return)  # Enter is no answer: the referee says who won
    assert window.game_mode == "bidian"
    press_keys(qtbot, window, Qt.Key_1)  # team 0 won the 比点
    assert window.record.game_no == 3 and window.console.camp_holder == 0
    from app.views.sanguosha.console_board import ConsoleBoardWindow
    board = ConsoleBoardWindow(demo_store, CODE, RoundId(CODE, FINAL, 1), lambda _table_id: None,
                               lambda table_id: window if table_id == table.table_id else None, now=clock)
    board.repaint_timer.stop()
    qtbot.addWidget(board)
    board.resize(1366, 768)
    board.show()
    QApplication.processEvents()
    shot = board.grab()
    for name, image in (("decided", decided), ("game2", game_two), ("bidian", bidian), ("board", shot)):
        assert (image.width(), image.height()) == (1366, 768)
        assert image.save(f"{SHOTS}/{name}.png")
    assert board.model.index(0, COL_GAME).data() == "3 / 3"


def test_the_match_form_opens_with_each_games_console(qtbot, demo_store, match_round, clock, monkeypatch, open_window):
    """详细录入 of a table without a result: game 1's camp, winner and fouls from its console, game 2's camp swapped."""
    table = match_round.tables[0]
    window = open_window(demo_store, CODE, table.table_id)
    decide_by_keyboard(qtbot, window, clock)  # team 1 (cold) collects three fouls
    press_keys(qtbot, window, Qt.Key_N)
    page = ResultsPage(demo_store, CODE, QUndoStack())
    qtbot.addWidget(page)
    page.refresh()
    shown = []
    monkeypatch.setattr(page, "_run_dialog", lambda dialog, *_args: shown.append(dialog))
    page.open_detail(next(t for t in page.model.tables() if t.table_id == table.table_id))
    rows = shown[0].rows
    assert [row.camp.currentData() for row in rows[:2]] == [0, 1]
    assert rows[0].winner.currentData() == 0 and [box.value() for box in rows[0].fouls] == [0, 3]
    assert rows[0].how.currentData() == "technical_fouls"
