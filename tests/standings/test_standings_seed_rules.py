"""The seed's 大小分 by default, direct encounter as FIDE C.07 (2023) Article 6, and byes below a win."""
import pytest

from app.rules.events import settings_for
from app.standings import BYE, GameRecord, individual_standings
from app.standings.history import build_history
from app.standings.tiebreaks import direct_encounter
from standings_builders import bye, forfeit, game, people

XIANGQI = settings_for("xiangqi")


def standings(competitors, records, **overrides):
    """The xiangqi preset's chain and unplayed rule (the defaults a referee gets)."""
    settings = dict(XIANGQI, **overrides)
    return individual_standings(competitors, records, tiebreaks=list(settings["tiebreaks"]),
                                unplayed_rule=settings["unplayed_rule"],
                                after_round=overrides.get("after_round"))


# A 13-player xiangqi event, 3 rounds, one bye a round (bye = 2, win 2 / draw 1 / loss 0).
#   R1  bye P;  Q-F forfeit (F absent, Q wins);  R-Y1 1-0;  X1-X2 =;  X3-X4 =;  Y2-Y3 =;  Z1-Z2 1-0
#   R2  bye Z2; P-X1 1-0;  Q-X3 1-0;  R-Y2 1-0;  X2-X4 =;  Y1-Y3 1-0;  F-Z1 1-0
#   R3  bye Z1; P-X2 1-0;  Q-X4 1-0;  R-Y3 1-0;  X1-Y1 =;  X3-F =;    Z2-Y2 1-0
# Totals: P Q R 6;  Z1 Z2 4;  Y1 F 3;  X1 X2 X3 X4 2;  Y2 Y3 1  (3 x 14 = 42 points in all).
P, Q, R, F, X1, X2, X3, X4, Y1, Y2, Y3, Z1, Z2 = range(1, 14)
THIRTEEN = people(*[(pid, name, "校") for pid, name in zip(
    range(1, 14), ("P", "Q", "R", "F", "X1", "X2", "X3", "X4", "Y1", "Y2", "Y3", "Z1", "Z2"))])
THIRTEEN_RECORDS = [
    bye(1, P), forfeit(1, Q, F, winner=Q), game(1, R, Y1, "w"), game(1, X1, X2, "d"),
    game(1, X3, X4, "d"), game(1, Y2, Y3, "d"), game(1, Z1, Z2, "w"),
    bye(2, Z2), game(2, P, X1, "w"), game(2, Q, X3, "w"), game(2, R, Y2, "w"), game(2, X2, X4, "d"),
    game(2, Y1, Y3, "w"), game(2, F, Z1, "w"),
    bye(3, Z1), game(3, P, X2, "w"), game(3, Q, X4, "w"), game(3, R, Y3, "w"), game(3, X1, Y1, "d"),
    game(3, X3, F, "d"), game(3, Z2, Y2, "w"),
]


def test_seed_rule_is_the_default_of_every_event():
    """大小分 counts opponents actually met by default; fide2023 stays a setting."""
    assert {settings_for(code)["unplayed_rule"] for code in
            ("xiangqi", "go", "gomoku", "checkers", "doudizhu", "sanguosha_3v3", "sanguosha_1v1",
             "sanguosha_identity")} == {"zero"}


def test_thirteen_players_seed_rule_gives_a_sole_champion():
    """P (bye), Q (forfeit win) and R (three board wins) tie on 6; only R's opponents were all met."""
    rows = standings(THIRTEEN, THIRTEEN_RECORDS)
    top = [(r.id, r.rank, r.shared, r.tiebreaks["opp_points"]) for r in rows[:3]]
    # 大小分: R met Y1 3 + Y2 1 + Y3 1 = 5;  P met X1 2 + X2 2 = 4;  Q met X3 2 + X4 2 = 4
    # (progressive 12 each, Sonneborn-Berger 4 each, wins 3 each, P and Q never met: shared 2nd)
    assert top == [(R, 1, False, 5), (P, 2, True, 4), (Q, 2, True, 4)]


def test_thirteen_players_fide2023_would_share_first():
    """Under fide2023 the bye and the forfeit win count P's and Q's own 6 as an opponent: both 10, shared 1st."""
    rows = standings(THIRTEEN, THIRTEEN_RECORDS, unplayed_rule="fide2023")
    top = [(r.id, r.rank, r.shared, r.tiebreaks["opp_points"]) for r in rows[:3]]
    # P 6 + 2 + 2 = 10, Q 6 + 2 + 2 = 10, R 5; progressive 12 = 12, SB 6+2+2 = 10 each, wins 3 = 3
    assert top == [(P, 1, True, 10), (Q, 1, True, 10), (R, 3, False, 5)]


def test_after_round_one_forfeit_winners_are_not_ranked_above_board_winners():
    """After round 1 a bye or a forfeit win adds no 大小分: the four 2-point players share 1st."""
    rows = standings(THIRTEEN, THIRTEEN_RECORDS, after_round=1)
    leaders = {r.id: (r.rank, r.shared, r.tiebreaks["opp_points"]) for r in rows if r.points == 2}
    assert leaders == {P: (1, True, 0), Q: (1, True, 0), R: (1, True, 0), Z1: (1, True, 0)}


# Direct encounter (C.07 Art. 6), hand-built in the shapes of M. Held's
# "Exercises in Tie-Breaking" 23-25: separate only a player strictly ahead, then count
# again among the rest (exercise 25's answer: 3=, not 5th).
A, B, C, D, E = 31, 32, 33, 34, 35
FIELD = people(*[(pid, name, "校") for pid, name in zip((A, B, C, D, E), "ABCDE")])


def _encounters(records, rounds):
    return build_history(FIELD, records, rounds)


def test_direct_encounter_separates_one_by_one_when_each_is_ahead():
    """All met, a clear order: D beat all (6); among A, B, C: A 3, B 2, C 1; then B beat C."""
    records = [game(1, D, A, "w"), game(1, B, C, "w"), game(2, D, B, "w"), game(2, A, C, "d"),
               game(3, D, C, "w"), game(3, A, B, "w")]
    tiers, scores = direct_encounter([A, B, C, D], _encounters(records, 3), "zero", 2.0)
    assert tiers == [[D], [A], [B], [C]]
    # each score is the one of the last count the player took part in: A among A, B, C;
    # B and C between themselves
    assert (scores[D], scores[A], scores[B], scores[C]) == (6, 3, 2, 0)


def test_direct_encounter_recount_leaves_a_cycle_shared_not_fifth():
    """Five met each other: A 8 and then B go ahead; C, D, E beat one another in a cycle: 3=, none 5th.

    Among all five: A 8, B 5 (beat C, D; drew E), E 3, C 2, D 2 — ordering by
    these would put E 3rd and, after C beat D, D 5th.  Among C, D, E alone each has 2.
    """
    records = [game(1, A, B, "w"), game(1, C, D, "w"), game(2, A, C, "w"), game(2, D, E, "w"),
               game(3, A, D, "w"), game(3, E, C, "w"), game(4, A, E, "w"), game(4, B, C, "w"),
               game(5, B, D, "w"), game(5, B, E, "d")]
    tiers, scores = direct_encounter([A, B, C, D, E], _encounters(records, 5), "zero", 2.0)
    assert tiers == [[A], [B], [C, D, E]]
    assert (scores[A], scores[B], scores[C], scores[D], scores[E]) == (8, 5, 2, 2, 2)


def test_direct_encounter_in_a_swiss_waits_for_what_others_could_reach():
    """Not all met: A beat B and C (4) while B and C never met (each could reach 2): A first, B = C."""
    records = [game(1, A, B, "w"), game(2, A, C, "w"), game(1, C, E, "w"), game(2, B, E, "w")]
    tiers, _ = direct_encounter([A, B, C], _encounters(records, 2), "zero", 2.0)
    assert tiers == [[A], [B, C]]


def test_direct_encounter_in_the_ranking_shares_the_place():
    """In the standings the C-D-E cycle is one shared place 3= (the rest of the chain may still split it)."""
    records = [game(1, A, B, "w"), game(1, C, D, "w"), game(2, A, C, "w"), game(2, D, E, "w"),
               game(3, A, D, "w"), game(3, E, C, "w"), game(4, A, E, "w"), game(4, B, C, "w"),
               game(5, B, D, "w"), game(5, B, E, "d")]
    # equal points for all five: each gets the same extra points from games outside the group
    extra = [GameRecord(6, (pid,), {pid: points}, {pid: "win"}, kind=BYE)
             for pid, points in ((A, 0.0), (B, 3.0), (C, 6.0), (D, 6.0), (E, 5.0))]
    rows = individual_standings(FIELD, records + extra, tiebreaks=["direct_encounter"])
    assert {r.points for r in rows} == {8.0}
    assert [(r.id, r.rank, r.shared) for r in rows] == [
        (A, 1, False), (B, 2, False), (C, 3, True), (D, 3, True), (E, 3, True)]


# A bye set below a win (bye_points 1 on the 2/1/0 scale) is recorded as the draw it is worth.
def test_bye_below_a_win_is_no_win_in_wins_and_sonneborn_berger():
    """A 1-point bye is a draw: it adds no win, and under fide2023 half the player's own score to SB."""
    low_bye = GameRecord(1, (C,), {C: 1.0}, {C: "draw"}, kind=BYE)
    records = [game(1, A, B, "w"), low_bye, game(2, A, C, "l"), bye(2, B)]
    for rule, sb_of_c in (("zero", 2.0), ("fide2023", 2.0 + 3.0 / 2)):
        rows = {r.id: r for r in individual_standings(
            FIELD[:3], records, tiebreaks=["wins", "sonneborn_berger"], unplayed_rule=rule)}
        # C: bye 1 + beat A (A has 2) -> 3 points, 1 win; SB: A 2 x 1 (+ own 3 x ½ under fide2023)
        assert rows[C].tiebreaks["wins"] == 1
        assert rows[C].wins == 1
        assert rows[C].tiebreaks["sonneborn_berger"] == pytest.approx(sb_of_c)
