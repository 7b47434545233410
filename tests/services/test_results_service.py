"""Result entry helpers and the record/clear round trip: typed codes, stored entries, refusals, audit."""
import pytest
from sqlalchemy import func, select

from app.models.schema import AuditEntry, Foul
from app.scoring import ResultError
from app.services.result_entry import check_table, entry_for_code, event_settings, table_entry
from app.services.results import clear_result, record_result
from app.services.rounds import pair_next_round
from app.services.round_views import round_view
from app.services.tournament import update_event_settings
from app.stages.policy import FINAL
from app.stages.round_id import RoundId


@pytest.mark.parametrize("code, text, entry", [
    ("xiangqi", "1", {"score": "1"}),
    ("xiangqi", " = ", {"score": "="}),
    ("go", "+", {"score": "+-"}),
    ("checkers", "-", {"score": "-+"}),
    ("gomoku", "1-0,0-1", {"score": "1-0,0-1"}),
    ("sanguosha_3v3", "0", {"score": "0"}),
])
def test_typed_codes_become_entries(code, text, entry):
    """Keyboard codes map to the scoring's entry; a lone + or - is a forfeit read from seat 0."""
    assert entry_for_code(code, text) == entry


@pytest.mark.parametrize("code, text, message", [
    ("doudizhu", "1", "须逐项录入"),
    ("sanguosha_identity", "1", "须逐项录入"),
    ("xiangqi", "  ", "请输入比分代码"),
])
def test_codes_that_cannot_be_typed_are_refused(code, text, message):
    """Events scored hand by hand, and empty input, are refused with a Chinese message."""
    with pytest.raises(ResultError, match=message):
        entry_for_code(code, text)


def test_check_table_names_what_is_missing(demo_store):
    """Before round 1, a missing round, and a missing table each have their own message."""
    with pytest.raises(ResultError, match="第 1 轮尚未编排（已编排 0 轮）"):
        check_table(demo_store, "go", RoundId("go", FINAL, 1), 1)
    pair_next_round(demo_store, "go", seed=1)
    check_table(demo_store, "go", RoundId("go", FINAL, 1), 8)
    with pytest.raises(ResultError, match="第 2 轮尚未编排（已编排 1 轮）"):
        check_table(demo_store, "go", RoundId("go", FINAL, 2), 1)
    with pytest.raises(ResultError, match="第 1 轮没有第 9 桌"):
        check_table(demo_store, "go", RoundId("go", FINAL, 1), 9)


def test_event_settings_include_the_referees_overrides(demo_store):
    """The forms score with the event's own settings, not only the preset."""
    assert event_settings(demo_store, "xiangqi")["fouls_to_lose"] == 3
    update_event_settings(demo_store, "xiangqi", {"fouls_to_lose": 2})
    assert event_settings(demo_store, "xiangqi")["fouls_to_lose"] == 2


def test_record_change_clear_round_trip(demo_store):
    """The stored entry follows record, change and clear; each is audited; fouls are stored."""
    pair_next_round(demo_store, "xiangqi", seed=1)
    assert table_entry(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), 1) is None
    first = record_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), 1, {"winner": 0, "fouls": [0, 3]})
    assert first.previous is None and first.scored.detail["reason"] == "fouls"
    change = record_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), 1, {"score": "="})
    assert change.previous == {"winner": 0, "fouls": [0, 3]}
    assert round_view(demo_store, "xiangqi").tables[0].result == "½-½"
    assert clear_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), 1) == {"score": "="}
    assert table_entry(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), 1) is None
    with demo_store.read() as session:
        actions = list(session.scalars(select(AuditEntry.action).where(AuditEntry.entity == "table")))
        fouls = session.scalar(select(func.count()).select_from(Foul))
    assert actions == ["result", "result_change", "result_clear"] and fouls == 0


def test_a_refused_entry_leaves_the_table_as_it_was(demo_store):
    """A third foul credited to the wrong side is refused; the earlier result stays."""
    pair_next_round(demo_store, "xiangqi", seed=1)
    record_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), 2, {"score": "1-0"})
    with pytest.raises(ResultError, match="犯规满 3 次即判负"):
        record_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), 2, {"winner": 0, "fouls": [3, 0]})
    assert table_entry(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), 2) == {"score": "1-0"}


def test_doudizhu_totals_only_is_stored_audited_and_ranks_as_hands(demo_store):
    """A table scored on paper is recorded from its three totals: stored as entered, audited, and the
    standings are the same as for hands with those totals."""
    from app.services.standings import event_standings
    pair_next_round(demo_store, "doudizhu", seed=1)
    hands = {"hands": [{"bid": 3, "landlord": 0, "landlord_won": True, "bombs": 1},
                       {"bid": 1, "landlord": 1, "landlord_won": False, "spring": True}]}
    record_result(demo_store, "doudizhu", RoundId("doudizhu", FINAL, 1), 1, hands)
    by_hand = event_standings(demo_store, "doudizhu").rows
    change = record_result(demo_store, "doudizhu", RoundId("doudizhu", FINAL, 1), 1, {"totals": [14, -10, -4]})
    assert change.previous == hands and table_entry(demo_store, "doudizhu", RoundId("doudizhu", FINAL, 1), 1) == {"totals": [14, -10, -4]}
    on_paper = event_standings(demo_store, "doudizhu").rows
    assert [(r.id, r.rank, r.points, r.tiebreaks) for r in on_paper] == \
        [(r.id, r.rank, r.points, r.tiebreaks) for r in by_hand]
    with demo_store.read() as session:
        audited = session.scalars(select(AuditEntry).where(AuditEntry.entity == "table")).all()
    assert [a.action for a in audited] == ["result", "result_change"]
    assert "totals" in str(audited[-1].new) and "hands" in str(audited[-1].old)


def test_gomoku_games_store_who_held_black_and_xiangqi_fouls_are_plain_fouls(demo_store):
    """Each gomoku game's row starts with the seat that held black; xiangqi's fouls are kind foul."""
    from app.models.schema import Game
    pair_next_round(demo_store, "gomoku", seed=1)
    record_result(demo_store, "gomoku", RoundId("gomoku", FINAL, 1), 1, {"games": [{"winner": 0, "black": 1}, {"winner": 1, "black": 0}]})
    pair_next_round(demo_store, "xiangqi", seed=1)
    record_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), 1, {"winner": 0, "fouls": [0, 2]})
    with demo_store.read() as session:
        assert [g.first_seat for g in session.scalars(select(Game).order_by(Game.number))] == [1, 0]
        assert [f.kind for f in session.scalars(select(Foul))] == ["foul", "foul"]


def test_event_settings_are_read_again_after_a_settings_change(demo_store):
    """The settings are remembered between commits only: a change is seen at once, and what one caller
    does to its copy reaches no other."""
    from app.services.tournament import update_event_settings
    before = event_settings(demo_store, "xiangqi")
    before["round_minutes"] = 1
    assert event_settings(demo_store, "xiangqi")["round_minutes"] != 1
    update_event_settings(demo_store, "xiangqi", {"round_minutes": 37, "tiebreaks": ["wins"]})
    changed = event_settings(demo_store, "xiangqi")
    assert changed["round_minutes"] == 37 and changed["tiebreaks"] == ["wins"]
    changed["tiebreaks"].append("lots")  # a stored override's list: each caller has its own
    assert event_settings(demo_store, "xiangqi")["tiebreaks"] == ["wins"]
