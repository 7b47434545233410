"""Printing use case: read the tournament file into app.printing's records and build a PDF.

``print_document(store, kind, out, event=None, round_id=None, template=None)``
builds one of ``KINDS``. The whole document is built in memory first, so a
refusal (``PrintError``: unknown event, round not paired ...) writes nothing.
Student IDs never reach a document: players are numbered by their crosstable
number, and only the lord's identity card is public (sealed slips aside).
"""
from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO, Union

from app.messages import Message
from app.files.output_guard import check_output_path, write_output
from app.models.store import TournamentStore
from app.printing.kinds import AWARD_KINDS, CHIEF_LISTS, EVENT_KINDS, KINDS, ROUND_KINDS  # noqa: F401 (re-exported)
from app.printing.data import TournamentInfo
from app.services.awards import award_batch, certificate_awards, ranked_for_awards  # noqa: F401 (re-exported)
from app.services.certificate_template import certificate_template
from app.services.pairing_sheets import build_round_sheet, pairing_sheet  # noqa: F401 (re-exported)
from app.services.print_errors import PrintError, ProvisionalRefused, pdf_bytes  # noqa: F401 (re-exported)
from app.services.standings_sheets import (RANKING_KINDS, build_ranking_sheet, crosstable,  # noqa: F401
                                           group_sheet, number, overall_sheet, ranking_words, standings_sheet,
                                           team_sheet)
from app.services.tournament import EventInfo, event_info, tournament_info
from app.services.tournament_facts import date_text, printed_facts  # noqa: F401 (re-exported)
from app.stages.round_id import RoundId, printed

if TYPE_CHECKING:
    from app.printing.certificate_template import CertificateTemplate

Output = Union[str, Path, BinaryIO]

KIND_TITLES = {"pairings": "对阵表", "seating": "找座位表", "scoresheet": "记分签名表", "identity_slips": "身份牌",
               "standings": "个人排名表", "groups": "预赛分组排名表", "teams": "团体排名表", "crosstable": "交叉表",
               "overall": "总团体排名表", "certificates": "荣誉证书", "checkin": "检录表",
               "prize_list": "获奖名单", "prize_receipt": "奖金签领表", "referee_report": "裁判长报告",
               "start_list": "参赛名单", "schedule": "循环赛轮次表", "round_results": "各轮成绩", "playoffs": "加赛一览",
               "checkin_all": "全部项目检录表"}

def print_document(store: TournamentStore, kind: str, out: Output, event: str | None = None,
                   round_id: RoundId | None = None, template: CertificateTemplate | None = None,
                   force: bool = False, ceremony: bool = False) -> None:
    """Build the document and write it to ``out`` (a path or a binary file); nothing on error.

    ``force``: certificates of a provisional event, each page marked 未定稿 (the referee's choice).
    ``ceremony``: certificates in the order they are handed out (6th → 1st).
    """
    if isinstance(out, (str, Path)):
        check_output_path(out, store.path)  # never over the tournament file (raises OutputPathError)
    data = document_bytes(store, kind, event, round_id, template, force, ceremony)
    if isinstance(out, (str, Path)):
        write_output(out, data, store.path)  # whole or not at all, never over a database
    else:
        out.write(data)


def document_bytes(store: TournamentStore, kind: str, event: str | None = None,
                   round_id: RoundId | None = None, template: CertificateTemplate | None = None,
                   force: bool = False, ceremony: bool = False) -> bytes:
    """The PDF of one document in memory (for a preview); raises PrintError on bad input.

    A name too long for any page (stored before the roster's length limits) is
    a PrintError too, not a reportlab traceback.
    """
    return pdf_bytes(lambda buffer: _build(store, kind, event, round_id, template, force, ceremony, buffer))


def _build(store: TournamentStore, kind: str, event: str | None, round_id: RoundId | None,
           template: CertificateTemplate | None, force: bool, ceremony: bool, buffer: BinaryIO) -> None:
    # reportlab's document machinery (~0.4 s to import): loaded on the first print, not at start-up
    from app.printing.certificates import CertificateError, build_certificates
    from app.printing.standings import build_standings_sheet
    if kind not in KINDS:
        raise PrintError("print.unknown_kind", kind=kind, kinds=list(KINDS))
    info = printed_info(store)
    target = _event(store, event) if kind in EVENT_KINDS or event else None
    if kind in ROUND_KINDS:
        build_round_sheet(store, info, kind, target, round_id, buffer)
    elif kind in RANKING_KINDS:
        build_ranking_sheet(store, info, kind, target, round_id, buffer)
    elif kind == "checkin":
        from app.printing.referee_papers import build_checkin_sheet
        from app.services.referee_papers import checkin_sheet
        build_checkin_sheet(info, checkin_sheet(store, target, round_id), buffer)
    elif kind in CHIEF_LISTS:
        from app.services import chief_lists
        reader = {"start_list": chief_lists.start_list, "schedule": chief_lists.schedule,
                  "round_results": chief_lists.round_results, "playoffs": chief_lists.playoff_summary}[kind]
        build_standings_sheet(info, reader(store, target), buffer)
    elif kind == "checkin_all":
        from app.printing.referee_papers import build_checkin_sheet
        from app.services.chief_lists import tournament_checkin
        build_checkin_sheet(info, tournament_checkin(store), buffer)
    elif kind == "referee_report":
        from app.printing.referee_papers import build_referee_report
        from app.services.referee_papers import event_reports
        build_referee_report(info, event_reports(store, target.code if target else None), buffer)
    elif kind in ("prize_list", "prize_receipt"):
        from app.printing.award_lists import build_prize_list, build_prize_receipt
        batch = award_batch(store, target.code if target else None, force, ceremony=kind == "prize_list")
        scope = target.name_zh if target else ""
        if kind == "prize_list":
            build_prize_list(info, batch.awards, buffer, [str(n) for n in batch.notices], scope)
        else:
            build_prize_receipt(info, batch.awards, buffer, scope)
    else:
        template = template or certificate_template(store)  # the one stored in the file
        try:
            template.check()  # a bad template is refused before anything else is asked
        except CertificateError as exc:
            raise PrintError("message.passed_on", error=exc) from None
        awards = certificate_awards(store, target.code if target else None, force, ceremony)
        try:
            build_certificates(info, awards, buffer, template)
        except CertificateError as exc:
            raise PrintError("message.passed_on", error=exc) from None


def print_notices(store: TournamentStore, kind: str, event: str | None = None) -> list[Message]:
    """What the referee must settle before a printed document is complete (a 棋王杯 withheld for a
    shared first place); empty for a complete document. Called after a successful print."""
    if kind not in AWARD_KINDS:
        return []
    return award_batch(store, event, force=True).notices


def document_title(kind: str, event_name: str = "", round_id: RoundId | None = None) -> str:
    """A title for dialogs and file names, e.g. "象棋 第2轮 对阵表", "围棋 加赛2 记分签名表"."""
    parts = [event_name, printed(round_id.words()) if round_id else "", KIND_TITLES.get(kind, kind)]
    return " ".join(p for p in parts if p)


# -- the tournament and its events ----------------------------------------------

def printed_info(store: TournamentStore, now: datetime | None = None) -> TournamentInfo:
    """Name, organiser, venue, dates and the time printed (``now``, default the clock) for every
    page header and certificate."""
    return printed_facts(tournament_info(store), now)


def _event(store: TournamentStore, code: str | None) -> EventInfo:
    if not code:
        raise PrintError("print.event_needed")
    try:
        return event_info(store, code)
    except (LookupError, KeyError):
        raise PrintError("print.event_not_held", code=code) from None

