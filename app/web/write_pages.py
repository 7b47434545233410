"""The pages that write (the tables' result pages and the entrance tablet's), answered in the station's own process.

They read and write the tournament through the services, so they stay with the station; the phones still see
one address: the live page's HTTP process (app/web/http_process.py) forwards ``/table/…`` and ``/checkin/…``
here (app/web/answers.py).  This server listens on 127.0.0.1 on a private port and answers only a request
carrying the secret of this run, which the HTTP process got over its pipe; such a request names the phone's
real address in ``CLIENT_HEADER``, and the pages' LAN-only check and wrong-code limiter use that address.
"""
from __future__ import annotations

import asyncio
import hmac
import secrets
import threading
from typing import Callable

from aiohttp import web

from app.web.answers import CLIENT_HEADER, FORM_BYTES, HEADERS, SECRET_HEADER
from app.web.checkin_pages import CheckinPages
from app.web.table_pages import TablePages


class WritePages:
    """The write pages' aiohttp server in a thread of the station, on 127.0.0.1 and a port of its own."""

    def __init__(self, store: Callable[[], object], table_entry: bool = False):
        self.secret = secrets.token_urlsafe(32)
        self.tables = TablePages(store)  # the tables' result pages: off until turned on
        self.tables.open = table_entry
        self.checkin = CheckinPages(store, HEADERS)  # the entrance tablet's pages
        self.port = 0  # the private port, once listening
        self._loop: asyncio.AbstractEventLoop | None = None
        self._runner: web.AppRunner | None = None
        self._thread: threading.Thread | None = None

    def app(self) -> web.Application:
        app = web.Application(client_max_size=FORM_BYTES, middlewares=[self._from_the_http_process])
        self.tables.add_routes(app)
        self.checkin.register(app)
        return app

    @web.middleware
    async def _from_the_http_process(self, request: web.Request, handler):
        """Only the HTTP process's requests, each seen as coming from the phone it forwards."""
        if not hmac.compare_digest(request.headers.get(SECRET_HEADER, ""), self.secret):
            raise web.HTTPForbidden()
        return await handler(request.clone(remote=request.headers.get(CLIENT_HEADER, "")))

    def start(self) -> int:
        """Listen on a free port of 127.0.0.1 in a thread of its own; the port (OSError when it cannot)."""
        started, failure = threading.Event(), []
        self._loop = asyncio.new_event_loop()

        def serve() -> None:
            asyncio.set_event_loop(self._loop)
            self._runner = web.AppRunner(self.app(), access_log=None, handle_signals=False)
            try:
                self._loop.run_until_complete(self._runner.setup())
                self._loop.run_until_complete(web.TCPSite(self._runner, "127.0.0.1", 0).start())
                self.port = self._runner.addresses[0][1]
            except OSError as exc:
                failure.append(exc)
                return
            finally:
                started.set()
            self._loop.run_forever()
            self._loop.run_until_complete(self._runner.cleanup())
            self._loop.close()

        self._thread = threading.Thread(target=serve, name="live-page-writes", daemon=True)
        self._thread.start()
        started.wait()
        if failure:
            self._loop.close()
            raise failure[0]
        return self.port

    def stop(self) -> None:
        if self._loop is not None and self._loop.is_running():
            self._loop.call_soon_threadsafe(self._loop.stop)
        if self._thread is not None:
            self._thread.join(timeout=5)
            self._thread = None
        self.tables.close()
