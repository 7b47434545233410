"""A roster with refused rows imports its good rows when asked, in one transaction, and the teams formed by
school (#32 item 8)."""
import pytest
from sqlalchemy import func, select

from app.models.schema import AuditEntry, Entry, Player, Team
from app.services.roster_import import ImportRefused, apply_import, plan_import

SCHOOLS = ("一中", "二中", "三中")
ISSUE_ROSTER = ("姓名,学校,学号,项目\r\n"
                + "".join(f"棋手{n},{SCHOOLS[n % 3]},10{n:02d},象棋\r\n" for n in range(14))
                + "".join(f"杀手{n},{SCHOOLS[n // 4]},20{n:02d},三国杀3v3\r\n" for n in range(12)))


def _counts(store):
    with store.read() as session:
        return tuple(session.scalar(select(func.count(model.id))) for model in (Player, Entry, Team))


@pytest.fixture
def issue_file(tmp_path):
    path = tmp_path / "roster.csv"
    path.write_bytes(ISSUE_ROSTER.encode("gbk"))
    return path


def test_the_good_rows_import_and_the_refused_are_audited(store, issue_file):
    """Refused whole unless asked; asked, the 14 good rows are written and the audit names the 12 refused rows;
    the fixed file, imported again, adds only the rest."""
    plan = plan_import(store, issue_file)
    with pytest.raises(ImportRefused):
        apply_import(store, plan)
    assert _counts(store) == (0, 0, 0)
    summary = apply_import(store, plan, source="roster.csv", skip_refused=True)
    assert (summary.new_players, summary.new_entries, summary.refused_rows) == (14, 14, 12)
    assert _counts(store) == (14, 14, 0)
    with store.read() as session:
        audit = session.scalars(select(AuditEntry).where(AuditEntry.action == "import")).one().new
    assert audit["refused_rows"] == list(range(16, 28))
    again = plan_import(store, issue_file).teams_by_school
    summary = apply_import(store, again)
    assert (summary.new_players, summary.new_entries, summary.unchanged) == (12, 12, 14)
    assert _counts(store) == (26, 26, 3)


def test_teams_by_school_is_offered_and_imports_a_team_per_school(store, issue_file):
    """The plan carries the same file with teams formed by school; importing it enters three teams of 3 + 1."""
    plan = plan_import(store, issue_file)
    formed = plan.teams_by_school
    assert formed is not None and formed.ok and formed.basis == plan.basis
    apply_import(store, formed)
    with store.read() as session:
        teams = session.execute(select(Team.name, func.count(Entry.id), func.sum(Entry.substitute))
                                .join(Entry).group_by(Team.name).order_by(Team.name)).all()
    assert sorted(teams) == sorted((school, 4, 1) for school in SCHOOLS)


def test_a_file_with_every_team_named_offers_no_teams_by_school(store, tmp_path):
    path = tmp_path / "r.csv"
    path.write_text("姓名,学校,学号,项目\r\n王伟,一中,1,象棋\r\n", encoding="utf-8")
    assert plan_import(store, path).teams_by_school is None


def test_a_plan_with_nothing_good_is_refused_even_when_skipping(store, tmp_path):
    """Skipping refused rows of a file whose every row is refused writes nothing and says so."""
    path = tmp_path / "r.csv"
    path.write_text("姓名,学校,学号,项目\r\n王伟,一中,,象棋\r\n", encoding="utf-8")
    with pytest.raises(ImportRefused):
        apply_import(store, plan_import(store, path), skip_refused=True)
    assert _counts(store) == (0, 0, 0)
