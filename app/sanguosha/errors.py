"""Refusals with a code and arguments, so a view can show them in either language."""
from __future__ import annotations

from typing import Any

# code → (Chinese, English) templates, formatted with the error's arguments.
MESSAGES: dict[str, tuple[str, str]] = {
    "wrong_phase": ("当前步骤是“{phase}”，不能{action}", "The current step is {phase}; cannot {action}"),
    "wrong_side": ("现在轮到{expected}方，不是{side}方", "It is {expected}'s turn, not {side}'s"),
    "unknown_side": ("未知的一方：{side}", "Unknown side: {side}"),
    "unknown_camp": ("阵营须为暖色或冷色，而不是 {camp}", "The camp must be warm or cold, not {camp}"),
    "unknown_pile": ("没有第 {pile} 堆武将", "There is no pile {pile}"),
    "pile_taken": ("第 {pile} 堆已被对方取走", "Pile {pile} has been taken already"),
    "not_available": ("武将 {general} 不在可选之列", "General {general} cannot be picked"),
    "already_confirmed": ("{side}方已确认", "{side} has confirmed already"),
    "lineup_size": ("须选出 {needed} 名武将，而不是 {given} 名", "Choose {needed} generals, not {given}"),
    "not_own_general": ("武将 {general} 不是{side}方选到的", "General {general} was not picked by {side}"),
    "duplicate_general": ("武将 {general} 被选了两次", "General {general} is chosen twice"),
    "lineup_set": ("{side}方的阵容已设定", "{side}'s lineup is set already"),
    "lineups_missing": ("双方阵容尚未都设定", "Both lineups are not set yet"),
    "first_unit_commander": ("第一个行动单位只能是主帅", "The first action unit must be a commander"),
    "role_not_upright": ("{role} 已横置，本轮不能再行动", "{role} is turned sideways and cannot act this cycle"),
    "role_dead": ("{role} 已阵亡", "{role} is dead"),
    "unit_in_progress": ("须由 {role} 接着行动", "{role} must act next"),
    "no_turn_in_progress": ("现在没有角色在行动", "No role is acting"),
    "turn_in_progress": ("{role} 的回合尚未结束", "{role}'s turn has not ended"),
    "game_over": ("本局已结束", "The game is over"),
    "nothing_to_undo": ("没有可撤销的操作", "Nothing to undo"),
    "hp_missing": ("缺少存活角色 {role} 的当前体力", "Current HP of the living role {role} is missing"),
    "max_hp_unknown": ("武将 {general} 不在武将表中，无法计算损失体力", "General {general} is not in the pool; lost HP cannot be counted"),
    "bad_hp": ("{role} 的当前体力 {hp} 无效（体力上限 {most}）", "Current HP {hp} of {role} is invalid (maximum {most})"),
    "match_over": ("本场比赛的 {games} 局已全部录入", "All {games} games of this match are recorded"),
    "unknown_table": ("没有这张三国杀桌：{table}", "No such Sanguosha table: {table}"),
    "bad_games": ("每轮局数须为正整数，而不是 {games}", "Games per round must be a positive integer, not {games}"),
}


class SanguoshaError(ValueError):
    """An illegal choice: ``code`` names the rule, ``params`` fill in the message."""

    def __init__(self, code: str, **params: Any):
        self.code = code
        self.params = params
        super().__init__(self.message("zh"))

    def message(self, language: str = "zh") -> str:
        """The refusal in Chinese ("zh…") or English."""
        zh, en = MESSAGES[self.code]
        template = zh if language.startswith("zh") else en
        return template.format(**self.params)
