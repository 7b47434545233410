"""The live page's switch in the 大屏幕 menu, and its QR code on the hall screen and the printed pairing list."""
import io
import socket
import urllib.error
import urllib.request

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox
from pypdf import PdfReader

from app.services import live_address
from app.services.printing import document_bytes
from app.services.rounds import pair_next_round
from app.views.hall import live_switch
from app.views.base import settings_store
from app.web import server as web_server
from app.stages.policy import FINAL
from app.stages.round_id import RoundId

HALL_SIZE = (1366, 768)


def _switch_action(window):
    menu = window.hall_menu
    menu.aboutToShow.emit()
    return next(a for a in menu.actions() if a.isCheckable() and ("网页" in a.text() or "live page" in a.text()))


def _white_in_top_right(hall) -> int:
    """White pixels where the QR code goes (the hall paints white on black only there and in table cells)."""
    image = hall.window.grab().toImage()
    band = image.height() * 2 // 24
    return sum(1 for x in range(image.width() - band * 3 // 2, image.width(), 2) for y in range(0, band, 2)
               if image.pixelColor(x, y).lightness() > 240)


@pytest.fixture
def window(demo_store, open_main_window, monkeypatch):
    monkeypatch.setattr(web_server, "DEFAULT_PORT", 0)  # any free port of this machine
    QSettings(settings_store.ORGANISATION, settings_store.APPLICATION).clear()
    pair_next_round(demo_store, "xiangqi", seed=1)
    window = open_main_window(demo_store)
    yield window
    window.live_page.stop()


def test_off_by_default_on_from_the_menu_with_its_address_then_off(window):
    action = _switch_action(window)
    assert not action.isChecked() and live_address.current() == ""
    action.setChecked(True)
    url = live_address.current()
    assert url.startswith("http://") and window.live_page.is_on
    port = window.live_page.server.port
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/state.json", timeout=5) as response:
        assert b'"xiangqi"' in response.read()
    assert url in _switch_action(window).text()
    _switch_action(window).setChecked(False)
    assert live_address.current() == "" and not window.live_page.is_on
    with pytest.raises(OSError):
        urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=2)


def test_the_hall_screen_shows_the_qr_code_only_while_the_page_is_on(window, qtbot):
    window.hall.open()
    window.hall.window.resize(*HALL_SIZE)
    qtbot.waitExposed(window.hall.window)
    assert _white_in_top_right(window.hall) == 0
    window.live_page.start(port=0)
    window.hall.window.repaint()
    assert _white_in_top_right(window.hall) > 100
    window.live_page.stop()
    window.hall.window.repaint()
    assert _white_in_top_right(window.hall) == 0
    window.hall.close()


def test_the_printed_pairing_list_carries_the_address_only_while_the_page_is_on(window):
    def printed() -> tuple[str, int]:
        pdf = PdfReader(io.BytesIO(document_bytes(window.store, "pairings", "xiangqi", RoundId("xiangqi", FINAL, 1))))
        return "".join(p.extract_text() for p in pdf.pages), sum(len(p.images) for p in pdf.pages)

    text, images = printed()
    assert "Scan" not in text and images == 0
    url = window.live_page.start(port=0)
    text, images = printed()
    assert url in text.replace("\n", "") and images == 1


def _held_ports(count: int) -> list[socket.socket]:
    """``count`` consecutive ports of this machine held by listening sockets (as another program would)."""
    for _attempt in range(50):
        first = socket.socket()
        first.bind(("0.0.0.0", 0))
        held = [first]
        try:
            for offset in range(1, count):
                extra = socket.socket()
                held.append(extra)
                extra.bind(("0.0.0.0", first.getsockname()[1] + offset))
        except OSError:
            for sock in held:
                sock.close()
            continue
        for sock in held:
            sock.listen()
        return held
    raise AssertionError("no free consecutive ports")


def test_a_taken_port_moves_the_page_to_the_next_free_one_and_says_which(window, monkeypatch):
    """Issue 32 item 10: with the usual port taken, the switch serves on a port after it, says in the status
    bar which port was taken and which it took, and the page answers there."""
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args, **kw: warnings.append(args[2]))
    [held] = _held_ports(1)
    taken = held.getsockname()[1]
    monkeypatch.setattr(web_server, "DEFAULT_PORT", taken)
    try:
        _switch_action(window).setChecked(True)
    finally:
        held.close()
    assert warnings == [] and window.live_page.is_on
    port = window.live_page.server.port
    assert taken < port <= taken + 19
    assert window.statusBar().currentMessage() == (
        f"端口 {taken} 已被占用，赛况网页改用端口 {port}：{live_address.current()}")
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/state.json", timeout=5) as response:
        assert b'"xiangqi"' in response.read()


def test_every_port_taken_is_said_in_the_interface_language(window, monkeypatch, english):
    """With the usual port and its spares all taken, the referee reads which ports, in English, and not the
    system's own words; the page stays off."""
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args, **kw: warnings.append(args[2]))
    monkeypatch.setattr(live_switch, "SPARE_PORTS", 1)
    held = _held_ports(2)
    taken = held[0].getsockname()[1]
    monkeypatch.setattr(web_server, "DEFAULT_PORT", taken)
    try:
        _switch_action(window).setChecked(True)
    finally:
        for sock in held:
            sock.close()
    assert not window.live_page.is_on
    assert warnings == [f"Ports {taken}–{taken + 1} are all taken (by another program or another live page on "
                        "this computer): close it, then turn the page on again."]


def test_the_tables_phones_are_answered_only_once_the_second_switch_is_on(window):
    def table_page() -> str:
        url = f"http://127.0.0.1:{window.live_page.server.port}/table/xiangqi/1?pin=0&lang=zh"
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(url, timeout=5)
        assert refused.value.code == 404
        return refused.value.read().decode()

    menu = window.hall_menu
    menu.aboutToShow.emit()
    tables = next(a for a in menu.actions() if a.text() in ("接受手机台次录入", "Accept results from the tables' phones"))
    assert not tables.isEnabled() and not tables.isChecked()  # nothing to answer with while the page is off
    _switch_action(window).setChecked(True)
    menu.aboutToShow.emit()
    assert tables.isEnabled() and "本站未开放台次录入" in table_page()
    tables.setChecked(True)
    assert "本项目未开放桌边录入" in table_page()  # the station answers; xiangqi's round is not opened at the desk
    window.live_page.start()  # the page restarted (another file opened): the switch stays
    assert "本项目未开放桌边录入" in table_page()
    tables.setChecked(False)
    assert "本站未开放台次录入" in table_page()
