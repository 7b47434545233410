"""`main.py serve FILE --host H --port P`: the live page for a hall laptop without a GUI; Ctrl+C stops it."""
import os
import signal
import socket
import subprocess
import sys
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_serve_prints_its_address_serves_the_file_and_stops_on_ctrl_c(demo_store):
    path = demo_store.path
    demo_store.close()
    port = _free_port()
    process = subprocess.Popen([sys.executable, "main.py", "serve", str(path), "--host", "127.0.0.1",
                                "--port", str(port)], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True, env={**os.environ, "PYTHONPATH": str(ROOT)})
    try:
        line = process.stdout.readline()
        assert f"http://127.0.0.1:{port}/" in line
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/state.json", timeout=10) as response:
            assert "演示" in response.read().decode()  # the demo tournament's name
        process.send_signal(signal.SIGINT)
        assert process.wait(timeout=20) == 0
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()


def test_a_taken_port_is_said_and_exits_3(demo_store):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = subprocess.run([sys.executable, "main.py", "serve", str(demo_store.path), "--host", "127.0.0.1",
                               "--port", str(port)], cwd=ROOT, capture_output=True, text=True, timeout=60,
                              env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 3 and f"127.0.0.1:{port}" in done.stderr
