"""The round's table entry codes on paper (docs/rules.md §9): a list of every table's PIN for the desk, then
a card per table with its PIN and a QR code of its page, cut and laid on the tables."""
from __future__ import annotations

import io
from reportlab.lib.units import mm
from reportlab.platypus import Image, PageBreak, Table

from app.printing.data import TableCard, TableCardSheet, TournamentInfo
from app.printing.layout import grid_style, label, para
from app.printing.pages import Output, build_document, frame_width, share_widths
from app.printing.qr_code import qr_png

CARD_QR = 36 * mm
CARDS_ACROSS = 2
CARD_HEIGHT = 70 * mm  # three rows of cards on an A4 page


def _pin_list(sheet: TableCardSheet) -> Table:
    rows = [[label(h, 9, centred=True) for h in ("台号", "对阵", "录入码")]]
    rows += [[label(card.number, 11, centred=True), para(" — ".join(card.players), 9), label(card.pin, 14, True)]
             for card in sheet.cards]
    grid = Table(rows, colWidths=share_widths([14 * mm, 0, 28 * mm], frame_width()), repeatRows=1)
    grid.setStyle(grid_style(("ALIGN", (0, 0), (0, -1), "CENTER")))
    return grid


def _card(sheet: TableCardSheet, card: TableCard, width: float) -> Table:
    code = Image(io.BytesIO(qr_png(card.url)), CARD_QR, CARD_QR)
    words = [label(f"第 {card.number} 桌  Table {card.number}", 16), para(sheet.title, 9),
             *(para(player, 9) for player in card.players), label(f"录入码 Code {card.pin}", 14),
             para("扫码录入本桌成绩，裁判确认后生效 Scan to enter this table's result; the referee confirms it", 7)]
    inner = Table([[code, words]], colWidths=[CARD_QR + 3 * mm, width - CARD_QR - 8 * mm])
    inner.setStyle([("VALIGN", (0, 0), (-1, -1), "MIDDLE")])
    box = Table([[inner], [para(card.url, 7)]], colWidths=[width], rowHeights=[CARD_HEIGHT - 8 * mm, 8 * mm])
    box.setStyle([("BOX", (0, 0), (-1, -1), 0.8, "#000000"), ("VALIGN", (0, 0), (-1, -1), "MIDDLE")])
    return box


def build_table_cards(info: TournamentInfo, sheet: TableCardSheet, out: Output) -> None:
    """The PIN list, then the cards two across, boxed to be cut apart."""
    width = frame_width() / CARDS_ACROSS - 2 * mm
    cards = [_card(sheet, card, width) for card in sheet.cards]
    rows = [cards[i:i + CARDS_ACROSS] + [""] * (CARDS_ACROSS - len(cards[i:i + CARDS_ACROSS]))
            for i in range(0, len(cards), CARDS_ACROSS)]
    grid = Table(rows, colWidths=[frame_width() / CARDS_ACROSS] * CARDS_ACROSS)
    grid.setStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("BOTTOMPADDING", (0, 0), (-1, -1), 3 * mm)])
    build_document(out, info, f"{sheet.title} 桌边录入码", [_pin_list(sheet), PageBreak(), grid])
