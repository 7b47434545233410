"""Hand-edited settings and entries through the command line: a coded refusal naming
the event and the field, never a traceback, never a value taken silently."""
import json
import shutil
import sqlite3

import pytest

from app.cli import main
from app.rules.events import SettingsError, validate_settings


@pytest.fixture
def demo(tmp_path, capsys, built_once):
    """A small demo file, built once in the run, copied for each test."""
    built = built_once("cli-hand-edited-demo", lambda folder: main(["demo", str(folder / "d.sqlite"), "--players", "13"]))
    path = tmp_path / "d.sqlite"
    shutil.copyfile(built / "d.sqlite", path)
    capsys.readouterr()
    return str(path)


def _edit_settings(path, text):
    with sqlite3.connect(path) as connection:
        connection.execute("UPDATE event SET settings = ? WHERE code = 'xiangqi'", (text,))
    connection.close()


COMMANDS = (["standings", "--event", "xiangqi"], ["pair", "--event", "xiangqi"], ["players"])
EDITS = [(field, written) for field in ("rounds", "games_per_round", "round_minutes", "lots_seed", "win_points")
         for written in ("1e400", "-Infinity", "NaN", "1e30") if (field, written) != ("win_points", "1e30")]


@pytest.mark.parametrize("index", range(len(EDITS)), ids=[f"{f}={w}" for f, w in EDITS])
def test_a_number_past_every_bound_is_refused_naming_event_and_field(demo, capsys, index):
    """1e400 / -Infinity / NaN (JSON takes them) or a whole number past a BIGINT: the commands (standings,
    pair, players in turn) exit 2 naming the event and the field, the file as it was."""
    (field, written), command = EDITS[index], COMMANDS[index % len(COMMANDS)]
    _edit_settings(demo, f'{{"{field}": {written}}}')
    before = open(demo, "rb").read()
    assert main([command[0], demo, *command[1:]]) == 2
    err = capsys.readouterr().err
    assert "象棋" in err and field in err and "Traceback" not in err
    assert open(demo, "rb").read() == before


def test_the_refusals_have_english_words():
    with pytest.raises(SettingsError) as refused:
        validate_settings("xiangqi", {"win_points": float("nan")})
    assert refused.value.code == "settings.not_finite" and "win_points" in refused.value.message("en")
    with pytest.raises(SettingsError) as refused:
        validate_settings("xiangqi", {"rounds": 2**70})
    assert refused.value.code == "settings.too_large" and "at most" in refused.value.message("en")
    assert validate_settings("xiangqi", {"rounds": "7", "win_points": "2.5"}) == {"rounds": 7, "win_points": 2.5}


@pytest.mark.parametrize("event, score", [("xiangqi", "null"), ("xiangqi", "[1, 0]"), ("gomoku", "null"),
                                          ("xiangqi", "true")])
def test_an_entry_whose_score_is_not_text_is_refused_not_taken_for_a_draw(demo, capsys, event, score):
    """`--entry '{"score": null}'` named the draw; now refused naming the score, nothing recorded."""
    assert main(["pair", demo, "--event", event, "--seed", "1"]) == 0
    capsys.readouterr()
    assert main(["result", demo, "--event", event, "--round", "1", "--table", "1",
                 "--entry", f'{{"score": {score}}}']) == 1
    err = capsys.readouterr().err
    assert "score" in err and score.split(",")[0].strip("[") in err
    with sqlite3.connect(demo) as connection:
        assert connection.execute("SELECT count(*) FROM result").fetchone() == (0,)
    connection.close()
    assert main(["result", demo, "--event", event, "--round", "1", "--table", "1",
                 "--entry", json.dumps({"score": "1-0" if event == "xiangqi" else "2-0"})]) == 0



@pytest.mark.parametrize("score, reason, words", [
    ("+-", "no_show", "不适用"),  # not a reason at all: a coded refusal, no traceback
    ("=", "late", "--"),  # a typed draw was played: "= late" is not taken for both players forfeiting
])
def test_a_forfeit_reason_that_does_not_fit_the_score_is_refused_by_name(demo, capsys, score, reason, words):
    main(["pair", demo, "--event", "xiangqi"])
    capsys.readouterr()
    before = open(demo, "rb").read()
    assert main(["result", demo, "--event", "xiangqi", "--round", "1", "--table", "2", "--score", score,
                 "--reason", reason]) == 1
    err = capsys.readouterr().err
    assert words in err and "Traceback" not in err, err
    assert open(demo, "rb").read() == before
