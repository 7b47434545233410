"""One way to word a thing: a Chinese/English pair lives in app/messages, nowhere else in app/.

Texts a service or domain module produces are catalogue codes (app/messages); texts a widget
owns go through tr() and the .ts file.  A table of Chinese and English side by side anywhere else
is a third wording system, which these checks refuse.
"""
import ast
import re
from pathlib import Path

from app.messages import CATALOGUE, Message
from app.rules.events import TIEBREAK_LABELS, TIEBREAKS
from app.scoring.reasons import REASON_LABELS, REASONS, check_reason
from app.scoring.result import ResultError

APP = Path(__file__).resolve().parents[2] / "app"
HAN = re.compile(r"[\u3400-\u9fff]")
ENGLISH_NAME = re.compile(r"(^|_)(EN|ENGLISH)(_|$)")


def _modules():
    for path in sorted(APP.rglob("*.py")):
        if path.parent.name != "messages":
            yield path.relative_to(APP.parent), ast.parse(path.read_text(encoding="utf-8"))


def _literal_text(node) -> str:
    """The constant text of a string or an f-string (its constant parts)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(_literal_text(part) for part in node.values)
    return ""


def _is_words_pair(node) -> bool:
    """Words("中文", "English") written out: a wording pair, not words built from data."""
    return (isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", "")) == "Words"
            and len(node.args) == 2 and bool(HAN.search(_literal_text(node.args[0]))))


def _pairs_in(tree):
    for node in ast.walk(tree):
        if isinstance(node, ast.Dict):
            keys = {key.value for key in node.keys if isinstance(key, ast.Constant)}
            if {"zh", "en"} <= keys:
                yield node.lineno, 'a dict with "zh" and "en" keys'
            if any(_is_words_pair(value) for value in node.values):
                yield node.lineno, "a dict of Words(中文, English) literals"
        if isinstance(node, (ast.Assign, ast.AnnAssign)) and isinstance(node.value, (ast.Dict, ast.DictComp)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                if isinstance(target, ast.Name) and ENGLISH_NAME.search(target.id.upper()):
                    yield node.lineno, f"{target.id}: an English table beside a Chinese one"


def test_no_chinese_english_table_outside_the_catalogue():
    """grep finds no zh/en dict pair in app/ outside app/messages."""
    found = [f"{path}:{line}: {what}" for path, tree in _modules() for line, what in _pairs_in(tree)]
    assert found == []


def test_no_chinese_english_pair_is_written_out_in_code():
    """A text a service or domain module words is a catalogue code, not Words("中文", "English") in place."""
    found = {}
    for path, tree in _modules():
        lines = [node.lineno for node in ast.walk(tree) if _is_words_pair(node)]
        if lines:
            found[str(path)] = lines
    assert found == {}


def test_the_check_finds_each_kind_of_pair():
    """The scan above is not blind: each shape of pair it refuses is found in a sample."""
    sample = ast.parse('LABELS = {"a": "甲"}\nLABELS_EN = {"a": "A"}\n'
                       'NAMES = {"a": Words("甲", "A")}\nTEXT = {"zh": "甲", "en": "A"}\n')
    assert [line for line, _ in _pairs_in(sample)] == [2, 3, 4]


def test_every_reason_label_is_a_catalogue_entry_in_both_languages():
    """Forms, sheets and refusals read a reason's label from the catalogue: Chinese as text, English on demand."""
    assert set(REASON_LABELS) == set(REASONS)
    for reason, label in REASON_LABELS.items():
        zh, en = CATALOGUE[f"reason.{reason}"]
        assert (str(label), label.message("en")) == (zh, en) and not HAN.search(en)


def test_a_reason_refusal_lists_the_allowed_reasons_in_the_screen_language():
    """The refusal of an unknown reason names every allowed one with its label, worded per language."""
    try:
        check_reason("gomoku", "count", 0)
    except ResultError as error:
        assert "five（连五）" in error.message("zh") and "five (five in a row)" in error.message("en")
        assert "连五" not in error.message("en")
    else:
        raise AssertionError("a go reason was accepted for gomoku")


def test_tiebreak_names_are_catalogue_entries():
    """Every tie-break but the playoff has one name, from the catalogue, that sheets print in Chinese."""
    assert set(TIEBREAK_LABELS) == set(TIEBREAKS) - {"playoff"}
    assert all(isinstance(label, Message) and label == CATALOGUE[f"tiebreak.{name}"][0]
               for name, label in TIEBREAK_LABELS.items())
