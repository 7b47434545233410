"""The main window: assembles the rooms (their tabs and menus), the File menu, undo/redo, language.

Importing it loads Qt and a few light modules only: the database layer and the rooms' pages are imported
when the window builds its rooms, so that at start-up its shell paints first (app/views/shell/application.py)."""
from __future__ import annotations

import sqlite3

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QInputDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QTabWidget,
)

from app.files.errors import TournamentFileError
from app.views.common import file_dialogs
from app.views.common.messages import shown
from app.views.common.screen_fit import fitted_size
from app.views.base import settings_store
from app.views.shell import help_dialog, window_place
from app.views.shell.help_about import AboutDialog
from app.views.shell.help_dialog import HelpDialog
from app.views.base.hub import hub
from app.views.shell.language import install_language
from app.views.shell.collector import freeze_what_is_built
from app.views.shell.event_undo import EventUndo
from app.views.base.lazy import after_first_paint

FILE_FILTER = "赛事文件 Tournament (*.sqlite *.db);;所有文件 All files (*)"

# A write waits this long for another station's transaction, then the referee is told (input kept),
# rather than the window freezing for the command line's 5 s.
BUSY_SECONDS = 1.5


class MainWindow(QMainWindow):
    def __init__(self, rooms: bool = True):
        """``rooms=False``: the shell only, for the first frame at start-up (``show_opening``); ``build_rooms``
        then imports and adds the rest."""
        super().__init__()
        self.store = None
        self.follower = None  # a StationFollower: reads what other stations commit to the open store
        self.presence = None  # a StationPresence: the open store's station row and heartbeat (writable only)
        self.backup_keeper = None
        self.undo_group = EventUndo(self)  # one history per event; Edit ▸ Undo acts on the tab in front
        self.edit_actions: tuple[QAction, ...] = ()
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.tabs.currentChanged.connect(lambda _index: self._follow_event())
        self.setCentralWidget(self.tabs)
        self.status = QLabel()
        self.statusBar().addPermanentWidget(self.status)
        self.resize(*self.first_size())
        if rooms:
            self.build_rooms()

    def build_rooms(self) -> None:
        """The clocks, backups and roster rooms and every menu: what imports the database layer and the pages."""
        from app.clocks.session import ClockDesk
        from app.views.backups.backup_keeper import BackupKeeper
        from app.views.roster.roster_actions import RosterActions
        self.clock_desk = ClockDesk()  # the open file's clocks; the hall screen reads their timers
        self.backup_keeper = BackupKeeper(self)  # its line in the status bar: the last backup
        self.roster = RosterActions(self, self.undo_group, lambda: self.store, self.current_tab)  # the 报名 room
        self._build_menus()
        self.menuBar().setEnabled(True)
        hub().roster_changed.connect(self._update_status)
        hub().tournament_changed.connect(self._update_title)
        hub().changed_elsewhere.connect(self._update_title)
        hub().changed_elsewhere.connect(self._update_status)

    def show_opening(self, target: str) -> None:
        """The shell's frame while ``target`` opens: the file's name in the title and the tab area, the menus'
        titles greyed out (the bar keeps its height), the file in the status bar (a URL's database name only:
        it may carry a password)."""
        name = target.replace("\\", "/").rsplit("/", 1)[-1] or target
        self.setWindowTitle(f"{name} — " + self.tr("赛事裁判工作站"))
        bar = self.menuBar()
        for title in (self.tr("文件(&F)"), self.tr("编辑(&E)"), self.tr("视图(&V)"), self.tr("帮助(&H)")):
            bar.addMenu(title)
        bar.setEnabled(False)
        opening = QLabel(self.tr("正在打开 %1 …").replace("%1", name))
        opening.setAlignment(Qt.AlignCenter)
        self.tabs.addTab(opening, self.tr("正在打开…"))
        self.status.setText(name if "://" in target else target)

    def opening_failed(self) -> None:
        """Nothing opened at start-up: the window as it was before it tried (no tabs, no title, no file)."""
        self.setWindowTitle("")
        self.status.clear()
        self._build_tabs()

    @staticmethod
    def first_size() -> tuple[int, int]:
        """1200×780, but never taller or wider than the screen leaves room for (a 1366×768 laptop
        keeps the status bar on screen, with room for the title bar)."""
        return fitted_size(1200, 780)

    # -- language ----------------------------------------------------------
    @property
    def language(self) -> str:
        return settings_store.interface_language()

    def set_language(self, language: str) -> None:
        """Switch and remember the interface language; menus and tabs are rebuilt in it, the referee
        kept at the same event and page with the same windows open (window_place)."""
        settings_store.put("language", language)
        install_language(QApplication.instance(), language)
        self.undo_group.retitle()
        place = window_place.capture(self.tabs)
        self._build_menus()
        self._build_tabs()
        window_place.restore(self.tabs, place)

    # -- menus -------------------------------------------------------------
    def _action(self, menu, text, slot, shortcut=None) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _build_menus(self) -> None:
        from app.views.backups import backup_settings_dialog, restore_dialog
        from app.views.hall import hall_menu
        from app.views.printing import print_menu
        from app.views.shell import export_dialog
        from app.views.standings import overall_view
        bar = self.menuBar()
        bar.clear()
        file_menu = bar.addMenu(self.tr("文件(&F)"))
        self._action(file_menu, self.tr("新建赛事…"), self.new_tournament, QKeySequence.New)
        self._action(file_menu, self.tr("打开…"), self.open_dialog, QKeySequence.Open)
        self._action(file_menu, self.tr("以只读方式打开…"), lambda: self.open_dialog(display_only=True))
        self.save_copy_action = self._action(file_menu, self.tr("另存副本…"), self.save_copy,
                                             QKeySequence("Ctrl+Shift+S"))
        self._action(file_menu, self.tr("从备份恢复…"),
                     lambda: restore_dialog.restore_from_backup(self, self._open_reporting))
        self._action(file_menu, self.tr("自动备份设置…"), lambda: backup_settings_dialog.edit_backup_settings(self))
        self.recent_menu = file_menu.addMenu(self.tr("最近打开"))
        self._fill_recent()
        export_dialog.install(self, file_menu)
        file_menu.addSeparator()
        self.writing_actions = [self._action(file_menu, self.tr("赛事信息…"), self.edit_tournament_info)]
        self._action(file_menu, self.tr("审计日志…"), self.show_audit_log, "Ctrl+L")
        self._action(file_menu, self.tr("当前裁判员…"), self.set_operator)
        file_menu.addSeparator()
        self._action(file_menu, self.tr("退出"), self.close, QKeySequence.Quit)

        edit_menu = bar.addMenu(self.tr("编辑(&E)"))
        for action in self.edit_actions:  # the menu's last build's, in the language before
            action.deleteLater()
        self.edit_actions = self.undo_group.edit_actions(self, self.tr("撤销"), self.tr("重做"))
        edit_menu.addActions(list(self.edit_actions))

        self.writing_actions.append(self.roster.add_menu(bar))

        view_menu = bar.addMenu(self.tr("视图(&V)"))
        language_menu = view_menu.addMenu(self.tr("语言 Language"))
        for code, label in (("zh_CN", "中文"), ("en", "English")):
            action = self._action(language_menu, label, lambda _=False, c=code: self.set_language(c))
            action.setCheckable(True)
            action.setChecked(settings_store.get("language") == code)

        view_menu.addSeparator()
        self._action(view_menu, self.tr("下一个项目"), lambda: self.step_event(1), "Ctrl+PgDown")
        self._action(view_menu, self.tr("上一个项目"), lambda: self.step_event(-1), "Ctrl+PgUp")
        events_menu = view_menu.addMenu(self.tr("转到项目"))
        for number in range(1, 9):
            self._action(events_menu, self.tr("第 %1 个项目").replace("%1", str(number)),
                         lambda _=False, n=number: self.tabs.setCurrentIndex(n - 1)
                         if n <= self.tabs.count() else None, f"Alt+{number}")

        overall_view.install(self)
        print_menu.install(self)
        hall_menu.install(self)
        help_menu = bar.addMenu(self.tr("帮助(&H)"))
        self._action(help_menu, self.tr("快捷键一览"), self.show_keys, QKeySequence.HelpContents)
        self._action(help_menu, self.tr("第一次办赛指南"), self.show_guide)
        help_menu.addSeparator()
        self._action(help_menu, self.tr("关于"), self._about)
        self._enable_writing()

    def _enable_writing(self) -> None:
        """A tournament opened read-only: the menus that only write are greyed out (the rest refuse)."""
        writable = self.store is None or not self.store.read_only
        for action in self.writing_actions:
            action.setEnabled(writable)

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        for path in settings_store.get("recent_files"):
            self._action(self.recent_menu, path, lambda _=False, p=path: self._open_reporting(p))
        self.recent_menu.setEnabled(bool(settings_store.get("recent_files")))

    # -- the tournament file -------------------------------------------------
    def open_tournament(self, path_or_url: str, display_only: bool = False) -> None:
        """Open a file or URL (raises TournamentFileError, leaving the current one open); ``display_only``:
        read-only on purpose, a hall station beside the referee's that follows it and writes nothing."""
        from app.models.store import open_store
        from app.views.printing.certificate_template_dialog import adopt_settings_template
        from app.views.shell.follow import StationFollower
        store = open_store(path_or_url, busy_seconds=BUSY_SECONDS, display_only=display_only)
        self._close_store()
        self.store = store
        if not store.read_only:  # before the clocks (saved as this station's) and the follower (not news to it)
            from app.views.shell.presence import StationPresence
            self.presence = StationPresence(store, self)
        self.follower = StationFollower(store, self)
        self.clock_desk.forget_sessions()  # this file's clocks come from this file
        self.undo_group.forget()
        adopt_settings_template(store, self)  # a certificate template older stations kept in QSettings
        if store.path is not None:
            settings_store.remember_file(str(store.path))
            self._fill_recent()
        self._build_tabs()
        self._enable_writing()
        hub().file_opened.emit()
        if store.read_only and not store.display_only:
            QMessageBox.information(self, self.tr("只读打开"),
                                    self.tr("该赛事文件或所在文件夹不可写，已以只读方式打开：可以查看和打印，"
                                            "修改不会保存。请把文件复制到可写的位置后再打开。"))
        if store.backup is not None:
            QMessageBox.information(self, self.tr("已升级赛事文件"),
                                    self.tr("该文件来自旧版本，已升级；原文件备份在：\n") + str(store.backup))
        # The facts' check may load the printing fonts: at start-up, once the window has shown itself.
        after_first_paint(self, lambda: self._warn_fact_problems(store))
        after_first_paint(self, freeze_what_is_built)

    def _warn_fact_problems(self, store) -> None:
        """A file written before the facts were checked: printing shows them escaped and cut; say which."""
        if store is not self.store:  # another file opened meanwhile
            return
        from app.services.tournament import fact_problems, tournament_info
        problems = fact_problems(tournament_info(store))
        if problems:
            QMessageBox.warning(self, self.tr("赛事信息有误"), "\n".join(shown(p) for p in problems) + "\n\n"
                                + self.tr("请在 文件 ▸ 赛事信息… 中修改。"))

    def _open_reporting(self, path: str, display_only: bool = False) -> bool:
        try:
            self.open_tournament(path, display_only)
            return True
        except TournamentFileError as exc:
            if exc.code == "file.is_backup" and not display_only:
                from app.views.backups import restore_dialog
                restored = restore_dialog.offer_restore(self, path)
                return bool(restored) and self._open_reporting(restored)
            QMessageBox.critical(self, self.tr("无法打开赛事文件"), shown(exc))
            return False

    def open_dialog(self, display_only: bool = False) -> None:
        title = self.tr("以只读方式打开赛事文件") if display_only else self.tr("打开赛事文件")
        path = file_dialogs.open_file_name(self, title, settings_store.start_folder(), FILE_FILTER)
        settings_store.remember_folder(path)
        if path:
            self._open_reporting(path, display_only)

    def new_tournament(self) -> None:
        from app.views.shell.new_tournament_dialog import NewTournamentDialog
        dialog = NewTournamentDialog(self, language=self.language)
        if dialog.exec():
            store = dialog.create()
            if store is not None:
                path = store.path
                store.close()
                self._open_reporting(str(path))

    def save_copy(self) -> None:
        if self.store is None:
            return
        path = file_dialogs.save_file_name(self, self.tr("另存副本"), settings_store.start_folder(), FILE_FILTER)
        settings_store.remember_folder(path)
        if path:
            try:
                self.store.save_copy(path)
            except (TournamentFileError, OSError, sqlite3.Error) as exc:
                QMessageBox.critical(self, self.tr("保存失败"), shown(exc))
                return
            self.statusBar().showMessage(self.tr("已保存副本：") + path, 5000)

    def _build_tabs(self) -> None:
        current = self.tabs.currentIndex()
        while self.tabs.count():
            widget = self.tabs.widget(0)
            self.tabs.removeTab(0)
            widget.deleteLater()
        if self.store is None:
            return
        from app.services.tournament import list_events
        from app.views.clocks import clock_recovery
        from app.views.shell.event_tab import EventTab
        self._update_title()
        for event in list_events(self.store):
            tab = EventTab(self.store, event, self.undo_group.stack_for(event.code), self.language,
                           wire=self.roster.wire, clock_desk=self.clock_desk)
            self.tabs.addTab(tab, event.name(self.language))
        pages = [self.tabs.widget(i).clocks for i in range(self.tabs.count())]
        if not self.store.read_only:  # a display-only station leaves the referee's clocks alone
            clock_recovery.recover_all(self, pages, self.language)  # one question for the whole file
        self.tabs.setCurrentIndex(max(current, 0))
        self._update_status()

    def _update_title(self) -> None:
        if self.store is None:
            return
        from app.services.tournament import shown_fact, tournament_info
        info = tournament_info(self.store)
        read_only = self.tr("（只读）") if self.store.read_only else ""
        self.setWindowTitle(f"{shown_fact(info.name, 'name')}{read_only} — " + self.tr("赛事裁判工作站"))

    def _update_status(self) -> None:
        if self.store is None:
            return
        from app.services.players import list_players
        where = str(self.store.path) if self.store.path else self.store.label
        read_only = self.tr("只读：仅供显示，不能修改 · ") if self.store.read_only else ""
        self.status.setText(read_only + self.tr("选手 %1 名 · ").replace("%1", str(len(list_players(self.store))))
                            + where)

    def step_event(self, step: int) -> None:
        """Ctrl+PgDown / Ctrl+PgUp: the next or previous event tab (round the ends)."""
        if self.tabs.count():
            self.tabs.setCurrentIndex((self.tabs.currentIndex() + step) % self.tabs.count())

    def current_tab(self):
        """The EventTab in front, if any (None on an empty window or while a file opens)."""
        from app.views.shell.event_tab import EventTab
        widget = self.tabs.currentWidget()
        return widget if isinstance(widget, EventTab) else None

    @property
    def undo_stack(self):
        """The history of the event in front, the one Edit ▸ Undo acts on (None: no event in front)."""
        return self.undo_group.activeStack()

    def _follow_event(self) -> None:
        """Edit ▸ Undo follows the tab in front (read without importing the tab's module: at start-up
        the "opening" label is in front before the rooms are imported)."""
        self.undo_group.follow(getattr(self.tabs.currentWidget(), "code", None))

    def edit_tournament_info(self) -> None:
        """File ▸ Tournament properties: the facts printed on every sheet, changed undoably."""
        if self.store is None:
            return
        from app.services.tournament import tournament_info
        from app.views.shell.tournament_properties import TournamentPropertiesDialog
        TournamentPropertiesDialog(tournament_info(self.store), self._save_tournament_info, self).exec()

    def _save_tournament_info(self, before: dict, after: dict) -> None:
        """Save through the service (its refusal goes back to the dialog) and push the undo step."""
        from app.views.shell.tournament_properties import EditTournamentInfo
        command = EditTournamentInfo(self.store, before, after).execute()
        if self.undo_stack is not None:  # a file-wide fact: a step of the event in front
            self.undo_stack.push(command)

    def show_audit_log(self) -> None:
        from app.views.shell.audit_view import AuditDialog
        if self.store is not None:
            AuditDialog(self.store, self).exec()

    def set_operator(self) -> None:
        """Name the referee at the keyboard; the audit log records it with every change."""
        from app.services import audit
        name, ok = QInputDialog.getText(self, self.tr("当前裁判员"), self.tr("姓名（记入审计日志）："),
                                        text=settings_store.get("operator") or audit.operator())
        if ok and name.strip():
            settings_store.put("operator", name.strip())
            audit.set_operator(name.strip())

    def show_keys(self) -> None:
        self.help = HelpDialog(self.tr("快捷键一览"), help_dialog.keys_html(self.menuBar()), self)
        self.help.show()

    def show_guide(self) -> None:
        self.help = HelpDialog(self.tr("第一次办赛指南"), help_dialog.guide_html(), self)
        self.help.show()

    def _about(self) -> None:
        self.about = AboutDialog(self)
        self.about.show()

    def _close_store(self) -> None:
        if self.follower is not None:
            self.follower.stop()
            self.follower = None
        if self.presence is not None:
            self.presence.release()
            self.presence.deleteLater()
            self.presence = None
        if self.store is not None:
            self.store.close()

    def closeEvent(self, event) -> None:
        if self.backup_keeper is not None:  # None: closed while its file was still opening
            self.backup_keeper.shut()
        self._close_store()
        super().closeEvent(event)
