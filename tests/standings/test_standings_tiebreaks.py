"""Tie-break values computed by hand on small events with byes, forfeits and a withdrawal."""
import pytest

from app.standings import GameRecord, individual_standings
from app.standings.history import (ABSENT, FORFEIT_LOSS, RoundEntry, adjusted_scores,
                                   build_history)
from app.standings.records import PLAYED
from standings_builders import (A, B, C, D, E, FIVE, FIVE_RECORDS, WITHDRAWAL_RECORDS, W, X, Y,
                                Z, bye, people, table, withdrawal_field)

ALL = ["opp_points", "buchholz", "buchholz_cut1", "median_buchholz", "sonneborn_berger",
       "progressive", "wins"]


def values(competitors, records, rule, **kw):
    rows = individual_standings(competitors, records, tiebreaks=ALL, unplayed_rule=rule, **kw)
    return {row.id: row.tiebreaks for row in rows}


# Fixture "five" (see standings_builders).  Per-round opponent scores, "zero" rule
# (unplayed round = 0):  A [B4, E2, D5]  B [A4, -, -]  C [D5, -, E2]  D [C3, -, A4]  E [-, A4, C3]
# "fide2023": an unplayed round is a dummy with the player's own score (16.4):
#   B [4, 4(forfeit win), 4(bye)]  C [5, 3(forfeit loss, a VUR), 2]  D [3, 5(bye), 4]  E [2(bye), 4, 3]
FIVE_CASES = [
    # rule, tie-break, {A, B, C, D, E}
    ("zero", "opp_points", {A: 11, B: 4, C: 7, D: 7, E: 7}),
    ("zero", "buchholz", {A: 11, B: 4, C: 7, D: 7, E: 7}),
    # cut the lowest: A drops 2; B, C, D, E drop a 0
    ("zero", "buchholz_cut1", {A: 9, B: 4, C: 7, D: 7, E: 7}),
    # then also the highest: A [4,5]->4  B [4,0]->0  C [5,2]->2  D [3,4]->3  E [4,3]->3
    ("zero", "median_buchholz", {A: 4, B: 0, C: 2, D: 3, E: 3}),
    # SB = opponent score x share: A 4*1+2*1+5*0=6  C 5*.5+2*1=4.5  D 3*.5+4*1=5.5  E 4*0+3*0=0
    ("zero", "sonneborn_berger", {A: 6, B: 0, C: 4.5, D: 5.5, E: 0}),
    # running totals: A 2+4+4  B 0+2+4  C 1+1+3  D 1+3+5  E 2+2+2
    ("zero", "progressive", {A: 10, B: 6, C: 5, D: 9, E: 6}),
    # wins include byes and forfeit wins: B fw+bye, D bye+win, E bye
    ("zero", "wins", {A: 2, B: 2, C: 1, D: 2, E: 1}),
    ("fide2023", "opp_points", {A: 11, B: 12, C: 10, D: 12, E: 9}),
    ("fide2023", "buchholz", {A: 11, B: 12, C: 10, D: 12, E: 9}),
    # 16.5: C's VUR (3) is cut, not its real lowest (2): 5+2=7.  B 4+4  D 5+4  E 4+3
    ("fide2023", "buchholz_cut1", {A: 9, B: 8, C: 7, D: 9, E: 7}),
    # A [4,5]->4  B [4,4]->4  C [5,2]->2  D [5,4]->4  E [4,3]->3
    ("fide2023", "median_buchholz", {A: 4, B: 4, C: 2, D: 4, E: 3}),
    # dummy wins count own score: B 0+4+4  D 1.5+5+4  E 2+0+0;  C's forfeit loss adds 0
    ("fide2023", "sonneborn_berger", {A: 6, B: 8, C: 4.5, D: 10.5, E: 2}),
    ("fide2023", "progressive", {A: 10, B: 6, C: 5, D: 9, E: 6}),
    ("fide2023", "wins", {A: 2, B: 2, C: 1, D: 2, E: 1}),
]


@pytest.mark.parametrize("rule, name, expected", FIVE_CASES)
def test_each_tiebreak_on_five_players(rule, name, expected):
    """Every scalar tie-break matches the hand computation, byes and forfeits included."""
    got = values(FIVE, FIVE_RECORDS, rule)
    assert {pid: tb[name] for pid, tb in got.items()} == pytest.approx(expected)


# Withdrawal fixture: Z withdrew after round 1, so its round-2 forfeit and round-3
# absence are zero-point byes at the end (16.2.5) and count as draws in Z's
# adjusted score: 0 + 1 + 1 = 2 (16.3.2).
#   zero:      W [X4, Y3, -] = 7   X [W5, -, Y3] = 8   Y [Z0, W5, X4] = 9   Z [Y3, -, -] = 3
#   fide2023:  W [4, 3, 5(bye)] = 12   X [5, 4(fw), 3] = 12   Y [Z2, 5, 4] = 11   Z [3, 0, 0] = 3
WITHDRAWAL_CASES = [
    ("zero", 1, {W: 7, X: 8, Y: 9, Z: 3}),
    ("fide2023", 1, {W: 12, X: 12, Y: 11, Z: 3}),
    # Without the withdrawal the round-2 forfeit loss keeps its 0 (16.2.4) and only
    # round 3 is a trailing absence: Z adjusted 0 + 0 + 1 = 1, so Y = 1 + 5 + 4 = 10.
    ("fide2023", None, {W: 12, X: 12, Y: 10, Z: 3}),
]


@pytest.mark.parametrize("rule, withdrawn_after, expected", WITHDRAWAL_CASES)
def test_withdrawal_in_opponent_points(rule, withdrawn_after, expected):
    """A withdrawn opponent's later rounds count as draws under FIDE 16.3.2 and as nothing under "zero"."""
    got = values(withdrawal_field(withdrawn_after), WITHDRAWAL_RECORDS, rule)
    assert {pid: tb["opp_points"] for pid, tb in got.items()} == pytest.approx(expected)


def test_adjusted_score_keeps_absence_followed_by_a_game():
    """16.2.3: an absence followed by a round that is not a VUR keeps its 0; a trailing one is a draw."""
    entries = [RoundEntry(1, ABSENT), RoundEntry(2, PLAYED, (9,), 2.0),
               RoundEntry(3, FORFEIT_LOSS), RoundEntry(4, ABSENT)]
    # round 1: 0 (16.2.3)  round 2: 2  round 3: forfeit loss 0 (16.2.4)  round 4: draw 1 (16.2.5)
    assert adjusted_scores({1: entries}, draw_points=1.0) == {1: 3.0}


def test_forfeit_after_withdrawal_is_an_absence():
    """16.1.1: a round after the withdrawal is a zero-point bye even if a forfeit was recorded."""
    history = build_history(withdrawal_field(1), WITHDRAWAL_RECORDS, 3)
    assert [e.kind for e in history[Z]] == [PLAYED, ABSENT, ABSENT]


def test_after_round_uses_scores_at_that_round():
    """Standings after round 2 ignore round 3 and use the opponents' scores after round 2."""
    rows = individual_standings(FIVE, FIVE_RECORDS, tiebreaks=["opp_points"],
                                unplayed_rule="zero", after_round=2)
    # after R2: A 4, B 2, C 1, D 3, E 2.  B [A4, -] = 4, E [-, A4] = 4: tied, shared 3rd
    assert [(r.id, r.rank, r.shared, r.points) for r in rows] == [
        (A, 1, False, 4), (D, 2, False, 3), (B, 3, True, 2), (E, 3, True, 2), (C, 5, False, 1)]
    assert rows[2].tiebreaks["opp_points"] == rows[3].tiebreaks["opp_points"] == 4


def test_gomoku_round_share_in_sonneborn_berger():
    """A two-game round (1.5-0.5) gives a ¾ share, and two records of one round count one opponent."""
    p, q, r = 1, 2, 3
    field = people((p, "P", "甲"), (q, "Q", "乙"), (r, "R", "丙"))
    one_record = [GameRecord(1, (p, q), {p: 1.5, q: 0.5}, {p: "win", q: "loss"}), bye(1, r)]
    two_games = [
        GameRecord(1, (p, q), {p: 1.0, q: 0.0}, {p: "win", q: "loss"}),
        GameRecord(1, (q, p), {q: 0.5, p: 0.5}, {q: "draw", p: "draw"}),
        bye(1, r),
    ]
    for records in (one_record, two_games):
        got = values(field, records, "zero")
        # SB: P 0.5 * 1.5/2 = 0.375, Q 1.5 * 0.5/2 = 0.375;  opp_points: P 0.5, Q 1.5
        assert got[p]["sonneborn_berger"] == pytest.approx(0.375)
        assert got[q]["sonneborn_berger"] == pytest.approx(0.375)
        assert (got[p]["opp_points"], got[q]["opp_points"]) == (0.5, 1.5)


def test_tables_of_three_use_tablemates():
    """Dou Dizhu: 大小分 adds every tablemate's score, Buchholz their mean, SB stays 0."""
    field = people(*[(i, f"P{i}", "甲") for i in range(1, 7)])
    records = [
        table(1, {1: 4, 2: -2, 3: -2}, {1}), table(1, {4: -4, 5: 2, 6: 2}, {5, 6}),
        table(2, {1: 2, 4: -1, 5: -1}, {1}), table(2, {2: -6, 3: 3, 6: 3}, {3, 6}),
    ]
    # totals: 1: 6, 2: -8, 3: 1, 4: -5, 5: 1, 6: 5
    got = values(field, records, "zero")
    # 3 met (1,2) then (2,6): (6-8) + (-8+5) = -5;  mean: -1 + -1.5 = -2.5
    # 5 met (4,6) then (1,4): (-5+5) + (6-5) = 1;    mean:  0 + 0.5 = 0.5
    assert (got[3]["opp_points"], got[3]["buchholz"]) == (-5, -2.5)
    assert (got[5]["opp_points"], got[5]["buchholz"]) == (1, 0.5)
    assert got[3]["sonneborn_berger"] == got[5]["sonneborn_berger"] == 0


def test_unplayed_draw_points_setting():
    """The value of a "drawn" trailing absence follows the event's scale (here ½ instead of 1)."""
    got = values(withdrawal_field(1), WITHDRAWAL_RECORDS, "fide2023", unplayed_draw_points=0.5)
    # Z adjusted 0 + ½ + ½ = 1, so Y = 1 + 5 + 4 = 10
    assert got[Y]["opp_points"] == 10
