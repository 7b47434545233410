"""A clock setting in words, as the referee announces it (the page's mode line).

Texts are translated in the "ClocksPage" context, where the page shows them.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from app.views.clocks.clock_board_model import action_name


def fill(template: str, *values) -> str:
    """Put values into a translated template's %1, %2, ... places."""
    for number, value in enumerate(values, 1):
        template = template.replace(f"%{number}", str(value))
    return template


def _duration(seconds: float) -> str:
    minutes, secs = divmod(int(round(seconds)), 60)
    if minutes and secs:
        return fill(QCoreApplication.translate("ClocksPage", "%1 分 %2 秒"), minutes, secs)
    if minutes:
        return fill(QCoreApplication.translate("ClocksPage", "%1 分钟"), minutes)
    return fill(QCoreApplication.translate("ClocksPage", "%1 秒"), secs)


def _mode_text(s: dict) -> str:
    """The main rule of a clock settings dict (the shapes of app/clocks/specs.py)."""
    mode = s["mode"]

    def t(key):
        return _duration(s.get(key, 0))

    if mode == "sudden_death":
        return fill(QCoreApplication.translate("ClocksPage", "每方 %1 包干"), t("main"))
    if mode == "fischer":
        return fill(QCoreApplication.translate("ClocksPage", "每方 %1，每步加 %2"), t("main"), t("increment"))
    if mode == "bronstein":
        return fill(QCoreApplication.translate("ClocksPage", "每方 %1，每步布朗斯坦延时 %2"), t("main"), t("delay"))
    if mode == "simple_delay":
        return fill(QCoreApplication.translate("ClocksPage", "每方 %1，每步延时 %2"), t("main"), t("delay"))
    if mode == "byoyomi":
        return fill(QCoreApplication.translate("ClocksPage", "每方基本用时 %1，之后读秒 %2 次，每次 %3"), t("main"), s["periods"],
                     t("period"))
    if mode == "canadian":
        return fill(QCoreApplication.translate("ClocksPage", "每方基本用时 %1，之后每 %2 步 %3"), t("main"), s["moves"], t("period"))
    if mode == "multi_stage":
        return fill(QCoreApplication.translate("ClocksPage", "分 %1 个阶段计时"), len(s["stages"]))
    if mode == "move_limit":
        return fill(QCoreApplication.translate("ClocksPage", "每步限时 %1，超时跳过该步"), t("per_move"))
    if mode == "countdown":
        return fill(QCoreApplication.translate("ClocksPage", "每局倒计时 %1"), t("duration"))
    return QCoreApplication.translate("ClocksPage", "正计时（秒表）")


def describe_clock(settings: dict) -> str:
    """The event's clock setting in words, as the referee announces it."""
    parts = [_mode_text(settings)]
    if settings.get("game_cap"):
        parts.append(fill(QCoreApplication.translate("ClocksPage", "每局限时 %1，到时由裁判裁决"), _duration(settings["game_cap"])))
    if settings.get("extra"):
        parts.append(fill(QCoreApplication.translate("ClocksPage", "另加时 %1"), _duration(settings["extra"])))
    if settings.get("alert_at"):
        parts.append(fill(QCoreApplication.translate("ClocksPage", "开局 %1 时提醒（崩坏）"), _duration(settings["alert_at"])))
    if settings.get("actions"):
        parts.append(QCoreApplication.translate("ClocksPage", "行动计时：") + "、".join(
            f"{action_name(name)} {_duration(seconds)}"
            for name, seconds in settings["actions"].items()))
    return "；".join(parts)
