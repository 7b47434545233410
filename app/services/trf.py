"""TRF-16 use cases: a two-player event as FIDE's tournament report file, and such a file as a new event.

Export: every entrant numbered in entry order (the starting rank), the points and
place of the standings (the same ranking the screens show), each round's
opponent, colour (w: seat 0, the side that moves first: 红方 in xiangqi, 黑方 in go)
and result, byes (U; F for a full point given otherwise; H a half-point bye the player
asked for) and absences (Z); schools as 013 team records.  Import: the file read and checked whole first,
then players, entries, the stage, rounds, tables, results and byes written in one
transaction with one audit row — a refusal names the line, field and value, and
writes nothing.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from sqlalchemy import exists, select

from app.exports.trf import TrfDisqualified, TrfError, TrfFile, TrfGame, TrfPlayer, read_trf, write_trf
from app.files.input_file import NotRegularFile, read_regular_file
from app.files.output_guard import check_output_path, is_open_here, write_output
from app.models.schema import Bye, Disqualification, Entry, Event, GameTable, Player, Round, Seat, Stage, StageMember
from app.models.store import TournamentStore
from app.roster import columns
from app.rules.events import PRESETS, SWISS, TWO_PLAYER, settings_for, validate_settings
from app.scoring import ResultError, score
from app.services import audit
from app.services.disqualification import list_disqualified
from app.services.history import main_stage
from app.services.players import enter, school_for
from app.scoring.entries import parse_entry
from app.services.results import write_scored
from app.services.standings import event_standings
from app.services.tournament import tournament_info
from app.stages.policy import FINAL
from app.stages.round_id import counts_from

MAX_TRF_BYTES = 20 * 1024 * 1024  # as a roster file: a tournament report is a few hundred kilobytes
# The white side's result → the station's score code, read from seat 0.
_SCORE_CODES = {("1", "0"): "1-0", ("0", "1"): "0-1", ("=", "="): "=", ("+", "-"): "+-", ("-", "+"): "-+",
                ("-", "-"): "--"}
_OUTCOME_RESULTS = {("win", False): "1", ("draw", False): "=", ("loss", False): "0",
                    ("win", True): "+", ("loss", True): "-"}


@dataclass(frozen=True)
class TrfImported:
    players: int
    rounds: int
    games: int


def check_trf_event(code: str, settings) -> None:
    """TRF holds two-player games of one game a round; anything else is refused with the reason."""
    preset = PRESETS[code]
    if preset.format != TWO_PLAYER or preset.team_event or int(settings["games_per_round"]) != 1:
        raise TrfError("trf.not_two_player", event=PRESETS[code].words)


def trf_events(codes) -> list[str]:
    """The events (of ``codes``) whose kind TRF can hold with their preset settings: what the dialog offers."""
    return [code for code in codes if PRESETS[code].format == TWO_PLAYER and not PRESETS[code].team_event
            and int(PRESETS[code].settings["games_per_round"]) == 1]


# -- export ---------------------------------------------------------------------------

def trf_of_event(store: TournamentStore, code: str) -> TrfFile:
    """The event's final stage as TRF records."""
    standings = event_standings(store, code)
    disqualified = list_disqualified(store, code)
    info = tournament_info(store)
    with store.read() as session:
        event = session.scalars(select(Event).where(Event.code == code)).first()
        if event is None:
            raise TrfError("trf.event_not_held", event=PRESETS[code].words)
        settings = settings_for(code, event.settings)
        check_trf_event(code, settings)
        stage = main_stage(event)
        if stage is None:
            raise TrfError("trf.nothing_paired", event=PRESETS[code].words)
        if stage.kind != "final":
            raise TrfError("trf.preliminary", event=PRESETS[code].words)
        entries = sorted(session.scalars(select(Entry).where(Entry.event_id == event.id)), key=lambda e: e.id)
        number = {entry.id: index for index, entry in enumerate(entries, start=1)}
        rounds = [r for r in stage.rounds if r.group_no == 0]
        games = {n: [TrfGame(None, "-", "Z")] * len(rounds) for n in number.values()}
        for index, rnd in enumerate(rounds):
            for table in rnd.tables:
                _table_games(table, number, games, index)
            for bye in rnd.byes:
                games[number[bye.entry_id]][index] = TrfGame(None, "-", _bye_code(bye, settings))
        row_of = {row.id: row for row in standings.rows}
        players = []
        for entry in entries:
            row = row_of.get(entry.player_id)
            players.append(TrfPlayer(number[entry.id], entry.player.name, row.points if row else 0.0,
                                     row.rank if row and not row.disqualified else 0,
                                     tuple(games[number[entry.id]])))
        schools: dict[str, list[int]] = {}
        for entry in entries:
            schools.setdefault(entry.player.school.name, []).append(number[entry.id])
        starting_rank = {entry.player_id: number[entry.id] for entry in entries}
    points = {"win": float(settings["win_points"]), "draw": float(settings["draw_points"]),
              "loss": float(settings["loss_points"]), "bye": float(settings["bye_points"])}
    return TrfFile(f"{info.name} {PRESETS[code].name_zh}".strip(), max(int(settings["rounds"]), len(rounds)),
                   tuple(players), tuple((school, tuple(ns)) for school, ns in schools.items()), points,
                   disqualified=_disqualified_records(disqualified, starting_rank, len(rounds)))


def _disqualified_records(views, starting_rank: dict[int, int], rounds: int) -> tuple[TrfDisqualified, ...]:
    """Each disqualified player's DSQ record: the earliest round of the final it counts from (0: from an
    earlier stage or before round 1; after the last round: a playoff's), the reason in words."""
    earliest: dict[int, tuple[int, str]] = {}
    for view in views:
        since = view.from_round
        start = counts_from(since.stage if since else None, since.number if since else 0, FINAL)
        start = rounds + 1 if start is None else start
        known = earliest.get(view.competitor_id)
        if view.competitor_id in starting_rank and (known is None or start < known[0]):
            earliest[view.competitor_id] = (start, " ".join(str(view.reason).split()))  # one line
    return tuple(TrfDisqualified(starting_rank[player], start, reason)
                 for player, (start, reason) in sorted(earliest.items(), key=lambda item: starting_rank[item[0]]))


def _table_games(table: GameTable, number: dict[int, int], games: dict, index: int) -> None:
    """Both sides' round entry of a two-seat table: seat 0 white (moves first); no result yet: blank."""
    seats = table.seats
    if len(seats) != 2:
        return
    forfeit = bool(table.result and table.result.forfeit)
    for seat, other, colour in ((seats[0], seats[1], "w"), (seats[1], seats[0], "b")):
        result = _OUTCOME_RESULTS.get((seat.outcome, forfeit), " ") if table.result else " "
        games[number[seat.entry_id]][index] = TrfGame(number[other.entry_id], colour, result)


def _bye_code(bye: Bye, settings) -> str:
    """A bye the player asked for: H (half-point), Z (zero-point). The pairing's: U for the event's bye;
    a bye worth a win F, a draw H, nothing Z."""
    if bye.requested:
        return "H" if bye.points else "Z"
    for code, key in (("U", "bye_points"), ("F", "win_points"), ("H", "draw_points")):
        if bye.points == float(settings[key]):
            return code
    return "Z" if bye.points == 0 else "U"


def write_trf_file(store: TournamentStore, code: str, out: str | Path) -> Path:
    """The event's TRF written to ``out`` (UTF-8), built whole first and never over a tournament file."""
    check_output_path(out, store.path)  # refused before the work of building it
    return write_output(out, write_trf(trf_of_event(store, code)).encode("utf-8"), store.path)


# -- import ---------------------------------------------------------------------------

def read_trf_file(path: str | Path) -> TrfFile:
    """The TRF file's records; an unreadable, oversized or non-UTF-8 file is refused naming it."""
    path = Path(path)
    if is_open_here(path):  # only SQLite may open the open tournament (output_guard.is_open_here)
        raise TrfError("trf.is_tournament", path=path)
    try:
        data = read_regular_file(path, MAX_TRF_BYTES)  # a FIFO, /dev/zero or a folder: refused unread
    except NotRegularFile as exc:
        raise TrfError(exc.code, **exc.params) from None
    except OSError as exc:
        raise TrfError("trf.unreadable", path=path, reason=exc.strerror or str(exc)) from None
    if len(data) > MAX_TRF_BYTES:
        raise TrfError("trf.too_large", path=path, megabytes=MAX_TRF_BYTES // 2**20)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[:exc.start].count(b"\n") + 1
        raise TrfError("trf.not_utf8", path=path, line=line) from None
    return read_trf(text)


def import_trf(store: TournamentStore, code: str, path: str | Path) -> TrfImported:
    """The TRF file as the event ``code`` (held empty, or not held yet), in one transaction."""
    trf = read_trf_file(path)
    overrides = validate_settings(code, {
        "win_points": trf.point_system["win"], "draw_points": trf.point_system["draw"],
        "loss_points": trf.point_system["loss"], "bye_points": trf.point_system["bye"],
        "rounds": max(trf.rounds, 1), "pairing": SWISS})
    settings = settings_for(code, overrides)
    check_trf_event(code, settings)
    _check_players(trf, code)
    with store.session() as session:
        event = session.scalars(select(Event).where(Event.code == code)).first()
        if event is None:
            event = Event(code=code, settings={})
            session.add(event)
        elif event.entries or event.stages:
            raise TrfError("trf.event_not_empty", event=PRESETS[code].words)
        event.settings = {**(event.settings or {}), **overrides}
        entries = _add_players(session, trf, code)
        stage = Stage(event=event, number=1, kind="final", pairing=SWISS)
        session.add(stage)
        session.add_all(StageMember(stage=stage, entry_id=entry.id) for entry in entries.values())
        played = _add_rounds(session, trf, stage, entries, code, settings)
        session.add_all(Disqualification(event_id=event.id, entry_id=entries[out.number].id,
                                         stage=FINAL if out.round else None, round=out.round,
                                         reason=out.reason, source="referee", by=audit.operator())
                        for out in trf.disqualified)
        audit.record(session, "import_trf", "event", event.id, None,
                     {"event": code, "file": Path(path).name, "players": len(trf.players),
                      "rounds": trf.rounds, "games": played, "disqualified": len(trf.disqualified)})
    return TrfImported(len(trf.players), max((len(p.games) for p in trf.players), default=0), played)


def _check_players(trf: TrfFile, code: str) -> None:
    """Names and schools as the roster takes them, and each player's points as the games give them."""
    for player in trf.players:
        school = trf.team_of(player.number) or player.federation or "TRF"
        for field, value in ((columns.NAME, player.name), (columns.SCHOOL, school)):
            problem = columns.field_problem(field, value) or columns.unprintable_problem(value)
            if problem:
                raise TrfError("trf.bad_player", number=player.number, problem=problem, label=columns.LABELS[field])
        counted = sum(_points(game, trf.point_system) for game in player.games)
        if abs(counted - player.points) > 1e-9:
            raise TrfError("trf.points_differ", number=player.number, points=player.points, counted=counted)


def _points(game: TrfGame, system: dict) -> float:
    """What one round gives under the file's point system (FIDE's when it names none)."""
    if game.opponent is None:
        return {"U": system["bye"], "F": system["win"], "+": system["win"], "H": system["draw"]}.get(game.result, 0.0)
    return {"1": system["win"], "+": system["win"], "=": system["draw"],
            "0": system["loss"], "-": system["loss"]}.get(game.result, 0.0)


def _add_players(session, trf: TrfFile, code: str) -> dict[int, Entry]:
    """A new player and entry for each starting rank, in that order (their ids keep it for the export)."""
    entries = {}
    for player in sorted(trf.players, key=lambda p: p.number):
        student_id = f"trf-{code}-{player.number}"
        if session.scalar(select(exists().where(Player.student_id == student_id))):
            raise TrfError("trf.student_id_taken", student_id=student_id)
        school = trf.team_of(player.number) or player.federation or "TRF"
        row = Player(name=player.name, school=school_for(session, school), student_id=student_id)
        session.add(row)
        session.flush()
        entries[player.number] = enter(session, row, code)
    session.flush()
    return entries


def _add_rounds(session, trf: TrfFile, stage: Stage, entries: dict[int, Entry], code: str, settings) -> int:
    """Each round's tables (white at seat 0, numbered in white's starting-rank order), results and byes."""
    points = {"U": settings["bye_points"], "F": settings["win_points"], "+": settings["win_points"],
              "H": settings["draw_points"]}
    played = 0
    for index in range(max(len(p.games) for p in trf.players)):
        rnd = Round(stage=stage, number=index + 1, seed=0, warnings=[])
        session.add(rnd)
        session.flush()
        in_round = [(p, p.games[index]) for p in sorted(trf.players, key=lambda p: p.number) if index < len(p.games)]
        by_number = {p.number: game for p, game in in_round}
        table_no = 0
        for player, game in in_round:
            if game.opponent is None:
                if game.result in points:  # H: a half-point bye the player asked for (a VUR in the tie-breaks)
                    session.add(Bye(round=rnd, entry_id=entries[player.number].id, points=float(points[game.result]),
                                    requested=game.result == "H"))
                continue
            if game.colour != "w":
                continue
            table_no += 1
            table = GameTable(round=rnd, number=table_no, warnings=[])
            table.seats = [Seat(seat_no=0, entry_id=entries[player.number].id),
                           Seat(seat_no=1, entry_id=entries[game.opponent].id)]
            session.add(table)
            session.flush()
            theirs = by_number[game.opponent].result
            if game.result != " ":
                entry = {"score": _SCORE_CODES[(game.result, theirs)]}
                try:
                    scored = score(code, settings, entry)
                except ResultError as exc:
                    raise TrfError("trf.result_refused", number=player.number, round=index + 1,
                                   value=game.result, event=PRESETS[code].words, reason=exc) from None
                write_scored(session, table, code, entry, scored, parse_entry(code, settings, entry))
                played += 1
    return played
