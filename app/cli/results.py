"""Commands on results and standings: result, standings, teams."""
from __future__ import annotations

import json

from app.cli.common import ROUND_NUMBER, TABLE_NUMBER, CommandError, event_arg, opened, print_json, warn


def register(sub) -> None:
    result = sub.add_parser("result", help="录入一桌成绩 record a table's result")
    result.add_argument("file")
    result.add_argument("--event", required=True, type=event_arg)
    result.add_argument("--round", required=True, type=ROUND_NUMBER, dest="round_number")
    result.add_argument("--table", required=True, type=TABLE_NUMBER)
    given = result.add_mutually_exclusive_group(required=True)
    given.add_argument("--score", help="比分（以 players[0] 一方计）：1-0、0-1、=、+-、-+；五子棋 2-0、1-1、0-2 或 1-0,0-1")
    given.add_argument("--entry", help="完整成绩记录 JSON（斗地主、身份局等）full entry as JSON")
    result.add_argument("--reason", help="结果原因，如 late、absent、left_hall、no_student_card、resignation")
    result.add_argument("--json", action="store_true")
    result.set_defaults(handler=_result)

    standings = sub.add_parser("standings", help="项目个人排名 an event's standings")
    standings.add_argument("file")
    standings.add_argument("--event", required=True, type=event_arg)
    standings.add_argument("--json", action="store_true")
    standings.set_defaults(handler=_standings)

    teams = sub.add_parser("teams", help="团体排名（不带 --event：总团体）team / overall standings")
    teams.add_argument("file")
    teams.add_argument("--event", type=event_arg)
    teams.add_argument("--json", action="store_true")
    teams.set_defaults(handler=_teams)


def _entry(args) -> dict:
    from app.services.result_entry import entry_for_code
    if args.entry is not None:
        try:
            entry = json.loads(args.entry)
        except json.JSONDecodeError as exc:
            raise CommandError(f"错误：--entry 不是有效的 JSON（{exc.msg}，第 {exc.pos + 1} 个字符）") from exc
        except RecursionError:
            raise CommandError("错误：--entry 的 JSON 嵌套过深，不是一份成绩记录") from None
        if not isinstance(entry, dict):
            raise CommandError("错误：--entry 须为 JSON 对象，如 {\"winner\": 0}")
    else:
        entry = entry_for_code(args.event, args.score)
    if args.reason:
        entry["how" if args.event == "sanguosha_3v3" else "reason"] = args.reason
    return entry


def _result(args) -> int:
    from app.scoring import ResultError
    from app.services.players import RosterError
    from app.services.result_entry import check_table
    from app.services.results import record_result
    with opened(args.file) as store:
        try:
            entry = _entry(args)
            check_table(store, args.event, args.round_number, args.table)
            recorded = record_result(store, args.event, args.round_number, args.table, entry)
        except (ResultError, RosterError) as exc:
            raise CommandError(f"成绩未录入：{exc}") from exc
    scored = recorded.scored
    if recorded.later_rounds_paired:
        warn(f"提示：第 {args.round_number} 轮之后的轮次已按原来的积分编排，已编排的对阵不会改变。")
    if args.json:
        print_json({"event": args.event, "round": args.round_number, "table": args.table,
                    "summary": scored.summary, "points": list(scored.points),
                    "outcome": list(scored.outcome), "forfeit": scored.forfeit,
                    "previous": recorded.previous})
        return 0
    change = "（已替换原成绩）" if recorded.previous is not None else ""
    points = " / ".join(f"{p:g}" for p in scored.points)
    print(f"第 {args.round_number} 轮第 {args.table} 桌：{scored.summary}，得分 {points}{change}")
    return 0


def _row_json(row, tiebreaks) -> dict:
    return {"rank": row.rank, "shared": row.shared, "id": row.id, "name": row.name,
            "school": row.school, "points": row.points,
            "tiebreaks": {name: row.tiebreaks.get(name) for name in tiebreaks}}


def _standings(args) -> int:
    from app.services.players import RosterError
    from app.services.standings import event_standings
    with opened(args.file) as store:
        try:
            standings = event_standings(store, args.event)
        except RosterError as exc:
            raise CommandError(f"错误：{exc}") from exc
    data = standings.as_json()
    if standings.stage_kind == "preliminary":
        data["groups"] = [[_row_json(r, standings.tiebreaks) for r in group] for group in standings.groups]
    if args.json:
        print_json(data)
        return 0
    tables = [standings.rows] if standings.rows else list(standings.groups)
    for number, rows in enumerate(tables, start=1):
        if standings.stage_kind == "preliminary":
            print(f"第 {number} 组")
        for row in rows:
            rank = f"{row.rank}=" if row.shared else str(row.rank)
            extra = " ".join(f"{name}={row.tiebreaks.get(name, 0):g}" for name in standings.tiebreaks
                             if row.tiebreaks.get(name) is not None)
            playoff = "  加赛" if row.playoff else ""
            print(f"{rank:>4}  {row.name}\t{row.school}\t{row.points:g}\t{extra}{playoff}")
    if not tables:
        print("尚无排名（未编排或未录入成绩）")
    return 0


def _teams(args) -> int:
    from app.services.players import RosterError
    from app.services.standings import overall_standings, team_standings
    with opened(args.file) as store:
        try:
            if args.event:
                rows = team_standings(store, args.event)
                data = {"event": args.event,
                        "rows": [{"rank": r.rank, "shared": r.shared, "school": r.school,
                                  "points": r.points, "members": r.members,
                                  "explanation": r.explanation} for r in rows]}
            else:
                rows, counted = overall_standings(store)
                data = {"counted": counted,
                        "rows": [{"rank": r.rank, "shared": r.shared, "school": r.school,
                                  "points": r.points, "by_event": dict(r.by_event),
                                  "explanation": r.explanation} for r in rows]}
        except RosterError as exc:
            raise CommandError(f"错误：{exc}") from exc
    if args.json:
        print_json(data)
        return 0
    for row in data["rows"]:
        rank = f"{row['rank']}=" if row["shared"] else str(row["rank"])
        print(f"{rank:>4}  {row['school']}\t{row['points']:g}\t{row['explanation']}")
    if not data["rows"]:
        print("尚无团体排名")
    return 0
