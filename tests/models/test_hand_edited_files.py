"""Hand-edited settings and schema versions: a clear refusal naming what is wrong, the file left as found."""
import json
import os
import sqlite3

import pytest

from sqlalchemy import create_engine, text

from postgres_db import wiped_postgres

from app.cli import main
from app.files.errors import TournamentFileError
from app.models.store import head_revision, open_store

BAD_SETTINGS = [
    ({"rounds": "many"}, ["象棋", "rounds", "many", "不是数字"]),
    ({"tiebreaks": 5}, ["象棋", "tiebreaks", "5"]),
    ({"tiebreaks": [["wins"]]}, ["象棋", "tiebreaks"]),
    ({"clock": 3}, ["象棋", "clock"]),
    ({"counts_overall": "no"}, ["象棋", "counts_overall", "no"]),
    ({"pairing": ["swiss"]}, ["象棋", "pairing"]),
    ([1, 2], ["象棋", "[1, 2]", "不是一组设置"]),
]


def _execute(path, *statements):
    with sqlite3.connect(path) as conn:
        for statement, *arguments in statements:
            conn.execute(statement, *arguments)
    conn.close()


def _refusal(path_or_url) -> TournamentFileError:
    with pytest.raises(TournamentFileError) as refused:
        open_store(path_or_url)
    return refused.value


@pytest.mark.parametrize("settings, named", BAD_SETTINGS)
def test_hand_edited_settings_are_refused_naming_event_field_and_value(paired, settings, named):
    """`rounds: "many"`, `tiebreaks: 5`, a list for the whole …: refused on open, the file byte for byte as found."""
    _execute(paired, ("UPDATE event SET settings = ? WHERE code = 'xiangqi'", (json.dumps(settings),)))
    before = paired.read_bytes()
    refusal = _refusal(paired)
    assert refusal.code in ("file.bad_settings", "file.settings_not_mapping")
    for fragment in named:
        assert fragment in str(refusal), (fragment, str(refusal))
    assert "Xiangqi" in refusal.message("en")
    assert paired.read_bytes() == before


def test_settings_that_are_not_json_are_refused(paired):
    """A settings cell that is not JSON at all names the event."""
    _execute(paired, ("UPDATE event SET settings = '{rounds: 5' WHERE code = 'xiangqi'",))
    refusal = _refusal(paired)
    assert refusal.code == "file.settings_not_mapping" and "象棋" in str(refusal) and "{rounds: 5" in str(refusal)


def test_two_schema_version_rows_are_refused(paired):
    """An alembic_version with two rows is not 'current': refused, naming both."""
    _execute(paired, ("INSERT INTO alembic_version VALUES ('0003')",))
    refusal = _refusal(paired)
    assert refusal.code == "file.schema_version_rows"
    assert "2 行" in str(refusal) and "0003" in str(refusal) and head_revision() in str(refusal)


def test_the_cli_says_so_without_a_traceback(paired, capsys):
    """A command on such a file exits 2 with the reason on stderr."""
    _execute(paired, ("UPDATE event SET settings = ? WHERE code = 'xiangqi'", ('{"rounds": "many"}',)))
    assert main(["standings", str(paired), "--event", "xiangqi", "--json"]) == 2
    err = capsys.readouterr().err
    assert "rounds" in err and "many" in err and "Traceback" not in err


URL = os.environ.get("STATION_TEST_POSTGRES_URL")


@pytest.mark.skipif(not URL, reason="no PostgreSQL server named in STATION_TEST_POSTGRES_URL")
def test_the_same_refusals_on_postgresql():
    """On a server: bad settings and two version rows are refused the same way."""
    from app.services.demo import build_demo
    build_demo(wiped_postgres(), seed=2, players=12).close()
    engine = create_engine(URL)
    try:
        with engine.begin() as conn:
            conn.execute(text("""UPDATE event SET settings = '{"tiebreaks": 5}' WHERE code = 'go'"""))
        refusal = _refusal(URL)
        assert refusal.code == "file.bad_settings" and "围棋" in str(refusal) and "tiebreaks" in str(refusal)
        with engine.begin() as conn:
            conn.execute(text("UPDATE event SET settings = '{}' WHERE code = 'go'"))
            conn.execute(text("INSERT INTO alembic_version VALUES ('0003')"))
        refusal = _refusal(URL)
        assert refusal.code == "file.schema_version_rows" and "0003" in str(refusal)
    finally:
        engine.dispose()
