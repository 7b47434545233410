"""Rounds and results pages: the check-in dialog before pairing, the playoff proposed, paired and keyed in."""
import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QMessageBox

from app.services.checkin import checkin_rows, set_checkin
from app.stages.round_id import PLAYOFF, RoundId
from app.services.results import record_result
from app.services.rounds import pair_next_round
from app.services.standings import event_standings
from app.services.tournament import update_event_settings
from app.views.results.results_page import ResultsPage
from app.views.rounds.rounds_page import RoundsPage
from app.stages.policy import FINAL, PRELIMINARY


@pytest.fixture
def make_page(qtbot, demo_store):
    def make(kind, code):
        page = kind(demo_store, code, QUndoStack())
        qtbot.addWidget(page)
        page.show()
        return page
    return make


@pytest.mark.parametrize("button, seated", [("leave_out_button", 20), ("anyway_button", 24)])
def test_pairing_lists_the_unchecked_and_the_referee_decides(make_page, qtbot, demo_store, button, seated):
    """Check-in in use: Ctrl+P shows who is not cleared; "leave them out" pairs 20, "pair them anyway" 24."""
    rows = checkin_rows(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1))
    set_checkin(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), [r.entry_id for r in rows[:20]], present=True, card_checked=True)
    page = make_page(RoundsPage, "xiangqi")
    seen = []

    def answer():
        dialog = getattr(page, "absent_dialog", None)
        if dialog is None or not dialog.isVisible():
            QTimer.singleShot(20, answer)  # the dialog opens once the draw is refused
            return
        seen.append(dialog.informativeText())
        getattr(dialog, button).click()

    QTimer.singleShot(20, answer)
    with qtbot.waitSignal(page.paired, timeout=20000):
        page.pair_next()
    assert all(r.name in seen[0] for r in rows[20:]) and "未到场" in seen[0]
    assert page.model.rowCount() == seated // 2


def test_playoff_button_pairs_the_tie_and_the_results_page_takes_its_scores(make_page, qtbot, demo_store,
                                                                             monkeypatch):
    """Go with its last round in: 加赛… proposes the 8-way tie for 1st, pairs 28 matches in 7 rounds of 4
    tables (加赛 1 … 加赛 7), shows the first; 1-0 is keyed in."""
    update_event_settings(demo_store, "go", {"rounds": 1})
    for table in pair_next_round(demo_store, "go", seed=1).tables:
        record_result(demo_store, "go", RoundId("go", FINAL, 1), table.number, {"score": "1-0"})
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda _p, _t, text, *a: asked.append(text) or QMessageBox.Yes)
    page = make_page(RoundsPage, "go")
    qtbot.mouseClick(page.playoff_button, Qt.LeftButton)
    assert "并列第1名" in asked[0] and "28 场" in asked[0]
    assert page.round_box.currentData() == RoundId("go", PLAYOFF, 1) and page.round_box.currentText() == "加赛 1"
    assert page.round_box.count() == 8 and page.round_box.itemText(7) == "加赛 7"
    assert page.model.rowCount() == 4 and page.info.text().startswith("加赛 1 · 4 场，")

    results = make_page(ResultsPage, "go")
    assert results.round_id == RoundId("go", PLAYOFF, 1)  # the playoff round in play
    assert results.round_box.count() == 8
    qtbot.keyClicks(results.table_input, "1")
    qtbot.keyClick(results.table_input, Qt.Key_Return)
    qtbot.keyClicks(results.code_input, "1-0")
    with qtbot.waitSignal(results.recorded) as stored:
        qtbot.keyClick(results.code_input, Qt.Key_Return)
    assert stored.args == [RoundId("go", PLAYOFF, 1), 1]
    assert "✓" in results.message.text()
    assert event_standings(demo_store, "go").playoff_open_tables == 27


def test_hall_shows_go_ties_as_shared_and_provisional_before_the_last_round(demo_store):
    """The hall never projects 加赛 before go's last round; its titles say 未完赛."""
    from app.views.hall.hall_pages import overall_page, standings_page, teams_page
    for table in pair_next_round(demo_store, "go", seed=1).tables:
        record_result(demo_store, "go", RoundId("go", FINAL, 1), table.number, {"score": "1-0"})
    page = standings_page(demo_store, "go")
    assert page.title == "围棋  个人排名 第1轮后（未完赛）"
    assert not any("加赛" in text for text in page.texts()) and page.rows[0][0] == "1="
    assert teams_page(demo_store, "go").title == "围棋  团体排名 第1轮后（未完赛）"
    assert overall_page(demo_store).title == "总团体排名（未完赛）"


def test_a_round_nobody_checked_in_for_says_so_and_defaults_to_cancel(qtbot):
    """Check-in in use but nobody marked for round 2 (#32 item 5): the dialog says the round is not checked in
    yet and sends the referee to the 检录 page; Enter cancels (leaving everyone out would pair nobody)."""
    from app.messages import Message
    from app.services.checkin import NotCleared
    from app.services.rounds import AbsentEntrants
    from app.views.rounds.pairing_dialogs import AbsentDialog
    error = AbsentEntrants(RoundId("go", FINAL, 2),
                           [NotCleared(n, f"选手{n}", "一中", Message("checkin.not_marked")) for n in range(3)])
    dialog = AbsentDialog(error)
    qtbot.addWidget(dialog)
    assert dialog.text() == "第 2 轮尚未检录：本项目已使用检录，3 名选手都还没有登记。请先在“检录”页登记到场，或照样编排全部选手。"
    assert dialog.defaultButton() is not dialog.leave_out_button and dialog.defaultButton() is not dialog.anyway_button


def test_a_preliminary_rounds_check_in_dialog_names_its_stage(qtbot):
    """Entrants not cleared for preliminary round 2: the dialog says 预赛第 2 轮 (it said 第 2 轮, the name
    of the final's round 2)."""
    from app.messages import Message
    from app.services.checkin import NotCleared
    from app.services.rounds import AbsentEntrants
    from app.views.rounds.pairing_dialogs import AbsentDialog
    absent = [NotCleared(1, "选手1", "一中", Message("checkin.absent"))]
    error = AbsentEntrants(RoundId("go", PRELIMINARY, 2), absent)
    dialog = AbsentDialog(error)
    qtbot.addWidget(dialog)
    assert dialog.text() == "预赛第 2 轮：1 名选手未到场或未验证学生证，按规定不得参赛。"
    assert str(error).startswith("预赛第 2 轮检录未通过：选手1")
