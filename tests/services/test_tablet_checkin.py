"""Self check-in at the entrance tablet: off until opened for the coming round, a player found by name
and confirmed by the end of the student ID, marked present by the tablet (audited), never card-checked;
wrong digits refused and rate-limited (a fake clock: the real one is never read)."""
import pytest
from fakes import FakeTime

from app.services.audit import recent_entries
from app.services.checkin import checkin_rows, set_checkin
from app.services.disqualification import disqualify
from app.services.events import RosterError
from app.services.players import withdraw_player
from app.services.rounds import pair_next_round
from app.services.tablet_checkin import (TABLET_DIGITS, TabletRefused, check_in_at_tablet, close_tablet,
                                         find_players, open_tablet, tablet_player, tablet_round)
from app.stages.policy import FINAL
from app.stages.round_id import RoundId
from app.web.form_guard import WRONG_LIMIT, FormRefused, WrongCodes

ROUND_1 = RoundId("xiangqi", FINAL, 1)
TABLET = "10.0.0.20"


@pytest.fixture
def wrong():
    return WrongCodes(FakeTime())


def _row(store, name=None, code="xiangqi", round_id=ROUND_1):
    rows = checkin_rows(store, code, round_id)
    return rows[0] if name is None else next(row for row in rows if row.name == name)


def test_the_tablet_is_off_until_the_referee_opens_it_for_the_coming_round(demo_store, wrong):
    player = _row(demo_store)
    assert tablet_round(demo_store, "xiangqi") is None
    with pytest.raises(TabletRefused) as refused:
        find_players(demo_store, "xiangqi", player.name)
    assert refused.value.code == "checkin.tablet_off" and "desk" in refused.value.message("en")
    with pytest.raises(TabletRefused):
        check_in_at_tablet(demo_store, "xiangqi", ROUND_1, player.entry_id, player.student_id[-4:],
                           client=TABLET, wrong_codes=wrong)
    assert open_tablet(demo_store, "xiangqi") == ROUND_1
    assert tablet_round(demo_store, "xiangqi") == ROUND_1
    assert tablet_round(demo_store, "go") is None  # per event
    close_tablet(demo_store, "xiangqi")
    assert tablet_round(demo_store, "xiangqi") is None
    actions = [(line.action, line.old, line.new) for line in recent_entries(demo_store, 2)]
    assert actions == [("tablet_checkin", {"round": "决赛1"}, None), ("tablet_checkin", None, {"round": "决赛1"})]


def test_a_player_checks_in_with_the_last_four_characters_and_the_desk_still_checks_the_card(demo_store, wrong):
    player = _row(demo_store)
    open_tablet(demo_store, "xiangqi")
    done = check_in_at_tablet(demo_store, "xiangqi", ROUND_1, player.entry_id, player.student_id[-TABLET_DIGITS:],
                              client=TABLET, wrong_codes=wrong)
    assert done.player.name == player.name and done.player.present and not done.already
    row = _row(demo_store, player.name)
    assert row.present and row.by_tablet and not row.card_checked and not row.may_play
    entry = recent_entries(demo_store, 1)[0]
    assert (entry.action, entry.entity_id, entry.user) == ("checkin", player.entry_id, "tablet")
    assert entry.new == {"present": True, "card_checked": False, "device": "tablet", "address": TABLET,
                         "round": "决赛1"}
    # the referee ticks the card: the tablet's mark stays
    set_checkin(demo_store, "xiangqi", ROUND_1, [player.entry_id], card_checked=True)
    row = _row(demo_store, player.name)
    assert row.may_play and row.by_tablet
    # a second try says so and writes nothing
    before = recent_entries(demo_store, 1)[0].id
    again = check_in_at_tablet(demo_store, "xiangqi", ROUND_1, player.entry_id, player.student_id[-4:].upper(),
                               client=TABLET, wrong_codes=wrong)
    assert again.already and recent_entries(demo_store, 1)[0].id == before
    # marked absent at the desk, the tablet's mark goes with it
    set_checkin(demo_store, "xiangqi", ROUND_1, [player.entry_id], present=False)
    set_checkin(demo_store, "xiangqi", ROUND_1, [player.entry_id], present=True)
    assert not _row(demo_store, player.name).by_tablet


def test_wrong_digits_are_refused_and_the_fifth_closes_the_address(demo_store, wrong):
    player = _row(demo_store)
    open_tablet(demo_store, "xiangqi")
    right = player.student_id[-4:]
    mistyped = right[:3] + ("1" if right[3] != "1" else "2")
    for _ in range(WRONG_LIMIT):
        with pytest.raises(TabletRefused) as refused:
            check_in_at_tablet(demo_store, "xiangqi", ROUND_1, player.entry_id, mistyped, client=TABLET,
                               wrong_codes=wrong)
        assert refused.value.code == "checkin.tablet_wrong_digits"
        assert right not in refused.value.message("zh") + refused.value.message("en")
    with pytest.raises(FormRefused) as refused:  # even the right digits now wait
        check_in_at_tablet(demo_store, "xiangqi", ROUND_1, player.entry_id, right, client=TABLET, wrong_codes=wrong)
    assert refused.value.status == 429 and refused.value.retry_after == 60
    assert not _row(demo_store, player.name).present
    done = check_in_at_tablet(demo_store, "xiangqi", ROUND_1, player.entry_id, right, client="10.0.0.21",
                              wrong_codes=wrong)  # another tablet is not held
    assert done.player.present


@pytest.mark.parametrize("typed", ["", "12", "12345", "1 2 3"])
def test_digits_of_another_length_are_refused_without_counting_as_a_guess(demo_store, wrong, typed):
    player = _row(demo_store)
    open_tablet(demo_store, "xiangqi")
    for _ in range(WRONG_LIMIT + 1):
        with pytest.raises(TabletRefused) as refused:
            check_in_at_tablet(demo_store, "xiangqi", ROUND_1, player.entry_id, typed, client=TABLET,
                               wrong_codes=wrong)
        assert refused.value.code == "checkin.tablet_digits_format"
    wrong.check(TABLET)


def test_a_search_finds_by_pinyin_and_initials_never_by_student_id(demo_store):
    from app.names import syllables
    player = _row(demo_store)
    open_tablet(demo_store, "xiangqi")
    pinyin = "".join(readings[0] for readings in syllables(player.name))
    initials = "".join(readings[0][0] for readings in syllables(player.name))
    for query in (player.name, pinyin, initials):
        found = find_players(demo_store, "xiangqi", query)
        assert found.round_id == ROUND_1 and found.event.en == "Xiangqi"
        assert player.entry_id in {p.entry_id for p in found.players} or found.more  # initials may find many
    assert player.entry_id in {p.entry_id for p in find_players(demo_store, "xiangqi", pinyin).players}
    assert find_players(demo_store, "xiangqi", player.student_id).players == ()
    assert find_players(demo_store, "xiangqi", "").players == ()
    assert not hasattr(find_players(demo_store, "xiangqi", pinyin).players[0], "student_id")


def test_withdrawn_and_disqualified_players_are_not_offered(demo_store, wrong):
    rows = checkin_rows(demo_store, "xiangqi", ROUND_1)
    gone, out = rows[0], rows[1]
    withdraw_player(demo_store, gone.player_id)
    disqualify(demo_store, "xiangqi", reason="作弊", player_id=out.player_id, from_round=None)
    open_tablet(demo_store, "xiangqi")
    for row in (gone, out):
        assert row.entry_id not in {p.entry_id for p in find_players(demo_store, "xiangqi", row.name).players}
        with pytest.raises(TabletRefused) as refused:
            tablet_player(demo_store, "xiangqi", row.entry_id)
        assert refused.value.code == "checkin.tablet_not_listed"
        with pytest.raises(TabletRefused):
            check_in_at_tablet(demo_store, "xiangqi", ROUND_1, row.entry_id, row.student_id[-4:], client=TABLET,
                               wrong_codes=wrong)


def test_a_team_event_checks_in_each_member_alone(demo_store, wrong):
    code = "sanguosha_3v3"
    round_id = RoundId(code, FINAL, 1)
    open_tablet(demo_store, code)
    first, second = [row for row in checkin_rows(demo_store, code, round_id) if row.team][:2]
    check_in_at_tablet(demo_store, code, round_id, first.entry_id, first.student_id[-4:], client=TABLET,
                       wrong_codes=wrong)
    marks = {row.entry_id: row.present for row in checkin_rows(demo_store, code, round_id)}
    assert marks[first.entry_id] and not marks[second.entry_id]


def test_a_page_of_a_round_paired_since_is_refused_and_the_tablet_closes_with_it(demo_store, wrong):
    """Each round is opened anew: once round 1 is paired the tablet is closed, and a page served for
    round 1 says so instead of marking round 2."""
    player = _row(demo_store)
    open_tablet(demo_store, "xiangqi")
    pair_next_round(demo_store, "xiangqi", seed=1)
    assert tablet_round(demo_store, "xiangqi") is None
    with pytest.raises(TabletRefused) as refused:
        check_in_at_tablet(demo_store, "xiangqi", ROUND_1, player.entry_id, player.student_id[-4:],
                           client=TABLET, wrong_codes=wrong)
    assert refused.value.code == "checkin.tablet_round_moved"
    assert refused.value.message("en") == ("This page was for Round 1; now self check-in is closed: "
                                           "please find your name again")
    open_tablet(demo_store, "xiangqi")
    with pytest.raises(TabletRefused) as refused:
        check_in_at_tablet(demo_store, "xiangqi", ROUND_1, player.entry_id, player.student_id[-4:],
                           client=TABLET, wrong_codes=wrong)
    assert "now check-in is for Round 2" in refused.value.message("en")


def test_an_event_the_tournament_does_not_hold_is_refused(demo_store):
    with pytest.raises(RosterError) as refused:
        find_players(demo_store, "nosuch", "zs")
    assert refused.value.code == "roster.event_not_held"


def test_a_tablet_check_in_on_sqlite_and_on_postgresql(demo_url, wrong):
    """The switch's table, the mark's device and the audit hold on a database server too."""
    from app.models.store import open_store
    store = open_store(demo_url)
    try:
        player = _row(store)
        open_tablet(store, "xiangqi")
        check_in_at_tablet(store, "xiangqi", ROUND_1, player.entry_id, player.student_id[-4:], client=TABLET,
                           wrong_codes=wrong)
        assert _row(store, player.name).by_tablet and tablet_round(store, "xiangqi") == ROUND_1
        assert recent_entries(store, 1)[0].user == "tablet"
        close_tablet(store, "xiangqi")
        assert tablet_round(store, "xiangqi") is None and _row(store, player.name).by_tablet
    finally:
        store.close()
