"""FIDE TRF-16 (Tournament Report File) of a two-player Swiss event: written and read as plain records.

Lines used (columns 1-based, counted in characters: a Chinese name is one
character a glyph, so the file is UTF-8 and lines up in a text editor):

  012 tournament name            XXR planned rounds (JaVaFo / bbpPairings)
  BBW BBD BBL BBU  points of a win, draw, loss and pairing-allocated bye (bbpPairings;
                   FIDE's 1 / ½ / 0 / 1 when absent)
  001 one player: 5-8 starting rank, 10 sex, 11-13 title, 15-47 name, 49-52 rating,
      54-56 federation, 58-68 FIDE ID, 70-79 birth date, 81-84 points, 86-89 rank,
      then a round each 10 columns from 92: 92-95 opponent (0000 none), 97 colour
      (w: moves first, b, -), 99 result (1 = 0 + - for games; U, F, H pairing or
      requested byes, Z an absence; blank: paired, no result yet)
  013 a team: 5-36 its name, then its players' starting ranks (the station: a school)

The station's own records, which other programs skip as records they do not know (docs/rules.md §7.3):

  NAM 5-8 starting rank, 10- the player's full name, when it is longer than 001's 33 columns (001
      holds its first 33 characters)
  TNM 5-8 the team's first member's starting rank, 10- the full team name, when longer than 013's 32
  DSQ 5-8 starting rank, 10-13 the round of the file it counts from (0: before round 1), 15- the reason:
      the player is disqualified (the file's rank is 0)

Other lines are kept as they are only in ``extra`` (and ignored).  A file that
breaks these rules is refused naming the line, the field and the value.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace

from app.messages import Coded, Message

BYE_RESULTS = ("U", "F", "H", "Z")  # pairing-allocated, full-point, half-point, zero-point (absence)
COLOURS = ("w", "b")
NAME_WIDTH, TEAM_WIDTH = 33, 32
ROUND_START, ROUND_WIDTH = 91, 10  # 0-based column of round 1's opponent, and the step between rounds
MOST_ROUNDS = 99  # a planned round count past this is a typing error, not a tournament
FIDE_POINTS = {"win": 1.0, "draw": 0.5, "loss": 0.0, "bye": 1.0}
_POINT_CODES = {"BBW": "win", "BBD": "draw", "BBL": "loss", "BBU": "bye"}
STATION_RECORDS = ("NAM", "TNM", "DSQ")  # the station's own records (the module's docstring)


class TrfError(Coded, ValueError):
    """A TRF the station will not read or write; the message names the line, field and value."""


def _field(name: str, round_no: int | None = None) -> Message:
    """A field as a refusal names it (app/messages "trf.field.*"), in its round when it has one."""
    field = Message(f"trf.field.{name}")
    return field if round_no is None else Message("trf.round_field", round=round_no, field=field)


@dataclass(frozen=True)
class TrfGame:
    """One round of one player: opponent's starting rank (None: no opponent), colour w / b / -, result code."""

    opponent: int | None
    colour: str
    result: str


@dataclass(frozen=True)
class TrfPlayer:
    number: int  # starting rank
    name: str
    points: float
    rank: int
    games: tuple[TrfGame, ...]  # round 1 first; a round not paired (yet) ends the tuple
    sex: str = ""
    title: str = ""
    rating: int = 0
    federation: str = ""
    fide_id: str = ""
    birth: str = ""


@dataclass(frozen=True)
class TrfDisqualified:
    """A DSQ record: the player out of the event from round ``round`` (0: before round 1), and why."""

    number: int
    round: int
    reason: str


@dataclass(frozen=True)
class TrfFile:
    name: str
    rounds: int  # planned (XXR); at least the rounds played
    players: tuple[TrfPlayer, ...]
    teams: tuple[tuple[str, tuple[int, ...]], ...] = ()  # (team name, starting ranks)
    point_system: dict = field(default_factory=lambda: dict(FIDE_POINTS))
    extra: tuple[str, ...] = ()  # lines of other kinds, as found
    disqualified: tuple[TrfDisqualified, ...] = ()

    def team_of(self, number: int) -> str:
        return next((name for name, members in self.teams if number in members), "")


# -- writing ----------------------------------------------------------------------

def _number(value: float) -> str:
    """Points as TRF writes them: one decimal (4.0, 12.5); two when a value needs them."""
    text = f"{value:.1f}"
    return text if float(text) == value else f"{value:.2f}"


def _checked_width(text: str, width: int, field_name: str, where: int) -> str:
    if len(text) > width:
        raise TrfError("trf.too_wide", field=_field(field_name), value=text, width=width, number=where)
    return text


def player_line(player: TrfPlayer) -> str:
    """The player's 001 line: the fixed columns to 89, then ten columns a round from 92; a longer name
    is cut to the field's 33 characters (its NAM record keeps it whole)."""
    name = player.name[:NAME_WIDTH]
    points = _checked_width(_number(player.points), 4, "points", player.number)
    line = (f"001 {player.number:4d} {player.sex[:1]:1}{player.title[:3]:>3} {name:<{NAME_WIDTH}} "
            f"{player.rating or '':>4} {player.federation[:3]:<3} {player.fide_id[:11]:>11} "
            f"{player.birth[:10]:<10} {points:>4} {player.rank:4d}")
    for game in player.games:
        opponent = "0000" if game.opponent is None else f"{game.opponent:4d}"
        line += f"  {opponent} {game.colour} {game.result}"
    return line.rstrip()


def write_trf(trf: TrfFile) -> str:
    """The file's text, one record a line."""
    lines = [f"012 {trf.name}", f"XXR {trf.rounds}"]
    lines += [f"{code} {_number(trf.point_system[key]):>4}" for code, key in _POINT_CODES.items()]
    lines += [player_line(p) for p in trf.players]
    for name, members in trf.teams:
        lines.append(f"013 {name[:TEAM_WIDTH]:<{TEAM_WIDTH}}"
                     + "".join(f"{n:4d}" if i == 0 else f" {n:4d}" for i, n in enumerate(members)))
    lines += [f"NAM {p.number:4d} {p.name}" for p in trf.players if len(p.name) > NAME_WIDTH]
    lines += [f"TNM {members[0]:4d} {name}" for name, members in trf.teams if len(name) > TEAM_WIDTH and members]
    lines += [f"DSQ {d.number:4d} {d.round:4d} {d.reason}".rstrip() for d in trf.disqualified]
    return "\n".join(lines) + "\n"


# -- reading ----------------------------------------------------------------------

GAME_RESULTS = {"1": "1", "=": "=", "0": "0", "+": "+", "-": "-", "W": "1", "D": "=", "L": "0", " ": " "}
_AGREEING = {("1", "0"), ("0", "1"), ("=", "="), ("+", "-"), ("-", "+"), ("-", "-"), (" ", " ")}
UNPAIRED_RESULTS = BYE_RESULTS + ("+", "-", " ")  # with no opponent: "-" an absence, "+" a full-point bye


def _bad(line_no: int, field_name: str, value: str, round_no: int | None = None) -> TrfError:
    return TrfError("trf.bad_field", line=line_no, field=_field(field_name, round_no), value=value.strip() or " ")


def _integer(text: str, line_no: int, field_name: str, round_no: int | None = None, blank: int | None = None) -> int:
    if not text.strip() and blank is not None:
        return blank
    try:
        value = int(text)
    except ValueError:
        raise _bad(line_no, field_name, text, round_no) from None
    if value < 0:
        raise _bad(line_no, field_name, text, round_no)
    return value


def _decimal(text: str, line_no: int, field_name: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise _bad(line_no, field_name, text) from None
    if not 0 <= value < 10_000:
        raise _bad(line_no, field_name, text)
    return value


def _game(line: str, start: int, line_no: int, round_no: int) -> TrfGame:
    """One round's ten columns; blank columns are a round the player was not paired in."""
    chunk = line[start:start + 8].ljust(8)
    opponent = _integer(chunk[0:4], line_no, "opponent", round_no, blank=0) or None
    colour, result = chunk[5], chunk[7]
    if opponent is None:
        if colour not in ("-", " ") or result not in UNPAIRED_RESULTS:
            raise _bad(line_no, "result" if colour in ("-", " ") else "colour",
                       result if colour in ("-", " ") else colour, round_no)
        return TrfGame(None, "-", result)
    if colour not in COLOURS:
        raise _bad(line_no, "colour", colour, round_no)
    if result not in GAME_RESULTS:
        raise _bad(line_no, "result", result, round_no)
    return TrfGame(opponent, colour, GAME_RESULTS[result])


def _player(line: str, line_no: int) -> TrfPlayer:
    name = line[14:47].strip()
    if not name:
        raise _bad(line_no, "name", "")
    width = len(line.rstrip())
    if width > ROUND_START + MOST_ROUNDS * ROUND_WIDTH:  # refused before its rounds are read one by one
        raise TrfError("trf.too_many_rounds", line=line_no, rounds=-(-(width - ROUND_START) // ROUND_WIDTH),
                       most=MOST_ROUNDS)
    games = []
    start = ROUND_START
    while start < width:
        games.append(_game(line, start, line_no, len(games) + 1))
        start += ROUND_WIDTH
    return TrfPlayer(
        number=_integer(line[4:8], line_no, "number"), name=name,
        points=_decimal(line[80:84], line_no, "points"), rank=_integer(line[85:89], line_no, "rank", blank=0),
        games=tuple(games), sex=line[9:10].strip(), title=line[10:13].strip(),
        rating=int(line[48:52]) if line[48:52].strip().isdigit() else 0,  # not used: kept for the record
        federation=line[53:56].strip(), fide_id=line[57:68].strip(), birth=line[69:79].strip())


def read_trf(text: str) -> TrfFile:
    """The records of a TRF-16 text; TrfError names the line, field and value of the first fault."""
    name, rounds, points, extra, own = "", 0, dict(FIDE_POINTS), [], []
    players: list[tuple[int, TrfPlayer]] = []
    teams: list[tuple[int, str, tuple[int, ...]]] = []
    for line_no, line in enumerate(text.lstrip("\ufeff").splitlines(), start=1):
        code = line[:3]
        if code == "001":
            players.append((line_no, _player(line, line_no)))
        elif code == "012":
            name = line[4:].strip()
        elif code == "XXR":
            rounds = _integer(line[4:].strip() or "x", line_no, "rounds")
            if not 1 <= rounds <= MOST_ROUNDS:
                raise _bad(line_no, "rounds", line[4:])
        elif code in _POINT_CODES:
            points[_POINT_CODES[code]] = _decimal(line[4:].strip() or "x", line_no, "point_system")
        elif code == "013":
            members = tuple(_integer(n, line_no, "number") for n in line[36:].split())
            teams.append((line_no, line[4:36].strip(), members))
        elif code in STATION_RECORDS:
            own.append((line_no, line))
        elif line.strip():
            extra.append(line)
    _check(players, teams)
    rounds = max([rounds] + [len(p.games) for _line, p in players])
    found = {p.number: p for _line, p in players}
    full_teams = {members[0]: team for _line, team, members in teams if members}
    disqualified = _station_records(own, found, full_teams, rounds)
    return TrfFile(name, rounds, tuple(found[p.number] for _line, p in players),
                   tuple((full_teams.get(members[0], team) if members else team, members)
                         for _line, team, members in teams), points, tuple(extra), tuple(disqualified))


def _station_records(records, players: dict[int, TrfPlayer], teams: dict[int, str],
                     rounds: int) -> list[TrfDisqualified]:
    """The NAM, TNM and DSQ records: full names laid into ``players`` and ``teams`` (a full name must begin
    with what the 001 or 013 line holds), the disqualifications returned."""
    disqualified = []
    for line_no, line in records:
        code, number, rest = line[:3], _integer(line[4:8], line_no, "number"), line[9:].strip()
        if number not in (teams if code == "TNM" else players):
            raise _bad(line_no, "number", line[4:8])
        if code == "NAM":
            if not rest.startswith(players[number].name):
                raise _bad(line_no, "name", rest)
            players[number] = replace(players[number], name=rest)
        elif code == "TNM":
            if not rest.startswith(teams[number]):
                raise _bad(line_no, "team", rest)
            teams[number] = rest
        else:
            since = _integer(line[9:13], line_no, "round")
            if since > rounds + 1:  # after the last round: a playoff's disqualification
                raise _bad(line_no, "round", line[9:13])
            disqualified.append(TrfDisqualified(number, since, line[14:].strip()))
    return disqualified


def _check(players: list[tuple[int, TrfPlayer]], teams) -> None:
    """Numbers unique, every opponent and team member a player, both sides of each game agreeing."""
    if len(players) < 2:
        raise TrfError("trf.too_few_players", count=len(players))
    lines: dict[int, int] = {}
    for line_no, player in players:
        if player.number in lines:
            raise TrfError("trf.duplicate_number", line=line_no, number=player.number, first=lines[player.number])
        lines[player.number] = line_no
    by_number = {p.number: p for _line, p in players}
    for line_no, player in players:
        for round_no, game in enumerate(player.games, start=1):
            if game.opponent is None:
                continue
            other = by_number.get(game.opponent)
            if other is None or game.opponent == player.number:
                raise TrfError("trf.unknown_opponent", line=line_no, round=round_no, opponent=game.opponent)
            theirs = other.games[round_no - 1] if round_no <= len(other.games) else None
            if (theirs is None or theirs.opponent != player.number or theirs.colour == game.colour
                    or (game.result, theirs.result) not in _AGREEING):
                raise TrfError("trf.mismatch", line=line_no, round=round_no, number=player.number,
                               opponent=game.opponent,
                               mine=f"{game.opponent} {game.colour} {game.result}",
                               theirs="—" if theirs is None else
                               f"{theirs.opponent or '0000'} {theirs.colour} {theirs.result}")
    for line_no, _team, members in teams:
        unknown = [n for n in members if n not in by_number]
        if unknown:
            raise TrfError("trf.unknown_member", line=line_no, number=unknown[0])
