"""Shared fixtures: offscreen Qt, one fresh tournament file per test, and per test its own settings
and data folder (so tests never see one another's, whichever pytest-xdist worker runs them)."""
import os

import atexit
import gc
import importlib.util
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The tests' files (tmp_path, the demo copies, the settings folders, the files of the processes they
# start) go to memory when the machine has a roomy tmpfs and TMPDIR is not chosen: every commit is
# fsynced (synchronous=FULL), free in memory but a wait on a busy disk.  Set once here, in pytest's
# process, before its temporary folder is made; the pytest-xdist workers inherit it.
MEMORY_FOLDER, MEMORY_ROOM = "/dev/shm", 1 << 30
if "TMPDIR" not in os.environ and os.access(MEMORY_FOLDER, os.W_OK | os.X_OK):
    _memory = os.statvfs(MEMORY_FOLDER)
    if _memory.f_bavail * _memory.f_frsize >= MEMORY_ROOM:
        os.environ["TMPDIR"] = tempfile.tempdir = MEMORY_FOLDER
# Keep the tests' QSettings, demo files and font cache away from the user's own (one folder per process: each
# pytest-xdist worker imports this file itself); each test gets a folder inside it (own_user_folders).
_HOME = tempfile.mkdtemp(prefix="station-tests-")
atexit.register(shutil.rmtree, _HOME, ignore_errors=True)
os.environ["XDG_CONFIG_HOME"] = os.path.join(_HOME, "config")
os.environ["XDG_DATA_HOME"] = os.path.join(_HOME, "data")
os.environ["XDG_CACHE_HOME"] = os.path.join(_HOME, "cache")  # shared by the run's tests: fonts parse once

import pytest  # noqa: E402
from PySide6.QtCore import QCoreApplication, QEvent, QSettings  # noqa: E402

from app.models import store as store_module  # noqa: E402
from app.models.store import open_store  # noqa: E402
from app.services.tournament import new_tournament  # noqa: E402
from postgres_db import needs_postgres, postgres_demo  # noqa: E402


def _sqlite_engines_share_their_compiled_sql(create_engine):
    """SQLAlchemy keeps the SQL it compiled per engine, under the engine's dialect: each test opens its own
    stores, and each store compiled every statement it ran again (half the CPU of a test that opens a
    demo, pairs a round and reads the standings: 59 ms, 26 shared). In the tests every SQLite engine
    uses one initialised SQLite dialect and its cache; what runs on each connection is the same SQL."""
    from sqlalchemy import create_engine as plain_engine
    donor = plain_engine("sqlite://")
    donor.connect().close()  # the dialect is initialised at an engine's first connection

    def create(url, *args, **kwargs):
        engine = create_engine(url, *args, **kwargs)
        if engine.dialect.name == "sqlite":
            engine.dialect, engine._compiled_cache = donor.dialect, donor._compiled_cache
        return engine
    return create


store_module.create_engine = _sqlite_engines_share_their_compiled_sql(store_module.create_engine)

# Started first, so that under pytest-xdist no worker is left running one of them alone at the end: the
# wheel is built and installed (about 20 s), the browser test starts Chromium, the serve command's tests
# start the station and wait for it (each 5 to 50 s on a loaded machine; collected last otherwise).
LONGEST_FIRST = ("tests/test_packaging.py::", "tests/web/test_browser.py::", "tests/web/test_serve_command.py::")


@pytest.hookimpl(optionalhook=True)  # pytest -p no:xdist runs too
def pytest_xdist_auto_num_workers(config):
    """``-n auto``: two workers a core. Many tests wait on something else than this process's CPU (the
    processes and servers they start, Chromium, the PostgreSQL server, the disk): with two workers a
    core another test runs while one waits (on 2 cores, 3 min 23 s with 2 workers, 2 min 44 s with 4)."""
    return 2 * (os.cpu_count() or 1)


def _bytecode_in_a_folder_of_the_run() -> None:
    """Bytecode goes to a folder of this run, seeded with the bytecode Python and the libraries already
    have of what this process imported (the standard library, Qt, SQLAlchemy, pytest): read from there
    only, it would otherwise be compiled again."""
    prefix = tempfile.mkdtemp(prefix="station-bytecode-")
    atexit.register(shutil.rmtree, prefix, ignore_errors=True)
    for module in list(sys.modules.values()):
        cached, source = getattr(module, "__cached__", None), getattr(module, "__file__", None)
        if cached and source and os.path.exists(cached):
            sys.pycache_prefix = prefix
            try:
                seeded = importlib.util.cache_from_source(source)
            finally:
                sys.pycache_prefix = None
            os.makedirs(os.path.dirname(seeded), exist_ok=True)
            shutil.copyfile(cached, seeded)
    os.environ["PYTHONPYCACHEPREFIX"] = prefix
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)


def pytest_configure(config):
    """Under pytest-xdist, before the workers start: the bytecode of the tests (assertions rewritten) and of
    what they import is written once, by one process collecting the same tests (errors are the workers' to
    report), so that every worker and every Python the tests start reads it instead of compiling it again:
    collecting the suite cost each worker 9 s of CPU, now 3, after the one cold collection's 11.  Where
    bytecode is not to be written (PYTHONDONTWRITEBYTECODE) it goes to a folder of this run,
    PYTHONPYCACHEPREFIX, removed at the end: the checkout stays clean."""
    if not getattr(config.option, "numprocesses", None) or hasattr(config, "workerinput") or config.option.collectonly:
        return  # one process, or a worker, or --collect-only (no workers)
    if sys.dont_write_bytecode and not sys.pycache_prefix:
        _bytecode_in_a_folder_of_the_run()
    subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider", *config.args],
                   cwd=config.invocation_params.dir, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def pytest_collection_modifyitems(items):
    """The longest tests first, so that under pytest-xdist no worker is left running one alone at the end."""
    items.sort(key=lambda item: not item.nodeid.startswith(LONGEST_FIRST))


def pytest_collection_finish(session):
    """What collection imported (the app, Qt, every test module) lives as long as the run: it is frozen out
    of the cycle collector's passes, and the passes come less often, so that a worker does not walk it
    again and again (a sixth of a window test's time went to the collector)."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(10_000, 10, 10)


@pytest.fixture(autouse=True)
def own_user_folders(monkeypatch):
    """This test's own settings (QSettings), data folder (the demo, the log, the default backups folder)
    and config folder, made empty, for it and the processes it starts; removed afterwards."""
    folder = tempfile.mkdtemp(dir=_HOME)
    config = os.path.join(folder, "config")
    monkeypatch.setenv("XDG_CONFIG_HOME", config)
    monkeypatch.setenv("XDG_DATA_HOME", os.path.join(folder, "data"))
    for settings_format in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(settings_format, QSettings.Scope.UserScope, config)  # Qt reads XDG_CONFIG_HOME once
    yield
    shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture(autouse=True)
def no_window_outlives_its_test():
    """After a test, every window it left (closed by pytest-qt but only hidden, or never registered
    with it: menus, the hall, dialogs) is deleted: a worker running a thousand tests otherwise keeps
    thousands of hidden widgets, still listening to signals, and each later test of a window runs slower."""
    yield
    if QCoreApplication.instance() is None:
        return
    from PySide6.QtWidgets import QApplication
    for window in QApplication.topLevelWidgets():
        window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def _fail_if_the_builder_died(name: str, lock: Path) -> None:
    """A worker that died while building (killed, out of memory) leaves its lock: the others fail at once,
    saying so, rather than wait for the test timeout."""
    try:
        builder = int(lock.read_text())
    except (FileNotFoundError, ValueError):
        return  # just built, or the builder has not written its number yet
    try:
        os.kill(builder, 0)
    except ProcessLookupError:
        pytest.fail(f"built_once({name!r}): the process building it (pid {builder}) died before it was "
                    f"built; its lock {lock} is left (see that worker's error)", pytrace=False)
    except PermissionError:
        pass  # alive, another user's


@pytest.fixture(scope="session")
def built_once(tmp_path_factory):
    """``built_once(name, build)``: the folder ``build(folder)`` filled, built once in the whole test run:
    the first pytest-xdist worker to ask builds it while the others wait for it, then all read it.
    Copy a file out of it before changing it (close a tournament before it is taken)."""
    run_folder = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        run_folder = run_folder.parent  # the run's own folder, holding each worker's

    def get(name: str, build) -> Path:
        folder, lock = run_folder / name, run_folder / f"{name}.lock"
        while not folder.exists():
            try:
                taken = os.open(lock, os.O_CREAT | os.O_EXCL | os.O_WRONLY)
            except FileExistsError:
                _fail_if_the_builder_died(name, lock)
                time.sleep(0.05)  # another worker is building it
                continue
            os.write(taken, str(os.getpid()).encode())
            os.close(taken)
            try:
                if not folder.exists():
                    building = Path(tempfile.mkdtemp(prefix=f"{name}-", dir=run_folder))
                    build(building)
                    os.replace(building, folder)
            finally:
                os.remove(lock)
        return folder
    return get


def _empty_tournament(folder: Path) -> None:
    new_tournament(folder / "t.sqlite", "测试赛").close()


@pytest.fixture
def store(tmp_path, built_once):
    """An empty tournament with every event: a copy of the one new_tournament made for the run."""
    path = tmp_path / "t.sqlite"
    shutil.copyfile(built_once("empty", _empty_tournament) / "t.sqlite", path)
    store = open_store(path)
    yield store
    store.close()


def _demo(folder: Path) -> None:
    from app.services.demo import build_demo
    build_demo(folder / "demo.sqlite", seed=1).close()


@pytest.fixture(scope="session")
def _demo_file(built_once):
    """The demo tournament, generated once per test run (closed: everything in the one file)."""
    return built_once("demo", _demo) / "demo.sqlite"


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=needs_postgres)])
def demo_url(request, tmp_path, _demo_file) -> str:
    """The demo tournament's URL: a fresh copy of the session's demo file, or a fresh copy of the demo
    on the PostgreSQL test database (the tests of stations sharing one tournament run on both)."""
    if request.param == "sqlite":
        path = tmp_path / "demo.sqlite"
        shutil.copyfile(_demo_file, path)
        return str(path)
    return postgres_demo()


@pytest.fixture
def paired_demo_url(demo_url) -> str:
    """``demo_url`` with xiangqi round 1 paired."""
    from app.services.rounds import pair_next_round
    store = open_store(demo_url)
    pair_next_round(store, "xiangqi", seed=1)
    store.close()
    return demo_url


@pytest.fixture
def demo_store(tmp_path, _demo_file):
    """The generated demo tournament: a fresh copy of the session's demo file for each test."""
    path = tmp_path / "demo.sqlite"
    shutil.copyfile(_demo_file, path)
    store = open_store(path)
    yield store
    store.close()


def _play_round(store, code, view, rng) -> None:
    """Record a plausible result on every table of a paired round."""
    from app.services.results import record_result
    for table in view.tables:
        if code == "doudizhu":
            entry = {"hands": [{"bid": rng.choice([1, 2, 3]), "landlord": rng.randrange(3),
                                "landlord_won": rng.random() < 0.5}]}
        elif code == "sanguosha_identity":
            entry = {"winner": "rebels", "alive": [i for i, s in enumerate(table.seats) if s.role == "反贼"]}
        elif code in ("go", "sanguosha_3v3", "sanguosha_1v1"):
            entry = {"score": rng.choice(["1-0", "0-1"])}
        elif code == "gomoku":
            entry = {"score": rng.choice(["2-0", "1-1", "0-2"])}
        else:
            entry = {"score": rng.choice(["1-0", "0-1", "="])}
        record_result(store, code, view.round_id, table.number, entry)


@pytest.fixture(scope="session")
def play_round():
    """``play_round(store, code, view, rng)``: results for a whole round."""
    return _play_round


@pytest.fixture(scope="session")
def demo_after(tmp_path_factory, built_once, _demo_file):
    """``demo_after(name, prepare)``: an open copy of the demo (seed 1) after ``prepare(store)``, which
    runs once in the whole test run (under ``name``, which says what it did: one name, one prepare);
    the caller closes it. For a fixture that pairs or plays rounds before each of its tests: the same
    file, without pairing and playing them again for every test."""
    def copy(name: str, prepare) -> object:
        def build(folder):
            shutil.copyfile(_demo_file, folder / "demo.sqlite")
            store = open_store(folder / "demo.sqlite")
            try:
                prepare(store)
            finally:
                store.close()
        path = tmp_path_factory.mktemp(name) / "demo.sqlite"
        shutil.copyfile(built_once(name, build) / "demo.sqlite", path)
        return open_store(path)
    return copy


@pytest.fixture(scope="session")
def played_demo(demo_after):
    """``played_demo(name, codes)``: an open copy of the demo (seed 1) with rounds 1 and 2 of each event in
    ``codes`` paired and played (random results, seed 5), built once in the run under ``name``; the
    caller closes it."""
    def play(store, codes) -> None:
        import random
        from app.services.rounds import pair_next_round
        rng = random.Random(5)
        for code in codes:
            for round_no in (1, 2):
                _play_round(store, code, pair_next_round(store, code, seed=round_no), rng)
    return lambda name, codes: demo_after(name, lambda store: play(store, codes))


@pytest.fixture
def open_main_window(qtbot):
    """``open_main_window(store)``: the main window shown on that tournament (the store is closed)."""
    def open_on(store):
        from app.views.shell.main_window import MainWindow
        path = store.path
        store.close()
        window = MainWindow()
        qtbot.addWidget(window)
        window.open_tournament(str(path))
        window.show()
        return window
    return open_on
