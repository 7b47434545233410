"""Two-player games: points from settings, fouls, draws, forfeits, checkers adjudication."""
import pytest

from app.rules.events import settings_for
from app.scoring import ResultError, adjudicate_checkers_blocked, score_bye, score_two_player


@pytest.mark.parametrize("winner, points, outcome, summary", [
    (0, (2.0, 0.0), ("win", "loss"), "1-0"),
    (1, (0.0, 2.0), ("loss", "win"), "0-1"),
    (None, (1.0, 1.0), ("draw", "draw"), "½-½"),
])
def test_xiangqi_points_come_from_preset(winner, points, outcome, summary):
    """Win 2 / draw 1 / loss 0 from the event preset, summary read from seat 0."""
    result = score_two_player("xiangqi", settings_for("xiangqi"), winner)
    assert (result.points, result.outcome, result.summary) == (points, outcome, summary)
    assert result.forfeit is False


def test_per_event_point_overrides_apply():
    """A referee's override of win/draw points changes the score."""
    settings = settings_for("xiangqi", {"win_points": 3.0, "draw_points": 1.5})
    assert score_two_player("xiangqi", settings, 1).points == (0.0, 3.0)
    assert score_two_player("xiangqi", settings, None).points == (1.5, 1.5)


@pytest.mark.parametrize("fouls, winner", [((3, 0), 1), ((0, 3), 0), ((3, 2), 1)])
def test_xiangqi_third_foul_loses(fouls, winner):
    """The third foul in one game is a loss for that player, reason recorded as fouls."""
    result = score_two_player("xiangqi", settings_for("xiangqi"), winner, fouls=fouls)
    assert result.detail["reason"] == "fouls"
    assert result.detail["fouls"] == list(fouls)
    assert result.outcome[1 - winner] == "loss"


@pytest.mark.parametrize("fouls, winner, reason, message", [
    ((3, 0), 0, None, "犯规满 3 次即判负，胜方应为座位 1"),
    ((3, 0), None, None, "犯规满 3 次即判负"),
    ((3, 3), 0, None, "双方不可能都犯规满 3 次"),
    ((3, 0), 1, "checkmate", "结果原因应为犯规判负"),
    ((2, 1), 1, "fouls", "判犯规负须负方犯规满 3 次"),
    ((4, 0), 1, None, "犯规次数 “4” 无效"),
    ((-1, 0), 1, None, "犯规次数 “-1” 无效"),
    ((1,), 1, None, "须为两个数"),
])
def test_xiangqi_impossible_fouls_refused(fouls, winner, reason, message):
    """Foul counts that contradict the result are refused with the reason in Chinese."""
    with pytest.raises(ResultError, match=message):
        score_two_player("xiangqi", settings_for("xiangqi"), winner, reason=reason, fouls=fouls)


def test_foul_limit_is_a_setting():
    """fouls_to_lose=2 makes the second foul lose; 0 makes fouls only a record."""
    two = settings_for("xiangqi", {"fouls_to_lose": 2})
    assert score_two_player("xiangqi", two, 0, fouls=(0, 2)).detail["reason"] == "fouls"
    off = settings_for("xiangqi", {"fouls_to_lose": 0})
    result = score_two_player("xiangqi", off, 0, fouls=(5, 0))
    assert result.detail == {"winner": 0, "reason": None, "forfeit": False, "fouls": [5, 0]}


def test_go_refuses_a_draw():
    """Go is win/loss only (RULES §4)."""
    with pytest.raises(ResultError, match="没有和棋"):
        score_two_player("go", settings_for("go"), None)


def test_draws_allowed_setting_overrides_drawless_event():
    """A head referee can allow draws where the preset knows none."""
    settings = dict(settings_for("go"), draws_allowed=True)
    assert score_two_player("go", settings, None).outcome == ("draw", "draw")


@pytest.mark.parametrize("winner, reason, summary, points, outcome", [
    (0, "absent", "+-", (2.0, 0.0), ("win", "loss")),
    (1, "late", "-+", (0.0, 2.0), ("loss", "win")),
    (0, "left_hall", "+-", (2.0, 0.0), ("win", "loss")),
    (1, "no_student_card", "-+", (0.0, 2.0), ("loss", "win")),
    (None, "absent", "--", (0.0, 0.0), ("loss", "loss")),
])
def test_forfeit_reasons_mark_game_unplayed(winner, reason, summary, points, outcome):
    """Forfeit reasons give the present player a win; both absent is a double loss."""
    result = score_two_player("go", settings_for("go"), winner, reason=reason)
    assert result.forfeit is True
    assert (result.summary, result.points, result.outcome) == (summary, points, outcome)


def test_explicit_forfeit_without_reason_and_double_forfeit_in_go():
    """forfeit=True alone is enough; a double forfeit is allowed even where draws are not."""
    assert score_two_player("xiangqi", settings_for("xiangqi"), 1, forfeit=True).summary == "-+"
    assert score_two_player("go", settings_for("go"), None, forfeit=True).outcome == ("loss", "loss")


@pytest.mark.parametrize("code, winner, kwargs, message", [
    ("xiangqi", 0, {"reason": "checkmate", "forfeit": True}, "弃权的对局不能以"),
    ("xiangqi", 0, {"reason": "absent", "fouls": (1, 0)}, "弃权的对局没有下过"),
    ("xiangqi", None, {"reason": "checkmate"}, "不能是和棋"),
    ("xiangqi", 0, {"reason": "repetition"}, "是和棋原因，不能有胜方"),
    ("go", 0, {"reason": "forbidden_move"}, "不适用于此项目"),
    ("xiangqi", 2, {}, "胜方座位 “2” 无效"),
    ("xiangqi", True, {}, "胜方座位 “True” 无效"),
])
def test_contradictory_game_input_refused(code, winner, kwargs, message):
    """Reasons and forfeits must agree with the result."""
    with pytest.raises(ResultError, match=message):
        score_two_player(code, settings_for(code), winner, **kwargs)


def test_disqualification_is_recorded_for_the_loser():
    """A loss by disqualification names the disqualified seat in the detail."""
    result = score_two_player("xiangqi", settings_for("xiangqi"), 0, reason="disqualified")
    assert result.detail["disqualified"] == [1]


@pytest.mark.parametrize("blocked, winner", [
    ((0, 2), 0), ((3, 0), 1), ((2, 5), 0), ((5, 2), 1), ((3, 3), None), ((10, 10), None),
])
def test_checkers_blocked_adjudication(blocked, winner):
    """Blocked pieces lose; both blocked: fewer blocked wins; equal counts: draw."""
    assert adjudicate_checkers_blocked(*blocked) == winner


@pytest.mark.parametrize("blocked, message", [
    ((0, 0), "双方都没有被堵死的棋子"), ((11, 0), "被堵棋子数 “11” 无效"), ((0, -1), "无效"),
])
def test_checkers_blocked_impossible_counts_refused(blocked, message):
    """A side has 10 pieces; nobody blocked cannot be adjudicated by this rule."""
    with pytest.raises(ResultError, match=message):
        adjudicate_checkers_blocked(*blocked)


def test_bye_scores_bye_points_as_unplayed_win():
    """A bye is a win worth bye_points, flagged unplayed for tie-breaks."""
    result = score_bye(settings_for("checkers", {"bye_points": 1.0}))
    assert (result.points, result.outcome, result.forfeit) == ((1.0,), ("win",), True)
