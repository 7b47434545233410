"""The typed result entries: every shape a file stores reads into its value and writes back the same."""
import pytest

from app.rules.events import settings_for
from app.scoring import ResultError, score
from app.scoring.doudizhu import Hand
from app.scoring.entries import (ColouredGamesEntry, DuelGame, HandsEntry, MatchEntry, RolesEntry, TeamGame,
                                 TwoPlayerGame, parse_entry)
from app.scoring.gomoku import GameOutcome

MATCH_3V3 = dict(settings_for("sanguosha_3v3"), games_per_round=3)
MATCH_1V1 = dict(settings_for("sanguosha_1v1"), games_per_round=3)

# Entries as older versions stored them (the forms, the CLI's JSON, the Sanguosha console), per event.
STORED = [
    ("xiangqi", None, {"score": "1-0"}, TwoPlayerGame(score="1-0")),
    ("xiangqi", None, {"winner": 0, "fouls": [0, 3]}, TwoPlayerGame(winner=0, fouls=(0, 3))),
    ("xiangqi", None, {"winner": None}, TwoPlayerGame(winner=None)),
    ("checkers", None, {"blocked": [2, 5], "reason": "blocked"}, TwoPlayerGame(blocked=(2, 5), reason="blocked")),
    ("sanguosha_1v1", None, {"winner": 1, "generals_left": [0, 2]}, DuelGame(winner=1, generals_left=(0, 2))),
    ("sanguosha_3v3", None, {"winner": 0, "how": "commander_killed", "technical_fouls": [1, 0]},
     TeamGame(winner=0, reason="commander_killed", technical_fouls=(1, 0))),
    ("sanguosha_3v3", None, {"winner": 0, "technical_fouls": [0, 0],
                             "time_up": {"alive": [3, 2], "lost_hp": [3, 3]}, "how": "time_up"},
     TeamGame(winner=0, reason="time_up", technical_fouls=(0, 0), time_up={"alive": [3, 2], "lost_hp": [3, 3]})),
    ("sanguosha_3v3", MATCH_3V3, {"score": "2-1"}, MatchEntry(score="2-1")),
    ("sanguosha_3v3", MATCH_3V3,
     {"games": [{"winner": 0, "camp": 0}, {"winner": 1, "camp": 1, "how": "technical_fouls",
                                            "technical_fouls": [3, 0]}, {"winner": 0, "camp": 0}]},
     MatchEntry(games=(TeamGame(winner=0, camp=0),
                       TeamGame(winner=1, camp=1, reason="technical_fouls", technical_fouls=(3, 0)),
                       TeamGame(winner=0, camp=0)))),
    ("sanguosha_1v1", MATCH_1V1, {"games": [{"winner": 1, "generals_left": [0, 1]}, {"winner": 0}, {"winner": 1}]},
     MatchEntry(games=(DuelGame(winner=1, generals_left=(0, 1)), DuelGame(winner=0), DuelGame(winner=1)))),
    ("gomoku", None, {"score": "1-0,="}, ColouredGamesEntry(score="1-0,=")),
    ("gomoku", None, {"games": [{"winner": 0, "black": 0}, {"winner": 0, "black": 1, "reason": "forbidden_move"}]},
     ColouredGamesEntry(games=(GameOutcome(0, 0), GameOutcome(0, 1, "forbidden_move")))),
    ("gomoku", None, {"games": [{"winner": 1, "black": i % 2, "reason": "absent", "forfeit": True} for i in (0, 1)]},
     ColouredGamesEntry(games=(GameOutcome(1, 0, "absent", True), GameOutcome(1, 1, "absent", True)))),
    ("doudizhu", None, {"hands": [{"bid": 3, "landlord": 0, "landlord_won": True, "bombs": 1},
                                  {"bid": 1, "landlord": 1, "landlord_won": False, "spring": True},
                                  {"bid": None}], "fouls": [0, 1, 0]},
     HandsEntry(hands=(Hand(3, 0, True, bombs=1), Hand(1, 1, False, spring=True), Hand(None)), fouls=(0, 1, 0))),
    ("doudizhu", None, {"totals": [14, -10, -4]}, HandsEntry(totals=(14, -10, -4))),
    ("sanguosha_identity", None,
     {"roles": ["lord", "loyalist", "rebel", "rebel", "rebel", "rebel", "traitor", "loyalist"],
      "winner": "rebels", "alive": [2, 3], "kills": {"2": [0]}},
     RolesEntry(roles=("lord", "loyalist", "rebel", "rebel", "rebel", "rebel", "traitor", "loyalist"),
                winner="rebels", alive=(2, 3), kills={"2": [0]})),
]


def _settings(code, settings):
    return settings if settings is not None else settings_for(code)


@pytest.mark.parametrize("code, settings, stored, typed", STORED)
def test_a_stored_entry_reads_into_its_value_and_writes_back_as_stored(code, settings, stored, typed):
    entry = parse_entry(code, _settings(code, settings), stored)
    assert entry == typed
    assert entry.to_json() == stored


@pytest.mark.parametrize("code, settings, stored, typed", STORED)
def test_the_value_scores_as_the_stored_entry(code, settings, stored, typed):
    settings = _settings(code, settings)
    assert score(code, settings, typed) == score(code, settings, stored)


def test_a_3v3_game_stored_with_its_end_as_reason_reads_as_how_and_scores_the_same():
    """Older entries named a 3v3 game's end "reason" (the other games' key) as well as "how"."""
    settings = settings_for("sanguosha_3v3")
    old = {"winner": 1, "reason": "technical_fouls", "technical_fouls": [3, 0]}
    entry = parse_entry("sanguosha_3v3", settings, old)
    assert entry == TeamGame(winner=1, reason="technical_fouls", technical_fouls=(3, 0))
    assert entry.to_json() == {"winner": 1, "how": "technical_fouls", "technical_fouls": [3, 0]}
    assert score("sanguosha_3v3", settings, old).summary == score("sanguosha_3v3", settings, entry.to_json()).summary
    with pytest.raises(ResultError) as both:
        parse_entry("sanguosha_3v3", settings, {**old, "how": "technical_fouls"})
    assert both.value.code == "result.3v3_how_only"


def test_technical_fouls_and_fouls_each_stay_their_events_own():
    """A 3v3 game's fouls are technical fouls, a xiangqi game's plain fouls: neither key reads as the other."""
    three = parse_entry("sanguosha_3v3", settings_for("sanguosha_3v3"), {"winner": 0, "technical_fouls": [1, 2]})
    assert three.technical_fouls == (1, 2) and "fouls" not in three.to_json()
    with pytest.raises(ResultError) as wrong:
        parse_entry("xiangqi", settings_for("xiangqi"), {"winner": 0, "technical_fouls": [1, 2]})
    assert wrong.value.code == "result.unknown_fields" and wrong.value.params["fields"] == ["technical_fouls"]


def test_black_and_camp_each_stay_their_events_own():
    """Gomoku's games say who held black, a match's games who held the camp choice."""
    gomoku = parse_entry("gomoku", settings_for("gomoku"),
                         {"games": [{"winner": 0, "black": 1}, {"winner": 0, "black": 0}]})
    assert [game.black for game in gomoku.games] == [1, 0]
    match = parse_entry("sanguosha_3v3", MATCH_3V3, {"games": [{"winner": 0, "camp": 1}, {"winner": 0}]})
    assert [game.camp for game in match.games] == [1, None]
    with pytest.raises(ResultError) as camp_in_gomoku:
        parse_entry("gomoku", settings_for("gomoku"), {"games": [{"winner": 0, "camp": 1}, {"winner": 0, "black": 0}]})
    assert camp_in_gomoku.value.code == "result.gomoku_game_fields"


@pytest.mark.parametrize("code, settings, stored, error, field", [
    ("xiangqi", None, {"winner": 0, "colour": "red"}, "result.unknown_fields", "fields"),
    ("xiangqi", None, {"fouls": [0, 1]}, "result.score_or_winner", None),
    ("checkers", None, {"blocked": [1, 2, 3]}, "result.blocked_pair", None),
    ("gomoku", None, {"score": "2-0", "games": []}, "result.score_or_games", None),
    ("gomoku", None, {"games": [{"winner": 0, "black": 0, "colour": 1}]}, "result.gomoku_unknown_fields", "fields"),
    ("doudizhu", None, {"hands": [], "totals": [0, 0, 0]}, "doudizhu.hands_or_totals", None),
    ("doudizhu", None, {"hands": "3 hands"}, "result.hands_list", None),
    ("doudizhu", None, {"totals": [1, -1, 0], "fouls": 2}, "result.three_foul_counts", None),
    ("sanguosha_3v3", MATCH_3V3, {"games": [{"winner": 0, "colour": 1}]}, "match.unknown_fields", "fields"),
    ("sanguosha_3v3", MATCH_3V3, {"games": [{"camp": 1}]}, "match.in_game", "number"),
    ("sanguosha_3v3", MATCH_3V3, {"winner": 0}, "match.fields_per_game", "fields"),
    ("xiangqi", None, {"games": [{"winner": 0}]}, "result.unknown_fields", "fields"),
    ("nine_men_morris", None, {"winner": 0}, "result.unknown_event", "code"),
])
def test_a_malformed_entry_is_refused_naming_its_field(code, settings, stored, error, field):
    with pytest.raises(ResultError) as refused:
        parse_entry(code, _settings(code, settings) if code != "nine_men_morris" else {}, stored)
    assert refused.value.code == error
    if field is not None:
        assert refused.value.params[field]


def test_a_hand_stored_with_every_field_reads_as_the_same_hand():
    """The form stored a hand with all its fields (bombs 0, no rocket …); it reads and scores as the
    hand written with only what differs from nothing played up, the shape stored now."""
    settings = settings_for("doudizhu")
    full = {"hands": [{"bid": 2, "landlord": 1, "landlord_won": False, "bombs": 0, "rocket": False,
                       "spring": False, "open_hands": []}]}
    short = {"hands": [{"bid": 2, "landlord": 1, "landlord_won": False}]}
    assert parse_entry("doudizhu", settings, full) == parse_entry("doudizhu", settings, short)
    assert parse_entry("doudizhu", settings, full).to_json() == short
    assert score("doudizhu", settings, full) == score("doudizhu", settings, short)
