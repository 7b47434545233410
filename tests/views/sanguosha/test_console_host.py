"""The Sanguosha room hosts its console windows: the results page asks its host, and a console that
is refused (the 比点 question cancelled) is said on the page instead of breaking it."""
from PySide6.QtGui import QUndoStack

from app.sanguosha.errors import SanguoshaError
from app.services.rounds import pair_next_round
from app.services.sanguosha import games_of_table
from app.views.results.results_page import ResultsPage
from app.views.sanguosha.console_host import ConsoleHost

CODE = "sanguosha_3v3"


def test_the_results_page_asks_the_rooms_host_and_a_refused_console_is_said(qtbot, demo_store, monkeypatch):
    """The page's consoles and overview are the host's; a cancelled 比点 opens nothing and says why."""
    tables = pair_next_round(demo_store, CODE, seed=1).tables
    page = ResultsPage(demo_store, CODE, QUndoStack())
    qtbot.addWidget(page)
    page.refresh()
    assert isinstance(page.console_host, ConsoleHost)
    window = page.open_console(page.model.tables()[0])
    window.repaint_timer.stop()
    assert page.console_host.consoles == {tables[0].table_id: window} and page.consoles is page.console_host.consoles

    def cancelled(_parent, _sides):
        raise SanguoshaError("console.bidian_needed")
    monkeypatch.setattr("app.views.sanguosha.console_window.ask_bidian", cancelled)
    second = page.model.tables()[1]
    assert page.open_console(second) is None
    assert "比点胜方" in page.last_refusal
    assert second.table_id not in page.consoles and games_of_table(demo_store, CODE, second.table_id) == []
    board = page.open_board()
    assert page.board is board is page.console_host.board


def test_the_bidian_question_names_its_round_table_and_teams(qtbot, demo_store, monkeypatch):
    """The reported bug: with several consoles open the box asked "第 1 局：哪一队赢得比点…" without
    saying which table asks. It names the round (with its stage), the table and both teams."""
    from app.views.sanguosha import console_window
    second = pair_next_round(demo_store, CODE, seed=1).tables[1]
    asked = []
    monkeypatch.setattr(console_window, "ask_bidian", lambda _parent, table: asked.append(table) or 0)
    page = ResultsPage(demo_store, CODE, QUndoStack())
    qtbot.addWidget(page)
    page.refresh()
    page.open_console(page.model.tables()[1]).repaint_timer.stop()
    (table,) = asked
    teams = tuple(seat.name for seat in second.seats)
    assert (table.round_id.number, table.number, table.sides) == (1, second.number, teams)
    box, buttons = console_window.bidian_box(None, table)
    assert f"第 1 轮 · 第 {second.number} 桌：{teams[0]} 对 {teams[1]}" in box.text()
    assert "哪一队赢得比点" in box.text() and [button.text() for button in buttons] == list(teams)
    assert f"第 {second.number} 桌" in box.windowTitle()


def test_the_bidian_question_in_english(qtbot, demo_store, english):
    from app.services.sanguosha import seated_table
    from app.views.sanguosha.console_window import bidian_box
    first = pair_next_round(demo_store, CODE, seed=1).tables[0]
    box, _buttons = bidian_box(None, seated_table(demo_store, CODE, first.table_id))
    teams = [seat.name for seat in first.seats]
    assert f"Round 1 · Table {first.number}: {teams[0]} vs {teams[1]}" in box.text()
    assert "Game 1: which team won the card draw" in box.text() and f"Table {first.number}" in box.windowTitle()
