"""The console's flow without Qt: the screen of each step, its numbered choices run as steps, and
where the game keys lead (docs/rules.md §5.1, §5.6)."""
import random

import pytest

from app.sanguosha.console_flow import choices, game_question, screen, take
from app.sanguosha.errors import SanguoshaError
from app.sanguosha.table_console import KIND_1V1, KIND_3V3, TableConsole
from fakes import FakeTime


def _choose(console, number):
    take(console, next(choice for choice in choices(console) if choice.number == number))


def test_a_3v3_console_by_its_choices_from_the_piles_to_the_first_mover():
    """Piles by team (a taken pile closed, naming its team), the viewing screen, camp, first pick,
    the grid, confirm, the secret screen, then cold's first-mover choice and the board."""
    console = TableConsole.start(KIND_3V3, FakeTime(), random.Random(2), camp_holder=1)
    assert screen(console) == "choice"
    piles = choices(console)
    assert [(c.number, c.side, c.open) for c in piles] == [(1, 1, True), (2, 1, True), (3, 1, True), (4, 1, True)]
    _choose(console, 3)
    after = choices(console)
    assert after[2].open is False and after[2].taken_by == 1 and after[0].side == 0
    assert after[2].step() == {"action": "take_pile", "side": 0, "value": 2}
    with pytest.raises(SanguoshaError):
        take(console, after[2])  # a closed choice is refused by the draft too
    _choose(console, 1)
    assert screen(console) == "viewing"
    console.draft_step("end_viewing")
    assert [c.action for c in choices(console)] == ["choose_camp", "choose_camp"]
    _choose(console, 2)  # team 1 takes cold
    assert console.draft.state.warm_team == 0
    _choose(console, 1)  # warm picks first
    assert screen(console) == "grid" and console.draft.side_to_move() == "warm"
    while console.draft.state.phase == "picks":
        console.draft_step("pick", console.draft.side_to_move(), console.draft.available()[0])
    _choose(console, 2)
    assert [c.open for c in choices(console)] == [True, False]
    _choose(console, 1)
    assert screen(console) == "secret"
    for camp in ("warm", "cold"):
        console.draft_step("set_lineup", camp, *console.draft.state.picks[camp][:3])
    console.reveal()
    assert screen(console) == "choice_board" and {c.side for c in choices(console)} == {"cold"}
    _choose(console, 2)
    assert screen(console) == "board" and console.order.state.side_to_act == "cold" and choices(console) == []


def test_a_1v1_console_shows_the_grid_then_the_secret_order_then_done():
    console = TableConsole.start(KIND_1V1, FakeTime(), random.Random(2), lord_seat=0)
    assert screen(console) == "grid" and choices(console) == []
    while console.draft.state.phase == "picks":
        console.draft_step("pick", console.draft.side_to_move(), console.draft.available()[0])
    assert screen(console) == "secret"
    for role in ("lord", "traitor"):
        console.draft_step("set_order", role, console.draft.state.picks[role][:3])
    assert screen(console) == "done"


@pytest.mark.parametrize("target, stored, unused, decided, current, expected", [
    (1, [], False, False, 1, ("open", False)),           # game 1 opens as it is
    (2, [1], False, True, 1, ("open", False)),           # an even game: the camp choice swaps by itself
    (3, [1, 2], False, True, 2, ("bidian", False)),      # an odd game asks the 比点 first
    (2, [1], False, False, 1, ("open", False)),          # game 1 undecided: opened, refused with the reason
    (2, [1], True, False, 1, ("paper", True)),           # game 1 untouched: played on paper, who held it?
    (3, [2], True, False, 2, ("bidian", True)),          # game 2 on paper: the 比点 for game 3
    (5, [1], False, True, 1, ("open", False)),           # past the match: refused when opened
])
def test_the_game_keys_lead_where_the_rule_of_the_games_says(target, stored, unused, decided, current, expected):
    assert game_question(target, stored, 3, unused, decided, current) == expected
