"""A card table's result reads in the interface language: the stored summary (Chinese, as the sheets print
it: 斗地主 +6/-3/-3, 反贼胜) is shown in English on an English screen — results page, its ✓ line, and the
rounds page — and stays as stored on a Chinese one."""
import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoStack

from app.scoring.summaries import summary_words
from app.services.results import record_result
from app.services.rounds import pair_next_round
from app.views.common.messages import worded
from app.views.results.results_page import ResultsPage
from app.views.rounds.rounds_page import RoundsPage

CJK = re.compile(r"[\u4e00-\u9fff，]")  # a Chinese word or comma
HANDS = {"hands": [{"bid": 3, "landlord": 0, "landlord_won": True}]}


def rebels_win(table):
    return {"winner": "rebels", "alive": [i for i, s in enumerate(table.seats) if s.role == "反贼"]}


@pytest.mark.parametrize("summary, english", [
    ("斗地主 +6/-3/-3", "Dou Dizhu +6/-3/-3"), ("反贼胜", "Rebels won"), ("主忠胜", "Lord's side won"),
    ("内奸胜", "Traitor won"), ("轮空", "Bye"), ("1-2", "1-2"), ("+-", "+-")])
def test_every_stored_summary_has_its_english(summary, english):
    """Each summary the scoring writes in Chinese is a catalogue entry; scores are shown as they are."""
    words = summary_words(summary)
    assert str(words) == summary and words == summary
    assert worded(words) == summary
    assert words.message("en") == english if hasattr(words, "message") else words == english


@pytest.mark.parametrize("code, entry", [("doudizhu", lambda table: HANDS), ("sanguosha_identity", rebels_win)])
def test_the_result_column_and_the_tick_speak_english(qtbot, demo_store, english, code, entry):
    """In English, a Dou Dizhu or identity result shows no Chinese word in 成绩 on the results and rounds
    pages, nor in the ✓ line after an entry (the names and schools are data and stay as typed)."""
    view = pair_next_round(demo_store, code, seed=1)
    record_result(demo_store, code, view.round_id, view.tables[0].number, entry(view.tables[0]))
    results, rounds = ResultsPage(demo_store, code, QUndoStack()), RoundsPage(demo_store, code, QUndoStack())
    for page in (results, rounds):
        qtbot.addWidget(page)
        page.show()
        page.refresh()
        model = page.model
        shown = [model.index(row, model.col_result).data(Qt.DisplayRole) for row in range(model.rowCount())]
        assert any(text and CJK.search(text) is None and text not in ('—', 'Open') for text in shown), shown
        assert not any(CJK.search(text) for text in shown), shown
    results.record(view.tables[1].number, entry(view.tables[1]), None)
    tick = results.message.text()
    assert tick.startswith("✓") and not CJK.search(tick), tick


@pytest.mark.parametrize("code, entry", [("doudizhu", lambda table: HANDS), ("sanguosha_identity", rebels_win)])
def test_the_card_forms_speak_english(qtbot, demo_store, english, code, entry):
    """In English, the Dou Dizhu and identity forms show the result being entered in English (Dou Dizhu
    +6/-3/-3, Rebels won) and the identity roles by their English names; only names and schools stay."""
    from PySide6.QtWidgets import QLabel

    from app.services.result_entry import event_settings
    from app.views.results.card_forms import DoudizhuDialog, IdentityDialog
    view = pair_next_round(demo_store, code, seed=1)
    form = (DoudizhuDialog if code == "doudizhu" else IdentityDialog)(
        code, event_settings(demo_store, code), view.tables[0], entry(view.tables[0]))
    qtbot.addWidget(form)
    names = {seat.name for seat in view.tables[0].seats}
    shown = [label.text() for label in form.findChildren(QLabel)]
    for name in names:
        shown = [text.replace(name, "") for text in shown]
    assert not [text for text in shown if CJK.search(text)]
    assert ("Dou Dizhu +6/-3/-3" if code == "doudizhu" else "Rebels won") in form.preview.text()
