"""Rounds and pairings of an event: pair the next round, re-pair, delete, swap, renumber."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut, QUndoCommand
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QMessageBox,
    QProgressDialog,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app import log
from app.messages import Message
from app.files.errors import ReadOnlyTournamentError
from app.pairing.matching import load_engines
from app.rules.events import PRESETS, TABLE_OF_EIGHT
from app.services.identity_roles import identity_table
from app.services.playoffs import PlayoffRefused, create_playoff, delete_playoff, proposed_playoffs
from app.services.rounds import (ASK, AbsentEntrants, NoLegalPairing, PairingRefused, RoundsChangedElsewhere,
                                 delete_last_round, pair_next_round, renumber_table, repair_last_round, swap_seats,
                                 takes_requested_byes)
from app.services import write_errors
from app.services.round_views import RoundLists, round_lists, round_view
from app.services.table_results import with_results
from app.views.common.messages import event_round_words, shown, worded
from app.views.base.hub import hub
from app.views.base.lazy import RefreshWhenShown
from app.views.rounds.identity_roles_dialog import IdentityRolesDialog
from app.views.rounds.pairing_dialogs import AbsentDialog, playoff_question
from app.views.rounds.requested_byes_dialog import RequestedByesDialog
from app.stages.round_id import PLAYOFF, RoundId, is_playoff_round
from app.views.common.round_box import set_round_choices
from app.views.rounds.round_model import SEAT_ROLE, RoundModel
from app.views.common.table_view import OBJECT_ROLE, fit_row_height, sorted_table
from app.views.common.tasks import run_task


class SwapSeats(QUndoCommand):
    """Swapping two seats is its own inverse; its text names the event, the round and both players."""

    TEXT = QT_TRANSLATE_NOOP("RoundsPage", "%1：交换 %2 与 %3")

    def __init__(self, store, code, round_id: RoundId, seat_a, seat_b, names: tuple[str, str]):
        super().__init__()
        self.store, self.code, self.seats = store, code, (seat_a, seat_b)
        self.round_id, self.names = round_id, names
        self._first = True
        self.retitle()

    def retitle(self) -> None:
        """The step's text (Edit ▸ Undo …) in the interface language now."""
        self.setText(QCoreApplication.translate("RoundsPage", self.TEXT)
                     .replace("%1", event_round_words(self.code, self.round_id))
                     .replace("%2", self.names[0]).replace("%3", self.names[1]))

    def redo(self) -> None:
        if self._first:  # done before being pushed, so a refusal reaches the referee
            self._first = False
            return
        swap_seats(self.store, self.code, *self.seats)
        hub().round_paired.emit(self.code)

    def undo(self) -> None:
        swap_seats(self.store, self.code, *self.seats)
        hub().round_paired.emit(self.code)


class RoundsPage(RefreshWhenShown, QWidget):
    paired = Signal(int)  # the round number, once a draw is stored
    pairing_failed = Signal(str)

    def __init__(self, store, code: str, undo_stack, parent=None):
        super().__init__(parent)
        self.store, self.code, self.undo_stack = store, code, undo_stack
        self.round_box = QComboBox()
        self.round_box.currentIndexChanged.connect(self._show_selected)
        self.pair_button = QPushButton(self.tr("编排下一轮 (Ctrl+P)"))
        self.pair_button.setStyleSheet("font-weight: bold")
        self.requested_byes_button = QPushButton(self.tr("请求轮空并编排…"))
        self.requested_byes_button.setToolTip(self.tr("选手事先请求本轮轮空（半分）：勾选他们，再编排下一轮"))
        self.requested_byes_button.clicked.connect(self.pair_with_requested_byes)
        self.requested_byes_button.setVisible(takes_requested_byes(code) and not store.read_only)
        self.repair_button = QPushButton(self.tr("重新编排本轮"))
        self.delete_button = QPushButton(self.tr("删除最后一轮"))
        self.swap_button = QPushButton(self.tr("交换所选两名选手"))
        self.renumber_button = QPushButton(self.tr("调整桌号…"))
        self.playoff_button = QPushButton(self.tr("加赛…"))
        self.roles_button = QPushButton(self.tr("身份牌…"))
        self.roles_button.setToolTip(self.tr("所选一桌的身份牌：主公公开，其余密封，由裁判揭示"))
        self.roles_button.clicked.connect(self.show_roles)
        self.roles_button.setVisible(PRESETS[code].format == TABLE_OF_EIGHT)
        self.playoff_button.setToolTip(self.tr("最后一轮成绩录完后，获奖名次并列者加赛：查看并编排"))
        self.playoff_button.clicked.connect(self.propose_playoff)
        self.pair_button.clicked.connect(lambda: self.pair_next())
        self.repair_button.clicked.connect(self.repair)
        self.delete_button.clicked.connect(self.delete_last)
        self.swap_button.clicked.connect(self.swap_selected)
        self.renumber_button.clicked.connect(self.renumber_selected)
        # Window-wide but only while this page is visible (Qt skips hidden parents), so it works
        # straight after a click on the tab and the other events' pages do not make it ambiguous.
        QShortcut(QKeySequence("Ctrl+P"), self, activated=lambda: self.pair_next(),
                  context=Qt.WindowShortcut)
        # two rows, the round's pairing then its tables' changes: one row is wider than a 1366 screen in English
        top, changes = QHBoxLayout(), QHBoxLayout()
        top.addWidget(self.round_box)
        for row, buttons in ((top, (self.pair_button, self.requested_byes_button, self.repair_button,
                                    self.delete_button)),
                             (changes, (self.swap_button, self.renumber_button, self.playoff_button,
                                        self.roles_button))):
            for button in buttons:
                row.addWidget(button)
            row.addStretch(1)
        if store.read_only:  # a display-only station: nothing here may be paired or changed
            for button in (self.pair_button, self.repair_button, self.delete_button, self.swap_button,
                           self.renumber_button, self.playoff_button):
                button.hide()
        self.info = QLabel()
        self.warnings = QLabel()
        self.warnings.setWordWrap(True)
        self.warnings.setStyleSheet("color: #8a6d00")
        self.byes = QLabel()
        self.model = RoundModel(self)
        self.proxy, self.view = sorted_table(self, self.model)
        self.view.setSelectionBehavior(QTableView.SelectItems)
        self.view.verticalHeader().setVisible(False)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(changes)
        layout.addWidget(self.info)
        layout.addWidget(self.warnings)
        layout.addWidget(self.view)
        layout.addWidget(self.byes)
        header = self.view.horizontalHeader()
        header.setResizeContentsPrecision(50)  # fit columns on a sample of rows
        header.setSectionResizeMode(QHeaderView.ResizeToContents)
        header.setStretchLastSection(True)
        self.busy: QProgressDialog | None = None
        self._view = None  # the round shown (a RoundView)
        self._announcing = False  # this page is telling the others of its own change: it has read it already
        self._results_outdated = False  # a result changed while the page was hidden
        self._engines_asked = False  # the pairing's libraries are loaded off the GUI thread at the first showing
        hub().round_paired.connect(self._on_round_paired)
        hub().results_changed.connect(self._on_results_changed)
        hub().changed_elsewhere.connect(self.refresh_when_shown)
        self.refresh()

    # -- display ----------------------------------------------------------------
    def _on_round_paired(self, code: str) -> None:
        if code == self.code and not self._announcing:
            self.refresh_when_shown()

    def _on_results_changed(self, code: str) -> None:
        """A result changes the shown round's results and their count, never its rounds or seats: only the
        shown round is read again, and only once the page shows (a result must not wait on a hidden page)."""
        if code != self.code or self._announcing:
            return
        if self.isVisible():
            self._show_results()
        else:
            self._results_outdated = True

    def showEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)  # the whole page read again if rounds changed meanwhile
        if self._results_outdated:
            self._show_results()
        if not self._engines_asked and not self.store.read_only:  # the referee may pair from here
            self._engines_asked = True
            run_task(load_engines, lambda _none: None, lambda _error: None)  # a missing one: the draw says so

    def _announce(self, *signals) -> None:
        """Tell the other pages of a change this page has just shown (it does not read it a second time)."""
        self._announcing = True
        try:
            for signal in signals:
                signal.emit(self.code)
        finally:
            self._announcing = False

    def refresh(self, select: RoundId | None = None, lists: RoundLists | None = None) -> None:
        """Read the page again (``lists``: the rounds as the pairing's worker read them after its commit)."""
        lists = lists or round_lists(self.store, self.code)
        self.rounds_shown = lists.paired  # what "pair next" is asked against
        self._choices = lists.choices  # the stage in play's rounds, the playoffs'
        set_round_choices(self.round_box, lists.listed, select)
        self._show_selected()

    def _show_results(self) -> None:
        """After a result only the shown round's results can have changed: they alone are read (not its
        seats and names), its tables updated in place, its count of results."""
        self._results_outdated = False
        view = with_results(self.store, self._view) if self._view is not None else None
        if view is None:  # nothing shown, or its tables gone meanwhile (another station): read it all again
            self.refresh()
            return
        self._show_round(self.round_box.currentData(), view)

    def _show_selected(self) -> None:
        self._results_outdated = False
        number = self.round_box.currentData()
        view = round_view(self.store, self.code, number) if number is not None else None
        latest = bool(view) and number == self._choices[-1]
        for button in (self.repair_button, self.swap_button, self.renumber_button):
            button.setEnabled(latest and not is_playoff_round(number))
        self.delete_button.setEnabled(latest)
        self._show_round(number, view)

    def _show_round(self, number: RoundId | None, view) -> None:
        """The round's tables, byes and the line above them (its stage, tables, results entered, seed)."""
        self._view = view
        self.model.set_round(view)
        fit_row_height(self.view, self.model.seats)
        if view is None:
            self.info.setText(self.tr("尚未编排。按“编排下一轮”开始第 1 轮。"))
            self.warnings.setText("")
            self.byes.setText("")
            return
        done = sum(t.has_result for t in view.tables)
        self.byes.setText(self.tr("轮空：") + "、".join(f"{name}（{school}）" for _id, name, school, _p in view.byes)
                          if view.byes else "")
        if is_playoff_round(number):
            self.info.setText(self.tr("%1 · %2 场，已录成绩 %3 场（录入比分如 1-0 或 2-1）")
                              .replace("%1", worded(view.words())).replace("%2", str(len(view.tables)))
                              .replace("%3", str(done)))
            self.warnings.setText("")
            return
        self.info.setText(self.tr("%1 · %2 桌，已录成绩 %3 桌 · 随机种子 %4").replace("%1", worded(view.words()))
                          .replace("%2", str(len(view.tables))).replace("%3", str(done)).replace("%4", str(view.seed)))
        self.warnings.setText("\n".join("⚠ " + worded(w) for w in view.warnings))

    # -- commands -----------------------------------------------------------------
    def pair_with_requested_byes(self) -> None:
        """Ask who requested a half-point bye, then pair the next round with their byes."""
        self.requested_dialog = RequestedByesDialog(self.store, self.code, self)
        if self.requested_dialog.exec():
            self.pair_next(requested=tuple(self.requested_dialog.chosen()))

    def pair_next(self, allow_rematch: bool = False, absent: str = ASK, requested: tuple[int, ...] = ()) -> None:
        """Pair off the GUI thread; a large field shows a busy indicator. ``requested``: the players who
        asked for a half-point bye this round."""
        if self.busy is not None:
            return
        self.busy = QProgressDialog(self.tr("正在编排…"), None, 0, 0, self)
        self.busy.setWindowModality(Qt.WindowModal)
        self.busy.setMinimumDuration(300)
        self.pair_button.setEnabled(False)
        store, code = self.store, self.code
        self._allow_rematch, self._absent, self._requested = allow_rematch, absent, requested
        seen = self.rounds_shown  # another station's pairing since then refuses this one, not pairs again

        def pair_and_read():  # the round committed, then what the page shows of it, all off the GUI thread
            view = pair_next_round(store, code, allow_rematch=allow_rematch, seen_rounds=seen, absent=absent,
                                   requested_byes=requested)
            return view, round_lists(store, code)
        run_task(pair_and_read, self._paired, self._failed)

    def _finish_busy(self) -> None:
        if self.busy is not None:
            self.busy.reset()
            self.busy.deleteLater()
            self.busy = None
        self.pair_button.setEnabled(True)

    def _paired(self, paired: tuple) -> None:
        view, lists = paired
        self._finish_busy()
        self.refresh(select=view.round_id, lists=lists)
        self._announce(hub().round_paired)
        self.paired.emit(view.number)

    def _failed(self, error: Exception) -> None:
        self._finish_busy()
        self.pairing_failed.emit(shown(error))
        if isinstance(error, RoundsChangedElsewhere):
            self.refresh()
            self._announce(hub().round_paired)
            text = (self.tr("%1已由另一台编排，未再编排；现显示该轮对阵。").replace("%1", worded(error.latest.words()))
                    if error.paired else self.tr("另一台刚删除了轮次，未编排；请核对对阵后再编排。"))
            QMessageBox.warning(self, self.tr("无法编排"), text)
        elif isinstance(error, AbsentEntrants):
            self.absent_dialog = AbsentDialog(error, self)  # tests answer it here
            self.absent_dialog.exec()
            choice = self.absent_dialog.choice()
            if choice is not None:
                self.pair_next(allow_rematch=self._allow_rematch, absent=choice, requested=self._requested)
        elif isinstance(error, NoLegalPairing):
            answer = QMessageBox.question(
                self, self.tr("无法编排"),
                shown(error) + "\n\n" + self.tr("是否允许重复对局后重新编排？（将在对阵表中标出）"))
            if answer == QMessageBox.Yes:
                self.pair_next(allow_rematch=True, absent=self._absent, requested=self._requested)
        elif isinstance(error, (PairingRefused, ReadOnlyTournamentError)):  # the latter: Ctrl+P, display only
            QMessageBox.warning(self, self.tr("无法编排"), shown(error))
        elif write_errors.is_write_failure(error):  # locked past the wait, read-only, disk full
            log.refused_write(error, write_errors.failure_kind(error))
            QMessageBox.critical(self, self.tr("编排出错"), shown(Message(
                "write.nothing_written", reason=write_errors.failure_reason(error))))
        else:
            QMessageBox.critical(self, self.tr("编排出错"), f"{type(error).__name__}: {error}")

    def repair(self) -> None:
        shown_round = self.round_box.currentData()  # the round shown: the one the referee confirms
        if shown_round is None:
            return
        answer = QMessageBox.question(self, self.tr("重新编排"), self.tr("放弃%1的对阵并重新抽签编排？")
                                      .replace("%1", worded(shown_round.words())))
        if answer != QMessageBox.Yes:
            return
        try:
            view = repair_last_round(self.store, self.code, shown_round)
        except PairingRefused as exc:
            QMessageBox.warning(self, self.tr("无法重新编排"), shown(exc))
            self.refresh()
            return
        self.undo_stack.clear()
        self.refresh(select=view.round_id)
        self._announce(hub().round_paired)

    def propose_playoff(self) -> None:
        """Show the playoff the ties at award places need and, once confirmed, pair it."""
        try:
            proposals = proposed_playoffs(self.store, self.code)
        except PlayoffRefused as exc:
            QMessageBox.warning(self, self.tr("加赛"), shown(exc))
            return
        if not proposals:
            QMessageBox.information(self, self.tr("加赛"), self.tr(
                "现在没有须加赛的并列名次：最后一轮成绩全部录入后，获奖名次仍并列时才加赛；已编排的加赛须先录完成绩。"))
            return
        answer = QMessageBox.question(self, self.tr("编排加赛"), playoff_question(proposals) + "\n\n"
                                      + self.tr("按以上安排编排加赛？"))
        if answer != QMessageBox.Yes:
            return
        played_before = sum(is_playoff_round(r) for r in round_lists(self.store, self.code).choices)
        try:
            create_playoff(self.store, self.code)
        except PlayoffRefused as exc:
            QMessageBox.warning(self, self.tr("加赛"), shown(exc))
            return
        self.refresh(select=RoundId(self.code, PLAYOFF, played_before + 1))  # its first round
        self._announce(hub().round_paired, hub().standings_changed)

    def delete_last(self) -> None:
        number = self.round_box.currentData()  # the round shown (the button is on only for the last)
        if number is None:
            return
        question = (self.tr("确定删除加赛的全部对阵和已录入的成绩吗？此操作记入日志。") if is_playoff_round(number)
                    else self.tr("确定删除%1的全部对阵和已录入的成绩吗？此操作记入日志。")
                    .replace("%1", worded(number.words())))
        answer = QMessageBox.question(self, self.tr("删除轮次"), question)
        if answer != QMessageBox.Yes:
            return
        try:
            if is_playoff_round(number):
                delete_playoff(self.store, self.code)
            else:
                delete_last_round(self.store, self.code, number)
        except PairingRefused as exc:
            QMessageBox.warning(self, self.tr("删除轮次"), shown(exc))
            self.refresh()
            return
        self.undo_stack.clear()
        self.refresh()
        self._announce(hub().round_paired, hub().results_changed)

    def _selected_seats(self):
        seats = []
        for index in self.view.selectionModel().selectedIndexes():
            seat = index.data(SEAT_ROLE)
            if seat is not None and seat.competitor_id is not None:
                seats.append(seat)
        return seats

    def swap_selected(self) -> None:
        seats = self._selected_seats()
        if len(seats) != 2:
            QMessageBox.information(self, self.tr("交换选手"), self.tr("请先选中两名选手（按住 Ctrl 点击）。"))
            return
        a, b = seats
        try:
            problems = swap_seats(self.store, self.code, a.seat_id, b.seat_id)
        except PairingRefused as exc:
            QMessageBox.warning(self, self.tr("无法调整"), shown(exc))
            return
        self.undo_stack.push(SwapSeats(self.store, self.code, self.round_box.currentData(), a.seat_id, b.seat_id,
                                       (a.name, b.name)))
        self.refresh()
        self._announce(hub().round_paired)
        broken = [m for messages in problems.values() for m in messages]
        if broken:
            QMessageBox.warning(self, self.tr("调整后违反编排规则"), "\n".join(worded(m) for m in broken))

    def show_roles(self) -> None:
        """The selected identity table's role draw, sealed until the referee reveals it."""
        indexes = self.view.selectionModel().selectedIndexes()
        number = self.round_box.currentData()
        if not indexes or number is None or is_playoff_round(number):
            QMessageBox.information(self, self.tr("身份牌"), self.tr("请先在表中选择一桌"))
            return
        table = identity_table(self.store, self.code, number, indexes[0].data(OBJECT_ROLE).number)  # as stored now
        self.roles_dialog = IdentityRolesDialog(self.store, self.code, number, table, self)
        self.roles_dialog.exec()

    def renumber_selected(self) -> None:
        indexes = self.view.selectionModel().selectedIndexes()
        if not indexes:
            return
        table = indexes[0].data(OBJECT_ROLE)
        number, ok = QInputDialog.getInt(self, self.tr("调整桌号"),
                                         self.tr("第 %1 桌改为：").replace("%1", str(table.number)),
                                         table.number, 1, 9999)
        if ok and number != table.number:
            renumber_table(self.store, self.code, table.table_id, number)
            self.refresh()
            self._announce(hub().round_paired)
