"""One rules table: outside app/rules no code names an event to decide something about it.

An event's facts (its result kind, end reasons, several games a round, draft console, …) are
fields of its preset in app/rules/events.py, read everywhere else. This ratchet counts the string
literals equal to an event code in app/ outside app/rules; only the files below may have them, for
the reason given, and a count may only go down (lower it here when a literal goes).
"""
import ast
from collections import Counter
from pathlib import Path

from app.rules.events import EVENT_CODES

APP = Path(__file__).resolve().parents[1] / "app"

ALLOWED = {
    "services/demo.py": 8,  # the demo tournament's field size per event: demo data, not a rule
    "printing/legends.py": 1,  # the team rule "checkers" (named after its event) explained on the sheet
    "standings/teams.py": 1,  # the same team rule applied
    "scoring/gomoku.py": 1,  # a scorer of one event names its own event
    "scoring/doudizhu.py": 1,  # … and reads its own preset's defaults
    "scoring/identity.py": 1,
    "scoring/sanguosha.py": 2,
    "sanguosha/fouls.py": 1,  # the 3v3 foul board's default limit from the 3v3 preset
    "printing/sanguosha_sheet.py": 1,  # the 3v3 scoresheet prints the 3v3 end reasons
}


def _literals(source: str) -> list[str]:
    """The string literals of the source that are exactly an event code (a comment or a sentence is not)."""
    return [node.value for node in ast.walk(ast.parse(source))
            if isinstance(node, ast.Constant) and node.value in EVENT_CODES]


def event_literals() -> Counter:
    """File (relative to app/) → how many string literals in it are an event code."""
    found = Counter()
    for path in sorted(APP.rglob("*.py")):
        relative = path.relative_to(APP).as_posix()
        if not relative.startswith("rules/"):
            found[relative] += len(_literals(path.read_text(encoding="utf-8")))
    return +found


def test_the_literal_finder_sees_an_event_code_in_a_comparison():
    """The checker itself: `code == "gomoku"` and a tuple's "go" are found; a docstring saying gomoku is not."""
    source = 'def f(code):\n    """Plays gomoku."""\n    return code == "gomoku" or code in ("go", "going")\n'
    assert _literals(source) == ["gomoku", "go"]


def test_no_event_is_named_outside_the_rules_but_the_documented_few():
    """A new `code == "xiangqi"` branch or per-event table outside app/rules fails here: make it a preset fact."""
    assert dict(event_literals()) == ALLOWED
