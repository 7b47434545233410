"""Short builders for hand-made game records (2 / 1 / 0 scale, bye = 2)."""
from app.standings import BYE, FORFEIT, Competitor, GameRecord

RESULTS = {"w": ((2.0, 0.0), ("win", "loss")),
           "d": ((1.0, 1.0), ("draw", "draw")),
           "l": ((0.0, 2.0), ("loss", "win"))}


def game(rnd, first, second, result, fouls=None):
    """A played two-player game; ``result`` is from the first seat's side: w / d / l."""
    (p1, p2), (o1, o2) = RESULTS[result]
    return GameRecord(rnd, (first, second), {first: p1, second: p2}, {first: o1, second: o2},
                      fouls=fouls or {})


def forfeit(rnd, first, second, winner):
    """An unplayed game won by ``winner`` because the other did not play."""
    loser = second if winner == first else first
    return GameRecord(rnd, (first, second), {winner: 2.0, loser: 0.0},
                      {winner: "win", loser: "loss"}, kind=FORFEIT)


def bye(rnd, pid, points=2.0):
    """A pairing-allocated bye scored as a win."""
    return GameRecord(rnd, (pid,), {pid: points}, {pid: "win"}, kind=BYE)


def table(rnd, points, winners):
    """A Dou Dizhu table: ``points`` id -> computed points in seat order."""
    ids = tuple(points)
    return GameRecord(rnd, ids, dict(points),
                      {p: ("win" if p in winners else "loss") for p in ids})


def people(*specs):
    """Competitors from (id, name, school[, withdrawn_after]) tuples."""
    return [Competitor(*spec) for spec in specs]


# Fixture "five": 5 players, 3 rounds, a bye every round and one forfeit.
#   R1  A-B 1-0 (2:0)   C-D draw (1:1)      E bye (2)
#   R2  A-E 1-0 (2:0)   B-C forfeit, B wins  D bye (2)
#   R3  D-A 1-0 (2:0)   C-E 1-0 (2:0)       B bye (2)
# Totals: A 4, B 4, C 3, D 5, E 2.
A, B, C, D, E = 1, 2, 3, 4, 5
FIVE = people((A, "A", "甲"), (B, "B", "乙"), (C, "C", "甲"), (D, "D", "乙"), (E, "E", "丙"))
FIVE_RECORDS = [
    game(1, A, B, "w"), game(1, C, D, "d"), bye(1, E),
    game(2, A, E, "w"), forfeit(2, B, C, winner=B), bye(2, D),
    game(3, D, A, "w"), game(3, C, E, "w"), bye(3, B),
]

# Fixture "withdrawal": W X Y Z, Z withdraws after round 1.
#   R1  W-X 1-0   Y-Z 1-0
#   R2  W-Y draw  X-Z forfeit, X wins (Z had already withdrawn)
#   R3  X-Y 1-0   W bye        Z absent
# Totals: W 5, X 4, Y 3, Z 0.
W, X, Y, Z = 11, 12, 13, 14
WITHDRAWAL_RECORDS = [
    game(1, W, X, "w"), game(1, Y, Z, "w"),
    game(2, W, Y, "d"), forfeit(2, X, Z, winner=X),
    game(3, X, Y, "w"), bye(3, W),
]


def withdrawal_field(withdrawn_after=1):
    return people((W, "W", "甲"), (X, "X", "乙"), (Y, "Y", "丙"), (Z, "Z", "丁", withdrawn_after))
