"""Migration 0011: a 0010 file's check-ins and disqualifications, which named a round by its number in the stage
in play, upgrade to rounds of that stage and read as before (docs/rules.md §1.5, §4.7)."""
import sqlite3

from old_files import downgraded

from app.models.store import open_store
from app.services.checkin import checkin_rows, set_checkin
from app.services.disqualification import list_disqualified
from app.services.rounds import pair_next_round
from app.services.tournament import update_event_settings
from app.stages.policy import FINAL, PRELIMINARY
from app.stages.round_id import RoundId


def _stored_the_0010_way(path, code, player_id, round_number, present, card_checked):
    """A check-in (entrant marked for ``round_number``) and a referee's disqualification, as 0010 wrote them."""
    with sqlite3.connect(path) as connection:
        event_id, entry_id = connection.execute(
            "SELECT event.id, entry.id FROM event JOIN entry ON entry.event_id = event.id "
            "WHERE event.code = ? AND entry.player_id = ?", (code, player_id)).fetchone()
        connection.execute("INSERT INTO checkin (event_id, round_number, entry_id, present, card_checked, at) "
                           "VALUES (?, ?, ?, ?, ?, '2026-12-01 09:00:00')",
                           (event_id, round_number, entry_id, present, card_checked))
        connection.execute("INSERT INTO disqualification (event_id, entry_id, round, reason, source, at, by) "
                           "VALUES (?, ?, ?, '作弊', 'referee', '2026-12-01 09:05:00', '')",
                           (event_id, entry_id, round_number))


def test_a_0010_files_check_ins_and_disqualifications_belong_to_the_stage_in_play(demo_store):
    """Go is in its preliminary: its rows become the preliminary's round 1 (the final's round 1 stays unmarked);
    xiangqi is not paired yet: its check-in is for the final's round 1 (no preliminary groups) and its
    disqualification comes before the first round, as round 0 read."""
    path = str(demo_store.path)
    update_event_settings(demo_store, "go", {"preliminary_groups": 2, "qualifiers_per_group": 2})
    go_player = pair_next_round(demo_store, "go", seed=1).tables[0].seats[0]
    xiangqi_entrant = checkin_rows(demo_store, "xiangqi", None)[0]
    with demo_store.read() as session:
        from app.models.schema import Entry
        xiangqi_player = session.get(Entry, xiangqi_entrant.entry_id).player_id
    demo_store.close()
    downgraded(path, "0010_room_actions")
    _stored_the_0010_way(path, "go", go_player.competitor_id, 1, True, True)
    _stored_the_0010_way(path, "xiangqi", xiangqi_player, 1, True, False)
    store = open_store(path)  # upgrades
    try:
        def marked(code, round_id):
            return [(row.name, row.present, row.card_checked)
                    for row in checkin_rows(store, code, round_id) if row.present]
        assert marked("go", RoundId("go", PRELIMINARY, 1)) == [(go_player.name, True, True)]
        assert marked("go", RoundId("go", FINAL, 1)) == []
        assert marked("xiangqi", RoundId("xiangqi", FINAL, 1)) == [(xiangqi_entrant.name, True, False)]
        [go_out] = list_disqualified(store, "go")
        assert (go_out.competitor_id, go_out.from_round, go_out.round) == (
            go_player.competitor_id, RoundId("go", PRELIMINARY, 1), 1)
        [xiangqi_out] = list_disqualified(store, "xiangqi")
        assert (xiangqi_out.competitor_id, xiangqi_out.from_round, xiangqi_out.round) == (xiangqi_player, None, 0)
        go_entry = next(row.entry_id for row in checkin_rows(store, "go", None) if row.name == go_player.name)
        set_checkin(store, "go", RoundId("go", FINAL, 1), [go_entry], present=True)  # the widened key takes it
        assert marked("go", RoundId("go", FINAL, 1)) == [(go_player.name, True, False)]
        assert marked("go", RoundId("go", PRELIMINARY, 1)) == [(go_player.name, True, True)]
    finally:
        store.close()
    with sqlite3.connect(path) as connection:
        assert connection.execute("PRAGMA foreign_key_check").fetchall() == []
