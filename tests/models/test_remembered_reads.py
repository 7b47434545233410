"""A read remembered by the open file is reused until the next commit, this station's or another's."""
from app.models.schema import Player
from app.models.store import open_store
from app.services.players import edit_player
from app.services.results import record_result
from app.services.rounds import pair_next_round
from app.services.round_views import round_view
from app.services.standings import event_standings
from app.stages.policy import FINAL
from app.stages.round_id import RoundId


def test_a_remembered_read_is_reused_until_a_commit(demo_store):
    reads = []

    def read():
        reads.append(1)
        return object()

    first = demo_store.remembered("key", read)
    assert demo_store.remembered("key", read) is first and len(reads) == 1
    pair_next_round(demo_store, "xiangqi", seed=1)  # a commit of this station
    assert demo_store.remembered("key", read) is not first and len(reads) == 2


def test_a_commit_of_another_station_makes_the_standings_read_again(demo_store):
    """Another store on the same file (another station) records a result: the standings show it."""
    view = pair_next_round(demo_store, "xiangqi", seed=1)
    before = event_standings(demo_store, "xiangqi")
    assert event_standings(demo_store, "xiangqi") is before
    other = open_store(demo_store.path)
    try:
        table = view.tables[0]
        record_result(other, "xiangqi", RoundId("xiangqi", FINAL, 1), table.number, {"score": "1-0"})
    finally:
        other.close()
    after = event_standings(demo_store, "xiangqi")
    winner = table.seats[0].competitor_id
    assert after is not before
    assert next(r.points for r in after.rows if r.id == winner) == 2.0


def _count_entrant_reads(monkeypatch) -> list:
    from app.services import history
    reads, read = [], history.read_entrants

    def counted(rows, event_id, team_event):
        reads.append(not team_event)
        return read(rows, event_id, team_event)
    monkeypatch.setattr(history, "read_entrants", counted)
    return reads


def test_the_ranking_and_the_round_share_one_read_of_the_entrants_per_commit(demo_store, monkeypatch):
    """After a confirmed result the standings and the hall's pairings both name every entrant: one read."""
    view = pair_next_round(demo_store, "xiangqi", seed=1)
    table = view.tables[0]
    record_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), table.number, {"score": "1-0"})
    reads = _count_entrant_reads(monkeypatch)
    event_standings(demo_store, "xiangqi")
    shown = round_view(demo_store, "xiangqi")
    assert reads.count(True) == 1
    assert shown.tables[0].seats[0].name == table.seats[0].name


def test_a_renamed_player_is_named_anew_after_the_commit(demo_store):
    view = pair_next_round(demo_store, "xiangqi", seed=1)
    seat = view.tables[0].seats[0]
    event_standings(demo_store, "xiangqi")  # the entrants read and remembered
    edit_player(demo_store, seat.competitor_id, name="新名字")
    assert round_view(demo_store, "xiangqi").tables[0].seats[0].name == "新名字"
    assert next(r.name for r in event_standings(demo_store, "xiangqi").rows if r.id == seat.competitor_id) == "新名字"


def test_a_writing_session_reads_the_entrants_itself(demo_store):
    """A transaction sees its own uncommitted changes, never the remembered rows."""
    from app.models.store import REMEMBERED
    from app.services.history import entrant_rows
    from app.services.events import event_for
    with demo_store.session() as session:
        assert REMEMBERED not in session.info
        event = event_for(session, "xiangqi")
        first = entrant_rows(session, event)[0]
        player = session.get(Player, first[0])
        player.name = "未提交"
        assert entrant_rows(session, event)[0][1] == "未提交"
        session.rollback()
