"""Pairing rounds through the service: every event, seeds, stages, refusals and hand changes."""
import random

import pytest
from sqlalchemy import select

from app.models.schema import AuditEntry
from app.rules.events import PRESETS
from app.services.players import add_player, withdraw_player
from app.services.results import record_result
from app.services.rounds import (PairingRefused, delete_last_round, pair_next_round, renumber_table, repair_last_round,
                                 swap_seats)
from app.services.round_views import round_choices, round_view
from app.services.tournament import update_event_settings
from app.stages.policy import FINAL
from app.stages.round_id import RoundId



@pytest.mark.parametrize("code", list(PRESETS))
def test_every_demo_event_pairs_round_after_round(demo_store, code, play_round):
    """Every event pairs all its rounds with results in between; nobody meets an opponent twice."""
    rng = random.Random(3)
    rounds = int(PRESETS[code].settings["rounds"])
    met = set()
    byes = []
    for number in range(1, rounds + 1):
        view = pair_next_round(demo_store, code, seed=number)
        assert view.number == number
        seated = [s.competitor_id for t in view.tables for s in t.seats if s.competitor_id]
        assert len(seated) == len(set(seated))
        if len(view.tables[0].seats) == 2:
            for table in view.tables:
                pair = frozenset(s.competitor_id for s in table.seats)
                assert pair not in met, f"rematch in round {number}"
                met.add(pair)
        byes += [b[0] for b in view.byes]
        play_round(demo_store, code, view, rng)
    assert len(byes) == len(set(byes))
    with pytest.raises(PairingRefused, match="已完成全部"):
        pair_next_round(demo_store, code)


def test_same_seed_same_draw(tmp_path):
    """A stored seed reproduces the draw exactly."""
    from app.services.demo import build_demo
    draws = []
    for index in range(2):
        store = build_demo(tmp_path / f"d{index}.sqlite", seed=4)
        view = pair_next_round(store, "xiangqi", seed=99)
        draws.append([[s.name for s in t.seats] for t in view.tables])
        assert view.seed == 99
        store.close()
    assert draws[0] == draws[1]


def test_missing_results_refuse_the_next_round(demo_store):
    """Round 2 cannot be paired while a table of round 1 has no result; the message names it."""
    view = pair_next_round(demo_store, "go", seed=1)
    for table in view.tables[1:]:
        record_result(demo_store, "go", RoundId("go", FINAL, 1), table.number, {"score": "1-0"})
    with pytest.raises(PairingRefused, match=r"第 1 轮还有 1 桌未录入成绩（桌号 1）"):
        pair_next_round(demo_store, "go")


def test_an_open_preliminary_round_is_named_with_its_stage(demo_store):
    """With preliminary groups the refusal names 预赛第 1 轮 (it said 第 1 轮, the final's name), in English too."""
    update_event_settings(demo_store, "go", {"preliminary_groups": 2, "qualifiers_per_group": 2})
    view = pair_next_round(demo_store, "go", seed=1)
    for table in view.tables[1:]:
        record_result(demo_store, "go", view.round_id, table.number, {"score": "1-0"})
    with pytest.raises(PairingRefused) as refused:
        pair_next_round(demo_store, "go")
    assert str(refused.value).startswith("预赛第 1 轮还有 1 桌未录入成绩")
    assert refused.value.message("en").startswith("Preliminary round 1 still has 1 tables without a result")


def test_withdrawn_and_forfeiting_players_are_not_paired(demo_store):
    """A withdrawal and two forfeit losses in a row take a player out of the pairing."""
    view = pair_next_round(demo_store, "checkers", seed=1)
    quitter = view.tables[0].seats[0].competitor_id
    absent = view.tables[1].seats[0].competitor_id
    for table in view.tables:
        record_result(demo_store, "checkers", RoundId("checkers", FINAL, 1), table.number, {"score": "-+" if table.number == 2 else "1-0"})
    withdraw_player(demo_store, quitter)
    view = pair_next_round(demo_store, "checkers", seed=2)
    seated = {s.competitor_id for t in view.tables for s in t.seats} | {b[0] for b in view.byes}
    assert quitter not in seated and absent in seated
    for table in view.tables:
        seats = [s.competitor_id for s in table.seats]
        score = ("-+" if seats[0] == absent else "+-") if absent in seats else "1-0"
        record_result(demo_store, "checkers", RoundId("checkers", FINAL, 2), table.number, {"score": score})
    view = pair_next_round(demo_store, "checkers", seed=3)
    seated = {s.competitor_id for t in view.tables for s in t.seats} | {b[0] for b in view.byes}
    assert absent not in seated


def test_late_entry_joins_with_zero_points(demo_store, play_round):
    """A player entered after round 1 is paired from round 2 on, at zero points."""
    view = pair_next_round(demo_store, "xiangqi", seed=1)
    play_round(demo_store, "xiangqi", view, random.Random(1))
    late = add_player(demo_store, "迟到者", "广西大学", "LATE1", ["xiangqi"])
    view = pair_next_round(demo_store, "xiangqi", seed=2)
    seated = {s.competitor_id for t in view.tables for s in t.seats} | {b[0] for b in view.byes}
    assert late in seated


def test_preliminary_groups_then_final_of_qualifiers(demo_store, play_round):
    """With 2 groups: round robin in each group, then the top 2 of each meet in the final."""
    update_event_settings(demo_store, "go", {"preliminary_groups": 2, "qualifiers_per_group": 2})
    rng = random.Random(5)
    view = pair_next_round(demo_store, "go", seed=1)
    assert view.stage_kind == "preliminary" and {t.group_no for t in view.tables} == {1, 2}
    while view.stage_kind == "preliminary":
        play_round(demo_store, "go", view, rng)
        view = pair_next_round(demo_store, "go")
    assert view.stage_kind == "final" and view.number == 1
    finalists = [s.competitor_id for t in view.tables for s in t.seats] + [b[0] for b in view.byes]
    assert len(finalists) >= 4


def test_delete_repair_swap_and_renumber(demo_store, play_round):
    """Hand changes: re-pair, swap (rematch flagged and audited), renumber, delete the last round."""
    rng = random.Random(2)
    first = pair_next_round(demo_store, "xiangqi", seed=1)
    play_round(demo_store, "xiangqi", first, rng)
    second = pair_next_round(demo_store, "xiangqi", seed=2)
    again = repair_last_round(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 2), seed=2)
    assert [[s.competitor_id for s in t.seats] for t in again.tables] == [
        [s.competitor_id for s in t.seats] for t in second.tables]
    # put round 1's first pair back together: a rematch
    a, b = (s.competitor_id for s in first.tables[0].seats)
    seat_of = {s.competitor_id: s for t in again.tables for s in t.seats}
    table_of = {s.competitor_id: t for t in again.tables for s in t.seats}
    partner = next(s for s in table_of[a].seats if s.competitor_id != a)
    problems = swap_seats(demo_store, "xiangqi", partner.seat_id, seat_of[b].seat_id)
    table = table_of[a].number
    assert any("重复对局" in message for message in problems[table])
    view = round_view(demo_store, "xiangqi")
    assert any("重复对局" in w for w in next(t for t in view.tables if t.number == table).warnings)
    with demo_store.read() as session:
        assert session.scalars(select(AuditEntry).where(AuditEntry.action == "swap")).one().new["warnings"]
    renumber_table(demo_store, "xiangqi", view.tables[0].table_id, 12)
    assert round_view(demo_store, "xiangqi").tables[-1].table_id == view.tables[0].table_id
    assert delete_last_round(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 2)) == RoundId("xiangqi", FINAL, 2)
    assert [r.number for r in round_choices(demo_store, "xiangqi")] == [1]


def test_repair_refused_once_results_are_in(demo_store):
    """A round with a result cannot be drawn again."""
    view = pair_next_round(demo_store, "go", seed=1)
    record_result(demo_store, "go", RoundId("go", FINAL, 1), view.tables[0].number, {"score": "1-0"})
    with pytest.raises(PairingRefused, match="已有成绩"):
        repair_last_round(demo_store, "go", RoundId("go", FINAL, 1))


def test_cancelled_event_is_not_paired(demo_store):
    """A cancelled event refuses to pair."""
    from app.services.tournament import set_event_cancelled
    set_event_cancelled(demo_store, "go", True)
    with pytest.raises(PairingRefused, match="已取消"):
        pair_next_round(demo_store, "go")


def test_exhausted_field_asks_for_rematches(store, play_round):
    """Four players after three rounds have met everyone: refused, then paired with rematches allowed."""
    from app.services.rounds import NoLegalPairing
    update_event_settings(store, "xiangqi", {"rounds": 5})
    for index in range(4):
        add_player(store, f"选手{index}", f"学校{index}", f"S{index}", ["xiangqi"])
    for number in range(1, 4):
        view = pair_next_round(store, "xiangqi", seed=number)
        play_round(store, "xiangqi", view, random.Random(number))
    with pytest.raises(NoLegalPairing, match="第 4 轮无法编排"):
        pair_next_round(store, "xiangqi", seed=4)
    view = pair_next_round(store, "xiangqi", seed=4, allow_rematch=True)
    assert len(view.tables) == 2 and any("重复" in w for w in view.warnings)


def test_round_robin_final_meets_everyone_once_in_drawn_order(demo_store, play_round):
    """A round-robin final: 16 players, 15 rounds, every pair exactly once; the seed draws the numbers."""
    update_event_settings(demo_store, "go", {"pairing": "round_robin"})
    rng = random.Random(9)
    pairs = []
    first_tables = None
    for number in range(1, 16):
        view = pair_next_round(demo_store, "go", seed=number)
        if first_tables is None:
            first_tables = [[s.competitor_id for s in t.seats] for t in view.tables]
        pairs += [frozenset(s.competitor_id for s in t.seats) for t in view.tables]
        play_round(demo_store, "go", view, rng)
    assert len(pairs) == 120 == len(set(pairs))
    with pytest.raises(PairingRefused, match="全部 15 轮"):
        pair_next_round(demo_store, "go")
    delete_all = [delete_last_round(demo_store, "go", RoundId("go", FINAL, number)) for number in range(15, 0, -1)]
    assert delete_all[-1] == RoundId("go", FINAL, 1)
    view = pair_next_round(demo_store, "go", seed=12345)
    assert [[s.competitor_id for s in t.seats] for t in view.tables] != first_tables
