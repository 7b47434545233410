"""Which sheets an event prints: one rule for the 打印 menu and the print (app/printing/kinds.py)."""
from app.printing.kinds import EVENT_KINDS, event_prints
from app.rules.events import PRESETS, settings_for


def test_the_berger_schedule_is_printed_only_where_a_round_robin_is_played():
    """A Swiss event and a by-standing card event have no Berger table; preliminary groups or a
    round-robin final have one."""
    assert not event_prints("schedule", "xiangqi", settings_for("xiangqi", {}))
    assert not event_prints("schedule", "doudizhu", settings_for("doudizhu", {}))
    assert event_prints("schedule", "checkers", settings_for("checkers", {"preliminary_groups": 2}))
    assert event_prints("schedule", "xiangqi", settings_for("xiangqi", {"pairing": "round_robin"}))


def test_identity_slips_only_where_roles_are_dealt_and_every_other_sheet_everywhere():
    for code in PRESETS:
        settings = settings_for(code, {})
        assert event_prints("identity_slips", code, settings) == (code == "sanguosha_identity")
        assert all(event_prints(kind, code, settings) for kind in EVENT_KINDS
                   if kind not in ("identity_slips", "schedule"))
