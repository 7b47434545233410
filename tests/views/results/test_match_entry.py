"""Sanguosha matches of several games on the results page: keyboard codes and the per-game form (docs/rules.md §5.6)."""
import pytest
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox
from gui_input import fill_and_accept, type_entry

from app.services.result_entry import table_entry
from app.services.rounds import pair_next_round
from app.services.round_views import round_view
from app.services.tournament import update_event_settings
from app.views.results.match_form import SanguoshaMatchDialog
from app.views.results.result_entry import ForfeitDialog, Sanguosha3v3Dialog, TwoPlayerDialog
from app.views.results.results_page import ResultsPage
from app.stages.policy import FINAL
from app.stages.round_id import RoundId


@pytest.fixture
def match_page(qtbot, demo_store, monkeypatch):
    """A results page of an event playing three games a round, round 1 paired."""
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args, **kw: warnings.append(args[2]))

    def make(code):
        update_event_settings(demo_store, code, {"games_per_round": 3})
        pair_next_round(demo_store, code, seed=1)
        page = ResultsPage(demo_store, code, QUndoStack())
        page.warnings = warnings
        qtbot.addWidget(page)
        page.show()
        return page
    return make


def _result(store, code, table):
    return {t.number: t.result for t in round_view(store, code, RoundId(code, FINAL, 1)).tables}[table]


def test_keyboard_takes_a_match_total_and_per_game_codes(match_page, qtbot, demo_store):
    """2-1 and 0-1,1-0,0-1 record whole matches; a single-game code is refused with the forms."""
    page = match_page("sanguosha_1v1")
    assert page.code_input.placeholderText() == "2-1 / 1-0,0-1,1-0 / + / -"
    type_entry(qtbot, page, 1, "2-1")
    type_entry(qtbot, page, 2, "0-1,1-0,0-1")
    assert (_result(demo_store, "sanguosha_1v1", 1), _result(demo_store, "sanguosha_1v1", 2)) == ("2-1", "1-2")
    type_entry(qtbot, page, 3, "1")
    assert _result(demo_store, "sanguosha_1v1", 3) == ""
    assert "2-1" in page.last_refusal and "逐局" in page.last_refusal


def test_the_form_takes_each_game_with_the_camp_choice_and_fouls(match_page, monkeypatch, demo_store):
    """Per game: camp holder, winner, how, technical fouls; the preview shows the match; even games swap."""
    page = match_page("sanguosha_3v3")

    def fill(dialog):
        rows = dialog.rows
        assert [row.camp.currentData() for row in rows] == [0, 1, 0]  # proposed: even games swap
        for row, winner in zip(rows, (0, 1, 0)):
            row.winner.setCurrentIndex(row.winner.findData(winner))
        rows[1].camp.setCurrentIndex(rows[1].camp.findData(0))
        assert "第 2 局的阵营选择权应交换给另一方" in dialog.error.text()
        assert not dialog.buttons.button(QDialogButtonBox.Ok).isEnabled()
        rows[1].camp.setCurrentIndex(rows[1].camp.findData(1))
        rows[1].how.setCurrentIndex(rows[1].how.findData("technical_fouls"))
        rows[1].fouls[0].setValue(3)
        assert dialog.preview.text().startswith("结果：2-1")
    fill_and_accept(monkeypatch, SanguoshaMatchDialog, fill)
    page.open_detail(page.model.tables()[0])
    stored = table_entry(demo_store, "sanguosha_3v3", RoundId("sanguosha_3v3", FINAL, 1), 1)
    assert stored["games"][1] == {"winner": 1, "camp": 1, "how": "technical_fouls", "technical_fouls": [3, 0]}
    assert _result(demo_store, "sanguosha_3v3", 1) == "2-1"


def test_a_games_detail_form_adds_the_time_up_record(match_page, monkeypatch, demo_store, qtbot):
    """详细… opens the one-game 3v3 form; its time-up record is kept with that game."""
    page = match_page("sanguosha_3v3")

    def time_up(dialog):
        dialog.how.setCurrentIndex(dialog.how.findData("time_up"))
        dialog.alive[0].setValue(2)
        dialog.alive[1].setValue(1)
        dialog.accept()
        return dialog.result()
    monkeypatch.setattr(Sanguosha3v3Dialog, "exec", time_up)

    def fill(dialog):
        for row in dialog.rows[:2]:
            row.winner.setCurrentIndex(row.winner.findData(0))
        dialog.rows[2].more.click()
        assert dialog.rows[2].game.time_up["alive"] == [2, 1]
    fill_and_accept(monkeypatch, SanguoshaMatchDialog, fill)
    page.open_detail(page.model.tables()[0])
    game = table_entry(demo_store, "sanguosha_3v3", RoundId("sanguosha_3v3", FINAL, 1), 1)["games"][2]
    assert game["how"] == "time_up" and game["time_up"] == {"alive": [2, 1], "lost_hp": [0, 0]}


def test_a_forfeited_match_forfeits_every_game(match_page, monkeypatch, demo_store):
    """The forfeit form of a match records every game unplayed: +- for the match."""
    page = match_page("sanguosha_1v1")

    fill_and_accept(monkeypatch, ForfeitDialog, lambda dialog: dialog.absent.setCurrentIndex(1))  # seat 1 absent
    page.open_forfeit(page.model.tables()[0])
    assert _result(demo_store, "sanguosha_1v1", 1) == "+-"
    assert len(table_entry(demo_store, "sanguosha_1v1", RoundId("sanguosha_1v1", FINAL, 1), 1)["games"]) == 3


def test_changing_an_odd_games_camp_holder_proposes_the_swap_for_the_next(match_page, monkeypatch, demo_store):
    """Game 1 held by seat 1 makes the form propose seat 0 for game 2, also for a stored game without a holder."""
    page = match_page("sanguosha_3v3")
    table = page.model.tables()[0]
    from app.services.result_entry import event_settings
    dialog = SanguoshaMatchDialog("sanguosha_3v3", event_settings(demo_store, "sanguosha_3v3"), table,
                                  {"games": [{"winner": 0, "camp": 1}, {"winner": 1}, {"winner": 0}]},
                                  game_form=Sanguosha3v3Dialog)
    assert [row.camp.currentData() for row in dialog.rows[:2]] == [1, 0]
    assert dialog.error.text() == "" and dialog.preview.text().startswith("结果：2-1")
    dialog.rows[0].camp.setCurrentIndex(dialog.rows[0].camp.findData(0))
    assert dialog.rows[1].camp.currentData() == 1
    dialog.deleteLater()


def test_a_new_match_form_opens_without_winners_and_refuses_ok(match_page, demo_store):
    """Nothing is proposed as a winner: OK stays off until every game has one (no 3-0 by accident)."""
    page = match_page("sanguosha_1v1")
    from app.services.result_entry import event_settings
    dialog = SanguoshaMatchDialog("sanguosha_1v1", event_settings(demo_store, "sanguosha_1v1"),
                                  page.model.tables()[0], game_form=TwoPlayerDialog)
    assert [row.winner.currentData() for row in dialog.rows] == [None, None, None]
    assert not dialog.buttons.button(QDialogButtonBox.Ok).isEnabled() and dialog.error.text()
    for row in dialog.rows:
        row.winner.setCurrentIndex(row.winner.findData(1))
    assert dialog.buttons.button(QDialogButtonBox.Ok).isEnabled()
    assert dialog.preview.text().startswith("结果：0-3")
    dialog.deleteLater()
