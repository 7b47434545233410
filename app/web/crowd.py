"""A hall full of phones, and one device that opens too many connections: each client address may hold a
few connections, idle ones are closed, and the process keeps files for the phones.

A desktop gives a process about 1,024 open files. One device that opens a thousand connections and sends
nothing (a broken app, a script, a browser gone wrong) would otherwise hold them for an hour (aiohttp's
keep-alive) while every phone in the hall waits. So a connection past a client's share is closed the
moment it is accepted, one that asks nothing for ``IDLE_SECONDS`` is closed, and the total never reaches
the process's file limit, which is raised to what the system allows.
"""
from __future__ import annotations

import asyncio
import resource
from collections import Counter

from aiohttp import web

PER_CLIENT = 16  # a browser opens at most 6 to one host; a few tabs or a tablet at the desk fit well inside
IDLE_SECONDS = 15.0  # a phone polls every few seconds: a connection silent this long is nobody's
KEPT_FILES = 64  # files the process keeps for itself (the tournament, its journal, logs, the builder)


def raise_file_limit() -> int:
    """Raise this process's open-file limit to the system's hard limit; the soft limit it then has."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard == resource.RLIM_INFINITY or hard > soft:
        wanted = 65536 if hard == resource.RLIM_INFINITY else hard
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
            soft = wanted
        except (ValueError, OSError):  # a container may refuse: keep what it gave
            pass
    return soft


class ConnectionShares:
    """Who holds how many connections: a client address its share, the process its files."""

    def __init__(self, per_client: int = PER_CLIENT, total: int | None = None):
        self.per_client = per_client
        self.total = max(1, (raise_file_limit() if total is None else total) - KEPT_FILES)
        self.held: Counter[str] = Counter()
        self.open = 0

    def admit(self, client: str) -> bool:
        if self.held[client] >= self.per_client or self.open >= self.total:
            return False
        self.held[client] += 1
        self.open += 1
        return True

    def release(self, client: str) -> None:
        self.held[client] -= 1
        self.open -= 1
        if self.held[client] <= 0:
            del self.held[client]


class _Shared(asyncio.Protocol):
    """aiohttp's protocol for one connection, admitted by the shares first: one over its share is closed
    before aiohttp sees it (nothing of it is registered, nothing to clean)."""

    def __init__(self, inner: asyncio.Protocol, shares: ConnectionShares):
        self._inner, self._shares = inner, shares
        self._client: str | None = None

    def connection_made(self, transport) -> None:
        peer = transport.get_extra_info("peername")
        client = str(peer[0]) if peer else ""
        if not self._shares.admit(client):
            transport.abort()
            return
        self._client = client
        self._inner.connection_made(transport)

    def connection_lost(self, exc) -> None:
        if self._client is None:
            return
        self._shares.release(self._client)
        self._client = None
        self._inner.connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        if self._client is not None:
            self._inner.data_received(data)

    def eof_received(self):
        return self._inner.eof_received() if self._client is not None else None

    def pause_writing(self) -> None:
        self._inner.pause_writing()

    def resume_writing(self) -> None:
        self._inner.resume_writing()


class SharedSite(web.TCPSite):
    """aiohttp's TCP site whose connections are admitted by ``shares``."""

    def __init__(self, runner: web.AppRunner, host: str, port: int, shares: ConnectionShares):
        super().__init__(runner, host, port)  # the platform's address reuse: on Windows a taken port stays taken
        self.shares = shares

    async def start(self) -> None:
        await web.BaseSite.start(self)  # registers the site with its runner; TCPSite.start would listen unshared
        server = self._runner.server
        self._server = await asyncio.get_running_loop().create_server(
            lambda: _Shared(server(), self.shares), self._host, self._port,
            backlog=self._backlog, reuse_address=self._reuse_address)
        self._bound_port = self._server.sockets[0].getsockname()[1] if self._server.sockets else self._port
