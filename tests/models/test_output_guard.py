"""No writer may overwrite the open tournament file, its side files, or a path that resolves to them."""
import os

import pytest

from app.cli import main
from app.files.errors import OutputPathError
from app.files.output_guard import check_output_path
from app.models.store import open_store


def _files(path):
    """The tournament file's bytes and which of its side files exist."""
    return path.read_bytes(), sorted(p.name for p in path.parent.glob(path.name + "-*"))


@pytest.mark.parametrize("spelling", ["same", "wal", "shm", "journal", "relative", "symlink", "hardlink"])
def test_every_spelling_of_the_open_file_is_refused(store, tmp_path, monkeypatch, spelling):
    """The open file, its -wal/-shm/-journal and any path resolving to it are refused for output."""
    path = store.path
    (tmp_path / "sub").mkdir()
    monkeypatch.chdir(tmp_path / "sub")
    if spelling == "symlink":
        os.symlink(path, tmp_path / "link.sqlite")
    if spelling == "hardlink":
        os.link(path, tmp_path / "hard.sqlite")
    target = {"same": path, "wal": f"{path}-wal", "shm": f"{path}-shm", "journal": f"{path}-journal",
              "relative": f"../{path.name}", "symlink": tmp_path / "link.sqlite",
              "hardlink": tmp_path / "hard.sqlite"}[spelling]
    with pytest.raises(OutputPathError, match="赛事文件"):
        check_output_path(target)
    assert check_output_path(tmp_path / "other.pdf") == tmp_path / "other.pdf"


def test_a_closed_tournament_is_still_refused_as_a_database(store, tmp_path):
    """Once closed the file is no longer "the open tournament", but it is still a database: refused."""
    path = store.path
    store.close()
    with pytest.raises(OutputPathError) as refused:
        check_output_path(path)
    assert refused.value.code == "file.output_is_database"
    with pytest.raises(OutputPathError) as named:
        check_output_path(path, path)
    assert named.value.code == "file.output_is_open_file"


@pytest.mark.parametrize("suffix", ["", "-wal", "-shm"])
def test_cli_print_onto_the_tournament_is_refused_and_changes_nothing(paired, capsys, suffix):
    """`print T pairings -o T` (or its -wal/-shm) exits non-zero with a message; the file stays byte-identical."""
    path = paired
    before = _files(path)
    assert main(["print", str(path), "pairings", "--event", "xiangqi", "-o", f"{path}{suffix}"]) != 0
    assert "赛事文件" in capsys.readouterr().err
    assert _files(path) == before
    assert not path.read_bytes().startswith(b"%PDF")
    open_store(path).close()


def test_cli_print_elsewhere_still_writes_the_pdf(paired, tmp_path):
    """The guard refuses only the tournament: a PDF beside it is written."""
    path = paired
    assert main(["print", str(path), "pairings", "--event", "xiangqi", "-o", str(tmp_path / "p.pdf")]) == 0
    assert (tmp_path / "p.pdf").read_bytes().startswith(b"%PDF")


def test_preview_save_as_pdf_onto_the_tournament_is_refused(qtbot, store, monkeypatch):
    """The preview's 另存为 PDF onto the open tournament shows a message and writes nothing."""
    from PySide6.QtWidgets import QMessageBox

    from app.views.printing.print_preview import PrintPreviewDialog
    shown = []
    monkeypatch.setattr(QMessageBox, "critical", lambda _parent, _title, text: shown.append(text))
    before = store.path.read_bytes()
    dialog = PrintPreviewDialog(b"%PDF-1.4\n%%EOF\n", "对阵表")
    qtbot.addWidget(dialog)
    assert dialog.save_as(str(store.path)) is False
    assert shown and "赛事文件" in shown[0]
    assert store.path.read_bytes() == before


def test_roster_template_onto_the_tournament_is_refused(open_main_window, store, monkeypatch):
    """报名 ▸ 保存报名表模板 onto the open tournament shows a message; the tournament still opens."""
    from PySide6.QtWidgets import QMessageBox

    from app.views.common import file_dialogs
    path = store.path
    window = open_main_window(store)
    shown = []
    monkeypatch.setattr(file_dialogs, "save_file_name", lambda *a, **k: str(path))
    monkeypatch.setattr(QMessageBox, "critical", lambda _parent, _title, text: shown.append(text))
    before = path.read_bytes()
    window.roster.save_template()
    assert shown and "赛事文件" in shown[0]
    assert path.read_bytes() == before


def test_a_new_tournament_is_never_created_over_a_side_file_of_the_open_one(store):
    """File ▸ New naming the open file's -journal (absent in WAL mode) is refused, nothing created."""
    from app.models.store import create_store
    journal = f"{store.path}-journal"
    with pytest.raises(OutputPathError):
        create_store(journal)
    assert not os.path.exists(journal)
