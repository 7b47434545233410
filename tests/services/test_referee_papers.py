"""The chief referee's papers read from the file: check-in, report, prize list and receipts."""
import io

import pytest
from pypdf import PdfReader

from app.services.disqualification import disqualify
from app.services.players import list_players, withdraw_player
from app.services.printing import PrintError, document_bytes
from app.services.results import record_result
from app.services.rounds import pair_next_round
from app.services.round_views import round_view
from app.services.tournament import update_event_settings
from app.stages.policy import FINAL
from app.stages.round_id import RoundId


def _text(data: bytes) -> str:
    return "".join("".join(page.extract_text().split()) for page in PdfReader(io.BytesIO(data)).pages)


@pytest.fixture
def eventful(demo_store):
    """Xiangqi round 1 played with one forfeit, a player withdrawn, one disqualified with a reason."""
    view = pair_next_round(demo_store, "xiangqi", seed=1)
    for table in view.tables:
        record_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), table.number, {"score": "+-" if table.number == 2 else "1-0"})
    view = round_view(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1))
    forfeited = [s.name for s in view.tables[1].seats]
    cheat = view.tables[0].seats[1]
    disqualify(demo_store, "xiangqi", reason="使用手机查棋谱", player_id=cheat.competitor_id, from_round=RoundId("xiangqi", FINAL, 1))
    leaver = next(p for p in list_players(demo_store, "xiangqi") if p.name not in forfeited and p.name != cheat.name)
    withdraw_player(demo_store, leaver.id)
    return demo_store, forfeited, cheat.name, leaver.name


def test_report_names_the_forfeit_the_disqualification_with_reason_and_the_withdrawal(eventful):
    """裁判长报告 of xiangqi: entrants, rounds, the forfeited table, the DQ with its round and
    reason, the withdrawal, and the signature line."""
    store, forfeited, cheat, leaver = eventful
    text = _text(document_bytes(store, "referee_report", "xiangqi"))
    assert "参赛人数24" in text and "共7轮，已编排1轮，完成1轮" in text
    assert f"第1轮第2桌：{'、'.join(forfeited)}" in text
    assert f"{cheat}" in text and "第1轮起取消资格，裁判判罚：使用手机查棋谱" in text
    assert f"{leaver}" in text and "退赛" in text and "裁判长签字" in text


def test_a_preliminary_rounds_checkin_sheet_names_its_stage(demo_store):
    """The check-in sheet of preliminary round 1 is headed 预赛第1轮 (it said 第1轮, as the final's round 1)."""
    from app.stages.policy import PRELIMINARY
    update_event_settings(demo_store, "xiangqi", {"preliminary_groups": 2, "qualifiers_per_group": 2})
    text = _text(document_bytes(demo_store, "checkin", "xiangqi", round_id=RoundId("xiangqi", PRELIMINARY, 1)))
    assert "象棋预赛第1轮检录表" in text


def test_checkin_leaves_out_the_withdrawn_and_the_disqualified(eventful):
    """检录表 for round 2: every entrant still playing, none withdrawn or disqualified."""
    store, _forfeited, cheat, leaver = eventful
    text = _text(document_bytes(store, "checkin", "xiangqi"))
    assert "象棋第2轮检录表" in text and "学生证已查验" in text
    assert cheat not in text and leaver not in text
    playing = [p.name for p in list_players(store, "xiangqi") if p.name not in (cheat, leaver)]
    assert all(name in text for name in playing)


def test_receipts_carry_the_amounts_of_the_event_settings_and_blank_without(eventful):
    """奖金签领表: the amounts set per place print on the rows; an event without amounts prints none."""
    store = eventful[0]
    update_event_settings(store, "xiangqi", {"prize_amounts": ["800元", "500元", "300元"]})
    text = _text(document_bytes(store, "prize_receipt", "xiangqi", force=True))
    assert "800元" in text and "领取人签名" in text
    update_event_settings(store, "xiangqi", {"prize_amounts": []})
    assert "元" not in _text(document_bytes(store, "prize_receipt", "xiangqi", force=True))


def test_prize_list_is_refused_while_provisional_unless_forced(eventful):
    """获奖名单 follows the certificates: refused with the reason while the places are not final."""
    store = eventful[0]
    with pytest.raises(PrintError, match="象棋共 7 轮，仅完成 1 轮"):
        document_bytes(store, "prize_list", "xiangqi")
    assert "获奖名单（颁奖顺序）" in _text(document_bytes(store, "prize_list", "xiangqi", force=True))


def test_report_lists_each_playoff_table_with_its_result(demo_store, play_round):
    """Go after its 5 rounds: the playoff the tie needs is in the report, a played table with its
    result and an open one as 未赛."""
    import random
    from app.services.playoffs import create_playoff
    rng = random.Random(1)
    for number in range(1, 6):
        play_round(demo_store, "go", pair_next_round(demo_store, "go", seed=number), rng)
    proposals = create_playoff(demo_store, "go", seed=1)
    from app.stages.round_id import PLAYOFF, RoundId
    first_round = RoundId("go", PLAYOFF, 1)
    view = round_view(demo_store, "go", first_round)
    record_result(demo_store, "go", first_round, view.tables[0].number, {"score": "1-0"})
    text = _text(document_bytes(demo_store, "referee_report", "go"))
    first = "、".join(s.name for s in view.tables[0].seats)
    [tie] = [p for p in proposals if view.tables[0].seats[0].name in {name for _id, name, _school in p.members}]
    places = f"第{tie.place}–{tie.place + len(tie.members) - 1}名"
    assert f"加赛1第{view.tables[0].number}桌（决定{places}）：{first}，1-0" in text
    if len(view.tables) > 1:
        assert "未赛" in text


def _xiangqi_round(store, number, forfeits=None, view=None):
    """Enter xiangqi round ``number`` (paired now unless its ``view`` is given): 1-0 everywhere, ``forfeits``
    (name → reason) lose by forfeit."""
    view = view or pair_next_round(store, "xiangqi", seed=number)
    round_id = RoundId("xiangqi", FINAL, number)
    for table in view.tables:
        names = [seat.name for seat in table.seats]
        entry = {"score": "1-0"}
        for name, reason in (forfeits or {}).items():
            if name in names:
                entry = {"score": "-+" if names.index(name) == 0 else "+-", "reason": reason}
        record_result(store, "xiangqi", round_id, table.number, entry)
    return round_view(store, "xiangqi", round_id)


def test_report_says_who_forfeited_and_the_reason_entered(demo_store):
    """A forfeit reads "第1轮第2桌：甲、乙，乙弃权（迟到）", not the raw "+-" (#35.5)."""
    view = pair_next_round(demo_store, "xiangqi", seed=1)
    first = view.tables[1].seats
    _xiangqi_round(demo_store, 1, {first[1].name: "late"}, view)
    text = _text(document_bytes(demo_store, "referee_report", "xiangqi"))
    assert f"第1轮第2桌：{first[0].name}、{first[1].name}，{first[1].name}弃权（迟到）" in text
    assert "+-" not in text


def test_report_lists_a_player_dropped_after_forfeits_in_a_row(demo_store):
    """Two forfeits in a row and the player is no longer paired (forfeits_to_withdraw): the report's 退赛
    says so with the round, never "无" (#35.5)."""
    view = pair_next_round(demo_store, "xiangqi", seed=1)
    absent = view.tables[3].seats[0]
    _xiangqi_round(demo_store, 1, {absent.name: "absent"}, view)
    _xiangqi_round(demo_store, 2, {absent.name: "absent"})
    text = _text(document_bytes(demo_store, "referee_report", "xiangqi"))
    assert f"退赛{absent.name}（{absent.school}）连续2次弃权，第2轮后不再编排" in text


def test_report_says_after_which_round_a_player_withdrew(demo_store):
    """A player withdrawn from the tournament after round 1 reads "第1轮后退赛", not a bare 退赛 (#35.5)."""
    view = _xiangqi_round(demo_store, 1)
    leaver = view.tables[0].seats[0]
    withdraw_player(demo_store, leaver.competitor_id)
    text = _text(document_bytes(demo_store, "referee_report", "xiangqi"))
    assert f"退赛{leaver.name}（{leaver.school}）第1轮后退赛" in text
