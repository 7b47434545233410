"""The live page's HTTP server in a process of its own, so that the phones are answered whatever the station does.

A Python process runs one thread at a time. While the station read the tournament after a result (the
page's data and its patches: a few hundred ms at 300 players) or redrew the hall, the thread answering the
phones waited for its turn at every system call it made, and at 1,000 phones one answer in a hundred took
a second. This process only answers (app/web/answers.py); the station's builder (app/web/server.py) sends
it each new version of the files over a pipe and waits until it is served.
"""
from __future__ import annotations

import asyncio
import errno
import signal
import threading
from typing import Sequence

from aiohttp import web

from app.web.answers import Answers, Station
from app.web.crowd import ConnectionShares, SharedSite


def run(connection, host: str, ports: Sequence[int], idle_seconds: float, station: Station | None = None) -> None:
    """The process: listen on the first free port of ``ports``, tell the station which (or the OSError),
    then answer until the station says stop or is gone; the pages that write are forwarded to ``station``."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C in a terminal is the station's to handle
    answers = Answers({}, {}, host, station)
    loop = asyncio.new_event_loop()
    asyncio.set_event_loop(loop)
    runner = web.AppRunner(answers.app(), access_log=None, handle_signals=False, keepalive_timeout=idle_seconds)
    loop.run_until_complete(runner.setup())
    try:
        answers.port = _listen(loop, runner, host, ports)
    except OSError as exc:
        connection.send(("failed", exc.errno, exc.strerror or str(exc)))
    else:
        connection.send(("listening", answers.port))
        threading.Thread(target=_follow, args=(connection, answers, loop), name="live-page-files", daemon=True).start()
        loop.run_forever()
    loop.run_until_complete(runner.cleanup())
    loop.close()


def _listen(loop: asyncio.AbstractEventLoop, runner: web.AppRunner, host: str, ports: Sequence[int]) -> int:
    """Listen on ``ports[0]``, or on the first free one after it (SharedSite takes the platform's address
    reuse, so a port another program listens on is taken on Windows too); the port listened on."""
    shares = ConnectionShares()
    for port in ports:
        site = SharedSite(runner, host, port, shares)
        try:
            loop.run_until_complete(site.start())
        except OSError as exc:
            loop.run_until_complete(site.stop())  # the runner forgets the site that did not start
            if exc.errno != errno.EADDRINUSE or port == ports[-1]:
                raise
            continue
        return runner.addresses[0][1]
    raise OSError(errno.EADDRINUSE, "no port to listen on")


def _follow(connection, answers: Answers, loop: asyncio.AbstractEventLoop) -> None:
    """Serve each version the station publishes, and say so; stop when told, or when the station is gone.

    A version is swapped in with one assignment per attribute: a request reads the files once."""
    try:
        while True:
            message = connection.recv()
            if message[0] == "stop":
                break
            _kind, changed, names, pages = message
            answers.files = {name: changed[name] if name in changed else answers.files[name] for name in names}
            if pages is not None:
                answers.pages = pages
            connection.send(("served",))
    except (EOFError, OSError):
        pass
    finally:
        loop.call_soon_threadsafe(loop.stop)
