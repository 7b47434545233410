"""Wording the referee reads: English that is English, Chinese without English mixed in."""
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from app.stages.policy import FINAL
from app.stages.round_id import RoundId
from app.views.shell.language import install_language


def test_states_and_stage_lines_read_as_english(english):
    """A paused clock says Paused (not the Pause button's word); the final stage's round is not
    'Final round 1'; '1 rounds' is not said."""
    assert QCoreApplication.translate("ClockBoard", "暂停", "state: paused") == "Paused"
    assert QCoreApplication.translate("RoundTimerWidget", "暂停", "state: paused") == "Paused"
    assert QCoreApplication.translate("RoundTimerWidget", "暂停") == "Pause"
    stage_line = QCoreApplication.translate("RoundsPage", "%1 · %2 桌，已录成绩 %3 桌 · 随机种子 %4")
    final_round = RoundId("go", FINAL, 1).words(stage_named=True).message("en")
    assert stage_line.replace("%1", final_round).startswith("Final stage, round 1 · ")
    standings_line = QCoreApplication.translate("StandingsPage", "已编排 %1 轮")
    assert "%1 rounds" not in standings_line and "Rounds paired: %1" in standings_line


def test_chinese_labels_carry_no_english(qapp):
    """In Chinese the big-clock button and the overall menu entry are Chinese only, and Qt's own
    file dialog speaks Chinese."""
    install_language(QApplication.instance(), "zh_CN")
    assert QCoreApplication.translate("ClocksPage", "大钟") == "大钟"
    assert QCoreApplication.translate("QFileDialog", "Look in:") != "Look in:"


def test_counts_read_as_english_whatever_the_number(english):
    """No "1 pages" under the preview, no "(1 points against 2)" among the swap warnings: counts are
    worded so that one and many both read right."""
    from app.messages import format_message
    pages = QCoreApplication.translate("PrintPreview", "共 %1 页").replace("%1", "1")
    assert pages == "Pages: 1"
    for code, params in (("pairing.across_scores", {"table": 3, "first": 1, "second": 2}),
                         ("pairing.bye_above_lowest", {"player": "A", "points": 1}),
                         ("pairing.bye_not_lowest", {"player": "A", "points": 1, "lowest": "B",
                                                     "lowest_points": 0})):
        text = format_message(code, params, "en")
        assert "1 points" not in text and "0 points" not in text and "score 1" in text
