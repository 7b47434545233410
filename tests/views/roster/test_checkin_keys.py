"""The check-in page by keys (#32 item 5): type a name, its pinyin or initials to find a player, Enter to reach
the row, Space to tick them present with their card checked (Space again unticks); typing again searches."""
import pytest
from PySide6.QtCore import Qt

from app.services.checkin import checkin_rows
from app.services.players import add_player
from app.stages.policy import FINAL
from app.stages.round_id import RoundId
from app.views.roster.checkin_view import COL_CARD, COL_NAME, COL_PRESENT, CheckInView

ROUND_1 = RoundId("xiangqi", FINAL, 1)
NAMES = ("曾小明", "单雄信", "张三", "张山峰", "李四")


@pytest.fixture
def view(qtbot, store):
    for number, name in enumerate(NAMES):
        add_player(store, name, "一中", f"10{number}", ["xiangqi"])
    page = CheckInView(store, "xiangqi", 5)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    return page


def _shown(view):
    return [view.table.item(r, COL_NAME).text() for r in range(view.table.rowCount()) if not view.table.isRowHidden(r)]


def _marks(store):
    return {row.name: (row.present, row.card_checked) for row in checkin_rows(store, "xiangqi", ROUND_1)}


@pytest.mark.parametrize("typed, found", [
    ("zs", ["张三", "张山峰"]), ("zsf", ["张山峰"]), ("zeng", ["曾小明"]), ("shan", ["单雄信", "张山峰"]),
    ("李", ["李四"]), ("", list(NAMES)),
])
def test_the_search_shows_the_players_it_finds(view, qtbot, typed, found):
    if typed.isascii():
        qtbot.keyClicks(view.search, typed)
    else:  # Chinese comes from an input method, not key presses
        view.search.setText(typed)
    assert sorted(_shown(view)) == sorted(found)


def test_enter_then_space_ticks_the_found_player_and_typing_searches_again(view, qtbot, store):
    """zsf ⏎ ␣ marks 张山峰 present with a checked card; li ⏎ ␣ then marks 李四; Space again unticks 李四."""
    view.search.setFocus()
    qtbot.keyClicks(view.search, "zsf")
    qtbot.keyClick(view.search, Qt.Key_Return)
    assert view.table.hasFocus() and view.table.item(view.table.currentRow(), COL_NAME).text() == "张山峰"
    qtbot.keyClick(view.table, Qt.Key_Space)
    qtbot.keyClick(view.table, "l")  # typed at the table: a new search, which takes the keys that follow
    assert view.search.hasFocus()
    qtbot.keyClicks(view.search, "i")
    assert view.search.hasFocus() and view.search.text() == "li" and _shown(view) == ["李四"]
    qtbot.keyClick(view.search, Qt.Key_Return)
    qtbot.keyClick(view.table, Qt.Key_Space)
    marks = _marks(store)
    assert marks["张山峰"] == marks["李四"] == (True, True)
    assert marks["张三"] == (False, False)
    row = view.table.currentRow()
    assert (view.table.item(row, COL_PRESENT).checkState(), view.table.item(row, COL_CARD).checkState()) == (
        Qt.Checked, Qt.Checked)
    qtbot.keyClick(view.table, Qt.Key_Space)
    assert _marks(store)["李四"] == (False, False) and _shown(view) == ["李四"]


def test_escape_clears_the_search(view, qtbot):
    qtbot.keyClicks(view.search, "zs")
    qtbot.keyClick(view.search, Qt.Key_Escape)
    assert view.search.text() == "" and len(_shown(view)) == len(NAMES)


def test_a_refresh_keeps_the_row_the_referee_is_on(view, qtbot):
    """A refresh (another station's mark, a result elsewhere) leaves the cursor on the same player."""
    qtbot.keyClicks(view.search, "sh")
    view.table.setCurrentCell(next(r for r in range(view.table.rowCount()) if not view.table.isRowHidden(r)
                                   and view.table.item(r, COL_NAME).text() == "张山峰"), COL_NAME)
    view.refresh()
    assert view.table.item(view.table.currentRow(), COL_NAME).text() == "张山峰"


def test_the_page_follows_the_round_paired_next(qtbot, demo_store, play_round):
    """Once round 1 is paired the page turns to round 2 by itself (check-in is asked at every round), and the
    referee may still pick another round."""
    import random

    from app.services.rounds import pair_next_round
    from app.views.base.hub import hub
    page = CheckInView(demo_store, "xiangqi", 5)
    qtbot.addWidget(page)
    page.show()
    assert page.round.value() == 1
    play_round(demo_store, "xiangqi", pair_next_round(demo_store, "xiangqi", seed=1), random.Random(1))
    hub().round_paired.emit("xiangqi")
    assert page.round.value() == 2
    page.round.setValue(1)
    page.refresh()
    assert page.round.value() == 1


def test_ctrl_f_goes_to_the_search(view, qtbot):
    """Ctrl+F (F1 lists it) from the table selects the search's text, ready for the next name."""
    qtbot.keyClicks(view.search, "zs")
    qtbot.keyClick(view.search, Qt.Key_Return)
    assert view.table.hasFocus()
    qtbot.keyClick(view.table, Qt.Key_F, Qt.ControlModifier)
    assert view.search.hasFocus() and view.search.selectedText() == "zs"
