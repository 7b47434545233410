"""The results page of a Sanguosha round takes a decided console as its proposal, refuses an entry that
contradicts it with both shown, and lets the referee overrule it with a reason (docs/rules.md §5.7)."""
import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QMessageBox
from sqlalchemy import select

from app.models.schema import AuditEntry
from app.services.result_entry import table_entry
from app.services.rounds import pair_next_round
from app.services.sanguosha import open_console
from app.views.results.console_disagreement import ConsoleDisagreementDialog
from app.views.results.results_page import ResultsPage
from fakes import FakeTime
from gui_input import type_entry
from sanguosha_tables import decide_1v1, decide_by_fouls, decided_match
from app.views.results.match_form import SanguoshaMatchDialog
from app.stages.policy import FINAL
from app.stages.round_id import RoundId

CODE = "sanguosha_3v3"


@pytest.fixture
def decided(qtbot, demo_store, monkeypatch):
    """Round 1 of 3v3 with table 1's game decided at its console (team 1 at the foul limit, team 0 warm),
    and its results page; warning boxes are collected, not shown."""
    table = pair_next_round(demo_store, CODE, seed=1).tables[0]
    clock = FakeTime(10.0)
    decide_by_fouls(demo_store, open_console(demo_store, CODE, table.table_id, clock, random.Random(1), bidian_winner=0), clock)
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args, **kw: warnings.append(args[2]))
    page = ResultsPage(demo_store, CODE, QUndoStack())
    page.warnings = warnings
    qtbot.addWidget(page)
    page.show()
    return page, table


def answer(monkeypatch, qtbot, reason: str, asked: list):
    """The disagreement dialog, when it opens, gets ``reason`` typed and Enter pressed."""
    def run(dialog):
        asked.append(dialog.text.text())
        dialog.show()
        dialog.reason_field.insert(reason)  # typed (QTest types ASCII only)
        qtbot.keyClick(dialog.reason_field, Qt.Key_Return)
        return dialog.result()
    monkeypatch.setattr(ConsoleDisagreementDialog, "exec", run)


def test_the_quick_entry_proposes_the_consoles_outcome(qtbot, decided, demo_store):
    """Table number and Enter: the code field holds 1 (team 0 won) and the line says how the console saw it;
    Enter records it as the console ended it (team 1's fouls at the limit)."""
    page, table = decided
    page.table_input.setText(str(table.number))
    qtbot.keyClick(page.table_input, Qt.Key_Return)
    assert page.code_input.text() == "1" and page.code_input.hasSelectedText()
    assert f"选将台：暖色（{table.seats[0].name}）胜" in page.message.text()
    qtbot.keyClick(page.code_input, Qt.Key_Return)
    assert table_entry(demo_store, CODE, RoundId(CODE, FINAL, 1), table.number) == {
        "winner": 0, "how": "technical_fouls", "technical_fouls": [0, 3]}


def test_a_contradicting_entry_is_refused_until_a_reason_overrules_it(qtbot, decided, demo_store, monkeypatch):
    """The reported bug: 0 for a game the console gave team 0 was accepted without a word. Now the dialog
    shows both; Enter without a reason corrects (nothing written); with a reason the entry stands, audited."""
    page, table = decided
    asked = []
    answer(monkeypatch, qtbot, "", asked)
    type_entry(qtbot, page, table.number, "0")
    assert f"选将台：暖色（{table.seats[0].name}）胜" in asked[0]
    assert f"录入：冷色（{table.seats[1].name}）胜" in asked[0]
    assert table_entry(demo_store, CODE, RoundId(CODE, FINAL, 1), table.number) is None and page.undo_stack.count() == 0
    assert page.code_input.text() == "0" and "不符" in page.message.text()  # the entry stays to correct
    answer(monkeypatch, qtbot, "犯规记错了一队", asked)
    qtbot.keyClick(page.code_input, Qt.Key_Return)
    assert table_entry(demo_store, CODE, RoundId(CODE, FINAL, 1), table.number) == {"score": "0"} and len(asked) == 2
    with demo_store.read() as session:
        audit = session.scalars(select(AuditEntry).where(AuditEntry.action == "result_console_override")).one()
    assert audit.new["reason"] == "犯规记错了一队" and audit.old["console"][0]["winner"] == 0
    page.undo_stack.undo()  # undo clears it; redo records it again under the same reason
    assert table_entry(demo_store, CODE, RoundId(CODE, FINAL, 1), table.number) is None
    page.undo_stack.redo()
    assert table_entry(demo_store, CODE, RoundId(CODE, FINAL, 1), table.number) == {"score": "0"}


def test_the_form_refused_by_the_console_asks_once_and_opens_again(qtbot, decided, demo_store, monkeypatch):
    """A form's entry the console contradicts: the disagreement dialog, no second warning box, the form
    again with what was typed."""
    page, table = decided
    asked, reopened = [], []
    answer(monkeypatch, qtbot, "", asked)

    class Typed:
        """A form that returns ``entry`` when OK'd (``accepted``), or is cancelled."""

        def __init__(self, entry, accepted=True):
            self.typed, self.accepted = entry, accepted

        def exec(self):
            return int(self.accepted)

        def entry(self):
            return self.typed

    page._run_dialog(Typed({"winner": 1}), table, lambda again, typed: reopened.append(typed) or Typed(typed, False))
    assert len(asked) == 1 and page.warnings == [] and reopened == [{"winner": 1}]
    assert table_entry(demo_store, CODE, RoundId(CODE, FINAL, 1), table.number) is None


def test_the_page_names_teams_and_each_seats_camp(decided):
    """甲队 / 乙队 over the seats, not 先手 / 后手; the decided table marks team 0 warm and team 1 cold."""
    page, table = decided
    model = page.model
    assert [model.headerData(column, Qt.Horizontal) for column in (1, 2)] == ["甲队", "乙队"]
    row = model.row_of(table.number)
    first, second = (model.index(row, column).data() for column in (1, 2))
    assert first.startswith(f"{table.seats[0].name} · 暖色") and second.startswith(f"{table.seats[1].name} · 冷色")
    other = model.row_of(table.number + 1)
    assert "暖色" not in model.index(other, 1).data()  # a table without a console has no camp


def test_a_1v1_page_names_players_and_the_lord(qtbot, demo_store):
    """1v1: 选手甲 / 选手乙, and the lord's seat marked 主公 once its console drew it."""
    code = "sanguosha_1v1"
    table = pair_next_round(demo_store, code, seed=1).tables[0]
    lord = open_console(demo_store, code, table.table_id, FakeTime(1.0), random.Random(5)).console(
        FakeTime(1.0)).camp_holder
    page = ResultsPage(demo_store, code, QUndoStack())
    qtbot.addWidget(page)
    model = page.model
    assert [model.headerData(column, Qt.Horizontal) for column in (1, 2)] == ["选手甲", "选手乙"]
    row = model.row_of(table.number)
    assert "· 主公" in model.index(row, 1 + lord).data() and "· 内奸" in model.index(row, 2 - lord).data()


def test_undo_puts_back_an_overruled_result_without_asking_again(qtbot, decided, demo_store, monkeypatch):
    """0 kept with a reason, then changed to 1 (the console's proposal, stored as the console ended it): undo restores 0 (stored before), audited, no dialog."""
    page, table = decided
    asked = []
    answer(monkeypatch, qtbot, "裁判长确认", asked)
    type_entry(qtbot, page, table.number, "0")
    type_entry(qtbot, page, table.number, "1")
    assert table_entry(demo_store, CODE, RoundId(CODE, FINAL, 1), table.number)["winner"] == 0 and len(asked) == 1
    page.undo_stack.undo()
    assert table_entry(demo_store, CODE, RoundId(CODE, FINAL, 1), table.number) == {"score": "0"} and len(asked) == 1
    with demo_store.read() as session:
        reasons = [row.new["reason"] for row in session.scalars(
            select(AuditEntry).where(AuditEntry.action == "result_console_override").order_by(AuditEntry.id))]
    assert reasons == ["裁判长确认", "undo: the result stored before"]


def test_a_1v1_game_decided_at_its_console_is_proposed_and_a_contradiction_asked(qtbot, demo_store, monkeypatch):
    """1v1: the traitor's three generals dead at the console; the quick entry proposes the lord's win
    (主公 named with the player), and the other player's win opens the disagreement dialog, nothing written."""
    code = "sanguosha_1v1"
    table = pair_next_round(demo_store, code, seed=1).tables[0]
    clock = FakeTime(1.0)
    _record, console = decide_1v1(demo_store, open_console(demo_store, code, table.table_id, clock,
                                                           random.Random(5)), clock, loser="traitor")
    lord = console.camp_holder
    page = ResultsPage(demo_store, code, QUndoStack())
    qtbot.addWidget(page)
    page.show()
    page.table_input.setText(str(table.number))
    qtbot.keyClick(page.table_input, Qt.Key_Return)
    assert page.code_input.text() == ("1" if lord == 0 else "0")
    assert f"选将台：主公（{table.seats[lord].name}）胜" in page.message.text()
    asked = []
    answer(monkeypatch, qtbot, "", asked)
    type_entry(qtbot, page, table.number, "0" if lord == 0 else "1")
    assert f"录入：内奸（{table.seats[1 - lord].name}）胜" in asked[0]
    assert table_entry(demo_store, code, RoundId(code, FINAL, 1), table.number) is None


def test_enter_on_the_consoles_match_proposal_keeps_each_games_camp_and_how(qtbot, demo_store, monkeypatch):
    """The reported bug: Enter on the consoles' 1-0,0-1,0-1 stored the code alone, and the match form
    then showed each game's how as （未注明）. Now it stores the games as the consoles decided them, and
    the form opens on each game's camp holder and how."""
    table = decided_match(demo_store)
    page = ResultsPage(demo_store, CODE, QUndoStack())
    qtbot.addWidget(page)
    page.show()
    page.table_input.setText(str(table.number))
    qtbot.keyClick(page.table_input, Qt.Key_Return)
    assert page.code_input.text() == "1-0,0-1,0-1"
    qtbot.keyClick(page.code_input, Qt.Key_Return)
    stored = table_entry(demo_store, CODE, RoundId(CODE, FINAL, 1), table.number)
    assert [(game["camp"], game["winner"], game["how"]) for game in stored["games"]] == [
        (0, 0, "technical_fouls"), (1, 1, "technical_fouls"), (1, 1, "technical_fouls")]
    shown_rows = []
    monkeypatch.setattr(SanguoshaMatchDialog, "exec", lambda dialog: shown_rows.extend(
        (row.camp.currentData(), row.winner.currentData(), row.how.currentData()) for row in dialog.rows) or 0)
    page.open_detail(page.model.tables()[page.model.row_of(table.number)])
    assert shown_rows == [(0, 0, "technical_fouls"), (1, 1, "technical_fouls"), (1, 1, "technical_fouls")]


def test_the_1v1_results_page_and_printed_sheets_name_the_seats_alike(qtbot, demo_store):
    """The reported bug: the 1v1 match sheet headed its columns 先手 / 后手 while the results page said
    选手甲 / 选手乙. Seed 001 says 选手 (先手 is the 内奸's): both say 选手甲 / 选手乙."""
    from app.services.printing import pairing_sheet
    code = "sanguosha_1v1"
    pair_next_round(demo_store, code, seed=1)
    page = ResultsPage(demo_store, code, QUndoStack())
    qtbot.addWidget(page)
    headers = tuple(page.model.headerData(column, Qt.Horizontal) for column in (1, 2))
    sheet = pairing_sheet(demo_store, code, RoundId(code, FINAL, 1))
    assert headers == (sheet.first_label, sheet.second_label) == ("选手甲", "选手乙")
