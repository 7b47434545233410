"""Consoles of a match of several games in the tournament file: one per game, camp choice by §5.6, resumed per game."""
import random

import pytest
from sqlalchemy import select

from app.models.schema import AuditEntry
from app.models.store import open_store
from app.sanguosha.errors import SanguoshaError
from app.services.rounds import pair_next_round
from app.services.sanguosha import (consoles_of_round, games_of_table, load_console, match_prefill, open_console,
                                    round_board, save_step)
from app.services.tournament import update_event_settings
from app.stages import FINAL
from app.stages.round_id import RoundId
from fakes import FakeTime
from sanguosha_tables import decide_1v1, decide_by_fouls

CODE = "sanguosha_3v3"


@pytest.fixture
def match_table(demo_store):
    update_event_settings(demo_store, CODE, {"games_per_round": 3})
    return pair_next_round(demo_store, CODE, seed=1).tables[0]


def test_a_later_game_waits_for_the_game_before_it(demo_store, match_table):
    """Game 2 is refused before game 1 is decided, and game 3 before game 2 exists; nothing is written."""
    clock = FakeTime(10.0)
    open_console(demo_store, CODE, match_table.table_id, clock, random.Random(1), bidian_winner=0)
    with pytest.raises(SanguoshaError) as caught:
        open_console(demo_store, CODE, match_table.table_id, clock, random.Random(1), game_no=2)
    assert caught.value.code == "console.game_not_decided"
    with pytest.raises(SanguoshaError) as caught:
        open_console(demo_store, CODE, match_table.table_id, clock, random.Random(1), game_no=3)
    assert caught.value.code == "console.previous_game_missing"
    with pytest.raises(SanguoshaError) as caught:
        open_console(demo_store, CODE, match_table.table_id, clock, random.Random(1), game_no=4)
    assert caught.value.code == "console.game_out_of_range"
    assert games_of_table(demo_store, CODE, match_table.table_id) == [1]


def test_even_games_swap_the_camp_choice_and_odd_games_follow_the_bidian(demo_store, match_table):
    """Game 1 team 0, game 2 team 1 (swapped), game 3 the 比点's winner; each audited with its game."""
    clock = FakeTime(10.0)
    first = open_console(demo_store, CODE, match_table.table_id, clock, random.Random(1), bidian_winner=0)
    decide_by_fouls(demo_store, first, clock)
    second = open_console(demo_store, CODE, match_table.table_id, clock, random.Random(2), game_no=2)
    assert second.game_no == 2 and second.games == 3
    assert second.console(clock).camp_holder == 1 and second.state["draft"]["phase"] == "piles"
    decide_by_fouls(demo_store, second, clock, loser=0)
    third = open_console(demo_store, CODE, match_table.table_id, clock, random.Random(3), game_no=3,
                         bidian_winner=1)
    assert third.console(clock).camp_holder == 1
    assert games_of_table(demo_store, CODE, match_table.table_id) == [1, 2, 3]
    with demo_store.read() as session:
        starts = [entry.new for entry in session.scalars(
            select(AuditEntry).where(AuditEntry.action == "sanguosha_start").order_by(AuditEntry.id))]
    assert [(s["game"], s["camp_holder"]) for s in starts] == [(1, 0), (2, 1), (3, 1)]
    assert starts[2]["bidian_winner"] == 1 and "bidian_winner" not in starts[1]


def test_each_game_resumes_after_a_crash_on_its_own(demo_store, match_table):
    """Game 2 mid-draft and game 1 decided come back from the reopened file as they were, the piles too."""
    clock = FakeTime(10.0)
    first = decide_by_fouls(demo_store, open_console(demo_store, CODE, match_table.table_id, clock,
                                                     random.Random(1), bidian_winner=0), clock)
    second = open_console(demo_store, CODE, match_table.table_id, clock, random.Random(2), game_no=2)
    console = second.console(clock)
    console.draft_step("take_pile", 1, 3)
    save_step(demo_store, CODE, second, console, {"action": "take_pile"})
    path = demo_store.path
    demo_store.engine.dispose()  # no goodbye: the file as the crash left it
    reopened = open_store(path)
    try:
        again = load_console(reopened, CODE, match_table.table_id, game_no=2)
        assert again.state["draft"]["pile_of"] == {"1": 3}
        assert again.state["draft"]["piles"] == console.draft.state.piles
        assert load_console(reopened, CODE, match_table.table_id).state == first.state
        reopened_second = open_console(reopened, CODE, match_table.table_id, clock, random.Random(9), game_no=2)
        assert reopened_second.revision == again.revision  # opened, not started again
    finally:
        reopened.close()


def test_the_match_form_starts_from_every_console(demo_store, match_table):
    """Game by game: the camp holder and, after three fouls, the winner and how; a game without a console ends the list."""
    clock = FakeTime(10.0)
    decide_by_fouls(demo_store, open_console(demo_store, CODE, match_table.table_id, clock, random.Random(1), bidian_winner=0), clock)
    open_console(demo_store, CODE, match_table.table_id, clock, random.Random(2), game_no=2)
    games = match_prefill(demo_store, CODE, match_table.table_id)["games"]
    assert len(games) == 2
    assert (games[0]["camp"], games[0]["winner"], games[0]["how"]) == (0, 0, "technical_fouls")
    assert games[0]["technical_fouls"] == [0, 3]
    assert games[1] == {"camp": 1}  # its draft has begun: nothing decided yet
    assert match_prefill(demo_store, CODE, match_table.table_id + 1) is None


def test_the_round_lists_the_latest_game_per_table_and_every_table_on_the_board(demo_store, match_table):
    """The hall and the board read each table's latest game; printing reads every game; untouched tables show on the board."""
    clock = FakeTime(10.0)
    decide_by_fouls(demo_store, open_console(demo_store, CODE, match_table.table_id, clock, random.Random(1), bidian_winner=0), clock)
    open_console(demo_store, CODE, match_table.table_id, clock, random.Random(2), game_no=2)
    round_1 = RoundId(CODE, FINAL, 1)
    assert [r.game_no for r in consoles_of_round(demo_store, round_1)] == [2]
    assert [r.game_no for r in consoles_of_round(demo_store, round_1, every_game=True)] == [1, 2]
    board = round_board(demo_store, round_1)
    assert len(board) >= 2 and [t.table_number for t in board] == sorted(t.table_number for t in board)
    ours = next(t for t in board if t.table_id == match_table.table_id)
    assert ours.record.game_no == 2 and ours.games == 3 and len(ours.sides) == 2
    assert all(t.record is None for t in board if t.table_id != match_table.table_id)


def test_a_1v1_match_gives_game_2_the_other_lord(demo_store):
    """1v1: a side's three generals dead end the console's game; game 2's lord is the other player
    (docs/rules.md §5.6)."""
    update_event_settings(demo_store, "sanguosha_1v1", {"games_per_round": 2})
    table = pair_next_round(demo_store, "sanguosha_1v1", seed=1).tables[0]
    clock = FakeTime(10.0)
    record = open_console(demo_store, "sanguosha_1v1", table.table_id, clock, random.Random(5))
    _record, console = decide_1v1(demo_store, record, clock)
    second = open_console(demo_store, "sanguosha_1v1", table.table_id, clock, random.Random(6), game_no=2)
    assert second.console(clock).camp_holder == 1 - console.camp_holder
    assert [game["camp"] for game in match_prefill(demo_store, "sanguosha_1v1", table.table_id)["games"]] == [
        console.camp_holder, 1 - console.camp_holder]


def _starts(store):
    with store.read() as session:
        return [entry.new for entry in session.scalars(
            select(AuditEntry).where(AuditEntry.action == "sanguosha_start").order_by(AuditEntry.id))]


def test_a_game_after_one_played_on_paper_follows_the_referee_s_word(demo_store, match_table):
    """Game 1 on paper, team 1 held the camp choice: game 2's goes to team 0; audited as after a paper game.
    Without who held it, game 2 is refused; game 3 after game 2 on paper follows the 比点."""
    clock = FakeTime(10.0)
    with pytest.raises(SanguoshaError) as caught:
        open_console(demo_store, CODE, match_table.table_id, clock, random.Random(1), game_no=2,
                     previous_on_paper=True)
    assert caught.value.code == "console.previous_game_missing"
    second = open_console(demo_store, CODE, match_table.table_id, clock, random.Random(2), game_no=2,
                          previous_on_paper=True, previous_holder=1)
    assert second.console(clock).camp_holder == 0
    started = _starts(demo_store)[-1]
    assert (started["game"], started["previous_on_paper"], started["previous_holder"]) == (2, True, 1)
    third = open_console(demo_store, CODE, match_table.table_id, clock, random.Random(3), game_no=3,
                         previous_on_paper=True, bidian_winner=1)
    assert third.console(clock).camp_holder == 1
    assert games_of_table(demo_store, CODE, match_table.table_id) == [3]  # game 2's console was never used


def test_an_unused_console_becomes_a_game_on_paper_and_a_used_one_is_refused(demo_store):
    """Game 1's console where no step was taken is removed (audited) when the referee says game 1 was on
    paper; once a step was taken at it, saying so is refused and nothing is written."""
    update_event_settings(demo_store, CODE, {"games_per_round": 3})
    tables = pair_next_round(demo_store, CODE, seed=1).tables
    clock = FakeTime(10.0)
    open_console(demo_store, CODE, tables[0].table_id, clock, random.Random(1), bidian_winner=0)
    open_console(demo_store, CODE, tables[0].table_id, clock, random.Random(2), game_no=2,
                 previous_on_paper=True, previous_holder=0)
    assert games_of_table(demo_store, CODE, tables[0].table_id) == [2]
    with demo_store.read() as session:
        (paper,) = session.scalars(select(AuditEntry).where(AuditEntry.action == "sanguosha_on_paper")).all()
    assert paper.new["game"] == 1 and paper.entity_id == tables[0].table_id
    used = open_console(demo_store, CODE, tables[1].table_id, clock, random.Random(1), bidian_winner=0)
    console = used.console(clock)
    console.tick()
    clock.t += 100
    console.tick()
    save_step(demo_store, CODE, used, console, {"action": "timeout"})
    with pytest.raises(SanguoshaError) as caught:
        open_console(demo_store, CODE, tables[1].table_id, clock, random.Random(2), game_no=2,
                     previous_on_paper=True, previous_holder=0)
    assert caught.value.code == "console.previous_game_at_console"
    assert games_of_table(demo_store, CODE, tables[1].table_id) == [1]


def test_the_match_form_leaves_a_paper_game_to_the_referee(demo_store, match_table):
    """Game 1 on paper (team 1 held the choice), game 2 at the console: the form opens with game 1's holder
    only and game 2 as its console has it."""
    clock = FakeTime(10.0)
    open_console(demo_store, CODE, match_table.table_id, clock, random.Random(2), game_no=2,
                 previous_on_paper=True, previous_holder=1)
    games = match_prefill(demo_store, CODE, match_table.table_id)["games"]
    assert games[0] == {"camp": 1} and games[1]["camp"] == 0 and len(games) == 2


def test_a_1v1_game_after_one_on_paper_gives_the_lord_to_the_other_side(demo_store):
    """1v1: game 1 on paper with seat 1 as lord; game 2's lord is seat 0."""
    update_event_settings(demo_store, "sanguosha_1v1", {"games_per_round": 3})
    table = pair_next_round(demo_store, "sanguosha_1v1", seed=1).tables[0]
    clock = FakeTime(10.0)
    second = open_console(demo_store, "sanguosha_1v1", table.table_id, clock, random.Random(2), game_no=2,
                          previous_on_paper=True, previous_holder=1)
    assert second.console(clock).camp_holder == 0


def test_game_1_goes_to_the_bidian_winner_and_nothing_defaults_silently(demo_store):
    """A single-game round too: no console before the referee enters the 比点 winner; team 1 then
    takes a pile first and holds the camp choice; the audit records the 比点."""
    table = pair_next_round(demo_store, CODE, seed=1).tables[0]
    with pytest.raises(SanguoshaError) as caught:
        open_console(demo_store, CODE, table.table_id, FakeTime(), random.Random(1))
    assert caught.value.code == "console.bidian_missing"
    assert games_of_table(demo_store, CODE, table.table_id) == []
    record = open_console(demo_store, CODE, table.table_id, FakeTime(), random.Random(1), bidian_winner=1)
    console = record.console(FakeTime())
    assert console.camp_holder == 1 and console.draft.team_to_move() == 1
    with demo_store.read() as session:
        started = session.scalars(select(AuditEntry).where(AuditEntry.action == "sanguosha_start")).all()[-1]
    assert started.new["bidian_winner"] == 1


def test_a_stored_console_that_no_steps_lead_to_is_refused_when_loaded(demo_store, match_table):
    """A row edited by hand (a general on both sides) loads as a coded refusal naming the table."""
    from app.models.schema import SanguoshaConsole
    record = open_console(demo_store, CODE, match_table.table_id, FakeTime(), random.Random(1), bidian_winner=0)
    with demo_store.session() as session:
        row = session.scalars(select(SanguoshaConsole)).first()
        state = dict(row.state)
        state["draft"] = {**state["draft"], "phase": "nowhere"}
        row.state = state
    stored = load_console(demo_store, CODE, match_table.table_id)
    with pytest.raises(SanguoshaError) as caught:
        stored.console(FakeTime())
    assert caught.value.code == "console.bad_state"
    assert caught.value.params["table"] == record.table_number and "nowhere" in caught.value.message("en")
