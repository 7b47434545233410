"""Words the live page's data carries in both of its languages (the page words the rest itself)."""
from __future__ import annotations

from app.messages import Message, Words, render

PAGE_LANGUAGES = ("zh", "en")  # the page switches between them without asking the station again
SIDES_EN = {"红方": "Red", "黑方": "Black", "先手": "First", "后手": "Second", "白方": "White",
            "甲队": "Team A", "乙队": "Team B"}


def both(words: Words | Message) -> dict[str, str]:
    """A worded value (catalogue text, or names the data holds in two languages) in each of the page's languages."""
    return {language: render(words, language) for language in PAGE_LANGUAGES}


def place_text(rank: int, shared: bool) -> str:
    """A place as the tables write it: 3, or 3= when shared."""
    return f"{rank}=" if shared else str(rank)
