"""What the chief referee's papers print, read from the tournament file: the check-in sheet
(检录表) and the chief referee's report (裁判长报告).

The prize list and the prize-money receipts come from the award list itself
(app/services/printing.py ``award_batch``).
"""
from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import selectinload

from app.models.schema import Entry, GameTable, Player, Result, Round, Stage
from app.models.store import TournamentStore
from app.printing.data import CheckinRow, CheckinSheet, EventReport
from app.pairing.policy import forfeited_out
from app.rules.events import FILLER_NAME, PRESETS, settings_for
from app.scoring.reasons import FORFEIT_REASONS, reason_words
from app.services.checkin import checkin_round, playing_rows
from app.services.disqualification import list_disqualified
from app.services.events import event_for
from app.services.history import PLAYOFF_STAGE
from app.services.round_ids import round_id_of_round
from app.services.standings import event_standings, stage_read
from app.services.tournament import EventInfo, list_events
from app.services.playoffs import places_decided
from app.services.round_views import listed_rounds, round_choices
from app.stages import PRELIMINARY
from app.stages.round_id import RoundId, stage_words
from app.standings.crosstable import withdrawn_words
from app.standings.playoff import places_words

SOURCE_WORDS = {"referee": "裁判判罚", "result": "比赛结果", "fouls": "犯规累计"}


def checkin_sheet(store: TournamentStore, event: EventInfo, round_id: RoundId | None = None) -> CheckinSheet:
    """Every entrant still playing (not withdrawn, not disqualified), by school, for ``round_id``
    (default: the round after the latest paired one, the event's last round at most)."""
    if round_id is None:
        planned = int(event.settings.get("rounds") or PRESETS[event.code].settings["rounds"])
        coming = checkin_round(store, event.code)
        round_id = RoundId(event.code, coming.stage, min(coming.number, max(planned, 1)))
    rows = [CheckinRow(r.name, r.school, r.team) for r in playing_rows(store, event.code, round_id)]
    groups = int(settings_for(event.code, event.settings)["preliminary_groups"])
    return CheckinSheet(event.name_zh, round_id.number, rows, team_event=event.team_event,
                        stage=stage_words(round_id.stage, groups))


def event_reports(store: TournamentStore, code: str | None = None) -> list[EventReport]:
    """The report's facts of every active event (or of one): entrants, rounds, withdrawals,
    forfeits, disqualifications with reason and round, playoffs and their results."""
    events = [e for e in list_events(store) if e.status == "active" and (code is None or e.code == code)]
    return [_event_report(store, event) for event in events]


def _event_report(store: TournamentStore, event: EventInfo) -> EventReport:
    standings = event_standings(store, event.code)
    status = standings.status
    rounds = _rounds_text(store, event, standings)
    disqualified = [f"{d.name}（{d.school}）{d.words()}起取消资格，{SOURCE_WORDS.get(d.source, d.source)}："
                    f"{d.reason}" for d in list_disqualified(store, event.code)]
    history = stage_read(store, event.code)
    last_round = {}
    for game in history.records if history else ():
        for uid in game.participants:
            last_round[uid] = max(last_round.get(uid, 0), game.round)
    with store.read() as session:
        record = event_for(session, event.code)
        withdrawals = _withdrawals(session, record, last_round)
        forfeits, playoffs = _forfeits_and_playoffs(session, record, _playoff_places(store, event.code))
    withdrawals += _dropped(history, int(settings_for(event.code, event.settings)["forfeits_to_withdraw"]))
    state = "最终" if status.final else f"未定稿（{status.reason()}）"
    return EventReport(event.name_zh, event.entrants, rounds, state, withdrawals, forfeits, disqualified, playoffs)


def _stage_rounds(standings) -> str:
    status = standings.status
    return f"共 {status.planned_rounds} 轮，已编排 {standings.rounds_paired} 轮，完成 {status.complete_rounds} 轮"


def _rounds_text(store: TournamentStore, event: EventInfo, standings) -> str:
    """The rounds of each stage, a line each: "预赛：共 7 轮…（2 组，每组前 3 名晋级）", "决赛：共 5 轮…";
    the final's alone in an event without preliminary groups."""
    preliminary = [r for r in listed_rounds(store, event.code) if r.stage == PRELIMINARY]
    if not preliminary:
        return _stage_rounds(standings)
    in_preliminary = standings.stage_kind == PRELIMINARY
    groups = standings if in_preliminary else event_standings(store, event.code, preliminary[-1])
    qualifiers = settings_for(event.code, event.settings)["qualifiers_per_group"]
    first = (f"预赛：{_stage_rounds(groups)}（{len(groups.groups)} 组，每组前 {qualifiers} 名晋级）")
    return f"{first}\n决赛：{'尚未开始' if in_preliminary else _stage_rounds(standings)}"


def _withdrawals(session, event, last_round: dict[int, int]) -> list[str]:
    """Each withdrawn entry with the round after which it left: the event's own (withdrawn_after_round),
    or the tournament's, after the last round its player has a game in the stage in play."""
    entries = session.scalars(select(Entry).where(Entry.event_id == event.id).join(Player)
                              .options(selectinload(Entry.player).selectinload(Player.school))
                              .order_by(Player.name))
    found = []
    for entry in entries:
        if entry.withdrawn_after_round is not None:
            found.append(f"{entry.player.name}（{entry.player.school.name}）第 {entry.withdrawn_after_round} 轮后退出")
        elif entry.player.withdrawn:
            when = withdrawn_words(last_round.get(entry.player.id, 0))
            found.append(f"{entry.player.name}（{entry.player.school.name}）{when}")
    return found


def _dropped(history, limit: int) -> list[str]:
    """Those still entered whom ``limit`` forfeits in a row keep out of the pairing, with the round of
    the last (docs/rules.md §1.5): not withdrawn by anyone, but out all the same."""
    if history is None:
        return []
    found = []
    for competitor in history.competitors:
        if competitor.id in history.active and forfeited_out(history.records, competitor.id, limit):
            last = max(game.round for game in history.records if competitor.id in game.participants)
            found.append(f"{competitor.name}（{competitor.school}）连续 {limit} 次弃权，第 {last} 轮后不再编排")
    return found


def _playoff_places(store: TournamentStore, code: str) -> dict[int, dict[int, tuple[int, int]]]:
    """The places each group of each playoff round decides, by the round's 加赛 number."""
    return {r.number: places_decided(store, r) for r in round_choices(store, code) if r.playoff}


def _forfeits_and_playoffs(session, event, playoff_places) -> tuple[list[str], list[str]]:
    """Forfeited tables of every stage, and each playoff table with the places it decides and its result."""
    tables = session.scalars(
        select(GameTable).join(Round).join(Stage).where(Stage.event_id == event.id)
        .options(selectinload(GameTable.seats), selectinload(GameTable.result),
                 selectinload(GameTable.round).selectinload(Round.stage))
        .order_by(Stage.number, Round.number, GameTable.number))
    forfeits, playoffs = [], []
    groups = settings_for(event.code, event.settings)["preliminary_groups"]
    for table in tables:
        names = "、".join(_seat_name(seat) for seat in table.seats)
        result: Result | None = table.result
        where = f"{stage_words(table.round.stage.kind, groups)}第 {table.round.number} 轮第 {table.number} 桌"
        if table.round.stage.kind == PLAYOFF_STAGE:
            outcome = result.summary if result is not None else "未赛"
            round_id = round_id_of_round(table.round)
            places = places_words(playoff_places.get(round_id.number, {}).get(table.round.group_no))
            decides = f"（决定{places}）" if places else ""
            playoffs.append(f"{round_id.text()} 第 {table.number} 桌{decides}：{names}，{outcome}")
        elif result is not None and result.forfeit:
            forfeits.append(f"{where}：{names}，{_forfeit_words(table, result)}")
    return forfeits, playoffs


FORFEITED_SEATS = {"+-": (1,), "-+": (0,), "--": (0, 1)}  # a two-seat forfeit's summary → who did not play


def _forfeit_words(table, result: Result) -> str:
    """Who forfeited and why, as entered: "乙弃权（迟到）", "甲、乙弃权（缺席）"; another result as its summary."""
    reason = (result.entry or {}).get("reason") if isinstance(result.entry, dict) else None
    why = f"（{reason_words(reason)}）" if reason in FORFEIT_REASONS else ""
    seats = FORFEITED_SEATS.get(result.summary)
    if seats is None or len(table.seats) != 2:
        return f"{result.summary}{why}"
    return "、".join(_seat_name(table.seats[i]) for i in seats) + f"弃权{why}"


def _seat_name(seat) -> str:
    if seat.team is not None:
        return seat.team.name
    return seat.entry.player.name if seat.entry is not None else FILLER_NAME
