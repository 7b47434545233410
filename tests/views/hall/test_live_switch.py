"""The live page's switch in the 大屏幕 menu, and its QR code on the hall screen and the printed pairing list."""
import io
import urllib.request

import pytest
from PySide6.QtCore import QSettings
from pypdf import PdfReader

from app.services import live_address
from app.services.printing import document_bytes
from app.services.rounds import pair_next_round
from app.views.shell import settings_store
from app.web import server as web_server
from app.stages.policy import FINAL
from app.stages.round_id import RoundId

HALL_SIZE = (1366, 768)


def _switch_action(window):
    menu = window.hall_menu
    menu.aboutToShow.emit()
    return next(a for a in menu.actions() if a.isCheckable() and "网页" in a.text())


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
