"""Preliminary group tables, qualification, and the printable crosstable."""
from app.rules.events import PRESETS
from app.standings import boundary_ties, crosstable, group_tables, qualified
from app.standings.cross_cells import cell_text
from standings_builders import (A, B, C, D, E, FIVE, FIVE_RECORDS, WITHDRAWAL_RECORDS, Z, bye, game,
                                people, table, withdrawal_field)

# Group 1: a cycle — A beat B, B beat C, C beat A: 2 points each, every tie-break equal.
# Group 2: D beat E, D beat F, E beat F: D 4, E 2, F 0.
F = 6
GROUP_1 = people((A, "A", "甲"), (B, "B", "乙"), (C, "C", "丙"))
GROUP_2 = people((D, "D", "甲"), (E, "E", "乙"), (F, "F", "丙"))
GROUP_RECORDS = [game(1, A, B, "w"), game(2, B, C, "w"), game(3, C, A, "w"),
                 game(1, D, E, "w"), game(2, D, F, "w"), game(3, E, F, "w")]


def test_group_tables_rank_each_group_on_its_own_games():
    """Each group is a round robin table of its own; a cycle is a three-way shared place."""
    first, second = group_tables([GROUP_1, GROUP_2], GROUP_RECORDS)
    # cycle: direct encounter 2-2-2, SB 2 each (beaten opponent has 2), 1 win each
    assert [(r.id, r.rank, r.shared, r.points) for r in first] == [
        (A, 1, True, 2), (B, 1, True, 2), (C, 1, True, 2)]
    assert [(r.id, r.rank, r.shared, r.points) for r in second] == [
        (D, 1, False, 4), (E, 2, False, 2), (F, 3, False, 0)]
    assert first[0].tiebreaks == {"direct_encounter": 2, "sonneborn_berger": 2, "wins": 1}


def test_qualified_takes_the_top_places_of_each_group():
    """The top N of every group qualify, group by group in rank order."""
    tables = group_tables([GROUP_1, GROUP_2], GROUP_RECORDS)
    assert qualified(tables, 1) == [A, B, C, D]
    assert qualified(tables, 2) == [A, B, C, D, E]


def test_boundary_ties_show_a_shared_place_across_the_line():
    """A shared place that would let more than N through is reported for the referee."""
    first, second = group_tables([GROUP_1, GROUP_2], GROUP_RECORDS)
    assert boundary_ties(first, 2) == [A, B, C]
    assert boundary_ties(second, 2) == []


def test_group_lots_settle_a_cycle():
    """With lots in the chain and a drawn seed the cycle gets three separate places."""
    first, _ = group_tables([GROUP_1, GROUP_2], GROUP_RECORDS,
                            tiebreaks=["direct_encounter", "lots"], lots_seed=3)
    assert [(r.rank, r.shared) for r in first] == [(1, False), (2, False), (3, False)]


def cells(crosstable_data, pid, code="checkers"):
    """The player's cells as the event words them (checkers: 先/后)."""
    player = next(p for p in crosstable_data["players"] if p["id"] == pid)
    return [cell_text(c, PRESETS[code]) for c in player["cells"]]


def test_crosstable_labels_opponent_first_move_and_result():
    """Per round: opponent number, 先/后 (first move), 胜/和/负, byes and forfeits marked."""
    sheet = crosstable(FIVE, FIVE_RECORDS)
    assert sheet["rounds"] == [1, 2, 3]
    # numbers follow the given order: A 1, B 2, C 3, D 4, E 5
    assert cells(sheet, A) == ["2先胜", "5先胜", "4后负"]
    assert cells(sheet, B) == ["1后负", "3先胜(弃权)", "轮空"]
    assert cells(sheet, C) == ["4先和", "2后负(弃权)", "5先胜"]
    first_round = sheet["players"][0]["cells"][0]
    assert first_round["games"][0] == {"opponents": [B], "opponent_nos": [2], "seat": 1,
                                       "first": True, "result": "win", "points": 2.0,
                                       "kind": "played"}
    assert [p["points"] for p in sheet["players"]] == [4, 4, 3, 5, 2]


def test_crosstable_marks_withdrawal():
    """Rounds after a withdrawal read 退赛; the forfeit recorded after it is shown as such."""
    sheet = crosstable(withdrawal_field(1), WITHDRAWAL_RECORDS)
    assert cells(sheet, Z) == ["3后负", "2后负(弃权)", "退赛"]
    assert sheet["players"][3]["withdrawn_after"] == 1


def test_crosstable_tables_show_seat_and_points():
    """Dou Dizhu tables show the seat and the points instead of an opponent (the points say
    who won)."""
    field = people((1, "P1", "甲"), (2, "P2", "乙"), (3, "P3", "丙"))
    sheet = crosstable(field, [table(1, {1: 4, 2: -2, 3: -2}, {1}), bye(2, 1, 0.0)])
    assert cells(sheet, 1, "doudizhu") == ["1号位+4", "轮空"]
    assert cells(sheet, 3, "doudizhu") == ["3号位-2", "—"]
