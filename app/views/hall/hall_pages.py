"""What the hall screen shows: pages read from the services (the pager: hall_pager.py; the painter: hall_paint.py).

A page is plain text (title, columns, rows), so tests read exactly what the
hall sees. Pages carry names and schools only: never a student ID, and of the
identity cards only the lord's (docs/rules.md §2.7).
"""
from __future__ import annotations

from functools import partial
from typing import Sequence

from app.clocks.reading import format_clock
from app.rules.events import PRESETS, PUBLIC_ROLES, TIEBREAK_LABELS
from app.services.awards import team_members
from app.services.playoffs import projected_round
from app.services.printing import ranking_words
from app.services.round_views import RoundView, round_view
from app.services.standings import event_standings, event_teams, overall_table
from app.standings.numbers import parts_text, place_text, points_text
from app.stages.round_id import printed
from app.standings.status import overall_title
from app.standings.teams import shown_team_rows, team_row_label
from app.views.hall.hall_blocks import fitting_ems
from app.views.hall.hall_pages_model import CENTRE, SCHOOL, SHOWN_TIEBREAKS, TABLE, HallColumn, HallPage, MadeRows

# -- pages from the services -----------------------------------------------------------

def pairings_view(store, code: str) -> RoundView | None:
    """The round the pairings page shows: the latest (during a playoff, its round in play)."""
    return round_view(store, code, projected_round(store, code))


def pairings_page(store, code: str) -> HallPage | None:
    return pairings_of(code, pairings_view(store, code), members_of(store, code))


def members_of(store, code: str) -> dict[str, tuple[str, ...]]:
    """A team event's players by team, for its pairings; nothing to read in an individual event."""
    return team_members(store, code) if PRESETS[code].team_event else {}


def pairings_of(code: str, view: RoundView | None, members: dict[str, tuple[str, ...]] | None = None) \
        -> HallPage | None:
    """A round's pairings: table number, seat 1 (first move) first, the result once confirmed; in a team
    event each team with its players (``members``), its school only where its name does not say it."""
    if view is None:
        return None
    name = PRESETS[code].name_zh
    title = f"{name}  {printed(view.words())} 对阵"
    seats = max((len(t.seats) for t in view.tables), default=2)
    if seats <= 2 and PRESETS[code].team_event:
        first, second = PRESETS[code].sides
        columns = (HallColumn(TABLE, 0.6, CENTRE), HallColumn(f"{first}（队员）", 4.0),
                   HallColumn(f"{second}（队员）", 4.0), HallColumn("结果", 0.9, CENTRE))
        rows = MadeRows((*view.tables, *view.byes), partial(_team_row, view, members or {}))
        return HallPage(f"pairings:{code}", title, columns, rows, row_units=2,
                        seating=not any(t.result for t in view.tables))
    if seats <= 2:
        first, second = PRESETS[code].sides
        columns = (HallColumn(TABLE, 0.6, CENTRE), HallColumn(first, 1.3), HallColumn(SCHOOL, 1.6),
                   HallColumn(second, 1.3), HallColumn(SCHOOL, 1.6), HallColumn("结果", 0.8, CENTRE))
        rows = MadeRows((*view.tables, *view.byes), partial(_two_sided_row, view))
        ems = (2.6, 3.4, 4.6, 3.4, 4.6, fitting_ems(2.8, _results(view)))
    elif seats == 3:
        columns = (HallColumn(TABLE, 0.6, CENTRE), HallColumn("选手（按座位顺序）", 6.0),
                   HallColumn("结果", 1.6, CENTRE))
        rows = MadeRows((*view.tables, *view.byes), partial(_three_seat_row, view))
        ems = (2.6, 17.0, fitting_ems(3.0, _results(view)))
    else:  # tables of eight: a row per seat; the result summary would name the winners' roles
        columns = (HallColumn(TABLE, 0.6, CENTRE), HallColumn("座位", 0.6, CENTRE), HallColumn("选手", 1.6),
                   HallColumn(SCHOOL, 2.0), HallColumn("结果", 0.8, CENTRE))
        rows = MadeRows([(t, s) for t in view.tables for s in t.seats], _seat_row)
        ems = (2.6, 2.6, 4.0, 5.0, fitting_ems(3.0, [FINISHED] * any(t.result for t in view.tables)))
    seating = not any(t.result for t in view.tables)
    # a result reads as on every surface (docs/rules.md §7.2: 2-0, 1-1, a forfeit 2-0（弃权）), left side first
    note = RESULT_NOTE if seats <= 2 else ""  # always there: a result repaints its row, not the footnote
    return HallPage(f"pairings:{code}", title, columns, rows, note, seating=seating, block_ems=ems)


RESULT_NOTE = "结果：左方在前"
FINISHED = "已完赛"  # a table of eight's result cell: the summary would name the winners' roles


def _results(view: RoundView) -> list[str]:
    """The round's results as its rows show them (the blocks' result column is as wide as the widest)."""
    return [str(view.result_words(t.result)) for t in view.tables]

# A pairings page's rows, made as they are shown (see MadeRows): a table, or a bye (id, name, school, points).

def _two_sided_row(view, item) -> tuple[str, ...]:
    if isinstance(item, tuple):
        _id, bye_name, school, _points = item
        return ("—", bye_name, school, "轮空", "", "")
    return (str(item.number), *_two_sides(item.seats), str(view.result_words(item.result)))


def _team_row(view, members: dict[str, tuple[str, ...]], item) -> tuple[str, ...]:
    if isinstance(item, tuple):
        _id, team, school, _points = item
        return ("—", _team_text(team, school, members), "轮空", "")
    cells = [_team_text(s.name, s.school, members) for s in item.seats] + [""] * (2 - len(item.seats))
    return (str(item.number), *cells, str(view.result_words(item.result)))


def _team_text(team: str, school: str, members: dict[str, tuple[str, ...]]) -> str:
    """"广西大学一队：张三、李四、王五" (the school added only when the team's name does not hold it)."""
    named = team if not school or school in team else f"{team}（{school}）"
    players = members.get(team, ())
    return f"{named}：{'、'.join(players)}" if players else named


def _three_seat_row(view, item) -> tuple[str, ...]:
    if isinstance(item, tuple):
        return ("—", f"{item[1]}（轮空）", "")
    return (str(item.number), "    ".join(_seat_text(s) for s in item.seats), str(view.result_words(item.result)))


def _seat_row(table_and_seat) -> tuple[str, ...]:
    table, seat = table_and_seat
    first = seat is table.seats[0]
    return (str(table.number) if first else "", str(seat.seat_no + 1), _seat_text(seat, numbered=False),
            seat.school, (FINISHED if table.result else "") if first else "")


def seating_page(store, code: str) -> HallPage | None:
    """Find your table (找座位): the latest round's players by the pinyin of their names, each with its
    initial, table and seat; the printed 找座位表's rows."""
    from app.printing.seating import pinyin_key, seating_rows
    from app.services.printing import pairing_sheet
    view = round_view(store, code)
    if view is None:
        return None
    sheet = pairing_sheet(store, code)
    rows = tuple((pinyin_key(name)[0][:1].upper(), name, school, table, seat)
                 for name, school, table, seat in seating_rows(sheet))
    if not rows:
        return None
    columns = (HallColumn("拼音", 0.5, CENTRE), HallColumn("姓名", 1.3), HallColumn(SCHOOL, 2.0),
               HallColumn(TABLE, 0.6, CENTRE), HallColumn("座位", 1.4, CENTRE))
    title = f"{PRESETS[code].name_zh}  {printed(view.words())} 找座位（按姓名拼音）"
    return HallPage(f"seating:{code}", title, columns, rows, "按姓名拼音排序：先找首字母，再找名字",
                    block_ems=(2.6, 3.6, 5.0, 2.6, 3.0))


def _two_sides(seats) -> tuple[str, str, str, str]:
    cells = [(s.name, s.school) for s in seats] + [("", "")] * (2 - len(seats))
    return cells[0][0], cells[0][1], cells[1][0], cells[1][1]


def _seat_text(seat, numbered: bool = True) -> str:
    """The seated name; only the lord's identity is public."""
    role = f"（{seat.role}）" if seat.role in PUBLIC_ROLES else ""
    return f"{seat.seat_no + 1}.{seat.name}{role}" if numbered else f"{seat.name}{role}"


def standings_page(store, code: str) -> HallPage | None:
    """Individual standings (the preliminary groups one after another)."""
    standings = event_standings(store, code)
    tiebreaks = list(standings.tiebreaks)[:SHOWN_TIEBREAKS]
    ranking, entrant = ranking_words(code)
    columns = [HallColumn("名次", 0.6, CENTRE), HallColumn(entrant, 1.4), HallColumn(SCHOOL, 2.0),
               HallColumn("积分", 0.7, CENTRE)]
    columns += [HallColumn(TIEBREAK_LABELS.get(t, t), 0.9, CENTRE) for t in tiebreaks]
    if standings.stage_kind == "preliminary":
        columns.insert(0, HallColumn("组", 0.5, CENTRE))
        rows = MadeRows([(no, r) for no, group in enumerate(standings.groups, start=1) for r in group],
                        lambda grouped: (str(grouped[0]), *_standing_cells(grouped[1], tiebreaks)))
    else:
        rows = MadeRows(standings.rows, lambda row: _standing_cells(row, tiebreaks))
    if not rows:
        return None
    stage = "预赛 " if standings.stage_kind == "preliminary" else ""
    title = f"{PRESETS[code].name_zh}  {stage}{ranking} {standings.status.title()}"
    note = "名次后“=”为并列；“加赛”：积分相同，名次待加赛决定" if any(r.playoff for r in standings.rows) else \
        "名次后“=”为并列"
    ems = (1.6,) * (standings.stage_kind == "preliminary") + (2.6, 3.6, 5.0, 2.6) + (3.2,) * len(tiebreaks)
    return HallPage(f"standings:{code}", title, tuple(columns), rows, note, block_ems=ems)


def _standing_cells(row, tiebreaks) -> tuple[str, ...]:
    place = "DQ" if row.disqualified else place_text(row.rank, row.shared) + (" 加赛" if row.playoff else "")
    return (place, row.name, row.school, points_text(row.points),
            *(points_text(row.tiebreaks.get(t)) for t in tiebreaks))


def teams_page(store, code: str) -> HallPage | None:
    """The event's school table; none in a team event, whose standings page is already its 团体排名."""
    if PRESETS[code].team_event:
        return None
    teams, standings = event_teams(store, code)
    placed = standings.status.placed  # before the first result nobody has a place (docs/rules.md §6.2)
    rows = tuple((place_text(r.rank, r.shared) if placed else "", team_row_label(r), points_text(r.points), str(r.members))
                 for r in shown_team_rows(teams, placed))
    if not rows:
        return None
    entrant = ranking_words(code)[1] if PRESETS[code].team_event else "学校（单位）"
    columns = (HallColumn("名次", 0.6, CENTRE), HallColumn(entrant, 3.0),
               HallColumn("总分", 1.0, CENTRE), HallColumn("决赛人数", 1.0, CENTRE))
    title = f"{PRESETS[code].name_zh}  团体排名 {standings.status.title()}"
    return HallPage(f"teams:{code}", title, columns, rows)


def overall_page(store) -> HallPage | None:
    """The overall school table: place points per counted event and the sum."""
    overall = overall_table(store)
    table, counted = overall.rows, overall.counted
    if not table or not any(r.points for r in table):
        return None
    columns = (HallColumn("名次", 0.6, CENTRE), HallColumn("学校（单位）", 2.4),
               *(HallColumn(PRESETS[c].name_zh, 1.0, CENTRE) for c in counted),
               HallColumn("总分", 0.8, CENTRE))
    rows = tuple((place_text(r.rank, r.shared), r.school, *_overall_cells(r, counted)) for r in table)
    title = "总团体排名" + overall_title(bool(overall.unfinished))
    return HallPage("overall", title, columns, rows, "各项目团体第1–6名依次得 9、7、5、3、2、1 分")


def _overall_cells(row, counted) -> tuple[str, ...]:
    """Place points per counted event, then the sum; the shown parts add up to the shown sum."""
    parts, total = parts_text([row.by_event.get(code, 0) for code in counted], row.points)
    return (*parts, total)


def timers_page(entries: Sequence[tuple[str, float]]) -> HallPage | None:
    """The first timer (the round timer) in big digits, the running table timers below it.

    ``entries`` are (label, seconds remaining), as a timer source gives them.
    """
    if not entries:
        return None
    (label, seconds), rest = entries[0], entries[1:]
    columns = (HallColumn("计时", 3.0), HallColumn("剩余时间", 1.5, CENTRE))
    return HallPage("timers", "计时", columns, tuple((text, format_clock(left, tenths=False)) for text, left in rest),
                    hero=(label, format_clock(seconds, tenths=False)))
