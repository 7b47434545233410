"""The ranking sheets (individual standings, 预赛 groups, school table, crosstable, overall table) from what
they read (app/services/sheet_reads.py): the open file's use cases or plain SQL on a file at the current
schema (app/services/plain_print.py), so a print by the command line needs no ORM. Every sheet is made
here once for both."""
from __future__ import annotations

from reportlab.lib.units import mm  # a constant: the PDF builders load only to build

from app.printing.data import Column, CrossRow, Crosstable, StandingsSheet
from app.printing.legends import overall_legend, ranking_legend, team_legend
from app.rules.events import PRESETS, TIEBREAK_LABELS, settings_for
from app.services.print_errors import PrintError
from app.services.ranked_tables import event_school_table, stage_crosstable
from app.services.sheet_reads import SheetReads, reads_of
from app.services.stage_rows import StageHistory
from app.stages import FINAL, PRELIMINARY
from app.stages.round_id import RoundId
from app.standings.crosstable import WITHDRAWN_LABEL, withdrawn_words
from app.standings.event_table import with_withdrawals
from app.standings.individual import GROUP_TIEBREAKS, boundary_ties, qualified
from app.standings.numbers import parts_text, place_text, points_text
from app.standings.status import overall_title
from app.standings.teams import team_row_label
from app.services.tournament_facts import EventInfo

RANKING_KINDS = ("standings", "groups", "teams", "crosstable", "overall")


def build_ranking_sheet(reads: SheetReads, info, kind: str, event: EventInfo | None, through: RoundId | None,
                        out) -> None:
    """Build one of ``RANKING_KINDS`` into ``out`` (``through``: the round a standings sheet or crosstable is
    printed after)."""
    from app.printing.standings import build_crosstable, build_standings_sheet
    reads = reads_of(reads)
    if kind == "crosstable":
        build_crosstable(info, crosstable(reads, event, _through(reads, kind, through)), out)
        return
    sheet = (standings_sheet(reads, event, _through(reads, kind, through)) if kind == "standings"
             else group_sheet(reads, event) if kind == "groups" else team_sheet(reads, event) if kind == "teams"
             else overall_sheet(reads))
    build_standings_sheet(info, sheet, out)


PLAYOFF_MARK = "加赛"  # the place waits for a playoff
PLAYED_OFF_MARK = "加赛决定"  # the place was decided by a playoff
QUALIFIED_MARK = "晋级"  # goes on from the preliminary group to the final
DISQUALIFIED_MARK = "DQ"  # holds no place (取消比赛资格, docs/rules.md §4.7)


def ranking_words(code: str) -> tuple[str, str]:
    """(title, entrant column) of an event's ranking: 个人排名 / 姓名, or 团体排名 / 队伍 in a team event."""
    return ("团体排名", "队伍") if PRESETS[code].team_event else ("个人排名", "姓名")



number = points_text  # points as printed: 7, 7.5, 2.75; a third of a shared place as 0.33; None as empty


def _through(reads: SheetReads, kind: str, round_id: RoundId | None) -> RoundId | None:
    """The round a standings or crosstable sheet is printed after: a preliminary or final round that was
    paired (a playoff's results are the final's standings)."""
    if round_id is None:
        return None
    if round_id.playoff:
        raise PrintError("print.round_not_for_playoff", kind=kind, round=round_id.words())
    if round_id.number > reads.ranked(round_id.event, round_id)[0].rounds_paired:
        raise reads.not_paired(round_id, round_id.event)
    return round_id


def group_sheet(reads: SheetReads, event: EventInfo) -> StandingsSheet:
    """The 预赛 group tables as the preliminary ended (as they stand while it is played), printable once
    the final began: the standings sheet then shows the final."""
    reads = reads_of(reads)
    preliminary = reads.paired_rounds(event.code, PRELIMINARY)
    if not preliminary:
        raise PrintError("print.no_groups", event=event.words)
    return standings_sheet(reads, event, RoundId(event.code, PRELIMINARY, preliminary[-1]))


def _finalists(reads: SheetReads, code: str) -> set[int] | None:
    """Who plays the final once it began (its players, as drawn from the groups); None before."""
    standings, history = reads.ranked(code)
    if standings.stage_kind != FINAL:
        return None
    return {player["id"] for player in stage_crosstable(history)["players"]}


def standings_sheet(reads: SheetReads, event: EventInfo, through: RoundId | None = None) -> StandingsSheet:
    """Individual standings with the event's tie-break columns; preliminary groups by group. ``through``:
    as they stood after that round of its stage (the preliminary's groups once the final began)."""
    reads = reads_of(reads)
    standings = reads.ranked(event.code, through)[0]
    left = withdrawn_after(reads.ranked(event.code)[1])
    preliminary = standings.stage_kind == "preliminary"
    status = standings.status
    # the preliminary is over and the final drawn: 晋级 marks who plays it, the sheet is final
    went_on = (_finalists(reads, event.code)
               if preliminary and status.complete_rounds >= status.planned_rounds > 0 else None)
    tiebreaks = list(GROUP_TIEBREAKS if preliminary else standings.tiebreaks)  # what ranks the rows shown
    title, entrant = ranking_words(event.code)
    columns = [Column("名次", "place", 16 * mm), Column(entrant, "name"), Column("单位", "school"),
               Column("积分", "points", 12 * mm)]
    columns += [Column(TIEBREAK_LABELS.get(t, t), t, 15 * mm) for t in tiebreaks]
    rows: list[dict] = []
    cut_notes = []
    if preliminary:
        columns.insert(0, Column("组别", "group", 12 * mm))
        qualifiers = int(settings_for(event.code, event.settings)["qualifiers_per_group"])
        for group_no, table in enumerate(standings.groups, start=1):
            passing = went_on if went_on is not None else set(qualified([table], qualifiers))
            rows += [{**_standing_row(r, tiebreaks, left, group=f"{group_no}组"),
                      **({"mark": QUALIFIED_MARK} if r.id in passing else {})} for r in table]
            tied = [r.name for r in table if r.id in boundary_ties(table, qualifiers)]
            if tied:
                cut_notes.append(f"{group_no}组第 {qualifiers} 名线上并列（{'、'.join(tied)}），并列者全部晋级")
    else:
        rows = [_standing_row(r, tiebreaks, left) for r in standings.rows]
    live = standings.status.live
    note = live or (f"第 {standings.after_round} 轮后" if standings.after_round else "尚无完整轮次")
    if standings.provisional and went_on is None:
        note += f"（未定稿：{standings.status.reason()}）"
    if live:
        note += "；已录入的成绩已计入"
    if any(r.get("mark") for r in rows):
        columns.append(Column("备注", "mark", 18 * mm))
    if any(PLAYOFF_MARK in r.get("mark", "").split("、") for r in rows):
        note += f"；标“{PLAYOFF_MARK}”者积分相同，名次待加赛决定"
    if any(PLAYED_OFF_MARK in r.get("mark", "").split("、") for r in rows):
        note += f"；标“{PLAYED_OFF_MARK}”者积分相同，名次由加赛决定"
    if preliminary and any(r.get("mark") == QUALIFIED_MARK for r in rows):
        note += f"；标“{QUALIFIED_MARK}”者进入决赛（每组前 {qualifiers} 名）"
    note += "".join(f"；{text}" for text in cut_notes)
    if any(r["place"] == DISQUALIFIED_MARK for r in rows):
        note += f"；{DISQUALIFIED_MARK}：取消比赛资格，不计名次"
    if left:
        note += f"；{WITHDRAWN_LABEL}：选手中途退出，按已赛成绩排名"
    if went_on is not None:
        title = f"预赛分组排名 预赛第{status.complete_rounds}轮后（预赛最终）"
    else:
        title = f"{title}{'（预赛）' if preliminary else ''} {status.title()}"
    return StandingsSheet(title, columns, rows, event.name_zh, note,
                          ranking_legend(tiebreaks, playoff_places=standings.playoff_places))


def withdrawn_after(history: StageHistory | None) -> dict[int, int]:
    """The withdrawn of the stage in play (``history``, as read; not the disqualified: they are DQ) → the last
    round they played."""
    if history is None:
        return {}
    field = with_withdrawals(history.competitors, history.records, history.active)
    return {c.id: c.withdrawn_after for c in field
            if c.withdrawn_after is not None and c.id not in history.disqualified}


def _standing_row(row, tiebreaks, left: dict[int, int], group: str = "") -> dict:
    place = DISQUALIFIED_MARK if row.disqualified else place_text(row.rank, row.shared, wide=True)
    marks = [withdrawn_words(left[row.id])] if row.id in left else []
    marks += [mark for mark in (_playoff_mark(row),) if mark]
    values = {"place": place, "name": row.name, "school": row.school,
              "points": number(row.points), "group": group, "mark": "、".join(marks)}
    values.update({t: tiebreak_text(t, row.tiebreaks.get(t)) for t in tiebreaks})
    return values


def tiebreak_text(code: str, value) -> str:
    """A tie-break value as printed; the lot is empty until the referee has drawn one (0 means none)."""
    if code == "lots" and not value:
        return ""
    return number(value)


def team_sheet(reads: SheetReads, event: EventInfo) -> StandingsSheet:
    """The event's school table with how each tie was settled; provisional while the event is."""
    reads = reads_of(reads)
    ranked = reads.ranked(event.code)
    teams, standings = event_school_table(event.code, event.settings, ranked), ranked[0]
    rows = [{"place": place_text(r.rank, r.shared, wide=True), "school": team_row_label(r), "points": number(r.points),
             "members": r.members, "explanation": r.explanation} for r in teams]
    columns = [Column("名次", "place", 16 * mm), Column("学校（单位）", "school"),
               Column("总分", "points", 14 * mm), Column("决赛人数", "members", 16 * mm),
               Column("说明", "explanation")]
    if PRESETS[event.code].team_event:  # the teams' own places, as in the event's ranking
        columns = [Column("名次", "place", 16 * mm), Column("队伍（单位）", "school"),
                   Column("积分", "points", 14 * mm), Column("说明", "explanation")]
    status = standings.status
    legend = (ranking_legend(standings.tiebreaks, playoff_places=standings.playoff_places)
              if PRESETS[event.code].team_event else team_legend(settings_for(event.code, event.settings)["team_rule"]))
    return StandingsSheet(f"团体排名 {status.title()}", columns, rows, event.name_zh,
                          f"未定稿：{status.reason()}" if status.provisional else "", legend)


def overall_sheet(reads: SheetReads) -> StandingsSheet:
    """Overall school table: place points per counted event (9-7-5-3-2-1), then the sum."""
    reads = reads_of(reads)
    overall = reads.overall()
    rows, counted = overall.rows, overall.counted
    columns = [Column("名次", "place", 16 * mm), Column("学校（单位）", "school")]
    columns += [Column(PRESETS[code].name_zh, code, 14 * mm) for code in counted]
    columns += [Column("总分", "points", 14 * mm), Column("说明", "explanation")]
    table = []
    for row in rows:
        parts, total = parts_text([row.by_event.get(code) for code in counted], row.points)
        values = {"place": place_text(row.rank, row.shared, wide=True), "school": row.school, "points": total,
                  "explanation": row.explanation}
        values.update(zip(counted, parts))
        table.append(values)
    note = "各计分项目团体第1–6名依次得 9、7、5、3、2、1 分"
    unfinished = overall.unfinished
    if unfinished:
        note += "；未完赛项目：" + "、".join(PRESETS[code].name_zh for code in unfinished)
    return StandingsSheet("总团体排名" + overall_title(bool(unfinished)), columns, table, "", note,
                          overall_legend())


def crosstable(reads: SheetReads, event: EventInfo, through: RoundId | None = None) -> Crosstable:
    """Players in rank order (as the standings give it), then per round (Swiss) the opponent, colour and
    result in the event's words, or per opponent (a round robin's final, columns in the rows' order) the
    points scored; then points, the event's tie-break columns and a 加赛 column when a playoff decides
    or will decide a place (``through``: to that round)."""
    reads = reads_of(reads)
    from app.standings.cross_cells import SHORT_TABLE_NOTE, cell_text, has_short_table, opponent_cells
    standings, history = reads.ranked(event.code, through)
    table = stage_crosstable(history)
    # what ranks the rows shown: a preliminary's groups rank by the group rule, as its standings sheet says
    ranking = list(GROUP_TIEBREAKS if standings.stage_kind == "preliminary" else standings.tiebreaks)
    tiebreaks = [t for t in ranking if t != "playoff"]  # a playoff is a match, not a number
    ranked = list(standings.rows) + [r for group in standings.groups for r in group]
    order = {r.id: index for index, r in enumerate(ranked)}
    by_id = {r.id: r for r in ranked}
    group_of = {r.id: number for number, group in enumerate(standings.groups, start=1) for r in group}
    preset = PRESETS[event.code]
    players = sorted(table["players"], key=lambda p: (order.get(p["id"], len(order)), p["no"]))
    grid = table.get("round_robin", False) and not group_of  # the preliminaries' groups print as lists
    marks = {r.id: _playoff_mark(r) for r in ranked}
    marked = any(marks.values())
    rows = []
    for p in players:
        row = by_id.get(p["id"])
        place = ("" if row is None else DISQUALIFIED_MARK if row.disqualified
                 else place_text(row.rank, row.shared))  # a narrow column
        if p["id"] in group_of:  # preliminaries: the place within the group
            place = f"{group_of[p['id']]}组{place}"
        values = [tiebreak_text(t, row.tiebreaks.get(t)) if row else "" for t in tiebreaks]
        values += [marks.get(p["id"], "")] if marked else []
        cells = (opponent_cells(p, [other["id"] for other in players]) if grid
                 else [cell_text(c, preset) for c in p["cells"]])
        rows.append(CrossRow(str(p["no"]), p["name"], p["school"], cells, number(p["points"]), place, values))
    short = has_short_table([text for row in rows for text in row.cells])
    notes = [SHORT_TABLE_NOTE] if short else []
    if marked:
        notes.append(f"“{PLAYOFF_MARK}”：积分相同，名次待加赛决定；“{PLAYED_OFF_MARK}”：名次由加赛决定")
    headers = [str(p["no"]) for p in players] if grid else [f"第{n}轮" for n in table["rounds"]]
    return Crosstable(event.name_zh, headers, rows, round_robin=grid,
                      title=f"交叉表 {standings.status.title()}（名次后“=”为并列）",
                      legend=ranking_legend(ranking, playoff_places=standings.playoff_places),
                      tiebreak_headers=[TIEBREAK_LABELS.get(t, t) for t in tiebreaks] + [PLAYOFF_MARK] * marked,
                      note="；".join(notes), entrant=ranking_words(event.code)[1])


def _playoff_mark(row) -> str:
    """加赛 while a playoff is to decide the row's place, 加赛决定 once one did, else nothing."""
    return PLAYOFF_MARK if row.playoff else PLAYED_OFF_MARK if row.played_off else ""
