"""The 检录 page and the entrance tablet: a switch that asks before it opens the tablet for the coming round,
shows the tablet page's address and QR code while the LAN page runs, and marks who checked in there
(平板) while 学生证已验 stays the referee's tick."""
import pytest
from fakes import FakeTime
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from app.services import live_address
from app.services.checkin import checkin_rows
from app.services.tablet_checkin import check_in_at_tablet, tablet_round
from app.stages.policy import FINAL
from app.stages.round_id import RoundId
from app.views.roster.checkin_view import COL_CARD, COL_NAME, COL_PRESENT, CheckInView
from app.web.form_guard import WrongCodes

ROUND_1 = RoundId("xiangqi", FINAL, 1)
ADDRESS = "http://192.168.1.5:8765/"


@pytest.fixture
def page(qtbot, demo_store):
    view = CheckInView(demo_store, "xiangqi", 5)
    qtbot.addWidget(view)
    return view


def _answer(monkeypatch, answer):
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kwargs: asked.append(args[2]) or answer)
    return asked


def test_the_switch_asks_then_opens_the_tablet_for_the_coming_round(page, demo_store, qtbot, monkeypatch):
    switch = page.tablet
    assert not switch.is_on and switch.button.text() == "平板自助检录：关" and "只能在检录台" in switch.state.text()
    asked = _answer(monkeypatch, QMessageBox.No)
    qtbot.mouseClick(switch.button, Qt.LeftButton)
    assert "象棋 第 1 轮" in asked[0] and "学生证仍须您查验" in asked[0]
    assert not switch.is_on and tablet_round(demo_store, "xiangqi") is None  # not confirmed: still off
    _answer(monkeypatch, QMessageBox.Yes)
    qtbot.mouseClick(switch.button, Qt.LeftButton)
    assert switch.is_on and tablet_round(demo_store, "xiangqi") == ROUND_1
    assert switch.button.text() == "平板自助检录：开" and "赛况网页未开启" in switch.state.text()
    assert switch.qr.isHidden()
    live_address.announce(ADDRESS)
    try:
        switch.refresh()
        assert "http://192.168.1.5:8765/checkin/xiangqi" in switch.state.text()
        assert not switch.qr.isHidden() and not switch.qr.pixmap().isNull()
    finally:
        live_address.withdraw(ADDRESS)
    qtbot.mouseClick(switch.button, Qt.LeftButton)  # off needs no question
    assert not switch.is_on and tablet_round(demo_store, "xiangqi") is None


def test_who_checked_in_at_the_tablet_is_marked_and_the_card_stays_the_referees(page, demo_store, monkeypatch):
    _answer(monkeypatch, QMessageBox.Yes)
    page.tablet.button.click()
    player = checkin_rows(demo_store, "xiangqi", ROUND_1)[0]
    check_in_at_tablet(demo_store, "xiangqi", ROUND_1, player.entry_id, player.student_id[-4:], client="10.0.0.20",
                       wrong_codes=WrongCodes(FakeTime()))
    page.refresh()
    row = next(r for r in range(page.table.rowCount()) if page.table.item(r, COL_NAME).text() == player.name)
    present, card = page.table.item(row, COL_PRESENT), page.table.item(row, COL_CARD)
    assert present.checkState() == Qt.Checked and present.text() == "平板" and "学生证仍须裁判查验" in present.toolTip()
    assert card.checkState() == Qt.Unchecked
    others = [page.table.item(r, COL_PRESENT).text() for r in range(page.table.rowCount()) if r != row]
    assert set(others) == {""}
    card.setCheckState(Qt.Checked)  # the referee sees the card
    present = page.table.item(row, COL_PRESENT)
    assert present.text() == "平板" and page.table.item(row, COL_CARD).checkState() == Qt.Checked
