"""Sanguosha tables for the tests: an event played through its preliminary groups, a game decided at its console."""
import random

from app.services.rounds import pair_next_round
from app.services.sanguosha import open_console, save_step
from app.services.tournament import update_event_settings
from app.stages import FINAL, PRELIMINARY
from fakes import FakeTime


def staged(store, code, play_round):
    """Two preliminary groups with a console begun at every table of preliminary round 1, played to
    the final's round 1; (preliminary round 1, final round 1) as paired."""
    update_event_settings(store, code, {"preliminary_groups": 2, "preliminary_group_mode": "spread"})
    rng, clock = random.Random(5), FakeTime(10.0)
    first = view = pair_next_round(store, code, seed=1)
    for table in first.tables:
        # 3v3 game 1 waits for the 比点's winner; a 1v1 game 1 draws its lord by lot
        bidian_winner = 0 if code == "sanguosha_3v3" else None
        open_console(store, code, table.table_id, clock, random.Random(table.number), bidian_winner=bidian_winner)
    while view.stage_kind == PRELIMINARY:
        play_round(store, code, view, rng)
        view = pair_next_round(store, code, seed=2)
    assert first.stage_kind == PRELIMINARY and view.stage_kind == FINAL and view.number == 1
    return first, view


def decide_by_fouls(store, record, clock, loser=1):
    """Every draft step by timeout, the reveal, warm first, three fouls to ``loser``; saved step by step."""
    console = record.console(clock)
    while console.draft.state.phase != "reveal":
        clock.t += 100
        console.tick()
        record = save_step(store, "sanguosha_3v3", record, console, {"action": "timeout"})
    console.reveal()
    console.order_step("choose_first", "cold", "warm")
    for _ in range(3):
        console.charge_foul(loser)
    return save_step(store, "sanguosha_3v3", record, console, {"action": "fouls"})


def decide_1v1(store, record, clock, loser="traitor"):
    """Every 1v1 draft step by timeout, then ``loser``'s three generals die; saved step by step.
    Returns the record and the console (its ``camp_holder`` is the lord's seat)."""
    console = record.console(clock)
    while console.draft.state.phase != "done":
        clock.t += 100
        console.tick()
        record = save_step(store, "sanguosha_1v1", record, console, {"action": "timeout"})
    for _ in range(3):
        console.general_died(loser)
        record = save_step(store, "sanguosha_1v1", record, console, {"action": "death", "side": loser})
    return record, console


def decided_match(store, code="sanguosha_3v3"):
    """Round 1's first table, a match of three games each decided at its console: game 1 team 0
    (the 比点 to team 0), games 2 and 3 team 1 (game 3's 比点 to team 1): 1-0,0-1,0-1."""
    update_event_settings(store, code, {"games_per_round": 3})
    table = pair_next_round(store, code, seed=1).tables[0]
    clock = FakeTime(10.0)
    for game_no, bidian, loser in ((1, 0, 1), (2, None, 0), (3, 1, 0)):
        record = open_console(store, code, table.table_id, clock, random.Random(game_no), game_no=game_no,
                              bidian_winner=bidian)
        decide_by_fouls(store, record, clock, loser=loser)
    return table

