"""Shared fixtures: offscreen Qt, one fresh tournament file per test."""
import os

import atexit
import shutil
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Keep the tests' QSettings and demo files away from the user's own.
_HOME = tempfile.mkdtemp(prefix="station-tests-")
atexit.register(shutil.rmtree, _HOME, ignore_errors=True)
os.environ["XDG_CONFIG_HOME"] = os.path.join(_HOME, "config")
os.environ["XDG_DATA_HOME"] = os.path.join(_HOME, "data")

import pytest  # noqa: E402

from app.services.tournament import new_tournament  # noqa: E402


@pytest.fixture
def store(tmp_path):
    """An empty tournament with every event."""
    store = new_tournament(tmp_path / "t.sqlite", "测试赛")
    yield store
    store.close()


@pytest.fixture
def demo_store(tmp_path):
    """The generated demo tournament."""
    from app.services.demo import build_demo
    store = build_demo(tmp_path / "demo.sqlite", seed=1)
    yield store
    store.close()
