"""The rounds page of a final after preliminary groups: the preliminary's rounds stay listed, shown on
their own tables, and only the final's latest round can be changed."""
from PySide6.QtGui import QUndoStack

from app.stages.policy import FINAL, PRELIMINARY
from app.stages.round_id import RoundId
from app.views.rounds.rounds_page import RoundsPage
from sanguosha_tables import staged

CODE = "sanguosha_1v1"


def test_a_preliminary_round_shows_its_own_tables_and_stays_read_only(qtbot, demo_store, play_round):
    """With the final in play, 预赛第 1 轮 is listed first; chosen, its tables (not the final's) are shown
    and the last round's buttons are off; the final's 第 1 轮 keeps them."""
    preliminary, final = staged(demo_store, CODE, play_round)
    page = RoundsPage(demo_store, CODE, QUndoStack())
    qtbot.addWidget(page)
    page.show()
    box = page.round_box
    assert box.itemData(0) == RoundId(CODE, PRELIMINARY, 1) and box.itemText(0) == "预赛第 1 轮"
    assert box.currentData() == RoundId(CODE, FINAL, 1) and box.currentText() == "第 1 轮"
    box.setCurrentIndex(0)
    shown = [page.model.table_at(row).table_id for row in range(page.model.rowCount())]
    assert shown == [t.table_id for t in preliminary.tables]
    assert page.info.text().startswith("预赛第 1 轮 · ") and f"{len(preliminary.tables)} 桌" in page.info.text()
    assert not page.delete_button.isEnabled() and not page.repair_button.isEnabled()
    box.setCurrentIndex(box.count() - 1)
    assert f"{len(final.tables)} 桌" in page.info.text() and page.delete_button.isEnabled()
    assert page.info.text().startswith("决赛第 1 轮 · ")  # after groups the final is a stage of two


def test_an_event_without_groups_names_no_stage(qtbot, demo_store, english):
    """The reported bug: the page said 决赛 / "Final stage" for an event whose final is its only stage,
    where the printed sheets and the hall name none."""
    from app.services.rounds import pair_next_round
    view = pair_next_round(demo_store, CODE, seed=1)
    page = RoundsPage(demo_store, CODE, QUndoStack())
    qtbot.addWidget(page)
    page.show()
    assert page.info.text().startswith(f"Round 1 · {len(view.tables)} tables") and "Final" not in page.info.text()


def test_a_preliminary_round_in_play_is_listed_with_its_stage(qtbot, demo_store):
    """While the preliminary is played the chooser says 预赛第 1 轮, as the line above the tables and every
    other screen name it (it said 第 1 轮, the final's name, until the final was paired)."""
    from app.services.rounds import pair_next_round
    from app.services.tournament import update_event_settings
    update_event_settings(demo_store, CODE, {"preliminary_groups": 2, "preliminary_group_mode": "spread"})
    pair_next_round(demo_store, CODE, seed=1)
    page = RoundsPage(demo_store, CODE, QUndoStack())
    qtbot.addWidget(page)
    page.show()
    assert [page.round_box.itemText(i) for i in range(page.round_box.count())] == ["预赛第 1 轮"]
    assert page.info.text().startswith("预赛第 1 轮 · ")
