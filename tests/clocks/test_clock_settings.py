"""Clock settings dicts: presets, validation with Chinese messages, round trips."""
import pytest

from app.clocks import (ClockSpec, CountdownSpec, GameClock, Stage, spec_from_settings, spec_to_settings,
                        validate_clock_settings)
from app.rules.clocks import clock_preset
from app.rules.events import EVENT_CODES


@pytest.mark.parametrize("code, kind", [
    ("xiangqi", ClockSpec), ("go", ClockSpec), ("gomoku", ClockSpec), ("checkers", ClockSpec),
    ("doudizhu", CountdownSpec), ("sanguosha_3v3", CountdownSpec),
    ("sanguosha_1v1", CountdownSpec), ("sanguosha_identity", CountdownSpec),
])
def test_every_event_has_a_clock_preset(code, kind):
    """Each event code builds its clock spec from the events table."""
    assert code in EVENT_CODES
    assert isinstance(clock_preset(code), kind)


@pytest.mark.parametrize("code, expected", [
    ("xiangqi", ClockSpec((Stage("main", 600),), origin="sudden_death")),
    ("gomoku", ClockSpec((Stage("main", 1200), Stage("byoyomi", 15, periods=1)), origin="byoyomi")),
    ("checkers", ClockSpec(per_move=15, game_cap=1800, origin="move_limit")),
])
def test_presets_follow_rules_section_3(code, expected):
    """The presets encode docs/rules.md §3 timing."""
    assert clock_preset(code) == expected


def test_preset_uses_event_overrides():
    """A referee's stored clock override replaces the preset's clock."""
    spec = clock_preset("go", {"clock": {"mode": "byoyomi", "main": 3600, "periods": 3, "period": 30}})
    assert spec.stages[0].seconds == 3600 and spec.byoyomi_periods == 3


@pytest.mark.parametrize("settings", [
    {"mode": "sudden_death", "main": 600},
    {"mode": "fischer", "main": 300, "increment": 3},
    {"mode": "bronstein", "main": 300, "delay": 5},
    {"mode": "simple_delay", "main": 300, "delay": 5, "game_cap": 900},
    {"mode": "byoyomi", "main": 1200, "periods": 5, "period": 30},
    {"mode": "canadian", "main": 600, "moves": 25, "period": 300},
    {"mode": "move_limit", "per_move": 15, "game_cap": 1800},
    {"mode": "multi_stage", "stages": [
        {"kind": "main", "seconds": 5400, "moves": 40, "increment": 30},
        {"kind": "main", "seconds": 1800, "increment": 30}]},
    {"mode": "countdown", "duration": 2400, "extra": 300, "actions": {"action": 15}},
    {"mode": "stopwatch"},
])
def test_spec_to_settings_round_trip(settings):
    """Any spec turns into a settings dict that builds the same spec again."""
    spec = spec_from_settings(settings)
    assert spec_from_settings(spec_to_settings(spec)) == spec


def test_hand_built_spec_runs():
    """A spec built by hand (no settings dict) drives a clock."""
    spec = ClockSpec((Stage("main", 60, increment=1), Stage("byoyomi", 10, periods=2)))
    clock = GameClock(spec, now=lambda: 0.0)
    clock.start(0)
    assert clock.state().periods_left(0) == 2


@pytest.mark.parametrize("settings, field", [
    ({"mode": "hourglass"}, "mode"),
    ({"mode": "sudden_death"}, "main"),
    ({"mode": "sudden_death", "main": -5}, "main"),
    ({"mode": "sudden_death", "main": "ten"}, "main"),
    ({"mode": "sudden_death", "main": 0}, "main"),
    ({"mode": "sudden_death", "main": 60, "periods": 3}, "periods"),
    ({"mode": "byoyomi", "main": 60, "periods": 0, "period": 30}, "periods"),
    ({"mode": "byoyomi", "main": 60, "periods": 1.5, "period": 30}, "periods"),
    ({"mode": "byoyomi", "main": 60, "periods": 1, "period": 0}, "period"),
    ({"mode": "canadian", "main": 60, "moves": 0, "period": 30}, "moves"),
    ({"mode": "move_limit", "per_move": 0}, "per_move"),
    ({"mode": "countdown", "duration": 600, "alert_at": 700}, "alert_at"),
    ({"mode": "countdown", "duration": 600, "actions": {"skill": -1}}, "actions.skill"),
    ({"mode": "multi_stage", "stages": []}, "stages"),
    ({"mode": "multi_stage", "stages": [{"kind": "sandglass"}]}, "stages[0].kind"),
    ({"mode": "multi_stage", "stages": [{"kind": "byoyomi", "seconds": 30, "periods": 1},
                                        {"kind": "main", "seconds": 60}]}, "stages[0].kind"),
    ({"mode": "multi_stage", "stages": [{"kind": "main", "seconds": 60, "moves": 40}]},
     "stages[0].moves"),
    ({"mode": "multi_stage", "stages": [{"kind": "main", "seconds": 60, "delay": 5}]},
     "stages[0].delay_kind"),
    ({"mode": "multi_stage", "stages": [{"kind": "canadian", "seconds": 60}]},
     "stages[0].moves"),
])
def test_validation_names_the_bad_field_in_chinese(settings, field):
    """Bad settings raise ValueError naming the field, in Chinese, for the settings dialog."""
    with pytest.raises(ValueError) as error:
        validate_clock_settings(settings)
    message = str(error.value)
    assert f"“{field}”" in message and "时钟设置" in message


def test_validation_normalises_numbers():
    """Numbers typed as text are converted; integers stay integers."""
    clean = validate_clock_settings({"mode": "byoyomi", "main": "1200", "periods": 3.0,
                                     "period": "30"})
    assert clean == {"mode": "byoyomi", "main": 1200.0, "periods": 3, "period": 30.0}
