"""A whole 3v3 match through the pure API: drafts, play, technical fouls, time-up, two games."""
import random

import pytest
from fakes import FakeTime

from app.rules.events import settings_for
from app.sanguosha.action_order import ActionOrder
from app.sanguosha.draft_3v3 import PICK_ORDER, Draft3v3
from app.sanguosha.errors import SanguoshaError
from app.sanguosha.fouls import TechnicalFouls
from app.sanguosha.match import scoring_arguments
from app.scoring.match import Match
from app.scoring.result import ResultError
from app.scoring import score_3v3

SETTINGS = settings_for("sanguosha_3v3")


def expected_timeout_picks(face_up, first):
    """Picks when every step runs out: each step takes the next face-up generals in turn order."""
    picks, index = {"warm": [], "cold": []}, 0
    for step, count in enumerate(PICK_ORDER):
        side = first if step % 2 == 0 else ("cold" if first == "warm" else "warm")
        picks[side] += face_up[index:index + count]
        index += count
    return picks


def test_a_draft_left_to_run_out_takes_every_default():
    """With nobody choosing, each step's default applies in turn, at its own deadline."""
    clock = FakeTime(0.0)
    draft = Draft3v3.start(clock, random.Random(21), camp_holder=1)
    clock.t = 10_000.0
    applied = draft.tick()
    assert draft.state.phase == "reveal" and all(e["by"] == "timeout" for e in applied)
    assert draft.state.warm_team == 1 and draft.state.first_picker == "warm"
    assert draft.state.pile_of == {"1": 0, "0": 1}
    assert draft.state.picks == expected_timeout_picks(draft.state.face_up, "warm")
    deadlines = [e["at"] for e in applied]
    # two piles 10 each, viewing 60, camp 10, first pick 10, nine pick steps of 20, confirm 10, lineups 90
    assert deadlines[:5] == [10.0, 20.0, 80.0, 90.0, 100.0] and deadlines[-1] == 100 + 9 * 20 + 10 + 90
    assert draft.state.lineups["warm"] == dict(zip(("commander", "vanguard_a", "vanguard_b"),
                                                   draft.state.picks["warm"][:3]))


def test_whole_match_of_two_games_fouls_then_time_up():
    """Game 1 lost on three technical fouls, game 2 decided at time-up, camp choice swapped."""
    match = Match(games=2, first_camp_holder=0)
    clock = FakeTime(0.0)

    # --- game 1: team 0 holds the camp choice and takes cold --------------------------------
    assert match.camp_holder(1) == 0
    draft = Draft3v3.start(clock, random.Random(5), camp_holder=match.camp_holder(1))
    draft.take_pile(0, 1)
    draft.take_pile(1, 3)
    draft.end_viewing()
    draft.choose_camp(0, "cold")
    clock.t += 10
    draft.tick()                                       # warm (team 1) lets the first pick run out
    assert draft.state.first_picker == "warm"
    while draft.state.phase == "picks":
        draft.pick(draft.side_to_move(), draft.available()[0])
    assert draft.state.picks == expected_timeout_picks(draft.state.face_up, "warm")
    draft.confirm("cold")
    draft.confirm("warm")
    for camp in ("warm", "cold"):
        draft.set_lineup(camp, *draft.state.picks[camp][2:5])
    seats = draft.reveal()
    assert {s["team"] for s in seats if s["camp"] == "cold"} == {0}

    game = ActionOrder.start(draft.state.lineups, draft.state.warm_team)
    game.choose_first("cold", "cold")
    game.begin_turn("cold", "commander")
    game.end_turn()
    fouls = TechnicalFouls()
    assert fouls.charge(1, "未声明技能") is None
    fouls.charge(0)
    fouls.undo()                                       # charged to the wrong team: taken back
    fouls.charge(1)
    assert fouls.charge(1) == 1 and fouls.counts == [0, 3]
    with pytest.raises(SanguoshaError) as caught:
        fouls.charge(0)
    assert caught.value.code == "game_over"
    args = scoring_arguments(game, fouls)
    assert args == {"technical_fouls": (0, 3), "winner": 0, "how": "technical_fouls"}
    scored = score_3v3(SETTINGS, **args)
    assert scored.detail["technical_fouls"] == [0, 3]
    match.record(args["winner"])

    # --- game 2: team 1 holds the camp choice; it lets the clock choose warm ----------------
    assert match.camp_holder(2) == 1
    draft = Draft3v3.start(clock, random.Random(6), camp_holder=match.camp_holder(2))
    clock.t += 10_000
    draft.tick()
    draft.reveal()
    assert draft.state.warm_team == 1
    game = ActionOrder.start(draft.state.lineups, draft.state.warm_team)
    game.choose_first("cold", "warm")
    game.begin_turn("warm", "commander")
    game.kill("cold", "vanguard_a")                    # team 0 loses a vanguard
    game.end_turn()
    full = {camp: dict(hp) for camp, hp in game.state.max_hp.items()}
    del full["cold"]["vanguard_a"]
    args = scoring_arguments(game, TechnicalFouls(), current_hp=full)
    assert (args["winner"], args["how"]) == (1, "time_up")
    assert args["time_up"]["alive"] == [2, 3] and args["time_up"]["lost_hp"] == [0, 0]
    scored = score_3v3(SETTINGS, **args)
    assert scored.detail["time_up"]["alive"] == [2, 3]
    match.record(args["winner"])

    assert match.result() == {"games_won": [1, 1], "finished": True, "winner": None}
    with pytest.raises(ResultError) as caught:
        match.record(0)
    assert caught.value.code == "match_over"


def test_level_time_up_means_extra_rounds_and_odd_games_keep_the_first_holder():
    """Equal living roles and lost HP: no winner, extra rounds; games 1,3 one holder, 2 the other."""
    clock = FakeTime(0.0)
    draft = Draft3v3.start(clock, random.Random(9))
    clock.t += 10_000
    draft.tick()
    draft.reveal()
    game = ActionOrder.start(draft.state.lineups, draft.state.warm_team)
    hp = {camp: dict(values) for camp, values in game.state.max_hp.items()}
    args = scoring_arguments(game, TechnicalFouls(), current_hp=hp)
    assert (args["winner"], args["how"]) == (None, "extra_rounds")
    assert game.time_up(hp).extra_rounds == 1

    match = Match(games=3, first_camp_holder=1)
    assert [match.camp_holder(n) for n in (1, 2, 3)] == [1, 0, 1]
    for winner in (1, 0, 1):
        match.record(winner)
    assert match.result() == {"games_won": [1, 2], "finished": True, "winner": 1}
    with pytest.raises(ResultError):
        Match(games=0)


def test_a_best_of_three_match_ends_once_decided_and_even_games_must_swap_the_camp():
    """ends_when_decided stops at two wins of three; check_camp_holders refuses an unswapped even game."""
    from app.scoring.match import check_camp_holders

    match = Match(games=3, first_camp_holder=0, ends_when_decided=True)
    match.record(1)
    match.record(1)
    assert match.next_game is None and match.result()["winner"] == 1
    check_camp_holders([0, 1, 1, 0])  # odd games are free (比点), even games swap
    with pytest.raises(ResultError) as refused:
        check_camp_holders([0, 1, 1, 1])
    assert refused.value.code == "camp_not_swapped" and refused.value.params["game"] == 4
