"""The clocks page's tests' shared pieces: the run's wall start, a stand-in recovery prompt, a page killed as
the program dies, and the demo's first round paired."""
from PySide6.QtCore import QCoreApplication, QEvent

from app.services.rounds import pair_next_round
from app.views.clocks.clock_recovery import KEEP_PAUSED

WALL_START = 1_700_000_000.0


class Prompt:
    """Stands in for the recovery dialog: records what it was shown, answers ``choice``."""

    def __init__(self, choice=KEEP_PAUSED):
        self.choice = choice
        self.calls = []

    def __call__(self, parent, entries):
        self.calls.append(list(entries))
        return self.choice


def paired_round(store, code="xiangqi"):
    return pair_next_round(store, code, seed=1)


def remaining_time(page, number, side=0):
    state = page.board.row(number).timer.state()
    return state.remaining(side) if hasattr(state, "to_move") else state.remaining


def kill_page(page):
    """The program dies: the page goes without saving anything on its way out."""
    page.close()
    page.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.DeferredDelete)
