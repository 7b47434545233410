"""The disqualify command: the referee takes an entrant out of an event (or lifts it), audited."""
from __future__ import annotations

from app.cli.common import REQUIRED, CommandError, file_command, opened, print_json, typed_round


def register(sub) -> None:
    command = file_command(sub, "disqualify", "取消比赛资格（--lift 恢复）disqualify an entrant (or lift it)",
                           _disqualify, event=REQUIRED, as_json=True)
    who = command.add_mutually_exclusive_group()
    who.add_argument("--player", type=int, help="选手编号（players --json 的 id；团体项目即其所在队伍）")
    who.add_argument("--team", type=int, help="队伍编号（三国杀3v3，pair --json 的 id）")
    command.add_argument("--reason", default="", help="原因（取消资格时必填）")
    command.add_argument("--round", dest="round_text",
                         help="自哪一轮起：3（当前阶段）、预赛2、决赛1、加赛1；0 为第 1 轮前"
                              "（缺省为已编排的最新一轮；至多下一轮，在编排前取消）")
    command.add_argument("--lift", action="store_true", help="撤销裁判的取消资格决定")
    command.add_argument("--list", action="store_true", dest="list_only", help="列出本项目被取消资格者")


def _disqualify(args) -> int:
    from app.services.disqualification import (DisqualificationError, disqualify,
                                               lift_disqualification, list_disqualified)
    from app.services.players import RosterError
    with opened(args.file) as store:
        try:
            if args.list_only:
                rows = list_disqualified(store, args.event)
                if args.json:
                    print_json([row.as_json() for row in rows])
                for row in [] if args.json else rows:
                    print(f"{row.competitor_id:>5}  {row.name}\t{row.school}\t{row.words()}\t{row.reason}")
                return 0
            if args.player is None and args.team is None:
                raise CommandError("错误：请用 --player 或 --team 指定参赛者")
            if args.lift:
                view = lift_disqualification(store, args.event, player_id=args.player, team_id=args.team)
            else:
                view = disqualify(store, args.event, reason=args.reason, player_id=args.player,
                                  team_id=args.team, from_round=_from_round(store, args))
        except (DisqualificationError, RosterError) as exc:
            raise CommandError(f"未执行：{exc}") from exc
    if args.json:
        print_json({"event": args.event, "disqualified": not args.lift, **view.as_json()})
    elif args.lift:
        print(f"已恢复 {view.name}（{view.school}）的比赛资格")
    else:
        print(f"已取消 {view.name}（{view.school}）自{view.words()}起的比赛资格：{view.reason}")
    return 0


def _from_round(store, args):
    """``--round``: a round as the other commands read it, 0 before the first round, else the latest paired."""
    from app.services.disqualification import LATEST
    if args.round_text is None:
        return LATEST
    if args.round_text.strip() == "0":
        return None
    return typed_round(store, args.event, args.round_text)
