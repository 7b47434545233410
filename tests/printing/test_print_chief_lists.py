"""The sheets a chief referee expects beside the round sheets (docs/rules.md §7.2): the start list, the round
robin's Berger schedule, every round's results of the card events, the playoff summary and the whole
tournament's check-in sheet; each a print kind of `main.py print` and of the 打印 menu."""
import random
from itertools import groupby
from dataclasses import replace

import pytest
from printing_samples import layout_faults

from app.cli import main
from app.printing.standings import build_standings_sheet
from app.services import chief_lists
from app.services.players import list_players, withdraw_player
from app.services.playoffs import create_playoff
from app.services.print_errors import PrintError
from app.services.printing import KINDS, document_bytes, pairing_sheet
from app.services.results import record_result
from app.services.rounds import pair_next_round
from app.services.round_views import round_view
from app.services.standings import event_standings
from app.services.tournament import event_info, update_event_settings
from app.stages.policy import FINAL
from app.stages.round_id import RoundId

NEW_LISTS = ("start_list", "schedule", "round_results", "playoffs")
LONG_NAME = "欧阳" + "慕容司马上官诸葛东方" * 4  # 40 characters: the roster's limit
LONG_SCHOOL = "广西壮族自治区南宁市第一实验中学"[:16] + "高中部国际班东"  # 22 characters


def _faults(pdf):
    return [f"page {n}: {fault}" for n, page in enumerate(pdf.reader.pages, 1) for fault in layout_faults(page, 7)]


def _signed_and_numbered(pdf):
    """Every page says 第N页/共M页; the last ends with the chief referee's signature line."""
    total = len(pdf.texts)
    assert all(f"第{n}页/共{total}页" in text for n, text in enumerate(pdf.texts, 1))
    assert "裁判长签字" in pdf.texts[-1]


def test_every_new_sheet_is_a_print_kind_of_the_cli_and_the_print_menu():
    """Registered where the other kinds are: the command line's KIND choices and the 打印 menu's entries."""
    from app.views.printing.print_menu import EVENT_ENTRIES, TOURNAMENT_ENTRIES
    assert set(NEW_LISTS) | {"checkin_all"} <= set(KINDS)
    assert set(NEW_LISTS) <= {kind for kind, _label in EVENT_ENTRIES}
    assert "checkin_all" in {kind for kind, _label in TOURNAMENT_ENTRIES}


def test_start_list_by_number_with_school_and_withdrawals(demo_store, render, info):
    """参赛名单: entrants by their starting number (the pairing list's), each school; a withdrawn player
    marked 退赛; a 40-character name and a 22-character school wrap without overlap or shrinking under 7 pt."""
    pair_next_round(demo_store, "xiangqi", seed=1)
    left = list_players(demo_store, "xiangqi")[0]
    withdraw_player(demo_store, left.id)
    sheet = chief_lists.start_list(demo_store, event_info(demo_store, "xiangqi"))
    assert [row["no"] for row in sheet.rows] == [str(n) for n in range(1, len(sheet.rows) + 1)]
    view = round_view(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1))
    by_name = {row["name"]: row for row in sheet.rows}
    listed = pairing_sheet(demo_store, "xiangqi", view.round_id).tables
    assert all(by_name[cell.name]["no"] == cell.number for row in listed for cell in (row.first, row.second) if cell)
    assert by_name[left.name]["mark"] == "退赛" and by_name[left.name]["school"] == left.school
    assert sum(row["mark"] == "退赛" for row in sheet.rows) == 1
    long = replace(sheet, rows=[{**row, "name": LONG_NAME, "school": LONG_SCHOOL} if n % 5 == 0 else row
                                for n, row in enumerate(sheet.rows)])
    pdf = render(build_standings_sheet, info, long)
    assert not _faults(pdf) and LONG_NAME in "".join(pdf.texts)
    _signed_and_numbered(pdf)


def test_team_start_list_names_each_teams_players(demo_store):
    """A 3v3 team's row lists its players."""
    sheet = chief_lists.start_list(demo_store, event_info(demo_store, "sanguosha_3v3"))
    assert [c.header for c in sheet.columns][:4] == ["序号", "队伍", "单位", "队员"]
    assert all(row["members"].count("、") >= 2 for row in sheet.rows)


def test_berger_schedule_of_every_preliminary_group_matches_its_paired_rounds(demo_store, play_round):
    """Checkers in 2 round-robin groups: the schedule lists every round of each group, every pair once, and
    the rounds already paired are the tables played (first mover first)."""
    update_event_settings(demo_store, "checkers", {"preliminary_groups": 2, "qualifiers_per_group": 2})
    view = pair_next_round(demo_store, "checkers", seed=1)
    sheet = chief_lists.schedule(demo_store, event_info(demo_store, "checkers"))
    groups = sorted({row["group"] for row in sheet.rows})
    assert groups == ["预赛1组", "预赛2组"]
    for group in groups:
        games = [row for row in sheet.rows if row["group"] == group and row["second"] != "轮空"]
        pairs = [frozenset((row["first"], row["second"])) for row in games]
        players = {p for pair in pairs for p in pair}
        assert len(pairs) == len(set(pairs)) == len(players) * (len(players) - 1) // 2  # everyone meets once
    def name(text):
        return text.split(". ", 1)[1].split("（")[0]
    scheduled = {(r["table"], name(r["first"]), name(r["second"])) for r in sheet.rows
                 if r["round"] == "1" and r["second"] != "轮空"}
    assert {(str(t.number), t.seats[0].name, t.seats[1].name) for t in view.tables} == scheduled


def test_a_swiss_event_has_no_berger_schedule(demo_store):
    """Xiangqi is paired Swiss round by round: the schedule is refused, with the reason."""
    with pytest.raises(PrintError, match="没有循环赛阶段"):
        document_bytes(demo_store, "schedule", "xiangqi")


@pytest.mark.parametrize("code", ["doudizhu", "sanguosha_identity", "sanguosha_3v3", "sanguosha_1v1"])
def test_round_results_of_a_card_event_give_each_tables_result_per_round(demo_store, play_round, render, info, code):
    """各轮成绩: round by round, each table's seats with their points and the table's result as the desk words it."""
    rng = random.Random(3)
    views = []
    for number in (1, 2):
        views.append(pair_next_round(demo_store, code, seed=number))
        play_round(demo_store, code, views[-1], rng)
    sheet = chief_lists.round_results(demo_store, event_info(demo_store, code))
    for view in (round_view(demo_store, code, v.round_id) for v in views):
        where = f"第{view.number}轮"
        at = [n for n, row in enumerate(sheet.rows) if row["round"] == where]
        assert len(at) == len(view.tables)
        for start, table in zip(at, view.tables):
            rows = sheet.rows[start:start + len(table.seats)]
            assert rows[0]["result"] == str(view.result_words(table.result)) and rows[0]["table"] == str(table.number)
            assert [(r["name"], r["points"]) for r in rows] == [(s.name, f"{s.points:g}") for s in table.seats]
            if code == "sanguosha_identity":  # the roles are public once the game is over
                assert [r["role"] for r in rows] == [s.role for s in table.seats] and "内奸" in [r["role"] for r in rows]
    pdf = render(build_standings_sheet, info, sheet)
    assert not _faults(pdf)
    _signed_and_numbered(pdf)


def test_playoff_summary_says_the_places_played_for_and_the_result(demo_store, render, info):
    """Go's round-1 winners tie for first: 加赛一览 says 第1–N名, each playoff table and its result, and the
    places after it; before it is created the tie is listed as waiting."""
    update_event_settings(demo_store, "go", {"rounds": 1})
    for table in pair_next_round(demo_store, "go", seed=1).tables:
        record_result(demo_store, "go", RoundId("go", FINAL, 1), table.number, {"score": "1-0"})
    waiting = chief_lists.playoff_summary(demo_store, event_info(demo_store, "go"))
    assert waiting.rows == [] and waiting.note.startswith("待加赛：并列第1名")
    [proposal] = create_playoff(demo_store, "go", seed=3)
    tied = len(proposal.members)
    first = round_view(demo_store, "go", RoundId("go", "playoff", 1))
    record_result(demo_store, "go", first.round_id, first.tables[0].number, {"score": "1-0"})
    sheet = chief_lists.playoff_summary(demo_store, event_info(demo_store, "go"))
    assert sheet.rows[0]["places"] == f"第1–{tied}名" and sheet.rows[0]["round"] == "加赛1"
    assert sheet.rows[0]["result"] == "1-0"  # a playoff keeps the score entered (no points)
    assert sum(row["result"] == "未录" for row in sheet.rows) == len(sheet.rows) - 1
    ranks = {r.name: r.rank for r in event_standings(demo_store, "go").rows}
    winner = first.tables[0].seats[0].name
    assert f"{winner} 第{ranks[winner]}名" in sheet.rows[0]["placed"]
    pdf = render(build_standings_sheet, info, sheet)
    assert not _faults(pdf)
    _signed_and_numbered(pdf)


def test_no_playoff_is_refused_with_the_reason(demo_store):
    with pytest.raises(PrintError, match="没有加赛"):
        document_bytes(demo_store, "playoffs", "xiangqi")


def test_whole_tournament_checkin_lists_every_events_players_by_school(demo_store):
    """检录表（全部项目）: each player still playing, once, with the events they play, school by school;
    a withdrawn player is left off."""
    players = list_players(demo_store)
    gone = players[0]
    withdraw_player(demo_store, gone.id)
    sheet = chief_lists.tournament_checkin(demo_store)
    names = [(row.name, row.school) for row in sheet.rows]
    assert (gone.name, gone.school) not in names and len(names) == len(players) - 1
    from app.printing.referee_papers import checkin_order
    schools = [row.school for row in checkin_order(sheet)]
    assert len(list(groupby(schools))) == len(set(schools))  # each school's players stand together
    assert all(row.team for row in sheet.rows) and sheet.team_header == "项目"


def test_cli_prints_each_new_kind(tmp_path, capsys):
    """`main.py print FILE KIND` writes each new sheet (the start list of an event, the whole check-in)."""
    path = str(tmp_path / "d.sqlite")
    main(["demo", path])
    main(["pair", path, "--event", "doudizhu", "--seed", "1"])
    for argv in (["start_list", "--event", "xiangqi"], ["round_results", "--event", "doudizhu"], ["checkin_all"]):
        out = tmp_path / f"{argv[0]}.pdf"
        assert main(["print", path, *argv, "-o", str(out)]) == 0, capsys.readouterr().err
        assert out.read_bytes().startswith(b"%PDF")
