"""Roster import into the tournament: one transaction, idempotent, refused whole on any problem."""
import pytest
from sqlalchemy import func, select

from app.models.schema import AuditEntry, Entry, Player, Team
from app.services.players import add_player, list_players
from app.services.roster_import import ImportRefused, apply_import, plan_import

HEADER = "姓名,学校,学号,项目,队伍\r\n"
GOOD = (HEADER + "王伟,广西大学,2026001,象棋\r\n李娜,广西大学,2026002,象棋、围棋\r\n"
        + "".join(f"队员{i},广西民族大学,30{i},三国杀3v3,民大一队\r\n" for i in range(4)))


def _write(path, text, encoding="gbk"):
    path.write_bytes(text.encode(encoding))
    return path


def _counts(store):
    with store.read() as session:
        return tuple(session.scalar(select(func.count(model.id))) for model in (Player, Entry, Team))


def test_gbk_roster_imports_players_entries_and_teams(store, tmp_path):
    """A GBK CSV as Excel writes it on Chinese Windows imports without asking."""
    plan = plan_import(store, _write(tmp_path / "r.csv", GOOD))
    assert plan.ok, [str(p) for p in plan.problems]
    summary = apply_import(store, plan, source="r.csv")
    assert (summary.new_players, summary.new_entries) == (6, 7)
    assert _counts(store) == (6, 7, 1)
    assert [r.events for r in list_players(store) if r.name == "李娜"] == [("xiangqi", "go")]
    with store.read() as session:
        assert session.scalars(select(AuditEntry).where(AuditEntry.action == "import")).one().new["new_players"] == 6


def test_reimporting_the_same_file_adds_nothing(store, tmp_path):
    """Importing twice leaves the tournament as after the first import."""
    path = _write(tmp_path / "r.csv", GOOD, "utf-8-sig")
    apply_import(store, plan_import(store, path))
    before = _counts(store)
    summary = apply_import(store, plan_import(store, path))
    assert (summary.new_players, summary.new_entries, summary.unchanged) == (0, 0, 6)
    assert _counts(store) == before


def test_a_broken_roster_is_refused_whole(store, tmp_path):
    """One bad row: the plan lists it by row and column, and nothing is written."""
    text = HEADER + "王伟,广西大学,2026001,象棋\r\n李娜,广西大学,,桥牌\r\n"
    plan = plan_import(store, _write(tmp_path / "bad.csv", text))
    assert not plan.ok
    messages = [str(p) for p in plan.problems]
    assert any(m.startswith("第 3 行 学号") for m in messages), messages
    assert any(m.startswith("第 3 行 项目") and "桥牌" in p.value for m, p in zip(messages, plan.problems))
    with pytest.raises(ImportRefused):
        apply_import(store, plan)
    assert _counts(store) == (0, 0, 0)


def test_student_id_clash_with_the_tournament_is_a_problem(store, tmp_path):
    """A student ID already used by someone else in the tournament is reported by row."""
    add_player(store, "赵强", "广西医科大学", "2026001")
    plan = plan_import(store, _write(tmp_path / "r.csv", HEADER + "王伟,广西大学,2026001,象棋\r\n"))
    assert [p.row for p in plan.problems] == [2]
    assert len(list_players(store)) == 1


def test_failure_mid_import_rolls_back_everything(tmp_path):
    """An event the tournament does not hold stops the import with nothing written."""
    from app.services.players import RosterError
    from app.services.tournament import new_tournament
    store = new_tournament(tmp_path / "t.sqlite", "只有象棋", events=["xiangqi"])
    plan = plan_import(store, _write(tmp_path / "r.csv", HEADER + "王伟,广西大学,1,象棋\r\n李娜,广西大学,2,围棋\r\n"))
    with pytest.raises(RosterError, match="围棋"):
        apply_import(store, plan)
    assert _counts(store) == (0, 0, 0)
    store.close()
