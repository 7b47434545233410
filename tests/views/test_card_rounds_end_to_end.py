"""The card events played end to end through the main window as the referee plays them: a round paired by
Ctrl+P, a 3v3 and a 1v1 match of three games decided at the console by its keys (Ctrl+G), the consoles'
outcome taken by the results page's Enter and ranked; Dou Dizhu hands and identity roles entered in their
forms, schoolmates seated apart (docs/rules.md §2.7, §5)."""
from collections import Counter

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.services.result_entry import event_settings
from app.services.sanguosha import decided_winners, round_outcomes
from app.services.standings import event_standings
from app.services.tournament import update_event_settings
from app.stages import FINAL
from app.stages.round_id import RoundId
from app.views.results.card_forms import DoudizhuDialog, IdentityDialog
from gui_input import press_keys

REBEL = "反贼"  # the role as the draw names it


def show_page(qtbot, window, code, page):
    """The event's tab and page in front, the main window active (its page keys work)."""
    tab = next(window.tabs.widget(i) for i in range(window.tabs.count()) if window.tabs.widget(i).code == code)
    window.tabs.setCurrentWidget(tab)
    tab.pages.setCurrentWidget(getattr(tab, page))
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    return tab


def pair_by_ctrl_p(qtbot, window, code):
    """轮次与对阵, Ctrl+P: round 1 paired (off the GUI thread); the results page then in front."""
    tab = show_page(qtbot, window, code, "rounds")
    with qtbot.waitSignal(tab.rounds.paired, timeout=30000):
        qtbot.keyClick(tab.rounds, Qt.Key_P, Qt.ControlModifier)
    show_page(qtbot, window, code, "results")
    return tab


def open_console_by_ctrl_g(qtbot, page, table):
    """桌号 typed, Ctrl+G: that table's console window."""
    page.table_input.setText(str(table.number))
    qtbot.keyClick(page, Qt.Key_G, Qt.ControlModifier)
    return page.consoles[table.table_id]


def accept_console_proposal(qtbot, page, table_number):
    """The table typed, Enter: the console's outcome is proposed in 比分, and Enter records it."""
    page.table_input.selectAll()
    press_keys(qtbot, page.table_input, str(table_number), Qt.Key_Return)
    proposed = page.code_input.text()
    press_keys(qtbot, page.code_input, Qt.Key_Return)
    return proposed


def pick_in_dealt_order(qtbot, console, count):
    """Each pick typed as the next face-up card's number and Enter (every card is free in turn)."""
    for number in range(1, count + 1):
        press_keys(qtbot, console, str(number), Qt.Key_Return)


def draft_3v3(qtbot, console):
    """Space starts; the holder then the other team take piles 1 and 2; Enter ends the viewing; the holder
    takes warm, warm picks first; 16 picks; both confirm; both lineups; Enter reveals; warm acts first and
    its commander ends a turn."""
    press_keys(qtbot, console, Qt.Key_Space, Qt.Key_1, Qt.Key_2, Qt.Key_Return, Qt.Key_1, Qt.Key_1)
    pick_in_dealt_order(qtbot, console, 16)
    press_keys(qtbot, console, Qt.Key_1, Qt.Key_2)
    press_keys(qtbot, console, Qt.Key_Return, "123", Qt.Key_Return, Qt.Key_Return, "213", Qt.Key_Return)
    press_keys(qtbot, console, Qt.Key_Return, Qt.Key_1, Qt.Key_1, Qt.Key_Return)


def draft_1v1(qtbot, console):
    """Space starts; ten picks in the order 1,2,2,2,2,1; both secret orders."""
    press_keys(qtbot, console, Qt.Key_Space)
    pick_in_dealt_order(qtbot, console, 10)
    press_keys(qtbot, console, Qt.Key_Return, "123", Qt.Key_Return, Qt.Key_Return, "321", Qt.Key_Return)


def game_codes(winners: dict[int, int]) -> str:
    """The games in order as the results page's code reads them, from the first side (1-0,0-1,…)."""
    return ",".join("1-0" if winners[game] == 0 else "0-1" for game in sorted(winners))


def match_score(winners: dict[int, int]) -> str:
    """The match as the results page shows it, from the first side: games won by each."""
    won = Counter(winners.values())
    return f"{won[0]}-{won[1]}"


def points_of(store, code) -> dict[int, float]:
    return {row.id: row.points for row in event_standings(store, code).rows}


def assert_match_ranked(store, code, table, winners):
    """The side that won more games scored the event's win points, the other its loss points."""
    settings, points = event_settings(store, code), points_of(store, code)
    won = Counter(winners.values())
    winner, loser = (0, 1) if won[0] > won[1] else (1, 0)
    assert points[table.seats[winner].competitor_id] == settings["win_points"]
    assert points[table.seats[loser].competitor_id] == settings["loss_points"]


@pytest.fixture
def card_window(open_main_window, demo_store):
    """The demo tournament (8 schools) in the main window, 3v3 and 1v1 rounds of three games."""
    for code in ("sanguosha_3v3", "sanguosha_1v1"):
        update_event_settings(demo_store, code, {"games_per_round": 3})
    return open_main_window(demo_store)


def test_a_3v3_match_of_three_games_is_decided_at_the_console_and_ranked(qtbot, card_window, bidian_answer):
    """Game 1 (比点 to team 0): cold's commander dies, team 0 wins; N, game 2 (the choice swapped to
    team 1, who takes warm): cold's commander dies, team 1 wins; N asks game 3's 比点 (1: team 0, warm):
    warm's commander dies, team 1 wins. Enter on the results page takes 1-2 and team 1 is ranked the winner."""
    code = "sanguosha_3v3"
    tab = pair_by_ctrl_p(qtbot, card_window, code)
    page, store = tab.results, card_window.store
    table = page.model.tables()[0]
    console = open_console_by_ctrl_g(qtbot, page, table)
    assert bidian_answer["asked"] == 1  # game 1 asked who won the 比点 before anything was dealt
    draft_3v3(qtbot, console)
    press_keys(qtbot, console, Qt.Key_D, Qt.Key_4)
    press_keys(qtbot, console, Qt.Key_N)
    draft_3v3(qtbot, console)
    press_keys(qtbot, console, Qt.Key_D, Qt.Key_4)
    press_keys(qtbot, console, Qt.Key_N, Qt.Key_1)
    draft_3v3(qtbot, console)
    press_keys(qtbot, console, Qt.Key_D, Qt.Key_1)
    outcomes = round_outcomes(store, RoundId(code, FINAL, 1))[table.table_id]
    assert [game.camp for game in outcomes] == [0, 1, 0]  # the warm team of each game
    assert decided_winners(outcomes) == {1: 0, 2: 1, 3: 1}
    console.close()
    assert accept_console_proposal(qtbot, page, table.number) == "1-0,0-1,0-1"
    assert page.model.tables()[0].result == "1-2"
    assert_match_ranked(store, code, table, decided_winners(outcomes))


def test_a_1v1_match_of_three_games_is_decided_by_the_generals_deaths_and_ranked(qtbot, card_window):
    """Game 1 (lord by lot): the lord's three generals die; game 2 (the lord swapped): the traitor's three
    die; game 3, 比点 to seat 1 (key 1): the lord's three die. Each game goes to the side with a general
    left, and the match the page proposes and records is the games each side won."""
    code = "sanguosha_1v1"
    tab = pair_by_ctrl_p(qtbot, card_window, code)
    page, store = tab.results, card_window.store
    table = page.model.tables()[0]
    console = open_console_by_ctrl_g(qtbot, page, table)
    for game, (bidian_keys, dying) in enumerate((((), Qt.Key_1), ((), Qt.Key_2), ((Qt.Key_1,), Qt.Key_1)), 1):
        press_keys(qtbot, console, *bidian_keys)
        draft_1v1(qtbot, console)
        press_keys(qtbot, console, dying, dying)
        lord = round_outcomes(store, RoundId(code, FINAL, 1))[table.table_id][game - 1].camp
        assert game not in decided_winners(round_outcomes(store, RoundId(code, FINAL, 1))[table.table_id])
        press_keys(qtbot, console, dying)  # the third death decides the game
        outcomes = round_outcomes(store, RoundId(code, FINAL, 1))[table.table_id]
        assert outcomes[game - 1].winner == (1 - lord if dying == Qt.Key_1 else lord)
        if game < 3:
            press_keys(qtbot, console, Qt.Key_N)
    lords = [game.camp for game in outcomes]
    assert lords[1] == 1 - lords[0] and lords[2] == 0  # game 2 swaps the lord, game 3 is the 比点's
    console.close()
    winners = decided_winners(outcomes)
    assert accept_console_proposal(qtbot, page, table.number) == game_codes(winners)
    assert page.model.tables()[0].result == match_score(winners)
    assert_match_ranked(store, code, table, decided_winners(outcomes))


def schools_at_tables(page):
    return [Counter(seat.school for seat in table.seats) for table in page.model.tables()]


def run_forms_shown(monkeypatch, dialog_class, fill):
    """Each ``dialog_class`` form the page opens is shown and filled by ``fill(dialog)``, which ends it."""
    def run(dialog):
        dialog.show()
        dialog.activateWindow()
        fill(dialog)
        return dialog.result()
    monkeypatch.setattr(dialog_class, "exec", run)


def test_a_dou_dizhu_round_seats_schoolmates_apart_and_its_hands_are_ranked(qtbot, card_window, monkeypatch):
    """18 players of 8 schools: no two schoolmates at a table of three. Each table's form is typed by
    keyboard (bid 3, landlord 1, landlord won; Enter; bid 1, landlord 2, farmers won; Enter; Enter
    records): the landlord of hand 1 leads the table, and the standings carry the totals."""
    code = "doudizhu"
    tab = pair_by_ctrl_p(qtbot, card_window, code)
    page, store = tab.results, card_window.store
    assert all(max(count.values()) == 1 for count in schools_at_tables(page))

    def hand(bid, landlord, winner):
        for key in (bid, landlord, winner, Qt.Key_Return):
            press_keys(qtbot, QApplication.focusWidget(), key)

    def fill(dialog):
        qtbot.waitUntil(lambda: dialog.isAncestorOf(QApplication.focusWidget()))
        hand("3", "1", "1")
        hand("1", "2", "2")
        press_keys(qtbot, QApplication.focusWidget(), Qt.Key_Return)
    run_forms_shown(monkeypatch, DoudizhuDialog, fill)
    for table in page.model.tables():
        page.table_input.selectAll()
        press_keys(qtbot, page.table_input, str(table.number), Qt.Key_Return)
    tables = page.model.tables()
    assert all(table.has_result for table in tables)
    points = points_of(store, code)
    for table in tables:
        totals = [points[seat.competitor_id] for seat in table.seats]
        assert sum(totals) == 0 and totals[0] == max(totals) > 0


def test_an_identity_round_seats_schoolmates_apart_and_its_roles_are_ranked(qtbot, card_window, monkeypatch):
    """16 players of 8 schools at two tables of 8: one player of each school a table. The rebels win at
    every table, all four alive: each rebel scores 3×4, the others 0, in the standings."""
    code = "sanguosha_identity"
    tab = pair_by_ctrl_p(qtbot, card_window, code)
    page, store = tab.results, card_window.store
    assert all(max(count.values()) == 1 for count in schools_at_tables(page))

    def fill(dialog):
        dialog.winner.setCurrentIndex(dialog.winner.findData("rebels"))
        for seat, alive in zip(dialog.table.seats, dialog.alive):
            if seat.role == REBEL:
                alive.click()  # by the button, not a screen position: a form may scroll on a small screen
        dialog.accept()
    run_forms_shown(monkeypatch, IdentityDialog, fill)
    for table in page.model.tables():
        page.table_input.selectAll()
        press_keys(qtbot, page.table_input, str(table.number), Qt.Key_Return)
    assert all(table.has_result for table in page.model.tables())
    points = points_of(store, code)
    for table in page.model.tables():
        roles = {seat.competitor_id: seat.role for seat in table.seats}
        assert {player: points[player] for player in roles} == {
            player: (12 if role == REBEL else 0) for player, role in roles.items()}
