"""A round's identity names its stage: what a referee types is read and written back the same way."""
import pytest

from app.stages import FINAL, PRELIMINARY
from app.stages.round_id import PLAYOFF, RoundId, RoundNameError, parse_round

CODE = "sanguosha_3v3"


@pytest.mark.parametrize("typed, current, expected", [
    ("3", FINAL, RoundId(CODE, FINAL, 3)),
    (" 第3轮 ", FINAL, RoundId(CODE, FINAL, 3)),
    ("Round 2", PRELIMINARY, RoundId(CODE, PRELIMINARY, 2)),
    ("2", PRELIMINARY, RoundId(CODE, PRELIMINARY, 2)),
    ("预赛2", FINAL, RoundId(CODE, PRELIMINARY, 2)),
    ("选拔赛 第1轮", FINAL, RoundId(CODE, PRELIMINARY, 1)),
    ("preliminary 4", FINAL, RoundId(CODE, PRELIMINARY, 4)),
    ("决赛1", PRELIMINARY, RoundId(CODE, FINAL, 1)),
    ("final 5", PRELIMINARY, RoundId(CODE, FINAL, 5)),
    ("加赛2", FINAL, RoundId(CODE, PLAYOFF, 2)),
    ("Playoff 1", FINAL, RoundId(CODE, PLAYOFF, 1)),
])
def test_what_a_referee_types_names_one_round(typed, current, expected):
    """A bare number is a round of the stage in play; a prefix names another stage."""
    assert parse_round(CODE, typed, current) == expected


def test_a_bare_playoff_is_the_latest_one():
    """加赛 alone (as `--round 加赛` today) is the latest playoff; before any, the first."""
    assert parse_round(CODE, "加赛", FINAL, latest_playoff=3) == RoundId(CODE, PLAYOFF, 3)
    assert parse_round(CODE, "playoff", FINAL) == RoundId(CODE, PLAYOFF, 1)


@pytest.mark.parametrize("typed", ["", "x", "0", "预赛", "决赛0", "第轮", "3-1", "加赛x", "1" * 5000])
def test_text_that_names_no_round_is_refused_with_what_was_typed(typed):
    """A coded refusal that repeats the text, in both languages."""
    with pytest.raises(RoundNameError) as caught:
        parse_round(CODE, typed, FINAL)
    assert caught.value.code == "round.bad_name"
    assert caught.value.params["text"] == typed
    assert "预赛2" in caught.value.message("zh") and "playoff 2" in caught.value.message("en")


@pytest.mark.parametrize("round_id", [RoundId(CODE, PRELIMINARY, 2), RoundId(CODE, FINAL, 1),
                                      RoundId(CODE, PLAYOFF, 2)])
@pytest.mark.parametrize("current", [PRELIMINARY, FINAL])
def test_the_written_text_reads_back_as_the_same_round(round_id, current):
    """text() and parse_round are one format: a round of the stage in play is its bare number."""
    text = round_id.text(current)
    assert parse_round(CODE, text, current, latest_playoff=5) == round_id
    assert text.isdigit() == (round_id.stage == current)


def test_the_same_number_in_two_stages_is_two_rounds():
    """Preliminary round 1 and final round 1 differ, and say so in both languages."""
    preliminary, final = RoundId(CODE, PRELIMINARY, 1), RoundId(CODE, FINAL, 1)
    assert preliminary != final and len({preliminary, final}) == 2
    named = [(str(words), words.message("en")) for words in (preliminary.words(), final.words(),
                                                              RoundId(CODE, PLAYOFF, 2).words())]
    assert named == [("预赛第 1 轮", "Preliminary round 1"), ("第 1 轮", "Round 1"), ("加赛 2", "Playoff 2")]


@pytest.mark.parametrize("stage, number", [("group", 1), (FINAL, 0), (PLAYOFF, -1), (FINAL, "1")])
def test_a_round_that_cannot_exist_is_refused(stage, number):
    """No unknown stage, no round 0 (the playoff's old stand-in number) or below."""
    with pytest.raises(RoundNameError) as caught:
        RoundId(CODE, stage, number)
    assert caught.value.code == "round.bad_round"
