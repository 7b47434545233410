"""What stands between a form posted on the LAN and the tournament: a token tied to the page served, a
same-host check on Origin/Referer, and a limit on wrong codes per client address.

A page the station serves carries a token made for that page (``FormTokens.issue``); a POST is taken
only with the token of the page it claims to come from, so another site open on the phone cannot post
into the station (it can neither read the token nor forge it: an HMAC under a key made when the server
starts).  A POST whose Origin or Referer names another host is refused before the token is looked at.
Wrong codes (a table PIN, the last digits of a student ID) are counted per client address: after
``WRONG_LIMIT`` in ``WRONG_WINDOW`` seconds that address is refused, with words and a Retry-After,
until the oldest wrong try leaves the window.  No Qt and no database: the web pages call it.
"""
from __future__ import annotations

import hashlib
import hmac
import math
import secrets
import threading
import time
from collections import deque
from collections.abc import Mapping
from typing import Callable
from urllib.parse import urlsplit

from app.messages import Coded

WRONG_LIMIT = 5  # wrong codes one address may type …
WRONG_WINDOW = 60.0  # … in this many seconds; a 4-digit code then takes days to guess, a typo costs nothing
TOKEN_FIELD = "form_token"  # the hidden field a page's form carries its token in
KEPT_CLIENTS = 4096  # addresses remembered at most: a flood of addresses cannot grow the station's memory


class FormRefused(Coded, PermissionError):
    """A posted form the guard refuses: ``status`` is the HTTP status to answer with, ``retry_after`` the
    seconds to wait (None when waiting does not help)."""

    def __init__(self, code: str, /, status: int, retry_after: int | None = None, **params):
        super().__init__(code, **params)
        self.status, self.retry_after = status, retry_after

    def headers(self) -> dict[str, str]:
        return {} if self.retry_after is None else {"Retry-After": str(self.retry_after)}


class FormTokens:
    """Tokens for forms: each tied to the page it was served with (any text naming that page, e.g.
    ``checkin/xiangqi/round-3``), valid while this server runs."""

    def __init__(self, key: bytes | None = None):
        self._key = key if key is not None else secrets.token_bytes(32)

    def issue(self, page: str) -> str:
        nonce = secrets.token_urlsafe(12)
        return f"{nonce}.{self._sign(page, nonce)}"

    def valid(self, page: str, token: str | None) -> bool:
        nonce, _dot, signature = (token or "").partition(".")
        return bool(nonce and signature) and hmac.compare_digest(signature, self._sign(page, nonce))

    def _sign(self, page: str, nonce: str) -> str:
        return hmac.new(self._key, f"{page}\n{nonce}".encode(), hashlib.sha256).hexdigest()


def from_another_site(headers: Mapping[str, str]) -> bool:
    """True when the request's Origin (else its Referer) names a host other than the one it was sent to.
    Neither header: not known to be foreign (some browsers send none; the token still has to match)."""
    host = headers.get("Host", "").lower()
    origin = headers.get("Origin")
    if origin is not None:
        return origin == "null" or urlsplit(origin).netloc.lower() != host
    referer = headers.get("Referer")
    return referer is not None and urlsplit(referer).netloc.lower() != host


def check_post(tokens: FormTokens, page: str, headers: Mapping[str, str], token: str | None) -> None:
    """Refuse (FormRefused, 403) a POST from another site or without the token of ``page``."""
    if from_another_site(headers):
        raise FormRefused("form.other_site", status=403)
    if not tokens.valid(page, token):
        raise FormRefused("form.stale_page", status=403)


class WrongCodes:
    """Wrong codes per client address in a sliding window, on an injected monotonic clock (seconds)."""

    def __init__(self, clock: Callable[[], float] = time.monotonic, limit: int = WRONG_LIMIT,
                 window: float = WRONG_WINDOW):
        self.clock, self.limit, self.window = clock, limit, window
        self._wrong: dict[str, deque[float]] = {}
        self._lock = threading.Lock()  # asked from the server's loop and from the workers that check codes

    def check(self, client: str) -> None:
        """Refuse (FormRefused, 429 with Retry-After) an address that used up its wrong tries."""
        with self._lock:
            wait = self._wait(client, self.clock())
        if wait is not None:
            raise FormRefused("form.too_many_wrong", status=429, retry_after=wait, seconds=wait)

    def wrong(self, client: str) -> None:
        """Count one wrong code typed from ``client``."""
        with self._lock:
            now = self.clock()
            if client not in self._wrong and len(self._wrong) >= KEPT_CLIENTS:
                self._forget_quiet(now)
            self._wrong.setdefault(client, deque()).append(now)

    def right(self, client: str) -> None:
        """A right code: the address starts afresh (a player who mistyped twice is not held against)."""
        with self._lock:
            self._wrong.pop(client, None)

    def _wait(self, client: str, now: float) -> int | None:
        tries = self._wrong.get(client)
        if tries is None:
            return None
        while tries and tries[0] <= now - self.window:
            tries.popleft()
        if not tries:
            del self._wrong[client]
            return None
        if len(tries) < self.limit:
            return None
        return max(1, math.ceil(tries[-self.limit] + self.window - now))

    def _forget_quiet(self, now: float) -> None:
        """Drop addresses whose tries all left the window; if all are recent, the oldest address."""
        for client in list(self._wrong):
            self._wait(client, now)
        if len(self._wrong) >= KEPT_CLIENTS:
            del self._wrong[min(self._wrong, key=lambda client: self._wrong[client][-1])]
