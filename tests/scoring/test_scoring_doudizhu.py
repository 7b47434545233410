"""Dou Dizhu hand scores (bid × multipliers, landlord ±2s, farmers ∓s) and game totals."""
import pytest

from app.rules.events import settings_for
from app.scoring import Hand, ResultError, score_doudizhu_game, score_hand

HAND_TABLE = [
    # hand, scores per seat (hand-computed)
    (Hand(1, 0, True), (2, -1, -1)),
    (Hand(3, 2, False), (3, 3, -6)),
    (Hand(2, 1, True, bombs=1), (-4, 8, -4)),
    (Hand(1, 0, False, bombs=2), (-8, 4, 4)),
    (Hand(1, 0, True, rocket=True), (4, -2, -2)),
    (Hand(2, 0, True, spring=True), (8, -4, -4)),
    (Hand(1, 2, False, spring=True), (2, 2, -4)),  # 反春: farmers' spring also doubles
    (Hand(3, 1, False, open_hands=("after_bottom",)), (6, -12, 6)),
    (Hand(1, 0, True, open_hands=("start", "deal")), (4, -2, -2)),  # largest only, not ×4
    (Hand(3, 0, True, bombs=2, rocket=True, spring=True, open_hands=("deal",)), (192, -96, -96)),
    (Hand(2, 1, False, bombs=13), (16384, -32768, 16384)),
    (Hand(None), (0, 0, 0)),
    (Hand(0), (0, 0, 0)),
]


@pytest.mark.parametrize("hand, scores", HAND_TABLE)
def test_hand_scores(hand, scores):
    """Each multiplier doubles the stake; landlord wins or loses twice the stake."""
    assert score_hand(hand) == scores
    assert sum(score_hand(hand)) == 0


def test_open_hand_multipliers_are_a_parameter_and_largest_counts():
    """With per-kind multipliers, several open hands apply only the largest."""
    multipliers = {"start": 5, "deal": 3, "after_bottom": 2}
    assert score_hand(Hand(1, 0, True, open_hands=("deal", "start")), multipliers) == (10, -5, -5)
    assert score_hand(Hand(1, 0, True, open_hands=("after_bottom",)), multipliers) == (4, -2, -2)


@pytest.mark.parametrize("hand, message", [
    (Hand(4, 0, True), "叫分 “4” 无效"),
    (Hand(-1, 0, True), "叫分 “-1” 无效"),
    (Hand("3", 0, True), "叫分 “3” 无效"),
    (Hand(2, 3, True), "地主座位 “3” 无效"),
    (Hand(2, None, True), "地主座位 “None” 无效"),
    (Hand(2, 0, None), "请注明地主胜还是农民胜"),
    (Hand(2, 0, True, bombs=14), "炸弹数 “14” 无效：一副牌最多 13 个炸弹"),
    (Hand(2, 0, True, bombs=-1), "炸弹数 “-1” 无效"),
    (Hand(None, 1, None), "无人叫牌的一手不产生地主"),
    (Hand(None, bombs=1), "无人叫牌的一手没有打牌"),
    (Hand(0, spring=True), "无人叫牌的一手没有打牌"),
    (Hand(1, 0, True, bombs=5, rocket=True, spring=True), "地主春天时农民一张未出"),
    (Hand(1, 0, True, bombs=6, spring=True), "地主春天时农民一张未出"),
    (Hand(1, 0, True, open_hands=("later",)), "明牌方式 “later” 无效"),
    (Hand(1, 0, True, rocket=1), "火箭与春天只能是"),
])
def test_impossible_hands_refused(hand, message):
    """Bids beyond 3, seats beyond 2, too many bombs, play without a bid are refused."""
    with pytest.raises(ResultError, match=message):
        score_hand(hand)


def test_game_totals_and_winner():
    """Points are the hand totals; the highest total wins, the others lose."""
    hands = [Hand(3, 0, True), Hand(1, 1, False, bombs=1), Hand(None)]
    result = score_doudizhu_game(hands, settings=settings_for("doudizhu"))
    assert result.detail["hand_scores"] == [[6, -3, -3], [2, -4, 2], [0, 0, 0]]
    assert result.points == (8.0, -7.0, -1.0)
    assert result.outcome == ("win", "loss", "loss")
    assert result.summary == "斗地主 +8/-7/-1"


def test_shared_top_total_is_a_draw():
    """Two seats sharing the highest total both draw."""
    hands = [Hand(1, 0, False), Hand(1, 1, False)]  # (-2, 1, 1) + (1, -2, 1)
    result = score_doudizhu_game(hands, settings=settings_for("doudizhu"))
    assert result.points == (-1.0, -1.0, 2.0)
    assert result.outcome == ("loss", "loss", "win")
    all_zero = score_doudizhu_game([Hand(None)], settings=settings_for("doudizhu"))
    assert all_zero.outcome == ("draw", "draw", "draw")
    assert all_zero.summary == "斗地主 0/0/0"


def test_third_foul_disqualifies():
    """3 fouls disqualify: marked in the detail, a loss, the others decide the win."""
    hands = [Hand(3, 0, True)]
    result = score_doudizhu_game(hands, fouls=(3, 1, 0), settings=settings_for("doudizhu"))
    assert result.detail["disqualified"] == [0]
    assert result.outcome == ("loss", "draw", "draw")
    assert result.points == (6.0, -3.0, -3.0)


@pytest.mark.parametrize("hands, fouls, message", [
    ([], (0, 0, 0), "至少要录入一手牌"),
    ([Hand(1, 0, True)], (4, 0, 0), "犯规次数须为三个 0 到 3 的整数"),
    ([Hand(1, 0, True)], (0, 0), "犯规次数须为三个"),
    ([Hand(1, 0, True), Hand(5, 0, True)], (0, 0, 0), "第 2 手：叫分 “5” 无效"),
])
def test_impossible_games_refused(hands, fouls, message):
    """Empty games, bad foul counts and the number of a bad hand are reported."""
    with pytest.raises(ResultError, match=message):
        score_doudizhu_game(hands, fouls, settings_for("doudizhu"))


def test_game_uses_open_hand_multipliers_setting():
    """The settings' open_hand_multipliers reach every hand of the game."""
    settings = dict(settings_for("doudizhu"), open_hand_multipliers={"start": 4})
    result = score_doudizhu_game([Hand(1, 0, True, open_hands=("start",))], settings=settings)
    assert result.points == (8.0, -4.0, -4.0)


def test_totals_only_scores_as_the_same_totals_hand_by_hand():
    """A game scored on paper ({"totals"}) gives the same points, outcome and summary as hands
    that add up to those totals; fouls disqualify the same way."""
    from app.scoring import score
    settings = settings_for("doudizhu")
    hands = [{"bid": 3, "landlord": 0, "landlord_won": True, "bombs": 1},
             {"bid": 1, "landlord": 1, "landlord_won": False, "spring": True}]
    for fouls in ([0, 0, 0], [3, 0, 0]):
        by_hand = score("doudizhu", settings, {"hands": hands, "fouls": fouls})
        on_paper = score("doudizhu", settings, {"totals": [14, -10, -4], "fouls": fouls})
        assert (on_paper.points, on_paper.outcome, on_paper.summary) == \
            (by_hand.points, by_hand.outcome, by_hand.summary)
        assert on_paper.detail["disqualified"] == by_hand.detail["disqualified"]


@pytest.mark.parametrize("entry, message", [
    ({"totals": [6, -3, -2]}, "三人合计 +6 / -3 / -2 相加为 +1，应为 0"),
    ({"totals": [6, -6]}, "斗地主合计须为三个整数"),
    ({"totals": [6, -6, "0"]}, "斗地主合计须为三个整数"),
    ({"totals": [0, 0, 0], "hands": []}, "逐手记录（hands）或三人合计（totals）其中之一"),
])
def test_totals_that_cannot_be_are_refused_with_a_code(entry, message):
    """Totals that do not sum to zero, or are not three whole numbers, are a coded refusal."""
    from app.scoring import score
    with pytest.raises(ResultError) as caught:
        score("doudizhu", settings_for("doudizhu"), entry)
    assert caught.value.code.startswith("doudizhu.") and message in str(caught.value)
