"""What every command shares: event names, opening the file, reporting errors."""
from __future__ import annotations

import argparse
import json
import sys
from contextlib import contextmanager

from app.rules.events import EVENT_CODES, event_code


class CommandError(Exception):
    """A refusal to report on stderr with a non-zero exit status (nothing was written)."""

    def __init__(self, message: str, status: int = 1):
        super().__init__(message)
        self.status = status


def event_arg(text: str) -> str:
    code = event_code(text)
    if code is None:
        raise argparse.ArgumentTypeError(f"未知项目 “{text}”（可用：{', '.join(EVENT_CODES)}）")
    return code


def bounded_int(low: int, high: int):
    """An argparse type for a round, table or seed: an integer from low to high, else a message.

    SQLite stores at most 2**63 - 1; a larger number would end in an OverflowError.
    """
    def integer(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"“{text[:40]}” 不是整数") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{text[:40]} 超出范围（{low} 到 {high}）")
        return value
    return integer


# How a command takes --event: one and required, one or none, or repeated (``args.events``).
REQUIRED, OPTIONAL, REPEATED = "required", "optional", "repeated"


def file_command(sub, name: str, help: str, handler, *, event: str | None = None, event_help: str | None = None,
                 as_json: bool = False) -> argparse.ArgumentParser:
    """A command on a tournament file: FILE, then ``--event`` (REQUIRED, OPTIONAL, REPEATED) and ``--json``
    as asked; the command's own arguments are added to the parser it returns."""
    parser = sub.add_parser(name, help=help)
    parser.add_argument("file")
    if event == REPEATED:
        parser.add_argument("--event", dest="events", action="append", type=event_arg, help=event_help)
    elif event is not None:
        parser.add_argument("--event", required=event == REQUIRED, type=event_arg, help=event_help)
    if as_json:
        parser.add_argument("--json", action="store_true")
    parser.set_defaults(handler=handler)
    return parser


TABLE_NUMBER = bounded_int(1, 100_000)
SEED = bounded_int(0, 2**63 - 1)


def typed_round(store, code: str, text: str | None):
    """The round ``--round`` names (``3``, ``加赛2``, ``加赛`` the latest playoff round), None when not given;
    text that names no round is the command's error."""
    from app.services.round_ids import named_round
    from app.stages.round_id import RoundNameError
    if text is None:
        return None
    try:
        return named_round(store, code, text)
    except RoundNameError as exc:
        raise CommandError(f"错误：{exc}") from None


@contextmanager
def opened(path_or_url: str):
    """The tournament store for one command, closed afterwards."""
    from app.models.store import open_store
    store = open_store(path_or_url)
    if store.read_only:
        warn(f"提示：“{store.path.name}” 不可写，已以只读方式打开；查看和打印照常，修改不会保存。")
    try:
        yield store
    finally:
        store.close()


def print_json(data) -> None:
    """JSON on stdout; control and format characters (ESC, RTL override) as \\u escapes."""
    from app.roster.columns import is_unsafe_character
    text = json.dumps(data, ensure_ascii=False, indent=1)
    print("".join(json.dumps(ch)[1:-1] if ch != "\n" and is_unsafe_character(ch) else ch
                  for ch in text))


def warn(text: str) -> None:
    print(text, file=sys.stderr)
