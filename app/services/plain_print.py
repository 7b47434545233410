"""`main.py print` of a ranking sheet without the ORM: a file at the current schema read with plain SQL.

A print is one short process, and SQLAlchemy's import and mapper set-up were most of it (#35 item 8).
The ranking sheets (app/services/standings_sheets.py) read an event's ranking as ``standings --json``
does (app/services/standings_read.py: the same checks as opening the file, the same statements, one
snapshot) and the tournament's and events' facts with the few statements below; the sheet is then made
and built by the same code as the open file's print. Anything out of the ordinary (a database URL, an
older schema, a file that cannot be written, a refusal to give, a round named with ``--round``) returns
False: the caller then prints the usual way, which opens, upgrades, warns or refuses in its own words.
"""
from __future__ import annotations

from datetime import date
from pathlib import Path

from app.services.ranked_tables import OverallTable, Ranked, overall_from
from app.services.standings_read import Rows, json_value, read_file, stage_standings
from app.services.tournament_facts import EventInfo, TournamentInfo, event_info_of
from app.stages.round_id import RoundId

_TOURNAMENT = "SELECT name, organiser, venue, start_date, end_date FROM tournament LIMIT 1"
_EVENT = "SELECT id, status, viability_override, settings FROM event WHERE code = :code"
_EVENTS = "SELECT code, status, settings FROM event"  # the file's order, as the open file lists them
_PLAYERS_IN = "SELECT count(id) FROM entry WHERE event_id = :event_id AND withdrawn_after_round IS NULL"
_TEAMS_IN = "SELECT count(id) FROM team WHERE event_id = :event_id AND withdrawn = 0"
_PAIRED_ROUNDS = ("SELECT DISTINCT r.number FROM round r JOIN stage st ON st.id = r.stage_id "
                  "JOIN event e ON e.id = st.event_id WHERE e.code = :code AND st.kind = :kind ORDER BY r.number")


class UsualOpen(Exception):
    """What the plain read does not settle itself: the usual print says it in its own words."""


class PlainReads:
    """What the ranking sheets read (``standings_sheets.SheetReads``), with plain SQL; each event's ranking
    read once."""

    def __init__(self, rows: Rows):
        self.rows = rows
        self._ranked: dict[tuple, Ranked] = {}

    def facts(self) -> TournamentInfo:
        found = self.rows(_TOURNAMENT)
        if not found:
            return TournamentInfo("", "", "", None, None)
        name, organiser, venue, start, end = found[0]
        return TournamentInfo(name, organiser, venue, _day(start), _day(end))

    def event(self, code: str) -> EventInfo:
        from app.rules.events import PRESETS
        found = self.rows(_EVENT, code=code)
        if not found or code not in PRESETS:
            raise UsualOpen(code)
        event_id, status, override, stored = found[0]
        entrants = self.rows(_TEAMS_IN if PRESETS[code].team_event else _PLAYERS_IN, event_id=event_id)[0][0]
        return event_info_of(event_id, code, status, bool(override), json_value(stored), entrants)

    def ranked(self, code: str, through: RoundId | None = None) -> Ranked:
        if (code, through) not in self._ranked:
            found = stage_standings(self.rows, code, None, through)
            if found is None:
                raise UsualOpen(code)
            self._ranked[code, through] = found
        return self._ranked[code, through]

    def paired_rounds(self, code: str, stage_kind: str) -> list[int]:
        return [number for (number,) in self.rows(_PAIRED_ROUNDS, code=code, kind=stage_kind)]

    def overall(self) -> OverallTable:
        events = [(code, status, json_value(stored)) for code, status, stored in self.rows(_EVENTS)]
        return overall_from(events, self.ranked)

    def not_paired(self, round_id: RoundId | None, code: str) -> Exception:
        return UsualOpen(round_id)


def _day(value) -> date | None:
    """A stored date: SQLite hands over its text."""
    return date.fromisoformat(value) if isinstance(value, str) else value


def print_plain(path_or_url: str, kind: str, code: str | None, out: Path) -> bool:
    """Print one of the ranking sheets of the tournament file at ``path_or_url`` to ``out`` with plain SQL;
    False where the usual print must do it (see the module's docstring)."""
    from app.models.output_guard import check_output_path, write_output
    from app.printing.kinds import EVENT_KINDS
    from app.services.print_errors import PrintError, pdf_bytes
    from app.services.standings_sheets import RANKING_KINDS, build_ranking_sheet
    from app.services.tournament_facts import printed_facts
    if "://" in path_or_url or kind not in RANKING_KINDS or (kind in EVENT_KINDS and not code):
        return False
    path = Path(path_or_url)
    check_output_path(out, path)  # never over the tournament file (raises OutputPathError)

    def document(rows: Rows) -> bytes:
        reads = PlainReads(rows)
        event = reads.event(code) if code else None
        info = printed_facts(reads.facts())
        return pdf_bytes(lambda buffer: build_ranking_sheet(reads, info, kind, event, None, buffer))
    try:
        data = read_file(path, document)
    except (UsualOpen, PrintError):
        return False
    if data is None:
        return False
    write_output(out, data, path)  # whole or not at all, never over a database
    return True
