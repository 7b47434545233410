"""Commands on the tournament file and its roster: demo, new, import, players."""
from __future__ import annotations

from pathlib import Path

from app.cli.common import (OPTIONAL, REPEATED, SEED, CommandError, bounded_int, file_command, opened, print_json,
                             warn)
from app.rules.events import EVENT_CODES

# Entrants per individual event the demo builds (seven such events: 35,000 players, about 5 s on a loaded
# two-core machine; docs/user-guide.md gives the same number).
DEMO_MAX_PLAYERS = 5_000


def register(sub) -> None:
    demo = file_command(sub, "demo", "生成演示赛事文件 write a demo tournament file", _demo)
    demo.add_argument("--seed", type=SEED, default=0)
    demo.add_argument("--players", type=bounded_int(1, DEMO_MAX_PLAYERS), default=None,
                      help=f"每个个人项目的人数（至多 {DEMO_MAX_PLAYERS}）entrants per individual event")

    new = file_command(sub, "new", "新建赛事文件 create a tournament file", _new, event=REPEATED,
                       event_help="项目（可重复；缺省为全部项目）event code or Chinese name, repeatable")
    new.add_argument("--name", required=True)
    new.add_argument("--organiser", default="")
    new.add_argument("--venue", default="")

    roster = file_command(sub, "import", "导入报名表 (CSV/XLSX) import a roster", _import)
    roster.add_argument("roster", type=Path)
    roster.add_argument("--skip-refused", action="store_true",
                        help="只导入没有问题的行，列出其余各行（退出码 0）import the good rows, list the rest")
    roster.add_argument("--teams-by-school", action="store_true",
                        help="团体项目未填队伍的选手按学校组队 form unnamed teams by school")
    file_command(sub, "players", "列出选手 list players", _players, event=OPTIONAL, as_json=True)


def _demo(args) -> int:
    from app.services.demo import build_demo
    build_demo(args.file, seed=args.seed, players=args.players).close()
    print(f"已生成演示赛事：{args.file}")
    return 0


def _new(args) -> int:
    from app.messages import Refusal
    from app.services.tournament import new_tournament
    try:
        new_tournament(args.file, args.name, organiser=args.organiser, venue=args.venue,
                       events=args.events or EVENT_CODES).close()
    except Refusal as exc:
        raise CommandError(f"未新建赛事：{exc}") from exc
    print(f"已新建赛事：{args.file}")
    return 0


def _import(args) -> int:
    from app.roster import RosterFileError
    from app.roster.columns import escape_unsafe
    from app.services.players import RosterError
    from app.services.roster_import import apply_import, plan_import
    with opened(args.file) as store:
        try:
            plan = plan_import(store, args.roster)
        except (RosterFileError, OSError) as exc:
            raise CommandError(f"错误：{exc}") from exc
        if args.teams_by_school and plan.teams_by_school is not None:
            plan = plan.teams_by_school
        for notice in plan.notices:
            warn(escape_unsafe(f"提示：{notice}"))  # notices and problems quote the file
        for problem in plan.problems:
            warn(escape_unsafe(str(problem)))
        if not plan.ok and not (args.skip_refused and plan.rows):
            _suggest(plan, args.teams_by_school)
            raise CommandError(f"导入失败：共 {plan.data_rows} 行，{len(plan.refused_rows)} 行有问题"
                               f"（共 {len(plan.problems)} 处），赛事文件未作任何修改。")
        try:
            summary = apply_import(store, plan, source=str(args.roster), skip_refused=args.skip_refused)
        except RosterError as exc:
            raise CommandError(f"导入失败：{exc}；赛事文件未作任何修改。") from exc
    refused = f"；{summary.refused_rows} 行有问题，未导入（见上）" if summary.refused_rows else ""
    print(f"导入完成：共 {plan.data_rows} 行，{plan.players} 名选手；新增选手 {summary.new_players} 名，"
          f"新增报名 {summary.new_entries} 项{refused}。")
    return 0


def _suggest(plan, teams_by_school: bool) -> None:
    """The ways to import a file with refused rows: its good rows alone, or its unnamed teams formed by school."""
    from app.roster.columns import escape_unsafe
    if plan.rows:
        warn(f"可加 --skip-refused 只导入没有问题的 {plan.good_rows} 行（{plan.players} 名选手），"
             "其余各行改正后重新导入本文件即可补上（已导入的不会重复）。")
    formed = plan.teams_by_school
    if formed is not None and not teams_by_school:
        teams = "；".join(str(notice) for notice in formed.notices if notice not in plan.notices)
        still = f"，仍有 {len(formed.refused_rows)} 行有问题" if formed.problems else ""
        warn(escape_unsafe(f"可加 --teams-by-school 按学校组队（{teams}{still}）。"))


def _players(args) -> int:
    from app.roster.columns import escape_unsafe
    from app.services.players import list_players
    with opened(args.file) as store:
        rows = list_players(store, args.event)
    if args.json:
        print_json([row.as_json() for row in rows])
    else:
        for row in rows:  # a name stored before the field rules may hold ESC or RTL: shown escaped
            name, school, student_id = map(escape_unsafe, (row.name, row.school, row.student_id))
            print(f"{row.id:>5}  {name}\t{school}\t{student_id}\t{' '.join(row.events)}")
    return 0
