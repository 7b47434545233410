"""Names of events and rounds come from one place each: ``EventPreset.words`` and ``RoundId.words``.

A round worded from its bare number (第 %1 轮 filled with ``.number``) drops the stage, so a screen
cannot tell 预赛第 2 轮 from 决赛第 2 轮; an event's name paired by hand from ``name_zh`` and
``name_en`` is a second spelling of ``EventPreset.words``.  These checks refuse both shapes.
"""
import ast
from pathlib import Path

from app.messages import render
from app.rules.events import PRESETS
from app.services.tournament import EventInfo

APP = Path(__file__).resolve().parents[2] / "app"


def _modules():
    for path in sorted(APP.rglob("*.py")):
        yield path.relative_to(APP.parent), ast.parse(path.read_text(encoding="utf-8"))


def _hand_paired_names(tree):
    """Lines of Words(x.name_zh, x.name_en): an event's name paired by hand."""
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", "")) == "Words"
                and len(node.args) == 2
                and [getattr(arg, "attr", None) for arg in node.args] == ["name_zh", "name_en"]):
            yield node.lineno


def test_an_event_name_is_never_paired_by_hand():
    """Outside EventPreset.words itself (app/rules/events.py, the one place)."""
    found = {str(path): lines for path, tree in _modules() if (lines := list(_hand_paired_names(tree)))}
    assert len(found.pop("app/rules/events.py")) == 1 and found == {}


def test_the_event_name_check_is_not_blind():
    sample = ast.parse("a = Words(PRESETS[c].name_zh, PRESETS[c].name_en)\nb = PRESETS[c].words\n"
                       "c = Words(event.name_zh,\n          event.name_en)\n")
    assert list(_hand_paired_names(sample)) == [1, 3]


def test_an_event_kind_and_an_event_name_themselves_in_either_language():
    preset = PRESETS["xiangqi"]
    info = EventInfo(1, "xiangqi", preset.name_zh, preset.name_en, False, "active", False, 8, True, {})
    assert (render(preset.words, "zh"), render(preset.words, "en")) == ("象棋", "Xiangqi")
    assert info.words == preset.words
