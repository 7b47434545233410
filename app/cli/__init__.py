"""The headless commands (`python main.py COMMAND ...`), on the same services as the GUI.

Each module of this package with a ``register(subparsers)`` function adds its
commands; a handler returns the exit status or raises CommandError.  Those
modules import services inside the handlers: building the parser (``--help``,
telling a command from a file to open) loads no SQLAlchemy, reportlab or pairing.
"""
from __future__ import annotations

import argparse
import difflib
import errno
import importlib
import os
import pkgutil
import sys
from functools import lru_cache
from pathlib import Path

from app.cli.common import CommandError
from app.cli.errors import database_error_message, is_database_error, os_error_message
from app.files.errors import TournamentFileError


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="main.py",
        description="赛事裁判工作站 Referee station. 不带命令：打开图形界面（python main.py [FILE]）。")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for module in pkgutil.iter_modules(__path__):
        loaded = importlib.import_module(f"{__name__}.{module.name}")
        if hasattr(loaded, "register"):
            loaded.register(sub)
    parser.set_defaults(command_names=tuple(sub.choices))
    return parser


@lru_cache(maxsize=1)
def _parser() -> argparse.ArgumentParser:
    """One parser per process: main.py asks for the command names, then parses with it."""
    return build_parser()


def commands() -> tuple[str, ...]:
    """Every command's name, so main.py can tell a command from a file to open."""
    return _parser().get_default("command_names")


def mistyped_command(word: str):
    """The refusal for ``main.py standngs``: a word close to a command's name that is no existing file
    (the GUI would open a new tournament file of that name); None for anything else."""
    from app.messages import Message
    if word.startswith("-") or Path(word).exists() or Path(word).name != word or "." in word:
        return None
    close = difflib.get_close_matches(word.lower(), commands(), n=3, cutoff=0.75)
    return Message("cli.unknown_command", typed=word, suggestions=close) if close else None


def _quiet_broken_pipe() -> int:
    """A reader that stopped early (``pair --json | head``): stop writing, as Unix tools do, without a
    message; the rest of the output goes nowhere (also the interpreter's last flush)."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    os.close(devnull)
    return 128 + 13  # a process ended by SIGPIPE, as the shell reports it


def _glue_dash_values(argv: list[str]) -> list[str]:
    """`--score -+` would read as an option; glue it into `--score=-+`.

    argparse drops a bare `--` even inside `--score=--`, so the double forfeit is
    passed in its full-width spelling, which the score parser reads as `--`.
    """
    glued, index = [], 0
    while index < len(argv):
        if argv[index] == "--score" and index + 1 < len(argv) and argv[index + 1].startswith("-"):
            value = argv[index + 1]
            glued.append(f"--score={'－－' if value == '--' else value}")
            index += 2
        else:
            glued.append(argv[index])
            index += 1
    return glued


def main(argv: list[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(_glue_dash_values(sys.argv[1:] if argv is None else list(argv)))
    if args.command is None:
        parser.print_help()
        return 0
    try:
        status = args.handler(args)
        sys.stdout.flush()  # a closed pipe is found here, not in the interpreter's last flush
        return status
    except CommandError as exc:
        print(str(exc), file=sys.stderr)
        return exc.status
    except TournamentFileError as exc:
        print(f"错误：{exc}", file=sys.stderr)
        return 2
    except OSError as exc:
        if exc.errno == errno.EPIPE:
            return _quiet_broken_pipe()
        print(f"错误：{os_error_message(exc)}", file=sys.stderr)
        return 3
    except Exception as exc:
        if not is_database_error(exc):
            raise
        # locked by another station past the busy timeout, read-only, disk full
        from app import log
        log.refused_write(exc, type(exc).__name__)
        print(f"错误：{database_error_message(exc)}", file=sys.stderr)
        return 3
