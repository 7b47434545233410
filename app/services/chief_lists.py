"""The lists a chief referee expects beside the round sheets (Swiss-Manager and chess-results give them):
the start list (参赛名单), the round robin's full schedule (Berger table), the results round by round, the
playoff summary and the whole tournament's check-in sheet (docs/rules.md §7.2).

Each is read from the file into app.printing's records and set by the standings sheet's fitted table
(header, 第N页/共M页, the chief referee's sign-off), or the check-in sheet's.
"""
from __future__ import annotations

from reportlab.lib.units import mm

from app.models.store import TournamentStore
from app.pairing import berger_rounds
from app.printing.data import CheckinRow, CheckinSheet, Column, StandingsSheet
from app.rules.events import PRESETS, ROUND_ROBIN, TABLE_OF_EIGHT
from app.services.events import event_for
from app.services.history import load_stage, playoff_stages
from app.services.players import list_players
from app.services.print_errors import PrintError
from app.services.round_views import listed_rounds, round_view
from app.services.standings import event_standings
from app.services.tournament import EventInfo, list_events
from app.stages.round_id import PLAYOFF, printed
from app.standings.numbers import points_text

WITHDRAWN_MARK = "退赛"
DISQUALIFIED_MARK = "取消资格"


def start_list(store: TournamentStore, event: EventInfo) -> StandingsSheet:
    """参赛名单: every entrant (a team with its players) by the starting number its first stage drew (the
    pairing lists' numbers; the final renumbers its qualifiers), school by school before the draw; 退赛 and
    取消资格 marked; a count of entrants and schools."""
    from app.services.checkin import checkin_rows
    from app.services.disqualification import list_disqualified
    entries = checkin_rows(store, event.code, None)  # by school, team, name
    if event.team_event:
        teams: dict[tuple[str, str], list] = {}
        for row in entries:
            teams.setdefault((row.team, row.school), []).append(row)
        units = [(team, school, "、".join(r.name for r in rows), all(r.withdrawn for r in rows))
                 for (team, school), rows in teams.items()]
    else:
        units = [(row.name, row.school, "", row.withdrawn) for row in entries]
    numbers = _drawn_numbers(store, event.code)
    out = {(d.name, d.school) for d in list_disqualified(store, event.code)}
    units.sort(key=lambda unit: numbers.get(unit[:2], len(numbers) + 1))  # stable: unnumbered stay by school
    columns = [Column("序号", "no", 12 * mm), Column("队伍" if event.team_event else "姓名", "name"),
               Column("单位", "school")]
    columns += [Column("队员", "members")] if event.team_event else []
    columns.append(Column("备注", "mark", 16 * mm))
    rows = [{"no": str(numbers.get((name, school), "")), "name": name, "school": school, "members": members,
             "mark": DISQUALIFIED_MARK if (name, school) in out else WITHDRAWN_MARK if withdrawn else ""}
            for name, school, members, withdrawn in units]
    note = f"共 {len(rows)} {'队' if event.team_event else '人'}，{len({u[1] for u in units})} 个单位"
    if not numbers:
        note += "；序号在第1轮抽签编排后确定"
    return StandingsSheet("参赛名单", columns, rows, event.name_zh, note)


def _drawn_numbers(store: TournamentStore, code: str) -> dict[tuple[str, str], int]:
    """(name, school) → starting number, in the order the event's first stage drew its entrants; empty
    before round 1 is paired."""
    with store.read() as session:
        record = event_for(session, code)
        stages = sorted((s for s in record.stages if s.kind != PLAYOFF), key=lambda s: s.number)
        if not stages:
            return {}
        history = load_stage(session, record, stages[0])
    return {(c.name, c.school): n for n, c in enumerate(history.competitors, start=1)}


def schedule(store: TournamentStore, event: EventInfo) -> StandingsSheet:
    """The round robin's full schedule (Berger table) of every group, paired or not: per round and table
    the numbers and names, the first named moves first; the player out of a round has 轮空."""
    with store.read() as session:
        record = event_for(session, event.code)
        stages = [s for s in record.stages if s.pairing == ROUND_ROBIN and s.kind != PLAYOFF]
        names: dict[int, tuple[str, str]] = {}
        groups = []
        for stage in stages:
            history = load_stage(session, record, stage)
            names.update({uid: (name, history.schools.get(uid, "")) for uid, name in history.names.items()})
            by_group: dict[int, list[int]] = {}
            for member, group_no in history.groups.items():  # insertion order = Berger numbers
                by_group.setdefault(group_no, []).append(member)
            groups += [(stage.kind, group_no, ids) for group_no, ids in sorted(by_group.items())]
    if not groups:
        raise PrintError("print.no_round_robin", event=event.words)
    named = len(groups) > 1
    columns = ([Column("组别", "group", 16 * mm)] if named else []) + [
        Column("轮次", "round", 12 * mm), Column("台号", "table", 12 * mm), Column(PRESETS[event.code].sides[0], "first"),
        Column(PRESETS[event.code].sides[1], "second")]
    rows = []
    tables_before: dict[tuple[str, int], int] = {}  # (stage, round) → tables of its earlier groups: numbers run on
    for kind, group_no, ids in groups:
        number = {uid: n for n, uid in enumerate(ids, start=1)}
        group = ("预赛" if kind == "preliminary" else "决赛") + (f"{group_no}组" if group_no else "")

        def who(uid) -> str:
            name, school = names.get(uid, ("", ""))
            return f"{number[uid]}. {name}（{school}）"
        for round_no, games in enumerate(berger_rounds(ids), start=1):
            table = tables_before.get((kind, round_no), 0)
            for first, second in games:
                table += second is not None
                rows.append({"group": group, "round": str(round_no), "table": str(table) if second else "—",
                             "first": who(first), "second": who(second) if second is not None else "轮空"})
            tables_before[(kind, round_no)] = table
    return StandingsSheet("循环赛轮次表（贝格尔表）", columns, rows, event.name_zh,
                          "序号为组内抽签所得的贝格尔编号；先列者先行；台号与各轮对阵表相同（取消资格者的对局不再进行）")


def round_results(store: TournamentStore, event: EventInfo) -> StandingsSheet:
    """Every round's tables and each seat's points, in the order played (预赛, the final, 加赛): the
    card events' per-round results (Dou Dizhu, identity, 3v3, 1v1) and any other event's."""
    rounds = listed_rounds(store, event.code)
    columns = [Column("轮次", "round", 14 * mm), Column("台号", "table", 12 * mm), Column("座位", "seat", 12 * mm),
               Column("队伍" if event.team_event else "姓名", "name"), Column("单位", "school"),
               Column("得分", "points", 12 * mm), Column("本桌结果", "result")]
    roles = PRESETS[event.code].format == TABLE_OF_EIGHT  # identity: each seat's role, public once the game is over
    if roles:
        columns.insert(4, Column("身份", "role", 12 * mm))
    rows = []
    for round_id in rounds:
        view = round_view(store, event.code, round_id)
        if view is None:
            continue
        where = printed(round_id.words())
        for table in view.tables:
            result = str(view.result_words(table.result)) if table.result else "未录"
            for index, seat in enumerate(table.seats):
                rows.append({"round": where if index == 0 else "", "table": str(table.number) if index == 0 else "",
                             "seat": str(seat.seat_no + 1), "name": seat.name, "school": seat.school,
                             "role": seat.role if table.result else "",
                             "points": points_text(seat.points), "result": result if index == 0 else ""})
        for _uid, name, school, points in view.byes:
            rows.append({"round": "", "table": "轮空", "seat": "", "name": name, "school": school,
                         "points": points_text(points), "result": ""})
    if not rows:
        raise PrintError("print.nothing_paired", event=event.words)
    return StandingsSheet("各轮成绩", columns, rows, event.name_zh)


def playoff_summary(store: TournamentStore, event: EventInfo) -> StandingsSheet:
    """加赛一览: each playoff's tied players and the places it decides, its tables and results, and
    the places as they stand; ties still to be played off are listed in the note."""
    from app.services.playoffs import proposed_playoffs
    standings = event_standings(store, event.code)
    rank = {r.id: r.rank for r in standings.rows}
    columns = [Column("争夺名次", "places", 20 * mm), Column("加赛轮次", "round", 14 * mm),
               Column("台号", "table", 12 * mm), Column("对阵", "players"), Column("结果", "result", 14 * mm),
               Column("加赛后名次", "placed")]
    rows = []
    with store.read() as session:
        stages = len(playoff_stages(event_for(session, event.code)))
    groups: dict[int, dict] = {}
    for round_id in [r for r in listed_rounds(store, event.code) if r.playoff] if stages else []:
        view = round_view(store, event.code, round_id)
        for table in view.tables if view else ():
            group = groups.setdefault(table.group_no, {"tables": [], "members": {}})
            group["tables"].append((round_id, view, table))
            group["members"].update({s.competitor_id: s.name for s in table.seats})
    for group in groups.values():
        members = group["members"]
        first = min((rank.get(uid, 0) for uid in members), default=0)
        places = f"第{first}–{first + len(members) - 1}名" if len(members) > 1 else f"第{first}名"
        placed = "、".join(f"{name} 第{rank.get(uid, '')}名" for uid, name in
                          sorted(members.items(), key=lambda m: rank.get(m[0], 0)))
        for index, (round_id, view, table) in enumerate(group["tables"]):
            rows.append({"places": places if index == 0 else "", "round": printed(round_id.words()),
                         "table": str(table.number), "players": " — ".join(f"{s.name}（{s.school}）" for s in table.seats),
                         "result": view.result_words(table.result) if table.result else "未录",
                         "placed": placed if index == 0 else ""})
    waiting = [p.text() for p in proposed_playoffs(store, event.code)]
    if not rows and not waiting:
        raise PrintError("print.no_playoff", event=event.words)
    note = ("待加赛：" + "；".join(waiting)) if waiting else ""
    return StandingsSheet("加赛一览", columns, [{k: str(v) for k, v in r.items()} for r in rows], event.name_zh, note)


def tournament_checkin(store: TournamentStore) -> CheckinSheet:
    """The whole tournament's 检录表: every player still in at least one active event, school by school,
    each with the events they play (a withdrawn player, or one out of every event, is left off)."""
    active = {e.code: e.name_zh for e in list_events(store) if e.status == "active"}
    rows = []
    for player in list_players(store):
        events = [active[code] for code in player.events if code in active and code not in player.disqualified]
        if events and not player.withdrawn:
            rows.append(CheckinRow(player.name, player.school, "、".join(events)))
    return CheckinSheet("全部项目", 0, rows, team_event=True, team_header="项目")
