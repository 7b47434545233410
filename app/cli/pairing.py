"""The pair command: the next round of an event's current stage."""
from __future__ import annotations

from app.cli.common import SEED, CommandError, event_arg, opened, print_json
from app.standings.numbers import points_text


def register(sub) -> None:
    pair = sub.add_parser("pair", help="编排下一轮 pair the next round")
    pair.add_argument("file")
    pair.add_argument("--event", required=True, type=event_arg)
    pair.add_argument("--seed", type=SEED, default=None, help="随机种子（重现抽签）the draw's seed")
    pair.add_argument("--allow-rematch", action="store_true",
                      help="无法避免时允许重复对局 allow rematches when no other draw exists")
    absent = pair.add_mutually_exclusive_group()
    absent.add_argument("--include-absent", action="store_true",
                        help="检录未通过者也编排 pair entrants check-in has not cleared anyway")
    absent.add_argument("--without-absent", action="store_true",
                        help="检录未通过者不编排 leave entrants check-in has not cleared out")
    pair.add_argument("--json", action="store_true")
    pair.set_defaults(handler=_pair)


def _pair(args) -> int:
    from app.services.players import RosterError
    from app.services.rounds import (ASK, LEAVE_OUT, PAIR_ANYWAY, AbsentEntrants, PairingRefused,
                                     pair_next_round, rounds_paired)
    absent = PAIR_ANYWAY if args.include_absent else LEAVE_OUT if args.without_absent else ASK
    with opened(args.file) as store:
        try:
            # What this command saw: a station that pairs in between makes it refuse, not pair again.
            seen = rounds_paired(store, args.event)
            view = pair_next_round(store, args.event, seed=args.seed, allow_rematch=args.allow_rematch,
                                   seen_rounds=seen, absent=absent)
        except AbsentEntrants as exc:
            raise CommandError(f"无法编排：{exc}\n用 --without-absent 不编排他们，"
                               "或 --include-absent 照样编排。") from exc
        except (PairingRefused, RosterError) as exc:
            raise CommandError(f"无法编排：{exc}") from exc
    if args.json:
        print_json(view.as_json())
        return 0
    print(f"第 {view.number} 轮（随机种子 {view.seed}）")
    for table in view.tables:
        names = " — ".join(f"{s.name}（{s.school}）" if s.school else s.name for s in table.seats)
        print(f"{table.number:>4}  {names}")
    for _id, name, school, points in view.byes:
        print(f"轮空  {name}（{school}）+{points_text(points)}")
    for warning in view.warnings:
        print(f"提示：{warning}")
    return 0
