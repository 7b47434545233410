"""Words the live page's data carries in both of its languages (the page words the rest itself)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from app.messages import Message, Words, render

if TYPE_CHECKING:
    from aiohttp import web

PAGE_LANGUAGES = ("zh", "en")  # the page switches between them without asking the station again
SIDE_CODES = {"红方": "live.side.red", "黑方": "live.side.black", "白方": "live.side.white", "先手": "live.side.first",
              "后手": "live.side.second", "甲队": "live.side.team_a", "乙队": "live.side.team_b"}


def both(words: Words | Message) -> dict[str, str]:
    """A worded value (catalogue text, or names the data holds in two languages) in each of the page's languages."""
    return {language: render(words, language) for language in PAGE_LANGUAGES}


def side_words(side: str) -> dict[str, str]:
    """An event's side (红方, 先手, 甲队 …) in both languages."""
    return both(Message(SIDE_CODES[side])) if side in SIDE_CODES else both(Words(side, side))


def page_language(request: web.Request) -> str:
    """The page's language before its script runs: ?lang=, else the browser's first language, else Chinese."""
    asked = request.query.get("lang", "")
    if asked in PAGE_LANGUAGES:
        return asked
    preferred = request.headers.get("Accept-Language", "zh").split(",")[0].strip().lower()
    return "zh" if preferred.startswith("zh") or not preferred else "en"
