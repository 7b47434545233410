"""The pair command (the next round of an event's current stage), and re-pairing or deleting the last round."""
from __future__ import annotations

from app.cli.common import REQUIRED, SEED, CommandError, file_command, opened, print_json, typed_round


def register(sub) -> None:
    pair = file_command(sub, "pair", "编排下一轮 pair the next round", _pair, event=REQUIRED, as_json=True)
    pair.add_argument("--seed", type=SEED, default=None, help="随机种子（重现抽签）the draw's seed")
    pair.add_argument("--allow-rematch", action="store_true",
                      help="无法避免时允许重复对局 allow rematches when no other draw exists")
    pair.add_argument("--requested-bye", type=int, action="append", default=[], dest="requested_byes",
                      metavar="ID", help="事先请求本轮轮空（半分）的选手编号（players --json 的 id），可重复 "
                                         "a player (id of players --json) who asked for a half-point bye; repeatable")
    absent = pair.add_mutually_exclusive_group()
    absent.add_argument("--include-absent", action="store_true",
                        help="检录未通过者也编排 pair entrants check-in has not cleared anyway")
    absent.add_argument("--without-absent", action="store_true",
                        help="检录未通过者不编排 leave entrants check-in has not cleared out")
    # The round is named by the referee: refused if it is no longer the last (another station paired since).
    repair = file_command(sub, "repair", "重新编排最后一轮（尚无成绩）draw the last round again (no results yet)",
                          _repair, event=REQUIRED, as_json=True)
    repair.add_argument("--round", required=True, dest="round_text", help="要重新编排的轮次 the round meant")
    repair.add_argument("--seed", type=SEED, default=None, help="随机种子（重现抽签）the draw's seed")
    delete = file_command(sub, "delete-round", "删除最后一轮及其成绩 delete the last round with its results",
                          _delete_round, event=REQUIRED)
    delete.add_argument("--round", required=True, dest="round_text", help="要删除的轮次 the round meant")


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
                                   seen_rounds=seen, absent=absent, requested_byes=args.requested_byes)
        except AbsentEntrants as exc:
            raise CommandError(f"无法编排：{exc}\n用 --without-absent 不编排他们，"
                               "或 --include-absent 照样编排。") from exc
        except (PairingRefused, RosterError) as exc:
            raise CommandError(f"无法编排：{exc}") from exc
    return _show(view, args.json)


def _repair(args) -> int:
    from app.services.players import RosterError
    from app.services.rounds import PairingRefused, repair_last_round
    with opened(args.file) as store:
        try:
            view = repair_last_round(store, args.event, typed_round(store, args.event, args.round_text),
                                     seed=args.seed)
        except (PairingRefused, RosterError) as exc:
            raise CommandError(f"无法重新编排：{exc}") from exc
    return _show(view, args.json)


def _delete_round(args) -> int:
    from app.services.rounds import PairingRefused, delete_last_round
    with opened(args.file) as store:
        try:
            deleted = delete_last_round(store, args.event, typed_round(store, args.event, args.round_text))
        except PairingRefused as exc:
            raise CommandError(f"未删除：{exc}") from exc
    print(f"已删除{deleted.words()}及其成绩（记入日志）")
    return 0


def _show(view, as_json: bool) -> int:
    """The round on stdout: JSON, or one line per table."""
    from app.standings.numbers import points_text
    if as_json:
        print_json(view.as_json())
        return 0
    print(f"{view.words()}（随机种子 {view.seed}，编排码 {view.draw}）")
    for table in view.tables:
        names = " — ".join(f"{s.name}（{s.school}）" if s.school else s.name for s in table.seats)
        print(f"{table.number:>4}  {names}")
    for _id, name, school, points in view.byes:
        print(f"轮空  {name}（{school}）+{points_text(points)}")
    for warning in view.warnings:
        print(f"提示：{warning}")
    return 0
