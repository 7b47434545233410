"""Words the live page's data carries in both of its languages (the page words the rest itself)."""
from __future__ import annotations

from app.messages import Message, Words, render

PAGE_LANGUAGES = ("zh", "en")  # the page switches between them without asking the station again
SIDE_CODES = {"红方": "live.side.red", "黑方": "live.side.black", "白方": "live.side.white", "先手": "live.side.first",
              "后手": "live.side.second", "甲队": "live.side.team_a", "乙队": "live.side.team_b"}


def both(words: Words | Message) -> dict[str, str]:
    """A worded value (catalogue text, or names the data holds in two languages) in each of the page's languages."""
    return {language: render(words, language) for language in PAGE_LANGUAGES}


def side_words(side: str) -> dict[str, str]:
    """An event's side (红方, 先手, 甲队 …) in both languages."""
    return both(Message(SIDE_CODES[side])) if side in SIDE_CODES else both(Words(side, side))
