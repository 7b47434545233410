"""Soak: kill -9 a station while it backs the tournament up; the tournament and the last good backup survive.

Run: python bench/backup_soak.py [--trials 60] [--minutes 5] [--seed 1] [--players 1500] [--keep 3]

One tournament file is open at two stations for the whole run: a *writer*
(another process) adds a player every few milliseconds and prints each one
once it is committed, and in each trial a *backup station* (a fresh process)
opens the file and makes backups into a folder in a loop, as the GUI's keeper
does (``services.backups.TournamentBackups``, keep K).  Most trials SIGKILL the
backup station: half at a random moment after its temporary ``.part`` file
appeared (mid-copy or mid-sync), half at a random moment of its run.  After
every trial: the tournament passes ``integrity_check`` and holds every player
the writer confirmed; the newest backup from before the trial is still there
byte for byte (unless K newer whole backups replaced it); every file named as a
backup is a whole tournament (``integrity_check``, ours) holding at least the
players confirmed before its copy began.  The writer must never fail.  Prints
the figures bench/README.md quotes; exits 1 on any problem.
"""
from __future__ import annotations

import argparse
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from app.backups.schedule import parse_backup_name  # noqa: E402

CODE = "xiangqi"

WRITER = """
import sys, time
from app.models.store import open_store
from app.services.players import add_player
store = open_store(sys.argv[1])
number = int(sys.argv[2])
while True:
    try:
        add_player(store, f"写入{number:05d}", "写入学校", f"W{number:07d}", ["xiangqi"])
    except Exception as exc:
        print(f"error {type(exc).__name__}: {exc}", flush=True)
    else:
        print(f"W{number:07d}", flush=True)
    number += 1
    time.sleep(0.005)
"""

BACKER = """
import sys
from datetime import datetime
from pathlib import Path
from app.backups.schedule import BackupPolicy
from app.models.store import open_store
from app.services.backups import TournamentBackups
store = open_store(sys.argv[1])
backups = TournamentBackups(store)
while True:
    made = backups.make(Path(sys.argv[2]), BackupPolicy(keep=int(sys.argv[3])), datetime.now())
    print(made.path.name, flush=True)
"""


def build(path: Path, players: int) -> None:
    from app.services.players import add_player
    from app.services.tournament import new_tournament
    store = new_tournament(path, "备份断电测试", events=[CODE])
    for index in range(players):
        add_player(store, f"选手{index:05d}", f"学校{index % 12}", f"K{index:07d}", [CODE])
    store.close()


def students(path: Path) -> tuple[set[str], str, str | None]:
    """(student ids, integrity_check, the station_meta app) of a database, read only; a file that
    is no whole tournament gives no ids and says why in place of the integrity."""
    connection = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=10)
    try:
        ids = {row[0] for row in connection.execute("SELECT student_id FROM player")}
        integrity = connection.execute("PRAGMA integrity_check").fetchone()[0]
        app = connection.execute("SELECT value FROM station_meta WHERE key = 'app'").fetchone()
        return ids, integrity, app[0] if app else None
    except sqlite3.DatabaseError as exc:
        return set(), f"unreadable ({exc})", None
    finally:
        connection.close()


def series_number(path: Path) -> int:
    """A backup's number in its file's series, as it holds it (-1 if unreadable)."""
    try:
        connection = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=10)
        try:
            return int(connection.execute("SELECT value FROM station_meta WHERE key = 'backup_sequence'").fetchone()[0])
        finally:
            connection.close()
    except (sqlite3.DatabaseError, TypeError, ValueError):
        return -1


def ordered_backups(folder: Path) -> list[Path]:
    """Backups oldest first, as the pruning orders them: by their number in the series, inside."""
    return sorted((p for p in folder.iterdir() if parse_backup_name(p.name)), key=series_number)


class Writer:
    """The other station: adds players and reports each confirmed one."""

    def __init__(self, path: Path):
        self.process = subprocess.Popen([sys.executable, "-c", WRITER, str(path), "0"], cwd=ROOT,
                                        stdout=subprocess.PIPE, text=True, bufsize=1)
        self.confirmed: set[str] = set()
        self.errors: list[str] = []
        self.lock = threading.Lock()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for line in self.process.stdout:
            line = line.strip()
            with self.lock:
                if line.startswith("error"):
                    self.errors.append(line)
                else:
                    self.confirmed.add(line)

    def wait_until_writing(self) -> None:
        while not self.confirmed_now() and not self.errors:
            time.sleep(0.05)

    def confirmed_now(self) -> set[str]:
        with self.lock:
            return set(self.confirmed)

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=30)


def trial(path: Path, folder: Path, keep: int, kill: str | None, rng: random.Random,
          run_time: float) -> tuple[str, int, float]:
    """One backup station: ('killed' | 'ok', backups it reported, how long it ran).

    ``kill``: "part" (SIGKILL 0–30 ms after the n-th temporary file appeared, n = 1..3, so
    earlier backups of the run are whole), "time" (at a random moment of a usual run), or
    None (stopped once it reported three backups).
    """
    process = subprocess.Popen([sys.executable, "-c", BACKER, str(path), str(folder), str(keep)], cwd=ROOT,
                               stdout=subprocess.PIPE, text=True)
    reported: list[str] = []
    threading.Thread(target=lambda: reported.extend(line.strip() for line in process.stdout), daemon=True).start()
    started, parts, part_seen = time.monotonic(), set(), None
    nth, delay = rng.randint(1, 3), rng.uniform(0.0, 0.03)
    kill_at = started + rng.uniform(0.2, 1.2) * run_time
    give_up = started + max(10 * run_time, 10.0)  # no temporary file ever seen: kill it anyway
    while process.poll() is None:
        now = time.monotonic()
        new = {p.name for p in folder.iterdir() if p.suffix == ".part"} - parts
        if new:
            parts |= new
            if len(parts) >= nth and part_seen is None:
                part_seen = now
        if ((kill == "part" and part_seen and now - part_seen >= delay) or (kill == "time" and now >= kill_at)
                or now >= give_up):
            process.send_signal(signal.SIGKILL)
            break
        if kill is None and len(reported) >= 3:
            process.send_signal(signal.SIGTERM)
            break
        time.sleep(0.0005)
    process.wait(timeout=60)
    time.sleep(0.05)  # the reader thread takes the last lines
    return ("killed" if process.returncode == -signal.SIGKILL else "ok"), len(reported), time.monotonic() - started


def check(path: Path, folder: Path, writer: Writer, before: dict[Path, tuple[bytes, int]],
          confirmed_before: set[str], keep: int, known: dict[str, tuple[int, set[str]]]) -> list[str]:
    problems = []
    confirmed = writer.confirmed_now()  # before the read: each of these was committed before it
    ids, integrity, _app = students(path)
    if integrity != "ok":
        problems.append(f"tournament integrity_check: {integrity}")
    lost = confirmed - ids
    if lost:
        problems.append(f"tournament lost {len(lost)} confirmed players, e.g. {sorted(lost)[:3]}")
    backups = ordered_backups(folder)
    if before:
        # By its number in the series as it held it before the trial: a name freed by pruning may be
        # taken again by a newer backup made in the same second (same stamp, same -N).
        last_good, (good_bytes, good_series) = max(before.items(), key=lambda item: item[1][1])
        newer = [p for p in backups if series_number(p) > good_series]
        if last_good.exists() and last_good.read_bytes() == good_bytes:
            pass
        elif last_good.exists() and series_number(last_good) <= good_series:
            problems.append(f"the last good backup {last_good.name} changed")
        elif len(newer) < keep:
            problems.append(f"the last good backup {last_good.name} is gone with only {len(newer)} newer")
    for backup in backups:
        series = series_number(backup)
        if backup.name in known and known[backup.name][0] == series:
            continue
        backup_ids, backup_integrity, app = students(backup)
        if backup_integrity != "ok" or app != "referee-station":
            problems.append(f"backup {backup.name}: integrity {backup_integrity}, app {app}")
        missing = confirmed_before - backup_ids
        if missing:
            problems.append(f"backup {backup.name} lacks {len(missing)} players confirmed before it began")
        known[backup.name] = (series, backup_ids)
    return problems


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trials", type=int, default=60)
    parser.add_argument("--minutes", type=float, default=5.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=1500)
    parser.add_argument("--keep", type=int, default=3)
    parser.add_argument("--kill-share", type=float, default=0.8)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    work = Path(tempfile.mkdtemp(prefix="backup-soak-"))
    path, folder = work / "soak.sqlite", work / "stick"
    folder.mkdir()
    build(path, args.players)
    writer = Writer(path)
    writer.wait_until_writing()
    started = time.monotonic()
    counts = {"trials": 0, "kills": 0, "part_kills": 0, "time_kills": 0, "backups": 0}
    problems: list[str] = []
    known: dict[str, set[str]] = {}
    run_times = [1.5]
    deadline = time.monotonic() + args.minutes * 60
    try:
        while counts["trials"] < args.trials and time.monotonic() < deadline and not problems:
            before = {p: (p.read_bytes(), series_number(p)) for p in ordered_backups(folder)}
            confirmed_before = writer.confirmed_now()
            kill = rng.choice(("part", "time")) if rng.random() < args.kill_share else None
            outcome, made, ran = trial(path, folder, args.keep, kill, rng, sorted(run_times)[len(run_times) // 2])
            counts["trials"] += 1
            counts["backups"] += made
            if outcome == "killed":
                counts["kills"] += 1
                counts[f"{kill}_kills"] += 1
            else:
                run_times.append(ran)
            known = {name: ids for name, ids in known.items() if (folder / name).exists()}
            problems = check(path, folder, writer, before, confirmed_before, args.keep, known)
            problems += writer.errors
    finally:
        writer.stop()
    ids, integrity, _ = students(path)
    leftovers = [p.name for p in folder.iterdir() if p.suffix == ".part"]
    print(f"trials {counts['trials']}, kills {counts['kills']} ({counts['part_kills']} with a .part being written, "
          f"{counts['time_kills']} at a random moment), backups reported made {counts['backups']}")
    print(f"writer: {len(writer.confirmed)} players confirmed, errors {len(writer.errors)}; tournament "
          f"{len(ids)} players, integrity {integrity}; backups in the folder {len(ordered_backups(folder))} "
          f"(keep {args.keep}), every backup whole: {not any(p.startswith('backup ') for p in problems)}; "
          f"temporary .part files left by kills {len(leftovers)}")
    print(f"{time.monotonic() - started:.0f} s; problems: {problems or 'none'}")
    if problems:
        print(f"kept for inspection: {work}")
        return 1
    shutil.rmtree(work)
    return 0


if __name__ == "__main__":
    sys.exit(main())
