"""The clock board's table model: one row per table, its timer's texts, colours and beeps.

The rows are re-read from timestamps (``refresh()``); only rows whose texts
changed are repainted.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QColor

from app.clocks import (
    ClockState,
    CountdownState,
    StopwatchState,
    game_beeps,
    table_beeps,
)
from app.clocks.reading import format_clock
from app.views.common.rows_model import CENTRED, RowsModel

COL_TABLE, COL_LABEL, COL_TIME, COL_ACTION, COL_STATUS = range(5)
HEADERS = (QT_TRANSLATE_NOOP("ClockBoard", "桌号"), QT_TRANSLATE_NOOP("ClockBoard", "对阵"),
           QT_TRANSLATE_NOOP("ClockBoard", "时间"), QT_TRANSLATE_NOOP("ClockBoard", "行动"),
           QT_TRANSLATE_NOOP("ClockBoard", "状态"))
ALERT_KINDS = ("flag", "time_up", "alert")
SOUND_KINDS = ALERT_KINDS + ("action_expired",)
# Sanguosha action timers (docs/rules.md §3) as the buttons name them (untranslated: see action_name).
ACTION_NAMES = {"action": QT_TRANSLATE_NOOP("ClockBoard", "出牌"),
                "skill": QT_TRANSLATE_NOOP("ClockBoard", "技能"),
                "draft": QT_TRANSLATE_NOOP("ClockBoard", "选将"),
                "lineup": QT_TRANSLATE_NOOP("ClockBoard", "布阵"),
                "camp": QT_TRANSLATE_NOOP("ClockBoard", "阵营")}
_ALERT_COLOUR = QColor("#ffcdd2")
_NOTICE_COLOUR = QColor("#fff3cd")  # in the extra time, or past the 崩坏 alert
_FINISHED_COLOUR = QColor("#e0e0e0")


def action_name(name: str) -> str:
    """A Sanguosha action timer's name in the interface language ("出牌" / "Play")."""
    return QCoreApplication.translate("ClockBoard", ACTION_NAMES[name]) if name in ACTION_NAMES else name


def timer_text(state) -> str:
    """What the time column shows for any timer's state."""
    if isinstance(state, ClockState):
        marks = ["▶" if state.running and state.to_move == side else "" for side in (0, 1)]
        return (f"{marks[0]}{format_clock(state.remaining(0))}  |  "
                f"{marks[1]}{format_clock(state.remaining(1))}")
    if isinstance(state, CountdownState):
        extra = QCoreApplication.translate("ClockBoard", "（加时）") if state.phase == "extra" else ""
        return format_clock(state.remaining) + extra
    return format_clock(state.elapsed)


def action_text(state) -> str:
    """The action column: the running Sanguosha action and its time left, else the time to 崩坏."""
    action = getattr(state, "action", None)
    if action is None or action.name is None:
        return alert_text(state)
    left = QCoreApplication.translate("ClockBoard", "超时") if action.expired else format_clock(action.remaining)
    return f"{action_name(action.name)} {left}"


def alert_text(state) -> str:
    """Identity tables (docs/rules.md §3): the play time left before 崩坏, then that it is in force."""
    if not isinstance(state, CountdownState) or not state.alert_at:
        return ""
    if state.alert_due:
        return QCoreApplication.translate("ClockBoard", "崩坏生效")
    return QCoreApplication.translate("ClockBoard", "距崩坏 %1").replace("%1", format_clock(state.until_alert))


def alert_announcement(number: int, state: CountdownState) -> str:
    """What the referee announces at the alert moment: every living player gains 崩坏."""
    minutes = f"{state.alert_at / 60:g}"
    return (QCoreApplication.translate("ClockBoard", "第 %1 桌：开局已满 %2 分钟，所有存活角色获得【崩坏】")
            .replace("%1", str(number)).replace("%2", minutes))


def timer_status(state, finished: bool = False) -> str:
    """What the status column shows: not started, running, paused, flag, time up, finished."""
    if finished:
        return QCoreApplication.translate("ClockBoard", "已完赛")
    if isinstance(state, ClockState):
        if state.flagged is not None:
            return (QCoreApplication.translate("ClockBoard", "左方超时") if state.flagged == 0
                    else QCoreApplication.translate("ClockBoard", "右方超时"))
        if state.game_time_up:
            return QCoreApplication.translate("ClockBoard", "对局时间到，待裁决")
    elif isinstance(state, CountdownState):
        if state.time_up:
            return QCoreApplication.translate("ClockBoard", "时间到，待裁决")
        if state.alert_due:
            return (QCoreApplication.translate("ClockBoard", "提醒：崩坏") if state.running
                    else QCoreApplication.translate("ClockBoard", "暂停（已到提醒时刻）"))
        if state.phase == "extra":
            return (QCoreApplication.translate("ClockBoard", "加时中") if state.running
                    else QCoreApplication.translate("ClockBoard", "加时暂停"))
    if not state.started:
        return QCoreApplication.translate("ClockBoard", "未开始")
    return (QCoreApplication.translate("ClockBoard", "进行中") if state.running
            else QCoreApplication.translate("ClockBoard", "暂停", "state: paused"))


def is_alerting(state) -> bool:
    return bool(getattr(state, "flagged", None) is not None or getattr(state, "game_time_up", False)
                or getattr(state, "time_up", False))


def is_notice(state) -> bool:
    """A table countdown in its extra time or past its alert (崩坏): shown, not yet alarming."""
    return isinstance(state, CountdownState) and (state.phase == "extra" or state.alert_due)


def announced(state, beeps) -> bool:
    """Flags, time-ups, alerts, and the switch of a table countdown into its extra time."""
    return any(b.kind in ALERT_KINDS or (b.kind == "period" and is_notice(state)) for b in beeps)


def is_running(state) -> bool:
    """Whether a timer's reading changes by itself: it runs, or a Sanguosha action timer does."""
    action = getattr(state, "action", None)
    return state.running or (action is not None and action.running)


def countdown_values(state: CountdownState) -> dict:
    """A table countdown's correctable values, as the audit log records them."""
    return {"remaining": round(state.remaining, 1), "phase": state.phase}


def _beeps(before, after):
    if isinstance(after, ClockState):
        return game_beeps(before, after)
    if isinstance(after, CountdownState):
        return table_beeps(before, after)
    return []


@dataclass
class TableRow:
    number: int
    label: str
    timer: Any
    state: ClockState | CountdownState | StopwatchState
    finished: bool = False
    shown: tuple[str, str, str] = ("", "", "")  # time, action and status texts on screen
    elsewhere: bool = False  # another station runs the clock (or this one is read-only): shown, not commanded


def _texts(row: TableRow) -> tuple[str, str, str]:
    return timer_text(row.state), action_text(row.state), timer_status(row.state, row.finished)


def table_row(number: int, label: str, timer) -> TableRow:
    """A table's row, its timer read once and its texts ready to show."""
    row = TableRow(number, label, timer, timer.state())
    row.shown = _texts(row)
    return row


class ClockBoardModel(RowsModel):
    """Rows of tables and their timers; ``refresh()`` re-reads every timer."""

    def headers(self) -> list[str]:
        return [QCoreApplication.translate("ClockBoard", header) for header in HEADERS]

    def cell(self, row: TableRow, column: int) -> tuple[Any, Any]:
        return (str(row.number), row.label, *row.shown)[column], (row.number, row.label, 0, 0, 0)[column]

    def alignment(self, column: int) -> int | None:
        return CENTRED if column in (COL_TIME, COL_ACTION) else None

    def decorate(self, row: TableRow, column: int, role: int):
        if role == Qt.BackgroundRole:
            if row.finished:
                return _FINISHED_COLOUR
            if is_alerting(row.state):
                return _ALERT_COLOUR
            if is_notice(row.state):
                return _NOTICE_COLOUR
        return None

    def set_rows(self, rows):
        rows = list(rows)
        self._positions = {row.number: position for position, row in enumerate(rows)}
        self._running = [position for position, row in enumerate(rows) if is_running(row.state)]
        return super().set_rows(rows)

    def refresh_row(self, row: TableRow) -> None:
        """Repaint one row whose finished mark changed (its timer is not read)."""
        texts = _texts(row)
        if texts != row.shown:
            row.shown = texts
            number = self._positions[row.number]
            self.dataChanged.emit(self.index(number, 0), self.index(number, COL_STATUS))

    def refresh(self, running_only: bool = False) -> list[tuple[TableRow, list]]:
        """Re-read every timer (``running_only``: those running at their last reading); repaint only
        rows whose texts changed.

        Returns (row, beeps due) for the rows with beeps.  The rows running at their last reading are
        kept (a row's reading changes only here): the 10 Hz tick of each event's board looked at all
        its rows, and a board's clocks stand still most of the day.
        """
        due, changed, running = [], [], []
        for number in self._running if running_only else range(len(self._rows)):
            row = self._rows[number]
            if running_only and (row.finished or not is_running(row.state)):
                continue
            if not row.finished:
                state = row.timer.state()
                beeps = _beeps(row.state, state)
                row.state = state
                if beeps:
                    due.append((row, beeps))
            if is_running(row.state):
                running.append(number)
            texts = _texts(row)
            if texts != row.shown:
                row.shown = texts
                changed.append(number)
        self._running = running
        if changed:
            self.dataChanged.emit(self.index(changed[0], COL_TIME),
                                  self.index(changed[-1], COL_STATUS))
        return due


