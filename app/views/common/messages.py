"""A refusal from the domain or the services, worded in the interface language (app/messages)."""
from __future__ import annotations

from app.messages import error_text, render
from app.rules.events import PRESETS
from app.scoring.summaries import summary_words
from app.stages.round_id import RoundId
from app.views.base import settings_store


def shown(error) -> str:
    """The error's (or problem's) message in the language the interface speaks now; a list of
    words (event names, …) joined in it."""
    if isinstance(error, (list, tuple)):
        return worded(error)
    return error_text(error, settings_store.interface_language())


def worded(value) -> str:
    """Words (a reason, an event's name …) or a list of them in the interface language."""
    return render(value, settings_store.interface_language())


def result_words(summary: str, points=None) -> str:
    """A table's stored result (斗地主 +6/-3/-3, 反贼胜, 1-0) in the interface language; with the event's
    points (RoundView.points) a single game in them (2-0)."""
    return worded(summary_words(summary, points))


def event_round_words(code: str, round_id: RoundId) -> str:
    """An event's round as an undo step names it: 象棋 预赛第 2 轮 / Xiangqi Preliminary round 2."""
    language = settings_store.interface_language()
    return f"{PRESETS[code].name(language)} {render(round_id.words(), language)}"
