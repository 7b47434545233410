"""The withdraw command: a player leaves the tournament (or comes back), audited; their games stay."""
from __future__ import annotations

from app.cli.common import CommandError, file_command, opened, print_json


def register(sub) -> None:
    command = file_command(sub, "withdraw", "选手退赛（--reinstate 恢复）：保留已赛成绩，此后不再编排 "
                                            "withdraw a player (or reinstate): games kept, no longer paired",
                           _withdraw, as_json=True)
    who = command.add_mutually_exclusive_group(required=True)
    who.add_argument("--player", type=int, help="选手编号（players --json 的 id）")
    who.add_argument("--list", action="store_true", dest="list_only", help="列出已退赛的选手")
    command.add_argument("--reinstate", action="store_true", help="撤销退赛，此后照常编排")


def _withdraw(args) -> int:
    from app.services.players import RosterError, list_players, withdraw_player
    with opened(args.file) as store:
        if args.list_only:
            rows = [row for row in list_players(store) if row.withdrawn]
            if args.json:
                print_json([row.as_json() for row in rows])
            for row in [] if args.json else rows:
                print(f"{row.id:>5}  {row.name}\t{row.school}\t{' '.join(row.events)}")
            return 0
        try:
            row = withdraw_player(store, args.player, withdrawn=not args.reinstate)
        except RosterError as exc:
            raise CommandError(f"未执行：{exc}") from exc
    if args.json:
        print_json({**row.as_json(), "withdrawn": row.withdrawn})
    elif args.reinstate:
        print(f"已恢复 {row.name}（{row.school}）参赛：此后照常编排")
    else:
        print(f"{row.name}（{row.school}）已退赛：已赛成绩保留，此后各项目不再编排")
    return 0
