"""The phones are answered by a process of their own (#36.6): whatever the station is doing, reading a
300-player tournament after a result or redrawing the hall, it never keeps a phone waiting.

At 1,000 phones one answer in a hundred took a second: the station's builder thread and the thread that
answered shared one Python process, so the answers waited their turn while the station computed. Here the
station's process is stopped outright (SIGSTOP) and a phone is still answered, with the latest data."""
import json
import os
import signal
import socket
import time
import urllib.request

from serving import serving

from app.services.rounds import pair_next_round

HANG_GUARD = 30  # seconds a phone's request may take before the test calls it unanswered (not a timing)


def test_a_phone_is_answered_while_the_stations_process_is_stopped(demo_store):
    view = pair_next_round(demo_store, "xiangqi", seed=1)
    with serving(demo_store) as (station, port):
        os.kill(station.pid, signal.SIGSTOP)  # the station busy for as long as it takes (killed after)
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/event/xiangqi.json", timeout=HANG_GUARD) as answer:
            event = json.loads(answer.read())
        assert len(event["round"]["tables"]) == len(view.tables)
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/?lang=zh", timeout=HANG_GUARD) as answer:
            assert f"第{view.tables[0].number}台" in answer.read().decode()


def test_the_answering_process_ends_with_the_station(demo_store):
    """Killed outright (no stop), the station leaves no process listening on the port."""
    with serving(demo_store) as (_station, port):
        pass
    for _attempt in range(HANG_GUARD * 10):  # the answering process sees its pipe close and stops
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
        except OSError:
            return
        time.sleep(0.1)
    raise AssertionError("a process still listens on the station's port after the station was killed")
