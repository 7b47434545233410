"""The presets table: one entry per event kind, names, codes, settings and their validation."""
import pytest

from app.rules.events import (PRESETS, SettingsError, event_code, is_viable,
                              school_separation_rounds, settings_for, validate_settings)


def test_every_event_kind_of_rules_section_1_has_a_preset():
    """All eight event kinds exist with their Chinese names."""
    assert {p.code: p.name_zh for p in PRESETS.values()} == {
        "xiangqi": "象棋", "go": "围棋", "gomoku": "五子棋", "checkers": "跳棋",
        "doudizhu": "斗地主", "sanguosha_3v3": "三国杀3v3", "sanguosha_1v1": "三国杀1v1",
        "sanguosha_identity": "三国杀身份"}


@pytest.mark.parametrize("text, code", [
    ("象棋", "xiangqi"), ("go", "go"), (" 五子棋 ", "gomoku"), ("CHECKERS", "checkers"),
    ("三国杀3V3", "sanguosha_3v3"), ("三国杀身份局", "sanguosha_identity"), ("桥牌", None), ("", None)])
def test_event_code_accepts_chinese_names_codes_and_aliases(text, code):
    """Roster files and the CLI name events in Chinese or by code."""
    assert event_code(text) == code


@pytest.mark.parametrize("code, key, value", [
    ("go", "rounds", 5), ("checkers", "rounds", 7), ("gomoku", "games_per_round", 2),
    ("go", "draw_points", 0.0), ("xiangqi", "fouls_to_lose", 3),
    ("doudizhu", "counts_overall", False), ("sanguosha_3v3", "counts_overall", False),
    ("xiangqi", "bye_points", 2.0), ("go", "playoff_on_tie", True),
    ("xiangqi", "clock", {"mode": "sudden_death", "main": 600}),
])
def test_presets_follow_the_rules(code, key, value):
    """Key numbers of docs/rules.md §1-§7 are in the presets."""
    assert settings_for(code)[key] == value


def test_overrides_lay_over_the_preset_and_unknown_keys_are_ignored():
    """Stored overrides win; a stale key from an old file does no harm."""
    settings = settings_for("xiangqi", {"rounds": 9, "gone": 1})
    assert settings["rounds"] == 9 and "gone" not in settings
    assert settings["win_points"] == 2.0


@pytest.mark.parametrize("rounds, separation, expected", [(7, -1, 4), (5, -1, 3), (7, 2, 2), (7, 0, 0)])
def test_school_separation_defaults_to_first_half(rounds, separation, expected):
    """docs/rules.md §2.4: schoolmates kept apart in rounds 1..ceil(X/2) unless set otherwise."""
    assert school_separation_rounds({"rounds": rounds, "school_separation_rounds": separation}) == expected


@pytest.mark.parametrize("code, entrants, viable", [
    ("xiangqi", 12, False), ("xiangqi", 13, True), ("sanguosha_3v3", 6, False), ("sanguosha_3v3", 7, True)])
def test_viability_threshold(code, entrants, viable):
    """≤12 individuals or ≤6 teams: the event is not held."""
    assert is_viable(code, entrants) is viable


@pytest.mark.parametrize("changes, message", [
    ({"rounds": 0}, "rounds"), ({"rounds": "x"}, "不是数字"), ({"pairing": "knockout"}, "编排方式"),
    ({"tiebreaks": ["buchholz", "coin"]}, "coin"), ({"nonsense": 1}, "未知设置项"),
    ({"win_points": -1}, "负数")])
def test_bad_settings_are_refused_naming_the_field(changes, message):
    """The settings dialog shows why a value cannot be used."""
    with pytest.raises(SettingsError, match=message):
        validate_settings("xiangqi", changes)


def test_valid_settings_are_normalised():
    """Numbers typed as text become numbers."""
    assert validate_settings("go", {"rounds": "6", "win_points": "3"}) == {"rounds": 6, "win_points": 3.0}


def test_clock_settings_are_checked_by_the_clock_modes():
    """A clock with a negative main time is refused before it reaches a table."""
    with pytest.raises(SettingsError):
        validate_settings("go", {"clock": {"mode": "byoyomi", "main": -5, "periods": 1, "period": 30}})
    clean = validate_settings("go", {"clock": {"mode": "fischer", "main": 600, "increment": 5}})
    assert clean["clock"]["mode"] == "fischer"


@pytest.mark.parametrize("code, changes", [
    ("doudizhu", {"preliminary_groups": 2}), ("sanguosha_identity", {"pairing": "round_robin"})])
def test_round_robin_is_refused_for_tables_of_three_and_eight(code, changes):
    """Round robins pair two seats; Dou Dizhu and identity tables cannot use them."""
    with pytest.raises(SettingsError, match="每桌多人"):
        validate_settings(code, changes)


def test_playoff_settings():
    """Go plays off ties in one game, identity in best of three (docs/rules.md §6.3); an even match length is refused."""
    from app.rules.events import SettingsError, settings_for, validate_settings
    assert (settings_for("go")["playoff_on_tie"], settings_for("go")["playoff_games"]) == (True, 1)
    identity = settings_for("sanguosha_identity")
    assert (identity["playoff_on_tie"], identity["playoff_games"]) == (True, 3)
    assert validate_settings("go", {"tiebreaks": ["opp_points", "playoff"]})["tiebreaks"][-1] == "playoff"
    with pytest.raises(SettingsError, match="playoff_games"):
        validate_settings("sanguosha_identity", {"playoff_games": 2})
