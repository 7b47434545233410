"""How every screen and sheet writes points and tie-break values: one function, so they agree.

At most two decimals, half up (21.125 → 21.13), trailing zeros dropped
(7.0 → 7, 2.50 → 2.5).  A total shown with its parts (a school's overall row:
place points per event, then the sum) shows parts that add up to the shown
total: the hundredths lost by rounding go to the parts that lost the most
(largest remainder).  JSON output keeps the numbers themselves.
"""
from __future__ import annotations

from decimal import ROUND_FLOOR, ROUND_HALF_UP, Decimal
from functools import lru_cache
from typing import Optional, Sequence

from app.messages import format_message

HUNDREDTH = Decimal("0.01")


def _decimal(value: float) -> Decimal:
    """The float as written by repr (0.1 stays 0.1, 21.125 stays 21.125)."""
    return Decimal(repr(float(value)))


def _text(hundredths: Decimal) -> str:
    text = format(hundredths.quantize(HUNDREDTH), "f")
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def place_text(rank: int, shared: bool, wide: bool = False, language: str = "zh") -> str:
    """A place as every screen and sheet writes it: 3, a shared one 3= in either language (docs/rules.md §6.1:
    never silently ordered), or in a sheet's wide place column 3（并列） (app/messages "place.shared_wide")."""
    if not shared:
        return str(rank)
    return format_message("place.shared_wide", {"rank": rank}, language) if wide else f"{rank}="


def points_text(value: Optional[float]) -> str:
    """7.0 → "7", 2.75 → "2.75", 1/3 → "0.33", 21.125 → "21.13", None → ""."""
    if value is None or value == "":
        return ""
    return _rounded_text(float(value))


@lru_cache(maxsize=8192)
def _rounded_text(value: float) -> str:
    """Kept per value: a standings table writes the same few numbers thousands of times per result."""
    return _text(_decimal(value).quantize(HUNDREDTH, rounding=ROUND_HALF_UP))


def parts_text(parts: Sequence[Optional[float]], total: float) -> tuple[list[str], str]:
    """The shown parts and the shown total, the parts adding up exactly to the total.

    A missing part (None) is shown empty and counts nothing.  Each part is
    rounded down to the hundredth, then the hundredths still missing to reach
    the rounded total go one each to the parts with the largest remainders
    (earlier parts first on equal remainders).
    """
    shown_total = _decimal(total).quantize(HUNDREDTH, rounding=ROUND_HALF_UP)
    exact = [None if p is None else _decimal(p) for p in parts]
    floors = [None if p is None else p.quantize(HUNDREDTH, rounding=ROUND_FLOOR) for p in exact]
    present = [i for i, p in enumerate(exact) if p is not None]
    missing = int((shown_total - sum((floors[i] for i in present), Decimal(0))) / HUNDREDTH)
    if not 0 <= missing <= len(present):  # parts that do not make up the total: round each alone
        return [points_text(p) for p in parts], _text(shown_total)
    by_remainder = sorted(present, key=lambda i: (-(exact[i] - floors[i]), i))
    for i in by_remainder[:missing]:
        floors[i] += HUNDREDTH
    return ["" if f is None else _text(f) for f in floors], _text(shown_total)
