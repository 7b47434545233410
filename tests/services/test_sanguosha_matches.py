"""A Sanguosha round of several games through the services and the CLI (docs/rules.md §5.6)."""
import json

from sqlalchemy import select

from app.cli import main
from app.models.schema import Foul, Game
from app.services.results import record_result
from app.services.rounds import pair_next_round
from app.services.round_views import round_view
from app.services.standings import event_standings
from app.services.tournament import update_event_settings
from app.stages.policy import FINAL
from app.stages.round_id import RoundId


def _paired(store, code="sanguosha_3v3", **settings):
    update_event_settings(store, code, {"games_per_round": 3, **settings})
    pair_next_round(store, code, seed=3)
    return round_view(store, code, RoundId(code, FINAL, 1))


def test_each_game_is_stored_with_its_camp_holder_and_its_own_fouls(demo_store):
    """Three Game rows carry the camp holder; game 2's technical fouls are stored as game 2's."""
    _paired(demo_store)
    games = [{"winner": 0, "camp": 1}, {"winner": 1, "technical_fouls": [2, 1]}, {"winner": 0, "camp": 0}]
    recorded = record_result(demo_store, "sanguosha_3v3", RoundId("sanguosha_3v3", FINAL, 1), 1, {"games": games})
    assert recorded.scored.summary == "2-1" and recorded.scored.points == (2.0, 0.0)
    with demo_store.read() as session:
        rows = session.scalars(select(Game).order_by(Game.number)).all()
        assert [(g.number, g.first_seat, g.detail["winner"]) for g in rows] == [(1, 1, 0), (2, 0, 1), (3, 0, 0)]
        assert sorted(f.game_no for f in session.scalars(select(Foul))) == [2, 2, 2]


def test_standings_read_match_points_and_game_points_as_a_tie_break(demo_store):
    """Match winners score win_points once; with game_points in the chain a 3-0 ranks above a 2-1."""
    view = _paired(demo_store, tiebreaks=["game_points", "opp_points"])
    scores = ["3-0"] + ["2-1"] * (len(view.tables) - 1)
    for table, code in zip(view.tables, scores):
        record_result(demo_store, "sanguosha_3v3", RoundId("sanguosha_3v3", FINAL, 1), table.number, {"score": code})
    rows = {row.id: row for row in event_standings(demo_store, "sanguosha_3v3").rows}
    sweep_winner, sweep_loser = (seat.competitor_id for seat in view.tables[0].seats)
    winner, loser = (seat.competitor_id for seat in view.tables[1].seats)
    assert (rows[sweep_winner].points, rows[winner].points, rows[loser].points) == (2.0, 2.0, 0.0)
    assert [rows[i].tiebreaks["game_points"] for i in (sweep_winner, winner, loser, sweep_loser)] == [3, 2, 1, 0]
    assert rows[sweep_winner].rank == 1 and rows[winner].rank > 1
    assert rows[loser].rank < rows[sweep_loser].rank


def test_a_bye_in_a_match_event_is_one_match_won():
    """A bye of 2 points is a match won when the match scores once; per game it is below a level 3 games."""
    from app.services.history import bye_outcome
    from app.rules.events import settings_for
    assert bye_outcome(2.0, settings_for("sanguosha_1v1", {"games_per_round": 3})) == "win"
    assert bye_outcome(2.0, settings_for("sanguosha_1v1", {"games_per_round": 3, "points_per": "game"})) == "loss"


def test_the_cli_records_a_match_by_total_and_by_games(tmp_path, capsys):
    """`result --score 2-1` and `--score 1-0,0-1,1-0` record a 1v1 match; the JSON lists the games."""
    path = str(tmp_path / "d.sqlite")
    main(["demo", path])
    from app.models.store import open_store
    store = open_store(path)
    update_event_settings(store, "sanguosha_1v1", {"games_per_round": 3})
    pair_next_round(store, "sanguosha_1v1", seed=1)
    store.close()
    capsys.readouterr()
    assert main(["result", path, "--event", "sanguosha_1v1", "--round", "1", "--table", "1",
                 "--score", "1-0,0-1,0-1", "--json"]) == 0
    done = json.loads(capsys.readouterr().out)
    assert done["summary"] == "1-2" and done["games"] == ["1-0", "0-1", "0-1"] and done["points"] == [0.0, 2.0]
    assert main(["result", path, "--event", "sanguosha_1v1", "--round", "1", "--table", "2", "--score", "2-1"]) == 0
    assert "2-1（逐局 0-1、1-0、1-0）" in capsys.readouterr().out


def test_an_older_match_entry_is_stored_in_the_typed_shape_with_the_same_games_and_technical_fouls(demo_store):
    """A game whose end an older version stored as "reason" records as "how"; the camp holders and the
    technical fouls land on the same game rows, kind technical."""
    _paired(demo_store)
    games = [{"winner": 1, "camp": 1, "reason": "technical_fouls", "technical_fouls": [3, 0]},
             {"winner": 0}, {"winner": 0, "camp": 1}]
    recorded = record_result(demo_store, "sanguosha_3v3", RoundId("sanguosha_3v3", FINAL, 1), 1, {"games": games})
    assert recorded.scored.summary == "2-1"
    with demo_store.read() as session:
        assert [g.first_seat for g in session.scalars(select(Game).order_by(Game.number))] == [1, 0, 1]
        assert [(f.game_no, f.kind) for f in session.scalars(select(Foul))] == [(1, "technical")] * 3
    again = record_result(demo_store, "sanguosha_3v3", RoundId("sanguosha_3v3", FINAL, 1), 1, {"score": "2-1"})
    assert again.previous["games"][0] == {"winner": 1, "camp": 1, "how": "technical_fouls", "technical_fouls": [3, 0]}
    assert again.previous["games"][1] == {"winner": 0}
