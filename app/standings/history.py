"""Each player's round-by-round record, with the FIDE C.07 (2023) unplayed-round categories.

The tie-breaks read this, never the raw game records, so that the handling of
byes, forfeits, absences and withdrawals is decided in one place.

Unplayed-round kinds, mapped to FIDE C.07 Article 16.2:
  ``bye``           pairing-allocated bye                 (16.2.1)
  ``forfeit_win``   won because the opponent did not play (16.2.2)
  ``requested_bye`` a bye the player asked for (a half-point bye, TRF ``H``;
                    16.2.3, a VUR): cut first, like every VUR
  ``forfeit_loss``  lost by forfeit                       (16.2.4, a VUR)
  ``absent``        no game and no bye in that round — a zero-point bye;
                    every round after a withdrawal is one (16.1.1, a VUR):
                    16.2.3 when a round that is not a VUR follows, else 16.2.5.
"""
from __future__ import annotations

from dataclasses import dataclass
from operator import attrgetter
from typing import Iterable, Mapping, NamedTuple, Sequence

from app.standings.records import BYE, FORFEIT, PLAYED, WIN, Competitor, GameRecord

FORFEIT_WIN = "forfeit_win"
FORFEIT_LOSS = "forfeit_loss"
ABSENT = "absent"
REQUESTED_BYE = "requested_bye"
VOLUNTARY_UNPLAYED = frozenset({FORFEIT_LOSS, ABSENT, REQUESTED_BYE})  # C.07 16.1.2 "VUR"
_ROUND_OF = attrgetter("round")


class RoundEntry(NamedTuple):
    """What one player did in one round: the opponents met, the points, and how it counted.

    A named tuple: a ranking from nothing makes one per player and round (9,000 at 1,000
    players), and a frozen dataclass took three times as long to make.
    """

    round: int
    kind: str  # PLAYED, BYE, REQUESTED_BYE, FORFEIT_WIN, FORFEIT_LOSS or ABSENT
    opponents: tuple = ()  # tablemates actually played against
    points: float = 0.0
    wins: int = 0
    records: tuple = ()

    @property
    def played(self) -> bool:
        return self.kind == PLAYED

    @property
    def voluntary_unplayed(self) -> bool:
        return self.kind in VOLUNTARY_UNPLAYED


def last_round(records: Iterable[GameRecord], after_round: int | None) -> int:
    """The number of rounds the standings cover."""
    if after_round is not None:
        return after_round
    return max(map(_ROUND_OF, records), default=0)


def build_history(competitors: Sequence[Competitor], records: Iterable[GameRecord],
                  rounds: int) -> dict[int, list[RoundEntry]]:
    """Player id -> one RoundEntry per round 1..rounds (records of later rounds are ignored).

    A forfeit loss after the player's withdrawal counts as an absence (16.1.1).
    """
    return HistoryCache().build(competitors, records, rounds)


class HistoryCache:
    """The round entries of the last build, kept for the next one.

    A round whose records are equal to last time's is not rebuilt: after a
    result in the open round only that round is, and in it only the players
    whose own records changed get new entries (the others keep the same
    objects, so the kept tie-break values see them unchanged at a glance).
    The result is always what a fresh ``build_history`` gives (the records are
    compared, not trusted).  ``tiebreaks`` (a ``tiebreaks.TiebreakCache``)
    ``rows`` and ``encounters`` are kept there by ``individual_standings``.
    """

    def __init__(self) -> None:
        self._rounds: dict[int, _KeptRound] = {}
        self._history: dict[int, list[RoundEntry]] = {}  # the last build, never changed once returned
        self._field: list[Competitor] = []  # the competitors it was built for, in order
        self.tiebreaks = None
        self.records_read = _RecordExtent()  # of every record passed to the last build
        self.rows: dict = {}  # player id -> (what the row shows, row) of the last ranking
        self.encounters: dict = {}  # a tied group's direct encounter of the last ranking (individual._direct_encounter)
        self.ties: tuple = (None, {})  # (chain settings, each tie's splits) of the last ranking (individual._split_ties)
        self.tie_rows: tuple = (None, {})  # (chain settings, each tie's (place, rows)) of the last ranking
        self._totals: dict[int, float] = {}  # player id -> points, of the last build ``scores`` summed
        self._totals_of = -1  # the build those totals are of
        self.builds = 0  # how many builds: a kept answer says which build it is of
        # The players whose entries are a new list since the build before (None: the player set changed).
        self.renewed: set[int] | None = None

    def build(self, competitors: Sequence[Competitor], records: Iterable[GameRecord],
              rounds: int) -> dict[int, list[RoundEntry]]:
        by_round: dict[int, list[GameRecord]] = {number: [] for number in range(1, rounds + 1)}
        later: list[GameRecord] = []  # outside the rounds ranked (``after_round``)
        for record in records:
            by_round.get(record.round, later).append(record)
        kept = {}
        # The players whose entries may differ from the last build's (None: anyone may).
        moved: set[int] | None = set() if self._rounds.keys() == by_round.keys() else None
        for number, round_records in by_round.items():
            cached = self._rounds.get(number)
            if cached is None or cached.records != round_records:
                rebuilt = _KeptRound(number, round_records, cached)
                changed = rebuilt.moved_since(cached)
                moved = None if moved is None or changed is None else moved | changed
                cached = rebuilt
            kept[number] = cached
        self._rounds = kept
        rounds_kept = [kept[number] for number in range(1, rounds + 1)]
        self.records_read = _RecordExtent.of(later).joined([r.extent for r in rounds_kept])
        before, field = self._history, list(competitors)
        if moved is not None and field == self._field:  # the same competitors (the very objects, mostly)
            history = dict(before)  # nothing of the others changed: the same lists, unchanged
            renewed = moved & history.keys()
            for competitor in field:
                if competitor.id in renewed:
                    history[competitor.id] = _entries_of(competitor, rounds_kept)
        else:
            history, renewed, people = {}, set(), {c.id: c for c in self._field}
            for competitor in field:
                pid = competitor.id
                known = people.get(pid)  # the very competitor of the last build, as a station's read hands it again
                if moved is not None and pid not in moved and pid in before and (known is competitor
                                                                                  or known == competitor):
                    history[pid] = before[pid]  # nothing of theirs changed: the same list, unchanged
                    continue
                renewed.add(pid)
                history[pid] = _entries_of(competitor, rounds_kept)
        self.renewed = renewed if history.keys() == before.keys() else None
        self._history, self._field = history, field
        self.builds += 1
        return history

    def scores(self, history: Mapping[int, list[RoundEntry]]) -> dict[int, float]:
        """``scores(history)`` of the last build's ``history``; when the build before was summed too, only
        the players whose entries are a new list (``renewed``) are summed again: after one result, its two."""
        renewed = self.renewed if self._totals_of == self.builds - 1 else None
        if renewed is None:
            totals = scores(history)
        else:
            totals = dict(self._totals)
            for pid in renewed:
                totals[pid] = sum(e.points for e in history[pid])
        self._totals, self._totals_of = totals, self.builds
        return dict(totals)


class _KeptRound:
    """One round's records, each participant's entry and the shared entry of the absent."""

    def __init__(self, number: int, records: list[GameRecord], before: _KeptRound | None) -> None:
        self.records = records
        self.extent = _RecordExtent.of(records)
        self.absent = before.absent if before is not None else RoundEntry(number, ABSENT)
        self.by_player: dict[int, list[GameRecord]] = {}
        by_player = self.by_player
        for record in records:
            for pid in record.participants:
                own = by_player.get(pid)
                if own is None:
                    by_player[pid] = [record]
                else:
                    own.append(record)
        self.entries: dict[int, RoundEntry] = {}
        for pid, own in self.by_player.items():
            if before is not None and before.by_player.get(pid) == own:
                self.entries[pid] = before.entries[pid]  # same records: the same entry
            else:
                self.entries[pid] = _entry(pid, number, own)

    def moved_since(self, before: _KeptRound | None) -> set[int] | None:
        """The players whose entry here is not the one ``before`` held (None: a new round, anyone's)."""
        if before is None:
            return None
        return {pid for pid in self.entries.keys() | before.entries.keys()
                if self.entries.get(pid) is not before.entries.get(pid)}


@dataclass(frozen=True)
class _RecordExtent:
    """The most seats at one table and the most points of one side in a two-player record (None: no such record)."""

    widest: int | None = None
    most_points: float | None = None

    @staticmethod
    def of(records: Sequence[GameRecord]) -> _RecordExtent:
        return _RecordExtent(
            max((len(r.participants) for r in records), default=None),
            max((float(v) for r in records if len(r.participants) == 2 for v in r.points.values()), default=None))

    def joined(self, others: Sequence[_RecordExtent]) -> _RecordExtent:
        every = [self, *others]
        return _RecordExtent(max((e.widest for e in every if e.widest is not None), default=None),
                             max((e.most_points for e in every if e.most_points is not None), default=None))

    def table_size(self) -> int:
        """Seats at the largest table (2 without records)."""
        return 2 if self.widest is None else self.widest

    def win_points(self) -> float:
        """The most a two-player record gave one side (2 without such records)."""
        return 2.0 if self.most_points is None else self.most_points


def _entries_of(competitor: Competitor, rounds: Sequence[_KeptRound]) -> list[RoundEntry]:
    """A competitor's entry in each round; a forfeit loss after their withdrawal counts as an absence."""
    pid, last = competitor.id, competitor.withdrawn_after
    entries = [in_round.entries.get(pid) or in_round.absent for in_round in rounds]
    if last is not None:
        entries = [RoundEntry(e.round, ABSENT, records=e.records)
                   if e.round > last and e.kind == FORFEIT_LOSS else e for e in entries]
    return entries


def _entry(pid: int, rnd: int, records: Sequence[GameRecord]) -> RoundEntry:
    if not records:
        return RoundEntry(rnd, ABSENT)
    if len(records) == 1 and records[0].kind == PLAYED:  # the usual round: one game (fast path)
        record = records[0]
        seated = record.participants
        if len(seated) == 2:  # a game of two: the other seat
            opponents = (seated[1],) if seated[0] == pid else (seated[0],)
        else:
            opponents = tuple(o for o in seated if o != pid)
        return RoundEntry(rnd, PLAYED, opponents, float(record.points.get(pid, 0.0)),
                          int(record.outcome.get(pid) == WIN), (record,))
    points = sum(float(r.points.get(pid, 0.0)) for r in records)
    wins = sum(1 for r in records if r.outcome.get(pid) == WIN)
    played = [r for r in records if r.kind == PLAYED]
    if played:
        opponents = tuple(dict.fromkeys(o for r in played for o in r.participants if o != pid))
        kind = PLAYED
    elif any(r.kind == FORFEIT for r in records):
        kind = FORFEIT_WIN if wins else FORFEIT_LOSS
        opponents = ()
    else:
        kind = REQUESTED_BYE if any(r.requested for r in records) else BYE
        opponents = ()
    return RoundEntry(rnd, kind, opponents, points, wins, tuple(records))


def scores(history: Mapping[int, list[RoundEntry]]) -> dict[int, float]:
    """Each player's total points."""
    return {pid: sum(e.points for e in entries) for pid, entries in history.items()}


def adjusted_scores(history: Mapping[int, list[RoundEntry]], draw_points: float) -> dict[int, float]:
    """C.07 16.3: a player's score as it counts in the opponents' tie-breaks.

    16.3.1: byes, forfeit wins, forfeit losses and absences followed by a round
    that is not a VUR count with the points awarded; 16.3.2: absences followed
    only by VURs (a withdrawal, a no-show at the end) count as draws.
    """
    adjusted = {}
    for pid, entries in history.items():
        total = 0.0
        trailing = True  # walking backwards: still inside the run of final VURs
        for entry in reversed(entries):
            if not entry.voluntary_unplayed:
                trailing = False
            total += draw_points if (trailing and entry.kind == ABSENT) else entry.points
        adjusted[pid] = total
    return adjusted
