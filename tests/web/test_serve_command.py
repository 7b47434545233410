"""`main.py serve FILE --host H --port P`: the live page for a hall laptop without a GUI; Ctrl+C stops it."""
import os
import signal
import socket
import subprocess
import sys
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from serving import free_port, start_serve

ROOT = Path(__file__).resolve().parents[2]



def _started_ignoring_interrupts() -> None:
    """As a script's background job starts: SIGINT ignored (inherited by what it starts)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def test_serve_prints_its_address_serves_the_file_and_stops_on_ctrl_c(demo_store):
    """Started even as a background job (interrupts ignored: .ci/run launched so hung here), Ctrl+C stops it."""
    path = demo_store.path
    demo_store.close()
    port = free_port()
    process = start_serve(path, port, preexec_fn=_started_ignoring_interrupts)
    try:
        line = process.stdout.readline()
        assert f"http://127.0.0.1:{port}/" in line
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/state.json", timeout=10) as response:
            assert "演示" in response.read().decode()  # the demo tournament's name
        process.send_signal(signal.SIGINT)
        try:  # its pipes drained while it stops (a full pipe would hold it); a hang guard, not a timing
            _out, err = process.communicate(timeout=60)
        except subprocess.TimeoutExpired:
            process.kill()
            pytest.fail(f"serve did not stop within 60 s of Ctrl+C; its stderr:\n{process.communicate()[1]}")
        assert process.returncode == 0, err
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


def test_ctrl_c_the_moment_the_address_is_printed_still_stops_cleanly(demo_store, monkeypatch, capsys):
    """Ctrl+C arriving as the address line is written (as a user reading it quickly, or a loaded machine's
    late signal, can make it): the server stops and the command ends 0, no traceback."""
    import builtins

    from app.cli import main
    from app.web import server as web_server

    stopped = []
    real_print, real_stop = builtins.print, web_server.LiveServer.stop

    def print_then_ctrl_c(*args, **kwargs):
        real_print(*args, **kwargs)
        if "Live page" in " ".join(map(str, args)):
            raise KeyboardInterrupt

    def stop(self):
        stopped.append(self.port)
        real_stop(self)
    monkeypatch.setattr(builtins, "print", print_then_ctrl_c)
    monkeypatch.setattr(web_server.LiveServer, "stop", stop)
    path = demo_store.path
    demo_store.close()
    try:
        status = main(["serve", str(path), "--host", "127.0.0.1", "--port", str(free_port())])
    except KeyboardInterrupt:
        pytest.fail("the Ctrl+C escaped the serve command (a traceback, the server never stopped)")
    assert status == 0 and len(stopped) == 1 and "http://127.0.0.1:" in capsys.readouterr().out


def test_serve_takes_the_tables_results_only_with_tables(demo_store):
    path = demo_store.path
    demo_store.close()
    for more, words in (((), "本站未开放台次录入"), (("--tables",), "本项目未开放桌边录入")):
        port = free_port()
        process = start_serve(path, port, more=more)
        try:
            process.stdout.readline()
            with pytest.raises(urllib.error.HTTPError) as refused:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/table/xiangqi/1?pin=0&lang=zh", timeout=10)
            assert refused.value.code == 404 and words in refused.value.read().decode()
        finally:
            process.kill()
            process.communicate()
