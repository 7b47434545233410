"""The rounds page driven with qtbot: pair off the GUI thread, refusals, swap with warnings and undo."""
import pytest
from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QMessageBox

from app.services.results import record_result
from app.services.round_views import round_view
from app.views.rounds.rounds_page import RoundsPage
from app.stages.policy import FINAL
from app.stages.round_id import RoundId


@pytest.fixture
def page(qtbot, demo_store, monkeypatch):
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: None)
    page = RoundsPage(demo_store, "xiangqi", QUndoStack())
    qtbot.addWidget(page)
    page.show()
    return page


def _pair(qtbot, page):
    with qtbot.waitSignal(page.paired, timeout=10000) as blocker:
        qtbot.mouseClick(page.pair_button, Qt.LeftButton)
    return blocker.args[0]


def test_pair_button_fills_the_table_list(page, qtbot):
    """Pressing 'pair next round' shows 12 tables of round 1 with first move and seed."""
    assert "尚未编排" in page.info.text()
    assert _pair(qtbot, page) == 1
    assert page.model.rowCount() == 12
    assert page.model.headerData(1, Qt.Horizontal) == "先手"
    assert page.info.text().startswith("第 1 轮") and "随机种子" in page.info.text()  # one stage: none named


def test_second_round_refused_until_results(page, qtbot, demo_store):
    """Without results the draw is refused with the reason; with them round 2 appears."""
    _pair(qtbot, page)
    with qtbot.waitSignal(page.pairing_failed, timeout=10000) as blocker:
        qtbot.mouseClick(page.pair_button, Qt.LeftButton)
    assert "未录入成绩" in blocker.args[0]
    for table in round_view(demo_store, "xiangqi").tables:
        record_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), table.number, {"score": "1-0"})
    assert _pair(qtbot, page) == 2
    assert page.round_box.count() == 2 and page.round_box.currentData() == RoundId("xiangqi", FINAL, 2)


def test_swap_two_selected_players_then_undo(page, qtbot):
    """Swapping two selected seats changes the tables, a step named by event, round and players; undo puts
    them back."""
    _pair(qtbot, page)
    before = [[s.competitor_id for s in t.seats] for t in round_view(page.store, "xiangqi").tables]
    selection = page.view.selectionModel()
    selection.select(page.proxy.index(0, 1), QItemSelectionModel.Select)
    selection.select(page.proxy.index(1, 2), QItemSelectionModel.Select)
    page.swap_selected()
    after = [[s.competitor_id for s in t.seats] for t in round_view(page.store, "xiangqi").tables]
    assert after[0][0] == before[1][1] and after[1][1] == before[0][0]
    assert page.undo_stack.undoText().startswith("象棋 第 1 轮：交换 ")
    page.undo_stack.undo()
    assert [[s.competitor_id for s in t.seats] for t in round_view(page.store, "xiangqi").tables] == before


def test_delete_last_round_needs_confirmation(page, qtbot, monkeypatch):
    """'No' keeps the round; 'Yes' deletes it."""
    _pair(qtbot, page)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.No)
    page.delete_last()
    assert page.round_box.count() == 1
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.Yes)
    page.delete_last()
    assert page.round_box.count() == 0 and page.model.rowCount() == 0


def test_ctrl_p_pairs_from_inside_the_page(page, qtbot):
    """The keyboard shortcut works inside the page (scoped to it, so event tabs do not clash)."""
    page.view.setFocus()
    with qtbot.waitSignal(page.paired, timeout=10000):
        qtbot.keyClick(page.view, Qt.Key_P, Qt.ControlModifier)
    assert page.model.rowCount() == 12


def test_pairing_after_another_station_paired_shows_its_round_instead(qtbot, demo_store, monkeypatch):
    """The page shows no round; another station pairs round 1; 'pair' here is refused, says so, shows round 1."""
    from app.models.store import open_store
    from app.services.rounds import pair_next_round

    told = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: told.append(a[2]))
    page = RoundsPage(demo_store, "xiangqi", QUndoStack())
    qtbot.addWidget(page)
    page.show()
    other = open_store(demo_store.path)
    try:
        pair_next_round(other, "xiangqi", seed=5)
    finally:
        other.close()
    with qtbot.waitSignal(page.pairing_failed, timeout=10000):
        qtbot.mouseClick(page.pair_button, Qt.LeftButton)
    assert told == ["第 1 轮已由另一台编排，未再编排；现显示该轮对阵。"]
    assert page.round_box.count() == 1 and page.model.rowCount() == 12
    assert round_view(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 2)) is None  # no second round paired behind the referee's back


@pytest.mark.parametrize("action", ["delete_last", "repair"])
def test_confirmed_round_is_the_one_acted_on(qtbot, demo_store, monkeypatch, action, play_round):
    """The page asks about round 1; meanwhile another station finishes it and pairs round 2; 'Yes' is refused."""
    import random

    from app.models.store import open_store
    from app.services.rounds import pair_next_round
    from app.services.round_views import round_choices

    first = pair_next_round(demo_store, "xiangqi", seed=1)
    page = RoundsPage(demo_store, "xiangqi", QUndoStack())
    qtbot.addWidget(page)
    page.show()
    asked, told = [], []

    def other_station_pairs_while_asking(_parent, _title, question, *_args):
        asked.append(question)
        other = open_store(demo_store.path)
        try:
            play_round(other, "xiangqi", first, random.Random(1))
            pair_next_round(other, "xiangqi", seed=2)
        finally:
            other.close()
        return QMessageBox.Yes

    monkeypatch.setattr(QMessageBox, "question", other_station_pairs_while_asking)
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: told.append(a[2]))
    getattr(page, action)()
    assert "第 1 轮" in asked[0]
    assert len(told) == 1 and told[0].startswith("第 1 轮已不是最后一轮（现在是第 2 轮")
    assert [r.number for r in round_choices(demo_store, "xiangqi")] == [1, 2]
    assert round_view(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 2)).seed == 2
    assert page.round_box.count() == 2  # the page shows what is stored now


def test_a_pairing_the_file_refused_to_store_is_shown_in_words(page, qtbot, demo_store, monkeypatch):
    """The file locked past the wait (another program writing): nothing was stored, the referee is told why
    in the interface language (not the driver's English), the page still shows no round and may pair again."""
    import sqlite3

    from sqlalchemy.exc import OperationalError

    from app.views.rounds import rounds_page

    def locked(*_args, **_kwargs):
        raise OperationalError("INSERT INTO round …", {}, sqlite3.OperationalError("database is locked"))
    monkeypatch.setattr(rounds_page, "pair_next_round", locked)
    told, failed = [], []
    monkeypatch.setattr(QMessageBox, "critical", lambda _parent, title, text: told.append((title, text)))
    page.pairing_failed.connect(failed.append)
    qtbot.mouseClick(page.pair_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: bool(told))
    [(title, text)] = told
    assert title == "编排出错" and "正被另一台" in text and "未写入任何内容" in text and "OperationalError" not in text
    assert failed and page.round_box.count() == 0 and "尚未编排" in page.info.text()
    assert page.pair_button.isEnabled() and page.busy is None
