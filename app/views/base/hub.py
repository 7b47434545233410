"""The app-wide signal hub: views refresh on these without knowing each other."""
from PySide6.QtCore import QObject, Signal


class SignalHub(QObject):
    file_opened = Signal()
    tournament_changed = Signal()  # its name, organiser, venue or dates
    roster_changed = Signal()
    settings_changed = Signal(str)  # event code
    round_paired = Signal(str)
    results_changed = Signal(str)
    result_refused = Signal(str, str)  # event code, why an undo or redo of a result was refused
    result_reverted = Signal(str, str)  # event code, what an undo or redo of a result did, in words
    standings_changed = Signal(str)
    draft_changed = Signal(str)  # event code: a Sanguosha console took a step (the hall's draft page)
    live_page_toggled = Signal()  # the LAN page (and with it the entrance tablet's pages) started or stopped
    changed_elsewhere = Signal()  # another station committed something (views/shell/follow.py): read again


_hub: SignalHub | None = None


def hub() -> SignalHub:
    global _hub
    if _hub is None:
        _hub = SignalHub()
    return _hub
