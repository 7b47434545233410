"""One catalogue words every refusal in Chinese and English; no raise in app/ carries a Chinese literal."""
import ast
import re
import string
from pathlib import Path

import pytest

from app.messages import CATALOGUE, Message, Refusal, Words, error_text
from app.scoring import ResultError, parse_score

ROOT = Path(__file__).resolve().parents[2]
HAN = re.compile(r"[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]")
# The command line speaks Chinese (docs/user-guide.md: command line); its own refusals stay literal there.
CHINESE_ONLY = ("app/cli/",)
TRANSLATORS = {"tr", "translate", "QT_TRANSLATE_NOOP", "Words"}  # Words pairs Chinese with its English
CODE = re.compile(r"^[a-z0-9_]+\.[a-z0-9_.]+$")


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


@pytest.mark.parametrize("code", sorted(CATALOGUE))
def test_each_code_has_chinese_and_english_with_the_same_arguments(code):
    """Switching language never meets a missing placeholder, and the English has no Chinese in it."""
    zh, en = CATALOGUE[code]
    assert _fields(zh) == _fields(en)
    assert not HAN.search(en)
    assert HAN.search(zh) or not string.Formatter().parse(zh) or all(
        not literal.strip() for literal, *_ in string.Formatter().parse(zh))


def _chinese_raises(source: str) -> list[int]:
    """Lines of raise statements whose exception is built from a Chinese literal (tr() aside)."""
    tree = ast.parse(source)
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Raise) or node.exc is None:
            continue
        exempt = set()
        for inner in ast.walk(node.exc):
            if isinstance(inner, ast.Call) and getattr(inner.func, "attr", getattr(inner.func, "id", None)) in TRANSLATORS:
                exempt.update(id(n) for arg in inner.args for n in ast.walk(arg))
        if any(isinstance(inner, ast.Constant) and isinstance(inner.value, str) and HAN.search(inner.value)
               and id(inner) not in exempt for inner in ast.walk(node.exc)):
            found.append(node.lineno)
    return found


def test_the_finder_sees_chinese_raises_only():
    """The ratchet below flags a Chinese literal or f-string raised, not a code or a tr() text."""
    source = ('raise ValueError("无效")\nraise ValueError(f"第 {n} 桌")\nraise ResultError("result.bad_code", text=t)\n'
              'raise ResultError(self.tr("请输入桌号"))\nraise KeyError(code)\n'
              'raise PrintError("print.nothing_paired", event=Words("象棋", "Xiangqi"))\n')
    assert _chinese_raises(source) == [1, 2]


def test_no_raise_in_app_carries_a_chinese_literal():
    """Every refusal the domain, services and views raise is a catalogue code with arguments, so an
    English screen never shows Chinese (the command line, Chinese by design, aside)."""
    offenders = []
    for path in sorted((ROOT / "app").rglob("*.py")):
        relative = path.relative_to(ROOT).as_posix()
        if relative.startswith(CHINESE_ONLY) or relative.startswith("app/messages/"):
            continue
        offenders += [f"{relative}:{line}" for line in _chinese_raises(path.read_text(encoding="utf-8"))]
    assert offenders == []


def test_every_code_raised_in_app_is_in_the_catalogue():
    """A mistyped code would show itself instead of a message: every literal code used exists."""
    unknown = []
    for path in sorted((ROOT / "app").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant)
                    and isinstance(node.args[0].value, str) and CODE.match(node.args[0].value)
                    and getattr(node.func, "id", getattr(node.func, "attr", "")).endswith(
                        ("Error", "Refused", "Refusal", "NotNow", "NotFound", "Message", "_bad"))):
                if node.args[0].value not in CATALOGUE:
                    unknown.append(f"{path.name}: {node.args[0].value}")
    assert unknown == []


def test_a_refusal_reads_in_either_language_and_stays_chinese_for_the_command_line():
    """str() is the Chinese the CLI prints; message("en") is the English a view shows."""
    with pytest.raises(ResultError) as caught:
        parse_score("go", "=")
    assert str(caught.value).startswith("此项目没有和棋")
    english = error_text(caught.value, "en")
    assert english.startswith("This event has no draws") and "1-0, 0-1" in english and not HAN.search(english)


def test_arguments_follow_the_language():
    """Words, lists and nested refusals inside a message are worded in the message's language."""
    inner = Refusal("result.bad_winner_seat", winner=7)
    outer = Message("rounds.no_legal_pairing", round=Message("round.name.final", number=3), exc=inner)
    assert outer.message("en") == "Round 3 cannot be paired: Invalid winning seat “7”: only 0, 1 or none (a draw)"
    assert str(outer) == "第 3 轮无法编排：胜方座位 “7” 无效：只能是 0、1 或空（和棋）"
    listed = Message("tournament.unknown_events", unknown=[Words("象棋", "Xiangqi"), "abc"])
    assert (str(listed), listed.message("en")) == ("未知项目：象棋、abc", "Unknown event: Xiangqi, abc")


def test_a_plain_text_where_a_code_belongs_is_shown_as_it_is():
    """A message already translated by the view (tr) passes through unchanged."""
    assert error_text(ResultError("No table 9 in round 2"), "en") == "No table 9 in round 2"


def test_a_message_built_beforehand_is_raised_with_its_code():
    """A domain function may word a reason first (pairing's diagnosis) and raise it: still both languages."""
    from app.pairing import PairingError
    error = PairingError(Message("pairing.stuck", players=["甲", "乙"]))
    assert str(error).startswith("无法编排：甲、乙 已与")
    assert error.message("en").startswith("Cannot pair: 甲, 乙 have met every other pairable player")
