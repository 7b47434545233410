"""The ranking order in words, printed above the chief referee's sign-off on every standings,
team, overall and crosstable sheet, so a player can check a place without the rules at hand.

The labels are the tie-breaks' names on every sheet (app.rules.events.TIEBREAK_LABELS);
the meanings below say in a few words what app/standings computes.
"""
from __future__ import annotations

from typing import Sequence

from app.rules.events import TIEBREAK_LABELS

PLAYOFF_LABEL = "加赛"
TIEBREAK_MEANINGS = {
    "opp_points": "所遇对手的积分之和",
    "buchholz": "各轮对手积分之和",
    "buchholz_cut1": "去掉最低一项后的布赫兹",
    "median_buchholz": "去掉最高与最低各一项后的布赫兹",
    "sonneborn_berger": "所胜对手积分之和加所和对手积分之半",
    "progressive": "每轮后累计积分之和",
    "wins": "获胜轮数，轮空与对方弃权计入",
    "direct_encounter": "同分者之间对局所得积分",
    "lots": "裁判抽签",
    "game_points": "全部比赛所胜局数，和局算半局",
    "playoff": "同分者加赛",
}
SHARED = "仍相同者名次并列"
TEAM_RULE_ORDER = {
    "sum": ["团体总分（本校决赛选手积分之和）", "本校最好的个人积分（再比次好的，依次类推）", "犯规次数（少者列前）"],
    "go_ranks": ["团体总分（本校决赛选手积分之和）", "本校最好的个人名次（再比次好的，依次类推）"],
    "checkers": ["团体总分（本校决赛选手积分之和）", "决赛人数（多者列前）", "决赛选手名次之和（小者列前）"],
}


def tiebreak_label(code: str) -> str:
    """The name a sheet uses for a tie-break (加赛 for the playoff)."""
    return PLAYOFF_LABEL if code == "playoff" else TIEBREAK_LABELS.get(code, code)


def _in_words(first: str, then: Sequence[str], playoff_places: int = 0) -> str:
    """名次排列：先比 A；相同再依次比：1. B；2. C；仍相同者名次并列; with ``playoff_places`` the seed's
    「积分相同者，则加赛决定名次」 first, for those places.

    Plain digits and words: the bundled fonts have no arrows or circled numbers.
    """
    text = f"名次排列：先比{first}"
    if playoff_places:
        text += f"；{first}相同者，则加赛决定名次（前 {playoff_places} 名）"
        if then:
            text += "；其余名次相同再依次比：" + "；".join(f"{i}. {step}" for i, step in enumerate(then, start=1))
        return text + "；" + SHARED
    if then:
        text += "；相同再依次比：" + "；".join(f"{i}. {step}" for i, step in enumerate(then, start=1))
    return text + "；" + SHARED


def ranking_legend(tiebreaks: Sequence[str], points: str = "积分", playoff_places: int = 0) -> str:
    """e.g. "名次排列：先比积分；相同再依次比：1. 大小分（所遇对手的积分之和）；2. 抽签（裁判抽签）；仍相同者名次并列";
    an event that plays off ties (``playoff_places``) says so first, in the seed's words."""
    return _in_words(points, [f"{tiebreak_label(code)}（{TIEBREAK_MEANINGS[code]}）"
                              if code in TIEBREAK_MEANINGS else tiebreak_label(code) for code in tiebreaks
                              if code != "playoff" or not playoff_places], playoff_places)


def team_legend(rule: str) -> str:
    """The order of an event's school table under its team rule (sum, go_ranks, checkers)."""
    first, *then = TEAM_RULE_ORDER.get(rule, TEAM_RULE_ORDER["sum"][:1])
    return _in_words(first, then)


def overall_legend(tiebreak: str = "places") -> str:
    """The overall table: total place points, then more first places, more second places, …"""
    then = ["获各项目团体第一名的次数（多者列前，再比第二名次数，依次类推）"] if tiebreak == "places" else []
    return _in_words("总分（各计分项目团体名次分之和）", then)
