"""Sanguosha identity (8 players, docs/rules.md §5.5): base points, kill bonus, consistency checks."""
import pytest

from app.scoring import ResultError, score_identity

ROLES = ["lord", "loyalist", "loyalist", "rebel", "rebel", "rebel", "rebel", "traitor"]
# Seats in a drawn order: lord 1, loyalists 3 and 6, rebels 0 2 5 7, traitor 4.
SHUFFLED = ["rebel", "lord", "rebel", "loyalist", "traitor", "rebel", "loyalist", "rebel"]

CASES = [
    # name, roles, winner, alive, kills, points (hand-computed)
    ("lord side, one loyalist alive: lord 4+2, loyalists 5+1 (dead one too), +1 per kill",
     ROLES, "lord", [0, 1], {"0": [3, 4], "1": [5, 7], "2": [6], "6": [2]},
     [6 + 2, 6 + 2, 6 + 1, 0, 0, 0, 0, 0]),
    ("lord side, no loyalist alive: lord 4, loyalists 5; lord killing a loyalist earns nothing",
     ROLES, "lord", [0], {"0": [1, 3, 4, 5, 6, 7], "3": [2]},
     [4 + 5, 5, 5, 0, 0, 0, 0, 0]),
    ("rebels, two alive: rebels 3×2, +2 for the lord, +1 per loyalist; living traitor 1",
     ROLES, "rebels", [3, 4, 7], {"3": [0], "4": [1], "6": [2], "2": [5], "7": [6]},
     [0, 0, 0, 6 + 2, 6 + 1, 6, 6 + 1, 1]),
    ("rebels, traitor dead: traitor 0; a rebel killing the traitor +1",
     ROLES, "rebels", [5], {"5": [0, 7], "1": [3, 4], "2": [6], "7": [1, 2]},
     [0, 0, 0, 3, 3, 3 + 2 + 1, 3, 0]),
    ("rebels with no rebel alive (traitor killed the lord, loyalist alive): base 0, bonus only",
     ROLES, "rebels", [1, 7], {"7": [0], "3": [2], "1": [3, 4, 5, 6]},
     [0, 0, 0, 1, 0, 0, 0, 1]),
    ("traitor alone: 20, nobody else scores",
     ROLES, "traitor", [7], {"7": [0, 1, 3], "4": [2, 5], "6": [4]},
     [0, 0, 0, 0, 0, 0, 0, 20]),
    ("shuffled seats, rebels win with three alive",
     SHUFFLED, "rebels", [0, 2, 5, 4], {"0": [1], "2": [3, 6]},
     [9 + 2, 0, 9 + 2, 0, 1, 9, 0, 9]),
]


@pytest.mark.parametrize("name, roles, winner, alive, kills, points", CASES,
                         ids=[case[0][:30] for case in CASES])
def test_identity_points(name, roles, winner, alive, kills, points):
    """Each winning side scores as docs/rules.md §5.5 says; losers score 0 (living traitor 1)."""
    result = score_identity(roles, winner, alive, kills)
    assert list(result.points) == points
    assert [b + k for b, k in zip(result.detail["base"], result.detail["bonus"])] == points


def test_outcome_and_summary_per_side():
    """Winners are marked win, everybody else loss, with the side named in Chinese."""
    lord = score_identity(ROLES, "lord", [0, 1], {"0": [3, 4, 5, 6, 7]})
    assert lord.outcome == ("win",) * 3 + ("loss",) * 5
    assert lord.summary == "主忠胜"
    rebels = score_identity(ROLES, "rebels", [3, 7], {"3": [0]})
    assert rebels.outcome == ("loss",) * 3 + ("win",) * 4 + ("loss",)
    assert rebels.summary == "反贼胜"
    traitor = score_identity(ROLES, "traitor", [7], {})
    assert traitor.outcome == ("loss",) * 7 + ("win",)
    assert traitor.summary == "内奸胜"


def test_chinese_names_and_alive_flags_accepted():
    """Roles and winner may be given in Chinese, living players as one flag per seat."""
    roles_zh = ["主公", "忠臣", "忠臣", "反贼", "反贼", "反贼", "反贼", "内奸"]
    flags = [True, True, False, False, False, False, False, False]
    result = score_identity(roles_zh, "主忠", flags, {0: [3, 4, 5, 6, 7]})
    assert result.detail["roles"] == ROLES
    assert result.detail["alive"] == flags
    assert result.detail["kills"] == {"0": [3, 4, 5, 6, 7]}
    assert list(result.points) == [6 + 5, 6, 6, 0, 0, 0, 0, 0]


def test_side_kill_bonus_setting():
    """identity_kill_bonus='side' gives every winner the side's whole kill bonus."""
    kills = {"0": [3, 4], "1": [5, 7], "2": [6], "6": [2]}
    result = score_identity(ROLES, "lord", [0, 1], kills, {"identity_kill_bonus": "side"})
    assert list(result.points) == [6 + 5, 6 + 5, 6 + 5, 0, 0, 0, 0, 0]


@pytest.mark.parametrize("roles, winner, alive, kills, message", [
    (["lord"] * 2 + ROLES[2:], "lord", [0], {}, "应有 1 名主公，而录入了 2 名"),
    (ROLES[:-1] + ["rebel"], "lord", [0], {}, "应有 4 名反贼，而录入了 5 名"),
    (ROLES[:3], "lord", [0], {}, "每桌 5 到 8 人"),
    (ROLES[:-1] + ["emperor"], "lord", [0], {}, "座位 7 的身份 “emperor” 无效"),
    (ROLES, "lord", [1, 2], {}, "主公已阵亡，主忠一方不能获胜"),
    (ROLES, "lord", [0, 3], {}, "游戏尚未结束"),
    (ROLES, "rebels", [0], {}, "应为主忠胜"),
    (ROLES, "traitor", [7, 3], {}, "内奸须是唯一存活的角色"),
    (ROLES, "rebels", [7], {}, "应为内奸胜"),
    (ROLES, "traitor", [7], {"3": [0]}, "主公只能由内奸击杀"),
    (ROLES, "emperor", [7], {}, "胜方 “emperor” 无效"),
    (ROLES, "lord", [0], {"0": [0]}, "不能击杀自己"),
    (ROLES, "lord", [0, 1], {"0": [1]}, "座位 1 被记为存活，不能同时被击杀"),
    (ROLES, "lord", [0], {"0": [3], "1": [3]}, "座位 3 被记录击杀了两次"),
    (ROLES, "lord", [0, 8], {}, "存活名单中的座位 “8” 无效"),
    (ROLES, "lord", [0, 0], {}, "重复的座位"),
    (ROLES, "lord", [0], {"9": [3]}, "击杀记录中的座位 “9” 无效"),
])
def test_impossible_identity_results_refused(roles, winner, alive, kills, message):
    """Wrong identity cards, a winner that contradicts who lives, bad kill records are refused."""
    with pytest.raises(ResultError, match=message):
        score_identity(roles, winner, alive, kills)


def test_smaller_tables_use_standard_cards():
    """A 5-player table (1 lord, 1 loyalist, 2 rebels, 1 traitor) scores by the same rules."""
    roles = ["lord", "loyalist", "rebel", "rebel", "traitor"]
    result = score_identity(roles, "lord", [0, 1], {"1": [2, 3, 4]})
    assert list(result.points) == [6, 6 + 3, 0, 0, 0]
