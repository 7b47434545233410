"""The last net under every write: a database error no page caught is shown, not lost on a console.

Pages that take typed input catch their own write failures and keep the input (the results
page does); anything else that fails to write — locked past the busy timeout, read-only,
disk full — reaches this hook and the referee sees why in a message box.
"""
from __future__ import annotations

import sys
from typing import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from app import log
from app.messages import Message
from app.files.errors import ReadOnlyTournamentError
from app.services import write_errors
from app.views.common.messages import shown


def refusal_text(error: Exception) -> str:
    """A refused or failed result change, in the interface language; nothing was written."""
    if write_errors.is_write_failure(error):
        log.refused_write(error, write_errors.failure_kind(error))
        return shown(Message("write.not_saved", reason=write_errors.failure_reason(error)))
    return shown(error)


def install(parent: Callable[[], QWidget | None]) -> None:
    """Route unhandled write failures to a message box over ``parent()``; other errors go on as before."""
    previous = sys.excepthook

    def hook(kind, error, trace) -> None:
        refused = write_errors.is_write_failure(error) or isinstance(error, ReadOnlyTournamentError)
        if refused and QApplication.instance() is not None:
            QMessageBox.critical(parent(), QCoreApplication.translate("WriteFailures", "未能保存"),
                                 refusal_text(error))
            return
        previous(kind, error, trace)

    sys.excepthook = hook
