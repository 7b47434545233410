"""Whose clock is it: a station is live while it beats and, on this computer, while its process runs
(app/clocks/holders.py); a clock another live station wrote is held elsewhere."""
import pytest

from app.clocks.holders import STALE_SECONDS, Here, StationRow, held_elsewhere, is_live, keys_held_elsewhere, live_ids

WALL = 1_700_000_000.0
HERE = Here("hall-pc", 100, open_here={"mine"}, process_alive={100, 200}.__contains__)


@pytest.mark.parametrize("station, live", [
    (StationRow("far", "other-pc", 300, WALL - 5), True),  # another computer, beat 5 s ago
    (StationRow("far", "other-pc", 300, WALL - STALE_SECONDS), True),  # just within
    (StationRow("far", "other-pc", 300, WALL - STALE_SECONDS - 0.1), False),  # silent too long: crashed
    (StationRow("near", "hall-pc", 200, WALL - 5), True),  # this computer, its process runs
    (StationRow("near", "hall-pc", 201, WALL - 5), False),  # this computer, its process is gone (kill -9)
    (StationRow("mine", "hall-pc", 100, WALL - 5), True),  # this process, still open
    (StationRow("gone", "hall-pc", 100, WALL - 5), False),  # this process, its window went without closing
    (StationRow("near", "hall-pc", 200, WALL - STALE_SECONDS - 1), False),  # a running process that stopped beating
    (StationRow("far", "other-pc", 300, WALL + 50), True),  # its computer's clock a little ahead
])
def test_a_station_is_live_while_it_beats_and_its_process_runs(station, live):
    assert is_live(station, WALL, HERE) is live


def test_live_ids_keeps_the_live_ones():
    rows = [StationRow("far", "other-pc", 300, WALL - 5), StationRow("near", "hall-pc", 201, WALL - 5),
            StationRow("mine", "hall-pc", 100, WALL)]
    assert live_ids(rows, WALL, HERE) == {"far", "mine"}


@pytest.mark.parametrize("holder, held", [
    (None, False),  # stored before stations were known, or by nobody: anyone's
    ("me", False),  # this station's own
    ("far", True),  # another live station's
    ("dead", False),  # a station that is gone: offered back, taken over
])
def test_a_clock_is_held_elsewhere_only_by_another_live_station(holder, held):
    assert held_elsewhere(holder, "me", {"me", "far"}) is held


def test_a_read_only_station_holds_nothing_and_sees_every_live_holder():
    holders = {"round-1-1/hall": "far", "round-1-1/table-3": None, "round-1-1/table-4": "dead"}
    assert keys_held_elsewhere(holders, None, {"far"}) == {"round-1-1/hall"}
