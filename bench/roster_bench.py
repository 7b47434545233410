"""Benchmark: read and validate a large roster (GBK CSV and XLSX), then import it into a tournament file.

The import is timed in two parts: planning (read and check, no lock held) and
the write transaction (the only time other stations wait).

Run: python bench/roster_bench.py [players]
"""
from __future__ import annotations

import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import openpyxl  # noqa: E402

from app.roster import read_roster, validate  # noqa: E402

EVENTS = ["象棋", "围棋", "五子棋", "跳棋", "斗地主", "三国杀1v1", "三国杀身份"]


def roster_rows(players: int, rng: random.Random) -> list[list[str]]:
    rows = [["序号", "姓名", "性别", "学校", "年级", "学号", "项目", "队伍"]]
    for n in range(players):
        events = "、".join(rng.sample(EVENTS, rng.randint(1, 3)))
        rows.append([str(n + 1), f"选手{n}", rng.choice("男女"), f"第{n % 40}中学", "高一",
                     str(20230000 + n), events, ""])
    for team in range(players // 20):  # Sanguosha 3v3 teams of 4
        for member in range(4):
            n = players + team * 4 + member
            rows.append([str(n + 1), f"队员{n}", "男", f"第{team % 40}中学", "高二",
                         str(20230000 + n), "三国杀3v3", f"{team}队"])
    return rows


def timed(label: str, action) -> object:
    start = time.perf_counter()
    result = action()
    print(f"{label:<28}{(time.perf_counter() - start) * 1000:8.1f} ms")
    return result


def main(players: int) -> None:
    rows = roster_rows(players, random.Random(1))
    with tempfile.TemporaryDirectory() as folder:
        csv_path = Path(folder) / "roster.csv"
        csv_path.write_bytes("\r\n".join(",".join(row) for row in rows).encode("gbk"))
        xlsx_path = Path(folder) / "roster.xlsx"
        workbook = openpyxl.Workbook()
        for row in rows:
            workbook.active.append(row)
        workbook.save(xlsx_path)
        print(f"{len(rows) - 1} data rows")
        for label, path in (("GBK CSV", csv_path), ("XLSX", xlsx_path)):
            table = timed(f"read {label}", lambda: read_roster(path))
            plan = timed(f"validate {label}", lambda: validate(table))
            assert plan.ok, plan.problems[:3]
        existing = {row.student_id: (row.name, row.school, row.events) for row in plan.rows}
        timed("validate re-import", lambda: validate(table, existing))
        import_into_a_tournament(Path(folder), csv_path)


def import_into_a_tournament(folder: Path, roster: Path) -> None:
    from app.services.roster_import import apply_import, plan_import
    from app.services.tournament import new_tournament
    store = new_tournament(folder / "t.sqlite", "bench")
    try:
        plan = timed("import: plan (no lock)", lambda: plan_import(store, roster))
        summary = timed("import: write transaction", lambda: apply_import(store, plan))
        print(f"{summary.new_players} players, {summary.new_entries} entries written")
    finally:
        store.close()


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5000)
