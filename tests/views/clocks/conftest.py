"""The clocks pages' fixtures: a fake clock of one run of the program and pages built on the demo."""
import pytest
import shiboken6
from clock_pages import WALL_START, Prompt, kill_page
from fakes import FakeTime
from PySide6.QtGui import QUndoStack

from app.views.clocks.clocks_page import ClocksPage
from app.views.clocks.sound import BeepPlayer


@pytest.fixture
def clock():
    """The monotonic time and the wall time of one run of the program."""
    return FakeTime(100.0), FakeTime(WALL_START)


@pytest.fixture
def make_page(qtbot, demo_store, clock):
    """Build pages on the demo; each is deleted at the end, so its hall-screen source goes too."""
    pages = []

    def make(code="xiangqi", now=None, wall=None, prompt=None, ask_with_dialog=False, desk=None, shown=True):
        page = ClocksPage(demo_store, code, QUndoStack(), now=now or clock[0], wall=wall or clock[1],
                          recovery_prompt=None if ask_with_dialog else prompt or Prompt(),
                          sound=BeepPlayer(), desk=desk)
        pages.append(page)
        page.setVisible(shown)
        return page
    yield make
    for page in pages:
        if shiboken6.isValid(page):
            kill_page(page)
