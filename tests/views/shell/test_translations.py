"""English is complete: every interface string Qt Linguist finds has a finished translation."""
import ast
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QLabel, QPushButton

from app.assets import asset_path

ROOT = Path(__file__).resolve().parents[3]


def _messages(path):
    root = ET.parse(path).getroot()
    return {(context.find("name").text, message.find("source").text): message.find("translation")
            for context in root.iter("context") for message in context.iter("message")}


def test_every_interface_string_has_an_english_translation(tmp_path):
    """A string added to the views without English shows up here (lupdate over app/views)."""
    shipped = asset_path("translations", "station_en.ts")
    fresh = tmp_path / "fresh.ts"
    shutil.copy(shipped, fresh)
    lupdate = Path(sys.executable).with_name("pyside6-lupdate")
    subprocess.run([str(lupdate), *map(str, sorted((ROOT / "app" / "views").rglob("*.py"))),
                    "-no-obsolete", "-ts", str(fresh)], check=True, capture_output=True)
    untranslated = [source for (context, source), translation in _messages(fresh).items()
                    if translation.get("type") == "unfinished" or not translation.text]
    assert untranslated == []


def test_no_literal_goes_through_a_helper_lupdate_cannot_see():
    """`_tr("…")` hides a string from Qt Linguist; literals use tr / translate / QT_TRANSLATE_NOOP."""
    hidden = [f"{path.name}: {match}" for path in sorted((ROOT / "app" / "views").rglob("*.py"))
              for match in re.findall(r'(?<![\w.])_tr\("[^"]*"', path.read_text(encoding="utf-8"))]
    assert hidden == []


HAN = re.compile(r"[\u4e00-\u9fff]")
TRANSLATORS = {"tr", "translate", "QT_TRANSLATE_NOOP"}
# Chinese literals that must stay as they are, each with its reason.
MUST_STAY_LITERAL = {
    ("application.py", "赛事文件 tournament file (.sqlite)"): "argparse help: printed before Qt starts, bilingual",
    ("application.py", "界面语言 interface language"): "argparse help: printed before Qt starts, bilingual",
    ("application.py", "只读打开，仅供显示（大屏幕） open for display only: nothing can be changed"):
        "argparse help: printed before Qt starts, bilingual",
    ("main_window.py", "中文"): "the language menu names each language in that language",
    ("roster_actions.py", "报名表 Roster (*.csv *.xlsx);;CSV (*.csv);;Excel (*.xlsx)"): "file-dialog filter, bilingual",
    ("main_window.py", "赛事文件 Tournament (*.sqlite *.db);;所有文件 All files (*)"): "file-dialog filter, bilingual",
    ("new_tournament_dialog.py", "赛事文件 Tournament (*.sqlite)"): "file-dialog filter, bilingual",
    ("player_dialog.py", "男"): "a gender value stored in the roster as schools write it",
    ("player_dialog.py", "女"): "a gender value stored in the roster as schools write it",
}
# Files outside the clock area still being made translatable by their owners: at most this many
# Chinese literals each (a ratchet: lower it, or drop the file, as its literals go).
NOT_YET_TRANSLATED: dict[str, int] = {}
# What the hall screen shows is Chinese in English mode too, like the printed sheets (README: a Chinese
# hall); its menus and the station's own windows are translated.
HALL_SPEAKS_CHINESE = {"hall_pages.py", "hall_pages_model.py", "draft_page.py", "live_qr_page.py"}


def _chinese_literals(source: str) -> list[str]:
    """Chinese string literals outside tr / translate / QT_TRANSLATE_NOOP and docstrings.

    An f-string is given with ``{}`` for each value; comments never reach the syntax tree.
    """
    tree = ast.parse(source)
    exempt = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            first = node.body[0] if node.body else None
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                exempt.add(id(first.value))
        elif isinstance(node, ast.Call):
            if getattr(node.func, "attr", getattr(node.func, "id", None)) in TRANSLATORS:
                exempt.update(id(argument) for argument in node.args)
        elif isinstance(node, ast.JoinedStr):
            exempt.update(id(part) for part in node.values)
    found = []
    for node in ast.walk(tree):
        if id(node) in exempt:
            continue
        if isinstance(node, ast.JoinedStr):
            text = "".join(p.value if isinstance(p, ast.Constant) else "{}" for p in node.values)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            text = node.value
        else:
            continue
        if HAN.search(text):
            found.append(text)
    return found


@pytest.mark.parametrize("source, found", [
    ('label = QLabel("未完赛")\n', ["未完赛"]),
    ('text = f"第 {n} 桌：{status}"\n', ["第 {} 桌：{}"]),
    ('a = self.tr("未完赛")\nb = QCoreApplication.translate("Board", "桌号")\n', []),
    ('HEADERS = (QT_TRANSLATE_NOOP("Board", "桌号"),)\n', []),
    ('def f():\n    """计时 docstring."""\n    return 1  # 注释 comment\n', []),
    ('text = self.tr("第 %1 桌").replace("%1", "一")\n', ["一"]),
])
def test_the_literal_finder_sees_only_untranslated_chinese(source, found):
    """The heuristic below flags plain and f-string literals, not translated ones, docstrings or comments."""
    assert _chinese_literals(source) == found


def test_no_chinese_literal_escapes_qt_linguist():
    """A Chinese literal in app/views stays Chinese in English mode unless it goes through tr / translate."""
    escaped, over_ratchet = [], []
    for path in sorted((ROOT / "app" / "views").rglob("*.py")):
        found = [text for text in _chinese_literals(path.read_text(encoding="utf-8"))
                 if (path.name, text) not in MUST_STAY_LITERAL]
        if path.name in HALL_SPEAKS_CHINESE:
            continue
        if path.name in NOT_YET_TRANSLATED:
            if len(found) > NOT_YET_TRANSLATED[path.name]:
                over_ratchet.append(f"{path.name}: {len(found)} > {NOT_YET_TRANSLATED[path.name]}")
        else:
            escaped += [f"{path.name}: {text}" for text in found]
    assert (escaped, over_ratchet) == ([], [])


def test_clock_board_and_big_clock_speak_english(qtbot, english):
    """In English mode the clock board's headers, buttons, statuses and alerts and the big clock are English."""
    from app.clocks import GameClock, make_timer, spec_from_settings
    from app.rules.clocks import clock_preset
    from app.views.clocks.clock_board import COL_ACTION, COL_STATUS, ClockBoard
    from app.views.clocks.clock_window import ClockWindow
    from app.views.clocks.sound import BeepPlayer

    now = [100.0]
    board = ClockBoard([(1, "甲 vs 乙"), (2, "丙 vs 丁")],
                       lambda _n: make_timer(clock_preset("sanguosha_3v3"), lambda: now[0]), sound=BeepPlayer(muted=True))
    board.timer.stop()
    qtbot.addWidget(board)
    board.start(1)
    board.start_action(1, "action")
    board.mark_finished(2)
    model = board.model
    shown = [model.headerData(c, Qt.Horizontal) for c in range(model.columnCount())]
    shown += [model.data(model.index(0, COL_ACTION)), model.data(model.index(0, COL_STATUS)),
              model.data(model.index(1, COL_STATUS))]
    shown += [button.text() for button in board.findChildren(QPushButton)] + [board.windowTitle()]
    assert shown[:8] == ["Table", "Players", "Time", "Action", "Status", "Play 0:15", "Running", "Finished"]
    assert {"Start all", "Mark selected finished", "Play 15 s", "Table timers"} <= set(shown)
    clock = GameClock(spec_from_settings({"mode": "byoyomi", "main": 60, "periods": 3, "period": 30}),
                      now=lambda: now[0])
    window = ClockWindow(clock, names=("A", "B"), sound=BeepPlayer(muted=True))
    window.timer.stop()
    qtbot.addWidget(window)
    window.press_side(0)
    assert (window.status_label.text(), window.faces[0].detail_label.text()) == \
        ("B to move", "Byo-yomi 3 × 30 s  ·  Move 1")
    everything = shown + [window.windowTitle(), window.status_label.text()] + [
        widget.text() for kind in (QPushButton, QCheckBox, QLabel) for widget in window.findChildren(kind)]
    assert [text for text in everything if HAN.search(text) and "vs" not in text] == []
