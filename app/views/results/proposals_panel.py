"""The results page's table proposals (docs/rules.md §9): entry at the tables turned on and off, its codes
printed, and the round's proposals listed apart; Enter confirms the selected one (undoable like a typed
result), Delete or R rejects it with a reason the phone then shows. Its policy is ProposalsController's."""
from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (QHBoxLayout, QHeaderView, QInputDialog, QLabel, QMessageBox, QPushButton, QSizePolicy,
                               QTableView, QVBoxLayout, QWidget)

from app.views.common.messages import event_round_words, shown, worded
from app.views.common.table_view import OBJECT_ROLE, sorted_table
from app.views.common.write_failures import refusal_text
from app.views.results.proposals_controller import ASK_CONFLICT, ProposalsController
from app.views.results.proposals_model import COL_TABLE, ProposalsModel
from app.views.results.result_commands import ConfirmProposal, is_refusal

POLL_MS = 3000  # phones' proposals reach the list by themselves while the page is shown
LIST_ROWS = 5  # rows the list shows before it scrolls


class ProposalsPanel(QWidget):
    confirmed = Signal(object, int)  # round, table: a proposal became the table's result
    refused = Signal(str)  # why a confirmation or rejection was refused, in the interface language

    def __init__(self, store, code: str, undo_stack, parent=None, controller: ProposalsController | None = None):
        super().__init__(parent)
        self.store, self.code, self.undo_stack = store, code, undo_stack
        self.controller = controller or ProposalsController(store, code)
        self.status = QLabel()
        self.toggle_button = QPushButton()
        self.toggle_button.clicked.connect(lambda: self.toggle_entry())
        self.print_button = QPushButton(self.tr("打印录入码与桌卡…"))
        self.print_button.clicked.connect(lambda: self.print_cards())
        self.model = ProposalsModel(self)
        self.proxy, self.view = sorted_table(self, self.model, COL_TABLE)
        self.view.setSelectionBehavior(QTableView.SelectRows)
        self.view.setSelectionMode(QTableView.SingleSelection)
        self.view.setEditTriggers(QTableView.NoEditTriggers)
        self.view.verticalHeader().setVisible(False)
        self.view.horizontalHeader().setStretchLastSection(True)
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeToContents)  # a handful of rows
        self.view.setFixedHeight(self.view.horizontalHeader().sizeHint().height() + 2 * self.view.frameWidth()
                                 + LIST_ROWS * self.view.verticalHeader().defaultSectionSize())
        self.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Maximum)  # the round's tables take the height
        for key in (Qt.Key_Return, Qt.Key_Enter):
            QShortcut(QKeySequence(key), self.view, activated=lambda: self.confirm_selected(),
                      context=Qt.WidgetShortcut)
        for key in (Qt.Key_Delete, Qt.Key_R):
            QShortcut(QKeySequence(key), self.view, activated=lambda: self.reject_selected(),
                      context=Qt.WidgetShortcut)
        self.view.setToolTip(self.tr("Enter：确认所选录入；Delete 或 R：驳回（写明理由）"))
        row = QHBoxLayout()
        row.addWidget(self.status, 1)
        row.addWidget(self.toggle_button)
        row.addWidget(self.print_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(row)
        layout.addWidget(self.view)
        if store.read_only:
            self.toggle_button.hide()
            self.print_button.hide()
        self.poll = QTimer(self)
        self.poll.setInterval(POLL_MS)
        self.poll.timeout.connect(self._poll)
        self.poll.start()
        self._show()

    def show_round(self, round_id) -> None:
        self.controller.show_round(round_id)
        self._show()

    def refresh(self) -> None:
        if self.controller.reload():
            self._show()

    def _poll(self) -> None:
        if self.isVisible():
            self.refresh()

    def _show(self) -> None:
        control = self.controller
        self.model.set_rows(control.lines)
        self.view.setVisible(bool(control.lines))
        self.status.setText(shown(control.status()))
        self.toggle_button.setText(self.tr("关闭桌边录入") if control.is_on else self.tr("开放桌边录入…"))
        self.toggle_button.setEnabled(control.is_on or control.can_turn_on())
        self.print_button.setEnabled(control.is_on)

    def selected(self):
        rows = self.view.selectionModel().selectedRows()
        index = rows[0] if rows else self.view.currentIndex()
        if not index.isValid() and self.proxy.rowCount() == 1:  # the only one waiting
            index = self.proxy.index(0, 0)
        return index.data(OBJECT_ROLE) if index.isValid() else None

    def toggle_entry(self) -> None:
        control = self.controller
        if control.is_on:
            control.turn_off()
        else:
            where = event_round_words(self.code, control.current_round)
            answer = QMessageBox.question(
                self, self.tr("开放桌边录入"),
                self.tr("为 %1 开放桌边录入？\n每桌将得到新的录入码（打印桌卡），之前的录入码作废；"
                        "桌边提交的结果须经裁判台确认才生效。").replace("%1", where))
            if answer != QMessageBox.Yes:
                return
            control.turn_on()
        self._show()

    def print_cards(self) -> None:
        from app.services.table_cards import table_cards_pdf
        from app.views.printing.print_preview import open_preview
        round_id = self.controller.state.round_id
        if round_id is None:
            return
        title = self.tr("%1 桌边录入码").replace("%1", event_round_words(self.code, round_id))
        open_preview(self.window(), lambda: table_cards_pdf(self.store, self.code, round_id), title)

    def _refuse(self, error: Exception) -> None:
        text = refusal_text(error)
        self.refused.emit(text)
        QMessageBox.warning(self, self.tr("未能处理桌边录入"), text)

    def confirm_selected(self) -> bool:
        """Enter: the selected proposal becomes its table's result, after the referee's word where it is
        flagged or not yet agreed; one undo step."""
        line = self.selected()
        if line is None:
            return False
        question = self.controller.question(line)
        if question is not None:
            text = (self.tr("第 %1 桌有冲突：另一条录入或裁判台已录的结果与此不同。\n仍以“%2”为本桌结果吗？")
                    if question == ASK_CONFLICT else
                    self.tr("第 %1 桌的录入“%2”尚未经对方确认。\n仍确认为本桌结果吗？"))
            text = text.replace("%1", str(line.proposal.table_number)).replace("%2", worded(line.proposal.result))
            if QMessageBox.question(self, self.tr("确认桌边录入"), text) != QMessageBox.Yes:
                return False
        command = ConfirmProposal(self.store, self.code, line.proposal.round_id, line.proposal.table_number, line.id)
        try:
            command.execute()
        except Exception as error:  # noqa: BLE001 - sorted below; a bug is raised again
            if not is_refusal(error):
                raise
            self._refuse(error)
            self.refresh()
            return False
        self.undo_stack.push(command)
        self.refresh()
        self.confirmed.emit(line.proposal.round_id, line.proposal.table_number)
        return True

    def reject_selected(self, reason: str | None = None) -> bool:
        """Delete or R: reject the selected proposal with a reason (asked for), which the phone shows."""
        line = self.selected()
        if line is None:
            return False
        if reason is None:
            reason, accepted = QInputDialog.getText(
                self, self.tr("驳回桌边录入"),
                self.tr("驳回第 %1 桌的录入“%2”的理由（对方手机上会显示）：")
                .replace("%1", str(line.proposal.table_number)).replace("%2", worded(line.proposal.result)))
            if not accepted:
                return False
        try:
            self.controller.reject(line, reason)
        except Exception as error:  # noqa: BLE001 - sorted below; a bug is raised again
            if not is_refusal(error):
                raise
            self._refuse(error)
            return False
        self._show()
        return True
