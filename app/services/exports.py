"""Export use case: the tournament's tables as an XLSX workbook or a zip of CSV files, for the organiser.

Every number comes from the services the screens, the sheets and ``standings
--json`` read (``event_standings``, ``event_teams``, ``overall_table``,
``round_view``, ``list_players``): one source of truth.  Points and tie-break
values are written as numbers (exact, as ``--json`` gives them); places as the
printed sheets show them (``3（并列）``, ``DQ``; English ``3=``).  Student IDs
are left out unless asked for.  The whole file is built in memory first and
written only if nothing was refused, never over a tournament file.
"""
from __future__ import annotations

from pathlib import Path
from typing import Iterable, Sequence

from app.exports.spreadsheets import csv_zip_bytes, xlsx_bytes
from app.exports.tables import Cell, Table
from app.messages import Coded, format_message, render
from app.files.output_guard import check_output_path, write_output
from app.models.store import TournamentStore
from app.printing.legends import ranking_legend
from app.rules.events import PRESETS, TIEBREAK_LABELS
from app.services.players import list_players
from app.services.round_views import RoundView, round_choices, round_view
from app.services.standings import EventStandings, event_teams, overall_table
from app.services.tournament import list_events
from app.standings.numbers import place_text
from app.standings.teams import team_row_label

XLSX, CSV = "xlsx", "csv"
FORMATS = (XLSX, CSV)

DISQUALIFIED_MARK = "DQ"


class ExportError(Coded, ValueError):
    """An export the station cannot make (an event not held, nothing to export); nothing was written."""


class _Words:
    """The export's words in one language."""

    def __init__(self, language: str):
        self.language = language

    def __call__(self, key: str, **params) -> str:
        """A sheet's name, a column header or a cell word (app/messages "export.label.*")."""
        return format_message(f"export.label.{key}", params, self.language)

    def place(self, rank: int, shared: bool) -> Cell:
        """A place as the printed sheets show it: a number, a shared one as 3（并列） (English 3=)."""
        return place_text(rank, shared, wide=True, language=self.language) if shared else rank

    def tiebreak(self, code: str) -> str:
        return render(TIEBREAK_LABELS[code], self.language) if code in TIEBREAK_LABELS else code

    def event(self, code: str) -> str:
        return PRESETS[code].name(self.language)


def export_tables(store: TournamentStore, events: Sequence[str] | None = None, *, student_ids: bool = False,
                  language: str = "zh") -> list[Table]:
    """The tables of ``events`` (every event with entrants when None): for each its standings, results
    and team table; then the overall table (all events only) and the roster."""
    words = _Words(language)
    held = [e for e in list_events(store) if e.status == "active"]
    if events is None:
        codes = [e.code for e in held if e.entrants]
    else:
        known = {e.code for e in held}
        missing = [code for code in events if code not in known]
        if missing:
            raise ExportError("export.event_not_held",
                              events=[PRESETS[c].words for c in missing])
        codes = list(events)
    if not codes:
        raise ExportError("export.nothing")
    tables: list[Table] = []
    about = []
    for code in codes:
        teams, standings = event_teams(store, code)
        about.append(about_row(standings, words))
        tables.append(standings_table(standings, words))
        tables.append(results_table(code, [round_view(store, code, n) for n in round_choices(store, code)], words))
        tables.append(team_table(code, teams, words))
    if events is None:
        tables.append(overall_sheet(store, words))
    tables.append(roster_table(store, words, None if events is None else codes, student_ids))
    return [Table(words("about"), (words("event"), words("status"), words("order")), tuple(about)), *tables]


def about_row(standings: EventStandings, words: _Words) -> tuple[Cell, ...]:
    """An event's line on the first sheet: whether its places are final (and why not), and how it ranks."""
    status = standings.status
    said = (words("final") if status.final
            else words("provisional", reason=render(status.reason_words(), words.language)))
    order = (ranking_legend(standings.tiebreaks, playoff_places=standings.playoff_places)
             if words.language.startswith("zh")
             else ", ".join([words("points"), *(words.tiebreak(t) for t in standings.tiebreaks)]))
    return words.event(standings.event), said, order


def standings_table(standings: EventStandings, words: _Words) -> Table:
    """The individual (team event: team) ranking with the tie-break chain; groups one after another."""
    team_event = PRESETS[standings.event].team_event
    headers = [words("place"), words("team" if team_event else "name"), words("school"), words("points")]
    headers += [words.tiebreak(t) for t in standings.tiebreaks]
    grouped = standings.stage_kind == "preliminary"
    tables = list(enumerate(standings.groups, start=1)) if grouped else [(None, standings.rows)]
    marked = any(row.playoff for _group, rows in tables for row in rows)
    rows = []
    for group, ranked in tables:
        for row in ranked:
            place = DISQUALIFIED_MARK if row.disqualified else words.place(row.rank, row.shared)
            values: list[Cell] = [place, row.name, row.school, row.points]
            values += [row.tiebreaks.get(t) for t in standings.tiebreaks]
            if grouped:
                values.insert(0, group)
            if marked:
                values.append(words("playoff") if row.playoff else None)
            rows.append(tuple(values))
    if grouped:
        headers.insert(0, words("group"))
    if marked:
        headers.append(words("note"))
    return Table(words("standings", event=words.event(standings.event)), tuple(headers), tuple(rows))


def results_table(code: str, rounds: Iterable[RoundView | None], words: _Words) -> Table:
    """Every table of every round: a two-sided event a line a table (byes too), others a line a seat."""
    two_sided = PRESETS[code].takes_result_codes
    if two_sided:
        first, second = ((words("first"), words("second")) if not words.language.startswith("zh")
                         else PRESETS[code].sides)
        headers = (words("round"), words("table"), first, words("school"), second, words("school"),
                   words("result"), words("side_score", side=first), words("side_score", side=second))
    else:
        headers = (words("round"), words("table"), words("seat"), words("name"), words("school"),
                   words("score"), words("result"))
    rows: list[tuple[Cell, ...]] = []
    for view in rounds:
        if view is None:
            continue
        number: Cell = f'{words("playoff")} {view.number}' if view.round_id.playoff else view.number
        for table in view.tables:
            if two_sided and len(table.seats) == 2:
                a, b = table.seats
                rows.append((number, table.number, a.name, a.school, b.name, b.school, table.result or None,
                             a.points, b.points))
            else:
                rows += [(number, table.number, seat.seat_no + 1, seat.name, seat.school, seat.points,
                          table.result or None) for seat in table.seats]
        for _uid, name, school, points in view.byes:
            if two_sided:
                rows.append((number, None, name, school, None, None, words("bye"), points, None))
            else:
                rows.append((number, None, None, name, school, points, words("bye")))
    return Table(words("results", event=words.event(code)), headers, tuple(rows))


def team_table(code: str, teams, words: _Words) -> Table:
    """The event's school table (a team event: its teams' places) with how each tie was settled."""
    if PRESETS[code].team_event:  # the teams are the entrants: their places, as the team sheet prints them
        headers = (words("place"), words("team"), words("points"), words("explanation"))
        rows = tuple((words.place(r.rank, r.shared), team_row_label(r), r.points, r.explanation) for r in teams)
    else:
        headers = (words("place"), words("school"), words("total"), words("members"), words("explanation"))
        rows = tuple((words.place(r.rank, r.shared), r.school, r.points, r.members, r.explanation)
                     for r in teams)
    return Table(words("event_teams", event=words.event(code)), headers, rows)


def overall_sheet(store: TournamentStore, words: _Words) -> Table:
    """The overall school table: place points per counted event, then the total."""
    overall = overall_table(store)
    headers = (words("place"), words("school"), *(words.event(c) for c in overall.counted), words("total"),
               words("explanation"))
    rows = tuple((words.place(r.rank, r.shared), r.school, *(r.by_event.get(c) for c in overall.counted),
                  r.points, r.explanation) for r in overall.rows)
    return Table(words("overall"), headers, rows)


def roster_table(store: TournamentStore, words: _Words, events: Sequence[str] | None,
                 student_ids: bool) -> Table:
    """The players (of ``events``, or all): student IDs only when asked for."""
    players = list_players(store)
    if events is not None:
        players = [p for p in players if set(p.events) & set(events)]
    join = "、" if words.language.startswith("zh") else ", "
    headers = [words("name"), words("school"), words("gender"), words("grade"), words("events"), words("teams")]
    if student_ids:
        headers.insert(2, words("student_id"))
    rows = []
    for p in players:
        values: list[Cell] = [p.name, p.school, p.gender or None, p.grade or None,
                              join.join(words.event(c) for c in p.events) or None,
                              join.join(p.teams.values()) or None]
        if student_ids:
            values.insert(2, p.student_id)
        rows.append(tuple(values))
    return Table(words("roster"), tuple(headers), tuple(rows))


def export_bytes(tables: Sequence[Table], fmt: str) -> bytes:
    """The file's bytes: an XLSX workbook, or a zip of one CSV a table."""
    if fmt == XLSX:
        return xlsx_bytes(tables)
    if fmt == CSV:
        return csv_zip_bytes(tables)
    raise ExportError("export.unknown_format", format=fmt, formats=list(FORMATS) + ["trf"])


def write_export(store: TournamentStore, out: str | Path, fmt: str, events: Sequence[str] | None = None, *,
                 student_ids: bool = False, language: str = "zh") -> Path:
    """Build the export in memory, then write it to ``out`` (never over a tournament file)."""
    check_output_path(out, store.path)  # refused before the work of building it
    data = export_bytes(export_tables(store, events, student_ids=student_ids, language=language), fmt)
    return write_output(out, data, store.path)
