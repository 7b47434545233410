"""What the live page answers a phone: an aiohttp application over the files the builder last published.

It serves exactly these: the page (``/``, the tournament already in its HTML so that a phone without
JavaScript sees it: app/web/page_html.py), its data cut as app/web/parts.py cuts it (``/index.json``,
``/overall.json``, ``/event/CODE.json``, and the whole in ``/state.json``), the QR code of its own address
(``/qr.svg``) and an empty ``/favicon.ico`` (no 404 in a browser's log).  Everything else is 404, any
method but GET and HEAD is 405; it has no write endpoint, serves no file by path and lists no directory.
An answer never computes: the files come gzipped, with their ETags and patches, so a phone that holds the
latest gets "304 Not Modified" from one comparison of two strings.
"""
from __future__ import annotations

import socket
from typing import Mapping, NamedTuple

from aiohttp import web

from app.printing.qr_code import qr_svg
from app.web.page_html import LANGUAGES
from app.web.parts import Encoded

DATA_HEADERS = {  # what a data file needs: every phone gets these once a second, so no more
    "Cache-Control": "no-cache",
    "Vary": "Accept-Encoding",
    "X-Content-Type-Options": "nosniff",
}
HEADERS = {
    "Cache-Control": "no-cache",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Content-Security-Policy": "default-src 'self'; style-src 'self' 'unsafe-inline'; "
                               "script-src 'self' 'unsafe-inline'; img-src 'self' data:",
}


class ServedFile(NamedTuple):
    """A file as served: its ETag, its whole body, and the patches from the versions a phone may hold
    (a Part without the history the builder keeps to make them)."""
    etag: str
    whole: Encoded
    patches: Mapping[str, Encoded]


def lan_address() -> str:
    """This computer's address on the local network (the one a phone reaches it at); 127.0.0.1 without one."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.255.255.255", 1))  # no packet is sent: this only picks the outgoing interface
        return probe.getsockname()[0]
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()


def served_url(host: str, port: int) -> str:
    """The address a phone types (or its QR code holds) for a page listening on ``host``:``port``."""
    shown = lan_address() if host in ("0.0.0.0", "", "::") else host
    return f"http://{shown}:{port}/"


class Answers:
    """The files and pages being served, swapped whole by whoever publishes (one assignment each, so a
    request reads one version), and the routes that answer from them."""

    def __init__(self, files: Mapping[str, ServedFile], pages: Mapping[str, bytes], host: str = "127.0.0.1"):
        self.files, self.pages, self.host = files, pages, host
        self.port = 0  # the port listened on, once known: the QR code's address

    def app(self) -> web.Application:
        app = web.Application(client_max_size=1024)  # it takes no request bodies
        app.router.add_get("/", self._serve_page)
        app.router.add_get("/{name:(index|overall|state)}.json", self._serve_part)
        app.router.add_get("/event/{code:[A-Za-z0-9_-]+}.json", self._serve_part)
        app.router.add_get("/qr.svg", self._serve_qr)
        app.router.add_get("/favicon.ico", self._serve_no_icon)
        return app

    async def _serve_page(self, request: web.Request) -> web.Response:
        return web.Response(body=self.pages[page_language(request)], content_type="text/html", charset="utf-8",
                            headers=HEADERS)

    async def _serve_no_icon(self, _request: web.Request) -> web.Response:
        return web.Response(status=204, headers=HEADERS)

    async def _serve_part(self, request: web.Request) -> web.Response:
        """One file: 304 when the phone holds it, the patch from the version it names if kept, else the
        whole; gzipped when the phone takes gzip."""
        part = self.files.get(request.path.lstrip("/"))
        if part is None:
            raise web.HTTPNotFound()
        headers = {**DATA_HEADERS, "ETag": part.etag}
        if request.headers.get("If-None-Match") == part.etag:
            return web.Response(status=304, headers=headers)
        body = part.patches.get(request.query.get("from", ""))
        if body is not None:
            headers["X-Live-Patch"] = "1"
        else:
            body = part.whole
        if "gzip" in request.headers.get("Accept-Encoding", ""):
            headers["Content-Encoding"] = "gzip"
            payload = body.gzipped
        else:
            payload = body.plain
        return web.Response(body=payload, content_type="application/json", charset="utf-8", headers=headers)

    async def _serve_qr(self, _request: web.Request) -> web.Response:
        return web.Response(text=qr_svg(served_url(self.host, self.port)), content_type="image/svg+xml",
                            headers=HEADERS)


def page_language(request: web.Request) -> str:
    """The page's language before its script runs: ?lang=, else the browser's first language, else Chinese."""
    asked = request.query.get("lang", "")
    if asked in LANGUAGES:
        return asked
    preferred = request.headers.get("Accept-Language", "zh").split(",")[0].strip().lower()
    return "zh" if preferred.startswith("zh") or not preferred else "en"
