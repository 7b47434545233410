"""The 检录 page's switch for the entrance tablet's self check-in: off until the referee turns it on (asked
to confirm) for the round checked in for next; while on, the tablet page's address and its QR code."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMessageBox, QPushButton, QWidget

from app.files.errors import TournamentFileError
from app.services.checkin import checkin_round
from app.services.events import RosterError
from app.services.live_address import tablet_url
from app.services.tablet_checkin import close_tablet, open_tablet, tablet_round
from app.views.common.messages import event_round_words, shown
from app.views.base.hub import hub

QR_SCALE = 2  # pixels a module: about 70 px, read by a tablet camera held at the screen, the row kept low


class TabletSwitch(QWidget):
    """One event's tablet switch; ``changed`` after the referee turned it on or off."""

    changed = Signal()

    def __init__(self, store, code: str, parent=None):
        super().__init__(parent)
        self.store, self.code = store, code
        self.button = QPushButton()
        self.button.setCheckable(True)
        self.button.clicked.connect(self._clicked)
        self.state = QLabel()
        self.state.setWordWrap(True)
        self.state.setTextInteractionFlags(Qt.TextSelectableByMouse)
        self.qr = QLabel()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.button)
        layout.addWidget(self.state, 1)
        layout.addWidget(self.qr)
        hub().live_page_toggled.connect(self.refresh)
        self.refresh()

    @property
    def is_on(self) -> bool:
        return self.button.isChecked()

    def refresh(self) -> None:
        open_round = tablet_round(self.store, self.code)
        self.button.setChecked(open_round is not None)
        self.button.setText(self.tr("平板自助检录：开") if open_round else self.tr("平板自助检录：关"))
        url = tablet_url(self.code) if open_round else ""
        self.qr.setVisible(bool(url))
        if open_round is None:
            self.state.setText(self.tr("未开启：选手只能在检录台检录。"))
        elif url:
            self.state.setText(self.tr("已为 %1 开启：入口平板打开 %2 。学生证仍须裁判查验。")
                               .replace("%1", event_round_words(self.code, open_round)).replace("%2", url))
            from app.printing.qr_code import qr_png  # segno loads only while a tablet is on
            picture = QPixmap()
            picture.loadFromData(qr_png(url, scale=QR_SCALE))
            self.qr.setPixmap(picture)
        else:
            self.state.setText(self.tr("已为 %1 开启，但赛况网页未开启：在“大屏幕”菜单开启“在局域网提供赛况网页”后，平板才能打开检录页。")
                               .replace("%1", event_round_words(self.code, open_round)))

    def _clicked(self, on: bool) -> None:
        try:
            if on:
                coming = checkin_round(self.store, self.code)
                asked = QMessageBox.question(
                    self, self.tr("平板自助检录"),
                    self.tr("为 %1 开启入口平板自助检录？\n\n选手在平板上找到自己的姓名，输入学生证号后4位，即记为到场"
                            "（标“平板”）。学生证仍须您查验后勾选“学生证已验”。本轮编排后自动关闭。")
                    .replace("%1", event_round_words(self.code, coming)))
                if asked == QMessageBox.Yes:
                    open_tablet(self.store, self.code)
            else:
                close_tablet(self.store, self.code)
        except (TournamentFileError, RosterError) as refusal:  # a read-only file, an event not held
            QMessageBox.warning(self, self.tr("平板自助检录"), shown(refusal))
        self.refresh()
        self.changed.emit()
