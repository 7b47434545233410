"""A Sanguosha table's console in the tournament file: every step committed and audited at once.

The console's whole state (draft, action order, foul board, the deal's seed)
lies with the round's table (``sanguosha_console``), so a crash mid-draft
resumes at the same step with the same piles.  A match of several games
keeps one console per game (``game_no``); a new game's camp choice follows
the game before it (docs/rules.md §5.6).  Each write carries the
revision the console last read: a step written meanwhile by another station
refuses the stale one, nothing half-written.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable

from sqlalchemy import select

from app.models.schema import GameTable, SanguoshaConsole, utcnow
from app.models.store import TournamentStore
from app.scoring.console_check import Disagreement
from app.rules.events import settings_for
from app.messages import Coded, Message
from app.sanguosha.errors import SanguoshaError
from app.sanguosha.match import camp_holder_of_game
from app.sanguosha.table_console import KIND_1V1, KIND_3V3, KIND_OF_EVENT, TableConsole
from app.services import audit
from app.services.round_ids import round_id_of_round, round_ids_select
from app.stages.round_id import RoundId


@dataclass(frozen=True)
class ConsoleRecord:
    """A stored console as read: its JSON state and the revision to write against."""

    table_id: int
    table_number: int
    round_id: RoundId  # the round with its stage (its number repeats across stages)
    kind: str
    state: dict[str, Any]
    revision: int
    sides: tuple[str, ...] = ()  # the names at seat 0 and seat 1 (team 0 / team 1, 1v1: the players)
    game_no: int = 1
    games: int = 1  # the event's games per round

    def console(self, now: Callable[[], float]) -> TableConsole:
        """The live console on the given clock."""
        return TableConsole.from_dict(self.state, now, table=self.table_number, game=self.game_no)


class ConsoleChangedElsewhere(Coded, Exception):
    """Another station wrote a step of this table since it was read: nothing written."""

    def __init__(self, table_number: int):
        self.table_number = table_number
        super().__init__("console.changed_elsewhere", table_number=table_number)


def _table(session, code: str, table_id: int) -> GameTable:
    """The table of the event, row-locked where rows lock (SQLite holds the file's write lock)."""
    table = session.scalars(select(GameTable).where(GameTable.id == table_id)
                            .with_for_update(of=GameTable)).first()
    if table is None or table.round.stage.event.code != code:
        raise SanguoshaError("unknown_table", table=table_id)
    return table


def _row(session, table_id: int, game_no: int) -> SanguoshaConsole | None:
    return session.scalars(select(SanguoshaConsole).where(
        SanguoshaConsole.table_id == table_id, SanguoshaConsole.game_no == game_no)).first()


def side_name(seat) -> str:
    """The name at a seat: the team's (3v3) or the player's (1v1); empty for a filler."""
    if seat.team is not None:
        return seat.team.name
    return seat.entry.player.name if seat.entry is not None else ""


def _games(table: GameTable) -> int:
    return int(settings_for(table.round.stage.event.code, table.round.stage.event.settings)["games_per_round"])


def _record(table: GameTable, row: SanguoshaConsole) -> ConsoleRecord:
    return ConsoleRecord(table.id, table.number, round_id_of_round(table.round), row.kind, dict(row.state),
                         row.revision, tuple(side_name(seat) for seat in table.seats), row.game_no, _games(table))


def _new_game_holder(session, code: str, table: GameTable, game_no: int, bidian_winner: int | None,
                     previous_on_paper: bool, previous_holder: int | None) -> int | None:
    """The camp holder of a new game: game 1 the console's own; a later game once the game before it
    is decided at its console, or on the referee's word that it was played on paper (docs/rules.md §5.6)."""
    games = _games(table)
    if not 1 <= game_no <= games:
        raise SanguoshaError("console.game_out_of_range", game=game_no, games=games)
    if game_no == 1:
        return camp_holder_of_game(1, None, bidian_winner, table=table.number)
    previous = _row(session, table.id, game_no - 1)
    if previous_on_paper:
        return _after_paper_game(session, code, table, previous, game_no, bidian_winner, previous_holder)
    if previous is None:
        raise SanguoshaError("console.previous_game_missing", game=game_no, previous=game_no - 1)
    before = TableConsole.from_dict(previous.state, lambda: 0.0, table=table.number, game=game_no - 1)
    if not before.decided:
        raise SanguoshaError("console.game_not_decided", game=game_no - 1, next=game_no)
    return camp_holder_of_game(game_no, before.camp_holder, bidian_winner, table=table.number)


def _after_paper_game(session, code: str, table: GameTable, previous: SanguoshaConsole | None, game_no: int,
                      bidian_winner: int | None, previous_holder: int | None) -> int | None:
    """The camp holder of a game whose game before was played on paper: an even game's comes from who held
    it then (``previous_holder``, the referee's word), an odd game's from the 比点.

    A console of that game where no step was taken is removed (nothing of it was played; audited); one
    that was used is refused: that game was played here, not on paper.
    """
    if previous is not None and previous.revision > 0:
        raise SanguoshaError("console.previous_game_at_console", game=game_no - 1)
    holder = camp_holder_of_game(game_no, previous_holder, bidian_winner, table=table.number)
    if previous is not None:
        audit.record(session, "sanguosha_on_paper", "table", table.id,
                     {"event": code, "table": table.number, "game": previous.game_no, "revision": 0},
                     {"event": code, "table": table.number, "game": previous.game_no, "on_paper": True})
        session.delete(previous)
        session.flush()
    return holder


def open_console(store: TournamentStore, code: str, table_id: int, now: Callable[[], float],
                 rng: random.Random | None = None, game_no: int = 1,
                 bidian_winner: int | None = None, previous_on_paper: bool = False,
                 previous_holder: int | None = None) -> ConsoleRecord:
    """The table's stored console of game ``game_no``, or a new one (committed and audited before
    it is shown).

    ``rng`` draws the deal's seed (and game 1's 1v1 lord), which is stored with the state. A new
    game after the first needs the game before it decided at its console; its camp holder (1v1:
    lord) follows docs/rules.md §5.6; an odd game needs ``bidian_winner`` (team 0 / 1, who won the
    比点 the referee enters; 3v3 game 1 too; a 1v1 game 1 without it draws the lord by lot).
    ``previous_on_paper``: the game before was played without the console (the referee says so); an even
    game then takes ``previous_holder``, who held the camp choice (1v1: was lord) in it.
    """
    kind = KIND_OF_EVENT.get(code)
    if kind is None:
        raise SanguoshaError("unknown_table", table=code)
    with store.session() as session:
        table = _table(session, code, table_id)
        row = _row(session, table_id, game_no)
        if row is None:
            holder = _new_game_holder(session, code, table, game_no, bidian_winner, previous_on_paper,
                                      previous_holder)
            settings = settings_for(code, table.round.stage.event.settings)
            if kind == KIND_1V1:
                console = TableConsole.start(kind, now, rng or random.Random(), settings, lord_seat=holder,
                                             table=table.number)
            else:
                console = TableConsole.start(kind, now, rng or random.Random(), settings, camp_holder=holder,
                                             table=table.number)
            row = SanguoshaConsole(table_id=table_id, game_no=game_no, kind=kind,
                                   state=console.to_dict(), revision=0, updated_at=utcnow())
            session.add(row)
            session.flush()
            started = {"event": code, "round": table.round.number, "table": table.number, "game": game_no,
                       "kind": kind, "seed": console.draft.state.seed, "camp_holder": console.camp_holder}
            if game_no % 2 == 1 and bidian_winner is not None:
                started["bidian_winner"] = console.camp_holder
            if previous_on_paper and game_no > 1:
                started["previous_on_paper"] = True
                if game_no % 2 == 0:
                    started["previous_holder"] = previous_holder
            audit.record(session, "sanguosha_start", "table", table_id, None, started)
        return _record(table, row)


def load_console(store: TournamentStore, code: str, table_id: int, game_no: int = 1) -> ConsoleRecord | None:
    """The stored console of a table, None if its draft has not begun."""
    with store.read() as session:
        table = session.get(GameTable, table_id)
        row = _row(session, table_id, game_no) if table is not None else None
        if row is None or table.round.stage.event.code != code:
            return None
        return _record(table, row)


def save_step(store: TournamentStore, code: str, record: ConsoleRecord, console: TableConsole,
              step: dict[str, Any]) -> ConsoleRecord:
    """Write the console after one step (``step`` says what, for the audit); the new record.

    Raises ConsoleChangedElsewhere if the stored revision is not the one ``record`` read.
    The audit never names a secret lineup: the draft logs none before the reveal.
    """
    with store.session() as session:
        table = _table(session, code, record.table_id)
        row = _row(session, record.table_id, record.game_no)
        if row is None or row.revision != record.revision:
            raise ConsoleChangedElsewhere(record.table_number)
        old_phase = TableConsole.from_dict(row.state, console.now, table=table.number, game=row.game_no).phase
        row.state, row.revision, row.updated_at = console.to_dict(), row.revision + 1, utcnow()
        audit.record(session, "sanguosha_step", "table", table.id,
                     {"event": code, "table": table.number, "game": record.game_no, "revision": record.revision,
                      "phase": old_phase},
                     {"event": code, "table": table.number, "game": record.game_no, "revision": row.revision,
                      "phase": console.phase, "step": step})
        return _record(table, row)


def result_prefill(store: TournamentStore, code: str, table_id: int, game_no: int = 1) -> dict[str, Any] | None:
    """The result form's starting values from the table's tracked game (None without one): 3v3 what
    the console tracked; any kind, the winner once its console decided the game."""
    record = load_console(store, code, table_id, game_no)
    if record is None:
        return None
    console = record.console(lambda: 0.0)  # reading needs no clock
    outcome = _outcome(game_no, console)
    prefill = console.result_prefill()
    if prefill is None and outcome.winner is not None:
        prefill = {"winner": outcome.winner}
    return prefill


def _table_consoles(store: TournamentStore, code: str, table_id: int) -> tuple[int, dict[int, TableConsole]] | None:
    """The event's games per round and the table's consoles by game number (None: not a table of the event)."""
    with store.read() as session:
        table = session.get(GameTable, table_id)
        if table is None or table.round.stage.event.code != code:
            return None
        games = int(settings_for(code, table.round.stage.event.settings)["games_per_round"])
        rows = session.scalars(select(SanguoshaConsole).where(SanguoshaConsole.table_id == table_id)
                               .order_by(SanguoshaConsole.game_no)).all()
        return games, {row.game_no: TableConsole.from_dict(row.state, lambda: 0.0) for row in rows}


def match_prefill(store: TournamentStore, code: str, table_id: int) -> dict[str, Any] | None:
    """The match form's starting values, game by game from the consoles (None without any): each
    game's camp holder (1v1: lord) and, 3v3, what its tracked game decided. A game played on paper
    before a later console's is left for the referee to enter, with its camp holder where the even
    game after it tells it (that game's holder swapped back)."""
    found = _table_consoles(store, code, table_id)
    if found is None:
        return None
    consoles = found[1]
    games: list[dict[str, Any]] = []
    for number in range(1, max(consoles, default=0) + 1):
        console, following = consoles.get(number), consoles.get(number + 1)
        if console is not None:
            winner = _outcome(number, console).winner
            games.append({**({"winner": winner} if winner is not None else {}), **(console.result_prefill() or {}),
                          "camp": console.camp_holder})
        elif following is not None and (number + 1) % 2 == 0:
            games.append({"camp": 1 - following.camp_holder})
        else:
            games.append({})
    return {"games": games} if games else None


def console_entry(store: TournamentStore, code: str, table_id: int) -> dict[str, Any] | None:
    """The entry to record when the referee takes the consoles' proposal: the games decided at the
    consoles from game 1 on, each as its console ended it (winner, how, the 3v3 technical fouls, the
    1v1 generals left; in a match with its camp holder, 1v1 its lord). None while game 1 is undecided.
    The time-up starting values (the form's) are left out: the scoring takes them only at time-up."""
    found = _table_consoles(store, code, table_id)
    if found is None:
        return None
    games, consoles = found
    decided: list[TableConsole] = []
    for number in range(1, games + 1):
        console = consoles.get(number)
        if console is None or not console.decided:
            break
        decided.append(console)
    played = [{key: value for key, value in (console.result_prefill() or {}).items() if key != "time_up"}
              for console in decided]
    if not played:
        return None
    if games <= 1:
        return played[0]
    return {"games": [dict(game, camp=console.camp_holder) for game, console in zip(played, decided)]}


def games_of_table(store: TournamentStore, code: str, table_id: int) -> list[int]:
    """The game numbers whose console a table has, in order."""
    with store.read() as session:
        table = session.get(GameTable, table_id)
        if table is None or table.round.stage.event.code != code:
            return []
        return list(session.scalars(select(SanguoshaConsole.game_no).where(
            SanguoshaConsole.table_id == table_id).order_by(SanguoshaConsole.game_no)))


def consoles_of_round(store: TournamentStore, round_id: RoundId, every_game: bool = False) -> list[ConsoleRecord]:
    """The stored consoles of a round's tables (of its stage only), by table: each table's latest game
    (the board and the hall), or with ``every_game`` all of them in game order (the printed match sheets)."""
    with store.read() as session:
        rows = session.execute(
            select(GameTable, SanguoshaConsole).join(SanguoshaConsole, SanguoshaConsole.table_id == GameTable.id)
            .where(GameTable.round_id.in_(round_ids_select(round_id)))
            .order_by(GameTable.number, SanguoshaConsole.game_no)).all()
        records = [_record(table, row) for table, row in rows]
    if every_game:
        return records
    latest = {record.table_id: record for record in records}  # the last game of each table wins
    return sorted(latest.values(), key=lambda record: record.table_number)


@dataclass(frozen=True)
class BoardTable:
    """One table of the round on the board of consoles: its latest game's console, None before any."""

    table_id: int
    table_number: int
    sides: tuple[str, ...]
    record: ConsoleRecord | None
    games: int = 1


def round_board(store: TournamentStore, round_id: RoundId) -> list[BoardTable]:
    """Every table of the round (of its stage only), by number, with its latest stored console (the
    referee's board)."""
    latest = {record.table_id: record for record in consoles_of_round(store, round_id)}
    with store.read() as session:
        tables = session.scalars(select(GameTable).where(GameTable.round_id.in_(round_ids_select(round_id)))
                                 .order_by(GameTable.number)).all()
        return [BoardTable(table.id, table.number, tuple(side_name(seat) for seat in table.seats),
                           latest.get(table.id), _games(table)) for table in tables]


@dataclass(frozen=True)
class GameOutcome:
    """One game as its console stands: ``camp`` the warm team (3v3) or the lord's seat (1v1), None
    until chosen; once the console decided the game, ``winner`` (team / seat 0 or 1) and ``how``."""

    game_no: int
    camp: int | None
    winner: int | None = None
    how: str | None = None


def _outcome(game_no: int, console: TableConsole) -> GameOutcome:
    """Read through the console's public API: its status names the winner once it decided."""
    record = console.sheet_record()
    camp = record["warm_team"] if record is not None else console.camp_holder
    winner = console.status()["winner"] if console.decided else None
    how = (console.result_prefill() or {}).get("how") if winner is not None else None
    return GameOutcome(game_no, camp, winner, how)


def table_outcomes(session, table_id: int) -> tuple[GameOutcome, ...]:
    """Every game of a table that has a console, in game order (inside the caller's session)."""
    rows = session.scalars(select(SanguoshaConsole).where(SanguoshaConsole.table_id == table_id)
                           .order_by(SanguoshaConsole.game_no)).all()
    return tuple(_outcome(row.game_no, TableConsole.from_dict(row.state, lambda: 0.0)) for row in rows)


def round_outcomes(store: TournamentStore, round_id: RoundId) -> dict[int, tuple[GameOutcome, ...]]:
    """Each table of the round with a console: table id → its games' outcomes (the results page)."""
    found: dict[int, list[GameOutcome]] = {}
    for record in consoles_of_round(store, round_id, every_game=True):
        found.setdefault(record.table_id, []).append(_outcome(record.game_no, record.console(lambda: 0.0)))
    return {table_id: tuple(games) for table_id, games in found.items()}


def decided_winners(outcomes) -> dict[int, int]:
    """Game number → the side its console says won, for the decided games."""
    return {game.game_no: game.winner for game in outcomes if game.winner is not None}


_CAMPS = {KIND_3V3: ("camp.warm", "camp.cold"), KIND_1V1: ("camp.lord", "camp.traitor")}


def _camp(kind: str, outcome: GameOutcome, side: int) -> Message:
    warm, cold = _CAMPS[kind]
    return Message(warm if side == outcome.camp else cold)


def side_words(kind: str, outcome: GameOutcome | None, side: int, names: tuple[str, ...]) -> Message | str:
    """A side of a game as the referee knows it: its camp (暖色 / 冷色, 1v1 主公 / 内奸) and name, or
    the name alone while the camp is not chosen."""
    name = names[side] if 0 <= side < len(names) else str(side)
    if outcome is None or outcome.camp is None:
        return name
    return Message("console.side", camp=_camp(kind, outcome, side), name=name)


def _won(kind: str, outcome: GameOutcome | None, game: int, side: int, names, games: int) -> Message:
    who = side_words(kind, outcome, side, names)
    return Message("console.won", side=who) if games <= 1 else Message("console.game_won", game=game, side=who)


def decided_words(kind: str, outcomes, names: tuple[str, ...], games: int) -> list[Message]:
    """What the consoles decided, game by game (暖色（A）胜), for the quick entry's proposal."""
    return [_won(kind, outcome, outcome.game_no, outcome.winner, names, games)
            for outcome in outcomes if outcome.winner is not None]


def seat_camps(kind: str, outcomes, games: int) -> tuple[Message | None, Message | None]:
    """Each seat's camp in the table's latest game with a chosen camp (a match: with its number)."""
    chosen = [outcome for outcome in outcomes if outcome.camp is not None]
    if not chosen:
        return None, None
    latest = chosen[-1]
    if games <= 1:
        return _camp(kind, latest, 0), _camp(kind, latest, 1)
    return tuple(Message("console.camp_in_game", game=latest.game_no, camp=_camp(kind, latest, side))
                 for side in (0, 1))


def disagreement_words(kind: str, found: list[Disagreement], outcomes, names: tuple[str, ...],
                       games: int) -> tuple[list[Message], list[Message]]:
    """The console's outcome and the entry, game by game, as the refusal shows them side by side."""
    by_game = {outcome.game_no: outcome for outcome in outcomes}
    console, entered = [], []
    for disagreement in found:
        if disagreement.game == 0:  # a match typed as its total
            for counts, out in ((disagreement.console, console), (disagreement.entered, entered)):
                out.append(Message("console.games_won", first=names[0], first_games=counts[0],
                                   second=names[1], second_games=counts[1]))
            continue
        outcome = by_game.get(disagreement.game)
        console.append(_won(kind, outcome, disagreement.game, disagreement.console, names, games))
        entered.append(_won(kind, outcome, disagreement.game, disagreement.entered, names, games)
                       if disagreement.entered is not None
                       else Message("console.game_missing", game=disagreement.game))
    return console, entered


@dataclass(frozen=True)
class SeatedTable:
    """A table as a question about it names it: its round (with the stage), number and sides."""

    round_id: RoundId
    number: int
    sides: tuple[str, ...]  # the names at seat 0 and seat 1 (3v3: the teams; 1v1: the players)


def seated_table(store: TournamentStore, code: str, table_id: int) -> SeatedTable:
    """A table of the event before any console: its round, number and the names at its seats."""
    with store.read() as session:
        table = session.get(GameTable, table_id)
        if table is None or table.round.stage.event.code != code:
            raise SanguoshaError("unknown_table", table=table_id)
        return SeatedTable(round_id_of_round(table.round), table.number,
                           tuple(side_name(seat) for seat in table.seats))