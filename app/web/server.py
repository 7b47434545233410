"""The live page's server: aiohttp in a thread of its own, serving one page and its data in a few JSON files.

It serves exactly these: the page (``/``, the tournament already in its HTML so that a phone without
JavaScript sees it: app/web/page_html.py), its data cut as app/web/parts.py cuts it (``/index.json``,
``/overall.json``, ``/event/CODE.json``, and the whole in ``/state.json``), the QR code of its own address
(``/qr.svg``), an empty ``/favicon.ico`` (no 404 in a browser's log), and two pages that write,
each off until the referee turns it on and each write made through the services in worker threads:
the tables' result pages (``/table/CODE/N``, app/web/table_pages.py: a proposal the desk decides)
and the entrance tablet's check-in pages (``/checkin/CODE``, app/web/checkin_pages.py: a player's
own check-in).  Everything else is 404, any other method but GET, HEAD and those forms' POST is
405; it serves no file by path and lists no directory.  The live page's requests never touch the
tournament: a
builder thread reads the file through the services when it changed (SQLite's
``PRAGMA data_version`` on a connection of its own; on a database server twice
a second) and swaps in new files with their ETags, gzipped once, so a hall of phones polling
costs the station nothing but answering "304 Not Modified".  A phone that names
the version it holds (``?from=ETAG``) gets only what changed since, marked by
the ``X-Live-Patch`` header (app/web/json_patch.py).
"""
from __future__ import annotations

import asyncio
import errno
import logging
import os
import socket
import sqlite3
import threading
from dataclasses import dataclass
from typing import Callable

from aiohttp import web

from app.web.crowd import IDLE_SECONDS, ConnectionShares, SharedSite
from app.web.page_data import page_data
from app.web.page_html import LANGUAGES, PageHtml
from app.web.checkin_pages import CheckinPages
from app.web.page_words import both, page_language
from app.web.parts import WHOLE, Part, etag_of, next_part, split, to_json
from app.web.table_pages import TablePages
from app.messages import Message
from app.printing.qr_code import qr_svg
from app.services import live_address

_log = logging.getLogger(__name__)

DEFAULT_PORT = 8765
CHECK_SECONDS = 0.5  # how often the builder asks whether the file changed: a result shows within 2 s
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


@dataclass(frozen=True)
class Snapshot:
    body: bytes
    etag: str


def snapshot_of(data: dict) -> Snapshot:
    body = to_json(data)
    return Snapshot(body, etag_of(body))


class ChangeWatch:
    """Whether the tournament changed since the last look: SQLite's data_version on a private read-only
    connection (any other connection's commit moves it); elsewhere it says yes each time."""

    def __init__(self, store):
        self._connection = None
        self._seen = None
        self._path = store.path
        self._identity = file_identity(store.path)
        if store.path is not None:
            uri = f"{store.path.resolve().as_uri()}?mode=ro"
            try:
                self._connection = sqlite3.connect(uri, uri=True, check_same_thread=False)
                self._connection.execute("PRAGMA data_version")
            except sqlite3.Error:  # a file in a folder it cannot write beside: read it each time instead
                self._connection = None

    def changed(self) -> bool:
        if self._connection is None:
            return True
        version = self._connection.execute("PRAGMA data_version").fetchone()[0]
        changed, self._seen = version != self._seen, version
        return changed

    def file_moved(self) -> str | None:
        """"replaced" when another file now stands at the tournament's path (a restored backup, a copy
        moved over it), "deleted" when none does; None while it is the file this watch opened."""
        if self._path is None:
            return None
        now = file_identity(self._path)
        if now == self._identity:
            return None
        return "deleted" if now is None else "replaced"

    def close(self) -> None:
        if self._connection is not None:
            self._connection.close()


def file_identity(path) -> tuple[int, int] | None:
    """Which file stands at ``path`` (device and inode), None when none does."""
    if path is None:
        return None
    try:
        status = os.stat(path)
    except OSError:
        return None
    return status.st_dev, status.st_ino


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


class LiveServer:
    """One running live page over an open store (the server reads it from its builder thread only)."""

    def __init__(self, store, host: str = "0.0.0.0", port: int = DEFAULT_PORT,
                 build: Callable[[object], dict] = page_data, reopen: Callable[[], object] | None = None,
                 spare_ports: int = 0, table_entry: bool = False):
        """``reopen``: opens the file now at the tournament's path, so that a file replaced under the page
        (a restored backup) is followed; without it the page says that it shows the file it had.
        ``spare_ports``: how many ports after ``port`` it may take in turn when ``port`` is taken
        (``port`` then says the one it serves on).  ``table_entry``: the tables' result pages answer (the
        referee's switch, ``tables.open``; each event still opens its round at the desk)."""
        self.store, self.host, self.port, self.build = store, host, port, build
        self.spare_ports = spare_ports
        self._reopen = reopen
        self._reopened = None  # a store this server opened when following a replaced file, closed at stop
        self.file_notice: str | None = None  # the code of what the page says of its file, if anything
        self._shown_notice: str | None = None
        self.parts: dict[str, Part] = {}  # by file name; swapped whole by the builder, read by requests
        self._html = PageHtml()
        self._pages = {language: self._html.page({}, language) for language in LANGUAGES}
        self._stop = threading.Event()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._runner: web.AppRunner | None = None
        self._threads: list[threading.Thread] = []
        self._announced = ""  # the address the hall screen and the pairing list show while it runs
        self.tables = TablePages(lambda: self.store)  # the tables' result pages: off until turned on
        self.tables.open = table_entry
        self.checkin = CheckinPages(lambda: self.store, HEADERS)  # the entrance tablet's pages

    @property
    def url(self) -> str:
        shown = lan_address() if self.host in ("0.0.0.0", "", "::") else self.host
        return f"http://{shown}:{self.port}/"

    # -- the snapshot -------------------------------------------------------------------
    def refresh(self, watch: ChangeWatch | None = None) -> bool:
        """Read the tournament again if it changed; True when the page's data moved."""
        if watch is not None and not watch.changed() and self._shown_notice == self.file_notice:
            return False
        data = self.build(self.store)
        self._shown_notice = self.file_notice
        if self.file_notice is not None:
            data["notice"] = both(Message(self.file_notice, file=self.store.path.name))
        before = self.parts
        fresh = {name: next_part(before.get(name), value, patched=name != WHOLE)
                 for name, value in split(data).items()}
        moved = before.get(WHOLE) is not fresh[WHOLE]
        if moved:  # the page's HTML holds the tournament too: a phone without JavaScript sees it
            self._pages = {language: self._html.page(data, language) for language in LANGUAGES}
        self.parts = fresh
        return moved

    @property
    def snapshot(self) -> Snapshot:
        """The whole page's data as served at /state.json."""
        whole = self.parts.get(WHOLE)
        return snapshot_of({}) if whole is None else Snapshot(whole.whole.plain, whole.etag)

    def _follow(self, watch: ChangeWatch) -> ChangeWatch:
        """The watch on the file at the tournament's path: a replaced file is opened and followed where
        the server can reopen it; otherwise (or when it cannot be read) the page says so."""
        moved = watch.file_moved()
        if moved is None:
            return watch
        if moved == "replaced" and self._reopen is not None:
            try:
                store = self._reopen()
            except Exception:  # noqa: BLE001 — half copied, or not a tournament: say so, try again next look
                _log.exception("live page: the file that replaced the tournament could not be opened")
            else:
                if self._reopened is not None:
                    self._reopened.close()
                self.store = self._reopened = store
                self.file_notice = None
                _log.warning("live page: the tournament file was replaced; following the new file")
                watch.close()
                return ChangeWatch(store)
        notice = f"live.file_{moved}"
        if notice != self.file_notice:
            _log.warning("live page: the tournament file was %s; still showing the file opened", moved)
        self.file_notice = notice
        return watch

    def look(self, watch: ChangeWatch) -> ChangeWatch:
        """One look of the builder: follow the file at the path, read it if it changed; the watch to keep."""
        try:
            watch = self._follow(watch)
            self.refresh(watch)
        except Exception:  # noqa: BLE001 — a locked or busy file: keep the last page, look again
            _log.exception("live page: reading the tournament failed")
            watch = _reset(watch, self.store)
        return watch

    def _keep_fresh(self, watch: ChangeWatch) -> None:
        try:
            while not self._stop.wait(CHECK_SECONDS):
                watch = self.look(watch)
        finally:
            watch.close()

    # -- HTTP ---------------------------------------------------------------------------
    def _app(self) -> web.Application:
        app = web.Application(client_max_size=16 * 1024)  # no bodies but a table page's form (a dozen hands)
        app.router.add_get("/", self._serve_page)
        app.router.add_get("/{name:(index|overall|state)}.json", self._serve_part)
        app.router.add_get("/event/{code:[A-Za-z0-9_-]+}.json", self._serve_part)
        app.router.add_get("/qr.svg", self._serve_qr)
        app.router.add_get("/favicon.ico", self._serve_no_icon)
        self.tables.add_routes(app)
        self.checkin.register(app)
        return app

    async def _serve_page(self, request: web.Request) -> web.Response:
        return web.Response(body=self._pages[page_language(request)], content_type="text/html", charset="utf-8",
                            headers=HEADERS)

    async def _serve_no_icon(self, _request: web.Request) -> web.Response:
        return web.Response(status=204, headers=HEADERS)

    async def _serve_part(self, request: web.Request) -> web.Response:
        """One file: 304 when the phone holds it, the patch from the version it names if kept, else the
        whole; gzipped when the phone takes gzip."""
        name = request.path.lstrip("/")
        part = self.parts.get(name)
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
        return web.Response(text=qr_svg(self.url), content_type="image/svg+xml", headers=HEADERS)

    # -- life ---------------------------------------------------------------------------
    def start(self) -> str:
        """Read the tournament once, listen, and return the address; OSError when the port (and every spare
        one) is taken."""
        watch = ChangeWatch(self.store)
        self.refresh(watch)  # the watch's first look always reads: what it sees next is news
        started, failure = threading.Event(), []
        self._loop = asyncio.new_event_loop()

        def serve() -> None:
            asyncio.set_event_loop(self._loop)
            try:
                self._runner = web.AppRunner(self._app(), access_log=None, handle_signals=False,
                                             keepalive_timeout=IDLE_SECONDS)
                self._loop.run_until_complete(self._runner.setup())
                self._listen()
            except OSError as exc:
                failure.append(exc)
                return
            finally:
                started.set()
            self._loop.run_forever()
            self._loop.run_until_complete(self._runner.cleanup())
            self._loop.close()

        self._threads = [threading.Thread(target=serve, name="live-page-http", daemon=True),
                         threading.Thread(target=self._keep_fresh, args=(watch,), name="live-page-data", daemon=True)]
        self._threads[0].start()
        started.wait()
        if failure:
            watch.close()
            self._loop.close()
            raise failure[0]
        self._threads[1].start()
        self._announced = self.url
        live_address.announce(self._announced)
        _log.info("live page on %s", self._announced)
        return self._announced

    def _listen(self) -> None:
        """Listen on the port, or on the first free spare after it (SharedSite takes the platform's address
        reuse, so a port another program listens on is taken on Windows too)."""
        ports = range(self.port, min(self.port + self.spare_ports, 65535) + 1) if self.port else (0,)
        shares = ConnectionShares()
        for port in ports:
            site = SharedSite(self._runner, self.host, port, shares)
            try:
                self._loop.run_until_complete(site.start())
            except OSError as exc:
                self._loop.run_until_complete(site.stop())  # the runner forgets the site that did not start
                if exc.errno != errno.EADDRINUSE or port == ports[-1]:
                    raise
                continue
            self.port = self._runner.addresses[0][1]
            return

    def stop(self) -> None:
        live_address.withdraw(self._announced)
        self._stop.set()
        if self._loop is not None and self._loop.is_running():
            self._loop.call_soon_threadsafe(self._loop.stop)
        for thread in self._threads:
            thread.join(timeout=5)
        self._threads = []
        self.tables.close()
        if self._reopened is not None:
            self._reopened.close()
            self._reopened = None
        _log.info("live page stopped")


def _reset(watch: ChangeWatch, store) -> ChangeWatch:
    """A fresh watch after a failed read, so the next look reads again whatever data_version says."""
    watch.close()
    return ChangeWatch(store)
