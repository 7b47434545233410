"""Every top-level window and dialog fits a 1366×768 laptop screen: nothing opens with its buttons,
page count or key hints below the screen's edge (the print preview opened 900×1000, the Sanguosha
console 1366×768 plus its title bar)."""
import pkgutil
import random
from importlib import import_module

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication, QDialog, QMainWindow, QWidget

import app.views
from app.services.result_entry import event_settings
from app.services.rounds import pair_next_round
from app.views.common import screen_fit
from app.views.common.screen_fit import TITLE_BAR_ROOM

LAPTOP = QRect(0, 0, 1366, 728)  # a 1366×768 screen less a 40-pixel task bar


def _window_classes() -> set[type]:
    """Every dialog and main window class of the views (abstract bases left out)."""
    for module in pkgutil.walk_packages(app.views.__path__, "app.views."):
        import_module(module.name)
    found, todo = set(), [QDialog, QMainWindow]
    while todo:
        for sub in todo.pop().__subclasses__():
            todo.append(sub)
            if sub.__module__.startswith("app.views.") and sub.__name__ != "EntryDialog":
                found.add(sub)
    return found


def _factories(store, qtbot):
    """How each window is opened on the demo, one round paired in every event."""
    from app.clocks.game_clock import GameClock
    from app.clocks.specs import spec_from_settings
    from app.printing.certificate_template import CertificateTemplate
    from app.services.players import list_players
    from app.services.printing import document_bytes
    from app.services.results import ConsoleDisagrees
    from app.services.roster_import import plan_import
    from app.services.tournament import TournamentInfo, list_events
    from app.services.standings import event_standings  # noqa: F401 (the overview reads it)
    from app.views.backups.backup_settings_dialog import BackupSettingsDialog
    from app.views.backups.restore_dialog import RestoreDialog
    from app.views.clocks.clock_recovery import RecoveryDialog
    from app.views.clocks.clock_window import AdjustDialog, ClockWindow, CountdownAdjustDialog
    from app.views.printing.certificate_template_dialog import CertificateTemplateDialog
    from app.views.printing.print_preview import PrintPreviewDialog
    from app.views.results import card_forms, match_form, result_entry
    from app.views.results.console_disagreement import ConsoleDisagreementDialog
    from app.views.roster.import_dialog import ImportDialog
    from app.views.roster.player_dialog import PlayerDialog
    from app.views.rounds.identity_roles_dialog import IdentityRolesDialog
    from app.views.rounds.pairing_dialogs import AbsentDialog
    from app.views.rounds.requested_byes_dialog import RequestedByesDialog
    from app.views.sanguosha.console_board import ConsoleBoardWindow
    from app.views.sanguosha.console_window import SanguoshaConsoleWindow
    from app.views.shell.audit_view import AuditDialog
    from app.views.shell.export_dialog import ExportDialog
    from app.views.shell.help_about import AboutDialog
    from app.views.shell.help_dialog import HelpDialog
    from app.views.shell.main_window import MainWindow
    from app.views.shell.new_tournament_dialog import NewTournamentDialog
    from app.views.roster.settings_dialog import SettingsDialog
    from app.views.shell.tournament_properties import TournamentPropertiesDialog
    from app.views.standings.overall_view import OverallView
    from app.stages.policy import FINAL
    from app.stages.round_id import RoundId

    tables = {code: pair_next_round(store, code, seed=1).tables
              for code in ("xiangqi", "gomoku", "doudizhu", "sanguosha_3v3", "sanguosha_identity")}

    def form(kind, code, **extra):
        return lambda: kind(code, event_settings(store, code), tables[code][0], **extra)

    class Absent:  # 60 entrants not cleared at check-in
        round_id = RoundId("xiangqi", FINAL, 1)
        absent = [type("Absent", (), {"name": p.name, "school": p.school, "reason": "absent"})()
                  for p in list_players(store)[:60]]

    roster = store.path.parent / "roster.csv"
    roster.write_text("姓名,学校,项目\n甲,一中,象棋\n", encoding="utf-8")
    clock = GameClock(spec_from_settings({"mode": "sudden_death", "main": 600}), lambda: 0.0)
    console_table = tables["sanguosha_3v3"][0].table_id
    return {
        MainWindow: MainWindow,
        PlayerDialog: lambda: PlayerDialog(events=["xiangqi"], schools=["一中"]),
        ImportDialog: lambda: ImportDialog(plan_import(store, roster), "roster.csv"),
        ExportDialog: lambda: ExportDialog(list_events(store)),
        HelpDialog: lambda: HelpDialog("快捷键一览", "<p>F1</p>" * 200),
        AboutDialog: lambda: AboutDialog(log_file=store.path.parent / "station.log"),
        BackupSettingsDialog: BackupSettingsDialog,
        RestoreDialog: lambda: RestoreDialog(None, store.path.parent),
        AuditDialog: lambda: AuditDialog(store),
        NewTournamentDialog: NewTournamentDialog,
        TournamentPropertiesDialog: lambda: TournamentPropertiesDialog(
            TournamentInfo("赛", "", "", None, None), lambda before, after: None),
        SettingsDialog: lambda: SettingsDialog("sanguosha_3v3", event_settings(store, "sanguosha_3v3")),
        result_entry.TwoPlayerDialog: form(result_entry.TwoPlayerDialog, "xiangqi"),
        result_entry.ForfeitDialog: form(result_entry.ForfeitDialog, "xiangqi"),
        result_entry.GomokuDialog: form(result_entry.GomokuDialog, "gomoku"),
        result_entry.Sanguosha3v3Dialog: form(result_entry.Sanguosha3v3Dialog, "sanguosha_3v3"),
        match_form.SanguoshaMatchDialog: form(match_form.SanguoshaMatchDialog, "sanguosha_3v3",
                                              game_form=result_entry.Sanguosha3v3Dialog),
        card_forms.DoudizhuDialog: lambda: card_forms.DoudizhuDialog(
            "doudizhu", event_settings(store, "doudizhu"), tables["doudizhu"][0],
            {"hands": [{"bid": 1, "landlord": 0, "landlord_won": True}] * 30}),
        card_forms.IdentityDialog: form(card_forms.IdentityDialog, "sanguosha_identity"),
        ConsoleDisagreementDialog: lambda: ConsoleDisagreementDialog(ConsoleDisagrees(1, ["甲胜"], ["乙胜"])),
        RecoveryDialog: lambda: RecoveryDialog([(f"第 1 轮 第 {n} 桌", 60.0) for n in range(1, 40)]),
        AdjustDialog: lambda: AdjustDialog(clock.state(), ("甲", "乙")),
        CountdownAdjustDialog: lambda: CountdownAdjustDialog(600.0, "第 1 桌"),
        AbsentDialog: lambda: AbsentDialog(Absent()),
        RequestedByesDialog: lambda: RequestedByesDialog(store, "xiangqi"),
        IdentityRolesDialog: lambda: IdentityRolesDialog(store, "sanguosha_identity", RoundId("sanguosha_identity", FINAL, 1),
                                                         tables["sanguosha_identity"][0]),
        CertificateTemplateDialog: lambda: CertificateTemplateDialog(CertificateTemplate()),
        PrintPreviewDialog: lambda: PrintPreviewDialog(document_bytes(store, "pairings", "xiangqi", RoundId("xiangqi", FINAL, 1)), "对阵表"),
        # top-level windows that are plain widgets
        SanguoshaConsoleWindow: lambda: _console(SanguoshaConsoleWindow, store, console_table),
        ConsoleBoardWindow: lambda: _sized(ConsoleBoardWindow(
            store, "sanguosha_3v3", RoundId("sanguosha_3v3", FINAL, 1), lambda _id: None), 1000, 600),
        OverallView: lambda: OverallView(lambda: store),
        ClockWindow: lambda: ClockWindow(clock, names=("甲", "乙")),
    }


def _sized(window, width, height):
    screen_fit.fit_on_screen(window, width, height)
    return window


def _console(cls, store, table_id):
    """The console as 选将台… opens it (results page: its initial size)."""
    from app.views.results.results_page import ResultsPage  # noqa: F401 (the opener's module)
    window = cls(store, "sanguosha_3v3", table_id, rng=random.Random(1))
    screen_fit.fit_on_screen(window, 1366, 768)
    return window


def test_every_dialog_class_is_checked(qtbot, demo_store):
    """A new dialog class cannot skip the screen check: each one has a way to open it below."""
    missing = {cls.__qualname__ for cls in _window_classes()} - {
        cls.__qualname__ for cls in _factories(demo_store, qtbot)}
    assert missing == set()


def test_every_window_and_dialog_fits_a_1366_by_768_screen(qtbot, demo_store, monkeypatch):
    """Opened on a 1366×768 laptop (728 pixels free), every window and dialog — with long content —
    is at most as wide as the screen and leaves room for its title bar above it."""
    monkeypatch.setattr(screen_fit, "screen_room", lambda widget=None: QRect(LAPTOP))
    too_big = {}
    for cls, make in _factories(demo_store, qtbot).items():
        window = make()
        if isinstance(window, QWidget):
            qtbot.addWidget(window)
        window.show()
        QApplication.processEvents()
        size = window.size()
        if size.width() > LAPTOP.width() or size.height() + TITLE_BAR_ROOM > LAPTOP.height():
            too_big[cls.__name__] = (size.width(), size.height())
        window.close()
    assert too_big == {}


def test_the_console_opens_fitted_from_the_results_page(qtbot, demo_store, monkeypatch):
    """选将台… opens the console no taller than the laptop leaves below its title bar."""
    from PySide6.QtGui import QUndoStack
    from app.views.results.results_page import ResultsPage
    monkeypatch.setattr(screen_fit, "screen_room", lambda widget=None: QRect(LAPTOP))
    pair_next_round(demo_store, "sanguosha_3v3", seed=1)
    page = ResultsPage(demo_store, "sanguosha_3v3", QUndoStack())
    qtbot.addWidget(page)
    window = page.open_console(page.model.tables()[0])
    assert window.height() + TITLE_BAR_ROOM <= LAPTOP.height() and window.width() <= LAPTOP.width()


def test_fitting_keeps_a_size_that_fits(monkeypatch):
    """On a 1920×1080 screen the wanted sizes are kept; on a laptop they are cut to the screen."""
    monkeypatch.setattr(screen_fit, "screen_room", lambda widget=None: QRect(0, 0, 1920, 1040))
    assert screen_fit.fitted_size(900, 1000) == (900, 1000)
    monkeypatch.setattr(screen_fit, "screen_room", lambda widget=None: QRect(LAPTOP))
    assert screen_fit.fitted_size(900, 1000) == (900, 688)


def test_the_main_window_fits_a_laptop_in_both_languages(qtbot, open_main_window, demo_store):
    """Every page of an event tab, the check-in page's note among them, lets the main window be as narrow
    as a 1366-pixel laptop in Chinese and in English (an unwrapped English note made it 1501 wide)."""
    from app.views.base import settings_store
    from app.views.shell.application import install_fonts
    font = QApplication.font()
    install_fonts(QApplication.instance())  # the station's fonts and 11-point size, as run_gui sets them
    window = open_main_window(demo_store)
    before = settings_store.get("language")
    try:
        for language in ("zh_CN", "en"):
            window.set_language(language)
            tab = window.tabs.currentWidget()
            tab.build_pages()
            for index in range(tab.pages.count()):
                tab.pages.setCurrentIndex(index)
                QApplication.processEvents()
                assert window.minimumSizeHint().width() <= LAPTOP.width(), (language, tab.pages.tabText(index))
    finally:
        window.set_language(before or "zh_CN")
        QApplication.setFont(font)
