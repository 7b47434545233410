"""The import preview of a roster with refused rows (#32 items 8 and 11): it counts rows and players apart,
offers the good rows alone or the unnamed teams formed by school, and the import writes what it showed."""
import pytest
from PySide6.QtWidgets import QMessageBox

from app.services.players import list_players
from app.services.roster_import import plan_import
from app.views.roster.import_dialog import ImportDialog

SCHOOLS = ("一中", "二中", "三中")
ISSUE_ROSTER = ("姓名,学校,学号,项目\n"
                + "".join(f"棋手{n},{SCHOOLS[n % 3]},10{n:02d},象棋\n" for n in range(14))
                + "".join(f"杀手{n},{SCHOOLS[n // 4]},20{n:02d},三国杀3v3\n" for n in range(12)))


@pytest.fixture
def issue_file(tmp_path):
    path = tmp_path / "roster.csv"
    path.write_bytes(ISSUE_ROSTER.encode("gbk"))
    return path


def test_the_preview_offers_the_good_rows_and_lists_the_refused_with_their_fix(qtbot, store, issue_file):
    """26 rows, 12 refused: the button imports the 14 good ones; every refused row is listed at its row and
    column with how to fix it."""
    dialog = ImportDialog(plan_import(store, issue_file), "roster.csv")
    qtbot.addWidget(dialog)
    assert "共 26 行" in dialog.summary.text() and "12 行有问题" in dialog.summary.text()
    assert dialog.import_button.isEnabled() and dialog.import_button.text() == "只导入没有问题的 14 行"
    rows = [(dialog.problems.item(r, 0).text(), dialog.problems.item(r, 1).text())
            for r in range(dialog.problems.rowCount())]
    assert rows == [(str(row), "队伍") for row in range(16, 28)]
    assert "按学校组队" in dialog.problems.item(0, 3).text()
    assert dialog.skip_refused
    assert not dialog.import_button.isDefault()  # Enter does not import part of a file


def test_teams_by_school_previews_the_teams_then_imports_every_row(qtbot, store, issue_file):
    """Ticking 按学校组队 shows each 3v3 player's school team in the preview and a clean summary."""
    dialog = ImportDialog(plan_import(store, issue_file), "roster.csv")
    qtbot.addWidget(dialog)
    dialog.by_school.setChecked(True)
    assert dialog.plan.ok and not dialog.skip_refused
    assert dialog.summary.text().startswith("共 26 行，26 名选手，没有发现问题")
    assert dialog.import_button.text() == "导入" and dialog.import_button.isDefault()
    teams = {dialog.rows.item(r, 1).text(): dialog.rows.item(r, 5).text() for r in range(dialog.rows.rowCount())}
    assert teams["杀手0"] == "一中" and teams["杀手11"] == "三中" and teams["棋手0"] == ""
    assert any("一中（4 人）" in label.text() for label in dialog.notice_labels())
    dialog.by_school.setChecked(False)
    assert not dialog.plan.ok and dialog.import_button.text() == "只导入没有问题的 14 行"


def test_rows_and_players_are_counted_apart(qtbot, store, tmp_path):
    """64 rows holding 61 players (three on two rows): the preview says both."""
    path = tmp_path / "r.csv"
    path.write_text("姓名,学校,学号,项目\n" + "".join(f"选手{n},一中,7{n:03d},象棋\n" for n in range(61))
                    + "".join(f"选手{n},一中,7{n:03d},围棋\n" for n in range(3)), encoding="utf-8")
    dialog = ImportDialog(plan_import(store, path), "r.csv")
    qtbot.addWidget(dialog)
    assert dialog.summary.text().startswith("共 64 行，61 名选手，没有发现问题")


@pytest.mark.parametrize("by_school, players", [(False, 14), (True, 26)])
def test_the_import_writes_what_the_preview_showed(open_main_window, store, qtbot, issue_file, monkeypatch,
                                                   by_school, players):
    """Accepted as shown, the run writes the good rows alone (and says how many were left out), or every row
    with the teams formed by school."""
    boxes = []
    monkeypatch.setattr(QMessageBox, "information", lambda _parent, title, text, *a, **k: boxes.append(text))
    monkeypatch.setattr(QMessageBox, "critical", lambda _parent, title, text, *a, **k: boxes.append(text))
    monkeypatch.setattr(ImportDialog, "exec", lambda dialog: dialog.by_school.setChecked(by_school) or True)
    window = open_main_window(store)
    window.roster.import_roster(path=str(issue_file))
    qtbot.waitUntil(lambda: bool(boxes), timeout=10_000)
    assert len(list_players(window.store)) == players
    assert ("12 行有问题，未导入" in boxes[0]) == (not by_school)
