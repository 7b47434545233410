"""Widths and sizes fitted to the text they hold, measured with the fonts' own widths.

A table column is as wide as its widest value (a shared place "17（并列）" stays
on one line inside its grid lines); the columns that hold names, schools and
explanations share what is left and wrap inside their cells; a header wider
than its values goes onto two lines rather than shrinking to an unreadable
size; a long title shrinks, then takes a second line.
"""
from __future__ import annotations

from typing import Sequence

from app.printing.line_breaks import break_lines
from app.printing.fonts import text_width

CELL_PADDING = 3  # points each side: grid_style's LEFTPADDING / RIGHTPADDING
SLACK = 1.5  # points: rounding between this measure and reportlab's line breaking
NO_LINE_START = set("，。、；：？！）》」』”’,.;:?!)")


def cell_width(texts: Sequence[str], size: float) -> float:
    """The width a column needs to show each of ``texts`` on one line at ``size``."""
    return max((text_width(str(t), size) for t in texts), default=0) + 2 * CELL_PADDING + SLACK


def _is_ascii_word(char: str) -> bool:
    return char.isascii() and char.isalnum()


def header_lines(text: str, size: float) -> list[str]:
    """A column header on two lines where it reads best: between Chinese and Latin
    (三国杀 / 1v1), else where the wider line is narrowest; never inside a Latin word or before ）。"""
    if len(text) < 4:
        return [text]
    splits = [i for i in range(1, len(text))
              if not (_is_ascii_word(text[i - 1]) and _is_ascii_word(text[i])) and text[i] not in NO_LINE_START
              and text[i - 1] not in "（(“"]
    script = [i for i in splits if text[i - 1].isascii() != text[i].isascii()]
    candidates = script or splits
    if not candidates:
        return [text]
    best = min(candidates, key=lambda i: max(text_width(text[:i], size), text_width(text[i:], size)))
    return [text[:best], text[best:]]


def fitted_header(text: str, size: float, value_width: float) -> list[str]:
    """One line when the header is no wider than the column's values need, else two."""
    if cell_width([text], size) <= value_width:
        return [text]
    return header_lines(text, size)


def share_flexible(needs: Sequence[float], floors: Sequence[float], room: float) -> list[float]:
    """Widths for the wrapping columns: each its whole need when all fit ``room``; else the
    narrow ones keep their need and the wide ones share the rest equally (never below their floor)."""
    if sum(needs) <= room:
        extra = room - sum(needs)
        total = sum(needs) or 1
        return [need + extra * need / total for need in needs]
    widths = [0.0] * len(needs)
    open_columns = list(range(len(needs)))
    left = room
    while open_columns:
        share = left / len(open_columns)
        settled = [i for i in open_columns if needs[i] <= share]
        if not settled:
            for i in open_columns:
                widths[i] = max(share, floors[i])
            break
        for i in settled:
            widths[i] = needs[i]
            left -= needs[i]
            open_columns.remove(i)
    return widths


def title_lines(text: str, size: float, width: float, min_one_line: float = 9,
                min_size: float = 7, two_lines_at: float = 11) -> tuple[list[str], float]:
    """(lines, size) of a page title: one line shrunk down to ``min_one_line``; past that two
    lines at the largest size up to ``two_lines_at`` that holds them (not below ``min_size``),
    or more lines at ``min_size``."""
    whole = text_width(text, size)
    if whole <= width:
        return [text], size
    one_line = size * width / whole
    if one_line >= min_one_line:
        return [text], one_line
    candidate = min(size, two_lines_at)
    while candidate > min_size:
        lines, _ = break_lines(text, candidate, width)
        if len(lines) <= 2:
            return lines, candidate
        candidate -= 0.5
    return break_lines(text, min_size, width)[0], min_size
