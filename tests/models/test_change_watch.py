"""Stations that follow each other: a watcher sees what another station committed, on a file and on
PostgreSQL; a display-only store cannot write, and the database refuses its writes too.

The PostgreSQL cases run where STATION_TEST_POSTGRES_URL names a database the test may wipe
(.ci/run starts one); without it they report themselves skipped.
"""
import sqlite3
import time

import pytest
from sqlalchemy import text
from sqlalchemy.exc import DBAPIError

from app.models.change_watch import ChangeWatcher
from app.files.errors import ReadOnlyTournamentError
from app.models.store import open_store
from app.services.results import record_result
from app.services.round_views import round_view
from app.stages.policy import FINAL
from app.stages.round_id import RoundId



def _seen(watcher, within=60.0) -> bool:
    """Whether the watcher reports a change within ``within`` seconds (a PostgreSQL notice travels
    from the server after the commit returns; a loaded machine may take long, the wait stops at it)."""
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        if watcher.changed():
            return True
        time.sleep(0.05)
    return False


@pytest.fixture
def stations(paired_demo_url):
    """Two stores on the one paired_demo_url, as two stations hold them."""
    opened = [open_store(paired_demo_url), open_store(paired_demo_url)]
    yield opened
    for store in opened:
        store.close()


def test_a_commit_elsewhere_is_seen_once(stations):
    mine, other = stations
    watcher = ChangeWatcher(mine)
    try:
        assert not watcher.changed()
        record_result(other, "xiangqi", RoundId("xiangqi", FINAL, 1), 1, {"score": "1-0"})
        assert _seen(watcher)
        assert not watcher.changed()  # once per change
        record_result(other, "xiangqi", RoundId("xiangqi", FINAL, 1), 2, {"score": "0-1"})
        assert _seen(watcher)
    finally:
        watcher.close()


def test_reading_is_not_a_change(stations):
    mine, other = stations
    watcher = ChangeWatcher(mine)
    try:
        round_view(other, "xiangqi", RoundId("xiangqi", FINAL, 1))
        round_view(mine, "xiangqi", RoundId("xiangqi", FINAL, 1))
        assert not watcher.changed()
    finally:
        watcher.close()


def test_the_stations_own_commits_are_not_news(stations):
    """A station's own commits do not make its pages read everything again: on PostgreSQL the notice
    names the station that wrote; on a file, the header carries the last writer's token."""
    mine, other = stations
    watcher = ChangeWatcher(mine)
    try:
        record_result(mine, "xiangqi", RoundId("xiangqi", FINAL, 1), 1, {"score": "1-0"})
        record_result(mine, "xiangqi", RoundId("xiangqi", FINAL, 1), 2, {"score": "1-0"})
        assert not _seen(watcher, within=0.5)
        record_result(other, "xiangqi", RoundId("xiangqi", FINAL, 1), 3, {"score": "1-0"})
        assert _seen(watcher)
    finally:
        watcher.close()


def test_a_commit_elsewhere_between_two_of_ours_is_seen(stations):
    """Ours, theirs, ours again before the watcher looks: the file ends with our token, yet the
    commit in between is news (our second write met their token under the write lock)."""
    mine, other = stations
    watcher = ChangeWatcher(mine)
    try:
        record_result(mine, "xiangqi", RoundId("xiangqi", FINAL, 1), 1, {"score": "1-0"})
        watcher.changed()
        record_result(mine, "xiangqi", RoundId("xiangqi", FINAL, 1), 2, {"score": "1-0"})
        record_result(other, "xiangqi", RoundId("xiangqi", FINAL, 1), 3, {"score": "1-0"})
        record_result(mine, "xiangqi", RoundId("xiangqi", FINAL, 1), 4, {"score": "0-1"})
        assert _seen(watcher)
        assert not watcher.changed()
    finally:
        watcher.close()


def test_a_display_only_store_writes_nothing_and_follows(paired_demo_url):
    """Opened for display: every write is refused with its message, and the database refuses one too;
    what a writing station commits is still seen."""
    hall = open_store(paired_demo_url, display_only=True)
    writer = open_store(paired_demo_url)
    watcher = ChangeWatcher(hall)
    try:
        assert hall.read_only and hall.display_only
        with pytest.raises(ReadOnlyTournamentError) as refused:
            record_result(hall, "xiangqi", RoundId("xiangqi", FINAL, 1), 1, {"score": "1-0"})
        assert "只读" in str(refused.value) and "read-only" in refused.value.message("en")
        with pytest.raises(DBAPIError):  # past the store's own refusal, the database says no
            with hall.engine.begin() as connection:
                connection.execute(text("UPDATE result SET score = NULL"))
        record_result(writer, "xiangqi", RoundId("xiangqi", FINAL, 1), 1, {"score": "1-0"})
        assert _seen(watcher)
        assert {t.number: t.result for t in round_view(hall, "xiangqi", RoundId("xiangqi", FINAL, 1)).tables}[1] == "1-0"
    finally:
        watcher.close()
        hall.close()
        writer.close()


def test_display_only_leaves_an_old_file_unupgraded(tmp_path):
    """A file needing an upgrade is refused, not upgraded, when opened for display."""
    from app.files.errors import TournamentFileError
    from old_files import older_file
    path = older_file(tmp_path / "old.sqlite")
    with pytest.raises(TournamentFileError, match="只读打开时不能升级"):
        open_store(path, display_only=True)
    with sqlite3.connect(path) as connection:
        assert connection.execute("SELECT version_num FROM alembic_version").fetchone()[0] == "0008"


def test_the_first_write_after_opening_a_file_another_store_wrote_is_not_news(stations):
    """The file's header carries the token of the station that wrote it before this one opened it (the
    demo's builder, yesterday's session): this station's first commit meets that token, yet nothing was
    committed elsewhere since its watcher looked (the day bench saw its pages read everything again)."""
    mine, _other = stations
    watcher = ChangeWatcher(mine)
    try:
        record_result(mine, "xiangqi", RoundId("xiangqi", FINAL, 1), 1, {"score": "1-0"})
        assert not _seen(watcher, within=0.5)
    finally:
        watcher.close()


def test_the_last_writer_before_opening_writing_again_is_news(stations):
    """The station whose token the header held when the watcher looked commits again, then this one
    does before the watcher looks: the header's token is the old one, yet its commit is news."""
    mine, other = stations
    record_result(other, "xiangqi", RoundId("xiangqi", FINAL, 1), 1, {"score": "1-0"})
    watcher = ChangeWatcher(mine)
    try:
        record_result(other, "xiangqi", RoundId("xiangqi", FINAL, 1), 2, {"score": "1-0"})
        record_result(mine, "xiangqi", RoundId("xiangqi", FINAL, 1), 3, {"score": "1-0"})
        assert _seen(watcher)
    finally:
        watcher.close()
