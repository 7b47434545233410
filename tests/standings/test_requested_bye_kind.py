"""A requested bye in the pure domain: its own kind of unplayed round, a VUR cut first under fide2023,
and no bar to the pairing's bye later."""
from app.pairing.policy import StageField, stage_entrants
from app.rules.events import settings_for
from app.standings import BYE, PLAYED, Competitor, GameRecord
from app.standings.history import REQUESTED_BYE, build_history
from app.standings.tiebreaks import FIDE2023, tiebreak_values


def _game(rnd, white, black, white_points):
    outcome = {1.0: ("win", "loss"), 0.5: ("draw", "draw"), 0.0: ("loss", "win")}[white_points]
    return GameRecord(rnd, (white, black), {white: white_points, black: 1.0 - white_points},
                      dict(zip((white, black), outcome)), PLAYED)


def _bye(rnd, who, points, requested):
    return GameRecord(rnd, (who,), {who: points}, {who: "draw" if points == 0.5 else "win"}, BYE,
                      requested=requested)


# Four players, three rounds: 1 asks for a half-point bye in round 2 while 2, 3 and 4 play it (4 gets the
# pairing's bye: three left for one table).
RECORDS = [_game(1, 1, 2, 1.0), _game(1, 3, 4, 0.5),
           _bye(2, 1, 0.5, True), _game(2, 2, 3, 0.0), _bye(2, 4, 1.0, False),
           _game(3, 1, 3, 0.0), _game(3, 4, 2, 0.5)]
PLAYERS = [Competitor(n, f"P{n}", "S") for n in (1, 2, 3, 4)]


def test_the_requested_bye_is_its_own_kind_and_a_vur():
    """Round 2: player 1's entry is a requested bye (voluntary), player 4's the pairing's (not)."""
    history = build_history(PLAYERS, RECORDS, 3)
    assert (history[1][1].kind, history[1][1].voluntary_unplayed) == (REQUESTED_BYE, True)
    assert (history[4][1].kind, history[4][1].voluntary_unplayed) == (BYE, False)


def test_cut1_drops_the_requested_bye_before_a_lower_played_opponent():
    """Scores 1: 1.5, 2: 0.5, 3: 2.5, 4: 2.0. Player 1's Buchholz 0.5 (2) + 1.5 (own, the dummy) + 2.5 (3)
    = 4.5; Cut-1 drops the dummy's 1.5, not player 2's 0.5: 3.0. Player 4's pairing bye is no VUR: its
    lowest value goes (player 2's 0.5 of 2.5 + 2.0 + 0.5 = 5.0): 4.5."""
    history = build_history(PLAYERS, RECORDS, 3)
    values = tiebreak_values(history, ["buchholz", "buchholz_cut1"], FIDE2023, 0.5, 2)
    assert values["buchholz"][1] == 4.5 and values["buchholz_cut1"][1] == 3.0
    assert values["buchholz"][4] == 5.0 and values["buchholz_cut1"][4] == 4.5


def test_a_requested_bye_does_not_bar_the_pairings_bye():
    """Player 1 asked for a bye; player 4 got the pairing's: only 4 counts as having had a bye (C.04)."""
    field = StageField(PLAYERS, RECORDS, frozenset({1, 2, 3, 4}), {n: 0 for n in (1, 2, 3, 4)})
    had = {e.id: e.had_bye for e in stage_entrants(field, settings_for("xiangqi", {}))}
    assert had == {1: False, 2: False, 3: False, 4: True}
