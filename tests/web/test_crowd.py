"""The live page under a crowd (on 127.0.0.0/8 only): one device opening a thousand idle connections does not
stop the phones, a connection that asks nothing is closed, and each address keeps its share."""
import http.client
import resource
import socket

import pytest
from serving import free_port, start_serve

from app.web import crowd, server as web_server
from app.web.crowd import PER_CLIENT, ConnectionShares
from app.web.server import LiveServer

DESKTOP_FILES = 1024  # a desktop's usual open-file limit
CROWD = 1010  # the idle connections one device opened in the soak



def _desktop_file_limit() -> None:
    resource.setrlimit(resource.RLIMIT_NOFILE, (DESKTOP_FILES, DESKTOP_FILES))


def _phone_reads_state(port: int, address: str = "127.0.0.2") -> int:
    """A phone at another address asks for the page's data; its status (a hang guard, not a timing)."""
    phone = http.client.HTTPConnection("127.0.0.1", port, timeout=20, source_address=(address, 0))
    try:
        phone.request("GET", "/state.json")
        return phone.getresponse().status
    finally:
        phone.close()


def _connect_idle(port: int) -> socket.socket | None:
    sock = socket.socket()
    sock.settimeout(2)
    try:
        sock.connect(("127.0.0.1", port))
    except OSError:  # the server's queue is full: that connection is not held either
        sock.close()
        return None
    return sock


def test_a_thousand_idle_connections_from_one_device_do_not_stop_the_phones(demo_store):
    path = demo_store.path
    demo_store.close()
    port = free_port()
    process = start_serve(path, port, preexec_fn=_desktop_file_limit)
    crowd_sockets = []
    try:
        assert f"127.0.0.1:{port}" in process.stdout.readline()
        for _ in range(CROWD):
            sock = _connect_idle(port)
            if sock is not None:
                crowd_sockets.append(sock)
        assert _phone_reads_state(port) == 200
        assert _phone_reads_state(port, "127.0.0.3") == 200
    finally:
        for sock in crowd_sockets:
            sock.close()
        process.kill()
        process.communicate()


@pytest.fixture
def served(demo_store, monkeypatch):
    monkeypatch.setattr(web_server, "IDLE_SECONDS", 0.2)
    server = LiveServer(demo_store, "127.0.0.1", 0)
    server.start()
    yield server
    server.stop()


def test_a_connection_that_asks_nothing_is_closed(served):
    with socket.create_connection(("127.0.0.1", served.port), timeout=30) as idle:
        assert idle.recv(1) == b""  # closed by the server (the timeout only guards a hang)


def test_connections_past_a_clients_share_are_closed_at_once_and_others_still_served(served):
    held = [socket.create_connection(("127.0.0.1", served.port), timeout=30) for _ in range(PER_CLIENT + 3)]
    try:
        # each holds an unanswered request open; those past the share are reset before aiohttp sees them
        closed = 0
        for sock in held:
            try:
                sock.sendall(b"GET /state.json HTTP/1.1\r\nHost: x\r\n\r\n")
                closed += sock.recv(1) == b""
            except ConnectionError:
                closed += 1
        assert closed == 3
        assert _phone_reads_state(served.port) == 200
    finally:
        for sock in held:
            sock.close()


def test_shares_count_per_address_and_in_total():
    shares = ConnectionShares(per_client=2, total=crowd.KEPT_FILES + 3)
    assert [shares.admit("a"), shares.admit("a"), shares.admit("a")] == [True, True, False]
    assert shares.admit("b") and not shares.admit("c")  # the process's files: 3 in all
    shares.release("a")
    assert shares.admit("c") and shares.held == {"a": 1, "b": 1, "c": 1}
