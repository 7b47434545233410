"""The 3v3 draft: every step, the defaults on timeout (fake time), refusals, reveal, JSON resume."""
import random

from app.rules.events import settings_for
from app.rules.generals import general_pool
from app.sanguosha.draft_3v3 import SEED_TIMERS, Draft3v3, deal_piles
from app.sanguosha.steps import draft_timers
from fakes import FakeTime, refused


def draft_to_picks(clock):
    """A draft with team 1 (the 比点 winner) warm, piles 2 (team 1) and 0 (team 0), cold picking first."""
    draft = Draft3v3.start(clock, random.Random(15), camp_holder=1)
    draft.take_pile(1, 2)
    draft.take_pile(0, 0)
    draft.end_viewing()
    draft.choose_camp(1, "warm")
    draft.choose_first_picker("warm", "cold")
    return draft


def test_piles_are_dealt_from_the_stored_seed():
    """Four disjoint piles of 8 from the 32, the same again from the stored seed."""
    clock = FakeTime()
    draft = Draft3v3.start(clock, random.Random(3))
    piles = draft.state.piles
    assert [len(p) for p in piles] == [8, 8, 8, 8]
    assert sorted(sum(piles, [])) == sorted(general_pool("3v3"))
    assert deal_piles(draft.state.seed, draft.state.pool) == piles
    assert Draft3v3.start(clock, random.Random(3)).state.piles == piles
    assert Draft3v3.start(clock, random.Random(4)).state.piles != piles


def test_whole_draft_with_choices_timeouts_and_reveal():
    """The seed's order: piles (the 比点 winner first), 16 face up, a minute of viewing, camp, first
    pick, 1,2,2,2,2,2,2,2,1 picks, confirm, lineups and reveal, with timeouts."""
    clock = FakeTime(1000.0)
    draft = Draft3v3.start(clock, random.Random(15), camp_holder=1)
    assert draft.state.phase == "piles" and draft.public_view()["face_up"] == []
    refused("wrong_phase", draft.choose_camp, 1, "warm")  # no camp before the generals are seen
    refused("wrong_side", draft.take_pile, 0, 1)          # the 比点 winner takes a pile first
    assert draft.team_to_move() == 1 and draft.remaining() == 10
    draft.take_pile(1, 2)
    refused("pile_taken", draft.take_pile, 0, 2)
    refused("unknown_pile", draft.take_pile, 0, 4)
    clock.t = 1010.0  # team 0 lets the pile clock run out: the lowest free pile
    draft.tick()
    piles = draft.state.piles
    assert draft.state.pile_of == {"1": 2, "0": 0}
    face_up = piles[2] + piles[0]
    assert draft.state.face_up == face_up and draft.state.phase == "viewing"
    assert draft.public_view()["face_up"] == face_up  # all 16 face up before any choice
    assert draft.remaining() == 60
    refused("wrong_phase", draft.choose_camp, 1, "warm")
    clock.t = 1070.0  # the minute of viewing is over
    assert [e["action"] for e in draft.tick()] == ["viewing"]

    refused("wrong_side", draft.choose_camp, 0, "warm")
    refused("unknown_camp", draft.choose_camp, 1, "hot")
    assert draft.remaining() == 10 and draft.team_to_move() == 1
    clock.t = 1080.0  # camp: 10 s, default warm for the holder
    assert [e["by"] for e in draft.tick()] == ["timeout"]
    assert draft.state.warm_team == 1 and draft.team_of("cold") == 0

    refused("wrong_side", draft.choose_first_picker, "cold", "cold")
    clock.t = 1085.0
    draft.choose_first_picker("warm", "cold")
    assert draft.state.phase == "picks" and draft.remaining() == 20
    clock.t = 1015.0  # the pick steps below count from here
    draft.state.step_started_at = 1015.0

    assert draft.side_to_move() == "cold"
    refused("wrong_side", draft.pick, "warm", face_up[0])
    clock.t = 1025.0
    draft.pick("cold", face_up[5])                 # step 1: one general
    refused("not_available", draft.pick, "warm", face_up[5])
    clock.t = 1030.0
    draft.pick("warm", face_up[0])                 # step 2: first of two
    clock.t = 1045.0                               # 20 s after cold's pick: the step times out
    assert draft.tick()[0]["value"] == face_up[1]  # the first-turned general still free
    clock.t = 1065.0                               # cold lets a whole step run out
    assert [e["value"] for e in draft.tick()] == [face_up[2], face_up[3]]
    assert draft.state.picks == {"cold": [face_up[5], face_up[2], face_up[3]],
                                 "warm": [face_up[0], face_up[1]]}
    while draft.state.phase == "picks":            # the rest by choice, last turned first
        draft.pick(draft.side_to_move(), draft.available()[-1])
    assert [len(draft.state.picks[c]) for c in ("warm", "cold")] == [8, 8]
    assert sorted(draft.state.picks["warm"] + draft.state.picks["cold"]) == sorted(face_up)
    assert draft.state.picks["cold"][-1] == face_up[4]  # the ninth step: cold's single pick

    refused("wrong_phase", draft.pick, "cold", face_up[4])
    draft.confirm("warm")
    refused("already_confirmed", draft.confirm, "warm")
    clock.t += 10  # cold's confirmation times out
    draft.tick()
    assert draft.state.phase == "lineup" and draft.state.confirmed == ["warm", "cold"]

    warm = draft.state.picks["warm"]
    refused("not_own_general", draft.set_lineup, "warm", draft.state.picks["cold"][0], warm[1], warm[2])
    refused("duplicate_general", draft.set_lineup, "warm", warm[3], warm[3], warm[2])
    draft.set_lineup("warm", warm[7], warm[6], warm[5])
    refused("lineup_set", draft.set_lineup, "warm", warm[0], warm[1], warm[2])
    refused("lineups_missing", draft.reveal)
    view = draft.public_view()
    assert view["lineups"] is None and view["lineups_set"] == ["warm"]
    assert draft.state.log[-1]["value"] is None  # the secret lineup is not in the audit log yet
    assert "commander" not in str(draft.state.log)
    clock.t += 90  # cold's 90 s run out: its first three picks, in pick order
    draft.tick()
    seats = draft.reveal()
    cold = draft.state.picks["cold"]
    pool = general_pool("3v3")
    assert [(s["camp"], s["role"], s["general"]) for s in seats] == [
        ("cold", "vanguard_a", cold[1]), ("cold", "commander", cold[0]), ("cold", "vanguard_b", cold[2]),
        ("warm", "vanguard_b", warm[5]), ("warm", "commander", warm[7]), ("warm", "vanguard_a", warm[6])]
    assert [s["max_hp"] for s in seats] == [pool[cold[1]].max_hp, pool[cold[0]].max_hp + 1,
                                            pool[cold[2]].max_hp, pool[warm[5]].max_hp,
                                            pool[warm[7]].max_hp + 1, pool[warm[6]].max_hp]
    assert [s["team"] for s in seats] == [0, 0, 0, 1, 1, 1]
    assert draft.public_view()["lineups"]["warm"]["commander"] == warm[7]


def test_refusal_carries_code_and_arguments_in_both_languages():
    """A view can translate a refusal: code and arguments, Chinese and English text."""
    draft = draft_to_picks(FakeTime())
    error = refused("not_available", draft.pick, "cold", "于吉")
    assert error.params == {"general": "于吉"}
    assert "于吉" in str(error) and error.message("en") == "General 于吉 cannot be picked"


def test_json_round_trip_mid_draft_resumes_at_the_same_step():
    """A draft stored mid-pick resumes with the same piles, picks, step and clock."""
    clock = FakeTime(500.0)
    draft = draft_to_picks(clock)
    face_up = draft.state.face_up
    draft.pick("cold", face_up[3])
    clock.t = 507.0
    draft.pick("warm", face_up[0])  # half-way through a two-pick step
    stored = draft.to_json()

    clock.t = 512.0
    resumed = Draft3v3.from_json(stored, clock)
    assert resumed.state == draft.state
    assert resumed.side_to_move() == "warm" and resumed.picks_left_in_step() == 1
    assert resumed.remaining() == 8.0  # the step began at 500 + 0 (cold's pick): 20 - 12
    clock.t = 520.0
    resumed.tick()
    draft.tick()
    assert resumed.to_json() == draft.to_json()
    assert resumed.state.picks["warm"] == [face_up[0], face_up[1]]


def test_step_times_follow_the_event_clock_setting():
    """The event's clock "actions" set the pick step's time; steps it does not name keep the seed's."""
    settings = settings_for("sanguosha_3v3")
    assert draft_timers(settings, SEED_TIMERS) == SEED_TIMERS
    slower = settings_for("sanguosha_3v3", {"clock": {"mode": "countdown", "duration": 2400,
                                                      "actions": {"draft": 30, "camp": 15}}})
    timers = draft_timers(slower, SEED_TIMERS)
    assert (timers["draft"], timers["camp"], timers["confirm"]) == (30, 15, 10)
    clock = FakeTime(0.0)
    draft = Draft3v3.start(clock, random.Random(1), timers=timers)
    draft.take_pile(0, 0)
    draft.take_pile(1, 1)
    draft.end_viewing()
    clock.t = 14.0
    assert draft.tick() == [] and draft.remaining() == 1.0
    clock.t = 15.0
    assert draft.tick()[0]["action"] == "camp"


def test_undo_takes_back_a_pick_and_a_timeout_and_a_refusal_changes_nothing():
    """A mis-entered pick and a timeout's default are undone step by step; the step's clock restarts."""
    clock = FakeTime(0.0)
    draft = draft_to_picks(clock)
    face_up = draft.state.face_up
    at_picks = draft.to_json()
    draft.pick("cold", face_up[6])
    clock.t = 5.0
    draft.pick("warm", face_up[0])
    clock.t = 20.0
    draft.tick()                                   # warm's second pick by timeout
    assert draft.state.picks["warm"] == [face_up[0], face_up[1]]
    before_refusal = draft.to_json()
    refused("not_available", draft.pick, "cold", face_up[0])
    assert draft.to_json() == before_refusal
    assert len(draft.state.history) == 8           # 5 steps to the picks, 3 since; none for the refusal
    clock.t = 30.0
    draft.undo()                                   # the timeout's default is taken back
    assert draft.state.picks["warm"] == [face_up[0]] and draft.remaining() == 20.0
    draft.undo()
    draft.undo()
    assert draft.state.picks == {"warm": [], "cold": []}
    assert Draft3v3.from_json(at_picks, clock).state.picks == draft.state.picks
    draft.pick("cold", face_up[7])                 # the corrected pick
    assert draft.state.picks["cold"] == [face_up[7]]
