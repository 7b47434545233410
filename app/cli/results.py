"""Commands on results and standings: result, standings, teams."""
from __future__ import annotations

import json

from app.cli.common import (OPTIONAL, REQUIRED, TABLE_NUMBER, CommandError, file_command, opened, print_json,
                             typed_round, warn)


def register(sub) -> None:
    result = file_command(sub, "result", "录入一桌成绩 record a table's result", _result, event=REQUIRED,
                          as_json=True)
    result.add_argument("--round", required=True, dest="round_text",
                        help="轮次，或加赛轮次如 加赛2（加赛：最新一轮加赛）round number, or playoff round 加赛2 / playoff")
    result.add_argument("--table", required=True, type=TABLE_NUMBER)
    given = result.add_mutually_exclusive_group(required=True)
    given.add_argument("--score", help="比分（以 players[0] 一方计）：1-0、0-1、=、+-、-+；五子棋 2-0、1-1、0-2 或 1-0,0-1；"
                                         "三国杀每轮多局：整场 2-1 或逐局 1-0,0-1,1-0")
    given.add_argument("--entry", help="完整成绩记录 JSON（斗地主、身份局等）full entry as JSON")
    result.add_argument("--reason", help="结果原因，如 late、absent、left_hall、no_student_card、resignation")
    result.add_argument("--was", metavar="SUMMARY",
                        help="该桌当前成绩应为（如 =、1-0；none 为尚无成绩），否则拒绝：另一台已改过；须与 --draw 同用 "
                             "refuse unless the table still holds this result (none: no result yet); with --draw")
    result.add_argument("--draw", metavar="CODE",
                        help="所看到的对阵的编排码（pair、repair、playoff 输出），该轮已重新编排或调整座位则拒绝；须与 --was 同用 "
                             "the draw code of the pairings seen (printed by pair, repair, playoff): refused if the "
                             "round was drawn again or its seats changed since; with --was")
    result.add_argument("--overrule-console", metavar="REASON", dest="overrule_console",
                        help="三国杀：与该桌选将台已决出的结果不符时，注明理由以录入为准（记入审计日志） "
                             "Sanguosha: keep an entry that contradicts the table's decided console, for this reason")
    file_command(sub, "standings", "项目个人排名 an event's standings", _standings, event=REQUIRED, as_json=True)
    file_command(sub, "teams", "团体排名（不带 --event：总团体）team / overall standings", _teams,
                 event=OPTIONAL, as_json=True)


def _entry(args, store) -> dict:
    from app.services.result_entry import entry_for_code, with_reason
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
        entry = entry_for_code(args.event, args.score, args.round_id)
    return with_reason(store, args.event, entry, args.reason, args.round_id) if args.reason else entry


def _seen(store, args, summary_for_code):
    """What the referee saw (--was and --draw, given together), UNSEEN without them."""
    from app.services.results import UNSEEN, Seen
    if (args.was is None) != (args.draw is None):
        raise CommandError("错误：--was 与 --draw 须同时给出：--was 为该桌所见成绩（none 为尚无成绩），--draw 为所见对阵的"
                           "编排码（pair、repair、playoff 的输出）", status=2)
    if args.was is None:
        return UNSEEN
    summary = None if args.was.lower() == "none" else summary_for_code(store, args.event, args.was)
    return Seen(summary, args.draw.strip().lower())


def _result(args) -> int:
    from app.scoring import ResultError
    from app.services.players import RosterError
    from app.services.result_entry import check_table, summary_for_code
    from app.services.round_ids import stage_in_play
    from app.services.round_views import round_view
    from app.services.results import record_result
    from app.standings.numbers import points_text
    from app.stages.policy import PRELIMINARY
    with opened(args.file) as store:
        try:
            args.round_id = typed_round(store, args.event, args.round_text)
            seen = _seen(store, args, summary_for_code)
            entry = _entry(args, store)
            check_table(store, args.event, args.round_id, args.table)
            recorded = record_result(store, args.event, args.round_id, args.table, entry, seen=seen,
                                     console_override=args.overrule_console)
        except (ResultError, RosterError) as exc:
            raise CommandError(f"成绩未录入：{exc}") from exc
        key = args.round_id.key(stage_in_play(store, args.event))
        shown = str(round_view(store, args.event, args.round_id).result_words(recorded.scored.summary))
    scored = recorded.scored
    games = [game["summary"] for game in scored.detail.get("games") or () if "summary" in game]  # a Sanguosha match
    where = str(args.round_id.words())
    if recorded.later_rounds_paired:
        warn("提示：决赛已按预赛原来的排名编排，晋级名单和已编排的对阵不会改变。" if args.round_id.stage == PRELIMINARY
             else f"提示：{where}之后的轮次已按原来的积分编排，已编排的对阵不会改变。")
    if recorded.disqualified:
        warn(f"取消比赛资格：{'、'.join(recorded.disqualified)}（此后不再编排，不计名次）")
    if args.json:
        print_json({"event": args.event, "round": key, "table": args.table,
                    "summary": scored.summary, "points": list(scored.points),
                    "outcome": list(scored.outcome), "forfeit": scored.forfeit,
                    "previous": recorded.previous, "previous_summary": recorded.previous_summary,
                    **({"games": games} if games else {})})
        return 0
    change = "（已替换原成绩）" if recorded.previous is not None else ""
    points = " / ".join(points_text(p) for p in scored.points)
    by_game = f"（逐局 {'、'.join(games)}）" if games else ""
    print(f"{where}第 {args.table} 桌：{shown}{by_game}，得分 {points}{change}")
    return 0


def _standings(args) -> int:
    from app.services.event_standings import standings_json
    from app.services.standings_read import read_standings
    from app.standings.numbers import place_text, points_text
    standings = read_standings(args.file, args.event)  # plain SQL: no ORM for a file at head
    if standings is None:  # an upgrade, a read-only file, an event not held: the usual open says so
        from app.services.events import RosterError
        from app.services.standings import event_standings
        with opened(args.file) as store:
            try:
                standings = event_standings(store, args.event)
            except RosterError as exc:
                raise CommandError(f"错误：{exc}") from exc
    if args.json:
        print_json(standings_json(standings))
        return 0
    print(f"个人排名 {standings.status.title()}")
    tables = [standings.rows] if standings.rows else list(standings.groups)
    for number, rows in enumerate(tables, start=1):
        if standings.stage_kind == "preliminary":
            print(f"第 {number} 组")
        for row in rows:
            rank = "DQ" if row.disqualified else place_text(row.rank, row.shared)
            extra = " ".join(f"{name}={points_text(row.tiebreaks.get(name, 0))}" for name in standings.tiebreaks
                             if row.tiebreaks.get(name) is not None)
            playoff = "  加赛" if row.playoff else ""
            print(f"{rank:>4}  {row.name}\t{row.school}\t{points_text(row.points)}\t{extra}{playoff}")
    if not tables:
        print("尚无排名（未编排或未录入成绩）")
    return 0


def _teams(args) -> int:
    from app.services.players import RosterError
    from app.services.standings import event_provisional, overall_table, team_standings
    from app.standings.numbers import place_text, points_text
    from app.standings.status import overall_title
    with opened(args.file) as store:
        try:
            if args.event:
                rows = team_standings(store, args.event)
                status = event_provisional(store, args.event)
                data = {"event": args.event, "provisional": status.provisional, "status": status.title(),
                        "rows": [{"place": r.rank, "rank": r.rank, "shared": r.shared, "school": r.school,
                                  **({"team": r.detail["team"]} if "team" in r.detail else {}),
                                  "points": r.points, "members": r.members,
                                  "explanation": r.explanation} for r in rows]}
            else:
                overall = overall_table(store)
                rows, counted, unfinished = overall.rows, overall.counted, overall.unfinished
                data = {"counted": counted, "provisional": bool(unfinished), "unfinished": unfinished,
                        "status": overall_title(bool(unfinished)),
                        "rows": [{"place": r.rank, "rank": r.rank, "shared": r.shared, "school": r.school,
                                  "points": r.points, "by_event": dict(r.by_event),
                                  "explanation": r.explanation} for r in rows]}
        except RosterError as exc:
            raise CommandError(f"错误：{exc}") from exc
    if args.json:
        print_json(data)
        return 0
    print(f"{'团体排名' if args.event else '总团体排名'} {data['status']}")
    for row in data["rows"]:
        rank = place_text(row["rank"], row["shared"])
        name = f"{row['team']}（{row['school']}）" if row.get("team") else row["school"]
        print(f"{rank:>4}  {name}\t{points_text(row['points'])}\t{row['explanation']}")
    if not data["rows"]:
        print("尚无团体排名")
    return 0
