"""The headless live page in a process of its own on a free port of 127.0.0.1, for the tests that start,
crowd or kill it (importable: pytest puts this folder on sys.path)."""
import os
import socket
import subprocess
import sys
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start_serve(path, port: int, preexec_fn=None, more: tuple[str, ...] = ()) -> subprocess.Popen:
    """`main.py serve FILE --host 127.0.0.1 --port PORT [more]`, its output piped; the caller reads its address line."""
    return subprocess.Popen([sys.executable, "main.py", "serve", str(path), "--host", "127.0.0.1", "--port", str(port),
                             *more],
                            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env={**os.environ, "PYTHONPATH": str(ROOT)}, preexec_fn=preexec_fn)


@contextmanager
def serving(store, **options):
    """`main.py serve` on ``store``'s file (closed first: the process opens it) on a free port: (process, port)
    once it printed its address; killed after."""
    path = store.path
    store.close()
    port = free_port()
    process = start_serve(path, port, **options)
    try:
        assert f"127.0.0.1:{port}" in process.stdout.readline()
        yield process, port
    finally:
        process.kill()
        process.communicate()
