"""The headless commands (`python main.py COMMAND ...`), on the same services as the GUI."""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from app.models.store import TournamentFileError, open_store
from app.rules.events import EVENT_CODES, event_code

def _event_arg(text: str) -> str:
    code = event_code(text)
    if code is None:
        raise argparse.ArgumentTypeError(f"未知项目 “{text}”（可用：{', '.join(EVENT_CODES)}）")
    return code


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="main.py", description="赛事裁判工作站 Referee station. 不带命令：打开图形界面（python main.py [FILE]）。")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    demo = sub.add_parser("demo", help="生成演示赛事文件 write a demo tournament file")
    demo.add_argument("file", type=Path)
    demo.add_argument("--seed", type=int, default=0)
    demo.add_argument("--players", type=int, default=None, help="每个个人项目的人数 entrants per individual event")

    new = sub.add_parser("new", help="新建赛事文件 create a tournament file")
    new.add_argument("file", type=Path)
    new.add_argument("--name", required=True)
    new.add_argument("--organiser", default="")
    new.add_argument("--venue", default="")
    new.add_argument("--event", dest="events", action="append", type=_event_arg,
                     help="项目（可重复；缺省为全部项目）event code or Chinese name, repeatable")

    imp = sub.add_parser("import", help="导入报名表 (CSV/XLSX) import a roster")
    imp.add_argument("file")
    imp.add_argument("roster", type=Path)

    players = sub.add_parser("players", help="列出选手 list players")
    players.add_argument("file")
    players.add_argument("--event", type=_event_arg)
    players.add_argument("--json", action="store_true")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command is None:
        build_parser().print_help()
        return 0
    try:
        return _HANDLERS[args.command](args)
    except TournamentFileError as exc:
        print(f"错误：{exc}", file=sys.stderr)
        return 2


def _demo(args) -> int:
    from app.services.demo import build_demo
    store = build_demo(args.file, seed=args.seed, players=args.players)
    store.close()
    print(f"已生成演示赛事：{args.file}")
    return 0


def _new(args) -> int:
    from app.services.tournament import new_tournament
    store = new_tournament(args.file, args.name, organiser=args.organiser, venue=args.venue,
                           events=args.events or EVENT_CODES)
    store.close()
    print(f"已新建赛事：{args.file}")
    return 0


def _import(args) -> int:
    from app.roster import RosterFileError
    from app.services.players import RosterError
    from app.services.roster_import import apply_import, plan_import
    store = open_store(args.file)
    try:
        try:
            plan = plan_import(store, args.roster)
        except (RosterFileError, OSError) as exc:
            print(f"错误：{exc}", file=sys.stderr)
            return 1
        for notice in plan.notices:
            print(f"提示：{notice}", file=sys.stderr)
        if not plan.ok:
            for problem in plan.problems:
                print(str(problem), file=sys.stderr)
            print(f"导入失败：共 {len(plan.problems)} 个问题，赛事文件未作任何修改。", file=sys.stderr)
            return 1
        try:
            summary = apply_import(store, plan, source=str(args.roster))
        except RosterError as exc:
            print(f"导入失败：{exc}；赛事文件未作任何修改。", file=sys.stderr)
            return 1
    finally:
        store.close()
    print(f"导入完成：新增选手 {summary.new_players} 名，新增报名 {summary.new_entries} 项。")
    return 0


def _players(args) -> int:
    from app.services.players import list_players
    store = open_store(args.file)
    try:
        rows = list_players(store, args.event)
    finally:
        store.close()
    if args.json:
        print(json.dumps([row.as_json() for row in rows], ensure_ascii=False, indent=1))
    else:
        for row in rows:
            print(f"{row.id:>5}  {row.name}\t{row.school}\t{row.student_id}\t{' '.join(row.events)}")
    return 0


_HANDLERS = {"demo": _demo, "new": _new, "import": _import, "players": _players}
COMMANDS = tuple(_HANDLERS)
