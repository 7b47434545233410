"""Disqualifying from the event tab's roster (pytest-qt): reason, confirmation, DQ in the standings, undo/redo."""
import random
import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog, QMessageBox

from app.services.disqualification import list_disqualified
from app.services.results import record_result
from app.services.rounds import pair_next_round
from app.stages.policy import FINAL
from app.stages.round_id import RoundId
from app.views.roster.players_model import COL_STATUS
from app.views.standings.standings_models import COL_RANK
from app.views.common.table_view import OBJECT_ROLE


@pytest.fixture
def window(open_main_window, demo_store, play_round):
    """The main window on the demo with xiangqi round 1 played."""
    view = pair_next_round(demo_store, "xiangqi", seed=1)
    play_round(demo_store, "xiangqi", view, random.Random(1))
    return open_main_window(demo_store)


def _select(tab, player_id) -> int:
    proxy = tab.entries.proxy
    row = next(r for r in range(proxy.rowCount()) if proxy.index(r, 0).data(OBJECT_ROLE).id == player_id)
    tab.entries.view.selectRow(row)
    return row


def _shown(tab, player_id) -> tuple[str, str]:
    """(status on the roster, place on the standings page) of a player, as the referee sees them."""
    row = _select(tab, player_id)
    status = tab.entries.proxy.index(row, COL_STATUS).data()
    tab.standings.refresh()
    model = tab.standings.model
    place = next(model.index(r, COL_RANK).data() for r in range(model.rowCount())
                 if model.index(r, 0).data(OBJECT_ROLE).id == player_id)
    return status, place


def test_disqualify_from_the_roster_asks_reason_and_confirmation_and_undoes(window, qtbot, monkeypatch):
    """A "No" changes nothing; with a reason and "Yes" the player shows DQ; Ctrl+Z lifts it, redo sets it again."""
    tab = window.tabs.widget(0)
    victim = tab.entries.model.index(0, 0).data(OBJECT_ROLE).id
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("zuobi", True))
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.No)
    _select(tab, victim)
    qtbot.mouseClick(tab.entries.buttons["disqualify"], Qt.LeftButton)
    assert list_disqualified(window.store, "xiangqi") == []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.Yes)
    _select(tab, victim)
    qtbot.mouseClick(tab.entries.buttons["disqualify"], Qt.LeftButton)
    [out] = list_disqualified(window.store, "xiangqi")
    assert (out.competitor_id, out.reason, out.round, out.source) == (victim, "zuobi", 1, "referee")
    assert _shown(tab, victim) == ("取消资格", "DQ")
    window.undo_stack.undo()
    assert list_disqualified(window.store, "xiangqi") == []
    assert _shown(tab, victim)[1] != "DQ"
    window.undo_stack.redo()
    assert _shown(tab, victim) == ("取消资格", "DQ")


def test_lifting_from_the_roster_and_undo_restores_the_same_reason(window, qtbot, monkeypatch):
    """The same button on a disqualified player lifts it after a "Yes"; undo puts back round and reason."""
    tab = window.tabs.widget(0)
    victim = tab.entries.model.index(3, 0).data(OBJECT_ROLE).id
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("daiti", True))
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.Yes)
    _select(tab, victim)
    qtbot.mouseClick(tab.entries.buttons["disqualify"], Qt.LeftButton)
    _select(tab, victim)
    qtbot.mouseClick(tab.entries.buttons["disqualify"], Qt.LeftButton)
    assert list_disqualified(window.store, "xiangqi") == []
    assert _shown(tab, victim)[0] == "参赛"
    window.undo_stack.undo()
    [back] = list_disqualified(window.store, "xiangqi")
    assert (back.competitor_id, back.reason, back.round) == (victim, "daiti", 1)


def test_hall_screen_and_printed_crosstable_show_dq(demo_store, play_round):
    """The hall's standings page and the printed crosstable show DQ instead of a place."""
    from app.services.disqualification import disqualify
    from app.services.printing import crosstable
    from app.services.tournament import event_info
    from app.views.hall.hall_pages import standings_page
    view = pair_next_round(demo_store, "xiangqi", seed=1)
    play_round(demo_store, "xiangqi", view, random.Random(1))
    victim = view.tables[0].seats[0]
    disqualify(demo_store, "xiangqi", reason="作弊", player_id=victim.competitor_id)
    page = standings_page(demo_store, "xiangqi")
    assert [row[0] for row in page.rows if row[1] == victim.name] == ["DQ"]
    assert page.rows[-1][1] == victim.name and page.rows[0][0].startswith("1")
    printed = crosstable(demo_store, event_info(demo_store, "xiangqi"))
    assert [row.place for row in printed.rows if row.name == victim.name] == ["DQ"]


def test_lifting_a_results_disqualification_is_refused_in_english_on_an_english_station(
        english, window, qtbot, monkeypatch):
    """The refusal names the result's reason in English (Round 1, table 1: disqualified), not in Chinese."""
    tab = window.tabs.widget(0)
    record_result(window.store, "xiangqi", RoundId("xiangqi", FINAL, 1), 1, {"score": "1-0", "reason": "disqualified"})
    [out] = list_disqualified(window.store, "xiangqi")
    tab.entries.refresh()
    warned = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.Yes)
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: warned.append(text))
    _select(tab, out.competitor_id)
    qtbot.mouseClick(tab.entries.buttons["disqualify"], Qt.LeftButton)
    [text] = warned
    assert "(Round 1, table 1: disqualified)" in text
    assert not re.search(r"[\u4e00-\u9fff]", text)
