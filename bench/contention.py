"""Contention run: two stations (two processes) entering results into the same tables at the same moment.

Run: python bench/contention.py [TRIALS] [--url URL]
Builds the demo tournament (a temporary SQLite file, or the PostgreSQL database
URL, which is wiped), pairs xiangqi round 1 and then, per trial, lets both
stations read the same table as a results page shows it, wait for each other,
and enter different results against what they saw. Exactly one must land and
the other be refused with the result that did land; then, from the audit log,
every change must have replaced exactly what the previous one wrote (a lost
update would show as a change whose "old" is not the table's previous result).
Prints the trials, results confirmed, conflicts refused and lost updates (0).
Every fifth trial the second station enters without checking (as a script with
no screen would): both land, one after the other, and the chain must still hold.
"""
from __future__ import annotations

import argparse
import multiprocessing
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

CODE = "xiangqi"
SCORES = {"1-0": "1-0", "0-1": "0-1", "=": "½-½"}  # typed code → how the stored result reads


def station(url: str, number: int, trials: int, barrier, outcomes) -> None:
    """One station: per trial, read the table, wait for the other, enter a result against what was read."""
    from app.models.store import open_store
    from app.scoring import ResultError
    from app.services.results import UNSEEN, Seen, record_result
    from app.services.round_views import round_view
    from app.stages.policy import FINAL
    from app.stages.round_id import RoundId
    store = open_store(url)
    tables = [t.number for t in round_view(store, CODE, RoundId(CODE, FINAL, 1)).tables]
    try:
        for trial in range(trials):
            table = tables[trial % len(tables)]
            barrier.wait(timeout=120)  # both read after the previous trial's writes
            view = round_view(store, CODE, RoundId(CODE, FINAL, 1))
            seen = Seen.of(view, next(t for t in view.tables if t.number == table))  # the draw and the result
            unchecked = number == 1 and trial % 5 == 4
            # Each station changes the table, and to a different result than the other station.
            changes = [code for code, summary in SCORES.items() if summary != seen.summary]
            entry = {"score": changes[(trial + number) % len(changes)]}
            barrier.wait(timeout=120)
            started = time.perf_counter()
            try:
                recorded = record_result(store, CODE, RoundId(CODE, FINAL, 1), table, entry, seen=UNSEEN if unchecked else seen)
                outcomes.put((trial, number, "landed", recorded.scored.summary, time.perf_counter() - started))
            except ResultError as exc:
                outcomes.put((trial, number, "refused", getattr(exc, "current", None),
                              time.perf_counter() - started))
            except Exception as exc:  # noqa: BLE001 - a crash is a finding of the run, counted and printed
                outcomes.put((trial, number, "error", f"{type(exc).__name__}: {str(exc)[:120]}",
                              time.perf_counter() - started))
    finally:
        store.close()


def lost_updates(url: str) -> tuple[int, int]:
    """(changes audited, changes whose "old" is not what the table held just before): the second must be 0."""
    from sqlalchemy import select

    from app.models.schema import AuditEntry
    from app.models.store import open_store
    from app.services.round_views import round_view
    from app.stages.policy import FINAL
    from app.stages.round_id import RoundId
    store = open_store(url)
    try:
        with store.read() as session:
            rows = session.scalars(select(AuditEntry).where(
                AuditEntry.action.in_(("result", "result_change", "result_clear")))
                .order_by(AuditEntry.id)).all()
        held: dict[int, str | None] = {}
        broken = 0
        for row in rows:
            table = (row.new or row.old)["table"]
            old = row.old["summary"] if row.old else None
            if old != held.get(table):
                broken += 1
            held[table] = row.new["summary"] if row.new else None
        final = {t.number: t.result or None for t in round_view(store, CODE, RoundId(CODE, FINAL, 1)).tables}
        broken += sum(final[table] != summary for table, summary in held.items())
        return len(rows), broken
    finally:
        store.close()


def prepare(url: str | None, folder: Path) -> str:
    from sqlalchemy import create_engine, text

    from app.services.demo import build_demo
    from app.services.rounds import pair_next_round
    if url is None:
        url = str(folder / "contention.sqlite")
    else:
        engine = create_engine(url)
        with engine.begin() as connection:
            connection.execute(text("DROP SCHEMA public CASCADE"))
            connection.execute(text("CREATE SCHEMA public"))
        engine.dispose()
    store = build_demo(url, seed=1)
    pair_next_round(store, CODE, seed=1)
    store.close()
    return url


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("trials", type=int, nargs="?", default=200)
    parser.add_argument("--url", help="a PostgreSQL URL to run on (its database is wiped)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        url = prepare(args.url, Path(folder))
        context = multiprocessing.get_context("spawn")
        barrier, outcomes = context.Barrier(2), context.Queue()
        stations = [context.Process(target=station, args=(url, n, args.trials, barrier, outcomes))
                    for n in (0, 1)]
        for process in stations:
            process.start()
        got = [outcomes.get(timeout=300) for _ in range(2 * args.trials)]
        for process in stations:
            process.join(timeout=60)
        by_trial: dict[int, list] = {}
        for outcome in got:
            by_trial.setdefault(outcome[0], []).append(outcome)
        checked = [t for t in by_trial if t % 5 != 4]
        one_winner = sum(sorted(o[2] for o in by_trial[t]) == ["landed", "refused"] for t in checked)
        refused_truthfully = sum(
            next(o[3] for o in by_trial[t] if o[2] == "refused") == next(o[3] for o in by_trial[t] if o[2] == "landed")
            for t in checked if sorted(o[2] for o in by_trial[t]) == ["landed", "refused"])
        errors = [o for o in got if o[2] == "error"]
        audited, lost = lost_updates(url)
        waits = [o[4] * 1000 for o in got]
        print(f"backend: {'PostgreSQL' if args.url else 'SQLite file (WAL)'}, 2 processes, {args.trials} trials")
        print(f"checked trials (both enter against the result they saw): {len(checked)}; "
              f"exactly one landed: {one_winner}; the other refused naming the landed result: {refused_truthfully}")
        print(f"unchecked trials (second station enters blind): {args.trials - len(checked)}; "
              f"both landed in turn: {sum(all(o[2] == 'landed' for o in by_trial[t]) for t in by_trial if t % 5 == 4)}")
        print(f"results confirmed: {sum(o[2] == 'landed' for o in got)}; conflicts refused: "
              f"{sum(o[2] == 'refused' for o in got)}; audit rows: {audited}; lost updates: {lost}")
        print(f"errors (neither landed nor refused with a reason): {len(errors)}"
              + (f", e.g. {errors[0][3]}" if errors else ""))
        print(f"time per entry incl. waiting for the other station: median {statistics.median(waits):.1f} ms, "
              f"max {max(waits):.1f} ms")
        return 0 if not errors and lost == 0 and one_winner == len(checked) == refused_truthfully else 1


if __name__ == "__main__":
    sys.exit(main())
