"""File ▸ Tournament properties: the facts can be edited after creation, audited and undoable."""
from datetime import date

import pytest
from PySide6.QtCore import QDate
from PySide6.QtWidgets import QDialog, QMessageBox
from sqlalchemy import select

from app.models.schema import AuditEntry
from app.services.tournament import TournamentInfo, tournament_info
from app.views.shell import tournament_properties
from app.views.shell.tournament_properties import TournamentPropertiesDialog


@pytest.fixture
def window(open_main_window, store):
    return open_main_window(store)


def _answer_with(monkeypatch, **fields):
    """The dialog the menu opens fills these fields and presses OK."""
    class Filled(TournamentPropertiesDialog):
        def exec(self):
            for name, value in fields.items():
                widget = getattr(self, name)
                if isinstance(value, date):
                    widget.setDate(QDate(value))
                else:
                    widget.setText(value)
            self._accept()
            return self.result()
    monkeypatch.setattr(tournament_properties, "TournamentPropertiesDialog", Filled)


def test_the_menu_edits_the_facts_and_undo_puts_them_back(window, monkeypatch):
    """Name, organiser, venue and dates change; the title follows; undo and redo go through the service."""
    action = next(a for a in window.menuBar().actions()[0].menu().actions() if a.text() == "赛事信息…")
    _answer_with(monkeypatch, name="校际联赛", organiser="体育协会", venue="体育馆",
                 start=date(2026, 5, 1), end=date(2026, 5, 3))
    action.trigger()
    info = tournament_info(window.store)
    assert (info.name, info.organiser, info.venue) == ("校际联赛", "体育协会", "体育馆")
    assert (info.start_date, info.end_date) == (date(2026, 5, 1), date(2026, 5, 3))
    assert window.windowTitle().startswith("校际联赛")
    with window.store.read() as session:
        entry = session.scalars(select(AuditEntry).where(AuditEntry.entity == "tournament",
                                                         AuditEntry.action == "edit")).one()
        assert entry.old["organiser"] == "" and entry.new["organiser"] == "体育协会"
    assert window.undo_stack.undoText() == "修改赛事信息"
    window.undo_stack.undo()
    info = tournament_info(window.store)
    assert (info.name, info.organiser, info.start_date) == ("测试赛", "", None)
    assert window.windowTitle().startswith("测试赛")
    window.undo_stack.redo()
    assert tournament_info(window.store).venue == "体育馆"


def test_pressing_ok_without_a_change_writes_and_pushes_nothing(window, monkeypatch):
    """No change, no audit entry and no undo step."""
    _answer_with(monkeypatch)
    window.edit_tournament_info()
    assert window.undo_stack.count() == 0
    with window.store.read() as session:
        assert session.scalars(select(AuditEntry).where(AuditEntry.action == "edit")).first() is None


@pytest.mark.parametrize("fields, message", [
    ({"name": "  "}, "The tournament name cannot be blank"),
    ({"start": date(2026, 5, 3), "end": date(2026, 5, 1)},
     "The end date 2026-05-01 is before the start date 2026-05-03"),
    ({"organiser": "教育局\u200b"}, "The organiser contains invisible control or format characters "
                                     "U+200B (ZERO WIDTH SPACE); delete them and fill it in again"),
    ({"venue": "馆" * 8000}, "The venue has 8000 characters, over the limit of 60")])
def test_the_services_refusal_shows_in_the_dialog(window, monkeypatch, english, fields, message):
    """A blank name or an end before the start: the service's own message, in English, and the dialog stays open."""
    warnings, closed = [], []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: warnings.append(args[1:3]))
    monkeypatch.setattr(TournamentPropertiesDialog, "accept", lambda self: closed.append(True))
    _answer_with(monkeypatch, **fields)
    window.edit_tournament_info()
    assert warnings == [("Tournament details not saved", message)] and closed == []
    assert tournament_info(window.store).name == "测试赛" and window.undo_stack.count() == 0


def test_the_dialog_holds_no_rule_of_its_own(qtbot):
    """The dialog passes a blank name on to the service (which decides) rather than refusing it itself."""
    submitted = []
    dialog = TournamentPropertiesDialog(TournamentInfo("赛", "", "", None, None),
                                        lambda before, after: submitted.append((before, after)))
    qtbot.addWidget(dialog)
    dialog.name.setText(" ")
    dialog._accept()
    assert submitted == [({"name": "赛"}, {"name": ""})] and dialog.result() == QDialog.Accepted


def test_an_unset_date_stays_unset(qtbot):
    """A tournament without dates shows them as not set and reports no change for them."""
    dialog = TournamentPropertiesDialog(TournamentInfo("赛", "", "", None, None), lambda before, after: None)
    qtbot.addWidget(dialog)
    assert dialog.start.text() == "未定" and dialog.values()["start_date"] is None
    dialog.venue.setText("礼堂")
    assert dialog.changes() == {"venue": "礼堂"} and dialog.before() == {"venue": ""}


def test_opening_a_file_that_holds_bad_facts_says_so_and_shows_them_safely(open_main_window, store, monkeypatch,
                                                                           qtbot):
    """A file written before the checks (an RTL override, 8,000 characters): the referee is told which
    facts to correct (once the window has shown itself), and the window title shows the name escaped and cut."""
    from sqlalchemy import update

    from app.models.schema import Tournament
    with store.session() as session:
        session.execute(update(Tournament).values(name="春季\u202e" + "赛" * 8000, venue="馆" * 61))
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, title, text, *a: warnings.append((title, text)))
    window = open_main_window(store)
    qtbot.waitUntil(lambda: bool(warnings))
    assert len(warnings) == 1 and warnings[0][0] == "赛事信息有误"
    assert "赛事名称含有不可见的控制字符或格式字符 U+202E" in warnings[0][1]
    assert "比赛地点有 61 个字符，超过上限 60 个字符" in warnings[0][1]
    assert window.windowTitle().startswith("春季\\u202e赛赛") and "赛" * 60 not in window.windowTitle()
