"""Tournament use cases: info, event settings, viability, audit."""
from datetime import date

import pytest
from sqlalchemy import select

from app.models.schema import AuditEntry
from app.rules.events import SettingsError
from app.services.players import add_player
from app.services.tournament import (event_info, list_events, set_event_cancelled,
                                     set_viability_override, tournament_info,
                                     update_event_settings, update_tournament_info)


def test_events_listed_in_preset_order_with_counts(store):
    """Every event of a new tournament is listed, empty and not viable."""
    events = list_events(store)
    assert [e.code for e in events][:3] == ["xiangqi", "go", "gomoku"]
    assert all(e.entrants == 0 and not e.viable and e.needs_viability_decision for e in events)


def test_settings_are_stored_as_overrides_and_audited(store):
    """Changing a setting stores only the difference and logs old → new."""
    settings = update_event_settings(store, "go", {"rounds": 6, "win_points": 2})
    assert settings["rounds"] == 6
    with store.read() as session:
        entry = session.scalars(select(AuditEntry).where(AuditEntry.action == "settings")).one()
        assert entry.old == {} and entry.new == {"rounds": 6}
    assert event_info(store, "go").settings["rounds"] == 6


def test_bad_settings_change_nothing(store):
    """A refused value leaves the stored settings as they were."""
    with pytest.raises(SettingsError):
        update_event_settings(store, "go", {"rounds": 0})
    assert event_info(store, "go").settings["rounds"] == 5


def test_viability_override_and_cancel(store):
    """The referee can hold a small event anyway, or cancel it."""
    for index in range(12):
        add_player(store, f"选手{index}", "广西大学", f"S{index}", ["xiangqi"])
    info = event_info(store, "xiangqi")
    assert info.entrants == 12 and not info.viable and info.needs_viability_decision
    set_viability_override(store, "xiangqi", True)
    assert not event_info(store, "xiangqi").needs_viability_decision
    set_event_cancelled(store, "go", True)
    assert event_info(store, "go").status == "cancelled"


def test_tournament_info_edit(store):
    """Name, organiser and venue can be changed."""
    update_tournament_info(store, organiser="体育协会", venue="体育馆")
    info = tournament_info(store)
    assert (info.name, info.organiser, info.venue) == ("测试赛", "体育协会", "体育馆")


def test_tournament_info_edit_is_audited_old_to_new(store):
    """Changing the dates logs who changed what from → to, dates as ISO text."""
    update_tournament_info(store, start_date=date(2026, 5, 1), end_date=date(2026, 5, 3))
    with store.read() as session:
        entry = session.scalars(select(AuditEntry).where(AuditEntry.action == "edit",
                                                         AuditEntry.entity == "tournament")).one()
        assert entry.old == {"start_date": None, "end_date": None}
        assert entry.new == {"start_date": "2026-05-01", "end_date": "2026-05-03"}


@pytest.mark.parametrize("changes", [
    {"name": "  "},
    {"colour": "red"},
    {"venue": "新馆", "start_date": date(2026, 5, 3), "end_date": date(2026, 5, 1)},
])
def test_bad_tournament_info_changes_nothing(store, changes):
    """A blank name, an unknown field or an end before the start is refused and nothing is written."""
    before = tournament_info(store)
    with pytest.raises(ValueError):
        update_tournament_info(store, **changes)
    assert tournament_info(store) == before
    with store.read() as session:
        assert session.scalars(select(AuditEntry).where(AuditEntry.action == "edit")).first() is None
