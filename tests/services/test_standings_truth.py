"""One standings truth: byes below a win, the overall table's counted events, team events' places."""
from app.services.players import add_player
from app.services.results import record_result
from app.services.rounds import pair_next_round
from app.services.standings import event_standings
from app.services.tournament import update_event_settings


def _field(store, code, count, schools=3):
    for n in range(count):
        add_player(store, f"选手{n + 1}", f"学校{n % schools + 1}", f"S{code}{n:03d}", [code])


def test_bye_below_a_win_is_no_win(store):
    """xiangqi with bye_points 1: the bye scores 1 and is recorded as a draw, not a win."""
    _field(store, "xiangqi", 5)
    update_event_settings(store, "xiangqi", {"bye_points": 1.0, "tiebreaks": ["wins"]})
    view = pair_next_round(store, "xiangqi", seed=3)
    for table in view.tables:
        record_result(store, "xiangqi", 1, table.number, {"score": "1-0"})
    (bye_id, _name, _school, points), = view.byes
    row = next(r for r in event_standings(store, "xiangqi").rows if r.id == bye_id)
    assert (points, row.points, row.wins, row.tiebreaks["wins"]) == (1.0, 1.0, 0, 0)
