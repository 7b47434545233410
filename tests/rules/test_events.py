"""The presets table: one entry per event kind, names, codes, settings and their validation."""
import pytest

from app.rules.generals import POOLS, generals_dealt

from app.rules.events import (CHOICES, CODED_EVENTS, PRESETS, TABLE_OF_EIGHT, TABLE_OF_THREE, TIEBREAKS,
                              UNPLAYED_RULES, SettingsError, event_code, is_viable,
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
    ({"rounds": 0}, "rounds"), ({"rounds": "x"}, "不是数字"), ({"pairing": "knockout"}, "“pairing” 的值 “knockout” 无效"),
    ({"tiebreaks": ["buchholz", "coin"]}, "coin"), ({"nonsense": 1}, "未知设置项"),
    ({"win_points": -1}, "负数")])
def test_bad_settings_are_refused_naming_the_field(changes, message):
    """The settings dialog shows why a value cannot be used."""
    with pytest.raises(SettingsError, match=message):
        validate_settings("xiangqi", changes)


@pytest.mark.parametrize("changes, zh, en", [
    ({"tiebreaks": 5}, "应为一列文字", "must be a list of texts"), ({"rounds": [3]}, "应为数字", "must be a number"),
    ({"counts_overall": "yes"}, "应为是或否", "must be yes or no"), ({"clock": 3}, "应为一组设置", "must be a group of settings")])
def test_a_value_of_the_wrong_kind_is_refused_naming_the_kind_in_either_language(changes, zh, en):
    """A hand-edited file's `tiebreaks: 5` says what the setting holds, in Chinese or in English."""
    with pytest.raises(SettingsError) as refused:
        validate_settings("xiangqi", changes)
    assert zh in str(refused.value) and en in refused.value.message("en")


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


CHOICE_SETTINGS = [(code, key) for code, preset in PRESETS.items()
                   for key in CHOICES if key in preset.settings]


@pytest.mark.parametrize("code, key", CHOICE_SETTINGS)
def test_every_choice_setting_refuses_a_value_outside_its_choices(code, key):
    """A bad choice (e.g. go's team_rule "bogus") is refused when typed, naming the field and the choices."""
    with pytest.raises(SettingsError, match=f"“{key}” 的值 “bogus” 无效.*{CHOICES[key][0]}"):
        validate_settings(code, {key: "bogus"})


@pytest.mark.parametrize("code, key", CHOICE_SETTINGS)
def test_every_choice_setting_has_its_default_among_its_choices(code, key):
    """The preset's own default is one of the choices the dialog offers."""
    assert PRESETS[code].settings[key] in CHOICES[key]


def test_every_choice_table_names_a_setting_and_covers_the_choice_settings():
    """CHOICES holds exactly the text settings that take one of a fixed set of values."""
    keys = {key for preset in PRESETS.values() for key in preset.settings}
    assert set(CHOICES) <= keys
    text_settings = {key for preset in PRESETS.values()
                     for key, value in preset.settings.items() if isinstance(value, str)}
    assert text_settings == set(CHOICES)


@pytest.mark.parametrize("code, key", CHOICE_SETTINGS)
def test_every_allowed_choice_is_accepted(code, key):
    """Each listed value passes validation unchanged, except a round robin at tables of three or eight
    and a general pool smaller than the event's draft deals."""
    multi_seat = PRESETS[code].format in (TABLE_OF_THREE, TABLE_OF_EIGHT)
    for value in CHOICES[key]:
        if multi_seat and (key, value) == ("pairing", "round_robin"):
            continue
        if key == "general_pool" and len(POOLS[value]) < generals_dealt(code, value):
            continue
        assert validate_settings(code, {key: value}) == {key: value}


def test_the_rules_tables_match_what_the_domain_computes():
    """The tie-breaks, unplayed-round rules, team rules and pairing modes offered are the ones implemented."""
    from app.standings import TEAM_RULES, TIEBREAK_NAMES
    from app.standings import UNPLAYED_RULES as IMPLEMENTED_UNPLAYED
    assert set(TIEBREAKS) == set(TIEBREAK_NAMES)
    assert set(UNPLAYED_RULES) == set(IMPLEMENTED_UNPLAYED)
    assert TEAM_RULES == CHOICES["team_rule"]


def test_coded_events_are_the_two_sided_formats():
    """A typed result code fits exactly the events whose tables have two sides."""
    assert CODED_EVENTS == ("xiangqi", "go", "gomoku", "checkers", "sanguosha_3v3", "sanguosha_1v1")


@pytest.mark.parametrize("code, sides", [
    ("xiangqi", ("红方", "黑方")), ("go", ("黑方", "白方")), ("sanguosha_3v3", ("甲队", "乙队")),
    ("gomoku", ("先手", "后手")), ("checkers", ("先手", "后手"))])
def test_sides_are_named_as_the_event_names_them(code, sides):
    """Pairing lists and the hall name a table's two sides the event's way."""
    assert PRESETS[code].sides == sides


@pytest.mark.parametrize("code, draws", [
    ("xiangqi", True), ("gomoku", True), ("checkers", True),
    ("go", False), ("sanguosha_1v1", False), ("sanguosha_3v3", False)])
def test_which_events_know_a_drawn_game(code, draws):
    """Go and Sanguosha have no draws (docs/rules.md §4.3, §4.6): a setting, not a separate table."""
    assert settings_for(code)["draws_allowed"] is draws


def test_side_fields_are_what_result_entry_accepts_and_the_scoresheet_prints():
    """One list of what each side records (fouls, blocked pieces, generals left): the scorer takes
    exactly those keys, the form asks them, the scoresheet has a column for each."""
    from app.printing.scoresheets import FIELD_HEADERS
    from app.scoring.entries import ENTRY_KEYS
    assert PRESETS["checkers"].side_fields == ("fouls", "blocked")
    assert PRESETS["sanguosha_1v1"].side_fields == ("generals_left",)
    for code, preset in PRESETS.items():
        for field in preset.side_fields:
            assert field in ENTRY_KEYS[code] and field in FIELD_HEADERS
