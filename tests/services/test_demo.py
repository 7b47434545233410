"""The demo tournament: 8 schools, every event with a realistic, viable field."""
from app.services.players import list_players
from app.services.tournament import list_events, tournament_info


def test_demo_has_every_event_viable_and_eight_schools(demo_store):
    """A new user sees a working station: every event populated and held."""
    events = list_events(demo_store)
    assert len(events) == 8
    assert all(e.viable for e in events), [(e.code, e.entrants) for e in events if not e.viable]
    players = list_players(demo_store)
    assert len({p.school for p in players}) == 8
    assert len({p.student_id for p in players}) == len(players)
    assert tournament_info(demo_store).name.startswith("2026")


def test_demo_is_reproducible_from_its_seed(tmp_path):
    """The same seed writes the same roster."""
    from app.services.demo import build_demo
    names = []
    for index in range(2):
        store = build_demo(tmp_path / f"d{index}.sqlite", seed=7, players=14)
        names.append([p.name for p in list_players(store)])
        store.close()
    assert names[0] == names[1]


def test_demo_scales_past_the_two_character_names(tmp_path):
    """A large demo (2,832 entrants, more than the 1,564 two-character names) finishes,
    with every name unique and every event holding the asked field."""
    from app.services.demo import build_demo
    store = build_demo(tmp_path / "big.sqlite", seed=3, players=400)
    players = list_players(store)
    events = {e.code: e.entrants for e in list_events(store)}
    store.close()
    assert len({p.name for p in players}) == len(players) == 7 * 400 + 8 * 4
    assert events["xiangqi"] == events["go"] == 400
