"""Score codes typed at the keyboard or the CLI, read from seat 0's side."""
import pytest

from app.rules.events import settings_for
from app.scoring import ResultError, parse_score, score

GAME_CODES = [
    # text, summary, seat-0 outcome, forfeit
    ("1-0", "1-0", "win", False),
    ("0-1", "0-1", "loss", False),
    ("=", "½-½", "draw", False),
    ("½-½", "½-½", "draw", False),
    ("1/2", "½-½", "draw", False),
    ("1/2-1/2", "½-½", "draw", False),
    ("0.5-0.5", "½-½", "draw", False),
    ("和", "½-½", "draw", False),
    ("+-", "+-", "win", True),
    ("-+", "-+", "loss", True),
    ("--", "--", "loss", True),
    ("1", "1-0", "win", False),
    ("0", "0-1", "loss", False),
    (" 1 - 0 ", "1-0", "win", False),
    ("１－０", "1-0", "win", False),
    ("0—1", "0-1", "loss", False),
    ("1:0", "1-0", "win", False),
    ("＝", "½-½", "draw", False),
]


@pytest.mark.parametrize("text, summary, outcome0, forfeit", GAME_CODES)
def test_every_single_game_form(text, summary, outcome0, forfeit):
    """Each accepted spelling of a one-game result gives the right result for seat 0."""
    result = parse_score("xiangqi", text)
    assert (result.summary, result.outcome[0], result.forfeit) == (summary, outcome0, forfeit)


def test_parsed_points_follow_settings():
    """parse_score uses the given settings, the preset otherwise."""
    assert parse_score("xiangqi", "1-0").points == (2.0, 0.0)
    settings = settings_for("xiangqi", {"win_points": 1.0, "draw_points": 0.5})
    assert parse_score("xiangqi", "=", settings).points == (0.5, 0.5)


@pytest.mark.parametrize("text", ["", "2-0", "1-1", "abc", "3", "+", "=-", "1-0-1", "0.7-0.3"])
def test_bad_single_game_text_names_value_and_forms(text):
    """Unknown codes are refused with the value and the accepted forms in Chinese."""
    with pytest.raises(ResultError) as error:
        parse_score("checkers", text)
    message = str(error.value)
    assert f"“{text}”" in message and "可用格式" in message and "+-" in message


@pytest.mark.parametrize("code", ["go", "sanguosha_3v3", "sanguosha_1v1"])
def test_draw_codes_refused_where_no_draws(code):
    """Go and Sanguosha have no draws, whatever the spelling."""
    for text in ("=", "½-½", "1/2"):
        with pytest.raises(ResultError, match="没有和棋"):
            parse_score(code, text)


@pytest.mark.parametrize("code", ["doudizhu", "sanguosha_identity"])
def test_table_games_cannot_use_score_codes(code):
    """Dou Dizhu and identity results are entered field by field."""
    with pytest.raises(ResultError, match="逐项录入"):
        parse_score(code, "1-0")


GOMOKU_CODES = [
    # text, winners per game, points, summary
    ("2-0", [0, 0], (2.0, 0.0), "2-0"),
    ("0-2", [1, 1], (0.0, 2.0), "0-2"),
    ("1-1", [0, 1], (1.0, 1.0), "1-1"),
    ("1½-½", [0, None], (1.5, 0.5), "1½-½"),
    ("½-1½", [None, 1], (0.5, 1.5), "½-1½"),
    ("1.5-0.5", [0, None], (1.5, 0.5), "1½-½"),
    ("1-0,0-1", [0, 1], (1.0, 1.0), "1-1"),
    ("=,1-0", [None, 0], (1.5, 0.5), "1½-½"),
    ("=,=", [None, None], (1.0, 1.0), "1-1"),
    ("0-1，=", [1, None], (0.5, 1.5), "½-1½"),
    ("1 0", [0, 1], (1.0, 1.0), "1-1"),
    ("0-1; 0-1", [1, 1], (0.0, 2.0), "0-2"),
    ("+-", [0, 0], (2.0, 0.0), "+-"),
    ("-+", [1, 1], (0.0, 2.0), "-+"),
    ("--", [None, None], (0.0, 0.0), "--"),
]


@pytest.mark.parametrize("text, winners, points, summary", GOMOKU_CODES)
def test_every_gomoku_form(text, winners, points, summary):
    """Round totals and per-game lists give the games, black alternating from seat 0."""
    result = parse_score("gomoku", text)
    games = result.detail["games"]
    assert [g["winner"] for g in games] == winners
    assert [g["black"] for g in games] == [0, 1]
    assert (result.points, result.summary) == (points, summary)


def test_gomoku_round_forfeit_is_unplayed():
    """A whole-round forfeit code marks the round unplayed; a double forfeit loses both."""
    assert parse_score("gomoku", "+-").forfeit is True
    assert parse_score("gomoku", "--").outcome == ("loss", "loss")
    assert parse_score("gomoku", "1-0,0-1").forfeit is False


@pytest.mark.parametrize("text, message", [
    ("3-0", "“3-0”（每轮 2 局，双方合计应为 2）"),
    ("1-0", "双方合计应为 2"),
    ("1", "双方合计应为 2"),
    ("1-0,0-1,1-0", "含 3 局"),
    ("1-0,x", "第 2 局的比分 “x” 无法识别"),
    ("", "比分为空"),
])
def test_bad_gomoku_text_refused(text, message):
    """Gomoku codes that do not describe two games are refused with the accepted forms."""
    with pytest.raises(ResultError, match=message) as error:
        parse_score("gomoku", text)
    assert "可用格式" in str(error.value)


def test_event_without_draws_refuses_a_draw_code_and_lists_only_its_codes():
    """Go has no draws: `=` is refused, and no message offers `=` as a valid code."""
    with pytest.raises(ResultError) as refused:
        score("go", settings_for("go", {}), {"score": "="})
    with pytest.raises(ResultError) as unknown:
        score("go", settings_for("go", {}), {"score": "xx"})
    for message in (str(refused.value), str(unknown.value)):
        assert "没有和棋" in message or "无法识别" in message
        assert "=" not in message.split("可用格式：")[1]
    with pytest.raises(ResultError) as xiangqi:
        score("xiangqi", settings_for("xiangqi", {}), {"score": "xx"})
    assert "=" in str(xiangqi.value).split("可用格式：")[1]
