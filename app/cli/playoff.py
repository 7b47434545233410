"""The playoff command (加赛): show the playoff a tie at an award place needs, and pair it."""
from __future__ import annotations

from app.cli.common import REQUIRED, CommandError, file_command, opened, print_json


def register(sub) -> None:
    playoff = file_command(sub, "playoff", "加赛：列出须加赛的并列名次，--create 编排加赛 playoffs", _playoff,
                           event=REQUIRED, as_json=True)
    playoff.add_argument("--create", action="store_true", help="编排加赛 pair the proposed playoff")
    playoff.add_argument("--seed", type=int, default=None, help="随机种子（先后手）the draw's seed")


def _playoff(args) -> int:
    from app.services.history import PLAYOFF_ROUND
    from app.services.players import RosterError
    from app.services.playoffs import PlayoffRefused, create_playoff, proposed_playoffs
    from app.services.rounds import round_view
    with opened(args.file) as store:
        try:
            if args.create:
                proposals = create_playoff(store, args.event, seed=args.seed)
            else:
                proposals = proposed_playoffs(store, args.event)
            view = round_view(store, args.event, PLAYOFF_ROUND)
        except (PlayoffRefused, RosterError) as exc:
            raise CommandError(f"无法加赛：{exc}") from exc
    if args.json:
        print_json({"event": args.event,
                    "proposed": [{"place": p.place, "players": [m[0] for m in p.members],
                                  "games": p.games, "matches": p.matches} for p in proposals],
                    "created": args.create,
                    "tables": view.as_json()["tables"] if view is not None else []})
        return 0
    if not proposals:
        print("没有须加赛的并列名次（最后一轮成绩录完、并列涉及获奖名次时才加赛）")
    for proposal in proposals:
        print(("已编排加赛 " if args.create else "须加赛 ") + proposal.text())
    if view is not None:
        for table in view.tables:
            names = " — ".join(f"{s.name}（{s.school}）" for s in table.seats)
            done = f"  {table.result}" if table.result else ""
            print(f"加赛 {table.number:>3}  {names}{done}")
    return 0
