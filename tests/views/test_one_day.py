"""One tournament day through the real main window, by keys: three events paired by Ctrl+P, results typed,
Ctrl+Z / Ctrl+Shift+Z on each event's page (an undo never reaches another event), Dou Dizhu hands typed in
their form, a language switch mid-round, a second process entering a result, the station killed (kill -9)
mid-round with its round timer running and opened again (asked about that timer alone); then every stored
result, point and school total is checked against values this test works out itself from what it typed."""
import os
import signal
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QMessageBox

from app.services.result_entry import event_settings
from app.services.round_views import round_view
from app.services.standings import event_standings, event_teams
from app.views.clocks.clock_recovery import RecoveryDialog
from app.views.results.card_forms import DoudizhuDialog
from app.views.shell.main_window import MainWindow
from gui_input import press_keys, type_entry

ROOT = Path(__file__).resolve().parents[2]
XIANGQI, DOUDIZHU, TEAMS = "xiangqi", "doudizhu", "sanguosha_3v3"
# the results page's codes, from the first seat's side, and what each seat scores of the event's points
TWO_SIDED = {"1": ("win_points", "loss_points"), "0": ("loss_points", "win_points"),
             "=": ("draw_points", "draw_points"), "1-0": ("win_points", "loss_points"),
             "0-1": ("loss_points", "win_points")}
# each Dou Dizhu table's hands: bid, landlord seat, winner (1 the landlord, 2 the farmers), bombs
HANDS = ((3, 1, 1, 0), (1, 2, 2, 0), (2, 3, 1, 2))


def hand_keys(bid, landlord, winner, bombs) -> list:
    """As the form's hint says: bid → landlord → winner; the bombs by Tab; Enter adds the hand."""
    return [*f"{bid}{landlord}{winner}", *([Qt.Key_Tab, str(bombs)] if bombs else []), Qt.Key_Return]


def dou_dizhu_totals(hands) -> list[int]:
    """docs/rules.md §4.5: stake = the bid ×2 for each bomb; the landlord wins +2s and each farmer -s,
    or the reverse."""
    totals = [0, 0, 0]
    for bid, landlord, winner, bombs in hands:
        stake = bid * 2 ** bombs * (1 if winner == 1 else -1)
        for seat in range(3):
            totals[seat] += stake * (2 if seat == landlord - 1 else -1)
    return totals


def show_page(qtbot, window, code, page="results"):
    tab = next(window.tabs.widget(i) for i in range(window.tabs.count()) if window.tabs.widget(i).code == code)
    window.tabs.setCurrentWidget(tab)
    tab.build_pages()
    tab.pages.setCurrentWidget(getattr(tab, page))
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    return tab


def results_of(window_or_store, code) -> dict[int, str]:
    store = getattr(window_or_store, "store", window_or_store)
    return {table.number: table.result for table in round_view(store, code).tables}


def undo_texts(window) -> tuple[str, str]:
    """The Edit menu's undo and redo actions' texts, as the referee reads them."""
    actions = [action for menu in window.menuBar().actions() if menu.menu()
               for action in menu.menu().actions()]
    undo = next(a for a in actions if QKeySequence(QKeySequence.Undo) in a.shortcuts())
    redo = next(a for a in actions if QKeySequence("Ctrl+Shift+Z") in a.shortcuts()
                or QKeySequence(QKeySequence.Redo) in a.shortcuts())
    return undo.text(), redo.text()


def keys_to_focus(qtbot, *keys):
    """Each key to whichever widget has the focus then (a form moves it on as it is filled)."""
    for key in keys:
        press_keys(qtbot, QApplication.focusWidget(), key)


def type_hands(qtbot, monkeypatch):
    """Every Dou Dizhu form the page opens is typed as HANDS by keys, and Enter records the table."""
    def run(dialog):
        dialog.show()
        dialog.activateWindow()
        qtbot.waitUntil(lambda: dialog.isAncestorOf(QApplication.focusWidget()))
        for hand in HANDS:
            keys_to_focus(qtbot, *hand_keys(*hand))
        keys_to_focus(qtbot, Qt.Key_Return)
        return dialog.result()
    monkeypatch.setattr(DoudizhuDialog, "exec", run)


def switch_language_by_keys(qtbot, window, language_label):
    """Alt+V opens 视图 / View; the language submenu's entry is chosen by the arrow keys and Enter."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window and QApplication.focusWidget() is not None)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_V, Qt.AltModifier)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None)
    view = QApplication.activePopupWidget()
    qtbot.keyClick(view, Qt.Key_Right)  # the first entry, 语言 Language, opens
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not view)
    languages = QApplication.activePopupWidget()
    labels = [action.text() for action in languages.actions()]
    for _ in range(labels.index(language_label)):
        qtbot.keyClick(languages, Qt.Key_Down)
    qtbot.keyClick(languages, Qt.Key_Return)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)


def kill_9_station_after_typing(path: Path, entries: list[str]) -> None:
    """A station in its own process types ``entries`` (EVENT:TABLE:CODE) and is killed with SIGKILL."""
    process = subprocess.Popen([sys.executable, str(ROOT / "tests" / "station_process.py"), str(path), *entries],
                               cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               env={**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"})
    try:
        line = process.stdout.readline()
        assert line.strip() == "typed", process.stderr.read() if process.poll() is not None else line
    finally:
        process.send_signal(signal.SIGKILL)
        process.communicate()
    assert process.returncode == -signal.SIGKILL


@pytest.fixture
def no_boxes(monkeypatch):
    """Any message box the day would raise is recorded and answered with its default, never left open."""
    shown = []
    for name in ("information", "warning", "critical", "question"):
        def record(*args, _name=name, **kwargs):
            shown.append((_name, args[2] if len(args) > 2 else kwargs.get("text", "")))
            return QMessageBox.Ok if _name != "question" else QMessageBox.No
        monkeypatch.setattr(QMessageBox, name, record)
    return shown


def test_a_day_by_keys_loses_nothing_and_an_undo_stays_in_its_event(qtbot, demo_store, open_main_window,
                                                                 monkeypatch, no_boxes):
    path = demo_store.path
    window = open_main_window(demo_store)
    typed: dict[str, dict[int, str]] = defaultdict(dict)
    for code in (XIANGQI, DOUDIZHU, TEAMS):
        tab = show_page(qtbot, window, code, "rounds")
        with qtbot.waitSignal(tab.rounds.paired, timeout=30000):
            qtbot.keyClick(tab.rounds, Qt.Key_P, Qt.ControlModifier)
    xiangqi_tables = sorted(results_of(window, XIANGQI))
    team_tables = sorted(results_of(window, TEAMS))

    # xiangqi: the first half of the tables typed, in turn a win, a loss and a draw for the first seat
    page = show_page(qtbot, window, XIANGQI).results
    codes = ("1", "0", "=")
    for index, number in enumerate(xiangqi_tables[: len(xiangqi_tables) // 2]):
        type_entry(qtbot, page, number, codes[index % 3])
        typed[XIANGQI][number] = codes[index % 3]
    last_xiangqi = max(typed[XIANGQI])

    # 3v3: table 1 typed, Ctrl+Z takes back the 3v3 result, never a xiangqi one; Ctrl+Shift+Z puts it back
    page = show_page(qtbot, window, TEAMS).results
    type_entry(qtbot, page, team_tables[0], "1-0")
    typed[TEAMS][team_tables[0]] = "1-0"
    xiangqi_before = results_of(window, XIANGQI)
    undo_text, _redo = undo_texts(window)
    assert "三国杀3v3" in undo_text and f"{team_tables[0]}" in undo_text
    qtbot.keyClick(page.table_input, Qt.Key_Z, Qt.ControlModifier)
    assert results_of(window, TEAMS)[team_tables[0]] == ""
    assert results_of(window, XIANGQI) == xiangqi_before
    qtbot.keyClick(page.table_input, Qt.Key_Z, Qt.ControlModifier)  # nothing more of 3v3 to undo
    assert results_of(window, XIANGQI) == xiangqi_before
    qtbot.keyClick(page.table_input, Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)
    assert results_of(window, TEAMS)[team_tables[0]] != ""

    # xiangqi again: its own Ctrl+Z takes back its last table only, and Ctrl+Shift+Z restores it
    page = show_page(qtbot, window, XIANGQI).results
    assert "象棋" in undo_texts(window)[0]
    page.table_input.setFocus()
    qtbot.keyClick(page.table_input, Qt.Key_Z, Qt.ControlModifier)
    assert results_of(window, XIANGQI)[last_xiangqi] == ""
    assert results_of(window, TEAMS)[team_tables[0]] != ""
    qtbot.keyClick(page.table_input, Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)
    assert results_of(window, XIANGQI)[last_xiangqi] != ""

    # Dou Dizhu: each table's form typed by keys, hand by hand
    type_hands(qtbot, monkeypatch)
    page = show_page(qtbot, window, DOUDIZHU).results
    for number in sorted(results_of(window, DOUDIZHU)):
        page.table_input.setFocus()
        page.table_input.selectAll()
        press_keys(qtbot, page.table_input, str(number), Qt.Key_Return)
    assert all(results_of(window, DOUDIZHU).values())

    # mid-round in English: one more xiangqi table, then back to Chinese
    switch_language_by_keys(qtbot, window, "English")
    page = show_page(qtbot, window, XIANGQI).results
    number = xiangqi_tables[len(xiangqi_tables) // 2]
    type_entry(qtbot, page, number, "0")
    typed[XIANGQI][number] = "0"
    assert "Xiangqi" in undo_texts(window)[0]
    switch_language_by_keys(qtbot, window, "中文")

    # a second process enters a xiangqi result; this station shows it without F5
    number = xiangqi_tables[len(xiangqi_tables) // 2 + 1]
    done = subprocess.run([sys.executable, "main.py", "result", str(path), "--event", XIANGQI, "--round", "1",
                           "--table", str(number), "--score", "1-0", "--was", "none",
                           "--draw", round_view(window.store, XIANGQI).draw],
                          cwd=ROOT, capture_output=True, text=True, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 0, done.stderr
    typed[XIANGQI][number] = "1"
    page = show_page(qtbot, window, XIANGQI).results
    qtbot.waitUntil(lambda: page.model.tables()[page.model.row_of(number)].result != "", timeout=10000)
    window.close()

    # the station in a process of its own types more of the round and is killed mid-round
    rest = [n for n in xiangqi_tables if n not in typed[XIANGQI]]
    entries = [f"{XIANGQI}:{rest[0]}:=", f"{TEAMS}:{team_tables[1]}:0-1"]
    kill_9_station_after_typing(path, entries)
    typed[XIANGQI][rest[0]] = "="
    typed[TEAMS][team_tables[1]] = "0-1"

    # opened again: only this station's own crash asks the recovery question, about the round timer the
    # killed station ran; what it confirmed is there, and the round is finished here
    asked = []
    monkeypatch.setattr(RecoveryDialog, "exec", lambda dialog: asked.append(
        [dialog.table.item(row, 0).text() for row in range(dialog.table.rowCount())]))
    window = MainWindow()
    qtbot.addWidget(window)
    window.open_tournament(str(path))
    window.show()
    assert asked == [["三国杀3v3 第 1 轮 全场计时"]]
    page = show_page(qtbot, window, XIANGQI).results
    for number in rest[1:]:
        type_entry(qtbot, page, number, "1")
        typed[XIANGQI][number] = "1"
    page = show_page(qtbot, window, TEAMS).results
    for number in team_tables[2:]:
        type_entry(qtbot, page, number, "1-0")
        typed[TEAMS][number] = "1-0"
    store = window.store
    assert not [box for box in no_boxes if box[0] in ("warning", "critical")], no_boxes

    # every table as typed, every point and every school total as worked out here
    for code in (XIANGQI, TEAMS):
        settings = event_settings(store, code)
        view = round_view(store, code)
        assert {t.number for t in view.tables if t.result} == set(typed[code]) == {t.number for t in view.tables}
        points: dict[int, float] = defaultdict(float)
        for table in view.tables:
            for seat, key in zip(table.seats, TWO_SIDED[typed[code][table.number]]):
                points[seat.competitor_id] += settings[key]
        for competitor, _name, _school, _points in view.byes:
            points[competitor] += settings["bye_points"]
        assert {row.id: row.points for row in event_standings(store, code).rows} == dict(points)
        if code == XIANGQI:
            schools: dict[str, float] = defaultdict(float)
            for table in view.tables:
                for seat in table.seats:
                    schools[seat.school] += points[seat.competitor_id]
            for competitor, _name, school, _points in view.byes:
                schools[school] += points[competitor]
            assert {row.school: row.points for row in event_teams(store, code)[0]} == dict(schools)
    view = round_view(store, DOUDIZHU)
    expected = {seat.competitor_id: total for table in view.tables
                for seat, total in zip(table.seats, dou_dizhu_totals(HANDS))}
    assert {row.id: row.points for row in event_standings(store, DOUDIZHU).rows} == expected
    window.close()
