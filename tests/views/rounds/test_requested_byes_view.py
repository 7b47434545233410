"""The referee gives a half-point bye a player asked for from the rounds page: tick them, pair; the round
shows them under 轮空 and seats them nowhere. Card-table events have no such button."""
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QMessageBox

from app.services.round_views import round_view
from app.views.rounds.requested_byes_dialog import RequestedByesDialog
from app.views.rounds.rounds_page import RoundsPage


def _page(qtbot, store, code):
    page = RoundsPage(store, code, QUndoStack())
    qtbot.addWidget(page)
    page.show()
    return page


def test_ticking_a_player_pairs_the_round_with_their_requested_bye(qtbot, demo_store, monkeypatch):
    """One ticked player: not at a table, named under 轮空 beside the pairing's bye."""
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: None)
    page = _page(qtbot, demo_store, "xiangqi")
    chosen = {}

    def tick_first(dialog):
        item = dialog.players.item(0)
        item.setCheckState(Qt.Checked)
        chosen["id"], chosen["text"] = item.data(Qt.UserRole), item.text()
        return True
    monkeypatch.setattr(RequestedByesDialog, "exec", tick_first)
    with qtbot.waitSignal(page.paired, timeout=10000):
        qtbot.mouseClick(page.requested_byes_button, Qt.LeftButton)
    view = round_view(demo_store, "xiangqi")
    assert chosen["id"] not in {seat.competitor_id for table in view.tables for seat in table.seats}
    assert chosen["id"] in {uid for uid, _name, _school, _points in view.byes}
    assert chosen["text"].split("（")[0] in page.byes.text()


@pytest.mark.parametrize("code, shown", [("xiangqi", True), ("doudizhu", False), ("sanguosha_3v3", False)])
def test_the_button_is_offered_for_two_player_events_only(qtbot, demo_store, code, shown):
    """A half-point bye is a two-player game's; Dou Dizhu tables and 3v3 teams are paired without it."""
    page = _page(qtbot, demo_store, code)
    assert page.requested_byes_button.isVisible() is shown



@pytest.mark.parametrize("code", ["xiangqi", "sanguosha_identity"])
def test_the_rounds_page_buttons_take_two_rows_so_english_fits_a_1366_screen(qtbot, demo_store, english, code):
    """With the requested-bye button, one row of the page's buttons was wider than a 1366-pixel screen in English
    (the window grew past it): the round's pairing and its tables' changes are two rows, so the page needs less
    width than its buttons side by side."""
    page = _page(qtbot, demo_store, code)
    buttons = [button for button in (page.pair_button, page.requested_byes_button, page.repair_button,
                                     page.delete_button, page.swap_button, page.renumber_button, page.playoff_button,
                                     page.roles_button) if not button.isHidden()]
    assert page.minimumSizeHint().width() < sum(button.minimumSizeHint().width() for button in buttons)
