"""Sheets of an event with 预赛 groups once its final began (#35 item 2): a preliminary round reprints as it
was posted (the preliminary's numbers for every player, its points before the round, each table's group),
the group tables with their 晋级 marks still print, and the referee report lists both stages."""
import io
import random

import pytest
from printing_samples import squash

from app.services.printing import document_bytes, pairing_sheet
from app.services.rounds import pair_next_round
from app.services.tournament import update_event_settings
from app.stages import FINAL, PRELIMINARY
from app.stages.round_id import RoundId

CODE = "checkers"


def _stage_to_final(store, play_round, before_final=None):
    """Checkers in two 预赛 groups (3 go through), then a round-robin final, its round 1 played;
    ``before_final(round_id)`` runs as each preliminary round is paired."""
    update_event_settings(store, CODE, {"preliminary_groups": 2, "qualifiers_per_group": 3,
                                        "pairing": "round_robin"})
    rng = random.Random(3)
    view = pair_next_round(store, CODE, seed=1)
    while view.stage_kind == PRELIMINARY:
        if before_final:
            before_final(view.round_id)
        play_round(store, CODE, view, rng)
        view = pair_next_round(store, CODE, seed=2)
    assert view.stage_kind == FINAL
    play_round(store, CODE, view, rng)
    return view


@pytest.fixture(scope="module")
def staged(demo_after, play_round):
    """The demo once checkers' final round 1 is played after its two 预赛 groups (built once a run)."""
    store = demo_after("checkers_staged", lambda s: _stage_to_final(s, play_round))
    yield store
    store.close()


def _text(store, kind, round_id=None) -> str:
    from pypdf import PdfReader
    pdf = PdfReader(io.BytesIO(document_bytes(store, kind, CODE, round_id)))
    return squash("".join(page.extract_text() for page in pdf.pages))


def _numbers(sheet):
    return [(row.table, [(cell.name, cell.number, cell.points) for cell in row.seats]) for row in sheet.tables]


def test_a_preliminary_round_reprints_as_posted_once_the_final_began(demo_store, play_round):
    """Every player keeps the preliminary's number (the final's renumbering made 5 → 1 and left the
    others blank) and the points they had before that round; each table names its group."""
    posted = {}

    def post(round_id):
        posted[round_id] = pairing_sheet(demo_store, CODE, round_id)
    _stage_to_final(demo_store, play_round, post)
    assert len(posted) >= 3
    for round_id, sheet in posted.items():
        again = pairing_sheet(demo_store, CODE, round_id)
        assert _numbers(again) == _numbers(sheet)
        assert all(cell.number for row in again.tables for cell in row.seats)
        assert [row.group for row in again.tables] == [row.group for row in sheet.tables]
        assert {row.group for row in again.games} == {"1组", "2组"}
    final = pairing_sheet(demo_store, CODE, RoundId(CODE, FINAL, 1))
    assert {row.group for row in final.tables} == {""}


@pytest.mark.parametrize("kind", ["pairings", "scoresheet"])
def test_a_preliminary_round_prints_each_tables_group(staged, kind):
    """The pairing list and the scoresheet of 预赛1 have a 组别 column naming each table's group."""
    sheet = pairing_sheet(staged, CODE, RoundId(CODE, PRELIMINARY, 1))
    text = _text(staged, kind, RoundId(CODE, PRELIMINARY, 1))
    assert "预赛第1轮" in text and "组别" in text
    assert text.count("1组") + text.count("2组") == len(sheet.games)
    assert "组别" not in _text(staged, kind, RoundId(CODE, FINAL, 1))


def test_the_group_tables_print_once_the_final_began(staged):
    """The 预赛分组排名表 prints each group's table as the preliminary ended, 晋级 beside those who
    play the final, and says the preliminary is over (not 未完赛 / 未定稿); the standings sheet stays
    the final's."""
    from app.services.printing import group_sheet
    from app.services.tournament import event_info
    sheet = group_sheet(staged, event_info(staged, CODE))
    finalists = {cell.name for row in pairing_sheet(staged, CODE, RoundId(CODE, FINAL, 1)).tables
                 for cell in row.seats}
    assert {row["name"] for row in sheet.rows if row.get("mark") == "晋级"} == finalists
    assert {row["group"] for row in sheet.rows} == {"1组", "2组"} and len(sheet.rows) == 16
    assert "预赛" in sheet.title and "未完赛" not in sheet.title and "未定稿" not in sheet.note
    text = _text(staged, "groups")
    assert "预赛分组排名" in text and text.count("1组") >= 8 and "晋级" in text
    assert "组别" not in _text(staged, "standings")


def test_an_event_without_groups_has_no_group_tables_to_print(staged):
    from app.services.printing import PrintError
    with pytest.raises(PrintError) as refused:
        document_bytes(staged, "groups", "xiangqi")
    assert refused.value.code == "print.no_groups"


def test_the_referee_report_lists_both_stages_rounds(staged):
    """裁判长报告 of checkers: the preliminary's rounds and groups, then the final's (it gave only the
    final's: 共 5 轮，已编排 1 轮)."""
    from app.services.referee_papers import event_reports
    [report] = event_reports(staged, CODE)
    preliminary, final = report.rounds.splitlines()
    assert preliminary.startswith("预赛：") and "2 组" in preliminary and "完成 7 轮" in preliminary
    assert final.startswith("决赛：") and "共 5 轮" in final and "完成 1 轮" in final
    assert "预赛" in _text(staged, "referee_report")


def test_the_group_tables_print_from_the_command_line(staged, tmp_path, capsys):
    """`print FILE groups --event 跳棋` writes the group tables; an event without groups is refused."""
    from app.cli import main
    out = tmp_path / "groups.pdf"
    assert main(["print", str(staged.path), "groups", "--event", "跳棋", "-o", str(out)]) == 0
    assert out.stat().st_size > 0
    assert main(["print", str(staged.path), "groups", "--event", "象棋", "-o", str(tmp_path / "x.pdf")]) != 0
    assert "没有预赛分组" in capsys.readouterr().err and not (tmp_path / "x.pdf").exists()


def test_the_group_tables_embed_their_fonts_and_print_no_student_id(staged):
    from printing_samples import Rendered
    from pypdf import PdfReader

    from app.services.players import list_players
    pdf = Rendered(PdfReader(io.BytesIO(document_bytes(staged, "groups", CODE))))
    fonts = pdf.fonts()
    assert fonts and all(fonts.values())
    text = "".join(pdf.texts)
    assert not [p.student_id for p in list_players(staged) if p.student_id and p.student_id in text]
