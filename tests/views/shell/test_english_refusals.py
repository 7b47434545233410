"""In English, a refusal from the domain or the services reaches the screen in English: results,
rounds, printing and roster import (only data such as names may be Chinese)."""
import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QLabel, QMessageBox

from app.services.rounds import pair_next_round
from app.views.results.results_page import ResultsPage
from app.views.rounds.rounds_page import RoundsPage

CJK = re.compile(r"[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]")


@pytest.fixture
def boxes(monkeypatch):
    """The text of every warning, question and critical box, instead of showing it."""
    shown = []
    for kind in ("warning", "critical", "information"):
        monkeypatch.setattr(QMessageBox, kind, lambda _parent, _title, text, *a, **k: shown.append(text))
    monkeypatch.setattr(QMessageBox, "question",
                        lambda _parent, _title, text, *a, **k: shown.append(text) or QMessageBox.No)
    return shown


def _chinese_outside(text: str, data=()) -> list[str]:
    """The Chinese characters left in ``text`` once the given data (names) are taken out."""
    for value in data:
        text = text.replace(value, "")
    return CJK.findall(text)


def _typed(qtbot, page, table, code):
    page.table_input.setText(str(table))
    qtbot.keyClick(page.table_input, Qt.Key_Return)
    page.code_input.setText(code)
    qtbot.keyClick(page.code_input, Qt.Key_Return)
    return page.last_refusal


@pytest.mark.parametrize("event, code, expected", [
    ("go", "=", "This event has no draws"),
    ("xiangqi", "2-0", "Unrecognised score “2-0”"),
    ("gomoku", "1-0,0-1,1-0", "Gomoku plays 2 games a round"),
    ("gomoku", "", "Enter a score code"),
])
def test_results_page_refuses_a_bad_or_impossible_code_in_english(qtbot, demo_store, english, event, code, expected):
    """A code the event does not accept, or a score that cannot have happened, is refused in English."""
    pair_next_round(demo_store, event, seed=1)
    page = ResultsPage(demo_store, event, QUndoStack())
    qtbot.addWidget(page)
    page.show()
    refusal = _typed(qtbot, page, 1, code)
    assert refusal.startswith(expected)
    assert _chinese_outside(refusal) == []


def test_results_page_names_a_missing_table_in_english(qtbot, demo_store, english):
    """A table the round does not have is refused in English."""
    pair_next_round(demo_store, "xiangqi", seed=1)
    page = ResultsPage(demo_store, "xiangqi", QUndoStack())
    qtbot.addWidget(page)
    page.show()
    refusal = _typed(qtbot, page, 99, "1-0")
    assert "99" in refusal and _chinese_outside(refusal) == []


def test_rounds_page_refuses_the_next_round_in_english(qtbot, demo_store, english, boxes):
    """Pairing round 2 before round 1's results are in is refused, with the open tables, in English."""
    page = RoundsPage(demo_store, "xiangqi", QUndoStack())
    qtbot.addWidget(page)
    page.show()
    with qtbot.waitSignal(page.paired, timeout=10000):
        qtbot.mouseClick(page.pair_button, Qt.LeftButton)
    with qtbot.waitSignal(page.pairing_failed, timeout=10000) as blocker:
        qtbot.mouseClick(page.pair_button, Qt.LeftButton)
    assert blocker.args[0].startswith("Round 1 still has 12 tables without a result")
    assert boxes and all(_chinese_outside(text) == [] for text in [blocker.args[0], *boxes])


def test_print_refusals_are_in_english(qtbot, demo_store, english, boxes, open_main_window):
    """Certificates before anyone has placed: the refusal and its reason (event names too) are English."""
    from app.views.printing.print_menu import preview
    pair_next_round(demo_store, "xiangqi", seed=1)
    window = open_main_window(demo_store)
    preview(window, "certificates")
    qtbot.waitUntil(lambda: bool(boxes), timeout=10000)
    assert "No certificates to award yet" in boxes[0] and "Xiangqi: 0 of 7 rounds complete" in boxes[0]
    assert len(boxes) == 1 and _chinese_outside(boxes[0]) == []  # refused at once, never "print anyway?"


def test_roster_import_problems_are_in_english(qtbot, open_main_window, store, tmp_path, monkeypatch, english):
    """Every problem of a bad row in the import preview is worded in English; the names stay as typed."""
    from app.views.roster.import_dialog import ImportDialog
    from app.views.roster.roster_import_run import RosterImportRun
    window = open_main_window(store)
    previews = []
    monkeypatch.setattr(ImportDialog, "exec", lambda dialog: previews.append(dialog) or False)
    path = tmp_path / "bad.csv"
    path.write_text("name,school,student_id,event,class\n张三,一中,1001,chess,1\n李四,,1002,xiangqi,1\n"
                    "王五,一中,1001,xiangqi,1\n赵六,一中,1003,xiangqi;go,1\n", encoding="utf-8")
    run = RosterImportRun(window, window.store, str(path))
    run.start()
    qtbot.waitUntil(lambda: bool(previews), timeout=10_000)
    table = previews[0].problems
    texts = [table.item(row, 3).text() for row in range(table.rowCount())]
    assert any(text.startswith("unknown event “chess” (write one of: Xiangqi, Go") for text in texts)
    assert "the school is missing" in texts
    assert any("belongs to different players" in text for text in texts)
    assert [text for text in texts if _chinese_outside(text, ("张三", "一中", "李四", "王五"))] == []
    notices = [label.text() for label in previews[0].findChildren(QLabel) if label.text().startswith("•")]
    assert "• Unknown columns ignored: class" in notices and any("CSV encoding" in n for n in notices)
    assert [n for n in notices if _chinese_outside(n)] == []
    rows = previews[0].rows
    assert [rows.item(row, 4).text() for row in range(rows.rowCount())] == ["Xiangqi, Go"]


def test_check_in_refusal_lists_the_reasons_in_english(qtbot, demo_store, english):
    """Check-in in use: the entrants not cleared are listed with why in English (names and schools as data)."""
    from PySide6.QtCore import QTimer

    from app.services.checkin import checkin_rows, set_checkin
    from app.stages.policy import FINAL
    from app.stages.round_id import RoundId
    round_1 = RoundId("xiangqi", FINAL, 1)
    rows = checkin_rows(demo_store, "xiangqi", round_1)
    set_checkin(demo_store, "xiangqi", round_1, [r.entry_id for r in rows[:20]], present=True, card_checked=True)
    page = RoundsPage(demo_store, "xiangqi", QUndoStack())
    qtbot.addWidget(page)
    page.show()
    seen = []

    def answer():
        dialog = getattr(page, "absent_dialog", None)
        if dialog is None or not dialog.isVisible():
            QTimer.singleShot(20, answer)  # the dialog opens once the draw is refused
            return
        seen.append(dialog.text() + "\n" + dialog.informativeText())
        dialog.leave_out_button.click()

    QTimer.singleShot(20, answer)
    with qtbot.waitSignal(page.paired, timeout=20000):
        page.pair_next()
    assert "not present" in seen[0]
    data = [value for r in rows[20:] for value in (r.name, r.school)]
    assert _chinese_outside(seen[0], data) == []


@pytest.mark.parametrize("code", ["xiangqi", "checkers", "sanguosha_1v1", "sanguosha_3v3"])
def test_result_forms_offer_their_end_reasons_in_english(qtbot, demo_store, english, code):
    """The reason list of a result form speaks English in English mode (its data stays the code)."""
    from app.rules.events import settings_for
    from app.scoring import reasons_for
    from app.views.results.entry_base import reason_box
    box = reason_box(code, settings_for(code))
    labels = [box.itemText(i) for i in range(box.count())]
    assert len(labels) > 2 and not [label for label in labels if CJK.search(label)]
    assert [box.itemData(i) for i in range(1, box.count())] == list(reasons_for(code))


def test_pairing_warnings_are_worded_in_english(qtbot, demo_store, english, boxes):
    """A swap that seats schoolmates together: the table's warning (stored as a code with the round)
    reads in English on the rounds page and in the swap's warning box; a warning an older file stored
    as text is shown as it is."""
    from app.services.rounds import swap_seats
    from app.services.round_views import round_view
    from app.views.rounds.round_model import RoundModel
    view = pair_next_round(demo_store, "xiangqi", seed=1)
    first = view.tables[0]
    school = first.seats[0].school
    mate = next(seat for table in view.tables[1:] for seat in table.seats if seat.school == school)
    problems = swap_seats(demo_store, "xiangqi", first.seats[1].seat_id, mate.seat_id)
    assert [m.code for m in problems[first.number]] == ["pairing.same_school"]
    table = next(t for t in round_view(demo_store, "xiangqi").tables if t.number == first.number)
    model = RoundModel()
    model.set_round(round_view(demo_store, "xiangqi"))
    row = next(r for r in range(model.rowCount()) if model.index(r, 0).data() == str(first.number))
    text = model.index(row, model.col_warnings).data()
    data = [seat.name for seat in table.seats] + [seat.school for seat in table.seats]
    assert text.startswith(f"Table {first.number}: schoolmates meet") and _chinese_outside(text, data) == []
    from app.models.schema import GameTable
    with demo_store.session() as session:  # a warning as an older station stored it: plain text
        session.get(GameTable, table.table_id).warnings = ["旧版本写入的提示"]
    model.set_round(round_view(demo_store, "xiangqi"))
    assert model.index(row, model.col_warnings).data() == "旧版本写入的提示"
