"""Who receives what at the ceremony, read from the file: the award list that certificates, the prize
list and the prize-money receipts print (docs/rules.md §7.1)."""
from __future__ import annotations

from dataclasses import dataclass, replace

from app.messages import Message
from app.models.store import TournamentStore
from app.printing.awards import ceremony_order, event_awards, overall_awards, withheld_cup
from app.printing.data import Ranked
from app.rules.events import settings_for
from app.services.print_errors import PrintError, ProvisionalRefused, joined
from app.services.standings import event_teams, overall_table
from app.services.tournament import list_events

@dataclass(frozen=True)
class AwardBatch:
    """The certificates to print and what the referee must settle before the rest can print."""

    awards: list
    notices: list  # Messages: a 棋王杯 withheld for a shared first place


def certificate_awards(store: TournamentStore, code: str | None = None, force: bool = False,
                       ceremony: bool = False) -> list:
    """Every certificate of one event, or of the whole tournament (events, then overall).

    Only a final event's places are settled (docs/rules.md §6.5, §7.1): a provisional event
    is refused with its reason (``ProvisionalRefused``) unless ``force``, and
    then its certificates carry the 未定稿 mark.  An event nobody has placed
    in yet (no complete round) gives none, and a batch with nothing to print
    is refused as such (``print.no_certificates``), never offered to be
    forced; the overall table counts once a counted event has placed, and is a
    draft while any counted event is.  ``ceremony``: in the order they are
    handed out, 6th → 1st.
    """
    return award_batch(store, code, force, ceremony).awards


def award_batch(store: TournamentStore, code: str | None = None, force: bool = False,
                ceremony: bool = False) -> AwardBatch:
    """``certificate_awards`` with the notices of withheld cups."""
    events = [e for e in list_events(store) if e.status == "active" and (code is None or e.code == code)]
    awards, placed, reasons, notices = [], set(), [], []
    for event in events:
        team_rows, standings = event_teams(store, event.code)
        if standings.rounds_paired == 0 and code is None:
            continue  # not started: nothing to refuse in a whole-tournament batch
        if standings.provisional:
            reasons.append(Message("status.event_reason", event=event.words, reason=standings.status.reason_words()))
        if standings.after_round == 0:  # no complete round yet: nobody has placed
            continue
        placed.add(event.code)
        draft = standings.provisional
        ranked = ranked_for_awards(standings.rows)
        if event.team_event:  # the competitors are the teams themselves (三国杀3v3), named with their players
            members = team_members(store, event.code)
            teams = [replace(r, members=members.get(r.name, ())) for r in ranked]
            batch = event_awards(event.code, event.name_zh, [], teams, event.settings)
        else:
            teams = [Ranked(r.school, r.rank, shared=r.shared) for r in team_rows]
            batch = event_awards(event.code, event.name_zh, ranked, teams, event.settings)
            sharing = withheld_cup(event.code, ranked, event.settings)
            if sharing:
                notices.append(Message("print.cup_withheld", event=event.words,
                                       names=sharing))
        amounts = settings_for(event.code, event.settings)["prize_amounts"]
        awards += [replace(award, draft=draft, amount=prize_amount(amounts, award)) for award in batch]
    if code is None:
        overall = overall_table(store)
        if placed.intersection(overall.counted):
            draft = bool(overall.unfinished)
            awards += [replace(award, draft=draft)
                       for award in overall_awards([Ranked(r.school, r.rank, shared=r.shared) for r in overall.rows])]
    if not awards:  # nothing to print, forced or not: said as such, never offered to be forced
        raise PrintError("print.no_certificates", reasons=joined(reasons) if reasons else Message("print.nobody_placed"))
    if reasons and not force:
        raise ProvisionalRefused(reasons)
    return AwardBatch(ceremony_order(awards) if ceremony else awards, notices)


def prize_amount(amounts, award) -> str:
    """The prize money of an award's place from the event's ``prize_amounts`` (by place, 1st first);
    empty when not set or the place brings none. A shared place gets the amount of the place."""
    if not award.with_prize or award.place > len(amounts):
        return ""
    return str(amounts[award.place - 1]).strip()


def team_members(store: TournamentStore, code: str) -> dict[str, tuple[str, ...]]:
    """Each team's players by team name, substitutes included (they are part of the team)."""
    from app.services.checkin import checkin_rows
    members: dict[str, list[str]] = {}
    for row in checkin_rows(store, code, None):
        if row.team:
            members.setdefault(row.team, []).append(row.name)
    return {team: tuple(names) for team, names in members.items()}


def ranked_for_awards(rows) -> list[Ranked]:
    """Places for the awards as the standings give them: a tie no rule or playoff settled is
    shared; the disqualified receive nothing (docs/rules.md §4.7)."""
    return [Ranked(r.name, r.rank, r.school, shared=r.shared) for r in rows if not r.disqualified]
