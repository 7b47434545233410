"""The player form refuses control characters and over-long fields and stays open with what was typed."""
import pytest
from PySide6.QtWidgets import QDialog, QMessageBox

from app.views.roster.player_dialog import PlayerDialog


@pytest.mark.parametrize("field, value, fragment", [
    ("name", "名" * 10_000, "姓名有 10000 个字符，最多 40 个"),
    ("name", "张\u202e三", "U+202E"),
    ("student_id", "2026\x1b001", "学号含有不可见的控制字符"),
    ("team", "队" * 41, "队伍有 41 个字符，最多 40 个"),
])
def test_player_form_refuses_and_keeps_the_typing(qtbot, monkeypatch, field, value, fragment):
    """A refused field shows a warning naming it; the dialog is not accepted and keeps the text."""
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, title, text, *a, **k: warnings.append(text))
    dialog = PlayerDialog(events=["xiangqi"], default_event="xiangqi")
    qtbot.addWidget(dialog)
    dialog.name.setText("张三")
    dialog.school.setCurrentText("一中")
    dialog.student_id.setText("2026001")
    getattr(dialog, field).setText(value)
    dialog._accept()
    assert dialog.result() != QDialog.Accepted
    assert len(warnings) == 1 and fragment in warnings[0]
    assert getattr(dialog, field).text() == value


def test_player_form_accepts_a_clean_player(qtbot):
    """Clean fields within their limits are accepted."""
    dialog = PlayerDialog(events=["xiangqi"], default_event="xiangqi")
    qtbot.addWidget(dialog)
    dialog.name.setText("欧阳" + "明" * 38)
    dialog.school.setCurrentText("一中")
    dialog.student_id.setText("9" * 32)
    dialog._accept()
    assert dialog.result() == QDialog.Accepted
