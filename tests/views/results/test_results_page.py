"""The results page driven with qtbot: keyboard entry, undo/redo, audit, detailed forms, refusals."""
import pytest
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMessageBox
from sqlalchemy import select
from gui_input import fill_and_accept, type_entry

from app.scoring.doudizhu import Hand
from app.models.schema import AuditEntry
from app.services.result_entry import event_settings, table_entry
from app.services.results import record_result
from app.services.rounds import pair_next_round
from app.services.round_views import round_view
from app.views.base.hub import hub
from app.views.results.result_entry import DoudizhuDialog, ForfeitDialog, GomokuDialog, IdentityDialog
from app.views.results.results_page import ResultsPage
from app.stages.policy import FINAL
from app.stages.round_id import RoundId


@pytest.fixture
def make_page(qtbot, demo_store, monkeypatch):
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args, **kw: warnings.append(args[2]))
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kw: QMessageBox.Yes)

    def make(code, rounds=1):
        for number in range(1, rounds + 1):
            view = pair_next_round(demo_store, code, seed=number)
            if number < rounds:
                for table in view.tables:
                    record_result(demo_store, code, view.round_id, table.number, {"score": "1-0"})
        page = ResultsPage(demo_store, code, QUndoStack())
        page.warnings = warnings
        qtbot.addWidget(page)
        page.show()
        return page
    return make


def _summaries(store, code, round_id=None):
    return {t.number: t.result for t in round_view(store, code, round_id).tables}


CODES = [("1", "1-0"), ("=", "½-½"), ("0", "0-1"), ("+", "+-"), ("-", "-+")]
SHOWN = {"1-0": "2-0", "½-½": "1-1", "0-1": "0-2", "+-": "2-0（弃权）", "-+": "0-2（弃权）"}  # in xiangqi's points


def test_whole_xiangqi_round_by_keyboard(make_page, qtbot, demo_store):
    """Table number, code, Enter for all 12 tables records every result and counts them."""
    page = make_page("xiangqi")
    assert page.count.text() == "已录 0 / 12 桌"
    expected = {}
    for table in range(1, 13):
        typed, summary = CODES[table % len(CODES)]
        type_entry(qtbot, page, table, typed)
        expected[table] = summary
        proposed = str(table + 1) if table < 12 else ""
        assert page.table_input.text() == proposed  # ready for the next table
    assert _summaries(demo_store, "xiangqi") == expected
    shown = {t.number: page.model.index(page.model.row_of(t.number), page.model.col_result).data()
             for t in page.model.tables()}
    assert shown == {table: SHOWN[summary] for table, summary in expected.items()}
    assert page.count.text() == "已录 12 / 12 桌"
    assert page.undo_stack.count() == 12


def test_undo_and_redo_restore_the_previous_result(make_page, qtbot, demo_store):
    """Recording then changing a table: undo goes back step by step to no result; redo replays."""
    page = make_page("xiangqi")
    type_entry(qtbot, page, 3, "1")
    with qtbot.waitSignal(hub().standings_changed):
        type_entry(qtbot, page, 3, "0")
    assert _summaries(demo_store, "xiangqi")[3] == "0-1"
    page.undo_stack.undo()
    assert _summaries(demo_store, "xiangqi")[3] == "1-0"
    page.undo_stack.undo()
    assert _summaries(demo_store, "xiangqi")[3] == ""
    assert page.count.text() == "已录 0 / 12 桌"
    page.undo_stack.redo()
    page.undo_stack.redo()
    assert table_entry(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), 3) == {"score": "0"}


def test_audit_log_keeps_old_and_new_entry(make_page, qtbot, demo_store):
    """A change is audited with the replaced entry and the new one."""
    page = make_page("xiangqi")
    type_entry(qtbot, page, 2, "=")
    type_entry(qtbot, page, 2, "1")
    with demo_store.read() as session:
        change = session.scalars(select(AuditEntry).where(AuditEntry.action == "result_change")).one()
    assert change.old["entry"] == {"score": "="} and change.new["entry"] == {"score": "1"}
    assert change.new["summary"] == "1-0" and change.new["points"] == [2.0, 0.0]


@pytest.mark.parametrize("table, code, message", [
    (1, "3-0", "无法识别的比分"),
    (99, "1", "没有第 99 桌"),
    (1, "", "请输入比分代码"),
])
def test_impossible_input_is_refused_and_nothing_written(make_page, qtbot, demo_store, table, code, message):
    """A bad code or table shows the Chinese reason next to the input; no result, no undo step."""
    page = make_page("xiangqi")
    with qtbot.waitSignal(page.refused) as blocker:
        type_entry(qtbot, page, table, code)
    assert message in blocker.args[0] and message in page.message.text()
    assert set(_summaries(demo_store, "xiangqi").values()) == {""}
    assert page.undo_stack.count() == 0


def test_changing_an_earlier_round_warns_about_later_pairings(make_page, qtbot, demo_store):
    """Round 2 is paired: changing a round-1 result records it and warns."""
    page = make_page("xiangqi", rounds=2)
    page.round_box.setCurrentIndex(0)
    type_entry(qtbot, page, 1, "0")
    assert _summaries(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1))[1] == "0-1"
    assert page.warnings and "已按原来的积分编排" in page.warnings[0]


def test_clear_then_undo(make_page, qtbot, demo_store):
    """Clearing the selected table's result is undoable."""
    page = make_page("xiangqi")
    type_entry(qtbot, page, 1, "1")
    page.view.selectRow(0)
    page.clear_selected()
    assert _summaries(demo_store, "xiangqi")[1] == ""
    page.undo_stack.undo()
    assert _summaries(demo_store, "xiangqi")[1] == "1-0"


def test_gomoku_form_records_each_game(make_page, monkeypatch, demo_store):
    """Game 1 lost by black's forbidden move, game 2 agreed drawn: ½-1½."""
    page = make_page("gomoku")

    def fill(dialog):
        (w1, b1, r1), (w2, _b2, r2) = dialog.games
        assert b1.currentData() == 0
        w1.setCurrentIndex(w1.findData(1))
        r1.setCurrentIndex(r1.findData("forbidden_move"))
        w2.setCurrentIndex(w2.findData(None))
        r2.setCurrentIndex(r2.findData("agreement"))
        assert dialog.preview.text().startswith("结果：½-1½")
    fill_and_accept(monkeypatch, GomokuDialog, fill)
    page.open_detail(page.model.tables()[0])
    assert _summaries(demo_store, "gomoku")[1] == "½-1½"


def test_gomoku_form_refuses_forbidden_move_by_white(make_page, monkeypatch, demo_store):
    """Only black has forbidden moves: the form shows why and its OK button stays off."""
    page = make_page("gomoku")

    def fill(dialog):
        winner, _black, reason = dialog.games[0]
        winner.setCurrentIndex(winner.findData(0))  # seat 0 had black and "won" by a forbidden move
        reason.setCurrentIndex(reason.findData("forbidden_move"))
        assert "只有黑方有禁手" in dialog.error.text()
        assert not dialog.buttons.button(QDialogButtonBox.Ok).isEnabled()
    fill_and_accept(monkeypatch, GomokuDialog, fill)
    page.open_detail(page.model.tables()[0])
    assert set(_summaries(demo_store, "gomoku").values()) == {""}


def _set(combo, value):
    combo.setCurrentIndex(combo.findData(value))


def test_doudizhu_form_shows_hand_and_game_totals(make_page, monkeypatch, demo_store):
    """Hand scores and the game's totals are computed as the referee types, then stored."""
    page = make_page("doudizhu")
    seen = {}

    def fill(dialog):
        first = dialog.hands[0]
        _set(first["bid"], 3)
        _set(first["landlord"], 0)
        _set(first["landlord_won"], True)
        first["bombs"].setValue(1)
        dialog.add_hand()
        second = dialog.hands[1]
        _set(second["bid"], 1)
        _set(second["landlord"], 1)
        _set(second["landlord_won"], False)
        second["spring"].setChecked(True)
        seen["hands"] = [label.text() for label in dialog.hand_labels]
        seen["totals"] = dialog.totals.text()
    fill_and_accept(monkeypatch, DoudizhuDialog, fill)
    page.open_detail(page.model.tables()[0])
    assert seen["hands"] == ["+12 / -6 / -6", "+2 / -4 / +2"]
    assert "+14" in seen["totals"] and "-10" in seen["totals"] and "-4" in seen["totals"]
    assert _summaries(demo_store, "doudizhu")[1] == "斗地主 +14/-10/-4"


def test_doudizhu_form_opens_empty_and_ok_alone_records_nothing(make_page, monkeypatch, demo_store):
    """A new hand has no bid, landlord or winner chosen: OK alone is refused with what is missing."""
    page = make_page("doudizhu")
    seen = {}

    def fill(dialog):
        seen["error"] = dialog.error.text()
        seen["ok"] = dialog.buttons.button(QDialogButtonBox.Ok).isEnabled()
        _set(dialog.hands[0]["bid"], 2)
        seen["after_bid"] = dialog.error.text()
    fill_and_accept(monkeypatch, DoudizhuDialog, fill)
    page.open_detail(page.model.tables()[0])
    assert seen["error"] == "第 1 手：请选择叫分" and not seen["ok"]
    assert seen["after_bid"] == "第 1 手：请选择地主"
    assert set(_summaries(demo_store, "doudizhu").values()) == {""}


def test_identity_form_computes_points_from_seat_roles(make_page, monkeypatch, demo_store):
    """Rebels win with all four alive and one kills the lord: 12 each, the killer 14."""
    page = make_page("sanguosha_identity")
    table = page.model.tables()[0]
    roles = [seat.role for seat in table.seats]
    rebels = [i for i, role in enumerate(roles) if role == "反贼"]
    lord = roles.index("主公")
    shown = {}

    def fill(dialog):
        _set(dialog.winner, "rebels")
        for seat in rebels:
            dialog.alive[seat].setChecked(True)
        dialog.kills[rebels[0]].setText(str(lord + 1))
        shown["points"] = [label.text() for label in dialog.points]
    fill_and_accept(monkeypatch, IdentityDialog, fill)
    page.open_detail(table)
    expected = ["14" if seat == rebels[0] else "12" if seat in rebels else "0" for seat in range(8)]
    assert shown["points"] == expected
    points = [seat.points for seat in round_view(demo_store, "sanguosha_identity").tables[0].seats]
    assert points == [float(p) for p in expected]


def test_identity_form_refuses_a_dead_lords_victory(make_page, monkeypatch, demo_store):
    """The lord's side cannot win with the lord dead: the scoring's message, nothing recorded."""
    page = make_page("sanguosha_identity")

    def fill(dialog):
        _set(dialog.winner, "lord")
        assert "主公已阵亡" in dialog.error.text()
    fill_and_accept(monkeypatch, IdentityDialog, fill)
    page.open_detail(page.model.tables()[0])
    assert page.dialog.result() == QDialog.Rejected
    assert set(_summaries(demo_store, "sanguosha_identity").values()) == {""}


def test_forfeit_form_names_the_late_limit(make_page, monkeypatch, demo_store):
    """Seat 0 late past the event's limit: a forfeit win for seat 1, the reason stored."""
    page = make_page("gomoku")

    def fill(dialog):
        dialog.absent.setCurrentIndex(0)
        _set(dialog.reason, "late")
        assert "超过 10 分钟" in dialog.reason.currentText()
    fill_and_accept(monkeypatch, ForfeitDialog, fill)
    page.open_forfeit(page.model.tables()[0])
    assert _summaries(demo_store, "gomoku")[1] == "-+"
    assert table_entry(demo_store, "gomoku", RoundId("gomoku", FINAL, 1), 1)["games"][0]["reason"] == "late"


def test_results_model_passes_the_model_tester(make_page, qtmodeltester):
    """The results model keeps Qt's model contract."""
    page = make_page("doudizhu")
    qtmodeltester.check(page.model)


def _dialog(qtbot, store, code, dialog_class=None):
    from app.services.result_entry import event_settings
    from app.views.results.result_entry import dialog_for
    table = pair_next_round(store, code, seed=1).tables[0]
    settings = event_settings(store, code)
    dialog = dialog_class(code, settings, table) if dialog_class else dialog_for(code, settings, table)
    qtbot.addWidget(dialog)
    return dialog


def test_xiangqi_third_foul_loses_the_game(qtbot, demo_store):
    """Three fouls for seat 0: only seat 1's win is accepted, and the reason becomes 犯规满次."""
    dialog = _dialog(qtbot, demo_store, "xiangqi")
    dialog.fouls[0].setValue(3)
    assert "犯规满 3 次即判负" in dialog.error.text()
    dialog.winner.set_winner(1)
    assert dialog.error.text() == "" and dialog.scored().detail["reason"] == "fouls"


@pytest.mark.parametrize("blocked, summary", [((2, 5), "1-0"), ((4, 1), "0-1"), ((3, 3), "½-½")])
def test_checkers_blocked_pieces_adjudication(qtbot, demo_store, blocked, summary):
    """Checkers by blocked pieces: fewer blocked wins, equal is a draw."""
    dialog = _dialog(qtbot, demo_store, "checkers")
    dialog.use_blocked.setChecked(True)
    for box, value in zip(dialog.blocked, blocked):
        box.setValue(value)
    assert dialog.scored().summary == summary and dialog.entry().to_json()["blocked"] == list(blocked)


def test_go_offers_no_draw_and_1v1_checks_generals(qtbot, demo_store):
    """Go has only win/loss; a 1v1 winner must keep a general and the loser none."""
    go = _dialog(qtbot, demo_store, "go")
    assert go.winner.group.button(go.winner.DRAW) is None
    duel = _dialog(qtbot, demo_store, "sanguosha_1v1")
    duel.generals[1].setValue(1)
    assert "胜方至少还有 1 名武将存活" in duel.error.text()
    duel.generals[0].setValue(2)
    duel.generals[1].setValue(0)
    assert duel.error.text() == "" and duel.scored().detail["generals_left"] == [2, 0]


def test_3v3_time_up_shows_the_adjudication(qtbot, demo_store):
    """At time-up, equal living roles and lost HP call for extra rounds; the winner must match."""
    dialog = _dialog(qtbot, demo_store, "sanguosha_3v3")
    dialog.how.setCurrentIndex(dialog.how.findData("time_up"))
    for box in dialog.alive:
        box.setValue(2)
    assert "须加赛 2 个对战回合" in dialog.verdict.text() and "加赛决胜" in dialog.error.text()
    dialog.lost_hp[1].setValue(3)
    assert "判定：" in dialog.verdict.text() and dialog.error.text() == ""
    dialog.winner.set_winner(1)
    assert "胜方应为第 0 方" in dialog.error.text()


def test_3v3_form_takes_a_living_zhou_tai(qtbot, demo_store):
    """A lone 周泰 with 不屈 may have lost 8 HP: refused without the box, accepted and kept with it."""
    dialog = _dialog(qtbot, demo_store, "sanguosha_3v3")
    dialog.how.setCurrentIndex(dialog.how.findData("time_up"))
    for box in dialog.alive:
        box.setValue(1)
    dialog.lost_hp[0].setValue(8)
    dialog.lost_hp[1].setValue(2)
    dialog.winner.set_winner(1)
    assert "不可能损失 8 点体力" in dialog.error.text()
    dialog.buqu[0].setChecked(True)
    assert dialog.error.text() == "" and "判定：" in dialog.verdict.text()
    assert dialog.entry().to_json()["time_up"]["generals"] == [["周泰"], []]


def test_main_window_edit_menu_undoes_a_result(qtbot, demo_store, monkeypatch, open_main_window):
    """In the main window, a typed result is one step of the Edit menu's undo and redo."""
    monkeypatch.setattr(QMessageBox, "warning", lambda *args, **kw: None)
    window = open_main_window(demo_store)
    window.tabs.widget(0).pages.setCurrentWidget(window.tabs.widget(0).results)
    pair_next_round(window.store, "xiangqi", seed=1)
    hub().round_paired.emit("xiangqi")
    page = window.tabs.widget(0).results
    type_entry(qtbot, page, 1, "1")
    edit = next(a.menu() for a in window.menuBar().actions() if a.text() == "编辑(&E)")
    undo, redo = edit.actions()[:2]
    assert undo.text() == "撤销 象棋 第 1 轮 第 1 桌录入成绩"
    undo.trigger()
    assert _summaries(window.store, "xiangqi")[1] == "" and page.count.text() == "已录 0 / 12 桌"
    redo.trigger()
    assert _summaries(window.store, "xiangqi")[1] == "1-0" and page.count.text() == "已录 1 / 12 桌"


def test_hidden_page_shows_the_new_round_when_shown(make_page, demo_store):
    """A round paired while the page sits in a background tab appears, selected, once it is shown."""
    page = make_page("xiangqi")
    page.hide()
    for table in round_view(demo_store, "xiangqi").tables:
        record_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), table.number, {"score": "1-0"})
    pair_next_round(demo_store, "xiangqi", seed=2)
    hub().round_paired.emit("xiangqi")
    assert page.round_box.count() == 1
    page.show()
    assert page.round_box.count() == 2 and page.round_id == RoundId("xiangqi", FINAL, 2) and page.count.text() == "已录 0 / 12 桌"


def test_identity_round_fits_a_1366_pixel_screen(make_page):
    """Eight seats and the result column fit a 1366-pixel laptop: the school goes under the name."""
    page = make_page("sanguosha_identity")
    page.resize(1340, 600)
    page._show_selected()
    assert page.view.horizontalScrollBar().maximum() == 0  # nothing to scroll to sideways
    first = page.model.index(0, 1).data()
    assert "\n（" in first


def test_points_tag_does_not_cut_off_the_name(make_page):
    """After a result the seat cells grow by the points tag; their columns re-fit to show it all."""
    page = make_page("doudizhu")
    table = page.model.tables()[0].number
    assert page.record(table, {"hands": [{"bid": 3, "landlord": 0, "landlord_won": True, "bombs": 2}]}, "")
    metrics = page.view.fontMetrics()
    for column in (1, 2, 3):
        text = page.model.index(page.model.row_of(table), column).data()
        assert "[" in text
        assert page.view.columnWidth(column) >= metrics.horizontalAdvance(text)


def _keys_to_focus(qtbot, *keys):
    """Each key pressed on whatever has the keyboard focus now, as a referee types."""
    from PySide6.QtWidgets import QApplication
    for key in keys:
        qtbot.keyClick(QApplication.focusWidget(), key)


def test_doudizhu_hands_by_keyboard_alone(qtbot, demo_store):
    """The form opens on 叫分; a hand is bid → landlord → winner by digits, the extras by Tab after the
    winner; Enter adds it and returns to 叫分 of the next; Enter on that empty hand records the game."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication
    dialog = _dialog(qtbot, demo_store, "doudizhu", DoudizhuDialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.hands[0]["bid"])
    first = dialog.hands[0]
    _keys_to_focus(qtbot, Qt.Key_3)
    assert first["bid"].currentData() == 3 and QApplication.focusWidget() is first["landlord"]
    _keys_to_focus(qtbot, Qt.Key_1)
    assert first["landlord"].currentData() == 0 and QApplication.focusWidget() is first["landlord_won"]
    _keys_to_focus(qtbot, Qt.Key_1)
    assert first["landlord_won"].currentData() is True and QApplication.focusWidget() is first["landlord_won"]
    _keys_to_focus(qtbot, Qt.Key_Tab, Qt.Key_1, Qt.Key_Tab, Qt.Key_Space)  # one bomb, the rocket
    assert dialog.hand_labels[0].text() == "+24 / -12 / -12"  # 3 × bomb × rocket = 12, landlord 2×
    _keys_to_focus(qtbot, Qt.Key_Return)
    assert len(dialog.hands) == 2 and QApplication.focusWidget() is dialog.hands[1]["bid"]
    assert dialog.isVisible() and dialog.buttons.button(QDialogButtonBox.Ok).isEnabled()
    _keys_to_focus(qtbot, Qt.Key_2, Qt.Key_2, Qt.Key_Return)  # bid 2, landlord seat 2, Enter: winner missing
    assert QApplication.focusWidget() is dialog.hands[1]["landlord_won"] and len(dialog.hands) == 2
    _keys_to_focus(qtbot, Qt.Key_2, Qt.Key_Return, Qt.Key_Return)  # farmers won; Enter; Enter on the empty hand
    assert dialog.result() == QDialog.Accepted
    assert dialog.entry().hands == (Hand(bid=3, landlord=0, landlord_won=True, bombs=1, rocket=True),
                                    Hand(bid=2, landlord=1, landlord_won=False))


def test_doudizhu_totals_only_from_a_paper_sheet(make_page, monkeypatch, demo_store):
    """只录三人合计: three totals that do not add to zero are refused with the sum; totals that do are
    recorded as entered, and the form opens again in that mode."""
    page = make_page("doudizhu")
    seen = {}

    def fill(dialog):
        dialog.paper.setChecked(True)
        assert not dialog.hands_box.isVisibleTo(dialog) and dialog.totals_box.isVisibleTo(dialog)
        for box, value in zip(dialog.paper_totals, (12, -6, -5)):
            box.setValue(value)
        seen["refused"] = (dialog.error.text(), dialog.buttons.button(QDialogButtonBox.Ok).isEnabled())
        dialog.paper_totals[2].setValue(-6)
    fill_and_accept(monkeypatch, DoudizhuDialog, fill)
    page.open_detail(page.model.tables()[0])
    assert seen["refused"] == ("三人合计 +12 / -6 / -5 相加为 +1，应为 0：请核对纸面记分", False)
    assert table_entry(demo_store, "doudizhu", RoundId("doudizhu", FINAL, 1), 1) == {"totals": [12, -6, -6]}
    assert _summaries(demo_store, "doudizhu")[1] == "斗地主 +12/-6/-6"
    reopened = DoudizhuDialog("doudizhu", event_settings(demo_store, "doudizhu"), page.model.tables()[0],
                              {"totals": [12, -6, -6]})
    assert reopened.paper.isChecked() and [b.value() for b in reopened.paper_totals] == [12, -6, -6]


def test_reentering_a_table_says_what_it_replaced_and_undo_says_what_it_undid(make_page, qtbot):
    """Typing 0 over table 1's 1-0 says ✓ 第 1 桌 0-2（已替换 2-0） (xiangqi's points); Ctrl+Z says what it
    undid and what the table reads again; redo says what it did again."""
    page = make_page("xiangqi")
    type_entry(qtbot, page, 1, "1")
    assert page.message.text() == "✓ 第 1 桌 2-0"
    type_entry(qtbot, page, 1, "0")
    assert page.message.text() == "✓ 第 1 桌 0-2（已替换 2-0）"
    page.undo_stack.undo()
    assert page.message.text() == "↶ 已撤销：第 1 桌 0-2 → 2-0"
    page.undo_stack.undo()
    assert page.message.text() == "↶ 已撤销：第 1 桌 2-0 → 无成绩"
    page.undo_stack.redo()
    assert page.message.text() == "↷ 已重做：第 1 桌 无成绩 → 2-0"
