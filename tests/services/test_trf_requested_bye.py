"""A half-point bye the player asked for (TRF `H`) is a voluntary unplayed round: FIDE C.07 (2023) cuts it
first in Buchholz Cut-1, and the TRF written back says `H` again."""
from app.exports.trf import TrfGame
from app.models.schema import Bye
from app.services.standings import event_standings
from app.services.tournament import new_tournament, update_event_settings
from app.services.trf import import_trf, trf_of_event

# Dan asks for a half-point bye in round 2; Eve gets the pairing's bye (U) there. FIDE points (1 / ½ / 0).
REQUESTED_BYE = """\
012 Requested bye
XXR 3
BBW  1.0
BBD  0.5
BBL  0.0
BBU  1.0
001    1      Ann                                                                1.5    0     4 w 0     3 w 1     6 b =
001    2      Bob                                                                2.5    0     5 w 1     6 w 1     4 b =
001    3      Cai                                                                1.5    0     6 w =     1 b 0     5 w 1
001    4      Dan                                                                2.0    0     1 b 1  0000 - H     2 w =
001    5      Eve                                                                1.0    0     2 b 0  0000 - U     3 b 0
001    6      Fay                                                                1.0    0     3 b =     2 b 0     1 w =
"""


def _imported(tmp_path):
    path = tmp_path / "requested.trf"
    path.write_text(REQUESTED_BYE, encoding="utf-8")
    store = new_tournament(tmp_path / "t.sqlite", "Requested", events=("xiangqi",))
    import_trf(store, "xiangqi", path)
    return store


def test_a_requested_bye_is_cut_first_under_fide2023(tmp_path):
    """Buchholz by hand (opponents' scores; an unplayed round a dummy on the player's own score, C.07 16.4):
    Dan 1.5 (Ann) + 2.0 (dummy, the H) + 2.5 (Bob) = 6.0; Cut-1 drops the H's 2.0 first (a VUR, 16.5),
    not Ann's lower 1.5: 4.0; the median then drops Bob's 2.5 too: 1.5. Eve's U is the pairing's
    bye, no VUR: her lowest value (the dummy's 1.0) goes. Sonneborn-Berger counts the H as a draw
    against the dummy: Dan 1.5 + 2.0 × ½ + 2.5 × ½ = 3.75."""
    store = _imported(tmp_path)
    update_event_settings(store, "xiangqi", {"unplayed_rule": "fide2023", "tiebreaks": [
        "buchholz", "buchholz_cut1", "median_buchholz", "sonneborn_berger"]})
    rows = {r.name: r.tiebreaks for r in event_standings(store, "xiangqi").rows}
    assert {name: values["buchholz"] for name, values in rows.items()} == {
        "Ann": 4.5, "Bob": 4.0, "Cai": 3.5, "Dan": 6.0, "Eve": 5.0, "Fay": 5.5}
    assert {name: values["buchholz_cut1"] for name, values in rows.items()} == {
        "Ann": 3.5, "Bob": 3.0, "Cai": 2.5, "Dan": 4.0, "Eve": 4.0, "Fay": 4.0}
    assert rows["Dan"]["median_buchholz"] == 1.5
    assert rows["Dan"]["sonneborn_berger"] == 3.75
    store.close()


def test_the_requested_bye_is_stored_as_asked_and_written_back_as_h(tmp_path):
    """The H is a ½-point bye marked requested; the U stays the pairing's bye; the export says H and U again."""
    store = _imported(tmp_path)
    with store.read() as session:
        byes = sorted((b.points, b.requested) for b in session.query(Bye))
    assert byes == [(0.5, True), (1.0, False)]
    players = {p.name: p for p in trf_of_event(store, "xiangqi").players}
    assert players["Dan"].games[1] == TrfGame(None, "-", "H")
    assert players["Eve"].games[1] == TrfGame(None, "-", "U")
    store.close()
