"""The Dou Dizhu hand form records what the referee meant: every key sequence its hint describes, typed on
the real form opened from the results page, stores the hand it names, with the hand's points shown before
Enter adds it; and the form fits a 1366×768 laptop in both languages without a sideways scroll bar."""
import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QApplication

from app.scoring.doudizhu import Hand
from app.services.result_entry import event_settings, table_entry
from app.services.rounds import pair_next_round
from app.stages import FINAL
from app.stages.round_id import RoundId
from app.views.results.card_forms import DoudizhuDialog
from app.views.results.results_page import ResultsPage

LAPTOP = QRect(0, 0, 1366, 728)  # a 1366×768 screen less a 40-pixel task bar

HINT = ("键盘：叫分 0–3 → 地主 1–3 → 胜方（1 地主胜 / 2 农民胜）→ Enter 记下这一手；"
        "加倍项按 Tab 或 *：炸弹（个数）、火箭 / 春天（空格）、明牌（0–3）；新的一手为空时 Enter 保存")

T, BACK, SPACE, STAR, ENTER = Qt.Key_Tab, Qt.Key_Backtab, Qt.Key_Space, Qt.Key_Asterisk, Qt.Key_Return
HAND = {"bid": 3, "landlord": 0, "landlord_won": True, "bombs": 0, "rocket": False, "spring": False,
        "open_hands": []}

# Each sequence the hint describes (keys of one hand before its Enter), the hand it stores and the
# points its row shows before Enter adds it (seat 1, 2, 3 of the table).
SEQUENCES = [
    pytest.param("311", [], HAND, "+6 / -3 / -3", id="bid-landlord-winner"),
    pytest.param("232", [], {**HAND, "bid": 2, "landlord": 2, "landlord_won": False}, "+2 / +2 / -4",
                 id="farmers-won"),
    pytest.param("0", [], {"bid": None, "landlord": None, "landlord_won": None, "bombs": 0, "rocket": False,
                           "spring": False, "open_hands": []}, "0 / 0 / 0", id="no-bid"),
    pytest.param("3112", [], {**HAND, "landlord_won": False}, "-6 / +3 / +3", id="winner-retyped"),
    pytest.param("311", [T, "2"], {**HAND, "bombs": 2}, "+24 / -12 / -12", id="tab-bombs"),
    pytest.param("311", [T, T, SPACE], {**HAND, "rocket": True}, "+12 / -6 / -6", id="tab-rocket"),
    pytest.param("311", [T, T, T, SPACE], {**HAND, "spring": True}, "+12 / -6 / -6", id="tab-spring"),
    pytest.param("311", [T, T, T, T, "3"], {**HAND, "open_hands": ["start"]}, "+12 / -6 / -6",
                 id="tab-open-start"),
    pytest.param("12", [STAR, "1", T, SPACE, T, SPACE, T, "1", BACK, BACK, BACK, BACK, "1"], {
        **HAND, "bid": 1, "landlord": 1, "bombs": 1, "rocket": True, "spring": True,
        "open_hands": ["after_bottom"]}, "-16 / +32 / -16", id="star-before-the-winner"),
    pytest.param("311", [STAR, "1", T, SPACE, T, SPACE, T, "1"], {
        **HAND, "bombs": 1, "rocket": True, "spring": True, "open_hands": ["after_bottom"]},
        "+96 / -48 / -48", id="star-every-extra"),
]


def _type(qtbot, keys) -> None:
    """Each key pressed on whatever holds the keyboard focus now, as a referee types."""
    for key in keys:
        for one in ([Qt.Key_0 + int(digit) for digit in key] if isinstance(key, str) else [key]):
            qtbot.keyClick(QApplication.focusWidget(), one)


@pytest.fixture
def doudizhu_page(qtbot, demo_store):
    pair_next_round(demo_store, "doudizhu", seed=1)
    page = ResultsPage(demo_store, "doudizhu", QUndoStack())
    qtbot.addWidget(page)
    page.show()
    return page


@pytest.mark.parametrize("digits, extras, stored, shown", SEQUENCES)
def test_every_hinted_sequence_stores_the_hand_meant(qtbot, monkeypatch, demo_store, doudizhu_page,
                                                       digits, extras, stored, shown):
    """Bid → landlord → winner are the digits' order (the landlord's digit no longer lands in 炸弹); the
    extras come only by Tab or *; the row shows the hand's points before Enter adds it; Enter on the new
    empty hand records the game, and the stored hand is the one typed."""
    seen = {}

    def run(dialog):
        dialog.show()
        dialog.activateWindow()
        qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.hands[0]["bid"], timeout=20000)
        seen["hint"] = dialog.key_hint.text()
        _type(qtbot, [digits, *extras])
        seen["row"] = dialog.hand_labels[0].text()
        seen["line"] = dialog.hand_line.text()
        _type(qtbot, [ENTER])
        seen["hands"] = len(dialog.hands)
        _type(qtbot, [ENTER])
        return dialog.result()
    monkeypatch.setattr(DoudizhuDialog, "exec", run)
    doudizhu_page.open_detail(doudizhu_page.model.tables()[0])
    assert seen["hint"] == HINT
    assert seen["row"] == shown and seen["line"].startswith("第 1 手：") and "请选择" not in seen["line"]
    assert seen["hands"] == 2  # Enter added the hand and opened the next, empty one
    entry = table_entry(demo_store, "doudizhu", RoundId("doudizhu", FINAL, 1), 1)
    assert [Hand.from_json(hand) for hand in entry["hands"]] == [Hand.from_json(stored)]


def _open_form(qtbot, demo_store):
    """Round 1 paired; its first table's empty form shown, the cursor on 叫分."""
    table = pair_next_round(demo_store, "doudizhu", seed=1).tables[0]
    dialog = DoudizhuDialog("doudizhu", event_settings(demo_store, "doudizhu"), table)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.hands[0]["bid"], timeout=20000)
    return table, dialog


def test_the_line_under_the_hands_says_how_the_points_come(qtbot, demo_store):
    """Bid 3, one bomb and the rocket: the line under the hands reads bid 3 × 4 = 12 and each seat's points,
    before Enter; with the winner still missing, or a hand that cannot have been played, it says so."""
    table, dialog = _open_form(qtbot, demo_store)
    _type(qtbot, ["31", STAR, "1", T, SPACE])
    assert dialog.hand_line.text() == "第 1 手：请选择胜方"
    _type(qtbot, [BACK, BACK, "1"])
    names = [seat.name for seat in table.seats]
    assert dialog.hand_line.text() == (f"第 1 手：叫 3 分 × 4 = 12 分　{names[0]} +24，{names[1]} -12，"
                                       f"{names[2]} -12　Enter 记下")
    _type(qtbot, [T, "5", T, T, SPACE])  # five bombs, the rocket and a spring: not 20 cards
    assert dialog.hand_line.text() == "第 1 手：地主春天时农民一张未出，炸弹和火箭都出自地主的 20 张牌，5 个炸弹加火箭不可能"


def test_the_games_points_read_signed_as_the_hands_do(qtbot, demo_store):
    """After 3 1 1 Enter the game's line reads each seat +6 / -3 / -3, as the hand's line did (it said 6)."""
    table, dialog = _open_form(qtbot, demo_store)
    _type(qtbot, ["311", ENTER])
    names = [seat.name for seat in table.seats]
    assert dialog.preview.text().endswith(f"得分：{names[0]} +6，{names[1]} -3，{names[2]} -3")


@pytest.mark.parametrize("language", ["zh_CN", "en"])
def test_the_form_fits_a_1366_by_768_laptop_without_a_sideways_scroll_bar(qtbot, demo_store, request, language):
    """The widest hands and a long game: the form is no wider than the laptop, and every column up to
    本手得分 is in view without scrolling sideways. Qt opens a dialog at most 2/3 of its screen wide (910
    of 1366; less on the tests' narrower screen), which put the English score column behind a scroll bar."""
    if language == "en":
        request.getfixturevalue("english")
    table = pair_next_round(demo_store, "doudizhu", seed=1).tables[0]
    widest = {"bid": 3, "landlord": 2, "landlord_won": False, "bombs": 13, "rocket": True,
              "open_hands": ["deal"]}
    dialog = DoudizhuDialog("doudizhu", event_settings(demo_store, "doudizhu"), table, {"hands": [widest] * 30})
    qtbot.addWidget(dialog)
    dialog.show()
    QApplication.processEvents()
    assert dialog.width() <= LAPTOP.width() and dialog.minimumSizeHint().width() <= LAPTOP.width()
    assert dialog.hands_scroll.horizontalScrollBar().maximum() == 0
    assert dialog.hands_scroll.verticalScrollBar().maximum() > 0  # 30 hands scroll up and down only
    viewport = dialog.hands_scroll.viewport()
    score = dialog.hand_labels[0]
    right = score.mapTo(viewport, score.rect().topLeft()).x() + score.fontMetrics().horizontalAdvance(score.text())
    assert right <= viewport.width()
