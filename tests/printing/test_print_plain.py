"""`main.py print` of a ranking or round sheet read with plain SQL (app/services/plain_print.py) prints what
the open file's print prints, to the drawn line and rule (#35 item 8): standings, school table, crosstable,
overall table, pairing list, 找座位表 and scoresheets of a played demo (a 预赛 + round-robin final, a Swiss
event, a team event, a card event), earlier and preliminary rounds named with --round, and the 预赛 group
tables once the final began; a database URL prints the usual way."""
import io
import os
import shutil
import subprocess
import sys
from datetime import datetime

import pytest
from printing_samples import Rendered, drawn_lines, grid_segments
from pypdf import PdfReader
from test_print_stages import _stage_to_final

from app.cli import main
from app.models.store import open_store
from app.services import tournament_facts
from app.services.plain_print import print_plain
from app.services.printing import document_bytes
from app.services.round_ids import named_round
from app.services.rounds import pair_next_round


class _FixedClock(datetime):
    """The time printed in every header, the same for both prints."""

    @classmethod
    def now(cls, tz=None):
        return cls(2026, 12, 5, 9, 30)


def _played(store, play_round) -> None:
    """Checkers through its 预赛 groups into a round-robin final; two rounds of xiangqi, 3v3 and Dou Dizhu."""
    import random
    _stage_to_final(store, play_round)
    rng = random.Random(5)
    for code in ("xiangqi", "sanguosha_3v3", "doudizhu"):
        for number in (1, 2):
            play_round(store, code, pair_next_round(store, code, seed=number), rng)


@pytest.fixture(scope="module")
def played_file(demo_after, play_round, tmp_path_factory):
    """The played demo's file (closed: the command line opens it)."""
    store = demo_after("plain_print_played", lambda s: _played(s, play_round))
    path = store.path
    store.close()
    return path


def _content(pdf: bytes) -> list[tuple]:
    """Every page's text lines as drawn (position, size, text) and its rules."""
    reader = Rendered(PdfReader(io.BytesIO(pdf))).reader
    return [(tuple(drawn_lines(page)), tuple(grid_segments(page))) for page in reader.pages]


SHEETS = [("standings", "xiangqi", None), ("standings", "checkers", None), ("groups", "checkers", None),
          ("teams", "xiangqi", None), ("teams", "sanguosha_3v3", None), ("crosstable", "xiangqi", None),
          ("crosstable", "checkers", None), ("crosstable", "doudizhu", None), ("standings", "doudizhu", None),
          ("overall", None, None), ("standings", "xiangqi", "1"), ("crosstable", "checkers", "预赛1"),
          ("pairings", "xiangqi", None), ("pairings", "xiangqi", "1"), ("pairings", "checkers", None),
          ("pairings", "checkers", "预赛2"), ("seating", "xiangqi", None), ("seating", "checkers", "预赛1"),
          ("scoresheet", "xiangqi", None), ("scoresheet", "doudizhu", None), ("pairings", "doudizhu", "1"),
          ("scoresheet", "checkers", "预赛1")]


@pytest.mark.parametrize("kind, code, round_text", SHEETS)
def test_a_plain_print_draws_what_the_open_files_print_draws(played_file, tmp_path, monkeypatch, kind, code,
                                                              round_text):
    monkeypatch.setattr(tournament_facts, "datetime", _FixedClock)
    out = tmp_path / "plain.pdf"
    assert print_plain(str(played_file), kind, code, out, round_text)
    store = open_store(played_file)
    try:
        usual = document_bytes(store, kind, code, named_round(store, code, round_text) if round_text else None)
    finally:
        store.close()
    plain = _content(out.read_bytes())
    assert plain == _content(usual)
    assert plain and all(lines for lines, _rules in plain)  # a sheet, not two empty ones


def test_the_command_loads_no_sqlalchemy_for_a_ranking_sheet(played_file, tmp_path):
    """The process's point: a ranking sheet's print never imports SQLAlchemy (nor the ORM's schema)."""
    out = tmp_path / "s.pdf"
    child = ("import sys; from app.cli import main; "
             f"status = main(['print', {str(played_file)!r}, 'standings', '--event', 'xiangqi', '-o', {str(out)!r}]); "
             "print(status, sorted(m for m in sys.modules if m.startswith('sqlalchemy') or m == 'app.models.schema'))")
    done = subprocess.run([sys.executable, "-c", child], capture_output=True, text=True, check=True)
    assert done.stdout.splitlines()[-1] == "0 []"
    assert out.read_bytes().startswith(b"%PDF")


def test_the_second_seating_print_loads_no_pypinyin(played_file, tmp_path):
    """The process's point: a 找座位表 printed again never imports pypinyin."""
    out = tmp_path / "s.pdf"
    child = ("import sys; from app.cli import main; "
             f"status = main(['print', {str(played_file)!r}, 'seating', '--event', 'xiangqi', '-o', {str(out)!r}]); "
             "print(status, sorted(m for m in sys.modules if m.startswith('pypinyin')))")
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache")}
    first = subprocess.run([sys.executable, "-c", child], capture_output=True, text=True, check=True, env=env)
    assert first.stdout.splitlines()[-1].startswith("0 ['pypinyin")
    again = subprocess.run([sys.executable, "-c", child], capture_output=True, text=True, check=True, env=env)
    assert again.stdout.splitlines()[-1] == "0 []"


def test_what_the_plain_read_does_not_settle_prints_the_usual_way(played_file, tmp_path, capsys):
    """A refusal (no 预赛 groups, a round not paired), a kind it does not print, a team event's pairings (its
    members) go the usual way."""
    assert not print_plain(str(played_file), "checkin", "xiangqi", tmp_path / "c.pdf")
    assert not print_plain(str(played_file), "pairings", "sanguosha_3v3", tmp_path / "p.pdf")
    assert not print_plain(str(played_file), "pairings", "xiangqi", tmp_path / "p.pdf", "9")
    assert main(["print", str(played_file), "pairings", "--event", "xiangqi", "--round", "9",
                 "-o", str(tmp_path / "r9.pdf")]) == 1
    assert "第9轮" in "".join(capsys.readouterr().err.split()) and not (tmp_path / "r9.pdf").exists()
    copy = tmp_path / "copy.sqlite"
    shutil.copyfile(played_file, copy)
    assert main(["print", str(copy), "groups", "--event", "xiangqi", "-o", str(tmp_path / "g.pdf")]) == 1
    assert "预赛" in capsys.readouterr().err and not (tmp_path / "g.pdf").exists()


def test_a_database_url_prints_the_usual_way(demo_url, tmp_path):
    """PostgreSQL (and a sqlite:/// URL) are read by SQLAlchemy as before."""
    out = tmp_path / "standings.pdf"
    assert not print_plain(demo_url if "://" in demo_url else f"sqlite:///{demo_url}", "standings", "xiangqi", out)
    assert main(["print", demo_url, "standings", "--event", "xiangqi", "-o", str(out)]) == 0
    assert "个人排名" in "".join(Rendered(PdfReader(str(out))).texts)


def test_the_plain_print_never_writes_over_the_tournament_file(played_file):
    from app.files.errors import OutputPathError
    before = played_file.read_bytes()
    with pytest.raises(OutputPathError):
        print_plain(str(played_file), "standings", "xiangqi", played_file)
    assert played_file.read_bytes() == before
