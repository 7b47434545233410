"""Names of events and rounds come from one place each: ``EventPreset.words`` and ``RoundId.words``.

A round worded from its bare number (第 %1 轮 filled with ``.number``) drops the stage, so a screen
cannot tell 预赛第 2 轮 from 决赛第 2 轮; an event's name paired by hand from ``name_zh`` and
``name_en`` is a second spelling of ``EventPreset.words``.  These checks refuse both shapes.
"""
import ast
import re
from pathlib import Path

from app.messages import CATALOGUE, render
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


# 第 %1 轮, 第{}轮, 加赛 %1 (not 加赛 3 局 / 加赛 2 个对战回合: games and battle rounds of a playoff)
ROUND_WORD = re.compile(r"第\s*(?:%\d|\{\})\s*轮|加赛\s*(?:%\d|\{\})(?![\s\d]*[局个])")
CATALOGUE_ROUND_WORD = re.compile(r"第\s*\{\w+\}\s*轮|加赛\s*\{\w+\}(?![\s\d]*[局个])|\b[Rr]ound \{\w+\}|"
                                  r"[Pp]layoff \{\w+\}")
# Catalogue entries that take a bare round number, each with why the number is enough.
NUMBER_IS_ENOUGH = {
    "round.name.preliminary": "the one place: RoundId.words",
    "round.name.final": "the one place: RoundId.words",
    "round.name.final_stage": "the one place: RoundId.words",
    "round.name.playoff": "the one place: RoundId.words",
    "round.bad_round": "names the stage beside the number it refuses",
    "disqualify.bad_round": "the number the referee typed, refused",
    "status.in_play": "an event's status: its _preliminary twin names the stage, and a status has no playoff round",
    "status.in_play_preliminary": "an event's status (as above)",
    "status.after_round": "an event's status (as above)",
    "status.after_round_preliminary": "an event's status (as above)",
    "trf.unknown_opponent": "a TRF file's round column: TRF carries one stage (trf.preliminary refuses groups)",
    "trf.mismatch": "a TRF file's round column (as above)",
    "trf.result_refused": "a TRF file's round column (as above)",
    "trf.round_field": "a TRF file's round column (as above)",
}
# Modules that still word a round from its number by hand: at most this many each (a ratchet: lower
# it, or drop the module, as they move to RoundId.words).
NOT_YET_FROM_THE_ROUND: dict[str, int] = {
    "app/services/standings_sheets.py": 3, "app/services/referee_papers.py": 3,
    "app/standings/crosstable.py": 1, "app/views/standings/standings_models.py": 1,
}
# Catalogue entries still taking a bare round number (a ratchet: drop each as it takes RoundId.words).
NOT_YET_FROM_THE_ROUND_CODES = {
    "disqualify.reason.fouls_event", "disqualify.reason.fouls_game", "disqualify.reason.result",
}


def _texts(tree):
    """Each string literal, an f-string with ``{}`` for each value, with its line."""
    inside = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            inside.update(id(part) for part in node.values)
            yield node.lineno, "".join(part.value if isinstance(part, ast.Constant) else "{}" for part in node.values)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in inside:
            yield node.lineno, node.value


def _hand_built_rounds(tree) -> list[int]:
    return sorted(line for line, text in _texts(tree) if ROUND_WORD.search(text))


def test_no_round_is_worded_by_hand_from_its_number():
    """第 %1 轮 filled with a round's number drops its stage: RoundId.words (app/messages round.name.*)
    names a round, everywhere but the one place."""
    found = {str(path): len(lines) for path, tree in _modules()
             if path.parts[1] != "messages" and (lines := _hand_built_rounds(tree))}
    assert found == NOT_YET_FROM_THE_ROUND


def test_no_catalogue_entry_takes_a_bare_round_number():
    """A message naming a round takes RoundId.words as its argument ({round} → 预赛第 2 轮), not a number
    it puts in 第 {round} 轮 itself."""
    bare = {code for code, pair in CATALOGUE.items() if code not in NUMBER_IS_ENOUGH
            and any(CATALOGUE_ROUND_WORD.search(text) for text in pair)}
    assert bare == NOT_YET_FROM_THE_ROUND_CODES
    assert set(NUMBER_IS_ENOUGH) <= set(CATALOGUE)


def test_the_round_word_checks_are_not_blind():
    sample = ast.parse('a = tr("第 %1 轮 第 %2 桌")\nb = f"第{view.number}轮"\nc = "加赛第 %1 轮"\n'
                       'd = f"{name} 加赛{n}"\ne = "第 %1 桌"\nf = f"{round_words} 对阵"\ng = f"加赛{n}局{m}胜"\n')
    assert _hand_built_rounds(sample) == [1, 2, 3, 4]
    assert [bool(CATALOGUE_ROUND_WORD.search(text)) for text in
            ("第 {round} 轮", "Round {round}", "加赛 {number}", "{round} 第 {table} 桌", "round {round}",
             "须加赛 {extra_rounds} 个对战回合")] == [True, True, True, False, True, False]


def _english_beside_chinese(tree):
    """Lines of Words(chinese, english) where ``english`` is a variable the same function sets to written-out
    text: English chosen in code beside Chinese (an event's status once said why it was provisional so)."""
    for function in ast.walk(tree):
        if not isinstance(function, (ast.FunctionDef, ast.Module)):
            continue
        written = {target.id for node in ast.walk(function) if isinstance(node, ast.Assign)
                   and isinstance(node.value, (ast.Constant, ast.JoinedStr))
                   for target in node.targets if isinstance(target, ast.Name)}
        for node in ast.walk(function):
            if (isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", "")) == "Words"
                    and len(node.args) == 2 and getattr(node.args[1], "id", None) in written):
                yield node.lineno


def test_no_english_is_chosen_in_code_beside_its_chinese():
    found = {str(path): sorted(set(lines)) for path, tree in _modules()
             if path.parts[1] != "messages" and (lines := list(_english_beside_chinese(tree)))}
    assert found == {}


def test_the_english_beside_chinese_check_is_not_blind():
    sample = ast.parse('def reason_words(self):\n    if self.preliminary:\n        english = "not over"\n'
                       '    else:\n        english = f"{n} rounds"\n    return Words(self.reason(), english)\n'
                       'b = Words(text, cell_english(text))\nc = [Words(f"{k}（{v}）", k) for k, v in KINDS]\n')
    assert sorted(set(_english_beside_chinese(sample))) == [6]


SHARED_PLACE = re.compile(r"\{\}(?:（并列）|=)(?:\s|$)")  # f"{rank}（并列）", f"{rank}="


def _hand_built_shared_places(tree) -> list[int]:
    return sorted(line for line, text in _texts(tree) if SHARED_PLACE.search(text))


def test_a_shared_place_is_written_in_one_place():
    """3= and 3（并列） come from app.standings.numbers.place_text (app/messages "place.shared*"), not an
    f-string of each screen's, sheet's and page's own."""
    found = {str(path): lines for path, tree in _modules()
             if path.parts[1] != "messages" and (lines := _hand_built_shared_places(tree))}
    assert len(found.pop("app/standings/numbers.py")) == 1 and found == {}


def test_the_shared_place_check_is_not_blind():
    sample = ast.parse('a = f"{rank}=" if shared else str(rank)\nb = f"{rank}（并列）"\nc = f"{a}={b}"\n'
                       'd = f"{row.rank}= 加赛"\n')
    assert _hand_built_shared_places(sample) == [1, 2, 4]
