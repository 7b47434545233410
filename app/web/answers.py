"""What the live page answers a phone: an aiohttp application over the files the builder last published.

It serves exactly these: the page (``/``, the tournament already in its HTML so that a phone without
JavaScript sees it: app/web/page_html.py), its data cut as app/web/parts.py cuts it (``/index.json``,
``/overall.json``, ``/event/CODE.json``, and the whole in ``/state.json``), the QR code of its own address
(``/qr.svg``) and an empty ``/favicon.ico`` (no 404 in a browser's log).  The pages that write (``/table/…``,
``/checkin/…``) it forwards to the station's own server (app/web/write_pages.py), which answers them as it
would the phone itself: the phones see one address.  Everything else is 404, any other method but GET and
HEAD is 405; it serves no file by path and lists no directory.
An answer never computes: the files come gzipped, with their ETags and patches, so a phone that holds the
latest gets "304 Not Modified" from one comparison of two strings.
"""
from __future__ import annotations

import socket
from typing import Mapping, NamedTuple

from aiohttp import ClientError, ClientSession, ClientTimeout, web

from app.messages import Message, render
from app.printing.qr_code import qr_svg
from app.services.live_address import CHECKIN_PATH
from app.web.page_words import page_language
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

CLIENT_HEADER = "X-Station-Client"  # the phone's address, as the HTTP process saw it
SECRET_HEADER = "X-Station-Secret"  # this run's secret: the station trusts CLIENT_HEADER only with it
WRITE_PATHS = ("/table/{tail:.*}", f"/{CHECKIN_PATH}/{{tail:.*}}")  # what the station answers itself
FORWARDED = ("Host", "Origin", "Referer", "Cookie", "Accept-Language", "Content-Type")  # what its pages read
NOT_FORWARDED_BACK = {"content-length", "transfer-encoding", "connection", "keep-alive", "date", "server"}
FORM_BYTES = 16 * 1024  # the largest body forwarded: a table page's form (a dozen hands)
STATION_SECONDS = 60.0  # how long a write may take in the station (a busy file) before the phone is told


class Station(NamedTuple):
    """Where the station answers the pages that write: its private port, and this run's secret."""
    port: int
    secret: str


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

    def __init__(self, files: Mapping[str, ServedFile], pages: Mapping[str, bytes], host: str = "127.0.0.1",
                 station: Station | None = None):
        """``station``: where the pages that write are forwarded (None: they are not served)."""
        self.files, self.pages, self.host, self.station = files, pages, host, station
        self.port = 0  # the port listened on, once known: the QR code's address
        self._client: ClientSession | None = None  # to the station, made in the loop at the first write page

    def app(self) -> web.Application:
        app = web.Application(client_max_size=FORM_BYTES)
        if self.station is not None:
            for path in WRITE_PATHS:
                app.router.add_route("*", path, self._forward)
            app.on_cleanup.append(self._close_client)
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

    async def _forward(self, request: web.Request) -> web.Response:
        """The station's answer to this request, the phone's address and this run's secret added."""
        headers = {name: request.headers[name] for name in FORWARDED if name in request.headers}
        headers.update({CLIENT_HEADER: request.remote or "", SECRET_HEADER: self.station.secret})
        if self._client is None:
            self._client = ClientSession(timeout=ClientTimeout(total=STATION_SECONDS), auto_decompress=False,
                                         skip_auto_headers=("Accept-Encoding", "User-Agent"))
        try:
            async with self._client.request(request.method, f"http://127.0.0.1:{self.station.port}{request.rel_url}",
                                            headers=headers, data=await request.read(),
                                            allow_redirects=False) as answer:
                body = await answer.read()
                back = [(name, value) for name, value in answer.headers.items()
                        if name.lower() not in NOT_FORWARDED_BACK]
                response = web.Response(status=answer.status, body=body)
                response.headers.clear()
                response.headers.extend(back)
                return response
        except (ClientError, TimeoutError):
            return web.Response(status=503, text=render(Message("phone.station_silent"), page_language(request)),
                                content_type="text/plain", headers={**HEADERS, "Retry-After": "5"})

    async def _close_client(self, _app: web.Application) -> None:
        if self._client is not None:
            await self._client.close()

    async def _serve_qr(self, _request: web.Request) -> web.Response:
        return web.Response(text=qr_svg(served_url(self.host, self.port)), content_type="image/svg+xml",
                            headers=HEADERS)

