"""Two stations on one tournament: real processes racing, no lost update, a truthful audit log.

On a SQLite file, and on PostgreSQL where STATION_TEST_POSTGRES_URL names a database the
test may wipe (.ci/run starts one); without it the PostgreSQL cases report themselves skipped.
"""
import json
import multiprocessing
import subprocess
import sys
from pathlib import Path

import pytest
from sqlalchemy import select

from app.models.schema import AuditEntry
from app.models.store import open_store
from app.services.results import record_result
from app.services.rounds import pair_next_round
from app.services.round_views import round_view
from app.stages.policy import FINAL
from app.stages.round_id import RoundId

ROOT = Path(__file__).resolve().parents[2]
TRIALS = 6
ENTRIES = ({"score": "1-0"}, {"score": "0-1"})  # station 0 and station 1 disagree


def _station(path, station, trials, check_seen, barrier, outcomes):
    """One station: for each trial, wait for the other, then enter its result on the trial's table."""
    from app.scoring import ResultError
    from app.services.results import Seen
    store = open_store(path)
    try:
        draw = round_view(store, "xiangqi", RoundId("xiangqi", FINAL, 1)).draw
        for table in range(1, trials + 1):
            barrier.wait(timeout=60)
            try:
                kwargs = {"seen": Seen("½-½", draw)} if check_seen else {}
                record_result(store, "xiangqi", RoundId("xiangqi", FINAL, 1), table, ENTRIES[station], **kwargs)
                outcomes.put((table, station, "won", None))
            except ResultError as exc:
                outcomes.put((table, station, "refused", getattr(exc, "current", str(exc))))
    finally:
        store.close()


def _race(path, check_seen):
    context = multiprocessing.get_context("spawn")
    barrier, outcomes = context.Barrier(2), context.Queue()
    stations = [context.Process(target=_station, args=(str(path), n, TRIALS, check_seen, barrier, outcomes))
                for n in (0, 1)]
    for process in stations:
        process.start()
    got = [outcomes.get(timeout=120) for _ in range(2 * TRIALS)]
    for process in stations:
        process.join(timeout=60)
        assert process.exitcode == 0
    return got


@pytest.fixture
def drawn_tables(demo_url):
    """xiangqi round 1 with "=" already on the first TRIALS tables; the tournament's URL."""
    store = open_store(demo_url)
    view = pair_next_round(store, "xiangqi", seed=3)
    assert len(view.tables) >= TRIALS
    for table in range(1, TRIALS + 1):
        record_result(store, "xiangqi", RoundId("xiangqi", FINAL, 1), table, {"score": "="})
    store.close()
    return demo_url


def _audit(path, table):
    store = open_store(path)
    try:
        with store.read() as session:
            rows = session.scalars(select(AuditEntry).where(AuditEntry.action == "result_change")
                                   .order_by(AuditEntry.id)).all()
            return [(row.old["summary"], row.new["summary"]) for row in rows if row.new["table"] == table]
    finally:
        store.close()


def _final(url):
    store = open_store(url)
    try:
        return {t.number: t.result for t in round_view(store, "xiangqi", RoundId("xiangqi", FINAL, 1)).tables}
    finally:
        store.close()


def test_of_two_entries_against_the_same_shown_result_exactly_one_wins(drawn_tables):
    """Two processes change a "=" the referee saw: one wins, the other is refused with the winner's result."""
    got = _race(drawn_tables, check_seen=True)
    final = _final(drawn_tables)
    for table in range(1, TRIALS + 1):
        mine = sorted((o for o in got if o[0] == table), key=lambda o: o[2], reverse=True)
        assert [o[2] for o in mine] == ["won", "refused"], mine
        winner = mine[0][1]
        won_summary = "1-0" if winner == 0 else "0-1"
        assert mine[1][3] == won_summary  # the refusal names what the other station entered
        assert final[table] == won_summary
        assert _audit(drawn_tables, table) == [("½-½", won_summary)]


def test_without_a_shown_result_both_entries_land_and_the_audit_says_what_each_replaced(drawn_tables):
    """Two unchecked entries on one table: both land in turn, each audit row names what it really replaced."""
    got = _race(drawn_tables, check_seen=False)
    assert {o[2] for o in got} == {"won"}
    final = _final(drawn_tables)
    for table in range(1, TRIALS + 1):
        chain = _audit(drawn_tables, table)
        assert len(chain) == 2
        (old1, new1), (old2, new2) = chain
        assert (old1, old2) == ("½-½", new1)  # the second writer replaced the first one's result
        assert {new1, new2} == {"1-0", "0-1"} and final[table] == new2


def _pairing_station(path, barrier, outcomes):
    from app.services.rounds import PairingRefused, RoundsChangedElsewhere, rounds_paired
    store = open_store(path)
    try:
        seen = rounds_paired(store, "go")
        barrier.wait(timeout=60)  # both have seen "no round yet" before either pairs
        try:
            outcomes.put(("paired", pair_next_round(store, "go", seen_rounds=seen).number))
        except RoundsChangedElsewhere as exc:
            outcomes.put(("refused", exc.latest.number))
        except PairingRefused as exc:
            outcomes.put(("other", str(exc)))
    finally:
        store.close()


def test_two_stations_pairing_at_once_pair_one_round_and_the_other_is_told(demo_url):
    """Both stations saw no round and ask to pair: one round is paired; the other hears round 1 is already paired."""
    path = demo_url
    context = multiprocessing.get_context("spawn")
    barrier, outcomes = context.Barrier(2), context.Queue()
    stations = [context.Process(target=_pairing_station, args=(str(path), barrier, outcomes)) for _ in range(2)]
    for process in stations:
        process.start()
    got = sorted(outcomes.get(timeout=120) for _ in range(2))
    for process in stations:
        process.join(timeout=60)
    assert got == [("paired", 1), ("refused", 1)]
    store = open_store(path)
    try:
        from app.services.round_views import round_choices
        assert [r.number for r in round_choices(store, "go")] == [1]
    finally:
        store.close()


def test_two_pair_commands_at_once_give_one_round_and_a_message_not_a_traceback(demo_store):
    """`main.py pair` twice at the same moment: exit 0 and a refusal (exit 1, a message), one round stored."""
    path = demo_store.path
    demo_store.close()
    command = [sys.executable, str(ROOT / "main.py"), "pair", str(path), "--event", "go", "--json"]
    runs = [subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            for _ in range(2)]
    results = sorted((run.wait(timeout=120), run.stdout.read(), run.stderr.read()) for run in runs)
    (ok, out, _), (refused, _, err) = results
    assert (ok, refused) == (0, 1)
    assert json.loads(out)["round"] == 1
    assert "Traceback" not in err and ("已由另一台编排" in err or "未录入成绩" in err)
