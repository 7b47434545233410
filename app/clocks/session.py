"""The clocks of one event in plain Python: which timers its current round has, what the file's
snapshots give back, what a crash left waiting for the referee, what to save, what the hall reads.

The service layer (app/services/clocks.py) reads the round and the stored snapshots and writes
what this module says; the clocks page only shows the timers and sends the referee's commands.
A ``ClockDesk`` (one per open file, owned by the main window) keeps each event's session, so a
rebuilt tab takes its running clocks over, and gives the hall screen every page's timers.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Sequence

from app.clocks.game_clock import ClockState, GameClock
from app.clocks.modes import ClockSpec
from app.clocks.settings import Spec, make_timer, outage_to_offer, restore_timer, snapshot_running
from app.clocks.timers import CountdownState, RoundTimer
from app.messages import Message

FREE_KEY = "free"  # the free-standing two-player clock (before round 1)
FINISHED = "finished"  # added to a table's snapshot when the referee marked it finished
# After a crash: resume with the outage charged, resume without it, or keep the clocks paused.
CHARGE, NO_CHARGE, KEEP_PAUSED = "charge", "no_charge", "keep_paused"

Timer = Any  # a GameClock, Countdown, RoundTimer or Stopwatch


@dataclass(frozen=True)
class TableClock:
    """A table of the round: its clock's storage key, its number, who plays there (seat order)."""
    key: str
    number: int
    names: tuple[str, ...]


@dataclass(frozen=True)
class RoundClocks:
    """The clocks a paired round has: the hall round timer and one per table.

    Every key of the round starts with ``prefix`` + "/" (the service layer builds the keys); ``round_words``
    names the round with its stage (RoundId.words: 预赛第 2 轮).
    """
    round_words: Message
    prefix: str
    hall_key: str
    tables: tuple[TableClock, ...]

    def table(self, number: int) -> TableClock:
        return next(t for t in self.tables if t.number == number)

    def owns(self, key: str) -> bool:
        return key.startswith(self.prefix + "/")


@dataclass(frozen=True)
class Reading:
    """A running timer for the hall screen: the round timer (``table`` None) or a table's clock."""
    table: TableClock | None
    remaining: float
    alert_due: bool = False  # a countdown past its announced minute (identity's 崩坏)


@dataclass(frozen=True)
class Loaded:
    """What a load found: stored clocks of other rounds (to forget) and snapshots it could not read."""
    stale: tuple[str, ...] = ()
    unreadable: tuple[tuple[str, Exception], ...] = ()


@dataclass
class ClockSession:
    """The timers of one event, by storage key; ``now`` (monotonic) and ``wall`` are injected."""
    now: Callable[[], float]
    wall: Callable[[], float]
    spec: Spec | None = None
    round: RoundClocks | None = None
    timers: dict[str, Timer] = field(default_factory=dict)
    pending: dict[str, dict] = field(default_factory=dict)  # snapshots a crash stopped, until answered
    marked: set[str] = field(default_factory=set)  # tables the referee marked finished (no result)
    by_result: set[int] = field(default_factory=set)  # table numbers finished because a result came in
    restored: set[str] = field(default_factory=set)  # keys whose clock came back from the file
    # Clocks another live station runs: shown as it runs them, never commanded or saved here.
    elsewhere: frozenset[str] = frozenset()
    display_only: bool = False  # a read-only station: every clock is shown, none is its own
    followed: dict[str, dict] = field(default_factory=dict)  # the snapshot each shown clock was read from

    @property
    def two_player(self) -> bool:
        """The event plays with two-player clocks (a big clock can be opened)."""
        return isinstance(self.spec, ClockSpec)

    # -- building from the file ------------------------------------------------------------
    def load(self, spec: Spec, round_seconds: float, round_clocks: RoundClocks | None,
             stored: Mapping[str, dict], recover: bool = False,
             elsewhere: frozenset[str] = frozenset()) -> Loaded:
        """Set the timers of the round: a started one is kept, else the stored one comes back
        paused, else a fresh one.  With ``recover`` the restored clocks that were running (a
        crash stopped them) wait in ``pending`` for the referee's choice.  A clock another live
        station runs (``elsewhere``), and on a display-only station every stored one, is shown
        from its snapshot as it runs there: never kept from before, never waiting."""
        stale = tuple(key for key in stored
                      if key != FREE_KEY and (round_clocks is None or not round_clocks.owns(key)))
        stored = {key: snapshot for key, snapshot in stored.items() if key not in stale}
        self.spec, self.round = spec, round_clocks
        self.elsewhere = frozenset(elsewhere)
        self.followed = {}
        self.restored = set()
        self.marked = {key for key, snapshot in stored.items() if snapshot.get(FINISHED)}
        unreadable: list[tuple[str, Exception]] = []
        timers: dict[str, Timer] = {}
        if round_clocks is not None:
            timers[round_clocks.hall_key] = self._timer(
                round_clocks.hall_key, stored, unreadable,
                lambda: RoundTimer(round_seconds, self.now, self.wall))
            for table in round_clocks.tables:
                timers[table.key] = self._timer(table.key, stored, unreadable,
                                                lambda: make_timer(spec, self.now, self.wall))
        if FREE_KEY in stored or FREE_KEY in self.timers:
            timers[FREE_KEY] = self._timer(FREE_KEY, stored, unreadable, None)
        self.timers = timers
        self.pending = {key: s for key, s in self.pending.items() if key in timers}
        if recover:
            self.pending = {key: stored[key] for key in timers
                            if key in self.restored and snapshot_running(stored[key])}
        if self.display_only:
            self.pending = {}
        return Loaded(stale, tuple(unreadable))

    def _timer(self, key: str, stored: Mapping[str, dict], unreadable: list,
               fresh: Callable[[], Timer] | None) -> Timer:
        if key in stored and self.shown_only(key):
            try:
                return self._shown(key, stored[key])
            except (ValueError, KeyError, TypeError) as exc:
                unreadable.append((key, exc))
        current = self.timers.get(key)
        if current is not None and current.state().started and not self.shown_only(key):
            return current
        if key in stored:
            try:
                timer = restore_timer(stored[key], self.now, False, self.wall)
                self.restored.add(key)
                return timer
            except (ValueError, KeyError, TypeError) as exc:
                unreadable.append((key, exc))
        return fresh() if fresh is not None else current

    # -- the clocks another station runs ---------------------------------------------------
    def shown_only(self, key: str) -> bool:
        """Whether the clock is shown here and not this station's to command or save."""
        return self.display_only or key in self.elsewhere

    def _shown(self, key: str, snapshot: dict) -> Timer:
        """A clock as its station runs it: running on, as if read there now, when it ran at its last
        snapshot and its station lives; else as the snapshot left it."""
        running = key in self.elsewhere and snapshot_running(snapshot)
        timer = restore_timer(snapshot, self.now, running, self.wall)
        if running:
            timer.resume()
        self.followed[key] = dict(snapshot)
        return timer

    def follow(self, stored: Mapping[str, dict], elsewhere: frozenset[str]) -> list[str]:
        """Another station committed: the clocks shown here are read again from ``stored``; a clock another
        station has taken since is shown from now on.  Returns the keys whose timer was replaced."""
        self.elsewhere = frozenset(key for key in elsewhere if key in self.timers)
        replaced = []
        for key, snapshot in stored.items():
            if key in self.timers and self.shown_only(key) and snapshot != self.followed.get(key):
                try:
                    self.timers[key] = self._shown(key, snapshot)
                except (ValueError, KeyError, TypeError):
                    continue  # unreadable: the page said so when it loaded it
                replaced.append(key)
        return replaced

    # -- after a crash ---------------------------------------------------------------------
    def recovery_entries(self) -> list[tuple[str, float]]:
        """The clocks waiting for the referee's choice: (key, wall seconds since their last event)."""
        return [(key, outage_to_offer(snapshot, self.wall)) for key, snapshot in self.pending.items()]

    def apply_recovery(self, choice: str) -> list[str]:
        """Resume the waiting clocks, the outage charged or not, or keep them paused.

        Returns the keys whose clock is to be saved (every one that was waiting).
        """
        pending, self.pending = self.pending, {}
        for key, snapshot in pending.items():
            if choice == CHARGE:
                self.timers[key] = restore_timer(snapshot, self.now, True, self.wall)
            if choice != KEEP_PAUSED:
                self.timers[key].resume()
        return list(pending)

    # -- what to save ----------------------------------------------------------------------
    def table_snapshot(self, number: int, snapshot: dict, finished: bool) -> dict:
        """A table's snapshot to save: a table the referee marked finished (not a result) carries the mark."""
        marked = finished and number not in self.by_result
        return {**snapshot, FINISHED: True} if marked else snapshot

    def results_changed(self, with_result: Mapping[int, bool],
                        finished: Callable[[int], bool]) -> tuple[list[int], list[int]]:
        """Tables to mark finished (a result came in) and to reopen (its result was withdrawn).

        ``with_result`` maps each table number to whether it has a result; ``finished(number)``
        says whether the table shows finished now.
        """
        to_finish, to_reopen = [], []
        for number, has_result in with_result.items():
            if has_result and not finished(number):
                self.by_result.add(number)
                to_finish.append(number)
            elif not has_result and number in self.by_result:
                self.by_result.discard(number)
                to_reopen.append(number)
        return to_finish, to_reopen

    def free_clock(self) -> GameClock:
        """The free-standing clock (before round 1), made on first use."""
        if not isinstance(self.timers.get(FREE_KEY), GameClock):
            self.timers[FREE_KEY] = GameClock(self.spec, self.now, self.wall)
        return self.timers[FREE_KEY]

    # -- what the hall screen reads ----------------------------------------------------------
    def readings(self) -> list[Reading]:
        """The round timer once started, then each running table clock, with time left."""
        if self.round is None:
            return []
        hall = self.timers[self.round.hall_key].state()
        readings = [Reading(None, hall.remaining)] if hall.started else []
        for table in self.round.tables:
            state = self.timers[table.key].state()
            if not getattr(state, "running", False):
                continue
            remaining = (state.remaining(state.to_move) if isinstance(state, ClockState)
                         else state.remaining if isinstance(state, CountdownState) else None)
            if remaining is not None:
                readings.append(Reading(table, remaining,
                                        isinstance(state, CountdownState) and state.alert_due))
        return readings


TimerSource = Callable[[], Sequence[tuple[str, float]]]


class ClockDesk:
    """The open file's clocks: each event's session, and the timer sources the hall screen reads.

    The main window owns one and starts it afresh for every file it opens.
    """

    def __init__(self) -> None:
        self._sessions: dict[str, ClockSession] = {}
        self._sources: dict[str, TimerSource] = {}

    def session(self, code: str, now: Callable[[], float], wall: Callable[[], float]) -> ClockSession:
        """The event's session: the one already running, else a new one on ``now`` / ``wall``."""
        if code not in self._sessions:
            self._sessions[code] = ClockSession(now, wall)
        return self._sessions[code]

    def forget_sessions(self) -> None:
        """Another file is opened: its clocks come from that file."""
        self._sessions.clear()

    def set_timer_source(self, owner: str, source: TimerSource | None) -> None:
        """A callable returning [(label, seconds remaining), ...] for ``owner``; None removes it."""
        if source is None:
            self._sources.pop(owner, None)
        else:
            self._sources[owner] = source

    def timer_entries(self) -> list[tuple[str, float]]:
        """Every source's timers, by owner; a source whose Qt object is gone is dropped."""
        entries: list[tuple[str, float]] = []
        for owner in sorted(self._sources):
            try:
                entries += list(self._sources[owner]())
            except RuntimeError:  # "Internal C++ object already deleted": its page went without a word
                self._sources.pop(owner, None)
        return entries
