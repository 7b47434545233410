"""The playoff command (加赛): show the playoff a tie at an award place needs, and pair it."""
from __future__ import annotations

from app.cli.common import REQUIRED, CommandError, file_command, opened, print_json


def register(sub) -> None:
    playoff = file_command(sub, "playoff", "加赛：列出须加赛的并列名次，--create 编排加赛 playoffs", _playoff,
                           event=REQUIRED, as_json=True)
    playoff.add_argument("--create", action="store_true", help="编排加赛 pair the proposed playoff")
    playoff.add_argument("--seed", type=int, default=None, help="随机种子（先后手）the draw's seed")


def _playoff(args) -> int:
    from app.services.players import RosterError
    from app.services.playoffs import PlayoffRefused, create_playoff, latest_playoff_rounds, proposed_playoffs
    from app.services.round_views import round_view
    with opened(args.file) as store:
        try:
            if args.create:
                proposals = create_playoff(store, args.event, seed=args.seed)
            else:
                proposals = proposed_playoffs(store, args.event)
            views = [round_view(store, args.event, r) for r in latest_playoff_rounds(store, args.event)]
        except (PlayoffRefused, RosterError) as exc:
            raise CommandError(f"无法加赛：{exc}") from exc
    if args.json:
        print_json({"event": args.event,
                    "proposed": [{"place": p.place, "players": [m[0] for m in p.members],
                                  "games": p.games, "matches": p.matches} for p in proposals],
                    "created": args.create,
                    "tables": [{"round": view.round_id.text(), "draw": view.draw, **table}
                               for view in views for table in view.as_json()["tables"]],
                    "byes": [{"round": view.round_id.text(), "players": view.as_json()["byes"]}
                             for view in views if view.byes]})
        return 0
    if not proposals:
        print("没有须加赛的并列名次（最后一轮成绩录完、并列涉及获奖名次时才加赛）")
    for proposal in proposals:
        print(("已编排加赛 " if args.create else "须加赛 ") + proposal.text())
    for view in views:
        print(f"{view.round_id.text()}（编排码 {view.draw}）")
        for table in view.tables:
            names = " — ".join(f"{s.name}（{s.school}）" for s in table.seats)
            done = f"  {table.result}" if table.result else ""
            print(f"{view.round_id.text()} 第{table.number}桌  {names}{done}")
        for _id, name, school, _points in view.byes:
            print(f"{view.round_id.text()} 轮空  {name}（{school}）")
    return 0
