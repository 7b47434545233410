"""Check-in gates pairing (docs/rules.md §1.5): once used for a round, only present and verified entrants are paired."""
import json

import pytest

from app.cli import main
from app.services.checkin import checkin_rows, set_checkin
from app.services.rounds import LEAVE_OUT, PAIR_ANYWAY, AbsentEntrants, pair_next_round
from app.services.round_views import round_view
from app.stages.policy import FINAL
from app.stages.round_id import RoundId

ROUND_1 = RoundId("xiangqi", FINAL, 1)


def _mark(store):
    """20 of 24 xiangqi players cleared; one present without a checked card; three unmarked."""
    rows = checkin_rows(store, "xiangqi", ROUND_1)
    set_checkin(store, "xiangqi", ROUND_1, [r.entry_id for r in rows[:20]], present=True, card_checked=True)
    set_checkin(store, "xiangqi", ROUND_1, [rows[20].entry_id], present=True)
    return rows


def _seated(view):
    return {(s.name, s.school) for t in view.tables for s in t.seats} | {(n, s) for _i, n, s, _p in view.byes}


def test_unchecked_entrants_are_listed_and_nothing_is_paired(demo_store):
    """Asked to pair, the service refuses and names who is not cleared and why; no round is written."""
    rows = _mark(demo_store)
    with pytest.raises(AbsentEntrants) as refused:
        pair_next_round(demo_store, "xiangqi", seed=1)
    reasons = {(a.name, a.school): a.reason for a in refused.value.absent}
    assert reasons == {(rows[20].name, rows[20].school): "未验证学生证",
                       **{(r.name, r.school): "未到场" for r in rows[21:]}}
    assert "未到场或未验证学生证者不得参赛" in str(refused.value)
    assert round_view(demo_store, "xiangqi") is None


def test_leave_out_pairs_only_the_cleared(demo_store):
    """LEAVE_OUT pairs exactly the 20 present and verified players."""
    rows = _mark(demo_store)
    view = pair_next_round(demo_store, "xiangqi", seed=1, absent=LEAVE_OUT)
    assert _seated(view) == {(r.name, r.school) for r in rows[:20]}


def test_check_in_unused_pairs_everyone(demo_store):
    """Without a single check-in mark for the round, pairing is as before: all active entrants."""
    assert len(_seated(pair_next_round(demo_store, "xiangqi", seed=1))) == 24


def test_pair_anyway_includes_the_unchecked(demo_store):
    """The referee's "pair them anyway" pairs every active entrant although check-in is in use."""
    _mark(demo_store)
    assert len(_seated(pair_next_round(demo_store, "xiangqi", seed=1, absent=PAIR_ANYWAY))) == 24


def test_cli_refuses_then_obeys_the_flags(demo_store, capsys):
    """`pair` lists the unchecked and exits non-zero; --without-absent / --include-absent decide."""
    rows = _mark(demo_store)
    path = str(demo_store.path)
    demo_store.close()
    assert main(["pair", path, "--event", "xiangqi", "--seed", "1"]) == 1
    err = capsys.readouterr().err
    assert all(r.name in err for r in rows[20:]) and "--include-absent" in err
    assert main(["pair", path, "--event", "xiangqi", "--seed", "1", "--without-absent", "--json"]) == 0
    paired = json.loads(capsys.readouterr().out)
    assert sum(len(t["players"]) for t in paired["tables"]) + len(paired["byes"]) == 20
    assert main(["pair", path, "--event", "gomoku", "--include-absent", "--json"]) == 0


def test_once_used_every_round_asks(demo_store, play_round):
    """Check-in used in round 1 (one player absent): round 2, with nobody marked yet, asks instead of pairing
    everyone, round 1's absentee among those listed; leaving them out pairs nobody unmarked (#32 item 5)."""
    import random
    rows = checkin_rows(demo_store, "xiangqi", ROUND_1)
    absentee = rows[-1]
    set_checkin(demo_store, "xiangqi", ROUND_1, [r.entry_id for r in rows[:-1]], present=True, card_checked=True)
    first = pair_next_round(demo_store, "xiangqi", seed=1, absent=LEAVE_OUT)
    assert (absentee.name, absentee.school) not in _seated(first)
    play_round(demo_store, "xiangqi", first, random.Random(3))
    with pytest.raises(AbsentEntrants) as refused:
        pair_next_round(demo_store, "xiangqi", seed=2)
    reasons = {(a.name, a.school): a.reason for a in refused.value.absent}
    assert reasons == {(r.name, r.school): "本轮未检录" for r in rows}
    assert refused.value.round_id == RoundId("xiangqi", FINAL, 2)
    round_2 = RoundId("xiangqi", FINAL, 2)
    set_checkin(demo_store, "xiangqi", round_2, [r.entry_id for r in rows[:10]], present=True, card_checked=True)
    second = pair_next_round(demo_store, "xiangqi", seed=2, absent=LEAVE_OUT)
    assert _seated(second) == {(r.name, r.school) for r in rows[:10]}


def test_an_event_never_checked_in_still_pairs_without_asking(demo_store, play_round):
    """Check-in used in another event does not make this one ask: the rule is per event."""
    set_checkin(demo_store, "go", RoundId("go", FINAL, 1), [checkin_rows(demo_store, "go", None)[0].entry_id],
                present=True, card_checked=True)
    assert len(_seated(pair_next_round(demo_store, "xiangqi", seed=1))) == 24


def test_a_team_event_asks_too_and_says_the_round_is_not_checked_in(demo_store, play_round):
    """Sanguosha 3v3 checked in for round 1: round 2, nobody marked, names every team as not checked in for the
    round (not "0 of 3 present", which reads as if the players were missing)."""
    import random
    round_1 = RoundId("sanguosha_3v3", FINAL, 1)
    rows = checkin_rows(demo_store, "sanguosha_3v3", round_1)
    set_checkin(demo_store, "sanguosha_3v3", round_1, [r.entry_id for r in rows], present=True, card_checked=True)
    play_round(demo_store, "sanguosha_3v3", pair_next_round(demo_store, "sanguosha_3v3", seed=1), random.Random(2))
    with pytest.raises(AbsentEntrants) as refused:
        pair_next_round(demo_store, "sanguosha_3v3", seed=2)
    assert refused.value.round_id == RoundId("sanguosha_3v3", FINAL, 2) and refused.value.absent
    assert {a.reason for a in refused.value.absent} == {"本轮未检录"}
    assert {a.name for a in refused.value.absent} == {r.team for r in rows}
