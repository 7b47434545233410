"""The standings a station keeps between commits (kept round reads, entries, tie-breaks and rows) equal a full
recompute on a freshly opened file after every kind of change: a result, a correction, an undo, a withdrawal,
a disqualification (counted and ignored), a bye asked for, and another connection's commit."""
import random
import sqlite3

from app.models.store import open_store
from app.services.disqualification import disqualify, lift_disqualification
from app.services.players import list_players, withdraw_player
from app.services.results import clear_result, record_result
from app.services.rounds import pair_next_round
from app.services.events import event_for
from app.rules.events import settings_for
from app.services.history import load_stage, main_stage
from app.services.standings import event_crosstable, event_standings, overall_table, ranked_rows, team_standings
from app.services.standings_read import read_standings
from app.services.tournament import update_event_settings
from app.stages.policy import FINAL
from app.stages.round_id import RoundId

CODE = "xiangqi"


def _full(path, code=CODE):
    """The oracle: the same file opened afresh, nothing kept from an earlier ranking; its standings are
    also those of the command line's one read and its final's table the one the next round is seated
    by (the stage read through the ORM's session, ranked as the pairing ranks it)."""
    fresh = open_store(path)
    try:
        full = (event_standings(fresh, code), team_standings(fresh, code), overall_table(fresh),
                event_crosstable(fresh, code))
        with fresh.read() as session:
            event = event_for(session, code)
            stage = main_stage(event)
            if full[0].stage_kind == FINAL:
                seated_by = ranked_rows(session, event, stage, load_stage(session, event, stage),
                                        settings_for(code, event.settings))
                assert tuple(seated_by) == full[0].rows
    finally:
        fresh.close()
    assert read_standings(str(path), code) == full[0]
    return full


def _assert_kept_is_full(store, code=CODE):
    kept = event_standings(store, code), team_standings(store, code), overall_table(store), event_crosstable(store, code)
    assert kept == _full(store.path, code)
    return kept[0]


def _play_round(store, number, rng, requested=()):
    view = pair_next_round(store, CODE, seed=number, requested_byes=list(requested))
    for table in view.tables:
        record_result(store, CODE, view.round_id, table.number, {"score": rng.choice(["1-0", "0-1", "="])})
        _assert_kept_is_full(store)
    return view


def test_kept_standings_equal_a_full_recompute_after_every_change(demo_store):
    rng = random.Random(5)
    event_standings(demo_store, CODE)  # the station has the page open from the start
    _play_round(demo_store, 1, rng)
    asked = list_players(demo_store, CODE)[3]
    view = _play_round(demo_store, 2, rng, requested=[asked.id])
    assert [r.points for r in event_standings(demo_store, CODE).rows if r.id == asked.id] != []
    third = pair_next_round(demo_store, CODE, seed=3)
    first = third.tables[0]
    steps = [
        lambda: record_result(demo_store, CODE, third.round_id, first.number, {"score": "1-0"}),  # a result
        lambda: record_result(demo_store, CODE, third.round_id, first.number, {"score": "0-1"}),  # its correction
        lambda: clear_result(demo_store, CODE, third.round_id, first.number),  # undone
        lambda: record_result(demo_store, CODE, RoundId(CODE, FINAL, 1), 2, {"score": "="}),  # an earlier round's
        lambda: clear_result(demo_store, CODE, view.round_id, view.tables[1].number),
        lambda: record_result(demo_store, CODE, view.round_id, view.tables[1].number, {"score": "0-1"}),
        lambda: withdraw_player(demo_store, third.tables[1].seats[0].competitor_id),  # shows only in later rounds
        lambda: record_result(demo_store, CODE, third.round_id, third.tables[1].number, {"score": "0-1"}),
        lambda: disqualify(demo_store, CODE, reason="作弊", player_id=third.tables[2].seats[1].competitor_id),
        lambda: update_event_settings(demo_store, CODE, {"dq_past_games": "ignore"}),
        lambda: record_result(demo_store, CODE, third.round_id, third.tables[3].number, {"score": "1-0"}),
        lambda: lift_disqualification(demo_store, CODE, player_id=third.tables[2].seats[1].competitor_id),
        lambda: withdraw_player(demo_store, third.tables[1].seats[0].competitor_id, withdrawn=False),
    ]
    unseen = {6, 12}  # a withdrawal (and its reversal) after the player's last game changes no row
    for number, step in enumerate(steps):
        before = _assert_kept_is_full(demo_store)
        step()
        assert (_assert_kept_is_full(demo_store) != before) is (number not in unseen), number


def test_another_connections_commit_is_seen_by_the_kept_standings(demo_store):
    """Another station's commits (a plain connection to the file): a result's points and a name, neither
    made through this station's services."""
    rng = random.Random(8)
    _play_round(demo_store, 1, rng)
    second = pair_next_round(demo_store, CODE, seed=2)
    record_result(demo_store, CODE, second.round_id, second.tables[0].number, {"score": "1-0"})
    before = _assert_kept_is_full(demo_store)
    other = sqlite3.connect(demo_store.path)
    try:
        winner = second.tables[0].seats[0].competitor_id
        other.execute("UPDATE seat SET points = 1.0, outcome = 'draw' WHERE table_id = ?", (second.tables[0].table_id,))
        other.commit()
        changed = _assert_kept_is_full(demo_store)
        assert changed != before
        assert [r.points for r in changed.rows if r.id == winner] == [
            [r.points for r in before.rows if r.id == winner][0] - 1]
        other.execute("UPDATE player SET name = '改名选手' WHERE id = ?", (winner,))
        other.commit()
        assert "改名选手" in {r.name for r in _assert_kept_is_full(demo_store).rows}
    finally:
        other.close()


def test_one_read_after_a_commit_serves_the_standings_team_table_and_crosstable(demo_store, monkeypatch):
    """The standings page's three tabs after a result: the stage is read and ranked once."""
    from app.services import standings
    view = pair_next_round(demo_store, CODE, seed=1)
    record_result(demo_store, CODE, view.round_id, view.tables[0].number, {"score": "1-0"})
    reads, read = [], standings.stage_standings

    def counted(*args, **kwargs):
        reads.append(args[1])
        return read(*args, **kwargs)
    monkeypatch.setattr(standings, "stage_standings", counted)
    event_standings(demo_store, CODE)
    team_standings(demo_store, CODE)
    table = event_crosstable(demo_store, CODE)
    assert reads == [CODE]
    winner = view.tables[0].seats[0].competitor_id
    assert next(p["points"] for p in table["players"] if p["id"] == winner) == 2.0
