"""The address of the live page this station serves, while it serves it (the hall screen and the printed
pairing list show it as a QR code only then)."""
from __future__ import annotations

_serving: list[str] = []  # the running pages' addresses, newest last (one in practice)


def announce(url: str) -> None:
    _serving.append(url)


def withdraw(url: str) -> None:
    if url in _serving:
        _serving.remove(url)


def current() -> str:
    """The live page's address, "" when this station serves none."""
    return _serving[-1] if _serving else ""


CHECKIN_PATH = "checkin"  # the entrance tablet's pages: /checkin/CODE (app/web/checkin_pages.py)


def tablet_url(code: str) -> str:
    """The address the entrance tablet opens for an event's self check-in, "" when no page is served."""
    base = current()
    return f"{base.rstrip('/')}/{CHECKIN_PATH}/{code}" if base else ""
