"""Result entry for an event's round: keyboard first (table number, code, Enter), forms by double-click."""
from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QIntValidator, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.rules.events import CODED_EVENTS, DRAFT_CONSOLE_EVENTS, PRESETS, SCORED_GAMES
from app.scoring import ResultError
from app.services.playoffs import projected_round
from app.services.result_entry import (
    entry_for_code,
    event_settings,
    table_entry,
)
from app.scoring.console_check import proposal
from app.scoring.parse import normalise
from app.services.results import ChangedElsewhere, ConsoleDisagrees, RedrawnElsewhere, Seen
from app.services.round_views import listed_rounds, round_view
from app.stages.policy import PRELIMINARY
from app.stages.round_id import PLAYOFF, RoundId, is_playoff_round
from app.views.common.message_line import BOLD, PLAIN, Look, MessageLine
from app.views.common.messages import shown, worded
from app.views.results.entry_base import ERROR_COLOUR
from app.views.base.hub import hub
from app.views.base.lazy import RefreshWhenShown
from app.views.results.result_commands import ClearResult, RecordResult, is_refusal
from app.views.common.write_failures import refusal_text
from app.views.results.result_entry import ForfeitDialog, dialog_for, is_match
from app.views.results.proposals_panel import ProposalsPanel
from app.views.results.results_model import ResultsModel
from app.views.results.results_widgets import RowSelectionHeader, StationUndoFirst
from app.views.sanguosha.console_host import ConsoleHost
from app.views.common.round_box import set_round_choices
from app.views.standings.standings_page import FIT_ROWS
from app.views.common.table_view import OBJECT_ROLE, fit_row_height, sorted_table



DONE, ERROR, WARNING = Look("#2e7d32"), Look(ERROR_COLOUR), Look("#8a6d00", bold=True)


class ResultsPage(RefreshWhenShown, QWidget):
    recorded = Signal(object, int)  # round (its RoundId), table: a result was stored
    refused = Signal(str)  # the refusal shown to the referee

    def __init__(self, store, code: str, undo_stack, parent=None):
        super().__init__(parent)
        self.store, self.code, self.undo_stack = store, code, undo_stack
        self._recording = False
        self._latest_wanted = False
        self.last_refusal = ""
        self.round_box = QComboBox()
        self.round_box.currentIndexChanged.connect(self._show_selected)
        self.table_input = QLineEdit()
        self.table_input.setValidator(QIntValidator(1, 99999, self))
        self.table_input.setPlaceholderText(self.tr("桌号"))
        self.table_input.setMaximumWidth(80)
        self.table_input.returnPressed.connect(self._table_entered)
        self.table_input.textChanged.connect(self._forget_prompt)
        self._prompted: tuple[RoundId, int, Seen] | None = None  # the table the prompt shows, as it showed it
        self.code_input = QLineEdit()
        self.code_input.setMaximumWidth(140)
        self.code_input.setPlaceholderText(self._code_hint())
        self.code_input.returnPressed.connect(self.submit)
        self.message = MessageLine()
        self.count = MessageLine(wrap=False, look=BOLD)
        self.detail_button = QPushButton(self.tr("详细录入…"))
        self.forfeit_button = QPushButton(self.tr("弃权…"))
        self.clear_button = QPushButton(self.tr("清除成绩"))
        self.console_button = QPushButton(self.tr("选将台…"))
        self.console_button.setToolTip(self.tr("所选桌的三国杀选将台（Ctrl+G）"))
        self.console_button.clicked.connect(lambda: self.open_console())
        self.console_button.setVisible(code in DRAFT_CONSOLE_EVENTS)
        self.console_host = ConsoleHost(store, code, self, self._refuse)  # the room's console windows
        self.board_button = QPushButton(self.tr("选将总览…"))
        self.board_button.setToolTip(self.tr("本轮每一桌的选将台（Ctrl+Shift+G）"))
        self.board_button.clicked.connect(lambda: self.open_board())
        self.board_button.setVisible(code in DRAFT_CONSOLE_EVENTS)
        self.outcomes = {}  # table id → its consoles' games (services.sanguosha.GameOutcome), shown round
        self.model_view = None  # the round view shown
        self._override_declined = False  # the referee chose to correct an entry the console contradicts
        self.detail_button.clicked.connect(lambda: self.open_detail())
        self.forfeit_button.clicked.connect(lambda: self.open_forfeit())
        self.clear_button.clicked.connect(lambda: self.clear_selected())
        self.forfeit_button.setVisible(code in CODED_EVENTS)

        entry_row = QHBoxLayout()
        entry_row.addWidget(self.round_box)
        self.table_label = QLabel(self.tr("桌号"))
        entry_row.addWidget(self.table_label)
        entry_row.addWidget(self.table_input)
        self.code_label = QLabel(self.tr("比分"))
        entry_row.addWidget(self.code_label)
        entry_row.addWidget(self.code_input)
        entry_row.addWidget(self.message, 1)
        buttons = QHBoxLayout()
        for button in (self.detail_button, self.forfeit_button, self.clear_button, self.console_button,
                       self.board_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.count)

        self.model = ResultsModel(self)
        if code in DRAFT_CONSOLE_EVENTS:  # teams (players), never 先手 / 后手: the console decides who moves
            self.model.side_headers = ((self.tr("甲队"), self.tr("乙队")) if PRESETS[code].team_event
                                       else (self.tr("选手甲"), self.tr("选手乙")))
        self.proxy, self.view = sorted_table(self, self.model)
        self.view.setHorizontalHeader(RowSelectionHeader(self.view))
        self.view.sortByColumn(0, Qt.AscendingOrder)  # a new header starts without the table's order
        self.view.setSelectionBehavior(QTableView.SelectRows)
        self.view.setSelectionMode(QTableView.SingleSelection)
        self.view.setEditTriggers(QTableView.NoEditTriggers)
        self.view.verticalHeader().setVisible(False)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.Interactive)  # fitted once per round, not on every result
        header.setResizeContentsPrecision(FIT_ROWS)
        header.setStretchLastSection(True)
        self.view.doubleClicked.connect(lambda index: self.open_detail(index.data(OBJECT_ROLE)))
        # Every event tab has this page: Delete acts on the table view alone; Ctrl+R works in the
        # whole window while this page is visible (Qt skips shortcuts of hidden pages).
        QShortcut(QKeySequence(Qt.Key_Delete), self.view, activated=self.clear_selected,
                  context=Qt.WidgetShortcut)
        QShortcut(QKeySequence("Ctrl+R"), self, activated=self._focus_entry,
                  context=Qt.WindowShortcut)
        # Another station's entries reach this screen by themselves (changed_elsewhere), and at F5.
        QShortcut(QKeySequence(Qt.Key_F5), self, activated=self.reload, context=Qt.WindowShortcut)
        if code in DRAFT_CONSOLE_EVENTS:
            QShortcut(QKeySequence("Ctrl+G"), self, activated=lambda: self.open_console(),
                      context=Qt.WindowShortcut)
            QShortcut(QKeySequence("Ctrl+Shift+G"), self, activated=lambda: self.open_board(),
                      context=Qt.WindowShortcut)
        self._station_undo = StationUndoFirst(self)
        for field in (self.table_input, self.code_input):
            field.installEventFilter(self._station_undo)

        if store.read_only:  # a display-only station shows the results and takes none
            for widget in (self.table_label, self.table_input, self.code_input, self.code_label, self.detail_button,
                           self.forfeit_button, self.clear_button):
                widget.hide()
            entry_row.insertWidget(1, QLabel(self.tr("只读：不能录入成绩")))
        layout = QVBoxLayout(self)
        layout.addLayout(entry_row)
        layout.addLayout(buttons)
        layout.addWidget(self.view)
        self.proposals = ProposalsPanel(store, code, undo_stack, self)  # results entered at the tables
        self.proposals.refused.connect(self._refuse)
        layout.addWidget(self.proposals)
        hub().round_paired.connect(self._on_round_paired)
        hub().results_changed.connect(self._on_results_changed)
        hub().result_refused.connect(self._on_result_refused)
        hub().result_reverted.connect(self._on_result_reverted)
        hub().changed_elsewhere.connect(self._on_changed_elsewhere)
        if code in DRAFT_CONSOLE_EVENTS:
            hub().draft_changed.connect(self._on_draft_changed)
        self.refresh()

    def _typed_codes(self) -> bool:
        """Typed codes for the coded events, and for every playoff match (a score in games)."""
        return self.code in CODED_EVENTS or is_playoff_round(self.round_id)

    def _code_hint(self) -> str:
        if PRESETS[self.code].several_games == SCORED_GAMES:
            return self.tr("2-0 / 1-1 / 0-2 / 1-0,0-1")
        if is_match(self.code, event_settings(self.store, self.code)):
            return self.tr("2-1 / 1-0,0-1,1-0 / + / -")
        return self.tr("1 / = / 0 / + / -")

    # -- display --------------------------------------------------------------
    def _on_round_paired(self, code: str) -> None:
        if code == self.code:
            self._latest_wanted = True  # a new round: show it rather than the one on screen
            self.refresh_when_shown()

    def _on_results_changed(self, code: str) -> None:
        """A change from elsewhere (undo, a form, another page): the last ✓ may be stale."""
        if code == self.code and not self._recording:
            self._say("")
            self.refresh_when_shown()
            if self.isVisible() and self.isAncestorOf(QApplication.focusWidget()):
                self._focus_entry()

    def _on_changed_elsewhere(self) -> None:
        """Another station committed: read the round again, keeping the typed entry, the message, the
        selected table and where the list is scrolled."""
        if self._recording:
            return
        if not self.isVisible():
            self.refresh_when_shown()
            return
        selected, scrolled = self.selected_table(), self.view.verticalScrollBar().value()
        self.refresh()
        if selected is not None:
            self._select(selected.number)
        self.view.verticalScrollBar().setValue(scrolled)

    def reload(self) -> None:
        """F5: the round on screen, read again."""
        self.refresh(select=self.round_id)

    def showEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        QTimer.singleShot(0, self._focus_entry)  # after the tab bar has taken the click's focus

    def _on_result_reverted(self, code: str, text: str) -> None:
        """Ctrl+Z or Ctrl+Shift+Z changed one of this event's tables: say which, from what, to what."""
        if code == self.code:
            self._say(text, DONE)

    def _on_result_refused(self, code: str, text: str) -> None:
        """An undo or redo of this event's results was refused: say so where the referee looks."""
        if code == self.code:
            self._refuse(text)
            QMessageBox.warning(self, self.tr("未能撤销或重做"), text)

    def refresh(self, select: RoundId | None = None) -> None:
        rounds = listed_rounds(self.store, self.code)
        if select is None and (self._latest_wanted or self.round_box.count() == 0):
            select = projected_round(self.store, self.code) or (rounds[-1] if rounds else None)  # in play
        self._latest_wanted = False
        set_round_choices(self.round_box, rounds, select)
        self._show_selected()

    @property
    def round_id(self) -> RoundId | None:
        return self.round_box.currentData()

    @property
    def console_round(self) -> bool:
        """A Sanguosha draft round shown (a playoff match has no console)."""
        return (self.code in DRAFT_CONSOLE_EVENTS and self.round_id is not None
                and not is_playoff_round(self.round_id))

    def _show_selected(self) -> None:
        round_id = self.round_id
        view = round_view(self.store, self.code, round_id) if round_id is not None else None
        self.model.set_round(view)
        self.proposals.show_round(round_id)
        self._show_consoles(view)
        typed = self._typed_codes() and not self.store.read_only
        self.code_input.setEnabled(typed)
        self.code_input.setVisible(typed)
        self.code_label.setVisible(typed)
        self.code_input.setPlaceholderText(self.tr("加赛比分：1-0 / 2-1 / +-") if is_playoff_round(round_id)
                                           else self._code_hint())
        self.view.resizeColumnsToContents()
        fit_row_height(self.view, self.model.seats)
        for widget in (self.table_input, self.detail_button, self.forfeit_button, self.clear_button):
            widget.setEnabled(view is not None)
        self.detail_button.setEnabled(view is not None and not is_playoff_round(round_id))
        if view is None:
            self.count.say(self.tr("尚未编排"), BOLD)
            return
        self._count()

    # -- the tables' consoles (Sanguosha) ------------------------------------------------
    def _on_draft_changed(self, code: str) -> None:
        if code == self.code:
            self._show_consoles(self.model_view)

    def _show_consoles(self, view) -> None:
        """Read the shown round's consoles: each seat's camp on screen, the decided games for the quick
        entry's proposal. Events without a console, and playoffs, have none."""
        self.model_view = view
        if self.code not in DRAFT_CONSOLE_EVENTS or view is None or view.stage_kind == PLAYOFF:
            self.outcomes = {}
            return
        from app.services.sanguosha import round_outcomes, seat_camps
        self.outcomes = round_outcomes(self.store, view.round_id)
        kind, games = PRESETS[self.code].draft_console, self._games()
        camps = {table_id: tuple(worded(camp) if camp else "" for camp in seat_camps(kind, outcomes, games))
                 for table_id, outcomes in self.outcomes.items()}
        self.model.set_camps(camps)

    def _games(self) -> int:
        return int(event_settings(self.store, self.code)["games_per_round"])

    def _console_proposal(self, table) -> tuple[str, str] | None:
        """The code the table's decided console proposes, and how it reads (暖色（A）胜); None without."""
        from app.services.sanguosha import decided_winners, decided_words
        outcomes = self.outcomes.get(table.table_id, ())
        if not outcomes:  # no console (every table outside Sanguosha): nothing decided to propose
            return None
        games = self._games()
        code = proposal(decided_winners(outcomes), games)
        if code is None:
            return None
        names = tuple(seat.name for seat in table.seats)
        return code, worded(decided_words(PRESETS[self.code].draft_console, outcomes, names, games))

    def _accepted_proposal(self, table) -> dict | None:
        """The consoles' decided games as they ended, when the typed code is their proposal: the code
        alone would lose each game's camp and how it ended."""
        proposed = self._console_proposal(table)
        if proposed is None or normalise(self.code_input.text()) != proposed[0]:
            return None
        from app.services.sanguosha import console_entry
        return console_entry(self.store, self.code, table.table_id)

    def _fit_row(self, table_number: int) -> None:
        """The points tag lengthens a row's seat cells: widen their columns so no name is cut off
        (measured on that row alone, so a confirmed result costs no column scan)."""
        row = self.model.row_of(table_number)
        if row is None:
            return
        table, advance = self.model.tables()[row], self.view.fontMetrics().horizontalAdvance
        for column in range(1, self.model.columnCount()):
            text = self.model.cell(table, column)[0]
            needed = max(advance(line) for line in str(text or "").split("\n")) + 16
            if needed > self.view.columnWidth(column):
                self.view.setColumnWidth(column, needed)

    def _count(self) -> None:
        self.count.say(self.tr("已录 %1 / %2 桌").replace("%1", str(self.model.entered))
                       .replace("%2", str(len(self.model.tables()))), BOLD)

    def _say(self, text: str, look: Look = PLAIN) -> None:
        self.message.say(text, look)

    def _focus_entry(self) -> None:
        """Ready for the next table: the first table still open is proposed, selected to overtype."""
        if not self.table_input.isEnabled():
            return
        first_open = next((t.number for t in self.model.tables() if not t.has_result), None)
        self.table_input.setText(str(first_open) if first_open is not None else "")
        self.code_input.clear()
        self.table_input.setFocus()
        self.table_input.selectAll()

    def _table(self, number_text: str):
        if not number_text.isdigit():
            raise ResultError(self.tr("请输入桌号"))
        row = self.model.row_of(int(number_text))
        if row is None:
            raise ResultError(self.tr("%1没有第 %2 桌").replace("%1", self.round_box.currentText())
                              .replace("%2", number_text))
        return self.model.tables()[row]

    # -- keyboard entry ---------------------------------------------------------
    def _table_entered(self) -> None:
        try:
            table = self._table(self.table_input.text())
        except ResultError as exc:
            self._refuse(shown(exc))
            return
        self._select(table.number)
        self._prompted = (self.round_id, table.number, Seen.of(self.model_view, table))
        names = " — ".join(s.name for s in table.seats)
        said = (self.tr("第 %1 桌：%2").replace("%1", str(table.number)).replace("%2", names)
                + (self.tr("（已录 %1）").replace("%1", self.model.result_text(table.result)) if table.has_result else ""))
        proposed = self._console_proposal(table) if not is_playoff_round(self.round_id) else None
        if proposed is not None:
            said += self.tr("；选将台：%1").replace("%1", proposed[1])
            if not table.has_result:
                self.code_input.setText(proposed[0])  # the console's outcome, Enter takes it
        self._say(said)
        if self._typed_codes():
            self.code_input.setFocus()
            self.code_input.selectAll()
        else:
            self.open_detail(table)

    def submit(self) -> None:
        """Record the typed code for the typed table; on refusal nothing is written and the input stays."""
        try:
            table = self._table(self.table_input.text())
            entry = self._accepted_proposal(table) or entry_for_code(self.code, self.code_input.text(), self.round_id)
        except ResultError as exc:
            self._refuse(shown(exc))
            return
        if self.record(table.number, entry, self._seen_typed(table)):
            self._focus_entry()

    def _seen_typed(self, table) -> Seen:
        """What the referee saw of the typed table: the prompt as it showed when its number was typed (a
        result another station entered since is refused, not replaced), else the table as on screen."""
        if self._prompted is not None and self._prompted[:2] == (self.round_id, table.number):
            return self._prompted[2]
        return Seen.of(self.model_view, table)

    def _forget_prompt(self) -> None:
        self._prompted = None

    def _refuse(self, text: str) -> None:
        self.last_refusal = text
        self._say("✗ " + text, ERROR)
        self.refused.emit(text)

    def _select(self, table_number: int) -> None:
        row = self.model.row_of(table_number)
        if row is not None:
            index = self.proxy.mapFromSource(self.model.index(row, 0))
            self.view.selectRow(index.row())
            self.view.scrollTo(index)

    def record(self, table_number: int, entry: dict, seen: Seen | str | None,
               console_override: str | None = None) -> bool:
        """Record (or change) through an undoable command; a refusal is shown and nothing is pushed.

        ``seen``: what the referee saw of the table (services.results.Seen), or only its result as
        shown ("" for none) in the round this page shows. If another station drew the round again or
        changed the result since, or the file cannot be written, the reason is shown, the table
        shows what is stored now, and the caller keeps what was typed. An entry the table's
        decided console contradicts is shown beside the console's outcome: the referee corrects it,
        or overrules the console with a reason (``console_override``, audited).
        """
        round_id = self.round_id
        if not isinstance(seen, Seen):
            seen = Seen(seen or None, self.model_view.draw)
        command = RecordResult(self.store, self.code, round_id, table_number, entry, seen, console_override)
        self._recording = True  # this page shows its own change in place, without a reload
        self._override_declined = False
        try:
            recorded = command.execute()
        except ConsoleDisagrees as exc:
            reason = self.ask_override(exc)
            if reason:
                return self.record(table_number, entry, seen, reason)
            self._override_declined = True
            self._refuse(shown(exc))
            return False
        except Exception as exc:  # noqa: BLE001 - refusals and write failures; a bug is raised again
            if not is_refusal(exc):
                raise
            self._refused_change(exc)
            return False
        finally:
            self._recording = False
        self.undo_stack.push(command)
        self.model.update_table(table_number, recorded.scored)
        self._fit_row(table_number)
        self._count()
        done = self.tr("✓ 第 %1 桌 %2").replace("%1", str(table_number)).replace("%2", self.model.result_text(recorded.scored.summary))
        if recorded.previous_summary and recorded.previous_summary != recorded.scored.summary:
            done += self.tr("（已替换 %1）").replace("%1", self.model.result_text(recorded.previous_summary))
        self._say(done, DONE)
        if recorded.disqualified:
            self._say(done + self.tr("；取消比赛资格：%1").replace("%1", "、".join(recorded.disqualified)),
                      WARNING)
        if recorded.later_rounds_paired:
            warning = (self.tr("注意：决赛已按预赛原来的排名编排，修改此成绩不会改变晋级名单和已编排的对阵。")
                       if round_id.stage == PRELIMINARY else
                       self.tr("注意：%1之后的轮次已按原来的积分编排，修改此成绩不会改变已编排的对阵。"
                               ).replace("%1", worded(round_id.words())))
            self._say(warning, WARNING)
            QMessageBox.warning(self, self.tr("已修改早先轮次的成绩"), warning)
        self.recorded.emit(round_id, table_number)
        return True

    def ask_override(self, error: ConsoleDisagrees) -> str:
        """The refusal beside the console's outcome; the referee's reason to overrule it ("" to correct)."""
        from app.views.results.console_disagreement import ConsoleDisagreementDialog
        self.override_dialog = ConsoleDisagreementDialog(error, self)  # tests reach the open dialog here
        return self.override_dialog.reason() if self.override_dialog.exec() == QDialog.Accepted else ""

    # -- mouse and forms --------------------------------------------------------------
    def selected_table(self):
        indexes = self.view.selectionModel().selectedRows()
        return indexes[0].data(OBJECT_ROLE) if indexes else None

    def _refused_change(self, error: Exception) -> None:
        """Show why nothing was written; after another station's change, show the table as it is now."""
        if isinstance(error, ChangedElsewhere):
            self._show_selected()  # another station's result (or none) on screen, the input untouched
            self._prompted = None  # now seen: Enter again records over it
            if isinstance(error, RedrawnElsewhere):  # other players now: the table typed again shows them
                self.table_input.setFocus()
                self.table_input.selectAll()
        self._refuse(refusal_text(error))

    def _run_dialog(self, dialog: QDialog, table, reopen=None) -> None:
        """Run a form; if its result is refused, say why and open it again with what was typed."""
        self.dialog = dialog  # tests reach the open form here
        seen = Seen.of(self.model_view, table)  # the table as the form opened on it
        if dialog.exec() != QDialog.Accepted:
            return
        entry = dialog.entry()
        if self.record(table.number, entry, seen):
            self._focus_entry()
            return
        if not self._override_declined:  # the console's refusal was just shown: no second box
            QMessageBox.warning(self, self.tr("成绩未保存"), self.last_refusal)
        current = self.model.row_of(table.number)
        table = self.model.tables()[current] if current is not None else table
        if reopen is not None:
            self._run_dialog(reopen(table, entry), table, reopen)

    def open_detail(self, table=None) -> None:
        table = table or self.selected_table()
        if table is None or self.round_id is None or is_playoff_round(self.round_id):
            return  # a playoff match is entered as its score in games
        entry = table_entry(self.store, self.code, self.round_id, table.number)
        settings = event_settings(self.store, self.code)
        if entry is None and self.code in DRAFT_CONSOLE_EVENTS:  # the consoles' tracked games, if any
            from app.services.sanguosha import match_prefill, result_prefill
            if int(settings["games_per_round"]) > 1:
                entry = match_prefill(self.store, self.code, table.table_id)
            else:  # one game: the 3v3 tracked game, or any console's decided winner
                entry = result_prefill(self.store, self.code, table.table_id)
        self._run_dialog(dialog_for(self.code, settings, table, entry, self), table,
                         lambda again, typed: dialog_for(self.code, settings, again, typed, self))

    def open_forfeit(self, table=None) -> None:
        table = table or self.selected_table()
        if table is None or self.code not in CODED_EVENTS:
            return
        settings = event_settings(self.store, self.code)
        self._run_dialog(ForfeitDialog(self.code, settings, table, None, self), table,
                         lambda again, typed: dialog_for(self.code, settings, again, typed, self))

    @property
    def consoles(self) -> dict:
        """Table id → its open console window (kept by the Sanguosha room's host)."""
        return self.console_host.consoles

    @property
    def board(self):
        """The open 选将总览 window, or None."""
        return self.console_host.board

    def open_console(self, table=None):
        """The Sanguosha console of the selected table (or the one typed in 桌号): one window per table."""
        if not self.console_round:
            return None
        table = table or self.selected_table()
        if table is None:
            try:
                table = self._table(self.table_input.text())
            except ResultError:
                self._refuse(self.tr("请先选中一桌（或在桌号中输入），再打开选将台"))
                return None
        return self.console_host.open_console(table.table_id)

    def open_board(self):
        """选将总览: every console of the shown round; Enter on a row opens that table's console."""
        if not self.console_round:
            return None
        return self.console_host.open_board(self.round_id, self.open_console_of)

    def open_console_of(self, table_id: int):
        """The console of a table of the shown round, by its id (the overview's rows, a reopened window)."""
        table = next((t for t in self.model.tables() if t.table_id == table_id), None)
        return self.open_console(table) if table is not None else None

    def clear_selected(self) -> None:
        table = self.selected_table()
        if table is None or not table.has_result:
            return
        answer = QMessageBox.question(self, self.tr("清除成绩"),
                                      self.tr("确定清除第 %1 桌的成绩（%2）吗？可用“撤销”恢复。")
                                      .replace("%1", str(table.number)).replace("%2", self.model.result_text(table.result)))
        if answer != QMessageBox.Yes:
            return
        command = ClearResult(self.store, self.code, self.round_id, table.number, Seen.of(self.model_view, table))
        try:
            command.execute()
        except Exception as exc:  # noqa: BLE001 - refusals and write failures; a bug is raised again
            if not is_refusal(exc):
                raise
            self._refused_change(exc)
            QMessageBox.warning(self, self.tr("成绩未清除"), refusal_text(exc))
            return
        self.undo_stack.push(command)
        self._say(self.tr("已清除第 %1 桌的成绩").replace("%1", str(table.number)), DONE)
