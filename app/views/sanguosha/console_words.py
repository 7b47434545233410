"""The console's words for camps, roles, steps and refusals, in the interface language."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP

from app.messages import format_message
from app.sanguosha.errors import SanguoshaError

CONTEXT = "SanguoshaWords"
WORDS = {
    "warm": QT_TRANSLATE_NOOP("SanguoshaWords", "暖色"),
    "cold": QT_TRANSLATE_NOOP("SanguoshaWords", "冷色"),
    "commander": QT_TRANSLATE_NOOP("SanguoshaWords", "主帅"),
    "vanguard_a": QT_TRANSLATE_NOOP("SanguoshaWords", "前锋甲"),
    "vanguard_b": QT_TRANSLATE_NOOP("SanguoshaWords", "前锋乙"),
    "lord": QT_TRANSLATE_NOOP("SanguoshaWords", "主公"),
    "traitor": QT_TRANSLATE_NOOP("SanguoshaWords", "内奸"),
}
PHASES = {
    "camp": QT_TRANSLATE_NOOP("SanguoshaWords", "选择阵营"),
    "first_pick": QT_TRANSLATE_NOOP("SanguoshaWords", "决定先选"),
    "piles": QT_TRANSLATE_NOOP("SanguoshaWords", "取武将堆"),
    "viewing": QT_TRANSLATE_NOOP("SanguoshaWords", "观看武将（1 分钟）"),
    "picks": QT_TRANSLATE_NOOP("SanguoshaWords", "选将"),
    "confirm": QT_TRANSLATE_NOOP("SanguoshaWords", "确认选将"),
    "lineup": QT_TRANSLATE_NOOP("SanguoshaWords", "秘密布阵"),
    "order": QT_TRANSLATE_NOOP("SanguoshaWords", "秘密排序"),
    "reveal": QT_TRANSLATE_NOOP("SanguoshaWords", "同时公布"),
    "done": QT_TRANSLATE_NOOP("SanguoshaWords", "选将完成"),
    "order:first_mover": QT_TRANSLATE_NOOP("SanguoshaWords", "决定先行动"),
    "order:play": QT_TRANSLATE_NOOP("SanguoshaWords", "对局：行动顺位"),
    "order:over": QT_TRANSLATE_NOOP("SanguoshaWords", "本局结束"),
    "duel:play": QT_TRANSLATE_NOOP("SanguoshaWords", "对局：记录阵亡"),
    "duel:over": QT_TRANSLATE_NOOP("SanguoshaWords", "本局结束"),
}
# What the referee takes when the step's countdown runs out (docs/rules.md §5.1, §5.4).
DEFAULTS = {
    "camp": QT_TRANSLATE_NOOP("SanguoshaWords", "超时默认：暖色"),
    "first_pick": QT_TRANSLATE_NOOP("SanguoshaWords", "超时默认：暖色先选"),
    "piles": QT_TRANSLATE_NOOP("SanguoshaWords", "超时默认：编号最小的一堆"),
    "viewing": QT_TRANSLATE_NOOP("SanguoshaWords", "时间到：阵营选择"),
    "order:first_mover": QT_TRANSLATE_NOOP("SanguoshaWords", "超时默认：冷色先行动"),
    "picks": QT_TRANSLATE_NOOP("SanguoshaWords", "超时默认：最先翻开的可选武将"),
    "confirm": QT_TRANSLATE_NOOP("SanguoshaWords", "超时默认：视为确认"),
    "lineup": QT_TRANSLATE_NOOP("SanguoshaWords", "超时默认：前三个选到的武将依次为主帅、前锋甲、前锋乙"),
    "order": QT_TRANSLATE_NOOP("SanguoshaWords", "超时默认：前三个选到的武将按选将顺序"),
}
TIMERS = {
    "action": QT_TRANSLATE_NOOP("SanguoshaWords", "出牌"),
    "skill": QT_TRANSLATE_NOOP("SanguoshaWords", "技能"),
}


def word(key: str) -> str:
    """A camp, role or 1v1 seat in the interface language; anything else as it is."""
    return QCoreApplication.translate(CONTEXT, WORDS[key]) if key in WORDS else str(key)


def phase_name(phase: str) -> str:
    return QCoreApplication.translate(CONTEXT, PHASES[phase]) if phase in PHASES else phase


def default_text(phase: str) -> str:
    return QCoreApplication.translate(CONTEXT, DEFAULTS[phase]) if phase in DEFAULTS else ""


def timer_name(name: str) -> str:
    return QCoreApplication.translate(CONTEXT, TIMERS[name]) if name in TIMERS else name


TEAM_PARAMS = ("side", "expected", "holder")  # the refusal arguments that name a team by 0 / 1


def _localised(key: str, value, team_names, language: str) -> str:
    """A refusal's argument: "warm" → 暖色, "cold:commander" → 冷色主帅, team 0 → its name (only where
    the argument names a side: a game or table number stays a number)."""
    if isinstance(value, SanguoshaError):
        return refusal(value, language, team_names)  # a stored state's reason, worded the same way
    if key not in TEAM_PARAMS and isinstance(value, int):
        return str(value)
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < len(team_names):
        return team_names[value]
    text = str(value)
    if ":" in text:
        camp, role = text.split(":", 1)
        return role_of(camp, role)
    return phase_name(text) if text in PHASES else word(text)


def refusal(error: SanguoshaError, language: str, team_names=()) -> str:
    """The refusal's reason in the interface language, its arguments worded too."""
    params = {key: _localised(key, value, team_names, language) for key, value in error.params.items()}
    return format_message(error.code, params, language)


def labelled(label: str, value) -> str:
    """"暖色：曹操" / "Warm: 曹操"."""
    return QCoreApplication.translate("SanguoshaWords", "%1：%2").replace("%1", label).replace("%2", str(value))


def listed(items) -> str:
    """Names joined as the language lists them ("曹操、刘备" / "曹操, 刘备")."""
    return QCoreApplication.translate("SanguoshaWords", "、").join(str(item) for item in items)


def with_who(side: str, who: str) -> str:
    """"暖色（一中）" / "Warm (一中)"."""
    return QCoreApplication.translate("SanguoshaWords", "%1（%2）").replace("%1", side).replace("%2", who)


def role_of(camp: str, role: str) -> str:
    """"暖色主帅" / "Warm Commander"."""
    return QCoreApplication.translate("SanguoshaWords", "%1%2").replace("%1", word(camp)).replace("%2", word(role))
