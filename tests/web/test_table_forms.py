"""The table page's forms read back into the entries the desk's forms give, and refuse what a phone may not say."""
import pytest

from app.messages import Message, Words
from app.rules.events import settings_for
from app.scoring import ResultError, score
from app.web.table_forms import GAME, HANDS, MATCH, REFEREE_ONLY, ROLES, PhoneSeat, PhoneTable, entry_from_form, form_html


def table(code, seats=2, draws=True, games=1):
    return PhoneTable(code, Words(code, code), Message("round.name.final", number=1), 3,
                      tuple(PhoneSeat(f"选手{i}", "一中", Words(f"{i + 1}号位", f"Seat {i + 1}")) for i in range(seats)),
                      "rev", draws, games, True)


def scored(code, entry, **settings):
    return score(code, settings_for(code, settings), entry)


def test_each_event_gets_its_form():
    assert table("xiangqi").form == GAME
    assert table("gomoku").form == REFEREE_ONLY
    assert table("doudizhu", 3).form == HANDS
    assert table("sanguosha_identity", 8).form == ROLES
    assert table("sanguosha_3v3", games=3).form == MATCH
    assert table("sanguosha_1v1", games=1).form == GAME


def test_a_two_player_result_is_the_winner_or_a_draw_where_the_event_has_draws():
    assert entry_from_form(table("xiangqi"), {"winner": "1"}) == {"winner": 1}
    assert entry_from_form(table("xiangqi"), {"winner": "draw"}) == {"winner": None}
    assert scored("xiangqi", {"winner": None}).summary == "½-½"
    with pytest.raises(ResultError) as refused:
        entry_from_form(table("go", draws=False), {"winner": "draw"})
    assert refused.value.code == "phone.bad_choice" and "draw" in refused.value.message("en")
    assert 'value="draw"' not in form_html(table("go", draws=False), "zh", "")
    with pytest.raises(ResultError) as refused:
        entry_from_form(table("xiangqi"), {})
    assert refused.value.code == "phone.nothing_entered"


def test_gomoku_and_forfeits_are_the_referees_only():
    with pytest.raises(ResultError) as refused:
        entry_from_form(table("gomoku"), {"winner": "0"})
    assert refused.value.code == "table_entry.referee_only"
    assert "<form" not in form_html(table("gomoku"), "en", "")
    for crafted in ({"winner": "0", "forfeit": "1"}, {"winner": "0", "reason": "absent"}):
        with pytest.raises(ResultError) as refused:
            entry_from_form(table("xiangqi"), crafted)
        assert refused.value.code == "table_entry.forfeit_referee_only"


def test_dou_dizhu_totals_and_hands_are_the_desks_entries():
    ddz = table("doudizhu", 3)
    totals = entry_from_form(ddz, {"mode": "totals", "total_0": "4", "total_1": "-2", "total_2": " -2 "})
    assert totals == {"totals": [4, -2, -2]}
    assert scored("doudizhu", totals).points is not None
    with pytest.raises(ResultError) as refused:
        entry_from_form(ddz, {"mode": "totals", "total_0": "4", "total_1": "x2", "total_2": "-2"})
    assert refused.value.code == "phone.not_a_number"
    assert "x2" in refused.value.message("zh") and "Seat 2" in refused.value.message("en")

    hands = entry_from_form(ddz, {"mode": "hands", "bid_1": "2", "landlord_1": "0", "won_1": "1", "bombs_1": "1",
                                  "spring_1": "on", "bid_2": "0", "bid_5": "3", "landlord_5": "2", "won_5": "0"})
    assert hands == {"hands": [
        {"bid": 2, "landlord": 0, "landlord_won": True, "bombs": 1, "rocket": False, "spring": True},
        {"bid": 0},
        {"bid": 3, "landlord": 2, "landlord_won": False, "bombs": 0, "rocket": False, "spring": False}]}
    assert len(scored("doudizhu", hands).points) == 3
    with pytest.raises(ResultError) as refused:
        entry_from_form(ddz, {"mode": "hands", "bid_4": "2", "landlord_4": "5", "won_4": "1"})
    assert "Hand 4" in refused.value.message("en") and "Landlord" in refused.value.message("en")


def test_an_identity_table_says_winners_survivors_and_kills_but_never_roles():
    identity = table("sanguosha_identity", 8)
    entry = entry_from_form(identity, {"winner": "rebels", "alive_3": "on", "alive_4": "on", "kills_3": "1,2",
                                       "kills_4": "3，6"})
    assert entry == {"winner": "rebels", "alive": [False, False, False, True, True, False, False, False],
                     "kills": {"3": [0, 1], "4": [2, 5]}}
    assert "roles" not in entry
    with pytest.raises(ResultError) as refused:
        entry_from_form(identity, {"winner": "rebels", "kills_2": "9"})
    assert refused.value.code == "identity.bad_kill_entry"
    html = form_html(identity, "zh", "")
    assert "主公" not in html.replace("主忠胜", "")  # the seats show no role


def test_a_sanguosha_match_is_its_games_each_with_the_camp_choice():
    match = table("sanguosha_3v3", games=3)
    entry = entry_from_form(match, {"winner_1": "0", "camp_1": "0", "winner_2": "0", "camp_2": "1",
                                    "winner_3": "", "camp_3": "0"})
    assert entry == {"games": [{"winner": 0, "camp": 0}, {"winner": 0, "camp": 1}]}
    assert scored("sanguosha_3v3", entry, games_per_round=3, match_ends_when_decided=True).summary
    with pytest.raises(ResultError) as refused:
        entry_from_form(match, {"winner_2": "0"})
    assert refused.value.code == "phone.bad_choice" and "Game 2" in refused.value.message("en")
