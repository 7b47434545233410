"""Disqualification through the services (docs/rules.md §4.7): set by results, fouls or the referee; its effects; undo."""
import re

import pytest
from sqlalchemy import select

from app.messages import render
from app.models.schema import AuditEntry, Disqualification
from app.services.disqualification import (DisqualificationError, disqualify, lift_disqualification,
                                           list_disqualified)
from app.scoring import ResultError
from app.services.printing import certificate_awards, standings_sheet
from app.services.results import clear_result, record_result
from app.services.referee_papers import checkin_sheet
from app.services.round_views import round_view
from app.services.rounds import delete_last_round, pair_next_round
from app.services.standings import event_crosstable, event_standings, team_standings
from app.services.tournament import event_info, update_event_settings
from app.stages.policy import FINAL, PRELIMINARY
from app.stages.round_id import RoundId


def _seat_of(view, competitor):
    for table in view.tables:
        ids = [seat.competitor_id for seat in table.seats]
        if competitor in ids:
            return table.number, ids.index(competitor)
    return None


def _dou_round(store, view, strong, strong_fouls):
    """Every table plays one hand; ``strong`` wins a bid of 3 as landlord (+6) with ``strong_fouls`` fouls."""
    for table in view.tables:
        ids = [seat.competitor_id for seat in table.seats]
        if strong in ids:
            seat = ids.index(strong)
            fouls = [0, 0, 0]
            fouls[seat] = strong_fouls
            entry = {"hands": [{"bid": 3, "landlord": seat, "landlord_won": True}], "fouls": fouls}
        else:
            entry = {"hands": [{"bid": 1, "landlord": 0, "landlord_won": True}]}
        record_result(store, "doudizhu", view.round_id, table.number, entry)


def _seated(view):
    return {seat.competitor_id for table in view.tables for seat in table.seats} | {b[0] for b in view.byes}


def _play_two_dou_rounds(store) -> None:
    """Round 1's first seated player wins every hand as landlord, with one foul in round 1 and two in round 2."""
    first = pair_next_round(store, "doudizhu", seed=1)
    strong = first.tables[0].seats[0].competitor_id
    _dou_round(store, first, strong, 1)
    _dou_round(store, pair_next_round(store, "doudizhu", seed=2), strong, 2)


@pytest.fixture
def dou_two_rounds(demo_after):
    """Dou Dizhu after two rounds (played once in the run): the leader fouled once in round 1 and twice in
    round 2; the store, the leader and round 2."""
    store = demo_after("dou-two-rounds", _play_two_dou_rounds)
    second = round_view(store, "doudizhu")
    first = round_view(store, "doudizhu", RoundId("doudizhu", second.round_id.stage, 1))
    yield store, first.tables[0].seats[0].competitor_id, second
    store.close()


def test_dou_dizhu_third_foul_across_rounds_disqualifies(dou_two_rounds):
    """1 foul in round 1 and 2 in round 2 reach 3 across the event: out from round 2, with the reason."""
    store, strong, _second = dou_two_rounds
    [out] = list_disqualified(store, "doudizhu")
    assert (out.competitor_id, out.round, out.source) == (strong, 2, "fouls")
    assert "犯规累计 3 次" in out.reason


def test_disqualified_dou_dizhu_player_is_not_paired_holds_no_place_gets_no_certificate(dou_two_rounds):
    """The leader on points, disqualified in round 2, is not paired in round 3, shows DQ and gets no award."""
    store, strong, _second = dou_two_rounds
    rows = event_standings(store, "doudizhu").rows
    assert [r.id for r in rows if r.disqualified] == [strong]
    assert max(r.points for r in rows) == rows[-1].points == 12  # the best score, yet listed last
    assert rows[0].rank == 1 and not rows[0].disqualified
    placed = [r.rank for r in rows if not r.disqualified]
    assert placed[0] == 1 and rows[-1].rank == len(placed) + 1  # places closed up, DQ behind them all
    third = pair_next_round(store, "doudizhu", seed=3)
    assert strong not in _seated(third)
    _dou_round(store, third, strong, 0)
    [line] = [p for p in event_crosstable(store, "doudizhu")["players"] if p["id"] == strong]
    assert line["disqualified"] and [c["label"] for c in line["cells"]][2] == "DQ"  # round 3: sat out
    name = next(r.name for r in rows if r.id == strong)
    assert name not in {award.recipient for award in certificate_awards(store, "doudizhu", force=True)}
    sheet = standings_sheet(store, event_info(store, "doudizhu"))
    assert [row["place"] for row in sheet.rows if row["name"] == name] == ["DQ"]
    assert "DQ：取消比赛资格" in sheet.note
    json_row = next(r for r in event_standings(store, "doudizhu").as_json()["rows"] if r["id"] == strong)
    assert (json_row["rank"], json_row["disqualified"]) == (None, True)


def test_fouls_counted_per_game_do_not_add_up(demo_store):
    """With fouls_scope "game" the same 1 + 2 fouls disqualify nobody; the player is paired in round 3."""
    update_event_settings(demo_store, "doudizhu", {"fouls_scope": "game"})
    first = pair_next_round(demo_store, "doudizhu", seed=1)
    strong = first.tables[0].seats[0].competitor_id
    _dou_round(demo_store, first, strong, 1)
    _dou_round(demo_store, pair_next_round(demo_store, "doudizhu", seed=2), strong, 2)
    assert list_disqualified(demo_store, "doudizhu") == []
    assert strong in _seated(pair_next_round(demo_store, "doudizhu", seed=3))


def test_undoing_the_result_lifts_the_disqualification_audited(dou_two_rounds):
    """Clearing the round-2 result that brought the third foul lifts it; both changes are in the audit log."""
    store, strong, second = dou_two_rounds
    table, _seat = _seat_of(second, strong)
    clear_result(store, "doudizhu", RoundId("doudizhu", FINAL, 2), table)
    assert list_disqualified(store, "doudizhu") == []
    assert not any(r.disqualified for r in event_standings(store, "doudizhu").rows)
    with store.read() as session:
        logged = list(session.execute(select(AuditEntry.action, AuditEntry.old, AuditEntry.new)
                                      .where(AuditEntry.action.in_(["disqualify", "lift_disqualification"]))))
    assert [action for action, _old, _new in logged] == ["disqualify", "lift_disqualification"]
    assert logged[0][1]["disqualified"] is False and logged[0][2]["source"] == "fouls"
    assert logged[1][2] == {"event": "doudizhu", "disqualified": False}


def test_deleting_the_round_lifts_a_disqualification_its_results_caused(dou_two_rounds):
    """Deleting round 2 (with its results) takes the round-2 disqualification with it."""
    store, _strong, _second = dou_two_rounds
    delete_last_round(store, "doudizhu", RoundId("doudizhu", FINAL, 2))
    assert list_disqualified(store, "doudizhu") == []


def test_3v3_team_lost_for_cheating_is_out(demo_store):
    """A 3v3 team that lost for cheating (失去参赛资格) is not paired again, shows DQ and gets no certificate."""
    first = pair_next_round(demo_store, "sanguosha_3v3", seed=1)
    cheat = first.tables[0].seats[1].competitor_id
    record_result(demo_store, "sanguosha_3v3", RoundId("sanguosha_3v3", FINAL, 1), 1, {"winner": 0, "how": "cheating"})
    for table in first.tables[1:]:
        record_result(demo_store, "sanguosha_3v3", RoundId("sanguosha_3v3", FINAL, 1), table.number, {"score": "0-1"})
    [out] = list_disqualified(demo_store, "sanguosha_3v3")
    assert (out.competitor_id, out.round, out.source) == (cheat, 1, "result")
    assert "作弊" in out.reason
    assert cheat not in _seated(pair_next_round(demo_store, "sanguosha_3v3", seed=2))
    rows = event_standings(demo_store, "sanguosha_3v3").rows
    assert [r.id for r in rows if r.disqualified] == [cheat] and rows[-1].id == cheat
    name = rows[-1].name
    assert name not in {award.recipient for award in certificate_awards(demo_store, "sanguosha_3v3", force=True)}


def test_xiangqi_result_disqualified_reason_takes_the_loser_out(demo_store):
    """A xiangqi loss with the reason "disqualified" (除名) puts the loser out; changing the result lifts it."""
    first = pair_next_round(demo_store, "xiangqi", seed=1)
    loser = first.tables[2].seats[1].competitor_id
    for table in first.tables:
        entry = {"score": "1-0"}
        if table.number == 3:
            entry["reason"] = "disqualified"
        recorded = record_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), table.number, entry)
        assert recorded.disqualified == ((first.tables[2].seats[1].name,) if table.number == 3 else ())
    assert [d.competitor_id for d in list_disqualified(demo_store, "xiangqi")] == [loser]
    assert loser not in _seated(pair_next_round(demo_store, "xiangqi", seed=2))
    delete_last_round(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 2))
    record_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), 3, {"score": "1-0"})
    assert list_disqualified(demo_store, "xiangqi") == []
    assert loser in _seated(pair_next_round(demo_store, "xiangqi", seed=2))


def test_referee_disqualifies_and_lifts(demo_store):
    """The referee's disqualification needs a reason, lands on the latest round, and lifts; twice is refused."""
    first = pair_next_round(demo_store, "go", seed=1)
    victim = first.tables[0].seats[0].competitor_id
    with pytest.raises(DisqualificationError, match="原因"):
        disqualify(demo_store, "go", reason="  ", player_id=victim)
    view = disqualify(demo_store, "go", reason="冒名顶替", player_id=victim)
    assert (view.competitor_id, view.round, view.source) == (victim, 1, "referee")
    with pytest.raises(DisqualificationError, match="已被裁判取消"):
        disqualify(demo_store, "go", reason="again", player_id=victim)
    with pytest.raises(DisqualificationError, match="轮次 5 无效"):
        disqualify(demo_store, "go", reason="x", player_id=first.tables[1].seats[0].competitor_id,
                   from_round=RoundId("go", FINAL, 5))
    lift_disqualification(demo_store, "go", player_id=victim)
    assert list_disqualified(demo_store, "go") == []
    with pytest.raises(DisqualificationError, match="没有被取消"):
        lift_disqualification(demo_store, "go", player_id=victim)


def test_an_automatic_disqualification_is_lifted_through_its_result_only(demo_store):
    """Lifting by hand a disqualification a result caused is refused, naming the way to undo it."""
    first = pair_next_round(demo_store, "xiangqi", seed=1)
    loser = first.tables[0].seats[1].competitor_id
    record_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), 1, {"score": "1-0", "reason": "disqualified"})
    with pytest.raises(DisqualificationError, match="请更改或撤销造成它的成绩"):
        lift_disqualification(demo_store, "xiangqi", player_id=loser)


def _xiangqi_with_disqualified_winner(store):
    """Round 1 of xiangqi played; the winner of table 1 then disqualified by the referee."""
    first = pair_next_round(store, "xiangqi", seed=1)
    for table in first.tables:
        record_result(store, "xiangqi", RoundId("xiangqi", FINAL, 1), table.number, {"score": "1-0"})
    winner, loser = (seat.competitor_id for seat in first.tables[0].seats)
    disqualify(store, "xiangqi", reason="作弊", player_id=winner)
    return winner, loser


def test_past_games_count_for_opponents_by_default_or_are_ignored(demo_store):
    """dq_past_games "count": the beaten opponent keeps the DQ'd winner's points in 大小分; "ignore": none."""
    winner, loser = _xiangqi_with_disqualified_winner(demo_store)
    rows = {r.id: r for r in event_standings(demo_store, "xiangqi").rows}
    assert rows[loser].tiebreaks["opp_points"] == rows[winner].points == 2
    update_event_settings(demo_store, "xiangqi", {"dq_past_games": "ignore"})
    rows = {r.id: r for r in event_standings(demo_store, "xiangqi").rows}
    assert rows[loser].tiebreaks["opp_points"] == 0 and rows[winner].disqualified


def test_ignored_past_games_keep_a_ranking_of_each_list_that_equals_a_fresh_one(demo_store):
    """Under "ignore" both lists (with and without the disqualified) keep their own ranking between results,
    and each later result gives the rows a ranking from nothing gives."""
    winner, _loser = _xiangqi_with_disqualified_winner(demo_store)
    update_event_settings(demo_store, "xiangqi", {"dq_past_games": "ignore"})
    view = pair_next_round(demo_store, "xiangqi", seed=9)
    for table in view.tables:
        if winner in [seat.competitor_id for seat in table.seats]:
            continue
        record_result(demo_store, "xiangqi", view.round_id, table.number, {"score": "0-1"})
        kept = event_standings(demo_store, "xiangqi").rows
        assert len(demo_store.history_caches) == 2
        demo_store.history_caches.clear()
        assert event_standings(demo_store, "xiangqi").rows == kept


def test_team_total_leaves_out_the_disqualified_by_default(demo_store):
    """dq_team_points "exclude": the DQ'd player's 2 points leave the school total; "include" keeps them."""
    winner, _loser = _xiangqi_with_disqualified_winner(demo_store)
    school = next(r.school for r in event_standings(demo_store, "xiangqi").rows if r.id == winner)
    others = sum(r.points for r in event_standings(demo_store, "xiangqi").rows
                 if r.school == school and r.id != winner)
    totals = {t.school: t.points for t in team_standings(demo_store, "xiangqi")}
    assert totals[school] == others
    update_event_settings(demo_store, "xiangqi", {"dq_team_points": "include"})
    totals = {t.school: t.points for t in team_standings(demo_store, "xiangqi")}
    assert totals[school] == others + 2


def test_round_robin_preliminaries_skip_the_disqualified_and_they_never_qualify(demo_store, play_round):
    """In a group round robin the disqualified player's later opponents get a bye; the final is without them."""
    import random
    update_event_settings(demo_store, "go", {"preliminary_groups": 2, "qualifiers_per_group": 2})
    rng = random.Random(5)
    view = pair_next_round(demo_store, "go", seed=1)
    play_round(demo_store, "go", view, rng)
    out = view.tables[0].seats[0].competitor_id
    disqualify(demo_store, "go", reason="作弊", player_id=out)
    view = pair_next_round(demo_store, "go")
    while view.stage_kind == "preliminary":
        assert out not in _seated(view)
        play_round(demo_store, "go", view, rng)
        view = pair_next_round(demo_store, "go")
    assert view.stage_kind == "final" and out not in _seated(view)
    assert len(_seated(view)) >= 4  # two per group, more when a place is shared


@pytest.mark.parametrize("code, entry", [
    ("go", {"score": "1-0", "reason": "disqualified"}),
    ("checkers", {"score": "1-0", "reason": "disqualified"}),
    ("sanguosha_1v1", {"score": "1-0", "reason": "disqualified"}),
    ("gomoku", {"games": [{"winner": 0, "black": 0, "reason": "disqualified"}, {"winner": 0, "black": 1}]}),
])
def test_every_two_player_event_takes_out_a_loser_by_disqualification(demo_store, code, entry):
    """The reason "disqualified" (除名) works the same in every two-player event, gomoku's per-game form too."""
    first = pair_next_round(demo_store, code, seed=1)
    record_result(demo_store, code, RoundId(code, FINAL, 1), 1, entry)
    assert [d.competitor_id for d in list_disqualified(demo_store, code)] == [first.tables[0].seats[1].competitor_id]


def test_a_3v3_player_named_by_the_referee_takes_the_whole_team_out(demo_store):
    """In 3v3 the referee's disqualification of a player (the roster's row) is their team's; the roster marks every member."""
    from app.services.players import list_players
    members = [p for p in list_players(demo_store, "sanguosha_3v3")]
    team = members[0].teams["sanguosha_3v3"]
    view = disqualify(demo_store, "sanguosha_3v3", reason="作弊", player_id=members[0].id)
    assert view.name == team and view.round == 0
    marked = {p.id for p in list_players(demo_store, "sanguosha_3v3") if "sanguosha_3v3" in p.disqualified}
    assert marked == {p.id for p in members if p.teams["sanguosha_3v3"] == team} and len(marked) == 4
    first = pair_next_round(demo_store, "sanguosha_3v3", seed=1)
    assert view.competitor_id not in _seated(first)


def test_changing_the_foul_scope_recounts_at_once(dou_two_rounds):
    """1 + 2 fouls out across the event; switched to per game nobody is out, and back again: no result
    entered in between (#22 item 5)."""
    store, strong, _second = dou_two_rounds
    update_event_settings(store, "doudizhu", {"fouls_scope": "game"})
    assert list_disqualified(store, "doudizhu") == []
    assert not any(r.disqualified for r in event_standings(store, "doudizhu").rows)
    update_event_settings(store, "doudizhu", {"fouls_scope": "event"})
    assert [d.competitor_id for d in list_disqualified(store, "doudizhu")] == [strong]


def test_a_disqualification_from_the_next_round_keeps_them_out_of_its_pairing(demo_store):
    """Round 1 paired: the referee may disqualify from round 2 before pairing it (not round 3); round 2
    is then paired without them (#22, smaller)."""
    first = pair_next_round(demo_store, "xiangqi", seed=1)
    out = first.tables[0].seats[0].competitor_id
    with pytest.raises(DisqualificationError):
        disqualify(demo_store, "xiangqi", reason="cheating", player_id=out, from_round=RoundId("xiangqi", FINAL, 3))
    assert disqualify(demo_store, "xiangqi", reason="cheating", player_id=out, from_round=RoundId("xiangqi", FINAL, 2)).round == 2
    for table in first.tables:
        record_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), table.number, {"score": "1-0"})
    assert out not in _seated(pair_next_round(demo_store, "xiangqi", seed=2))


def _cells_of(store, code, competitor):
    """The competitor's crosstable row: points and printed cells."""
    from app.rules.events import PRESETS
    from app.standings.cross_cells import cell_text
    row = next(p for p in event_crosstable(store, code)["players"] if p["id"] == competitor)
    return row["points"], [cell_text(cell, PRESETS[code]) for cell in row["cells"]]


def test_a_disqualified_player_loses_the_unplayed_game_of_their_round_by_forfeit_never_wins_it(demo_store):
    """Disqualified from round 2 with round 2 paired: the unplayed game can only be a forfeit loss for them
    (a forfeit in their favour is refused); the crosstable says DQ there and agrees with the standings
    (#22, smaller: the crosstable showed the disqualified winning that round)."""
    first = pair_next_round(demo_store, "xiangqi", seed=1)
    for table in first.tables:
        record_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), table.number, {"score": "1-0"})
    second = pair_next_round(demo_store, "xiangqi", seed=2)
    table = second.tables[0]
    out, opponent = (seat.competitor_id for seat in table.seats)
    disqualify(demo_store, "xiangqi", reason="作弊", player_id=out, from_round=RoundId("xiangqi", FINAL, 2))
    with pytest.raises(ResultError, match="已被取消比赛资格") as refused:
        record_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 2), table.number, {"score": "+-"})
    assert refused.value.message("en").startswith(f"{table.seats[0].name} is disqualified from Round 2 on")
    record_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 2), table.number, {"score": "-+"})
    points, cells = _cells_of(demo_store, "xiangqi", out)
    standings = {row.id: row for row in event_standings(demo_store, "xiangqi").rows}
    assert cells[1] == "DQ" and points == standings[out].points
    opponent_points, opponent_cells = _cells_of(demo_store, "xiangqi", opponent)
    assert opponent_cells[1].endswith("胜(弃权)") and opponent_points == standings[opponent].points


def test_the_refused_forfeit_names_the_preliminary_round_of_the_disqualification(demo_store):
    """Disqualified from preliminary round 2: the refusal says 自预赛第 2 轮起 (it said 自第 2 轮起, the final's name)."""
    update_event_settings(demo_store, "xiangqi", {"preliminary_groups": 2, "qualifiers_per_group": 2})
    first = pair_next_round(demo_store, "xiangqi", seed=1)
    for table in first.tables:
        record_result(demo_store, "xiangqi", first.round_id, table.number, {"score": "1-0"})
    second = pair_next_round(demo_store, "xiangqi", seed=2)
    table = second.tables[0]
    disqualify(demo_store, "xiangqi", reason="作弊", player_id=table.seats[0].competitor_id,
               from_round=second.round_id)
    with pytest.raises(ResultError) as refused:
        record_result(demo_store, "xiangqi", second.round_id, table.number, {"score": "+-"})
    assert f"{table.seats[0].name} 自预赛第 2 轮起已被取消比赛资格" in str(refused.value)


def test_a_game_recorded_before_the_disqualification_keeps_its_result_on_the_crosstable(demo_store):
    """The game of the disqualifying round played and entered first keeps its score (the seeds: the game of
    the third foul keeps its score); a played game is no forfeit and is not refused."""
    first = pair_next_round(demo_store, "xiangqi", seed=1)
    winner = first.tables[0].seats[0].competitor_id
    record_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), 1, {"score": "1-0"})
    disqualify(demo_store, "xiangqi", reason="作弊", player_id=winner, from_round=RoundId("xiangqi", FINAL, 1))
    record_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), 1, {"score": "1-0"})  # re-entered after: still played
    points, cells = _cells_of(demo_store, "xiangqi", winner)
    assert cells == [f"{_opponent_no(demo_store, winner)}红胜"] and points == 2


def _opponent_no(store, competitor):
    row = next(p for p in event_crosstable(store, "xiangqi")["players"] if p["id"] == competitor)
    return row["cells"][0]["games"][0]["opponent_nos"][0]


def _final_begun(store, play_round):
    """Go with two preliminary groups played through and the final's round 1 paired: (the preliminary's
    last round, the final's first)."""
    import random
    update_event_settings(store, "go", {"preliminary_groups": 2, "qualifiers_per_group": 2})
    rng = random.Random(5)
    view = pair_next_round(store, "go", seed=1)
    while True:
        play_round(store, "go", view, rng)
        following = pair_next_round(store, "go", seed=view.number + 1)
        if following.stage_kind == FINAL:
            return view, following
        view = following


def _table_of(view, competitor):
    """(table number, seat index) of the competitor in a round."""
    return next((table.number, [s.competitor_id for s in table.seats].index(competitor))
                for table in view.tables if competitor in [s.competitor_id for s in table.seats])


def _forfeit_won_by(seat: int) -> dict:
    return {"score": "+-" if seat == 0 else "-+"}


def test_a_disqualification_from_the_finals_round_1_counts_from_the_final_not_the_preliminary(demo_store, play_round):
    """With a preliminary behind, "from the final's round 1" keeps them on the preliminary's round-2 check-in
    sheet (they played it) and off the final's; the final's unplayed game is their forfeit loss (#21 §1)."""
    _preliminary, final = _final_begun(demo_store, play_round)
    out = final.tables[0].seats[0]
    view = disqualify(demo_store, "go", reason="作弊", player_id=out.competitor_id,
                      from_round=RoundId("go", FINAL, 1))
    assert (view.from_round, view.round, view.words()) == (RoundId("go", FINAL, 1), 1, "第 1 轮")
    info = event_info(demo_store, "go")
    listed = {round_id: (out.name, out.school) in {(r.name, r.school) for r in checkin_sheet(demo_store, info, round_id).rows}
              for round_id in (RoundId("go", PRELIMINARY, 2), RoundId("go", FINAL, 1))}
    assert listed == {RoundId("go", PRELIMINARY, 2): True, RoundId("go", FINAL, 1): False}
    with pytest.raises(ResultError, match="已被取消比赛资格"):
        record_result(demo_store, "go", RoundId("go", FINAL, 1), final.tables[0].number, _forfeit_won_by(0))


def test_a_preliminary_result_corrected_after_the_final_began_disqualifies_from_that_preliminary_round(
        demo_store, play_round):
    """A preliminary round's result corrected to 除名 once the final is paired: the disqualification is from that
    preliminary round (not the final's round of the same number), so the final's round 1 is already theirs to
    lose: a forfeit in their favour there is refused."""
    preliminary, final = _final_begun(demo_store, play_round)
    assert preliminary.number > 1
    out = final.tables[0].seats[0].competitor_id
    table, seat = _table_of(preliminary, out)
    last = RoundId("go", PRELIMINARY, preliminary.number)
    record_result(demo_store, "go", last, table, {"score": "0-1" if seat == 0 else "1-0", "reason": "disqualified"})
    [view] = list_disqualified(demo_store, "go")
    assert (view.competitor_id, view.from_round, view.round, view.source) == (out, last, last.text(), "result")
    with pytest.raises(ResultError, match="已被取消比赛资格"):
        record_result(demo_store, "go", RoundId("go", FINAL, 1), final.tables[0].number, _forfeit_won_by(0))


CHINESE = re.compile(r"[\u4e00-\u9fff]")


def test_an_automatic_reason_is_worded_in_the_interface_language(demo_store):
    """A result's disqualification reads in English on an English station (the list, the refusal to lift it)
    and exactly as before in Chinese."""
    first = pair_next_round(demo_store, "xiangqi", seed=1)
    loser = first.tables[0].seats[1].competitor_id
    record_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), 1, {"score": "1-0", "reason": "disqualified"})
    [out] = list_disqualified(demo_store, "xiangqi")
    assert str(out.reason) == "第1轮第1桌：取消资格"
    assert render(out.reason, "en") == "Round 1, table 1: disqualified"
    with pytest.raises(DisqualificationError) as refused:
        lift_disqualification(demo_store, "xiangqi", player_id=loser)
    assert "（第1轮第1桌：取消资格）" in str(refused.value)
    assert not CHINESE.search(refused.value.message("en"))


def _another_table_played(store, view, table):
    """A new result at another table of the round: the foul limit is recounted."""
    other = next(t.number for t in view.tables if t.number != table)
    record_result(store, "doudizhu", view.round_id, other, {"hands": [{"bid": 2, "landlord": 0, "landlord_won": True}]})


def test_a_foul_reason_is_worded_in_the_interface_language_and_kept_unchanged(dou_two_rounds):
    """The foul limit's reason reads in English too; a later result does not rewrite the unchanged row."""
    store, strong, second = dou_two_rounds
    table, _seat = _seat_of(second, strong)
    [out] = list_disqualified(store, "doudizhu")
    assert str(out.reason) == f"犯规累计 3 次（第2轮第{table}桌）"
    assert render(out.reason, "en") == f"3 fouls in the event (round 2, table {table})"
    _another_table_played(store, second, table)
    with store.read() as session:
        logged = session.scalars(select(AuditEntry.action).where(
            AuditEntry.action.in_(["disqualify", "lift_disqualification"]))).all()
    assert logged == ["disqualify"]


def test_an_older_files_plain_text_reason_shows_as_stored_until_its_recount(dou_two_rounds):
    """A reason an older station stored as Chinese text stays that text, in either language; the next
    recount stores it again as a message."""
    store, strong, second = dou_two_rounds
    with store.session() as session:
        session.scalars(select(Disqualification)).one().reason = "犯规累计 3 次（旧文件）"
    [out] = list_disqualified(store, "doudizhu")
    assert render(out.reason, "en") == str(out.reason) == "犯规累计 3 次（旧文件）"
    table, _seat = _seat_of(second, strong)
    _another_table_played(store, second, table)
    [out] = list_disqualified(store, "doudizhu")
    assert render(out.reason, "en") == f"3 fouls in the event (round 2, table {table})"


def test_three_fouls_in_one_game_read_per_game_in_either_language(demo_store):
    """With fouls_scope "game" the reason says the fouls were in one game, as before in Chinese."""
    update_event_settings(demo_store, "doudizhu", {"fouls_scope": "game"})
    first = pair_next_round(demo_store, "doudizhu", seed=1)
    strong = first.tables[0].seats[0].competitor_id
    _dou_round(demo_store, first, strong, 3)
    [out] = list_disqualified(demo_store, "doudizhu")
    table, _seat = _seat_of(first, strong)
    assert str(out.reason) == f"一局犯规 3 次（第1轮第{table}桌）"
    assert render(out.reason, "en") == f"3 fouls in one game (round 1, table {table})"
