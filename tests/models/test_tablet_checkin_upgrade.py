"""Migration 0014: a 0013 file's check-ins were all made at the desk and no tablet is open; the upgraded
file takes a tablet's check-in, and a downgrade goes back to 0013."""
import sqlite3

from fakes import FakeTime
from old_files import downgraded

from app.models.store import open_store
from app.services.checkin import checkin_rows, set_checkin
from app.services.tablet_checkin import check_in_at_tablet, open_tablet, tablet_round
from app.stages.policy import FINAL
from app.stages.round_id import RoundId
from app.web.form_guard import WrongCodes

ROUND_1 = RoundId("xiangqi", FINAL, 1)


def test_a_0013_files_marks_are_the_desks_and_its_tablets_closed(demo_store):
    first, second = checkin_rows(demo_store, "xiangqi", ROUND_1)[:2]
    set_checkin(demo_store, "xiangqi", ROUND_1, [first.entry_id], present=True, card_checked=True)
    path = str(demo_store.path)
    demo_store.close()
    downgraded(path, "0013_table_entry")
    with sqlite3.connect(path) as connection:
        assert "tablet_checkin" not in {row[0] for row in connection.execute("SELECT name FROM sqlite_master")}
    store = open_store(path)  # upgrades
    try:
        assert store.backup is not None
        row = next(row for row in checkin_rows(store, "xiangqi", ROUND_1) if row.entry_id == first.entry_id)
        assert row.present and row.card_checked and not row.by_tablet
        assert tablet_round(store, "xiangqi") is None
        open_tablet(store, "xiangqi")
        check_in_at_tablet(store, "xiangqi", ROUND_1, second.entry_id, second.student_id[-4:], client="t",
                           wrong_codes=WrongCodes(FakeTime()))
    finally:
        store.close()
    downgraded(path, "0013_table_entry")
    with sqlite3.connect(path) as connection:
        assert connection.execute("SELECT count(*) FROM checkin WHERE present").fetchone() == (2,)
