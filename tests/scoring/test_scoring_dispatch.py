"""score(code, settings, entry): the stored JSON entry recomputes the same result for every event."""
import json

import pytest

from app.rules.events import EVENT_CODES, settings_for
from app.scoring import ResultError, parse_score, reasons_for, score

ENTRIES = [
    # code, entry, points, summary
    ("xiangqi", {"score": "1-0"}, (2.0, 0.0), "1-0"),
    ("xiangqi", {"winner": 1, "fouls": [3, 0]}, (0.0, 2.0), "0-1"),
    ("xiangqi", {"winner": None, "reason": "repetition"}, (1.0, 1.0), "½-½"),
    ("go", {"score": "-+", "reason": "late"}, (0.0, 2.0), "-+"),
    ("go", {"winner": 0, "reason": "count"}, (2.0, 0.0), "1-0"),
    ("checkers", {"blocked": [1, 3]}, (2.0, 0.0), "1-0"),
    ("checkers", {"blocked": [2, 2]}, (1.0, 1.0), "½-½"),
    ("checkers", {"score": "=", "reason": "agreement"}, (1.0, 1.0), "½-½"),
    ("gomoku", {"score": "1-0,="}, (1.5, 0.5), "1½-½"),
    ("gomoku", {"games": [{"winner": 1, "black": 0, "reason": "forbidden_move"},
                          {"winner": 1, "black": 1}]}, (0.0, 2.0), "0-2"),
    ("sanguosha_1v1", {"winner": 0, "generals_left": [2, 0]}, (2.0, 0.0), "1-0"),
    ("sanguosha_3v3", {"score": "0-1", "how": "time_up", "technical_fouls": [1, 0],
                       "time_up": {"alive": [1, 2], "lost_hp": [0, 3]}}, (0.0, 2.0), "0-1"),
    ("doudizhu", {"hands": [{"bid": 2, "landlord": 1, "landlord_won": True, "bombs": 1},
                            {"bid": None}], "fouls": [0, 1, 0]},
     (-4.0, 8.0, -4.0), "斗地主 -4/+8/-4"),
    ("sanguosha_identity", {"roles": ["lord", "loyalist", "loyalist", "rebel", "rebel", "rebel",
                                      "rebel", "traitor"],
                            "winner": "traitor", "alive": [7], "kills": {"7": [0]}},
     (0.0,) * 7 + (20.0,), "内奸胜"),
]


@pytest.mark.parametrize("code, entry, points, summary", ENTRIES)
def test_entry_scores_and_survives_json(code, entry, points, summary):
    """An entry scores as expected, its detail is JSON, and the JSON copy recomputes the same."""
    settings = settings_for(code)
    result = score(code, settings, entry)
    assert (result.points, result.summary) == (points, summary)
    json.dumps(result.detail, ensure_ascii=False)
    stored = json.loads(json.dumps(entry))
    assert score(code, settings, stored) == result


def test_every_event_code_is_dispatched():
    """Every event of the presets has an entry shape the dispatcher accepts."""
    assert {code for code, *_ in ENTRIES} == set(EVENT_CODES)


@pytest.mark.parametrize("code, entry, message", [
    ("xiangqi", {"score": "1-0", "winner": 0}, "其中之一"),
    ("xiangqi", {}, "其中之一"),
    ("xiangqi", {"score": "1-0", "colour": "red"}, "未知字段 colour"),
    ("xiangqi", {"score": "1-0", "forfeit": True}, "与弃权标记（forfeit）不一致"),
    ("checkers", {"blocked": 3}, "被堵棋子数须为两个数"),
    ("gomoku", {"score": "2-0", "games": []}, "其中之一"),
    ("gomoku", {"games": [{"winner": 0}]}, "black"),
    ("gomoku", {"games": [{"winner": 0, "black": 0, "colour": 1}, {"winner": 0, "black": 1}]},
     "未知字段"),
    ("sanguosha_3v3", {"winner": 0, "how": "resignation", "reason": "resignation"}, "只录入 how"),
    ("doudizhu", {"hands": [{"bid": 1, "landlord": 0, "landlord_won": True, "jokers": 2}]},
     "未知字段：jokers"),
    ("sanguosha_identity", {"roles": [], "winner": "lord"}, "缺少：alive"),
    ("chess", {"score": "1-0"}, "未知项目"),
])
def test_malformed_entries_refused(code, entry, message):
    """Entries with missing, doubled or unknown fields are refused in Chinese."""
    settings = settings_for(code) if code in EVENT_CODES else {}
    with pytest.raises(ResultError, match=message):
        score(code, settings, entry)


def test_parse_score_equals_score_entry():
    """parse_score is score() on {"score": text} with the preset settings."""
    assert parse_score("go", "0-1") == score("go", settings_for("go"), {"score": "0-1"})


@pytest.mark.parametrize("code", ["xiangqi", "go", "gomoku", "checkers",
                                  "sanguosha_1v1", "sanguosha_3v3"])
def test_reasons_include_forfeits(code):
    """Each two-sided event offers its own reasons plus the forfeit reasons."""
    reasons = reasons_for(code)
    assert {"late", "absent", "left_hall", "no_student_card"} <= set(reasons)
    assert len(reasons) > 4


@pytest.mark.parametrize("code, entry, message", [
    ("doudizhu", {"hands": "3,0,1"}, "hands 须为逐手记录的列表"),
    ("doudizhu", {"hands": [3]}, "hands 须为逐手记录的列表"),
    ("doudizhu", {"hands": [{"bid": None}], "fouls": 1}, "犯规次数须为三个整数"),
    ("sanguosha_identity", {"roles": ["lord"] + ["rebel"] * 4 + ["loyalist"] * 2 + ["traitor"],
                            "winner": "lord", "alive": 0}, "存活名单须为"),
    ("sanguosha_identity", {"roles": ["lord"] + ["rebel"] * 4 + ["loyalist"] * 2 + ["traitor"],
                            "winner": "lord", "alive": [0], "kills": [[0, 1]]}, "击杀记录须为"),
    ("xiangqi", {"winner": 0, "fouls": ["1", 0]}, "犯规次数 “1” 无效"),
])
def test_wrongly_typed_entries_refused(code, entry, message):
    """Hand-edited or corrupt stored entries give a ResultError, never a crash."""
    with pytest.raises(ResultError, match=message):
        score(code, settings_for(code), entry)
