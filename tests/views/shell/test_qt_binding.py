"""The pinned Qt binding keeps Python's None alive: void Qt calls must not leak its references."""
import sys

from PySide6.QtWidgets import QLabel


def test_void_qt_calls_do_not_drop_references_to_none(qtbot):
    """PySide6 6.12.0 on Python 3.11 lost one None reference per setText: a clock window aborted."""
    label = QLabel()
    qtbot.addWidget(label)
    before = sys.getrefcount(None)
    for index in range(2000):
        label.setText(str(index % 3))
        label.setEnabled(index % 2 == 0)
    assert sys.getrefcount(None) >= before - 10
