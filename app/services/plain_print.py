"""`main.py print` of a ranking or round sheet without the ORM: a file at the current schema read with plain SQL.

A print is one short process, and SQLAlchemy's import and mapper set-up were most of it (#35 item 8).
The ranking sheets (app/services/standings_sheets.py) read an event's ranking as ``standings --json``
does (app/services/standings_read.py: the same checks as opening the file, the same statements, one
snapshot), the round's sheets (app/services/pairing_sheets.py) the round as the open file reads it
(app/services/round_read.py), and the tournament's and events' facts with the few statements below; the
sheet is then made and built by the same code as the open file's print. Anything out of the ordinary (a
database URL, an older schema, a file that cannot be written, a refusal to give, a playoff round, a team
event's members) returns False: the caller then prints the usual way, which opens, upgrades, warns or
refuses in its own words.
"""
from __future__ import annotations

from datetime import date
from pathlib import Path

from app.services.ranked_tables import OverallTable, Ranked, overall_from
from app.services.round_read import RoundView, read_round_view
from app.services.standings_read import EVENT_STAGES, Rows, json_value, read_entrants, read_file, stage_standings
from app.services.tournament_facts import EventInfo, TournamentInfo, event_info_of
from app.stages.policy import FINAL
from app.stages.round_id import PLAYOFF, RoundId

_TOURNAMENT = "SELECT name, organiser, venue, start_date, end_date FROM tournament LIMIT 1"
_EVENT = "SELECT id, status, viability_override, settings FROM event WHERE code = :code"
_EVENTS = "SELECT code, status, settings FROM event"  # the file's order, as the open file lists them
_PLAYERS_IN = "SELECT count(id) FROM entry WHERE event_id = :event_id AND withdrawn_after_round IS NULL"
_TEAMS_IN = "SELECT count(id) FROM team WHERE event_id = :event_id AND withdrawn = 0"
_LAST_ROUND = "SELECT max(number) FROM round WHERE stage_id = :stage_id"
_PAIRED_ROUNDS = ("SELECT DISTINCT r.number FROM round r JOIN stage st ON st.id = r.stage_id "
                  "JOIN event e ON e.id = st.event_id WHERE e.code = :code AND st.kind = :kind ORDER BY r.number")


class UsualOpen(Exception):
    """What the plain read does not settle itself: the usual print says it in its own words."""


class PlainReads:
    """What the ranking and round sheets read (``sheet_reads.SheetReads``), with plain SQL; each event's
    facts and ranking read once. A playoff round, a team event's members and 3v3 drafts are the usual
    print's."""

    def __init__(self, rows: Rows):
        self.rows = rows
        self._ranked: dict[tuple, Ranked] = {}
        self._events: dict[str, EventInfo] = {}

    def facts(self) -> TournamentInfo:
        found = self.rows(_TOURNAMENT)
        if not found:
            return TournamentInfo("", "", "", None, None)
        name, organiser, venue, start, end = found[0]
        return TournamentInfo(name, organiser, venue, _day(start), _day(end))

    def event(self, code: str) -> EventInfo:
        if code not in self._events:
            self._events[code] = self._read_event(code)
        return self._events[code]

    def _read_event(self, code: str) -> EventInfo:
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

    def _stages(self, code: str) -> list[tuple[int, str]]:
        """The event's stages (id, kind) in order."""
        return [(stage_id, kind) for stage_id, kind, _pairing in self.rows(EVENT_STAGES, event_id=self.event(code).id)]

    def stage_in_play(self, code: str) -> str:
        main = [kind for _id, kind in self._stages(code) if kind != PLAYOFF]
        return main[-1] if main else FINAL

    def round_view(self, code: str, round_id: RoundId | None) -> RoundView | None:
        if round_id is not None and round_id.playoff:
            raise UsualOpen(round_id)
        stages = [(stage_id, kind) for stage_id, kind in self._stages(code)
                  if kind != PLAYOFF and (round_id is None or kind == round_id.stage)]
        if not stages:
            return None
        stage_id, kind = stages[-1]  # the stage in play, or the latest of the round's kind
        number = self.rows(_LAST_ROUND, stage_id=stage_id)[0][0] if round_id is None else round_id.number
        if number is None:
            return None
        event = self.event(code)
        return read_round_view(self.rows, code, event.settings, stage_id, kind, number,
                               read_entrants(self.rows, event.id, event.team_event), event.team_event)

    def team_members(self, code: str) -> dict[str, tuple[str, ...]]:
        raise UsualOpen(code)

    def match_drafts(self, round_id: RoundId) -> dict:
        raise UsualOpen(round_id)

    def places_decided(self, round_id: RoundId) -> dict[int, tuple[int, int]]:
        raise UsualOpen(round_id)

    def not_paired(self, round_id: RoundId | None, code: str) -> Exception:
        return UsualOpen(round_id)

    def named_round(self, code: str, text: str | None) -> RoundId | None:
        """The round ``--round`` names in the stage in play (``3``, ``预赛2``); None when not given."""
        from app.stages.round_id import RoundNameError, parse_round
        if text is None:
            return None
        try:
            return parse_round(code, text, self.stage_in_play(code))
        except RoundNameError:
            raise UsualOpen(text) from None


def _day(value) -> date | None:
    """A stored date: SQLite hands over its text."""
    return date.fromisoformat(value) if isinstance(value, str) else value


def print_plain(path_or_url: str, kind: str, code: str | None, out: Path, round_text: str | None = None) -> bool:
    """Print a ranking sheet or a round's sheet of the tournament file at ``path_or_url`` to ``out`` with plain
    SQL (``round_text``: the round ``--round`` names); False where the usual print must do it (see the
    module's docstring)."""
    from app.files.output_guard import check_output_path, write_output
    from app.printing.kinds import EVENT_KINDS, ROUND_KINDS
    from app.services.pairing_sheets import build_round_sheet
    from app.services.print_errors import PrintError, pdf_bytes
    from app.services.standings_sheets import RANKING_KINDS, build_ranking_sheet
    from app.services.tournament_facts import printed_facts
    if "://" in path_or_url or kind not in RANKING_KINDS + ROUND_KINDS or (kind in EVENT_KINDS and not code):
        return False
    path = Path(path_or_url)
    check_output_path(out, path)  # never over the tournament file (raises OutputPathError)

    def document(rows: Rows) -> bytes:
        reads = PlainReads(rows)
        event = reads.event(code) if code else None
        round_id = reads.named_round(code, round_text) if code else None
        info = printed_facts(reads.facts())
        build = build_round_sheet if kind in ROUND_KINDS else build_ranking_sheet
        return pdf_bytes(lambda buffer: build(reads, info, kind, event, round_id, buffer))
    try:
        data = read_file(path, document)
    except (UsualOpen, PrintError):
        return False
    if data is None:
        return False
    write_output(out, data, path)  # whole or not at all, never over a database
    return True
