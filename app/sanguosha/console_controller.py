"""The referee's console without Qt: keys → intents → steps of one table's console, the games of its
match, and a plain description of the screen (app/sanguosha/console_screen.py). What both kinds share;
each kind is its own object (app/sanguosha/console_kinds.py: ``Console3v3``, ``Console1v1``).

Keys are plain names: "0"–"9", "enter", "space", "escape", "backspace", "left", "right", "up",
"down", "undo" and the letters "n", "g", "p", "d", "f", "s", "a". Time is the given wall clock;
every step is written through the ``table`` port at once (the window gives one over the tournament
file), and a refused step or write is said as a ``Notice``.
"""
from __future__ import annotations

from typing import Any, Callable, Mapping, Protocol

from app.clocks.timers import ActionTimer
from app.rules.generals import GENERALS_BY_NAME
from app.sanguosha import console_flow
from app.sanguosha.console_clock import ConsoleClock
from app.sanguosha.console_screen import Card, Grid, Notice, Options, Question, Screen, Secret
from app.sanguosha.errors import SanguoshaError
from app.sanguosha.steps import COLD, WARM
from app.sanguosha.table_console import TableConsole

ARROWS = {"left": (0, -1), "right": (0, 1), "up": (-1, 0), "down": (1, 0)}
URGENT_SECONDS = 5
DEFAULT_ACTIONS = {"action": 15, "skill": 5}


class StepNotSaved(Exception):
    """The port could not write a step: ``reason`` "elsewhere" (another station wrote first) or
    "unwritable" (``detail`` says why); the console goes back to what the file holds."""

    def __init__(self, reason: str, detail: str = ""):
        super().__init__(reason, detail)
        self.reason, self.detail = reason, detail


class TablePort(Protocol):
    """Where a table's consoles are kept (a record has ``console(now)``, ``game_no``, ``games``,
    ``revision``, ``sides``, ``table_number``, ``round_id``)."""

    def save(self, record: Any, console: TableConsole, step: dict[str, Any]) -> Any: ...
    def load(self, game_no: int) -> Any | None: ...
    def open(self, game_no: int, now: Callable[[], float], bidian_winner: int | None = None,
             previous_on_paper: bool = False, previous_holder: int | None = None) -> Any: ...
    def games(self) -> list[int]: ...


def _digit(key: str) -> int | None:
    return int(key) if len(key) == 1 and key.isdigit() else None


class ConsoleController:
    """One table's console at the referee's desk; ``view()`` is what the screen shows."""

    KIND = ""
    SIDES: tuple[str, str] = (WARM, COLD)
    COLUMNS = 4
    SEATS: tuple[str, ...] = ()

    def __init__(self, table: TablePort, record, wall: Callable[[], float],
                 action_seconds: Mapping[str, float] | None = None):
        self.table, self.record = table, record
        # the console's own time: ready (stopped) until the referee starts it (docs/rules.md §5.1)
        self.clock = ConsoleClock(wall)
        self.timer = ActionTimer(action_seconds or DEFAULT_ACTIONS, now=self.clock)
        self.console = record.console(self.clock)
        self.console.restart_timer()  # a resumed step gets its full time again
        self.cursor = 0
        self.notice: Notice | None = None
        # the game keys: "goto" (G pressed: a number follows), "bidian" (who won the 比点) or "paper"
        # (who held the camp choice in the game before, played on paper)
        self.game_mode: str | None = None
        self.target_game: int | None = None
        self.paper_before = False
        self.reset_entry()

    def reset_entry(self) -> None:
        """Forget what was half-typed: a number, a secret lineup, a pending D / F."""
        self.entering: str | None = None
        self.chosen: list[int] = []
        self.typed = ""
        self.mode: str | None = None

    @property
    def busy(self) -> bool:
        """A question, a half-entered lineup or a pending D / F holds the keys."""
        return self.game_mode is not None or self.entering is not None or self.mode is not None

    # --- kind ------------------------------------------------------------------------------
    def team_of(self, side: str) -> int | None:  # pragma: no cover - each kind defines it
        raise NotImplementedError

    def dealt(self) -> list[str]:  # pragma: no cover - each kind defines it
        raise NotImplementedError

    def hidden(self, index: int) -> bool:
        """Whether dealt card ``index`` is face down (1v1's last four)."""
        return False

    def pending_sides(self) -> list[str]:  # pragma: no cover - each kind defines it
        raise NotImplementedError

    def set_secret(self, side: str, names: list[str]) -> None:  # pragma: no cover - each kind defines it
        raise NotImplementedError

    # --- keys ------------------------------------------------------------------------------
    def press(self, key: str) -> bool:
        """One key; False when the console has no use for it here."""
        if not self.busy:
            if not self.clock.running and key in ("space", "enter"):
                self.clock.start()
                self.notice = None
                return True
            if self.clock.running and key == "p" and not self.console.decided:
                self.clock.pause()
                return True
            if not self.clock.running and key not in ("n", "g", "undo"):
                self.notice = Notice("not_started", error=True)
                return True
        if self._game_key(key):
            return True
        if key == "undo":
            self.undo()
            return True
        handler = {"choice_board": self._choice_key, "board": self._board_key, "grid": self._grid_key,
                   "viewing": self._viewing_key, "secret": self._secret_key}.get(
                       console_flow.screen(self.console), self._choice_key)
        return handler(key, _digit(key))

    def act(self, step: dict[str, Any], action: Callable[[], Any]) -> bool:
        """Run one step on the console; refused: the reason said, nothing written."""
        try:
            action()
        except SanguoshaError as error:
            self.notice = Notice("refused", error=True, args={"error": error})
            return False
        written = self.commit(step)
        if written:
            self.notice = None
        return written

    def commit(self, step: dict[str, Any]) -> bool:
        """Write the console; if the file refuses, go back to what it holds and say why."""
        if self.console.decided:
            self.timer.stop()  # a decided game runs no countdown
        try:
            self.record = self.table.save(self.record, self.console, step)
        except StepNotSaved as refused:
            self.reload()
            self.notice = Notice(refused.reason, error=True, args={"detail": refused.detail})
            return False
        return True

    def reload(self) -> None:
        """The console as the file holds it (after a refused write)."""
        record = self.table.load(self.record.game_no)
        if record is not None:
            self.record = record
            self.console = record.console(self.clock)
            self.console.restart_timer()
        self.reset_entry()

    def undo(self) -> None:
        """Ctrl+Z: take back the last step, whichever part took it."""
        try:
            part = self.console.undo()
        except SanguoshaError as error:
            self.notice = Notice("refused", error=True, args={"error": error})
            return
        self.timer.stop()
        self.reset_entry()
        if self.commit({"action": "undo", "part": part}):
            self.notice = Notice("undone")

    def poll(self) -> str | None:
        """The repaint: a countdown that ran out applies the step's default; returns the step it was
        taken at (None if none). Not while ready or paused, nor while the referee says the game before
        was played on paper (no step of this game is taken then)."""
        if self.game_mode == "paper" or not self.clock.running:
            return None
        before = self.console.phase
        applied = self.console.tick()
        if not applied:
            return None
        self.reset_entry()
        if self.commit({"action": "timeout", "phase": before, "defaults": len(applied)}):
            self.notice = Notice("timeout", args={"phase": before})
        return before

    def _choice_key(self, key: str, digit: int | None) -> bool:
        for choice in console_flow.choices(self.console):
            if digit == choice.number:
                if choice.open:
                    self.act(choice.step(), lambda choice=choice: console_flow.take(self.console, choice))
                return True
        return False

    def _viewing_key(self, key: str, digit: int | None) -> bool:
        """The minute of viewing: Enter ends it early (both sides have looked)."""
        if key == "enter":
            self.act({"action": "end_viewing"}, lambda: self.console.draft_step("end_viewing"))
            return True
        return False

    def _grid_key(self, key: str, digit: int | None) -> bool:
        count = len(self.dealt())
        if digit is not None:
            self.typed = (self.typed + key)[-2:]
        elif key in ("backspace", "escape"):
            self.typed = ""
        elif key in ARROWS:
            rows, columns = ARROWS[key]
            self.cursor = min(count - 1, max(0, self.cursor + rows * self.COLUMNS + columns))
            self.typed = ""
        elif key == "enter":
            number = int(self.typed) if self.typed else self.cursor + 1
            self.typed = ""
            self.pick_number(number)
        else:
            return False
        return True

    def pick_number(self, number: int) -> bool:
        """The side to move takes card ``number`` (1-based, as shown)."""
        names, draft = self.dealt(), self.console.draft
        taken = {name for picks in draft.state.picks.values() for name in picks}
        side = draft.side_to_move()

        def pick():
            if not 1 <= number <= len(names) or names[number - 1] in taken:
                raise SanguoshaError("not_available", general=f"#{number}")
            self.console.draft_step("pick", side, names[number - 1])
        self.cursor = max(0, min(len(names) - 1, number - 1))
        return self.act({"action": "pick", "side": side, "value": number}, pick)

    def _secret_key(self, key: str, digit: int | None) -> bool:
        if self.console.phase == "reveal":
            if key == "enter":
                self.act({"action": "reveal"}, self.console.reveal)
                return True
            return False
        if self.entering is None:
            if key == "enter" and self.pending_sides():
                self.entering, self.chosen = self.pending_sides()[0], []
                return True
            return False
        picks = self.console.draft.state.picks[self.entering]
        if digit is not None and 1 <= digit <= len(picks):
            if digit - 1 not in self.chosen and len(self.chosen) < len(self.SEATS):
                self.chosen.append(digit - 1)
        elif key == "backspace":
            self.chosen = self.chosen[:-1]
        elif key == "escape":
            self.entering, self.chosen = None, []
        elif key == "enter":
            if len(self.chosen) == len(self.SEATS):
                side, names = self.entering, [picks[i] for i in self.chosen]
                self.entering, self.chosen = None, []  # blank again at once: the next side may be looking
                self.act({"action": "set_lineup", "side": side}, lambda: self.set_secret(side, names))
        else:
            return False
        return True

    def _board_key(self, key: str, digit: int | None) -> bool:  # pragma: no cover - 3v3 only
        return False

    # --- the games of a match (docs/rules.md §5.6) -----------------------------------------
    def _game_key(self, key: str) -> bool:
        digit = _digit(key)
        if self.game_mode == "goto":
            self.game_mode = None
            if digit is not None and digit >= 1:
                self.go_to_game(digit)
            return True
        if self.game_mode in ("bidian", "paper"):
            if key == "escape":
                self.game_mode = self.target_game = None
            elif digit in (1, 2):  # the referee's word (the 比点, or a fact of the game before): no default
                answer = {"bidian_winner" if self.game_mode == "bidian" else "previous_holder": digit - 1}
                self.game_mode = None
                self.open_game(self.target_game, **answer)
            return True
        if self.entering is None and self.mode is None and self.record.games > 1:
            if key == "n":
                self.go_to_game(self.record.game_no + 1)
                return True
            if key == "g":
                self.game_mode = "goto"
                return True
        return False

    def go_to_game(self, game_no: int) -> None:
        """Open game ``game_no``: a stored one as it is; a new odd game after the first asks the 比点
        first; after a game played on paper an even game asks who held the camp choice in it."""
        stored = self.table.games()
        before_unused = game_no - 1 in stored and self._unused(game_no - 1)
        question, self.paper_before = console_flow.game_question(
            game_no, stored, self.record.games, before_unused, self.console.decided, self.record.game_no)
        if question == "open":
            self.open_game(game_no)
            return
        self.game_mode, self.target_game = question, game_no

    def _unused(self, game_no: int) -> bool:
        """Whether game ``game_no``'s console has had no step yet (what was played, was played on paper)."""
        if game_no == self.record.game_no:
            return self.record.revision == 0
        record = self.table.load(game_no)
        return record is None or record.revision == 0

    def open_game(self, game_no: int, bidian_winner: int | None = None, previous_holder: int | None = None) -> bool:
        """Switch to game ``game_no`` (a new game is committed and audited first)."""
        try:
            record = self.table.open(game_no, self.clock, bidian_winner=bidian_winner,
                                     previous_on_paper=self.paper_before, previous_holder=previous_holder)
        except SanguoshaError as error:
            self.game_mode = self.target_game = None
            self.notice = Notice("refused", error=True, args={"error": error})
            return False
        self.game_mode = self.target_game = None
        self.paper_before = False
        self.clock.stop()  # a new game waits for the referee's start like a new console
        self.record, self.console = record, record.console(self.clock)
        self.console.restart_timer()
        self.timer.stop()
        self.reset_entry()
        self.cursor = 0
        self.notice = Notice("switched", args={"game": game_no})
        return True

    # --- what the screen shows ---------------------------------------------------------------
    def view(self) -> Screen:
        console, record = self.console, self.record
        page, body, keys = self._page()
        if self.game_mode in ("bidian", "paper"):
            page = "question"
            body = Question(self.game_mode, self.target_game, self.paper_before)
            keys = ("question_" + self.game_mode,)
        seconds, dash = self._countdown()
        default = None
        if self.clock.running and not console.decided and console.remaining() is not None:
            default = console.phase
        return Screen(
            kind=self.KIND, round_id=record.round_id, table_number=record.table_number,
            sides=tuple(record.sides), game_no=record.game_no, games=record.games, step=console.step,
            mover=self._mover(), mover_team=self._mover_team(), decided=console.decided,
            countdown=seconds, dash=dash, urgent=seconds is not None and seconds <= URGENT_SECONDS,
            clock=self.clock.state, default=default, page=page, body=body,
            keys=("goto",) if self.game_mode == "goto" else keys,
            game_keys=self._game_keys(), notice=self.notice)

    def _countdown(self) -> tuple[float | None, bool]:
        """Seconds left on the step (draft) or on the acting role's timer; none once decided."""
        if self.console.decided:
            return None, False
        remaining = self.console.remaining()
        return remaining, remaining is None

    def _mover(self) -> str | None:
        return self.console.draft.side_to_move()

    def _mover_team(self) -> int | None:
        return None

    def _game_keys(self) -> tuple[tuple[str, int], ...]:
        """The keys of the match's games under the step's: N for the next game (a decided one, or one
        played on paper), G + number for any."""
        record = self.record
        if record.games <= 1 or self.game_mode is not None:
            return ()
        keys = []
        if self.console.decided and record.game_no < record.games:
            keys.append(("next", record.game_no + 1))
        elif record.revision == 0 and record.game_no < record.games:
            keys.append(("paper_next", record.game_no + 1))
        keys.append(("goto_any", record.games))
        return tuple(keys)

    def _page(self) -> tuple[str, Any, tuple[str, ...]]:
        screen = console_flow.screen(self.console)
        if screen in ("viewing", "grid"):
            return "grid", self._grid(screen == "viewing"), (screen,)
        if screen == "secret":
            return self._secret()
        return "choice", self._options(), ("choice",)

    def _options(self) -> Options:
        draft, phase = self.console.draft, self.console.phase
        args = {}
        if phase == "camp":
            args = {"team": draft.state.camp_holder}
        elif phase == "piles":
            team = draft.team_to_move()
            args = {"team": team if team is not None else 0}
        picks = tuple((side, tuple(draft.state.picks[side])) for side in self.SIDES) if phase == "confirm" else ()
        return Options(phase, args, tuple(console_flow.choices(self.console)), picks)

    def _card(self, index: int, name: str, owners: Mapping[str, str], cursor: int) -> Card:
        if self.hidden(index):
            return Card(index + 1, None, None, None, owners.get(name), index == cursor)
        kingdom, max_hp = self._general(name)
        return Card(index + 1, name, kingdom, max_hp, owners.get(name), index == cursor)

    def _grid(self, viewing: bool) -> Grid:
        draft = self.console.draft
        names = self.dealt()
        owners = {name: side for side in self.SIDES for name in draft.state.picks[side]}
        cursor = -1 if viewing else self.cursor  # nothing to pick while both sides look
        cards = tuple(self._card(index, name, owners, cursor) for index, name in enumerate(names))
        if viewing:
            return Grid(cards, self.COLUMNS, viewing_holder=draft.state.camp_holder)
        shown = {name: card.name for name, card in zip(names, cards)}
        picks = tuple((side, tuple(shown.get(name, name) for name in draft.state.picks[side])) for side in self.SIDES)
        return Grid(cards, self.COLUMNS, self.typed, None, draft.side_to_move(), draft.picks_left_in_step(), picks)

    def _secret(self) -> tuple[str, Secret, tuple[str, ...]]:
        pending = self.pending_sides()
        done = tuple(side for side in self.SIDES if side not in pending)
        if self.console.phase == "reveal":
            return "secret", Secret("reveal", done=done), ("reveal",)
        if self.entering is None:
            side = pending[0]
            away = next(other for other in self.SIDES if other != side)
            return "secret", Secret("blank", side, away, done), ("blank",)
        picks = self.console.draft.state.picks[self.entering]
        described = tuple((name, *self._general(name)) for name in picks)
        return "secret", Secret("entry", self.entering, None, done, described,
                                tuple(picks[i] for i in self.chosen), self.SEATS), ("entry",)

    @staticmethod
    def _general(name: str) -> tuple[str | None, int | None]:
        general = GENERALS_BY_NAME.get(name)
        return (general.kingdom, general.max_hp) if general else (None, None)
