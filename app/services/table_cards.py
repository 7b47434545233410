"""The round's table entry codes printed: each table's PIN and its page's address (docs/rules.md §9).

The address is the live page's (app/services/live_address.py): the phones open the table's page on the
station that serves it, so the cards are refused while no page is served.
"""
from __future__ import annotations

import io
from urllib.parse import quote

from app.models.store import TournamentStore
from app.printing.data import TableCard, TableCardSheet
from app.rules.events import PRESETS
from app.services import live_address
from app.services.print_errors import PrintError
from app.services.round_views import round_view
from app.services.table_entry import table_codes
from app.stages.round_id import RoundId


def table_url(address: str, code: str, table_number: int, pin: str) -> str:
    """The table's page on the station: ``http://HOST:PORT/table/<event>/<table>?pin=<PIN>``."""
    return f"{address.rstrip('/')}/table/{quote(code)}/{table_number}?pin={quote(pin)}"


def table_card_sheet(store: TournamentStore, code: str, round_id: RoundId, address: str) -> TableCardSheet:
    codes = table_codes(store, code, round_id)
    if not codes:
        raise PrintError("table_entry.no_codes", where=round_id.words())
    view = round_view(store, code, round_id)
    players = {t.number: tuple(f"{s.name}（{s.school}）" if s.school else s.name for s in t.seats)
               for t in view.tables}
    title = f"{PRESETS[code].name_zh} {round_id.words()}"
    return TableCardSheet(title, tuple(TableCard(number, players.get(number, ()), pin,
                                                 table_url(address, code, number, pin))
                                       for number, pin in sorted(codes.items())))


def table_cards_pdf(store: TournamentStore, code: str, round_id: RoundId, address: str | None = None) -> bytes:
    """The PIN list and the table cards as a PDF; refused without codes or without a live page's address."""
    from app.printing.table_cards import build_table_cards
    from app.services.printing import printed_info
    address = live_address.current() if address is None else address
    if not address:
        raise PrintError("table_entry.no_address")
    sheet = table_card_sheet(store, code, round_id, address)
    out = io.BytesIO()
    build_table_cards(printed_info(store), sheet, out)
    return out.getvalue()
