"""The 3v3 match sheet filled from the draft the table's console recorded."""
import io
import random

import pytest
from printing_samples import squash
from pypdf import PdfReader

from app.services.printing import document_bytes, pairing_sheet
from app.services.rounds import pair_next_round
from app.services.sanguosha import open_console, save_step
from fakes import FakeTime
from app.stages.policy import FINAL
from app.stages.round_id import RoundId

EVENT = "sanguosha_3v3"


def _play_draft_by_timeouts(store, table_id: int, reveal: bool):
    """Every step left to its default on timeout (warm to team 0, warm picks first …), then
    optionally the reveal and cold letting warm act first; each step saved as the console does."""
    clock = FakeTime(0.0)
    record = open_console(store, EVENT, table_id, clock, random.Random(5), bidian_winner=0)
    console = record.console(clock)
    while console.draft.state.phase not in ("reveal", "done"):
        clock.t += 100
        console.tick()
        record = save_step(store, EVENT, record, console, {"action": "timeout"})
    if reveal:
        console.reveal()
        console.order_step("choose_first", "cold", "warm")
        record = save_step(store, EVENT, record, console, {"action": "reveal"})
    return console


@pytest.fixture
def paired_table(demo_store):
    return pair_next_round(demo_store, EVENT, seed=1).tables[0]


def _text(store) -> str:
    data = document_bytes(store, "scoresheet", EVENT, RoundId(EVENT, FINAL, 1))
    return squash("".join(page.extract_text() for page in PdfReader(io.BytesIO(data)).pages))


def test_revealed_draft_fills_camps_picks_and_seats(demo_store, paired_table):
    """After the reveal the sheet names the warm and cold teams, who picked and acted first,
    every pick in its step and the six seats' generals."""
    console = _play_draft_by_timeouts(demo_store, paired_table.table_id, reveal=True)
    table = next(t for t in pairing_sheet(demo_store, EVENT, RoundId(EVENT, FINAL, 1)).games if t.table == paired_table.number)
    teams = [table.first.name, table.second.name]
    assert table.draft_of(1).warm_team == 0 and table.draft_of(1).first_picker == 0 and table.draft_of(1).first_mover == 0
    assert [len(step) for step in table.draft_of(1).steps] == [1, 2, 2, 2, 2, 2, 2, 2, 1]
    assert list(table.draft_of(1).seats) == [seat["general"] for seat in console.draft.seating()]
    text = _text(demo_store)
    assert squash(f"冷色方：{teams[1]}") in text and squash(f"暖色方：{teams[0]}") in text
    assert squash(f"先选将方：{teams[0]}") in text and squash(f"先行动方：{teams[0]}") in text
    first_pick = console.draft.picks_by_step()[0][1][0]
    assert squash(f"1.{first_pick}") in text
    for general in table.draft_of(1).seats:
        assert squash(general) in text


def test_a_lineup_not_yet_revealed_never_reaches_the_sheet(demo_store, paired_table):
    """Both lineups set but not revealed: the picks print, the seat row stays empty for the pen."""
    console = _play_draft_by_timeouts(demo_store, paired_table.table_id, reveal=False)
    table = next(t for t in pairing_sheet(demo_store, EVENT, RoundId(EVENT, FINAL, 1)).games if t.table == paired_table.number)
    assert table.draft_of(1).seats == () and table.draft_of(1).first_mover is None
    assert len(table.draft_of(1).steps) == 9
    assert "先行动方：____________" in _text(demo_store)
    assert console.draft.state.lineups  # the secret lineups exist, and still are not printed


def test_a_table_without_a_console_keeps_the_blank_sheet(demo_store, paired_table):
    """No console opened: every decision is a blank for the pen, as before."""
    table = next(t for t in pairing_sheet(demo_store, EVENT, RoundId(EVENT, FINAL, 1)).games if t.table == paired_table.number)
    assert table.draft_of(1) is None
    text = _text(demo_store)
    assert squash("冷色方：____________") in text and squash("先选将方：____________") in text


def test_each_game_of_a_match_prints_from_its_own_console(demo_store):
    """Three games a round: game 1 and game 2 are filled from their consoles (game 2's camp swapped), game 3 is blank."""
    from app.services.tournament import update_event_settings
    update_event_settings(demo_store, EVENT, {"games_per_round": 3})
    paired = pair_next_round(demo_store, EVENT, seed=1).tables[0]
    table_id = paired.table_id
    console = _play_draft_by_timeouts(demo_store, table_id, reveal=True)
    for _ in range(3):
        console.charge_foul(1)
    from app.services.sanguosha import load_console
    save_step(demo_store, EVENT, load_console(demo_store, EVENT, table_id), console, {"action": "fouls"})
    clock = FakeTime(0.0)
    second = open_console(demo_store, EVENT, table_id, clock, random.Random(6), game_no=2)
    game_two = second.console(clock)
    for method, args in (("take_pile", (1, 0)), ("take_pile", (0, 1)), ("end_viewing", ()),
                         ("choose_camp", (1, "warm"))):  # team 1 holds game 2's choice and takes warm
        game_two.draft_step(method, *args)
    save_step(demo_store, EVENT, second, game_two, {"action": "choose_camp"})
    table = next(t for t in pairing_sheet(demo_store, EVENT, RoundId(EVENT, FINAL, 1)).games if t.table == paired.number)
    assert table.draft_of(1).warm_team == 0 and table.draft_of(2).warm_team == 1
    assert table.draft_of(1).seats and table.draft_of(2).seats == ()
    assert table.draft_of(3) is None
    teams = [table.first.name, table.second.name]
    text = _text(demo_store)
    game_two_text = text[text.index(squash("第 2 局")):text.index(squash("第 3 局"))]
    assert squash(f"暖色方：{teams[1]}") in game_two_text and squash(f"冷色方：{teams[0]}") in game_two_text
    start = text.index(squash("第 3 局"))
    game_three_text = text[start:text.find(squash("第 1 局"), start)]  # up to the next table's first game
    assert squash("冷色方：____________") in game_three_text
