"""Shared fixtures: offscreen Qt, one fresh tournament file per test."""
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

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
