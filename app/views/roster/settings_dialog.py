"""Per-event settings dialog, generated from the preset's settings (one source of truth)."""
from __future__ import annotations

import json

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QFormLayout,
    QLineEdit,
    QMessageBox,
    QScrollArea,
    QSpinBox,
    QWidget,
)

from app.messages import render
from app.rules.events import CHOICE_WORDS, CHOICES, PRESETS, SettingsError, validate_settings
from app.views.common.dialog_layout import stack_with_buttons
from app.views.common.messages import shown
from app.views.roster.tiebreak_chain import TiebreakChainEditor
from app.views.common.screen_fit import fit_on_screen

LABELS = {
    "win_points": QT_TRANSLATE_NOOP("Settings", "胜局得分"),
    "draw_points": QT_TRANSLATE_NOOP("Settings", "和局得分"),
    "loss_points": QT_TRANSLATE_NOOP("Settings", "负局得分"),
    "bye_points": QT_TRANSLATE_NOOP("Settings", "轮空得分"),
    "games_per_round": QT_TRANSLATE_NOOP("Settings", "每轮局数"),
    "points_per": QT_TRANSLATE_NOOP("Settings", "多局一轮时计分：每局或整场"),
    "match_ends_when_decided": QT_TRANSLATE_NOOP("Settings", "一方已胜过半局数即结束本场"),
    "pairing": QT_TRANSLATE_NOOP("Settings", "编排方式"),
    "rounds": QT_TRANSLATE_NOOP("Settings", "决赛轮数"),
    "preliminary_groups": QT_TRANSLATE_NOOP("Settings", "预赛分组数（0 = 不设预赛）"),
    "qualifiers_per_group": QT_TRANSLATE_NOOP("Settings", "每组出线人数"),
    "school_separation_rounds": QT_TRANSLATE_NOOP("Settings", "同校回避轮数（-1 = 前一半轮次）"),
    "first_move": QT_TRANSLATE_NOOP("Settings", "先后手"),
    "tiebreaks": QT_TRANSLATE_NOOP("Settings", "小分顺序（依次比较）"),
    "unplayed_rule": QT_TRANSLATE_NOOP("Settings", "轮空/弃权在小分中的计算"),
    "forfeits_to_withdraw": QT_TRANSLATE_NOOP("Settings", "连续弃权几次不再编排"),
    "late_forfeit_minutes": QT_TRANSLATE_NOOP("Settings", "迟到判负（分钟）"),
    "round_minutes": QT_TRANSLATE_NOOP("Settings", "每轮时长（分钟）"),
    "team_rule": QT_TRANSLATE_NOOP("Settings", "团体排名规则"),
    "counts_overall": QT_TRANSLATE_NOOP("Settings", "计入总团体"),
    "playoff_on_tie": QT_TRANSLATE_NOOP("Settings", "同分加赛"),
    "playoff_games": QT_TRANSLATE_NOOP("Settings", "加赛每场局数（奇数，3 = 三局两胜）"),
    "fouls_to_lose": QT_TRANSLATE_NOOP("Settings", "犯规几次判负（0 = 不判）"),
    "individual_awards": QT_TRANSLATE_NOOP("Settings", "个人录取名次"),
    "prize_places": QT_TRANSLATE_NOOP("Settings", "奖金名次"),
    "prize_amounts": QT_TRANSLATE_NOOP("Settings", "奖金金额（按名次，逗号分隔）"),
    "team_awards": QT_TRANSLATE_NOOP("Settings", "团体录取名次"),
    "champion_cup": QT_TRANSLATE_NOOP("Settings", "棋王杯"),
    "min_entrants": QT_TRANSLATE_NOOP("Settings", "开设项目最少人数/队数"),
    "team_size": QT_TRANSLATE_NOOP("Settings", "每队上场人数"),
    "team_substitutes": QT_TRANSLATE_NOOP("Settings", "每队替补人数"),
    "clock": QT_TRANSLATE_NOOP("Settings", "计时方式（JSON）"),
    "kill_reward": QT_TRANSLATE_NOOP("Settings", "击杀奖励"),
    "draws_allowed": QT_TRANSLATE_NOOP("Settings", "允许和棋"),
    "technical_fouls_to_lose": QT_TRANSLATE_NOOP("Settings", "技术犯规几次判负"),
    "open_hand_multipliers": QT_TRANSLATE_NOOP("Settings", "明牌倍数（JSON）"),
    "identity_kill_bonus": QT_TRANSLATE_NOOP("Settings", "击杀奖励归属"),
    "leftover": QT_TRANSLATE_NOOP("Settings", "不足三人的桌：补位或小桌"),
    "school_priority": QT_TRANSLATE_NOOP("Settings", "同校回避优先级"),
    "preliminary_group_mode": QT_TRANSLATE_NOOP("Settings", "预赛分组方式"),
    "lots_seed": QT_TRANSLATE_NOOP("Settings", "抽签号（“抽签”小分用；0 = 未抽签）"),
    "dq_past_games": QT_TRANSLATE_NOOP("Settings", "被取消资格者的对局在对手小分中"),
    "dq_team_points": QT_TRANSLATE_NOOP("Settings", "被取消资格者的积分计入团体"),
    "fouls_scope": QT_TRANSLATE_NOOP("Settings", "犯规次数累计范围"),
    "general_pool": QT_TRANSLATE_NOOP("Settings", "武将表"),
    "table_entry_agreement": QT_TRANSLATE_NOOP("Settings", "桌边录入须对方确认（否则桌边裁判单独录入）"),
    "table_entry_auto_accept": QT_TRANSLATE_NOOP("Settings", "双方确认的桌边录入自动生效（有冲突时除外）"),
}


def _tr(text: str) -> str:
    return QCoreApplication.translate("Settings", text)


class SettingsDialog(QDialog):
    """Edits one event's settings; ``changes()`` holds what differs from the current values."""

    def __init__(self, code: str, current: dict, parent=None, language: str = "zh"):
        super().__init__(parent)
        self.code = code
        self.language = language
        self.current = dict(current)
        self.setWindowTitle(self.tr("项目设置 — ") + PRESETS[code].name(language))
        fit_on_screen(self, 820, 640)  # the tie-break chain and the choices in words show whole
        form_host = QWidget()
        form = QFormLayout(form_host)
        form.setRowWrapPolicy(QFormLayout.WrapLongRows)  # a long English label puts its field below it
        self.editors: dict[str, QWidget] = {}
        for key, value in current.items():
            editor = self._editor(key, value)
            self.editors[key] = editor
            form.addRow(_tr(LABELS.get(key, key)), editor)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(form_host)
        stack_with_buttons(self, (scroll,), self._accept, restore=self._restore_defaults)

    def _editor(self, key, value) -> QWidget:
        """A drop-down of the choices in words, the tie-break chain as a list, a box for the rest."""
        if key in CHOICES:
            editor = QComboBox()
            for choice in CHOICES[key]:
                editor.addItem(render(CHOICE_WORDS[key][choice], self.language), choice)
            editor.setCurrentIndex(editor.findData(value))
        elif key == "tiebreaks":
            editor = TiebreakChainEditor(value, list(PRESETS[self.code].settings[key]))
        elif isinstance(value, bool):
            editor = QCheckBox()
            editor.setChecked(value)
        elif isinstance(value, int):
            editor = QSpinBox()
            editor.setRange(-1, 9999)
            editor.setValue(value)
        elif isinstance(value, float):
            editor = QDoubleSpinBox()
            editor.setRange(0, 999)
            editor.setSingleStep(0.5)
            editor.setValue(value)
        elif isinstance(value, list):
            editor = QLineEdit(", ".join(value))
        else:
            editor = QLineEdit(json.dumps(value, ensure_ascii=False) if isinstance(value, dict) else str(value))
        return editor

    def _value(self, key):
        editor = self.editors[key]
        if isinstance(editor, QComboBox):
            return editor.currentData()
        if isinstance(editor, TiebreakChainEditor):
            return editor.value()
        if isinstance(editor, QCheckBox):
            return editor.isChecked()
        if isinstance(editor, (QSpinBox, QDoubleSpinBox)):
            return editor.value()
        text = editor.text().strip()
        if isinstance(self.current[key], list):
            return [part.strip() for part in text.replace("，", ",").split(",") if part.strip()]
        if isinstance(self.current[key], dict):
            try:
                return json.loads(text)
            except json.JSONDecodeError as exc:
                raise SettingsError(self.tr("“%1” 不是有效的 JSON：%2").replace("%1", _tr(LABELS.get(key, key)))
                                    .replace("%2", exc.msg)) from None
        return text

    def changes(self) -> dict:
        return {key: self._value(key) for key in self.editors if self._value(key) != self.current[key]}

    def _restore_defaults(self) -> None:
        for key, value in PRESETS[self.code].settings.items():
            if key in self.editors:
                replacement = self._editor(key, value)
                old = self.editors[key]
                old.parentWidget().layout().replaceWidget(old, replacement)
                old.deleteLater()
                self.editors[key] = replacement

    def _accept(self) -> None:
        try:
            validate_settings(self.code, self.changes())
        except SettingsError as exc:
            QMessageBox.warning(self, self.tr("设置无效"), shown(exc))
            return
        self.accept()
