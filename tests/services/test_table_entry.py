"""Results entered at the tables (#37): a round's codes open only their own table in their round, a proposal is
checked as the desk checks a result and stored as a proposal, never as a result, and every refusal is worded."""
import random

import pytest
from sqlalchemy import select

from app.models.schema import Player, TableProposal
from app.models.store import open_store
from app.scoring import ResultError
from app.services.results import clear_result, record_result
from app.services.round_views import round_view
from app.services.rounds import pair_next_round, repair_last_round
from app.services.table_entry import (TableEntryRefused, agree, close_table_entry, entry_state, open_table_entry,
                                      proposal_state, propose, table_codes, table_for_pin)
from app.services.tournament import update_event_settings
from app.stages.policy import FINAL
from app.stages.round_id import PLAYOFF, RoundId


def _opened(store, code="xiangqi", seed=7):
    view = pair_next_round(store, code, seed=1)
    return view, open_table_entry(store, code, view.round_id, by="裁判长", rng=random.Random(seed))


def _refused(call, code):
    with pytest.raises(ResultError) as refused:
        call()
    assert refused.value.code == code, refused.value.code
    return refused.value


def test_every_table_gets_a_pin_from_the_injected_randomness(demo_store):
    """Each table of the round has a four-digit PIN, exactly those the seeded randomness draws; the state
    names the round; opening again gives new PINs and the old ones read "round over"."""
    view, codes = _opened(demo_store)
    rng = random.Random(7)
    assert codes == {t.number: f"{rng.randrange(10000):04d}" for t in sorted(view.tables, key=lambda t: t.number)}
    assert table_codes(demo_store, "xiangqi", view.round_id) == codes
    state = entry_state(demo_store, "xiangqi")
    assert state.round_id == view.round_id and state.opened_by == "裁判长" and not state.stale
    again = open_table_entry(demo_store, "xiangqi", view.round_id, by="裁判长", rng=random.Random(8))
    assert again != codes and table_codes(demo_store, "xiangqi", view.round_id) == again
    if again[1] != codes[1]:
        _refused(lambda: table_for_pin(demo_store, "xiangqi", 1, codes[1]), "table_entry.round_over")
    assert table_for_pin(demo_store, "xiangqi", 1, again[1]).table_number == 1


def test_the_page_shows_names_and_sides_never_a_student_id(demo_store):
    """The table's page: the seated players' names, schools and sides (红方 / Red), the round's draw token."""
    view, codes = _opened(demo_store)
    page = table_for_pin(demo_store, "xiangqi", 1, codes[1])
    table = view.tables[0]
    assert [s.name for s in page.seats] == [s.name for s in table.seats]
    assert [s.label.message("en") for s in page.seats] == ["Red", "Black"]
    assert [str(s.label) for s in page.seats] == ["红方", "黑方"]
    assert page.revision == view.draw and page.proposal is None and page.needs_agreement
    with demo_store.read() as session:
        student_ids = set(session.scalars(select(Player.student_id)))
    assert not any(sid in repr(page) for sid in student_ids)


def test_every_refusal_of_a_table_page(demo_store):
    """Entry off, a table the round lacks, a wrong PIN, a round paired since, a result already confirmed; a
    round not paired and a playoff round are never opened."""
    _refused(lambda: table_for_pin(demo_store, "xiangqi", 1, "0000"), "table_entry.off")
    for round_id, refusal in ((RoundId("xiangqi", FINAL, 1), "table_entry.not_paired"),
                              (RoundId("xiangqi", PLAYOFF, 1), "table_entry.playoff")):
        _refused(lambda: open_table_entry(demo_store, "xiangqi", round_id, by="裁判长", rng=random.Random(1)),
                 refusal)
    view, codes = _opened(demo_store)
    _refused(lambda: table_for_pin(demo_store, "xiangqi", 999, "0000"), "table_entry.no_table")
    wrong = "0000" if codes[1] != "0000" else "0001"
    refusal = _refused(lambda: table_for_pin(demo_store, "xiangqi", 1, wrong), "table_entry.wrong_pin")
    assert refusal.message("en") == "Wrong entry code for table 1" and "录入码不对" in str(refusal)
    record_result(demo_store, "xiangqi", view.round_id, 2, {"score": "1-0"})
    refusal = _refused(lambda: table_for_pin(demo_store, "xiangqi", 2, codes[2]), "table_entry.confirmed")
    assert "2-0" in refusal.message("en")
    close_table_entry(demo_store, "xiangqi", by="裁判长")
    assert entry_state(demo_store, "xiangqi").round_id is None
    _refused(lambda: table_for_pin(demo_store, "xiangqi", 3, codes[3]), "table_entry.off")


def test_a_later_round_paired_ends_the_codes(demo_store, play_round):
    """Entry stays on for round 1 while round 2 is paired: round 1's codes read "round over", and round 1
    is not opened again."""
    view, codes = _opened(demo_store)
    play_round(demo_store, "xiangqi", view, random.Random(1))
    pair_next_round(demo_store, "xiangqi", seed=2)
    clear_result(demo_store, "xiangqi", view.round_id, 1)  # open again: only the round's end refuses it
    _refused(lambda: table_for_pin(demo_store, "xiangqi", 1, codes[1]), "table_entry.round_over")
    _refused(lambda: open_table_entry(demo_store, "xiangqi", view.round_id, by="裁判长", rng=random.Random(1)),
             "table_entry.not_in_play")


def test_a_repaired_round_refuses_its_old_codes_and_a_stale_page(demo_store):
    """Re-paired: a table's old code is refused with words, the state says the codes are stale, and a
    proposal against the old draw is refused; opened again, the new codes work."""
    view, codes = _opened(demo_store)
    page = table_for_pin(demo_store, "xiangqi", 1, codes[1])
    repair_last_round(demo_store, "xiangqi", view.round_id, seed=9)
    refusal = _refused(lambda: table_for_pin(demo_store, "xiangqi", 1, codes[1]), "table_entry.repaired")
    assert "paired again" in refusal.message("en")
    assert entry_state(demo_store, "xiangqi").stale and table_codes(demo_store, "xiangqi", view.round_id) == {}
    fresh = open_table_entry(demo_store, "xiangqi", view.round_id, by="裁判长", rng=random.Random(3))
    _refused(lambda: propose(demo_store, "xiangqi", 1, fresh[1], {"score": "1-0"}, device="a", revision=page.revision),
             "table_entry.stale")
    new_page = table_for_pin(demo_store, "xiangqi", 1, fresh[1])
    assert propose(demo_store, "xiangqi", 1, fresh[1], {"score": "1-0"}, device="a",
                   revision=new_page.revision).state == "pending"


def test_a_proposal_is_checked_as_the_desk_checks_and_is_no_result(demo_store):
    """A draw where draws are not allowed is refused with the desk's own message; a valid proposal is
    stored pending and the table stays open."""
    view, codes = _opened(demo_store, "go")
    page = table_for_pin(demo_store, "go", 1, codes[1])
    with pytest.raises(ResultError) as desk:
        record_result(demo_store, "go", view.round_id, 1, {"score": "="})
    refusal = _refused(lambda: propose(demo_store, "go", 1, codes[1], {"score": "="}, device="a",
                                       revision=page.revision), desk.value.code)
    assert refusal.message("en") == desk.value.message("en")
    made = propose(demo_store, "go", 1, codes[1], {"score": "0-1", "reason": "resignation"}, device="a",
                   revision=page.revision, language="en")
    assert made.state == "pending" and made.needs_agreement and not made.agreed
    assert round_view(demo_store, "go", view.round_id).tables[0].result == ""
    assert table_for_pin(demo_store, "go", 1, codes[1]).proposal == made


def test_gomoku_and_forfeits_are_the_referees(demo_store):
    """Gomoku's games and any forfeit are refused at a table, with words."""
    _view, codes = _opened(demo_store, "gomoku")
    refusal = _refused(lambda: propose(demo_store, "gomoku", 1, codes[1], {"score": "2-0"}, device="a",
                                       revision="x"), "table_entry.referee_only")
    assert refusal.message("en") == "Only the referee enters Gomoku results, at the desk"
    _view, codes = _opened(demo_store, "xiangqi")
    page = table_for_pin(demo_store, "xiangqi", 1, codes[1])
    _refused(lambda: propose(demo_store, "xiangqi", 1, codes[1], {"score": "+-"}, device="a", revision=page.revision),
             "table_entry.forfeit_referee_only")


def test_the_opponent_agrees_on_another_device(demo_store):
    """The same phone cannot agree to its own entry; the opponent's phone can, once; a second entry of the
    same phone replaces its first."""
    _view, codes = _opened(demo_store)
    page = table_for_pin(demo_store, "xiangqi", 1, codes[1])
    first = propose(demo_store, "xiangqi", 1, codes[1], {"score": "0-1"}, device="a", revision=page.revision)
    made = propose(demo_store, "xiangqi", 1, codes[1], {"score": "1-0"}, device="a", revision=page.revision)
    assert proposal_state(demo_store, first.id).state == "replaced"
    _refused(lambda: agree(demo_store, "xiangqi", 1, codes[1], made.id, device="a"), "table_entry.same_device")
    _refused(lambda: agree(demo_store, "xiangqi", 2, codes[2], made.id, device="b"), "table_entry.agree_elsewhere")
    agreed = agree(demo_store, "xiangqi", 1, codes[1], made.id, device="b")
    assert agreed.state == "agreed" and agreed.agreed_device == "b"
    _refused(lambda: agree(demo_store, "xiangqi", 1, codes[1], made.id, device="c"), "table_entry.not_pending")
    _refused(lambda: proposal_state(demo_store, 99999), "table_entry.no_proposal")


def test_a_referee_alone_needs_no_agreement(demo_store):
    """With the event's setting off (a card table's default), a proposal waits only for the desk."""
    update_event_settings(demo_store, "xiangqi", {"table_entry_agreement": False})
    _view, codes = _opened(demo_store)
    page = table_for_pin(demo_store, "xiangqi", 1, codes[1])
    made = propose(demo_store, "xiangqi", 1, codes[1], {"score": "1-0"}, device="a", revision=page.revision)
    assert not made.needs_agreement and not page.needs_agreement
    _refused(lambda: agree(demo_store, "xiangqi", 1, codes[1], made.id, device="b"),
             "table_entry.no_agreement_needed")


def test_a_dou_dizhu_table_referee_enters_totals(demo_store):
    """A card table: the table referee's totals (summing to zero) are a proposal with no agreement; totals
    that do not sum to zero are refused with the desk's message."""
    _view, codes = _opened(demo_store, "doudizhu")
    page = table_for_pin(demo_store, "doudizhu", 1, codes[1])
    assert [str(s.label) for s in page.seats] == ["1 号位", "2 号位", "3 号位"] and not page.needs_agreement
    with pytest.raises(ResultError):
        propose(demo_store, "doudizhu", 1, codes[1], {"totals": [6, -3, -2]}, device="t", revision=page.revision)
    made = propose(demo_store, "doudizhu", 1, codes[1], {"totals": [6, -3, -3]}, device="t", revision=page.revision)
    assert made.state == "pending" and not made.needs_agreement


def test_proposals_work_on_both_databases(demo_url):
    """Open, propose and agree on SQLite and PostgreSQL alike; the proposal is stored once."""
    store = open_store(demo_url)
    try:
        _view, codes = _opened(store)
        page = table_for_pin(store, "xiangqi", 1, codes[1])
        made = propose(store, "xiangqi", 1, codes[1], {"score": "="}, device="a", revision=page.revision)
        assert agree(store, "xiangqi", 1, codes[1], made.id, device="b").state == "agreed"
        with store.read() as session:
            assert len(session.scalars(select(TableProposal)).all()) == 1
    finally:
        store.close()


def test_an_identity_table_referee_enters_the_winners_without_a_sealed_card(demo_store):
    """The identity table's page names the seats by number and shows no role; the table referee's winners and
    survivors are scored with the roles dealt, as the desk's form scores them."""
    view, codes = _opened(demo_store, "sanguosha_identity")
    page = table_for_pin(demo_store, "sanguosha_identity", 1, codes[1])
    assert len(page.seats) == 8 and not [role for role in ("忠臣", "反贼", "内奸") if role in repr(page)]
    rebels = [i for i, seat in enumerate(view.tables[0].seats) if seat.role == "反贼"]
    made = propose(demo_store, "sanguosha_identity", 1, codes[1], {"winner": "rebels", "alive": rebels},
                   device="referee-1", revision=page.revision)
    assert made.state == "pending" and not made.needs_agreement and str(made.result) == "反贼胜"
