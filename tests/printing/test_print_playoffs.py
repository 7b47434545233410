"""Playoff (加赛) sheets (#35 item 4): an identity playoff is a two-player best of three and prints a match
sheet (not the 8-seat identity scoresheet), deals no identity slips, and every playoff table names the
places it decides."""
import io
import random
import shutil

import pytest
from printing_samples import layout_faults, squash
from pypdf import PdfReader

from app.models.store import open_store
from app.services.playoffs import create_playoff
from app.services.printing import PrintError, document_bytes, pairing_sheet
from app.services.rounds import pair_next_round
from app.stages.round_id import PLAYOFF, RoundId

IDENTITY = "sanguosha_identity"
ROUNDS = {IDENTITY: 3, "go": 5}


@pytest.fixture(scope="module")
def played_off(tmp_path_factory, _demo_file, play_round):
    """(the demo with identity and go played to their last round and each one's playoff created,
    each event's playoff proposals as created)."""
    path = tmp_path_factory.mktemp("playoffs") / "demo.sqlite"
    shutil.copyfile(_demo_file, path)
    store = open_store(path)
    created = {}
    for code, rounds in ROUNDS.items():
        rng = random.Random(2)
        for number in range(1, rounds + 1):
            play_round(store, code, pair_next_round(store, code, seed=number), rng)
        created[code] = create_playoff(store, code, seed=1)
    yield store, created
    store.close()


@pytest.fixture
def playoffs(played_off):
    return played_off[0]


def _pdf(store, kind, code, round_id):
    return PdfReader(io.BytesIO(document_bytes(store, kind, code, round_id)))


def _text(pdf) -> str:
    return squash("".join(page.extract_text() for page in pdf.pages))


def test_an_identity_playoff_prints_a_two_player_match_sheet(playoffs):
    """Best of three between two players: a row per game for each player's 胜 / 负 and signature, the
    match's score; nothing of the 8-seat sheet (存活, 击杀座位号, 主忠胜)."""
    first = RoundId(IDENTITY, PLAYOFF, 1)
    pdf = _pdf(playoffs, "scoresheet", IDENTITY, first)
    text = _text(pdf)
    assert not any(word in text for word in ("存活", "击杀", "主忠胜", "身份栏"))
    assert all(f"第{game}局" in text for game in (1, 2, 3)) and "3局2胜" in text and "本场比分" in text
    sheet = pairing_sheet(playoffs, IDENTITY, first)
    assert sheet.games and all(cell.name in text for table in sheet.games for cell in table.seats)
    assert [fault for page in pdf.pages for fault in layout_faults(page, 7)] == []


def test_identity_slips_of_a_playoff_round_are_refused(playoffs):
    """A playoff match deals no roles: its slips would be blank 身份： slips."""
    with pytest.raises(PrintError) as refused:
        document_bytes(playoffs, "identity_slips", IDENTITY, RoundId(IDENTITY, PLAYOFF, 1))
    assert refused.value.code == "print.no_playoff_slips"
    assert "加赛" in refused.value.message("zh") and "playoff" in refused.value.message("en")


@pytest.mark.parametrize("code", list(ROUNDS))
@pytest.mark.parametrize("kind", ["pairings", "scoresheet"])
def test_each_playoff_table_names_the_places_it_decides(played_off, code, kind):
    """Players tied at 3rd, k of them, play for 3rd to (3 + k − 1)th: each table says so."""
    round_id = RoundId(code, PLAYOFF, 1)
    store, created = played_off
    sheet = pairing_sheet(store, code, round_id)
    places = {}
    for proposal in created[code]:
        for _pid, name, _school in proposal.members:
            places[name] = f"第{proposal.place}–{proposal.place + len(proposal.members) - 1}名"
    assert sheet.games and all(table.decides == places[table.first.name] == places[table.second.name]
                               for table in sheet.games)
    text = _text(_pdf(store, kind, code, round_id))
    assert all(words in text for words in set(places.values()))


def test_the_referee_report_says_the_places_each_playoff_table_decided(played_off):
    """裁判长报告's 加赛 lines name the places at stake, as the playoff's sheets do."""
    from app.services.referee_papers import event_reports
    store, created = played_off
    [report] = event_reports(store, IDENTITY)
    [proposal] = created[IDENTITY]
    assert report.playoffs and all(f"决定第{proposal.place}–{proposal.place + len(proposal.members) - 1}名" in line
                                   for line in report.playoffs)
