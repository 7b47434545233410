"""The audit log reader hands the viewer plain frozen data, newest first, not database rows."""
import dataclasses

import pytest

from app.services import audit
from app.services.audit import AuditLine, recent_entries
from app.services.tournament import update_event_settings


def test_recent_entries_are_frozen_lines_newest_first_readable_after_the_session(store):
    """Two audited changes come back as AuditLine, newest first, with who/what/old → new intact."""
    audit.set_operator("王裁判")
    try:
        update_event_settings(store, "go", {"rounds": 6})
        update_event_settings(store, "go", {"rounds": 4})
    finally:
        audit.set_operator("")
    lines = recent_entries(store, limit=2)
    assert all(type(line) is AuditLine for line in lines)
    assert [line.user for line in lines] == ["王裁判", "王裁判"]
    assert lines[0].id > lines[1].id
    assert lines[0].new != lines[1].new and "4" in str(lines[0].new) and "6" in str(lines[1].new)
    with pytest.raises(dataclasses.FrozenInstanceError):
        lines[0].user = "someone else"
