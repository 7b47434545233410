"""A result that contradicts a decided Sanguosha console is refused with both shown; a reason overrules it
(audited). docs/rules.md §5.7."""
import random

import pytest
from sqlalchemy import select

from app.models.schema import AuditEntry
from app.services.result_entry import table_entry
from app.services.results import ConsoleDisagrees, record_result
from app.services.rounds import pair_next_round
from app.scoring.entries import parse_entry
from app.services.sanguosha import console_entry, match_prefill, open_console, result_prefill, round_outcomes
from app.services.tournament import update_event_settings
from app.stages import FINAL
from app.stages.round_id import RoundId
from fakes import FakeTime
from sanguosha_tables import decide_1v1, decide_by_fouls, decided_match

CODE = "sanguosha_3v3"


def decided_table(store, games=1, loser=1):
    """Round 1's first table, its game 1 decided at the console: ``loser`` reaches the foul limit."""
    if games > 1:
        update_event_settings(store, CODE, {"games_per_round": games})
    table = pair_next_round(store, CODE, seed=1).tables[0]
    clock = FakeTime(10.0)
    decide_by_fouls(store, open_console(store, CODE, table.table_id, clock, random.Random(1), bidian_winner=0), clock, loser=loser)
    return table


def test_the_other_team_entered_for_a_decided_game_is_refused_with_both_outcomes(demo_store):
    """The reported bug: the console showed 暖色（team 0）胜, and 0 (team 1 won) was accepted without a word."""
    table = decided_table(demo_store)
    names = [seat.name for seat in table.seats]
    with pytest.raises(ConsoleDisagrees) as caught:
        record_result(demo_store, CODE, RoundId(CODE, FINAL, 1), table.number, {"score": "0"})
    zh, en = caught.value.message("zh"), caught.value.message("en")
    assert f"选将台：暖色（{names[0]}）胜" in zh and f"录入：冷色（{names[1]}）胜" in zh
    assert f"Console: warm ({names[0]}) won" in en and f"entered: cold ({names[1]}) won" in en
    assert table_entry(demo_store, CODE, RoundId(CODE, FINAL, 1), table.number) is None  # nothing written
    assert record_result(demo_store, CODE, RoundId(CODE, FINAL, 1), table.number, {"score": "1"}).scored.summary == "1-0"


def test_a_reason_overrules_the_console_and_is_audited(demo_store):
    """With a reason the entry stands; the audit holds the console's outcome, the entry and the reason."""
    table = decided_table(demo_store)
    with pytest.raises(ConsoleDisagrees):
        record_result(demo_store, CODE, RoundId(CODE, FINAL, 1), table.number, {"score": "0"}, console_override="   ")
    recorded = record_result(demo_store, CODE, RoundId(CODE, FINAL, 1), table.number, {"score": "0"},
                             console_override=" 选将台误记犯规，经双方确认 ")
    assert recorded.scored.summary == "0-1"
    with demo_store.read() as session:
        audit = session.scalars(select(AuditEntry).where(AuditEntry.action == "result_console_override")).one()
        assert audit.old["console"] == [{"game": 1, "winner": 0, "how": "technical_fouls", "camp": 0}]
        assert audit.new["entry"] == {"score": "0"} and audit.new["summary"] == "0-1"
        assert audit.new["reason"] == "选将台误记犯规，经双方确认" and audit.old["table"] == table.number


def test_an_undecided_console_refuses_nothing(demo_store):
    """A console still in its draft has decided nothing: any result is taken."""
    table = pair_next_round(demo_store, CODE, seed=1).tables[0]
    open_console(demo_store, CODE, table.table_id, FakeTime(1.0), random.Random(1), bidian_winner=0)
    assert record_result(demo_store, CODE, RoundId(CODE, FINAL, 1), table.number, {"score": "0"}).scored.summary == "0-1"


@pytest.mark.parametrize("typed, refused", [
    ("0-1,1-0,0-1", True),   # game 1 given to team 1
    ("1-0,0-1,0-1", False),  # game 1 as decided
    ("2-1", False),          # a total: game 1 may be team 0's
    ("0-3", True),           # a total leaving team 0 no game, but the console gave it game 1
    ("-+", True),            # a whole-match forfeit for team 1 takes game 1 from team 0
])
def test_a_match_is_checked_game_by_game_or_by_its_total(demo_store, typed, refused):
    """Game 1 decided for team 0 at its console; games 2 and 3 were not tracked."""
    table = decided_table(demo_store, games=3)
    if refused:
        with pytest.raises(ConsoleDisagrees) as caught:
            record_result(demo_store, CODE, RoundId(CODE, FINAL, 1), table.number, {"score": typed})
        assert caught.value.table_number == table.number
    else:
        record_result(demo_store, CODE, RoundId(CODE, FINAL, 1), table.number, {"score": typed})
        assert table_entry(demo_store, CODE, RoundId(CODE, FINAL, 1), table.number) == {"score": typed}


def test_the_console_is_the_proposal_of_the_forms_and_the_round(demo_store):
    """The single-game form and the match form start from the decided winner; the round lists each
    table's games with their camp (the warm team) for the results page."""
    table = decided_table(demo_store)
    assert result_prefill(demo_store, CODE, table.table_id)["winner"] == 0
    outcomes = round_outcomes(demo_store, RoundId(CODE, FINAL, 1))
    assert list(outcomes) == [table.table_id]
    (game,) = outcomes[table.table_id]
    assert (game.game_no, game.camp, game.winner, game.how) == (1, 0, 0, "technical_fouls")


def test_a_1v1_console_gives_the_lord_as_the_games_camp(demo_store):
    """1v1: the camp shown is the lord's seat; a finished draft names no winner (the console tracks no
    1v1 play), so it refuses no result."""
    code = "sanguosha_1v1"
    update_event_settings(demo_store, code, {"games_per_round": 2})
    table = pair_next_round(demo_store, code, seed=1).tables[0]
    record = open_console(demo_store, code, table.table_id, FakeTime(1.0), random.Random(5))
    lord = record.console(FakeTime(1.0)).camp_holder
    (game,) = round_outcomes(demo_store, RoundId(code, FINAL, 1))[table.table_id]
    assert (game.camp, game.winner) == (lord, None)
    assert match_prefill(demo_store, code, table.table_id)["games"] == [{"camp": lord}]
    record_result(demo_store, code, RoundId(code, FINAL, 1), table.number, {"score": "0-2"})


def test_a_1v1_game_decided_at_its_console_is_the_proposal_and_refuses_the_other_winner(demo_store):
    """1v1: once a side's three generals are dead the console names the winner (docs/rules.md §5.4);
    the forms start from it and an entry giving the game to the other player is refused, each side
    named by its role (主公 / 内奸) and its player."""
    code = "sanguosha_1v1"
    table = pair_next_round(demo_store, code, seed=1).tables[0]
    names = [seat.name for seat in table.seats]
    clock = FakeTime(1.0)
    record = open_console(demo_store, code, table.table_id, clock, random.Random(5))
    _record, console = decide_1v1(demo_store, record, clock, loser="traitor")
    lord = console.camp_holder
    assert result_prefill(demo_store, code, table.table_id) == {
        "winner": lord, "reason": "generals_dead", "generals_left": [3, 0] if lord == 0 else [0, 3]}
    (game,) = round_outcomes(demo_store, RoundId(code, FINAL, 1))[table.table_id]
    assert (game.camp, game.winner) == (lord, lord)
    losing_code = "0" if lord == 0 else "1"
    with pytest.raises(ConsoleDisagrees) as caught:
        record_result(demo_store, code, RoundId(code, FINAL, 1), table.number, {"score": losing_code})
    zh, en = caught.value.message("zh"), caught.value.message("en")
    assert f"选将台：主公（{names[lord]}）胜" in zh and f"录入：内奸（{names[1 - lord]}）胜" in zh
    assert f"Console: lord ({names[lord]}) won" in en and f"entered: traitor ({names[1 - lord]}) won" in en
    assert table_entry(demo_store, code, RoundId(code, FINAL, 1), table.number) is None
    winning_code = "1" if lord == 0 else "0"
    assert record_result(demo_store, code, RoundId(code, FINAL, 1), table.number, {"score": winning_code}).scored.detail["winner"] == lord


def test_a_1v1_match_proposes_the_games_its_consoles_decided(demo_store):
    """Game 1 decided at its console: the match form starts from its winner and generals left, and a
    match typed game by game that gives game 1 to the other player is refused."""
    code = "sanguosha_1v1"
    update_event_settings(demo_store, code, {"games_per_round": 3})
    table = pair_next_round(demo_store, code, seed=1).tables[0]
    clock = FakeTime(1.0)
    record = open_console(demo_store, code, table.table_id, clock, random.Random(5))
    _record, console = decide_1v1(demo_store, record, clock, loser="lord")
    traitor = 1 - console.camp_holder
    (first,) = match_prefill(demo_store, code, table.table_id)["games"]
    assert (first["winner"], first["camp"], first["generals_left"][traitor]) == (traitor, console.camp_holder, 3)
    against = "0-1,1-0,1-0" if traitor == 0 else "1-0,0-1,0-1"
    with pytest.raises(ConsoleDisagrees):
        record_result(demo_store, code, RoundId(code, FINAL, 1), table.number, {"score": against})
    agreeing = "1-0,0-1,1-0" if traitor == 0 else "0-1,1-0,0-1"
    record_result(demo_store, code, RoundId(code, FINAL, 1), table.number, {"score": agreeing})
    assert table_entry(demo_store, code, RoundId(code, FINAL, 1), table.number) == {"score": agreeing}


def test_the_consoles_proposal_is_recorded_with_each_games_camp_and_how(demo_store):
    """The reported bug: taking the consoles' proposal stored the code alone ("1-0,0-1,0-1"), and the
    match form showed each game's camp and how as 未注明. The consoles' entry keeps them, and the
    console check takes it."""
    table = decided_match(demo_store)
    entry = console_entry(demo_store, CODE, table.table_id)
    assert [(game["winner"], game["camp"], game["how"], game["technical_fouls"]) for game in entry["games"]] == [
        (0, 0, "technical_fouls", [0, 3]), (1, 1, "technical_fouls", [3, 0]), (1, 1, "technical_fouls", [3, 0])]
    assert all("time_up" not in game for game in entry["games"])  # refused outside time-up, decided by no console
    round_id = RoundId(CODE, FINAL, 1)
    assert record_result(demo_store, CODE, round_id, table.number, entry).scored.summary == "1-2"
    stored = parse_entry(CODE, {"games_per_round": 3}, table_entry(demo_store, CODE, round_id, table.number))
    assert [(game.winner, game.camp, game.reason) for game in stored.games] == [
        (0, 0, "technical_fouls"), (1, 1, "technical_fouls"), (1, 1, "technical_fouls")]


def test_an_undecided_game_ends_the_consoles_entry(demo_store):
    """Only the games decided from game 1 on: nothing before game 1 is decided; a single game has no camp."""
    table = pair_next_round(demo_store, CODE, seed=1).tables[0]
    clock = FakeTime(10.0)
    record = open_console(demo_store, CODE, table.table_id, clock, random.Random(1), bidian_winner=0)
    assert console_entry(demo_store, CODE, table.table_id) is None
    decide_by_fouls(demo_store, record, clock, loser=0)
    assert console_entry(demo_store, CODE, table.table_id) == {
        "winner": 1, "how": "technical_fouls", "technical_fouls": [3, 0]}


def test_a_1v1_match_from_its_consoles_keeps_the_lord_and_the_generals_left(demo_store):
    """1v1: game 1 decided at its console is recorded with its lord, how (all generals dead) and generals left."""
    code = "sanguosha_1v1"
    update_event_settings(demo_store, code, {"games_per_round": 3})
    table = pair_next_round(demo_store, code, seed=1).tables[0]
    clock = FakeTime(1.0)
    _record, console = decide_1v1(demo_store, open_console(demo_store, code, table.table_id, clock,
                                                           random.Random(5)), clock, loser="traitor")
    lord = console.camp_holder
    (game,) = console_entry(demo_store, code, table.table_id)["games"]
    assert (game["winner"], game["camp"], game["reason"], game["generals_left"][lord]) == (lord, lord, "generals_dead", 3)


def test_a_single_1v1_game_from_its_console_is_recorded_with_how_it_ended(demo_store):
    """One game: the consoles' entry is the game itself (no camp), and it scores as the console decided."""
    code = "sanguosha_1v1"
    table = pair_next_round(demo_store, code, seed=1).tables[0]
    clock = FakeTime(1.0)
    _record, console = decide_1v1(demo_store, open_console(demo_store, code, table.table_id, clock,
                                                           random.Random(5)), clock, loser="traitor")
    entry = console_entry(demo_store, code, table.table_id)
    assert (entry["winner"], entry["reason"], "camp" in entry) == (console.camp_holder, "generals_dead", False)
    recorded = record_result(demo_store, code, RoundId(code, FINAL, 1), table.number, entry)
    assert recorded.scored.detail["winner"] == console.camp_holder
    assert table_entry(demo_store, code, RoundId(code, FINAL, 1), table.number)["reason"] == "generals_dead"
