"""A failed write is worded once: the command line says why in the same catalogue words the GUI shows."""
import re
import sqlite3

import pytest
from sqlalchemy.exc import IntegrityError, OperationalError

from app.cli.errors import database_error_message
from app.views.common.write_failures import refusal_text


def _sqlite_error(text: str, name: str | None = None) -> sqlite3.Error:
    error = sqlite3.OperationalError(text)
    if name is not None:
        error.sqlite_errorname = name
    return error


FAILURES = {
    "locked": OperationalError("UPDATE seat …", {}, _sqlite_error("database is locked", "SQLITE_BUSY")),
    "read_only": OperationalError("UPDATE seat …", {}, _sqlite_error("attempt to write a readonly database",
                                                                      "SQLITE_READONLY")),
    "full": OperationalError("UPDATE seat …", {}, _sqlite_error("database or disk is full", "SQLITE_FULL")),
    "corrupt": OperationalError("UPDATE seat …", {}, _sqlite_error("database disk image is malformed",
                                                                    "SQLITE_CORRUPT")),
    "changed_meanwhile": IntegrityError("INSERT INTO seat …", {}, sqlite3.IntegrityError("UNIQUE constraint failed")),
}


@pytest.mark.parametrize("kind", FAILURES)
def test_the_command_line_words_a_write_failure_as_the_screen_does(qapp, kind):
    """The screen says 未能保存：<why>。…; the command line says <why>；本次操作未写入任何内容 — the same <why>."""
    error = FAILURES[kind]
    screen = refusal_text(error)
    why = re.fullmatch(r"未能保存：(.+)。已输入的内容仍保留，请稍后重试。", screen).group(1)
    assert database_error_message(error) == f"{why}；本次操作未写入任何内容"


def test_each_failure_has_its_own_words(qapp):
    """Locked, read-only, full, damaged and changed-meanwhile are told apart, not one vague line."""
    assert len({database_error_message(error) for error in FAILURES.values()}) == len(FAILURES)
    assert "正被另一台" in database_error_message(FAILURES["locked"])
