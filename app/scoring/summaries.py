"""A stored result summary as catalogue words: the sheets print the Chinese, an English screen shows the English."""
from __future__ import annotations

from app.messages import Message
from app.scoring.identity import WINNER_NAMES_ZH

_FIXED = {str(words): words for words in (*(Message(f"summary.identity.{side}") for side in WINNER_NAMES_ZH),
                                          Message("summary.bye"))}
_DOUDIZHU = str(Message("summary.doudizhu", totals=""))  # "斗地主 ", before the three totals


def summary_words(summary: str) -> Message | str:
    """The summary as a message (its text the stored Chinese); a score (1-0, 2-1, +-) is the same in
    every language and comes back as it is."""
    if summary in _FIXED:
        return _FIXED[summary]
    if summary.startswith(_DOUDIZHU):
        return Message("summary.doudizhu", totals=summary[len(_DOUDIZHU):])
    return summary
