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

from app.services import write_errors
from app.services.results import ChangedElsewhere
from app.views.common.messages import shown


def refusal_text(error: Exception) -> str:
    """A refused or failed result change, in the interface language; nothing was written."""
    if isinstance(error, ChangedElsewhere):
        if error.current is None:
            return QCoreApplication.translate(
                "ResultCommands", "第 %1 桌的成绩已被另一台清除，请核对后重新录入").replace("%1", str(error.table_number))
        return (QCoreApplication.translate("ResultCommands", "第 %1 桌已由另一台录入为 %2，请核对后重新录入")
                .replace("%1", str(error.table_number)).replace("%2", error.current))
    if write_errors.is_write_failure(error):
        kind = write_errors.failure_kind(error)
        if kind == write_errors.LOCKED:
            reason = QCoreApplication.translate("ResultCommands", "赛事文件正被另一台（或另一个程序）写入")
        elif kind == write_errors.READ_ONLY:
            reason = QCoreApplication.translate("ResultCommands",
                                                "赛事文件是只读的（文件或所在文件夹不允许写入）")
        elif kind == write_errors.FULL:
            reason = QCoreApplication.translate("ResultCommands", "磁盘已满")
        else:
            reason = QCoreApplication.translate("ResultCommands", "数据库写入失败：%1").replace(
                "%1", str(getattr(error, "orig", error)))
        return QCoreApplication.translate(
            "ResultCommands", "未能保存：%1。已输入的内容仍保留，请稍后重试。").replace("%1", reason)
    return shown(error)


def install(parent: Callable[[], QWidget | None]) -> None:
    """Route unhandled write failures to a message box over ``parent()``; other errors go on as before."""
    previous = sys.excepthook

    def hook(kind, error, trace) -> None:
        if write_errors.is_write_failure(error) and QApplication.instance() is not None:
            QMessageBox.critical(parent(), QCoreApplication.translate("WriteFailures", "未能保存"),
                                 refusal_text(error))
            return
        previous(kind, error, trace)

    sys.excepthook = hook
