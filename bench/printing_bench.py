"""Printing benchmark: certificate batches and 60-table scoresheets (not run by pytest).

Run: python bench/printing_bench.py   (PDFs land in bench/out/, which git ignores)
Targets (#26): 300 certificates ≤ 0.5 s in process; a 60-table scoresheet of every event ≤ 0.5 s.
Also timed, without a target of their own: a 300-player standings sheet and crosstable (打印本页).
Each figure is the best of three builds, as wall time and as this process's CPU time
(the machine is shared: CPU time is what a quiet machine's wall time would be).
"""
from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PIL import Image  # noqa: E402  (pillow comes with reportlab)
from reportlab.lib.units import mm  # noqa: E402

from machine import machine_line, machine_speed  # noqa: E402  (bench/machine.py)

from app.printing.awards import event_awards, overall_awards  # noqa: E402
from app.printing.certificates import CertificateTemplate, build_certificates  # noqa: E402

from app.printing.data import (Column, CrossRow, Crosstable, PairingSheet, PlayerCell, Ranked,  # noqa: E402
                               StandingsSheet, TableRow, TournamentInfo)
from app.printing.standings import build_crosstable, build_standings_sheet  # noqa: E402
from app.printing.fonts import register_fonts  # noqa: E402
from app.printing.scoresheets import build_scoresheet  # noqa: E402
from app.rules.events import PRESETS  # noqa: E402

OUT = Path(__file__).resolve().parent / "out"
INFO = TournamentInfo("南宁驻邕杯棋牌比赛", "南宁市驻邕高校联合会", "广西大学体育馆", "2026年11月28日—29日")
SURNAMES = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗梁宋郑谢韩唐冯于董萧程曹袁邓许傅沈曾彭吕"
GIVEN = "伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超兰霞平刚桂华建国志红玉梅雪飞鹏宇浩然𠮷䶮堃喆"  # rare ones use the fallback font
SCHOOLS = [f"{city}{kind}" for city in ("广西", "南宁", "桂林", "柳州") for kind in ("大学", "师范学院", "职业技术学院", "医学院")]


def players(count: int, rng: random.Random) -> list[PlayerCell]:
    return [PlayerCell(rng.choice(SURNAMES) + rng.choice(GIVEN) + rng.choice(GIVEN), rng.choice(SCHOOLS), str(n + 1))
            for n in range(count)]


def tournament_awards(rng: random.Random) -> list:
    """The certificates docs/rules.md §7.1 gives for 300 players spread over the 8 events."""
    field = players(300, rng)
    awards = []
    for index, preset in enumerate(PRESETS.values()):
        entrants = field[index::len(PRESETS)]
        individuals = [] if preset.team_event else [Ranked(p.name, n, p.school) for n, p in enumerate(entrants, 1)]
        teams = [Ranked(school, n) for n, school in enumerate(rng.sample(SCHOOLS, 10), 1)]
        awards += event_awards(preset.code, preset.name_zh, individuals, teams)
    return awards + overall_awards([Ranked(school, n) for n, school in enumerate(SCHOOLS, 1)])


TARGET_S = 0.5
SEATS = {"doudizhu": 3, "sanguosha_identity": 8}  # the others: two a table (3v3: two teams)


def timed(label: str, action, repeats: int = 3, target: float | None = TARGET_S) -> None:
    """Best wall and CPU time of ``repeats`` runs, printed beside the target."""
    walls, cpus = [], []
    for _ in range(repeats):
        wall, cpu = time.perf_counter(), time.process_time()
        action()
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
    aim = f"   (target ≤ {target} s)" if target else ""
    print(f"{label:<58} {min(walls):6.2f} s wall, {min(cpus):6.2f} s CPU{aim}")


def main() -> None:
    OUT.mkdir(exist_ok=True)
    speed_before = machine_speed()
    rng = random.Random(2026)
    timed("register fonts (once per process)", register_fonts, repeats=1, target=None)
    awards = tournament_awards(rng)
    timed(f"{len(awards)} certificates of a 300-player tournament", lambda: build_certificates(
        INFO, awards, OUT / "certificates.pdf"), target=None)
    many = (awards * 4)[:300]
    timed("300 certificates", lambda: build_certificates(INFO, many, OUT / "certificates300.pdf"))
    picture = OUT / "background.jpg"
    Image.effect_noise((3508, 2480), 40).convert("RGB").save(picture, quality=90)  # incompressible, like a scan
    template = CertificateTemplate(background_image=picture)
    timed("300 certificates on an A4 300-dpi background image", lambda: build_certificates(
        INFO, many, OUT / "certificates300_bg.pdf", template=template), target=None)
    for code in PRESETS:
        seats = SEATS.get(code, 2)
        field = players(60 * seats, rng)
        tables = [TableRow(t + 1, field[t * seats], field[t * seats + 1], field[t * seats + 2:(t + 1) * seats])
                  for t in range(60)]
        sheet = PairingSheet(PRESETS[code].name_zh, 3, tables, code)
        timed(f"60-table scoresheet, {code}", lambda: build_scoresheet(INFO, sheet, OUT / f"scoresheet_{code}.pdf"))
    field = players(300, rng)  # 打印本页 on a 300-player standings page (#26 target 4: the day's prints)
    columns = [Column("名次", "place", 16 * mm), Column("姓名", "name"), Column("单位", "school"),
               Column("积分", "points", 12 * mm)] + [Column(label, label, 15 * mm) for label in ("对手分", "累进分", "胜局数")]
    rows = [{"place": n + 1, "name": p.name, "school": p.school, "points": 7 - n / 50, "对手分": 30.5, "累进分": 21,
             "胜局数": 4} for n, p in enumerate(field)]
    sheet = StandingsSheet("个人排名", columns, rows, "围棋", "第 7 轮后")
    timed("300-player standings sheet", lambda: build_standings_sheet(INFO, sheet, OUT / "standings300.pdf"),
          target=None)
    cross = Crosstable("围棋", [f"第{r}轮" for r in range(1, 8)], [
        CrossRow(p.number, p.name, p.school, [f"{rng.choice('白黑')}{rng.randint(1, 300)}{rng.choice('胜负和')}"
                                              for _ in range(7)], "4", str(n + 1)) for n, p in enumerate(field)])
    timed("300-player crosstable, 7 rounds", lambda: build_crosstable(INFO, cross, OUT / "crosstable300.pdf"),
          target=None)
    for path in sorted(OUT.glob("*.pdf")):
        print(f"  {path.name:<32} {path.stat().st_size / 1024:8.0f} KiB")
    print(machine_line(speed_before))


if __name__ == "__main__":
    main()
