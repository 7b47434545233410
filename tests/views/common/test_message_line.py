"""The message line: a new text repaints the line and asks for room only when it needs other room (a
QLabel's new text laid out the page, the event tab and the window again, and each tab widget on the way
repainted all of itself)."""
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QHBoxLayout, QLineEdit, QVBoxLayout, QWidget

from app.views.common.message_line import BOLD, MessageLine
from tests.counted_events import CountedEvents


def _page(qtbot, width=600):
    """A page as the results page lays out its entry row: a field, then the message taking the rest; the
    count on a row of its own after a stretch."""
    page = QWidget()
    qtbot.addWidget(page)
    message, count = MessageLine(), MessageLine(wrap=False, look=BOLD)
    row, counts = QHBoxLayout(), QHBoxLayout()
    row.addWidget(QLineEdit())
    row.addWidget(message, 1)
    counts.addStretch(1)
    counts.addWidget(count)
    layout = QVBoxLayout(page)
    layout.addLayout(row)
    layout.addLayout(counts)
    layout.addStretch(1)
    page.resize(width, 300)
    page.show()
    qtbot.waitExposed(page)
    return page, message, count


def _settle(qtbot):
    for _ in range(3):  # a layout request posts the next one up the chain
        qtbot.wait(1)


def test_a_new_text_of_the_same_room_asks_no_layout(qtbot):
    page, message, count = _page(qtbot)
    message.say("第 5 桌：甲 — 乙")
    count.say("已录 1 / 12 桌", BOLD)
    _settle(qtbot)
    requests = CountedEvents(QEvent.LayoutRequest, page)
    message.say("✓ 第 5 桌 1-0（已替换 0-1）")
    count.say("已录 2 / 12 桌", BOLD)
    _settle(qtbot)
    assert requests.count == 0
    assert (message.text(), count.text()) == ("✓ 第 5 桌 1-0（已替换 0-1）", "已录 2 / 12 桌")
    assert count.font().bold() and not message.font().bold()
    assert message.accessibleName() == "✓ 第 5 桌 1-0（已替换 0-1）"


def test_a_text_that_needs_more_room_gets_it(qtbot):
    """A wider count widens its place; a message too long for one line takes a second line, and one line
    again after it."""
    page, message, count = _page(qtbot)
    count.say("已录 9 / 12 桌", BOLD)
    message.say("短")
    _settle(qtbot)
    one_line = message.height()
    requests = CountedEvents(QEvent.LayoutRequest, page)
    count.say("已录 10 / 12 桌", BOLD)
    message.say("注意：第 2 轮之后的轮次已按原来的积分编排，修改此成绩不会改变已编排的对阵。" * 3)
    _settle(qtbot)
    assert requests.count > 0
    assert count.width() >= count.sizeHint().width() > 0
    assert message.height() >= 2 * message.fontMetrics().height() > one_line
    message.say("短")
    _settle(qtbot)
    assert message.height() == one_line


def test_the_message_takes_the_width_its_row_leaves_whatever_it_says(qtbot):
    page, message, _count = _page(qtbot, width=700)
    message.say("短")
    _settle(qtbot)
    width = message.width()
    message.say("一句长一些的话，但仍在一行之内")
    _settle(qtbot)
    assert message.width() == width > 400
