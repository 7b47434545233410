"""How a game can end, per event (docs/rules.md §4, §5), with the Chinese labels shown to referees."""
from __future__ import annotations

from typing import Any

from app.messages import Words
from app.rules.events import PRESETS
from app.scoring.result import ResultError

REASON_LABELS = {
    # decisive results
    "checkmate": "将死/困毙",
    "count": "数子",
    "five": "连五",
    "all_home": "全部入营",
    "blocked": "堵子判定",
    "generals_dead": "三将阵亡",
    "commander_killed": "主帅阵亡",
    "resignation": "认输",
    "time": "超时",
    "fouls": "犯规满次",
    "illegal_move": "违例/悔棋",
    "forbidden_move": "禁手",
    "refused_draws": "三次提和被拒",
    "technical_fouls": "技术犯规扣满",
    "time_up": "时间到判定",
    "extra_rounds": "加赛决胜",
    "cheating": "作弊（取消资格）",
    "disqualified": "取消资格",
    "adjudication": "裁判判定",
    # draws
    "agreement": "协议和",
    "repetition": "循环反复",
    "no_capture": "30回合未吃子",
    "full_board": "满盘",
    # forfeits: the game was not played
    "late": "迟到",
    "absent": "缺席",
    "left_hall": "离场",
    "no_student_card": "无学生证",
}

REASON_LABELS_EN = {
    "checkmate": "checkmate / stalemate", "count": "counting", "five": "five in a row",
    "all_home": "all pieces home", "blocked": "blocked pieces", "generals_dead": "three generals dead",
    "commander_killed": "commander killed", "resignation": "resignation", "time": "time",
    "fouls": "fouls", "illegal_move": "illegal move / take-back", "forbidden_move": "forbidden move",
    "refused_draws": "three draw offers refused", "technical_fouls": "technical fouls",
    "time_up": "time-up decision", "extra_rounds": "extra-rounds decider",
    "cheating": "cheating (disqualified)", "disqualified": "disqualified", "adjudication": "adjudication",
    "agreement": "agreed draw", "repetition": "repetition", "no_capture": "30 moves without capture",
    "full_board": "full board", "late": "late", "absent": "absent", "left_hall": "left the hall",
    "no_student_card": "no student card",
}


def reason_words(reason: str) -> Words:
    """A reason's label in both languages, for messages."""
    return Words(REASON_LABELS[reason], REASON_LABELS_EN[reason])


FORFEIT_REASONS = ("late", "absent", "left_hall", "no_student_card")
DRAW_REASONS = frozenset({"agreement", "repetition", "no_capture", "full_board"})
EITHER_REASONS = frozenset({"adjudication", "blocked"})  # may end decisive or drawn
DISQUALIFYING_REASONS = frozenset({"disqualified", "cheating"})

# The end reasons of each event, as its preset lists them.
REASONS_BY_EVENT = {code: preset.end_reasons for code, preset in PRESETS.items() if preset.end_reasons}


def reasons_for(code: str) -> tuple[str, ...]:
    """The reasons a referee may pick for a game of this event, forfeits included."""
    return REASONS_BY_EVENT.get(code, ()) + FORFEIT_REASONS


def check_reason(code: str, reason: Any, winner: int | None) -> None:
    """Refuse a reason the event does not know or that contradicts the result."""
    if reason is None:
        return
    if reason not in reasons_for(code):
        allowed = [Words(f"{r}（{REASON_LABELS[r]}）", f"{r} ({REASON_LABELS_EN[r]})") for r in reasons_for(code)]
        raise ResultError("result.reason_not_here", reason=reason, allowed=allowed)
    if winner is None and reason not in DRAW_REASONS | EITHER_REASONS | set(FORFEIT_REASONS):
        raise ResultError("result.reason_needs_winner", label=reason_words(reason))
    if winner is not None and reason in DRAW_REASONS:
        raise ResultError("result.reason_is_draw", label=reason_words(reason))


def resolve_forfeit(reason: str | None, forfeit: bool | None) -> bool:
    """Whether the game went unplayed: explicit, or implied by a forfeit reason."""
    if forfeit is None:
        return reason in FORFEIT_REASONS
    if forfeit and reason is not None and reason not in FORFEIT_REASONS:
        raise ResultError("result.forfeit_reason", label=reason_words(reason))
    return bool(forfeit)

