"""A round's sheets (pairing list, 找座位表, scoresheets, identity slips) from what they read
(app/services/sheet_reads.py): the open file's use cases, or plain SQL on a file at the current schema
(app/services/plain_print.py) for a print by the command line without the ORM."""
from __future__ import annotations

from app.printing.data import PairingSheet, PlayerCell, TableRow
from app.printing.kinds import event_prints
from app.rules.events import DRAFT_3V3, PLAYERS_PER_TABLE, PRESETS, TABLE_OF_EIGHT, TABLE_OF_THREE
from app.services.print_errors import PrintError
from app.services.ranked_tables import stage_crosstable
from app.services.sheet_reads import SheetReads, reads_of
from app.services.tournament_facts import EventInfo
from app.stages import PRELIMINARY
from app.stages.round_id import RoundId, is_playoff_round, stage_words
from app.standings.cross_cells import seat_result
from app.standings.numbers import points_text
from app.standings.playoff import places_words


def build_round_sheet(reads: SheetReads, info, kind: str, event: EventInfo, round_id: RoundId | None, out) -> None:
    """Build one of the round's sheets (``ROUND_KINDS``) into ``out``."""
    from app.printing.pairings import build_identity_slips, build_pairing_list
    from app.printing.scoresheets import build_scoresheet
    from app.printing.seating import build_seating_list
    sheet = pairing_sheet(reads, event.code, round_id)
    if not event_prints(kind, event.code, event.settings):
        raise PrintError("print.no_identity_slips", event=event.words)
    if kind == "identity_slips" and is_playoff_round(round_id):  # a match of two deals no roles
        raise PrintError("print.no_playoff_slips", where=round_id.words())
    builder = {"pairings": build_pairing_list, "seating": build_seating_list, "scoresheet": build_scoresheet,
               "identity_slips": build_identity_slips}[kind]
    builder(info, sheet, out)


def _points_before(reads: SheetReads, view) -> tuple[dict[int, str], dict[int, str]]:
    """Crosstable numbers and points before the round of every competitor, by id: of the round's own
    stage, so a 预赛 round reprinted once the final began numbers everyone as its posted sheet did (the
    final numbers only its qualifiers); a playoff's players by their numbers in the stage in play."""
    in_play = view.round_id.playoff or view.stage_kind == reads.stage_in_play(view.event)
    table = stage_crosstable(reads.ranked(view.event, None if in_play else view.round_id)[1])
    numbers = {p["id"]: str(p["no"]) for p in table["players"]}
    points = {p["id"]: points_text(sum(c['points'] for c in p['cells'] if c['round'] < view.number))
              for p in table["players"]}
    return numbers, points


def pairing_sheet(reads: SheetReads, code: str, round_id: RoundId | None = None) -> PairingSheet:
    """One round as printed (any stage's, a playoff round too; the latest of the stage in play when None):
    tables in order, seat 1 first, byes after the last table (``reads``: what it reads, or the open file's
    store)."""
    reads = reads_of(reads)
    view = reads.round_view(code, round_id)
    if view is None:
        raise reads.not_paired(round_id, code)
    numbers, points = _points_before(reads, view)
    with_points = view.number > 1 and not view.round_id.playoff  # a playoff starts from nothing

    members = reads.team_members(code) if PRESETS[code].team_event else {}
    card_table = PLAYERS_PER_TABLE[PRESETS[code].format] > 2  # each seat's own result of the round

    def cell(uid, name, school, role="", result="") -> PlayerCell:
        return PlayerCell(name, school, numbers.get(uid, ""), points.get(uid, "") if with_points else "", role,
                          members.get(name, ()), result)

    def result_of(seat) -> str:
        return seat_result(seat.points, seat.outcome, PRESETS[code]) if card_table and seat.points is not None else ""

    drafts = reads.match_drafts(view.round_id) if PRESETS[code].draft_console == DRAFT_3V3 else {}
    decided = reads.places_decided(view.round_id) if view.round_id.playoff else {}
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
    settings = reads.event(code).settings
    games, draws = int(settings["games_per_round"]), bool(settings["draws_allowed"])
    if view.round_id.playoff and PRESETS[code].format in (TABLE_OF_THREE, TABLE_OF_EIGHT):
        # two of a card table's players play a match of their own: best of playoff_games, no draws
        first, second, games, draws = *PLAYOFF_SIDES, int(settings["playoff_games"]), False
    return PairingSheet(PRESETS[code].name_zh, view.number, rows, code, first, second,
                        stage_words(view.stage_kind, settings["preliminary_groups"]), draws,
                        int(settings["fouls_to_lose"]), games)


PLAYOFF_SIDES = ("选手甲", "选手乙")  # the two players of a card event's playoff match
