"""How the desk says whether an event's places are final or provisional (docs/rules.md §6.5)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def status_words(status) -> str:
    """"最终排名", "第 3 轮后（未完赛）", "加赛待定（未定稿）" … for an EventStatus."""
    translate = QCoreApplication.translate
    if status.final:
        return translate("StatusWords", "最终排名")
    if status.live_round:
        return (translate("StatusWords", "第 %1 轮进行中：已录 %2 / %3 桌（未完赛）")
                .replace("%1", str(status.live_round)).replace("%2", str(status.live_entered))
                .replace("%3", str(status.live_tables)))
    if status.preliminary:
        return translate("StatusWords", "预赛进行中（未完赛）")
    if status.complete_rounds >= status.planned_rounds > 0:
        return (translate("StatusWords", "加赛待定（未定稿）") if status.playoff_pending
                else translate("StatusWords", "成绩待录（未定稿）"))
    return translate("StatusWords", "第 %1 轮后（未完赛）").replace("%1", str(status.complete_rounds))
