"""Game 2…N of a match at the console: who holds the camp choice, when a game is decided, the board's status line."""
import random

import pytest

from app.sanguosha.errors import SanguoshaError
from app.sanguosha.match import camp_holder_of_game
from app.sanguosha.table_console import KIND_1V1, KIND_3V3, TableConsole
from fakes import FakeTime


def _revealed(clock):
    """A 3v3 console left to every default (warm = team 0 … ), revealed."""
    console = TableConsole.start(KIND_3V3, clock, random.Random(4), camp_holder=0)
    while console.draft.state.phase != "reveal":
        clock.t += 100
        console.tick()
    console.reveal()
    return console


@pytest.mark.parametrize("game, previous, bidian, holder", [
    (1, None, None, None), (1, None, 1, 1),  # game 1: the 比点 entered (none: a 1v1 lord by lot)
    (2, 0, None, 1), (2, 1, None, 0),  # even games: the other side
    (4, 1, 1, 0),  # the 比点 plays no part in an even game
    (3, 0, 1, 1), (5, 1, 0, 0),  # odd games: the 比点's winner
])
def test_the_camp_holder_of_each_game(game, previous, bidian, holder):
    """docs/rules.md §5.6: even games swap the camp choice, odd games after the first go by 比点."""
    assert camp_holder_of_game(game, previous, bidian) == holder


def test_an_even_game_without_the_game_before_is_refused():
    """Without the holder of the game before, an even game's holder cannot be known: a coded refusal."""
    with pytest.raises(SanguoshaError) as caught:
        camp_holder_of_game(2, None)
    assert caught.value.code == "console.previous_game_missing"
    with pytest.raises(SanguoshaError) as caught:
        camp_holder_of_game(3, 0, bidian_winner=2)
    assert caught.value.code == "unknown_side"


def test_an_odd_game_without_the_bidian_is_refused_never_team_0():
    """Seed rule: the 比点 winner holds the camp choice; none entered is refused, naming the table."""
    with pytest.raises(SanguoshaError) as caught:
        camp_holder_of_game(3, 0, None, table=7)
    assert caught.value.code == "console.bidian_missing" and caught.value.params == {"table": 7, "game": 3}
    with pytest.raises(SanguoshaError) as caught:
        TableConsole.start(KIND_3V3, FakeTime(), random.Random(1), table=4)  # a single game too
    assert caught.value.code == "console.bidian_missing" and "4" in caught.value.message("en")
    console = TableConsole.start(KIND_3V3, FakeTime(), random.Random(1), camp_holder=1)
    assert console.draft.team_to_move() == 1 and console.camp_holder == 1


def test_a_3v3_game_is_decided_by_three_fouls_or_a_commanders_death():
    """Neither the draft nor a running game is decided; the third foul or a dead commander is."""
    clock = FakeTime(100.0)
    console = TableConsole.start(KIND_3V3, clock, random.Random(4), camp_holder=0)
    assert not console.decided and console.status()["phase"] == "piles"
    console = _revealed(clock)
    console.order_step("choose_first", "cold", "warm")
    assert not console.decided
    for _ in range(3):
        console.charge_foul(1)
    assert console.decided and console.status()["winner"] == 0
    console.undo()
    assert not console.decided and console.status()["winner"] is None
    console.order_step("kill", "warm", "commander")
    status = console.status()
    assert console.decided and status["winner"] == 1 and status["phase"] == "order:over"


def test_the_status_line_names_the_side_to_move_and_its_team():
    """Piles and camp: the team to choose; picks: the picking camp and its team; the countdown and fouls."""
    clock = FakeTime(100.0)
    console = TableConsole.start(KIND_3V3, clock, random.Random(4), camp_holder=1)
    status = console.status()
    assert (status["phase"], status["mover"], status["mover_team"], status["remaining"]) == ("piles", None, 1, 10.0)
    console.draft_step("take_pile", 1, 0)
    assert console.status()["mover_team"] == 0
    console.draft_step("take_pile", 0, 1)
    assert console.status()["phase"] == "viewing" and console.status()["remaining"] == 60.0
    console.draft_step("end_viewing")
    assert (console.status()["mover_team"], console.status()["remaining"]) == (1, 10.0)
    console.draft_step("choose_camp", 1, "cold")  # team 1 takes cold: warm is team 0
    clock.t += 3
    status = console.status()
    assert (status["mover"], status["mover_team"], status["remaining"]) == ("warm", 0, 7.0)
    assert status["fouls"] == [0, 0] and console.camp_holder == 1


def test_a_1v1_game_is_decided_when_a_side_has_no_general_left():
    """A finished draft decides nothing: the game is decided when one side's three generals are dead
    (docs/rules.md §5.4); the lord is the holder."""
    clock = FakeTime(100.0)
    console = TableConsole.start(KIND_1V1, clock, random.Random(2), lord_seat=1)
    assert console.camp_holder == 1 and not console.decided
    while console.draft.state.phase != "done":
        clock.t += 100
        console.tick()
    assert not console.decided and console.status()["fouls"] is None
    for _ in range(3):
        console.general_died("traitor")
    assert console.decided and console.status()["winner"] == 1
