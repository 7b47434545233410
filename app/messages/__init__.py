"""Refusals as a code plus arguments, worded in Chinese or English from one catalogue.

Every error a referee can meet carries ``code`` and ``params``; ``str(error)`` is the
Chinese (the command line prints it), and a view shows ``error.message(language)``
in the interface language.  Arguments may themselves be words (``Words``), other
coded errors, or lists, each rendered in the same language.
"""
from __future__ import annotations

from typing import Any, NamedTuple

from app.messages.catalogue import CATALOGUE


class Words(NamedTuple):
    """A value with a Chinese and an English form (an event's name, a stage, a reason)."""

    zh: str
    en: str

    def __str__(self) -> str:
        return self.zh


def render(value: Any, language: str = "zh") -> str:
    """One argument in ``language``: words, coded errors and lists follow it; the rest is data."""
    english = not language.startswith("zh")
    if isinstance(value, Words):
        return value.en if english else value.zh
    if isinstance(value, (list, tuple)):
        return (", " if english else "、").join(render(item, language) for item in value)
    if isinstance(value, (BaseException, Message)) and callable(getattr(value, "message", None)):
        return value.message(language)
    return str(value)


def format_message(code: str, params: dict[str, Any], language: str = "zh") -> str:
    """The catalogue's template for ``code`` in ``language``, filled with ``params``."""
    if code not in CATALOGUE:  # a plain text given where a code belongs: shown as it is
        return code
    zh, en = CATALOGUE[code]
    template = zh if language.startswith("zh") else en
    return template.format(**{name: render(value, language) for name, value in params.items()})


class Message(str):
    """A catalogue message that is not raised (a problem in a list): the Chinese text, which also
    carries its code and params to be worded in English."""

    code: str
    params: dict[str, Any]

    def __new__(cls, code: str, /, **params: Any) -> "Message":
        self = super().__new__(cls, format_message(code, params, "zh"))
        self.code, self.params = code, params
        return self

    def message(self, language: str = "zh") -> str:
        return format_message(self.code, self.params, language)


def to_stored(value: Any) -> Any:
    """A message as JSON can keep it ({"code", "params"}, params stored the same way); plain text as it is."""
    if isinstance(value, Message):
        return {"code": value.code, "params": {key: to_stored(item) for key, item in value.params.items()}}
    return value


def from_stored(value: Any) -> Any:
    """What ``to_stored`` wrote, back as a message; plain text (older files) stays text."""
    if isinstance(value, dict) and "code" in value:
        return Message(value["code"], **{key: from_stored(item) for key, item in value.get("params", {}).items()})
    return value


class Coded:
    """Mix into an exception class: ``raise ResultError("result.no_draws", forms=...)``."""

    def __init__(self, code: str, /, **params: Any):
        if isinstance(code, Message):  # a message built beforehand, raised as it is
            code, params = code.code, {**code.params, **params}
        self.code = code
        self.params = params
        super().__init__(self.message("zh"))

    def message(self, language: str = "zh") -> str:
        """The refusal in Chinese ("zh…") or English ("en")."""
        return format_message(self.code, self.params, language)


class Refusal(Coded, ValueError):
    """A value the domain refuses (where no more specific error class exists)."""


class NotNow(Coded, RuntimeError):
    """An action refused in the current state (a running clock, …)."""


class NotFound(Coded, LookupError):
    """Something asked for by name or number that is not there."""


def error_text(error: BaseException, language: str = "zh") -> str:
    """What to show for ``error``: its catalogue message in ``language``, else its text."""
    message = getattr(error, "message", None)
    return message(language) if callable(message) else str(error)
