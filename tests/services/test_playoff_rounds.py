"""A playoff is played in rounds (#22 item 1): a round robin, one table per player per round, 加赛n each."""
from app.models.store import open_store
from app.services.playoffs import create_playoff
from app.services.results import record_result
from app.services.rounds import pair_next_round
from app.services.round_views import round_choices, round_view
from app.services.standings import event_standings
from app.services.tournament import update_event_settings
from app.stages.policy import FINAL
from app.stages.round_id import PLAYOFF, RoundId


def _one_round_of_go(store):
    update_event_settings(store, "go", {"rounds": 1})
    for table in pair_next_round(store, "go", seed=1).tables:
        record_result(store, "go", RoundId("go", FINAL, 1), table.number, {"score": "1-0"})


def test_an_eight_way_tie_is_played_in_seven_rounds_of_four_tables(demo_store):
    """Go's 8 winners of round 1 tie for 1st: 7 playoff rounds (加赛1…加赛7), each player once a round."""
    _one_round_of_go(demo_store)
    [proposal] = create_playoff(demo_store, "go", seed=3)
    tied = {pid for pid, _name, _school in proposal.members}
    playoff_rounds = [RoundId("go", PLAYOFF, n) for n in range(1, 8)]
    assert round_choices(demo_store, "go") == [RoundId("go", FINAL, 1), *playoff_rounds]
    met = set()
    for round_id in playoff_rounds:
        view = round_view(demo_store, "go", round_id)
        assert (view.stage_kind, view.number, len(view.tables)) == (PLAYOFF, round_id.number, 4)
        seated = [s.competitor_id for t in view.tables for s in t.seats]
        assert sorted(seated) == sorted(tied)  # one table per player per round
        met.update(frozenset(s.competitor_id for s in t.seats) for t in view.tables)
    assert len(met) == 28 and round_view(demo_store, "go", RoundId("go", PLAYOFF, 8)) is None

    for round_id in playoff_rounds:
        assert event_standings(demo_store, "go").rows[0].playoff  # undecided until the last round is in
        for table in round_view(demo_store, "go", round_id).tables:
            first, second = (s.competitor_id for s in table.seats)
            record_result(demo_store, "go", round_id, table.number, {"score": "1-0" if first < second else "0-1"})
    standings = event_standings(demo_store, "go")
    assert standings.playoff_open_tables == 0 and not any(r.playoff for r in standings.rows)
    assert [(r.rank, r.id) for r in standings.rows[:8]] == list(enumerate(sorted(tied), start=1))


def test_a_playoff_round_is_entered_on_a_file_and_on_postgresql(demo_url):
    """加赛2's tables are found by one query on SQLite and on PostgreSQL (which refused its grouping) and take a result."""
    store = open_store(demo_url)
    try:
        _one_round_of_go(store)
        create_playoff(store, "go", seed=3)
        round_id = RoundId("go", PLAYOFF, 2)
        table = round_view(store, "go", round_id).tables[0]
        record_result(store, "go", round_id, table.number, {"score": "1-0"})
        assert [t.has_result for t in round_view(store, "go", round_id).tables] == [True, False, False, False]
    finally:
        store.close()


def _old_style_playoff(store, ids):
    """A playoff as files stored it before it had rounds: one round (1) holding a table for every pair."""
    from itertools import combinations

    from app.models.schema import GameTable, Round, Seat, Stage, StageMember
    from app.services.events import event_for
    with store.session() as session:
        event = event_for(session, "go")
        entries = {e.player_id: e.id for e in event.entries}
        stage = Stage(event=event, number=len(event.stages) + 1, kind=PLAYOFF, pairing=PLAYOFF)
        session.add_all([StageMember(stage=stage, group_no=1, entry_id=entries[pid]) for pid in ids])
        rnd = Round(stage=stage, group_no=1, number=1, seed=0, warnings=[])
        for number, pair in enumerate(combinations(ids, 2), start=1):
            rnd.tables.append(GameTable(number=number, warnings=[],
                                        seats=[Seat(seat_no=n, role="", entry_id=entries[p])
                                               for n, p in enumerate(pair)]))
        session.add(rnd)


def test_a_playoff_stored_as_one_round_still_opens_and_decides(demo_store):
    """An older file's playoff (all 28 matches in one round) reads as 加赛1, takes results, splits the tie."""
    from app.services.playoffs import proposed_playoffs
    _one_round_of_go(demo_store)
    [proposal] = proposed_playoffs(demo_store, "go")
    tied = sorted(pid for pid, _name, _school in proposal.members)
    _old_style_playoff(demo_store, tied)
    assert round_choices(demo_store, "go") == [RoundId("go", FINAL, 1), RoundId("go", PLAYOFF, 1)]
    view = round_view(demo_store, "go", RoundId("go", PLAYOFF, 1))
    assert len(view.tables) == 28 and event_standings(demo_store, "go").playoff_open_tables == 28
    for table in view.tables:  # the lower id wins each match
        record_result(demo_store, "go", RoundId("go", PLAYOFF, 1), table.number, {"score": "1-0"})
    standings = event_standings(demo_store, "go")
    assert [(r.rank, r.id) for r in standings.rows[:8]] == list(enumerate(tied, start=1))
    assert proposed_playoffs(demo_store, "go") == []


def test_a_disqualified_player_inside_a_tie_plays_no_playoff_and_the_others_settle_it(demo_store):
    """Go: one of the 8 tied for 1st is disqualified: the other 7 play off, are placed by it, and no
    playoff is proposed again; the certificates print (#22 item 3)."""
    from app.services.disqualification import disqualify
    from app.services.playoffs import proposed_playoffs
    from app.services.printing import certificate_awards
    _one_round_of_go(demo_store)
    [proposal] = proposed_playoffs(demo_store, "go")
    tied = sorted(pid for pid, _name, _school in proposal.members)
    disqualify(demo_store, "go", reason="cheating", player_id=tied[0])
    [proposal] = create_playoff(demo_store, "go", seed=4)
    left = sorted(pid for pid, _name, _school in proposal.members)
    assert left == tied[1:]
    for round_id in round_choices(demo_store, "go")[1:]:
        view = round_view(demo_store, "go", round_id)
        assert len(view.tables) == 3 and len(view.byes) == 1  # seven players: one sits out each round
        for table in view.tables:
            first, second = (s.competitor_id for s in table.seats)
            record_result(demo_store, "go", round_id, table.number, {"score": "1-0" if first < second else "0-1"})
    standings = event_standings(demo_store, "go")
    assert [(r.rank, r.id, r.shared, r.playoff) for r in standings.rows[:7]] == [
        (place, pid, False, False) for place, pid in enumerate(left, start=1)]
    assert proposed_playoffs(demo_store, "go") == [] and not standings.provisional
    awards = [a for a in certificate_awards(demo_store, "go") if a.kind == "individual"]
    assert [a.place for a in awards] == [1, 2, 3, 4, 5, 6] and not any(a.shared for a in awards)


def test_a_playoff_interrupted_by_a_disqualification_keeps_its_played_games(demo_store):
    """Go: 8 tied play off; after 加赛1 one of them is disqualified. The others finish their own matches (the
    disqualified's six are left open): no table is waited for, no playoff proposed again, and 加赛1's three
    games among the others count in the places (#32 item 10)."""
    from app.services.disqualification import disqualify
    from app.services.playoffs import proposed_playoffs
    _one_round_of_go(demo_store)
    [proposal] = create_playoff(demo_store, "go", seed=4)
    tied = sorted(pid for pid, _name, _school in proposal.members)
    playoff = round_choices(demo_store, "go")[1:]
    gone = tied[-1]
    wins = dict.fromkeys(tied[:-1], 0)
    for number, round_id in enumerate(playoff):
        for table in round_view(demo_store, "go", round_id).tables:
            first, second = (s.competitor_id for s in table.seats)
            if number > 0 and gone in (first, second):
                continue  # never played: its player left
            record_result(demo_store, "go", round_id, table.number, {"score": "1-0" if first > second else "0-1"})
            if gone not in (first, second):
                wins[max(first, second)] += 1
        if number == 0:
            before = event_standings(demo_store, "go").playoff_open_tables
            disqualify(demo_store, "go", reason="cheating", player_id=gone)
            assert event_standings(demo_store, "go").playoff_open_tables == before - 6  # the one who left
    standings = event_standings(demo_store, "go")
    assert standings.playoff_open_tables == 0 and proposed_playoffs(demo_store, "go") == []
    left = sorted(tied[:-1], key=lambda pid: -wins[pid])
    assert [wins[pid] for pid in left] == [6, 5, 4, 3, 2, 1, 0]  # the higher id won every game among them
    assert [(r.rank, r.id, r.shared, r.playoff) for r in standings.rows[:7]] == [
        (place, pid, False, False) for place, pid in enumerate(left, start=1)]
    assert not standings.provisional


def test_the_standings_sheet_says_where_a_playoff_decided(demo_store):
    """Places a playoff decided carry 加赛决定 on the sheet; the legend names 加赛 as the rules do (docs/rules.md §6.3)."""
    from app.services.printing import standings_sheet
    from app.services.tournament import event_info
    _one_round_of_go(demo_store)
    [proposal] = create_playoff(demo_store, "go", seed=3)
    tied = {name for _pid, name, _school in proposal.members}
    for round_id in round_choices(demo_store, "go")[1:]:
        for table in round_view(demo_store, "go", round_id).tables:
            first, second = (s.competitor_id for s in table.seats)
            record_result(demo_store, "go", round_id, table.number, {"score": "1-0" if first < second else "0-1"})
    sheet = standings_sheet(demo_store, event_info(demo_store, "go"))
    assert {row["name"] for row in sheet.rows if row["mark"] == "加赛决定"} == tied
    assert [row["place"] for row in sheet.rows[:8]] == [str(n) for n in range(1, 9)]
    assert "积分相同者，则加赛决定名次（前 6 名）" in sheet.legend
    assert "加赛决定" in sheet.note and any(c.key == "mark" for c in sheet.columns)


def test_the_hall_projects_the_playoff_round_in_play(demo_store):
    """The hall's pairings page shows 加赛1 until it is all in, then 加赛2 (#22 item 1: projected), as the
    sheets name a playoff round (it said 加赛第1轮)."""
    from app.views.hall.hall_pages import pairings_page
    _one_round_of_go(demo_store)
    create_playoff(demo_store, "go", seed=3)
    first = round_view(demo_store, "go", RoundId("go", PLAYOFF, 1))
    assert pairings_page(demo_store, "go").title == "围棋  加赛1 对阵"
    for table in first.tables:
        record_result(demo_store, "go", first.round_id, table.number, {"score": "1-0"})
    page = pairings_page(demo_store, "go")
    assert page.title == "围棋  加赛2 对阵" and len(page.rows) == 4
