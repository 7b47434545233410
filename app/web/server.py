"""The live page's server: a builder thread in the station that reads the tournament when it changed, and an
HTTP process that answers the phones (app/web/http_process.py, its routes in app/web/answers.py).  The pages
that write, the tables' result pages (``/table/CODE/N``: a proposal the desk decides) and the entrance
tablet's check-in pages (``/checkin/CODE``), stay in the station, each off until the referee turns it on:
the HTTP process forwards them to the station's private server (app/web/write_pages.py).

A request never touches the tournament: the builder reads the file through the services when it changed
(SQLite's ``PRAGMA data_version`` on a connection of its own; on a database server twice a second), cuts
the page's data into files (app/web/parts.py) with their ETags, gzipped once, and patches from the versions
a phone may hold (app/web/json_patch.py), and publishes them to the HTTP process, which swaps them in whole.
So a hall of phones polling costs the station nothing, and the station's own work (reading a 300-player
tournament, redrawing the hall) never keeps a phone waiting: the answers run in a process of their own.
"""
from __future__ import annotations

import logging
import multiprocessing
import os
import sqlite3
import threading
from dataclasses import dataclass
from typing import Callable

from app.web import http_process
from app.web.answers import Answers, ServedFile, Station, served_url
from app.web.crowd import IDLE_SECONDS
from app.web.page_data import page_data
from app.web.page_html import LANGUAGES, PageHtml
from app.web.page_words import both
from app.web.parts import WHOLE, Part, etag_of, next_part, split, to_json
from app.web.write_pages import WritePages
from app.messages import Message
from app.services import live_address

_log = logging.getLogger(__name__)

DEFAULT_PORT = 8765
CHECK_SECONDS = 0.5  # how often the builder asks whether the file changed: a result shows within 2 s
START_SECONDS = 60.0  # how long the HTTP process may take to start listening on a loaded machine
SERVED_SECONDS = 30.0  # how long it may take to swap in a version the builder published


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
        self._threads: list[threading.Thread] = []
        self._announced = ""  # the address the hall screen and the pairing list show while it runs
        self._process: multiprocessing.process.BaseProcess | None = None  # the HTTP process, while it runs
        self._pipe = None  # to the HTTP process: one message and its answer at a time (``_pipe_lock``)
        self._pipe_lock = threading.Lock()
        self._served: dict[str, Part] = {}  # the files the HTTP process holds
        self._served_pages: dict[str, bytes] | None = None
        self._writes = WritePages(lambda: self.store, table_entry)  # the pages that write, in this process
        self.tables, self.checkin = self._writes.tables, self._writes.checkin

    @property
    def url(self) -> str:
        return served_url(self.host, self.port)

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
        pages = self._pages
        if moved:  # the page's HTML holds the tournament too: a phone without JavaScript sees it
            pages = {language: self._html.page(data, language) for language in LANGUAGES}
        self._publish(fresh, pages)  # served first: what ``parts`` says, the phones get
        self.parts, self._pages = fresh, pages
        return moved

    def _publish(self, files: dict[str, Part], pages: dict[str, bytes]) -> None:
        """Send the HTTP process the files it does not hold yet (and the pages, when new); wait until it
        serves them."""
        if self._pipe is None:
            return
        changed = {name: ServedFile(part.etag, part.whole, part.patches) for name, part in files.items()
                   if self._served.get(name) is not part}
        if not changed and files.keys() == self._served.keys() and pages is self._served_pages:
            return
        answer = self._ask(("publish", changed, tuple(files), pages if pages is not self._served_pages else None),
                           SERVED_SECONDS)
        if answer[0] != "served":
            raise OSError(f"the live page's HTTP process answered {answer!r}")
        self._served, self._served_pages = dict(files), pages

    def _ask(self, message: tuple, seconds: float) -> tuple:
        """``message`` to the HTTP process and its answer (OSError when it is gone or silent)."""
        with self._pipe_lock:
            try:
                if message:
                    self._pipe.send(message)
                if not self._pipe.poll(seconds):
                    raise OSError(f"the live page's HTTP process did not answer in {seconds:.0f} s")
                return self._pipe.recv()
            except (EOFError, BrokenPipeError) as exc:
                raise OSError("the live page's HTTP process is gone") from exc

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
    def _app(self):
        """The HTTP process's routes over this server's files, for a test that asks them in its own process."""
        return Answers(self.parts, self._pages, self.host).app()

    # -- life ---------------------------------------------------------------------------
    def start(self) -> str:
        """Read the tournament once, start the HTTP process listening, and return the address; OSError when
        the port (and every spare one) is taken."""
        watch = ChangeWatch(self.store)
        self.refresh(watch)  # the watch's first look always reads: what it sees next is news
        ports = list(range(self.port, min(self.port + self.spare_ports, 65535) + 1)) if self.port else [0]
        try:
            station = Station(self._writes.start(), self._writes.secret)
        except OSError:
            watch.close()
            raise
        context = multiprocessing.get_context("spawn")  # no copy of the station's threads and open files
        self._pipe, far_end = context.Pipe()
        self._process = context.Process(target=http_process.run, name="live-page-http", daemon=True,
                                        args=(far_end, self.host, ports, IDLE_SECONDS, station))
        self._process.start()
        far_end.close()
        try:
            answer = self._ask((), START_SECONDS)
            if answer[0] != "listening":
                raise OSError(answer[1], answer[2])
            self.port = answer[1]
            self._publish(self.parts, self._pages)
        except OSError:
            watch.close()
            self._end_process()
            self._writes.stop()
            raise
        self._threads = [threading.Thread(target=self._keep_fresh, args=(watch,), name="live-page-data", daemon=True)]
        self._threads[0].start()
        self._announced = self.url
        live_address.announce(self._announced)
        _log.info("live page on %s", self._announced)
        return self._announced

    def _end_process(self) -> None:
        """Tell the HTTP process to stop, and make sure it has."""
        if self._process is None:
            return
        try:
            with self._pipe_lock:
                self._pipe.send(("stop",))
        except OSError:
            pass  # gone already
        self._process.join(timeout=5)
        if self._process.is_alive():
            self._process.terminate()
            self._process.join(timeout=5)
        self._pipe.close()
        self._process = self._pipe = None
        self._served, self._served_pages = {}, None

    def stop(self) -> None:
        live_address.withdraw(self._announced)
        self._stop.set()
        for thread in self._threads:
            thread.join(timeout=5)
        self._threads = []
        self._end_process()
        self._writes.stop()
        if self._reopened is not None:
            self._reopened.close()
            self._reopened = None
        _log.info("live page stopped")


def _reset(watch: ChangeWatch, store) -> ChangeWatch:
    """A fresh watch after a failed read, so the next look reads again whatever data_version says."""
    watch.close()
    return ChangeWatch(store)
