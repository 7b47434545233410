"""Sanguosha 3v3 (time-up adjudication, technical fouls, cheating) and 1v1 games."""
import pytest

from app.rules.events import settings_for
from app.scoring import ResultError, adjudicate_3v3_time_up, score_1v1, score_3v3

SETTINGS_3V3 = settings_for("sanguosha_3v3")
SETTINGS_1V1 = settings_for("sanguosha_1v1")


@pytest.mark.parametrize("alive, lost_hp, winner, extra_rounds, basis", [
    ((3, 2), (5, 0), 0, 0, "alive"),
    ((1, 2), (0, 6), 1, 0, "alive"),
    ((2, 2), (1, 3), 0, 0, "lost_hp"),
    ((2, 2), (4, 2), 1, 0, "lost_hp"),
    ((1, 1), (2, 2), None, 3, "extra_rounds"),
    ((2, 2), (0, 0), None, 2, "extra_rounds"),
    ((3, 3), (1, 1), None, 1, "extra_rounds"),
])
def test_time_up_adjudication(alive, lost_hp, winner, extra_rounds, basis):
    """More living roles wins, then less lost HP; else 3/2/1 extra rounds for 1/2/3 alive."""
    verdict = adjudicate_3v3_time_up(alive=alive, lost_hp=lost_hp)
    assert (verdict.winner, verdict.extra_rounds, verdict.basis) == (winner, extra_rounds, basis)


@pytest.mark.parametrize("alive, lost_hp, message", [
    ((0, 2), (0, 0), "存活角色数 “0” 无效"),
    ((4, 2), (0, 0), "存活角色数 “4” 无效"),
    ((2, 2), (-1, 0), "已损失体力值 “-1” 无效"),
    ((1, 2), (5, 0), "只有 1 名存活角色，不可能损失 5 点体力"),
])
def test_time_up_impossible_counts_refused(alive, lost_hp, message):
    """Both commanders live at time-up; lost HP is bounded by the living roles."""
    with pytest.raises(ResultError, match=message):
        adjudicate_3v3_time_up(alive=alive, lost_hp=lost_hp)


@pytest.mark.parametrize("winner, how, extra, points", [
    (0, "commander_killed", {}, (2.0, 0.0)),
    (1, "resignation", {}, (0.0, 2.0)),
    (0, "technical_fouls", {"technical_fouls": (1, 3)}, (2.0, 0.0)),
    (1, "time_up", {"time_up": {"alive": [1, 2], "lost_hp": [0, 4]}}, (0.0, 2.0)),
    (0, "extra_rounds", {"time_up": {"alive": [2, 2], "lost_hp": [1, 1]}}, (2.0, 0.0)),
    (1, "cheating", {}, (0.0, 2.0)),
    (0, "absent", {}, (2.0, 0.0)),
])
def test_3v3_results(winner, how, extra, points):
    """Each way a 3v3 game ends scores the win/loss points of the preset."""
    result = score_3v3(SETTINGS_3V3, winner, how, **extra)
    assert result.points == points
    assert result.detail["reason"] == how


def test_3v3_details_record_fouls_time_up_and_disqualification():
    """Technical fouls, the time-up state and a cheating team are kept in the detail."""
    tied = score_3v3(SETTINGS_3V3, 0, "extra_rounds", technical_fouls=(2, 1),
                     time_up={"alive": [1, 1], "lost_hp": [2, 2]})
    assert tied.detail["technical_fouls"] == [2, 1]
    assert tied.detail["time_up"] == {"alive": [1, 1], "lost_hp": [2, 2], "extra_rounds": 3}
    assert score_3v3(SETTINGS_3V3, 0, "cheating").detail["disqualified"] == [1]


@pytest.mark.parametrize("winner, how, extra, message", [
    (None, "commander_killed", {}, "不能是和棋"),
    (None, None, {}, "没有和棋"),
    (0, "technical_fouls", {"technical_fouls": (0, 2)}, "技术犯规判负须负方被扣满 3 次"),
    (0, "technical_fouls", {"technical_fouls": (3, 3)}, "技术犯规判负须负方被扣满 3 次"),
    (0, "commander_killed", {"technical_fouls": (0, 3)}, "本局应以技术犯规判负"),
    (0, "commander_killed", {"technical_fouls": (0, 4)}, "技术犯规次数 “4” 无效"),
    (0, "time_up", {"time_up": {"alive": [1, 2], "lost_hp": [0, 0]}}, "胜方应为第 1 方"),
    (0, "time_up", {"time_up": {"alive": [2, 2], "lost_hp": [1, 1]}}, "须加赛 2 个对战回合"),
    (0, "extra_rounds", {"time_up": {"alive": [3, 2], "lost_hp": [0, 0]}}, "无需加赛"),
    (0, "commander_killed", {"time_up": {"alive": [3, 2], "lost_hp": [0, 0]}}, "只有时间到判定"),
    (0, "absent", {"technical_fouls": (1, 0)}, "不能记技术犯规"),
    (0, "checkmate", {}, "不适用于此项目"),
])
def test_3v3_impossible_results_refused(winner, how, extra, message):
    """3v3 has no draws; fouls and the time-up state must agree with how the game ended."""
    with pytest.raises(ResultError, match=message):
        score_3v3(SETTINGS_3V3, winner, how, **extra)


def test_3v3_double_forfeit():
    """Both teams absent: both lose."""
    result = score_3v3(SETTINGS_3V3, None, "absent")
    assert (result.outcome, result.forfeit, result.summary) == (("loss", "loss"), True, "--")


def test_technical_foul_limit_is_a_setting():
    """technical_fouls_to_lose changes how many fouls lose the game."""
    settings = dict(SETTINGS_3V3, technical_fouls_to_lose=2)
    assert score_3v3(settings, 1, "technical_fouls", technical_fouls=(2, 0)).points == (0.0, 2.0)


@pytest.mark.parametrize("winner, left, reason, stored_reason", [
    (0, (2, 0), None, "generals_dead"),
    (1, (0, 3), "generals_dead", "generals_dead"),
    (0, (1, 2), "resignation", "resignation"),
])
def test_1v1_generals_left(winner, left, reason, stored_reason):
    """1v1 stores the generals left; a normal win leaves the loser none."""
    result = score_1v1(SETTINGS_1V1, winner, generals_left=left, reason=reason)
    assert result.detail["generals_left"] == list(left)
    assert result.detail["reason"] == stored_reason
    assert result.outcome[winner] == "win"


@pytest.mark.parametrize("winner, left, reason, message", [
    (0, (0, 1), "resignation", "胜方至少还有 1 名武将存活"),
    (0, (2, 1), None, "负方 3 名武将须全部阵亡"),
    (0, (4, 0), None, "剩余武将数 “4” 无效"),
    (None, (1, 1), None, "没有和棋"),
    (0, (1, 0), "absent", "不能录入剩余武将数"),
])
def test_1v1_impossible_results_refused(winner, left, reason, message):
    """Winners keep a general, losers by elimination keep none, no draws."""
    with pytest.raises(ResultError, match=message):
        score_1v1(SETTINGS_1V1, winner, generals_left=left, reason=reason)


def test_1v1_without_generals_left():
    """generals_left is optional."""
    assert score_1v1(SETTINGS_1V1, 1).points == (0.0, 2.0)


def test_zhou_tai_buqu_may_have_lost_more_than_four():
    """周泰 lives on with 不屈 below 1 HP: a lone commander 周泰 (5 max HP) at -3 HP has lost 8."""
    verdict = adjudicate_3v3_time_up(alive=(1, 1), lost_hp=(8, 2), generals=[["周泰"], []])
    assert (verdict.winner, verdict.basis) == (1, "lost_hp")
    with pytest.raises(ResultError, match="不可能损失 8 点体力"):
        adjudicate_3v3_time_up(alive=(1, 1), lost_hp=(8, 2))


@pytest.mark.parametrize("alive, lost_hp, max_hp, accepted", [
    # two living 3-HP generals keep ≥1 HP each: at most 2 + 2 = 4 lost
    ((2, 2), (4, 0), [[3, 3], []], True),
    ((2, 2), (5, 0), [[3, 3], []], False),
    # one known (3 HP), one unknown (up to 4): at most 2 + 4
    ((2, 2), (6, 0), [[3], []], True),
    ((2, 2), (7, 0), [[3], []], False),
])
def test_lost_hp_bounded_by_each_generals_maximum(alive, lost_hp, max_hp, accepted):
    """A living role can have lost at most its general's maximum HP minus 1, when that maximum is known."""
    if accepted:
        adjudicate_3v3_time_up(alive=alive, lost_hp=lost_hp, max_hp=max_hp)
    else:
        with pytest.raises(ResultError, match="不可能损失"):
            adjudicate_3v3_time_up(alive=alive, lost_hp=lost_hp, max_hp=max_hp)


def test_buqu_time_up_entry_is_scored_and_kept():
    """The 3v3 entry carries the living 周泰 through scoring and keeps it in the detail."""
    result = score_3v3(settings_for("sanguosha_3v3"), 1, "time_up",
                       time_up={"alive": [1, 1], "lost_hp": [9, 3], "generals": [["周泰"], []]})
    assert result.points == (0.0, 2.0)
    assert result.detail["time_up"]["generals"] == [["周泰"], []]
