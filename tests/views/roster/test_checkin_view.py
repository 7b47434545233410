"""The check-in page: 全部到场 ticks everyone, and marking one absent takes their card tick away."""
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from app.services.checkin import checkin_rows
from app.stages.policy import FINAL
from app.stages.round_id import RoundId
from app.views.roster.checkin_view import COL_CARD, COL_PRESENT, CheckInView


def test_an_absent_player_after_all_present_is_not_left_card_checked(qtbot, demo_store):
    """After 全部到场并已验证学生证, unticking one player's 到场 clears their 学生证已验 too (on screen and
    in the file): an absent player's card was not checked, and they may not play."""
    view = CheckInView(demo_store, "xiangqi", 5)
    qtbot.addWidget(view)
    button = next(b for b in view.findChildren(QPushButton) if b.text() == "全部到场并已验证学生证")
    qtbot.mouseClick(button, Qt.LeftButton)
    assert view.table.item(0, COL_CARD).checkState() == Qt.Checked
    view.table.item(0, COL_PRESENT).setCheckState(Qt.Unchecked)
    assert view.table.item(0, COL_CARD).checkState() == Qt.Unchecked
    row = checkin_rows(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1))[0]
    assert (row.present, row.card_checked, row.may_play) == (False, False, False)
    assert all(r.card_checked for r in checkin_rows(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1))[1:])


def test_an_event_with_preliminary_groups_checks_in_for_the_preliminarys_rounds(qtbot, demo_store):
    """With preliminary groups the page's rounds are the preliminary's (预赛第 N 轮): its marks are the
    preliminary's round 2, not the final's."""
    from app.services.tournament import update_event_settings
    from app.stages.policy import PRELIMINARY
    update_event_settings(demo_store, "go", {"preliminary_groups": 2, "qualifiers_per_group": 2})
    view = CheckInView(demo_store, "go", 5)
    qtbot.addWidget(view)
    view.round.setValue(2)
    assert view.round.text() == "预赛第 2 轮"
    button = next(b for b in view.findChildren(QPushButton) if b.text() == "全部到场并已验证学生证")
    qtbot.mouseClick(button, Qt.LeftButton)
    assert all(r.may_play for r in checkin_rows(demo_store, "go", RoundId("go", PRELIMINARY, 2)))
    assert not any(r.present for r in checkin_rows(demo_store, "go", RoundId("go", FINAL, 2)))
