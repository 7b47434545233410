"""The roster room's actions: the 报名 menu and the entries page's buttons, run through the services and
the undo stack. The main window only builds this room, puts its menu in the bar and lets it wire each tab."""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QInputDialog, QMenuBar, QMessageBox, QWidget

from app.files.errors import OutputPathError
from app.models.store import TournamentFileError
from app.rules.events import SettingsError
from app.services.players import RosterError, list_players
from app.services.tournament import event_info, list_events, update_event_settings
from app.views.common import file_dialogs
from app.views.common.messages import shown
from app.views.roster.player_dialog import PlayerDialog
from app.views.roster.roster_commands import (AddPlayer, DeletePlayer, DisqualifyEntrant, EditPlayer,
                                              LiftDisqualification, WithdrawPlayer)
from app.views.roster.settings_dialog import SettingsDialog
from app.views.base import settings_store
from app.views.base.hub import hub

ROSTER_FILTER = "报名表 Roster (*.csv *.xlsx);;CSV (*.csv);;Excel (*.xlsx)"


class RosterActions(QObject):
    """Add, edit, withdraw, disqualify, delete, import, the roster template and the event settings.

    ``store_source()`` gives the open store (it changes when a file is opened), ``current_tab()`` the
    event tab in front (or None); dialogs open over ``window``. A step goes on the history of the event
    in front (``undo_group``'s active stack): it was taken from that event's entries.
    """

    def __init__(self, window: QWidget, undo_group, store_source: Callable, current_tab: Callable):
        super().__init__(window)
        self.window, self.undo_group = window, undo_group
        self.store_source, self.current_tab = store_source, current_tab
        self.roster_import = None  # the running import, kept alive while it works off the GUI thread

    @property
    def store(self):
        return self.store_source()

    def add_menu(self, bar: QMenuBar):
        """Put the 报名 menu in the bar; returns its menu action (greyed out on a read-only file)."""
        menu = bar.addMenu(self.tr("报名(&R)"))
        for text, slot, key in ((self.tr("添加选手…"), lambda: self.edit_player(None), "Ctrl+Shift+N"),
                                (self.tr("导入报名表…"), lambda: self.import_roster(), "Ctrl+I"),
                                (self.tr("保存报名表模板…"), self.save_template, None),
                                (self.tr("项目设置…"), lambda: self.edit_settings(), "Ctrl+,")):
            action = menu.addAction(text)
            action.triggered.connect(slot)
            if key is not None:
                action.setShortcut(QKeySequence(key))
        return menu.menuAction()

    def wire(self, tab) -> None:
        """Connect an event tab's entries page, once its pages are built (a tab builds them when first shown)."""
        tab.entries.edit_requested.connect(self.edit_player)
        buttons = tab.entries.buttons
        buttons["withdraw"].clicked.connect(lambda _=False: self.toggle_withdrawn(tab))
        buttons["disqualify"].clicked.connect(lambda _=False: self.toggle_disqualified(tab))
        buttons["delete"].clicked.connect(lambda _=False: self.delete_player(tab))
        buttons["import"].clicked.connect(lambda _=False: self.import_roster())
        buttons["settings"].clicked.connect(lambda _=False: self.edit_settings(tab))
        for button in buttons.values() if self.store.read_only else ():  # nothing to add or change
            button.hide()

    def run(self, command) -> bool:
        """Execute an undoable command; a refusal is shown, nothing is pushed."""
        try:
            command.execute()
        except (RosterError, ValueError, TournamentFileError) as exc:  # e.g. a read-only file
            QMessageBox.warning(self.window, self.tr("操作未完成"), shown(exc))
            return False
        stack = self.undo_group.activeStack()
        if stack is not None:
            stack.push(command)
        return True

    def _selected(self, tab):
        """The tab given (a button of its page) or the one in front, and its selected entrant."""
        tab = tab or self.current_tab()
        return tab, (tab.entries.selected() if tab else None)

    def edit_player(self, row) -> None:
        """A new player (``row`` None) or the given one, through the player dialog."""
        if self.store is None:
            return
        tab = self.current_tab()
        schools = sorted({p.school for p in list_players(self.store)})
        events = [e.code for e in list_events(self.store)]
        dialog = PlayerDialog(self.window, player=row, events=events, schools=schools,
                              default_event=tab.code if tab else None,
                              language=settings_store.interface_language())
        if dialog.exec():
            values = dialog.values()
            self.run(AddPlayer(self.store, values) if row is None else EditPlayer(self.store, row, values))

    def toggle_withdrawn(self, tab=None) -> None:
        tab, row = self._selected(tab)
        if row is None:
            return
        if not row.withdrawn:
            answer = QMessageBox.question(self.window, self.tr("退赛"),
                                          self.tr("确定让 %1 退赛吗？退赛后不再编排，已有成绩保留。").replace("%1", row.name))
            if answer != QMessageBox.Yes:
                return
        self.run(WithdrawPlayer(self.store, row, not row.withdrawn))

    def toggle_disqualified(self, tab=None) -> None:
        """Disqualify the selected entrant in this event (reason, then confirm), or lift it."""
        tab, row = self._selected(tab)
        if row is None:
            return
        who = row.teams.get(tab.code) or row.name
        if tab.code in row.disqualified:
            answer = QMessageBox.question(self.window, self.tr("恢复比赛资格"),
                                          self.tr("确定恢复 %1 的比赛资格吗？").replace("%1", who))
            if answer == QMessageBox.Yes:
                self.run(LiftDisqualification(self.store, tab.code, row))
            return
        reason, ok = QInputDialog.getText(self.window, self.tr("取消比赛资格"),
                                          self.tr("取消 %1 在本项目的比赛资格的原因：").replace("%1", who))
        if not ok or not reason.strip():
            return
        answer = QMessageBox.question(
            self.window, self.tr("取消比赛资格"),
            self.tr("确定取消 %1 的比赛资格吗？此后不再编排，不计名次，不获奖；已赛对局保留。可用“撤销”恢复。")
            .replace("%1", who))
        if answer == QMessageBox.Yes:
            self.run(DisqualifyEntrant(self.store, tab.code, row, reason.strip()))

    def delete_player(self, tab=None) -> None:
        tab, row = self._selected(tab)
        if row is None:
            return
        answer = QMessageBox.question(self.window, self.tr("删除选手"),
                                      self.tr("确定删除 %1（%2）吗？可用“撤销”恢复。").replace("%1", row.name)
                                      .replace("%2", row.school))
        if answer == QMessageBox.Yes:
            self.run(DeletePlayer(self.store, row))

    def import_roster(self, path: str | None = None) -> None:
        """Read and check off the GUI thread (cancellable), preview, then write in one transaction."""
        from app.views.roster.roster_import_run import RosterImportRun
        if self.store is None:
            return
        if not path:
            path = file_dialogs.open_file_name(self.window, self.tr("导入报名表"), settings_store.start_folder(),
                                               ROSTER_FILTER)
            settings_store.remember_folder(path)
        if not path:
            return
        self.roster_import = RosterImportRun(self.window, self.store, path, self._imported)
        self.roster_import.start()

    def _imported(self, summary) -> None:
        self.undo_group.clear_all()  # an import is one audited transaction, not an undo step
        hub().roster_changed.emit()
        text = self.tr("新增选手 %1 名，新增报名 %2 项。").replace("%1", str(summary.new_players)).replace(
            "%2", str(summary.new_entries))
        if summary.refused_rows:
            text += "\n" + self.tr("%1 行有问题，未导入；改正后重新导入本文件即可补上。").replace(
                "%1", str(summary.refused_rows))
        QMessageBox.information(self.window, self.tr("导入完成"), text)

    def save_template(self) -> None:
        from app.roster import write_template
        path = file_dialogs.save_file_name(self.window, self.tr("保存报名表模板"),
                                           settings_store.start_path(self.tr("报名表模板") + ".xlsx"), ROSTER_FILTER)
        settings_store.remember_folder(path)
        if not path:
            return
        try:
            write_template(path)  # through output_guard: never over a tournament file
        except (OutputPathError, OSError) as exc:
            QMessageBox.critical(self.window, self.tr("保存失败"), shown(exc))

    def edit_settings(self, tab=None) -> None:
        tab = tab or self.current_tab()
        if tab is None or self.store is None:
            return
        info = event_info(self.store, tab.code)
        dialog = SettingsDialog(tab.code, info.settings, self.window, language=settings_store.interface_language())
        if dialog.exec():
            try:
                update_event_settings(self.store, tab.code, dialog.changes())
            except SettingsError as exc:
                QMessageBox.warning(self.window, self.tr("设置无效"), shown(exc))
                return
            hub().settings_changed.emit(tab.code)
