"""Where the referee is, kept across a rebuild of the event tabs (switching the language): the event,
each event's page and results round, and the open windows — draft consoles, the draft overview, the
big clocks — reopened at the same place in the new language."""
from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QRect

from app.stages.round_id import RoundId


@dataclass
class TabPlace:
    """One built event tab: its page, the results round shown, and its open windows' geometries."""

    page: int
    results_round: RoundId | None
    consoles: dict[int, QRect] = field(default_factory=dict)  # table id → geometry
    board: QRect | None = None  # the draft overview
    clocks: dict[int, QRect] = field(default_factory=dict)  # table number → big clock geometry
    free_clock: QRect | None = None


@dataclass
class Place:
    event: int
    tabs: dict[str, TabPlace]  # event code → its place


def _shown(window) -> bool:
    return window is not None and window.isVisible()


def capture(tabs) -> Place:
    """The place in ``tabs`` (the main window's QTabWidget of EventTabs) before it is rebuilt."""
    places = {}
    for index in range(tabs.count()):
        tab = tabs.widget(index)
        if not tab.built:
            continue  # never shown: nothing to keep
        results, clocks = tab.results, tab.clocks
        place = TabPlace(tab.pages.currentIndex(), results.round_id)
        place.consoles = {key: w.geometry() for key, w in results.consoles.items() if _shown(w)}
        place.board = results.board.geometry() if _shown(results.board) else None
        board = clocks.board
        if board is not None:
            place.clocks = {number: w.geometry() for number, w in board._windows.items() if _shown(w)}
        place.free_clock = clocks.free_window.geometry() if _shown(clocks.free_window) else None
        places[tab.code] = place
    return Place(tabs.currentIndex(), places)


def restore(tabs, place: Place) -> None:
    """Put the rebuilt ``tabs`` back at ``place``: same event, same pages, the same windows reopened."""
    tabs.setCurrentIndex(max(min(place.event, tabs.count() - 1), 0))
    for index in range(tabs.count()):
        tab = tabs.widget(index)
        kept = place.tabs.get(tab.code)
        if kept is None:
            continue
        tab.build_pages()
        tab.pages.setCurrentIndex(kept.page)
        results = tab.results
        if kept.results_round is not None and results.round_id != kept.results_round:
            results.refresh(select=kept.results_round)
        for table_id, geometry in kept.consoles.items():
            _reopened(results.open_console_of(table_id), geometry)
        if kept.board is not None:
            _reopened(results.open_board(), kept.board)
        if kept.clocks and tab.clocks.board is not None:
            for number, geometry in kept.clocks.items():
                _reopened(tab.clocks.board.open_clock(number), geometry)
        if kept.free_clock is not None:
            _reopened(tab.clocks._open_free_clock(), kept.free_clock)


def _reopened(window, geometry: QRect) -> None:
    if window is not None:
        window.setGeometry(geometry)
