"""A file dialog listing the open tournament's folder leaves this station's lock whole."""
from PySide6.QtWidgets import QFileSystemModel

from app.files.output_guard import side_files
from app.views.common.file_dialogs import file_dialog
from tests.other_station import assert_one_lock, visit


def _listed_with_its_type(model: QFileSystemModel, path) -> bool:
    root = model.index(str(path.parent))
    rows = [model.index(row, 0, root) for row in range(model.rowCount(root))]
    return any(model.fileName(index) == path.name and model.type(index) for index in rows)


def test_a_dialog_on_the_open_tournaments_folder_keeps_this_station_counted(qtbot, store):
    """The folder listed (and every file's type found), then another station opens and closes the file:
    the -wal and -shm stay, and the two stations still take turns for the write lock."""
    with store.session() as session:
        session.connection().exec_driver_sql("UPDATE station_meta SET value = value")
    dialog = file_dialog(None, "open", str(store.path.parent), "Tournament (*.sqlite)", save=False)
    qtbot.addWidget(dialog)
    dialog.show()
    model = dialog.findChild(QFileSystemModel)
    model.setNameFilterDisables(True)  # the -wal and -shm listed too, so that their types are found
    qtbot.waitUntil(lambda: all(_listed_with_its_type(model, side) for side in (store.path, *side_files(store.path)[:2])))
    dialog.reject()
    visit(store.path)
    assert all(side.exists() for side in side_files(store.path)[:2])
    assert_one_lock(store.path)


def test_a_missing_start_folder_opens_at_its_nearest_parent(qtbot, tmp_path):
    """A documents folder that does not exist yet: the dialog opens at the folder above it, and a proposed
    file name is kept; the folder's name is never offered as the file name."""
    from pathlib import Path
    opening = file_dialog(None, "open", str(tmp_path / "Documents" / "deeper"), "*", save=False)
    saving = file_dialog(None, "save", str(tmp_path / "Documents" / "对阵表.pdf"), "PDF (*.pdf)", save=True)
    for dialog in (opening, saving):
        qtbot.addWidget(dialog)
        assert Path(dialog.directory().absolutePath()) == tmp_path
    assert [Path(f).name for f in saving.selectedFiles()] == ["对阵表.pdf"]
    assert "Documents" not in [Path(f).name for f in opening.selectedFiles()]


def test_every_file_dialog_of_the_station_goes_through_file_dialogs():
    """No screen opens a QFileDialog of its own (its default icons read the files they list)."""
    from pathlib import Path
    app = Path(__file__).resolve().parents[3] / "app"
    own = app / "views" / "common" / "file_dialogs.py"
    elsewhere = [str(path.relative_to(app)) for path in app.rglob("*.py")
                 if path != own and "QFileDialog" in path.read_text(encoding="utf-8")]
    assert elsewhere == []
