"""Breaking text into lines without cutting a name, an event or a place (certificates, titles).

reportlab's CJK wrapping may break between any two characters, so 象棋 could
end one line and start the next as 象 / 棋. Filled-in values are marked as
unbreakable spans (``keep``); the wording is cut only between other
characters, never before closing punctuation (，。…) nor after an opening one
(（“…), and the caller shrinks the text until every span fits a line.
"""
from __future__ import annotations

from functools import lru_cache

from app.printing.fonts import text_width

KEEP_OPEN, KEEP_CLOSE = "\ue000", "\ue001"  # private-use marks around a value that must not break
NO_LINE_START = set("，。、；：？！）》」』”’,.;:?!)%·…—")
NO_LINE_END = set("（《「『“‘(")


def keep(value: str) -> str:
    """``value`` marked as one unbreakable span (empty stays empty)."""
    return f"{KEEP_OPEN}{value}{KEEP_CLOSE}" if value else ""


def unmarked(text: str) -> str:
    """The text as printed: the marks removed."""
    return text.replace(KEEP_OPEN, "").replace(KEEP_CLOSE, "")


def tokens(text: str) -> list[str]:
    """Pieces a line may end after: single characters, and each marked span whole, with
    closing punctuation held to the piece before it and opening punctuation to the piece after."""
    pieces: list[str] = []
    span: list[str] | None = None
    for char in text:
        if char == KEEP_OPEN:
            span = []
        elif char == KEEP_CLOSE and span is not None:
            pieces.append("".join(span))
            span = None
        elif span is not None:
            span.append(char)
        else:
            pieces.append(char)
    if span:
        pieces.append("".join(span))
    joined: list[str] = []
    glue_next = False
    for piece in pieces:
        if joined and (glue_next or piece[0] in NO_LINE_START or piece == " "):
            joined[-1] += piece
        else:
            joined.append(piece)
        glue_next = piece[-1] in NO_LINE_END
    return joined


@lru_cache(maxsize=4096)
def _unit_width(piece: str) -> float:
    return text_width(piece, 1.0)


def break_lines(text: str, size: float, width: float, indent: float = 0.0) -> tuple[list[str], bool]:
    """(lines, whole): ``text`` set at ``size`` in lines of ``width`` (the first ``indent`` narrower).

    ``whole`` is False when a piece is wider than a line and had to be cut: the caller
    shrinks the text and tries again.
    """
    lines: list[str] = []
    line, used, room, whole = "", 0.0, width - indent, True
    for piece in tokens(text):
        piece_width = _unit_width(piece) * size
        if line and used + piece_width > room:
            lines.append(line)
            line, used, room = "", 0.0, width
            piece = piece.lstrip(" ")
            piece_width = _unit_width(piece) * size
        if piece_width > room:  # wider than a whole line: cut it, as a last resort
            whole = False
            for char in piece:
                char_width = _unit_width(char) * size
                if line and used + char_width > room:
                    lines.append(line)
                    line, used, room = "", 0.0, width
                line, used = line + char, used + char_width
            continue
        line, used = line + piece, used + piece_width
    if line or not lines:
        lines.append(line)
    return lines, whole
