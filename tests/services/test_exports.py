"""Exports for the organiser: XLSX and CSV read back what `standings --json` says; names never become formulas."""
import csv
import io
import json
import random
import zipfile

import openpyxl
import pytest

from app.cli import main
from app.services.players import add_player
from app.services.rounds import pair_next_round

FORMULA_NAME = '=HYPERLINK("http://x.example","点我")'


def _play_three_xiangqi_and_two_3v3_rounds(store, play_round) -> None:
    rng = random.Random(5)
    for code, rounds in (("xiangqi", 3), ("sanguosha_3v3", 2)):
        for _ in range(rounds):
            play_round(store, code, pair_next_round(store, code, seed=rng.randrange(100)), rng)


@pytest.fixture
def played(demo_after, play_round):
    """The demo with three rounds of xiangqi and two of Sanguosha 3v3 played (once in the run); the path
    of this test's copy (closed)."""
    store = demo_after("exports-played", lambda store: _play_three_xiangqi_and_two_3v3_rounds(store, play_round))
    path = store.path
    store.close()
    return path


def _json(capsys, *argv):
    capsys.readouterr()
    assert main(list(argv)) == 0
    return json.loads(capsys.readouterr().out)


def _printed_place(row: dict):
    """A standings row's place as the export writes it (the printed sheets' form)."""
    if row["disqualified"]:
        return "DQ"
    return f"{row['place']}（并列）" if row["shared"] else row["place"]


def _expected(standings: dict) -> list[tuple]:
    return [(_printed_place(r), r["name"], r["school"], r["points"], *r["tiebreaks"].values())
            for r in standings["rows"]]


@pytest.mark.parametrize("code", ["xiangqi", "sanguosha_3v3"])
def test_an_xlsx_export_reads_back_the_standings_json(played, tmp_path, capsys, code):
    """Opened by openpyxl, the event's standings sheet holds the rows of `standings --json`, numbers as numbers."""
    standings = _json(capsys, "standings", str(played), "--event", code, "--json")
    out = tmp_path / "out.xlsx"
    assert main(["export", str(played), "--format", "xlsx", "-o", str(out)]) == 0
    book = openpyxl.load_workbook(out)
    name = {"xiangqi": "象棋 排名", "sanguosha_3v3": "三国杀3v3 排名"}[code]
    rows = list(book[name].iter_rows(values_only=True))
    assert rows[0][:4] == ("名次", "队伍" if code == "sanguosha_3v3" else "姓名", "单位", "积分")
    assert rows[1:] == _expected(standings) and len(rows) > 5
    assert all(isinstance(value, (int, float)) for row in rows[1:] for value in row[3:])


def test_the_workbook_has_a_sheet_per_event_and_table_and_the_overall_table(played, tmp_path, capsys):
    """Results per round, the event team table and the overall table, each agreeing with the CLI's JSON."""
    out = tmp_path / "out.xlsx"
    assert main(["export", str(played), "-o", str(out)]) == 0  # the format from the file name
    book = openpyxl.load_workbook(out)
    assert {"象棋 成绩", "象棋 团体", "总团体", "报名表"} <= set(book.sheetnames)
    about = {row[0]: row[1:] for row in book.worksheets[0].iter_rows(values_only=True)}  # the first sheet: 说明
    assert about["象棋"][0] == "未定稿：共 7 轮，仅完成 3 轮" and about["象棋"][1].startswith("名次排列：先比积分")
    results = list(book["象棋 成绩"].iter_rows(values_only=True))
    assert results[0][:3] == ("轮次", "桌号", "红方")
    assert sorted({row[0] for row in results[1:]}) == [1, 2, 3]
    teams = _json(capsys, "teams", str(played), "--event", "xiangqi", "--json")
    assert [(r[1], r[2]) for r in list(book["象棋 团体"].iter_rows(values_only=True))[1:]] == [
        (r["school"], r["points"]) for r in teams["rows"]]
    overall = _json(capsys, "teams", str(played), "--json")
    sheet = list(book["总团体"].iter_rows(values_only=True))
    assert [(r[1], r[-2]) for r in sheet[1:]] == [(r["school"], r["points"]) for r in overall["rows"]]


def test_csv_is_a_zip_of_utf8_files_with_bom_matching_the_standings(played, tmp_path, capsys):
    """Each table is one CSV in the zip, UTF-8 with BOM (Excel on Chinese Windows), in English when asked."""
    standings = _json(capsys, "standings", str(played), "--event", "xiangqi", "--json")
    out = tmp_path / "out.zip"
    assert main(["export", str(played), "--format", "csv", "--event", "xiangqi", "--language", "en",
                 "-o", str(out)]) == 0
    with zipfile.ZipFile(out) as archive:
        assert archive.namelist() == ["About.csv", "Xiangqi standings.csv", "Xiangqi results.csv",
                                      "Xiangqi teams.csv", "Roster.csv"]
        data = archive.read("Xiangqi standings.csv")
    assert data.startswith(b"\xef\xbb\xbf")
    rows = list(csv.reader(io.StringIO(data.decode("utf-8-sig"))))
    assert rows[0] == ["Place", "Name", "School", "Points", "Opp. points", "Progressive", "Sonneborn-Berger", "Wins",
                       "Direct encounter"]
    expected = [[(f"{r['place']}=" if r["shared"] else str(r["place"])), r["name"], r["school"]]
                for r in standings["rows"]]
    assert [row[:3] for row in rows[1:]] == expected
    assert [float(row[3]) for row in rows[1:]] == [r["points"] for r in standings["rows"]]


def test_student_ids_are_left_out_unless_asked_for(played, tmp_path, capsys):
    """The roster sheet has no student ID column (and no ID anywhere) unless --student-ids is given."""
    players = _json(capsys, "players", str(played), "--json")
    ids = {p["student_id"] for p in players}
    plain, with_ids = tmp_path / "plain.xlsx", tmp_path / "ids.xlsx"
    assert main(["export", str(played), "-o", str(plain)]) == 0
    assert main(["export", str(played), "--student-ids", "-o", str(with_ids)]) == 0
    cells = {str(c) for sheet in openpyxl.load_workbook(plain) for row in sheet.iter_rows(values_only=True)
             for c in row}
    assert not ids & cells
    roster = list(openpyxl.load_workbook(with_ids)["报名表"].iter_rows(values_only=True))
    assert roster[0][2] == "学号" and {row[2] for row in roster[1:]} == ids


def test_an_export_never_overwrites_the_tournament_file(played, capsys):
    """`-o` naming the tournament (or its -wal) is refused and the file is unchanged."""
    before = played.read_bytes()
    assert main(["export", str(played), "--format", "xlsx", "-o", str(played)]) != 0
    assert "赛事文件" in capsys.readouterr().err
    assert played.read_bytes() == before


def test_an_event_the_tournament_does_not_hold_is_refused_writing_nothing(tmp_path, capsys):
    """A clear message, exit 1, no file."""
    path = tmp_path / "t.sqlite"
    main(["new", str(path), "--name", "校赛", "--event", "go"])
    out = tmp_path / "out.xlsx"
    assert main(["export", str(path), "--event", "xiangqi", "-o", str(out)]) == 1
    assert "象棋" in capsys.readouterr().err and not out.exists()


@pytest.fixture
def formula_roster(store):
    """Players whose name, school and team look like formulas (stored verbatim), in a played round."""
    add_player(store, FORMULA_NAME, "+SUM(A1:A9)", "s1", ["xiangqi", "sanguosha_3v3"], team="@cmd|' /C calc'!A0")
    add_player(store, "-2+3", "=1+1", "s2", ["xiangqi"])
    return store


def test_formula_like_names_are_text_in_xlsx(formula_roster, tmp_path):
    """=HYPERLINK(…), +SUM, @cmd and -2+3 are string cells holding the name verbatim: no formula in the file."""
    from app.services.exports import write_export
    out = write_export(formula_roster, tmp_path / "out.xlsx", "xlsx")
    with zipfile.ZipFile(out) as archive:
        sheets = [archive.read(n) for n in archive.namelist() if n.startswith("xl/worksheets/")]
    assert not any(b"<f>" in sheet or b"<f " in sheet for sheet in sheets)
    book = openpyxl.load_workbook(out)
    roster = book["报名表"]
    cells = {c.value: c for row in roster.iter_rows(min_row=2) for c in row if c.value}
    for text in (FORMULA_NAME, "+SUM(A1:A9)", "@cmd|' /C calc'!A0", "-2+3", "=1+1"):
        assert cells[text].data_type == "s" and cells[text].quotePrefix


def test_formula_like_names_are_quoted_in_csv(formula_roster, tmp_path):
    """In CSV a text that would start a formula is written behind an apostrophe (Excel then shows it as text)."""
    from app.services.exports import write_export
    out = write_export(formula_roster, tmp_path / "out.zip", "csv")
    with zipfile.ZipFile(out) as archive:
        rows = list(csv.reader(io.StringIO(archive.read("报名表.csv").decode("utf-8-sig"))))
    found = {cell for row in rows for cell in row}
    assert {"'" + FORMULA_NAME, "'+SUM(A1:A9)", "'@cmd|' /C calc'!A0", "'-2+3", "'=1+1"} <= found
    assert not any(cell.startswith(("=", "+", "-", "@")) for cell in found)
