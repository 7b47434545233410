"""Printing use case: read the tournament file into app.printing's records and build a PDF.

``print_document(store, kind, out, event=None, round_id=None, template=None)``
builds one of ``KINDS``. The whole document is built in memory first, so a
refusal (``PrintError``: unknown event, round not paired ...) writes nothing.
Student IDs never reach a document: players are numbered by their crosstable
number, and only the lord's identity card is public (sealed slips aside).
"""
from __future__ import annotations

import io
from datetime import date, datetime
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO, Union

from reportlab.lib.units import mm  # a constant: the PDF builders load only to build (_document_bytes)

from app.messages import Message
from app.models.output_guard import check_output_path, write_output
from app.models.store import TournamentStore
from app.printing.kinds import AWARD_KINDS, CHIEF_LISTS, EVENT_KINDS, KINDS, ROUND_KINDS  # noqa: F401 (re-exported)
from app.printing.legends import overall_legend, ranking_legend, team_legend
from app.printing.data import (Column, CrossRow, Crosstable, MatchDraft, PairingSheet, PlayerCell, StandingsSheet,
                               TableRow, TournamentInfo)
from app.rules.events import DRAFT_3V3, PLAYERS_PER_TABLE, PRESETS, TABLE_OF_EIGHT, TABLE_OF_THREE, TIEBREAK_LABELS, settings_for
from app.services import live_address
from app.services.awards import (award_batch, certificate_awards, ranked_for_awards,  # noqa: F401 (re-exported)
                                 team_members)
from app.services.certificate_template import certificate_template
from app.services.playoffs import places_decided
from app.services.print_errors import PrintError, ProvisionalRefused  # noqa: F401 (re-exported)
from app.services.round_ids import stage_in_play
from app.services.round_views import listed_rounds, round_choices, round_view
from app.services.sanguosha import consoles_of_round
from app.services.standings import event_crosstable, event_standings, event_teams, overall_table, stage_read
from app.standings.cross_cells import seat_result
from app.standings.crosstable import WITHDRAWN_LABEL, withdrawn_words
from app.standings.event_table import with_withdrawals
from app.services.tournament import EventInfo, event_info, shown_fact, tournament_info
from app.standings.individual import GROUP_TIEBREAKS, boundary_ties, qualified
from app.standings.numbers import parts_text, place_text, points_text
from app.standings.playoff import places_words
from app.stages import FINAL, PRELIMINARY
from app.stages.round_id import RoundId, is_playoff_round, printed, stage_words
from app.standings.status import overall_title
from app.standings.teams import team_row_label

if TYPE_CHECKING:
    from app.printing.certificate_template import CertificateTemplate

Output = Union[str, Path, BinaryIO]

KIND_TITLES = {"pairings": "对阵表", "seating": "找座位表", "scoresheet": "记分签名表", "identity_slips": "身份牌",
               "standings": "个人排名表", "groups": "预赛分组排名表", "teams": "团体排名表", "crosstable": "交叉表",
               "overall": "总团体排名表", "certificates": "荣誉证书", "checkin": "检录表",
               "prize_list": "获奖名单", "prize_receipt": "奖金签领表", "referee_report": "裁判长报告",
               "start_list": "参赛名单", "schedule": "循环赛轮次表", "round_results": "各轮成绩", "playoffs": "加赛一览",
               "checkin_all": "全部项目检录表"}

PLAYOFF_MARK = "加赛"  # the place waits for a playoff
PLAYED_OFF_MARK = "加赛决定"  # the place was decided by a playoff
QUALIFIED_MARK = "晋级"  # goes on from the preliminary group to the final
DISQUALIFIED_MARK = "DQ"  # holds no place (取消比赛资格, docs/rules.md §4.7)


def ranking_words(code: str) -> tuple[str, str]:
    """(title, entrant column) of an event's ranking: 个人排名 / 姓名, or 团体排名 / 队伍 in a team event."""
    return ("团体排名", "队伍") if PRESETS[code].team_event else ("个人排名", "姓名")


def print_document(store: TournamentStore, kind: str, out: Output, event: str | None = None,
                   round_id: RoundId | None = None, template: CertificateTemplate | None = None,
                   force: bool = False, ceremony: bool = False) -> None:
    """Build the document and write it to ``out`` (a path or a binary file); nothing on error.

    ``force``: certificates of a provisional event, each page marked 未定稿 (the referee's choice).
    ``ceremony``: certificates in the order they are handed out (6th → 1st).
    """
    if isinstance(out, (str, Path)):
        check_output_path(out, store.path)  # never over the tournament file (raises OutputPathError)
    data = document_bytes(store, kind, event, round_id, template, force, ceremony)
    if isinstance(out, (str, Path)):
        write_output(out, data, store.path)  # whole or not at all, never over a database
    else:
        out.write(data)


def document_bytes(store: TournamentStore, kind: str, event: str | None = None,
                   round_id: RoundId | None = None, template: CertificateTemplate | None = None,
                   force: bool = False, ceremony: bool = False) -> bytes:
    """The PDF of one document in memory (for a preview); raises PrintError on bad input.

    A name too long for any page (stored before the roster's length limits) is
    a PrintError too, not a reportlab traceback.
    """
    from reportlab.platypus.doctemplate import LayoutError
    try:
        return _document_bytes(store, kind, event, round_id, template, force, ceremony)
    except LayoutError:
        raise PrintError("print.too_long") from None


def _document_bytes(store: TournamentStore, kind: str, event: str | None, round_id: RoundId | None,
                    template: CertificateTemplate | None, force: bool, ceremony: bool) -> bytes:
    # reportlab's document machinery (~0.4 s to import): loaded on the first print, not at start-up
    from app.printing.certificates import CertificateError, build_certificates
    from app.printing.pairings import build_identity_slips, build_pairing_list
    from app.printing.scoresheets import build_scoresheet
    from app.printing.seating import build_seating_list
    from app.printing.standings import build_crosstable, build_standings_sheet
    if kind not in KINDS:
        raise PrintError("print.unknown_kind", kind=kind, kinds=list(KINDS))
    info = printed_info(store)
    target = _event(store, event) if kind in EVENT_KINDS or event else None
    buffer = io.BytesIO()
    if kind in ROUND_KINDS:
        sheet = pairing_sheet(store, target.code, round_id)
        if kind == "identity_slips" and PRESETS[target.code].format != TABLE_OF_EIGHT:
            raise PrintError("print.no_identity_slips", event=target.words)
        if kind == "identity_slips" and is_playoff_round(round_id):  # a match of two deals no roles
            raise PrintError("print.no_playoff_slips", where=round_id.words())
        builder = {"pairings": build_pairing_list, "seating": build_seating_list, "scoresheet": build_scoresheet,
                   "identity_slips": build_identity_slips}[kind]
        builder(info, sheet, buffer)
    elif kind == "standings":
        build_standings_sheet(info, standings_sheet(store, target, _through(store, kind, round_id)), buffer)
    elif kind == "groups":
        build_standings_sheet(info, group_sheet(store, target), buffer)
    elif kind == "teams":
        build_standings_sheet(info, team_sheet(store, target), buffer)
    elif kind == "crosstable":
        build_crosstable(info, crosstable(store, target, _through(store, kind, round_id)), buffer)
    elif kind == "overall":
        build_standings_sheet(info, overall_sheet(store), buffer)
    elif kind == "checkin":
        from app.printing.referee_papers import build_checkin_sheet
        from app.services.referee_papers import checkin_sheet
        build_checkin_sheet(info, checkin_sheet(store, target, round_id), buffer)
    elif kind in CHIEF_LISTS:
        from app.services import chief_lists
        reader = {"start_list": chief_lists.start_list, "schedule": chief_lists.schedule,
                  "round_results": chief_lists.round_results, "playoffs": chief_lists.playoff_summary}[kind]
        build_standings_sheet(info, reader(store, target), buffer)
    elif kind == "checkin_all":
        from app.printing.referee_papers import build_checkin_sheet
        from app.services.chief_lists import tournament_checkin
        build_checkin_sheet(info, tournament_checkin(store), buffer)
    elif kind == "referee_report":
        from app.printing.referee_papers import build_referee_report
        from app.services.referee_papers import event_reports
        build_referee_report(info, event_reports(store, target.code if target else None), buffer)
    elif kind in ("prize_list", "prize_receipt"):
        from app.printing.award_lists import build_prize_list, build_prize_receipt
        batch = award_batch(store, target.code if target else None, force, ceremony=kind == "prize_list")
        scope = target.name_zh if target else ""
        if kind == "prize_list":
            build_prize_list(info, batch.awards, buffer, [str(n) for n in batch.notices], scope)
        else:
            build_prize_receipt(info, batch.awards, buffer, scope)
    else:
        template = template or certificate_template(store)  # the one stored in the file
        try:
            template.check()  # a bad template is refused before anything else is asked
        except CertificateError as exc:
            raise PrintError("message.passed_on", error=exc) from None
        awards = certificate_awards(store, target.code if target else None, force, ceremony)
        try:
            build_certificates(info, awards, buffer, template)
        except CertificateError as exc:
            raise PrintError("message.passed_on", error=exc) from None
    return buffer.getvalue()


def print_notices(store: TournamentStore, kind: str, event: str | None = None) -> list[Message]:
    """What the referee must settle before a printed document is complete (a 棋王杯 withheld for a
    shared first place); empty for a complete document. Called after a successful print."""
    if kind not in AWARD_KINDS:
        return []
    return award_batch(store, event, force=True).notices


def document_title(kind: str, event_name: str = "", round_id: RoundId | None = None) -> str:
    """A title for dialogs and file names, e.g. "象棋 第2轮 对阵表", "围棋 加赛2 记分签名表"."""
    parts = [event_name, printed(round_id.words()) if round_id else "", KIND_TITLES.get(kind, kind)]
    return " ".join(p for p in parts if p)


# -- the tournament and its events ----------------------------------------------

def date_text(start: date | None, end: date | None) -> str:
    """2026年12月5日, 2026年12月5日—6日, 2026年12月30日—2027年1月2日."""
    if start is None:
        return ""
    first = f"{start.year}年{start.month}月{start.day}日"
    if end is None or end == start:
        return first
    if end.year != start.year:
        return f"{first}—{end.year}年{end.month}月{end.day}日"
    if end.month != start.month:
        return f"{first}—{end.month}月{end.day}日"
    return f"{first}—{end.day}日"


def printed_info(store: TournamentStore, now: datetime | None = None) -> TournamentInfo:
    """Name, organiser, venue, dates and the time printed (``now``, default the clock) for every
    page header and certificate."""
    info = tournament_info(store)
    printed = f"{now or datetime.now():%Y-%m-%d %H:%M}"
    last_day = info.end_date or info.start_date
    # A file written before the facts were checked may hold any text: printed escaped and cut.
    return TournamentInfo(shown_fact(info.name, "name"), shown_fact(info.organiser, "organiser"),
                          shown_fact(info.venue, "venue"), date_text(info.start_date, info.end_date),
                          printed, date_text(last_day, None), live_address.current())


def _event(store: TournamentStore, code: str | None) -> EventInfo:
    if not code:
        raise PrintError("print.event_needed")
    try:
        return event_info(store, code)
    except (LookupError, KeyError):
        raise PrintError("print.event_not_held", code=code) from None


# -- rounds ----------------------------------------------------------------------

def _points_before(store: TournamentStore, view) -> tuple[dict[int, str], dict[int, str]]:
    """Crosstable numbers and points before the round of every competitor, by id: of the round's own
    stage, so a 预赛 round reprinted once the final began numbers everyone as its posted sheet did (the
    final numbers only its qualifiers); a playoff's players by their numbers in the stage in play."""
    in_play = view.round_id.playoff or view.stage_kind == stage_in_play(store, view.event)
    table = event_crosstable(store, view.event, None if in_play else view.round_id)
    numbers = {p["id"]: str(p["no"]) for p in table["players"]}
    points = {p["id"]: points_text(sum(c['points'] for c in p['cells'] if c['round'] < view.number))
              for p in table["players"]}
    return numbers, points


def pairing_sheet(store: TournamentStore, code: str, round_id: RoundId | None = None) -> PairingSheet:
    """One round as printed (any stage's, a playoff round too; the latest of the stage in play when None):
    tables in order, seat 1 first, byes after the last table."""
    view = round_view(store, code, round_id)
    if view is None:
        raise _not_paired(store, code, round_id)
    numbers, points = _points_before(store, view)
    with_points = view.number > 1 and not view.round_id.playoff  # a playoff starts from nothing

    members = team_members(store, code) if PRESETS[code].team_event else {}
    card_table = PLAYERS_PER_TABLE[PRESETS[code].format] > 2  # each seat's own result of the round

    def cell(uid, name, school, role="", result="") -> PlayerCell:
        return PlayerCell(name, school, numbers.get(uid, ""), points.get(uid, "") if with_points else "", role,
                          members.get(name, ()), result)

    def result_of(seat) -> str:
        return seat_result(seat.points, seat.outcome, PRESETS[code]) if card_table and seat.points is not None else ""

    drafts = _match_drafts(store, view.round_id)
    decided = places_decided(store, view.round_id) if view.round_id.playoff else {}
    rows = []
    for table in view.tables:
        cells = [cell(s.competitor_id, s.name, s.school, s.role, result_of(s)) for s in table.seats]
        rows.append(TableRow(table.number, cells[0], cells[1] if len(cells) > 1 else None, tuple(cells[2:]),
                             str(view.result_words(table.result)), drafts.get(table.number, ()),
                             f"{table.group_no}组" if view.stage_kind == PRELIMINARY else "",
                             places_words(decided.get(table.group_no))))
    last = max((t.number for t in view.tables), default=0)
    for offset, (uid, name, school, _points) in enumerate(view.byes, start=1):
        rows.append(TableRow(last + offset, cell(uid, name, school)))
    first, second = PRESETS[code].sides
    settings = settings_for(code, event_info(store, code).settings)
    games, draws = int(settings["games_per_round"]), bool(settings["draws_allowed"])
    if view.round_id.playoff and PRESETS[code].format in (TABLE_OF_THREE, TABLE_OF_EIGHT):
        # two of a card table's players play a match of their own: best of playoff_games, no draws
        first, second, games, draws = *PLAYOFF_SIDES, int(settings["playoff_games"]), False
    return PairingSheet(PRESETS[code].name_zh, view.number, rows, code, first, second,
                        stage_words(view.stage_kind, settings["preliminary_groups"]), draws,
                        int(settings["fouls_to_lose"]), games)


PLAYOFF_SIDES = ("选手甲", "选手乙")  # the two players of a card event's playoff match


def _match_drafts(store: TournamentStore, round_id: RoundId | None) -> dict[int, tuple[MatchDraft | None, ...]]:
    """Each 3v3 table's drafts as its consoles recorded them, game by game (None for a game
    without a console), by table number: the round's own stage only."""
    if round_id is None or PRESETS[round_id.event].draft_console != DRAFT_3V3:
        return {}
    drafts: dict[int, dict[int, MatchDraft]] = {}
    for record in consoles_of_round(store, round_id, every_game=True):
        summary = record.console(now=lambda: 0.0).sheet_record()  # reading the record needs no clock
        drafts.setdefault(record.table_number, {})[record.game_no] = MatchDraft(
            summary["warm_team"], summary["first_picker"], summary["first_mover"],
            tuple(tuple(names) for names in summary["steps"]), tuple(summary["seats"]))
    return {table: tuple(games.get(game) for game in range(1, max(games) + 1)) for table, games in drafts.items()}


def _not_paired(store: TournamentStore, code: str, round_id: RoundId | None) -> PrintError:
    """The refusal of a round not paired, naming the rounds that are (of its stage when it names one: a
    preliminary round refused lists the preliminary's, not the final's)."""
    paired = round_choices(store, code)
    if round_id is not None and not round_id.playoff:
        paired = [r for r in listed_rounds(store, code) if r.stage == round_id.stage] or paired
    if not paired:
        return PrintError("print.nothing_paired", event=PRESETS[code].words)
    return PrintError("print.round_not_paired", event=PRESETS[code].words,
                      where=round_id.words(), rounds_text=_rounds_text(paired))


def _rounds_text(rounds: list[RoundId]) -> str:
    return "、".join(str(r.words()) for r in rounds)


# -- standings ---------------------------------------------------------------------

number = points_text  # points as printed: 7, 7.5, 2.75; a third of a shared place as 0.33; None as empty


def _through(store: TournamentStore, kind: str, round_id: RoundId | None) -> RoundId | None:
    """The round a standings or crosstable sheet is printed after: a preliminary or final round that was
    paired (a playoff's results are the final's standings)."""
    if round_id is None:
        return None
    if round_id.playoff:
        raise PrintError("print.round_not_for_playoff", kind=kind, round=round_id.words())
    if round_id.number > event_standings(store, round_id.event, round_id).rounds_paired:
        raise _not_paired(store, round_id.event, round_id)
    return round_id


def group_sheet(store: TournamentStore, event: EventInfo) -> StandingsSheet:
    """The 预赛 group tables as the preliminary ended (as they stand while it is played), printable once
    the final began: the standings sheet then shows the final."""
    preliminary = [r for r in listed_rounds(store, event.code) if r.stage == PRELIMINARY]
    if not preliminary:
        raise PrintError("print.no_groups", event=event.words)
    return standings_sheet(store, event, preliminary[-1])


def _finalists(store: TournamentStore, code: str) -> set[int] | None:
    """Who plays the final once it began (its players, as drawn from the groups); None before."""
    if stage_in_play(store, code) != FINAL:
        return None
    return {player["id"] for player in event_crosstable(store, code)["players"]}


def standings_sheet(store: TournamentStore, event: EventInfo, through: RoundId | None = None) -> StandingsSheet:
    """Individual standings with the event's tie-break columns; preliminary groups by group. ``through``:
    as they stood after that round of its stage (the preliminary's groups once the final began)."""
    standings = event_standings(store, event.code, through)
    left = withdrawn_after(store, event.code)
    preliminary = standings.stage_kind == "preliminary"
    status = standings.status
    # the preliminary is over and the final drawn: 晋级 marks who plays it, the sheet is final
    went_on = (_finalists(store, event.code)
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


def withdrawn_after(store: TournamentStore, code: str) -> dict[int, int]:
    """The withdrawn of the stage in play (not the disqualified: they are DQ) → the last round they played."""
    history = stage_read(store, code)
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


def team_sheet(store: TournamentStore, event: EventInfo) -> StandingsSheet:
    """The event's school table with how each tie was settled; provisional while the event is."""
    teams, standings = event_teams(store, event.code)
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


def overall_sheet(store: TournamentStore) -> StandingsSheet:
    """Overall school table: place points per counted event (9-7-5-3-2-1), then the sum."""
    overall = overall_table(store)
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


def crosstable(store: TournamentStore, event: EventInfo, through: RoundId | None = None) -> Crosstable:
    """Players in rank order (as the standings give it), then per round (Swiss) the opponent, colour and
    result in the event's words, or per opponent (a round robin's final, columns in the rows' order) the
    points scored; then points, the event's tie-break columns and a 加赛 column when a playoff decides
    or will decide a place (``through``: to that round)."""
    from app.standings.cross_cells import SHORT_TABLE_NOTE, cell_text, has_short_table, opponent_cells
    table = event_crosstable(store, event.code, through)
    standings = event_standings(store, event.code, through)
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
