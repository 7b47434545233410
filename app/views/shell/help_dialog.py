"""Help inside the program: the keyboard sheet (F1) and the first-tournament guide, in the interface language."""
from __future__ import annotations

from html import escape

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout

# Keys that belong to a page or window rather than a menu (menu keys are read from the menus).
PAGE_KEYS = (
    ("Ctrl+P", QT_TRANSLATE_NOOP("Help", "轮次与对阵：编排下一轮")),
    ("Ctrl+R", QT_TRANSLATE_NOOP("Help", "成绩：回到桌号输入，建议下一张未录桌")),
    ("Enter", QT_TRANSLATE_NOOP("Help", "成绩：桌号 Enter，比分 Enter（1 = 0 + -，五子棋 2-0 或 1-0,0-1）")),
    ("Ctrl+Z", QT_TRANSLATE_NOOP("Help", "成绩：在桌号或比分栏中也撤销上一条成绩")),
    ("F5", QT_TRANSLATE_NOOP("Help", "成绩：重新读取本轮（另一台工作站录入的成绩）")),
    ("Del", QT_TRANSLATE_NOOP("Help", "报名：删除所选选手；成绩：清除所选桌的成绩")),
    ("Ctrl+F, Enter, Space", QT_TRANSLATE_NOOP("Help", "检录：Ctrl+F 查找选手（姓名、拼音或首字母，如 zs），"
                                                      "Enter 到该行，空格勾选到场并已验证学生证（再按取消）")),
    ("Ctrl+G", QT_TRANSLATE_NOOP("Help", "成绩（三国杀 3v3 / 1v1）：打开所选桌的选将台——数字键或方向键 + Enter 选择，"
                                         "D 阵亡，F 技术犯规，S / A 技能 / 出牌计时，Ctrl+Z 撤销")),
    ("Ctrl+Shift+G", QT_TRANSLATE_NOOP("Help", "成绩（三国杀 3v3 / 1v1）：选将总览——本轮每一桌的选将台，Enter 打开所选桌")),
    ("N, G", QT_TRANSLATE_NOOP("Help", "选将台（一轮多局）：N 本局决出后开始下一局，G + 局号 打开某一局")),
    ("0–3, 1–3, 1–2, Enter, Tab, *", QT_TRANSLATE_NOOP("Help", "斗地主逐手录入：数字依次选叫分、地主、胜方（1 地主胜 / 2 农民胜），"
                                                              "Enter 记下这一手并回到叫分；炸弹、火箭、春天、明牌：胜方后 Tab，"
                                                              "或任一项按 *；新的一手为空时 Enter 保存")),
    ("← / →, Shift", QT_TRANSLATE_NOOP("Help", "大钟：左方 / 右方拍钟")),
    ("Space", QT_TRANSLATE_NOOP("Help", "大钟：暂停 / 继续")),
    ("F11", QT_TRANSLATE_NOOP("Help", "大钟：全屏")),
)

GUIDE_STEPS = (
    QT_TRANSLATE_NOOP("Help", "文件 ▸ 新建赛事（Ctrl+N）：赛事名称、主办单位、地点、日期与项目。"),
    QT_TRANSLATE_NOOP("Help", "报名 ▸ 导入报名表（Ctrl+I）：CSV 或 XLSX；预览会按行列出每个问题，确认后一次写入。"
                              "需要模板时用 报名 ▸ 保存报名表模板。"),
    QT_TRANSLATE_NOOP("Help", "项目设置（Ctrl+,）：轮数、轮空得分、破同分顺序等；默认值即规则的解释。"),
    QT_TRANSLATE_NOOP("Help", "检录：每轮开赛前勾选到场与已验学生证。"),
    QT_TRANSLATE_NOOP("Help", "轮次与对阵：Ctrl+P 编排下一轮；打印 ▸ 对阵表与记分表，贴出并发给各桌。"),
    QT_TRANSLATE_NOOP("Help", "计时：开启本轮计时与各桌时钟；大屏幕 ▸ 打开大屏幕 投到投影仪。"),
    QT_TRANSLATE_NOOP("Help", "成绩：桌号 Enter，比分 Enter，逐桌录入；每条成绩立即保存并记入审计日志，可撤销。"),
    QT_TRANSLATE_NOOP("Help", "排名：实时个人与团体排名；打印 ▸ 排名表 张贴，裁判长签字。"),
    QT_TRANSLATE_NOOP("Help", "最后一轮结束后：打印 ▸ 证书；总团体排名在 成绩 ▸ 总团体。"),
)

from app.views.common.screen_fit import fit_on_screen


def _tr(text: str) -> str:
    return QCoreApplication.translate("Help", text)


def menu_keys(menu_bar) -> list[tuple[str, str]]:
    """(key, menu path) of every menu action that has a key, as the menus show them now."""
    found: list[tuple[str, str]] = []

    def walk(menu, path: str) -> None:
        menu.aboutToShow.emit()  # menus that fill themselves when opened
        for action in menu.actions():
            label = action.text().replace("&", "")
            if action.menu() is not None:
                walk(action.menu(), f"{path} ▸ {label}")
            elif not action.shortcut().isEmpty():  # every key of it (redo has two)
                keys = " / ".join(key.toString(QKeySequence.NativeText) for key in action.shortcuts())
                found.append((keys, f"{path} ▸ {label}"))
    for action in menu_bar.actions():
        if action.menu() is not None:
            walk(action.menu(), action.text().replace("&", "").split("(")[0])
    return found


def _table(rows: list[tuple[str, str]]) -> str:
    cells = "".join(f"<tr><td style='padding-right:16px'><b>{escape(key)}</b></td><td>{escape(text)}</td></tr>"
                    for key, text in rows)
    return f"<table>{cells}</table>"


CHINESE_OUTPUTS = QT_TRANSLATE_NOOP(
    "Help", "大屏幕、打印预览的标题和打印出的各种表格、证书始终用中文（它们面向中文赛场张贴、投影和发放），"
            "与界面语言无关；英文界面只改变本程序窗口里的文字。")


def keys_html(menu_bar) -> str:
    menus = QCoreApplication.translate("Help", "菜单快捷键")
    pages = QCoreApplication.translate("Help", "页面按键")
    languages = QCoreApplication.translate("Help", "界面语言")
    return (f"<h3>{escape(menus)}</h3>{_table(menu_keys(menu_bar))}"
            f"<h3>{escape(pages)}</h3>{_table([(k, _tr(t)) for k, t in PAGE_KEYS])}"
            f"<h3>{escape(languages)}</h3><p>{escape(_tr(CHINESE_OUTPUTS))}</p>")


def guide_html() -> str:
    steps = "".join(f"<li>{escape(_tr(step))}</li>" for step in GUIDE_STEPS)
    title = QCoreApplication.translate("Help", "第一次办赛：从新建到打印")
    return f"<h3>{escape(title)}</h3><ol>{steps}</ol>"


class HelpDialog(QDialog):
    """A read-only page of help text; closes with Esc or the Close button."""

    def __init__(self, title: str, html: str, parent=None):
        super().__init__(parent)
        self.setWindowTitle(title)
        self.browser = QTextBrowser()
        self.browser.setHtml(html)
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        fit_on_screen(self, 720, 560)
