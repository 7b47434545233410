"""Printing refusals: a document that cannot be printed now, and certificates of unsettled places."""
from __future__ import annotations

from app.messages import Coded, Message, Words


class PrintError(Coded, ValueError):
    """A document that cannot be printed now; the message says why (Chinese)."""


class ProvisionalRefused(PrintError):
    """Certificates of events whose places are not settled; the referee may force them (marked 未定稿)."""

    def __init__(self, reasons: list[Message]):
        self.reasons = reasons
        super().__init__("print.provisional", reasons=joined(reasons))


def joined(reasons: list[Message]) -> Words:
    """Several reasons as one, in each language."""
    return Words("；".join(r.message("zh") for r in reasons), "; ".join(r.message("en") for r in reasons))


def pdf_bytes(build) -> bytes:
    """The PDF ``build(buffer)`` writes into memory; a name too long for any page (stored before the roster's
    length limits) is a PrintError, not a reportlab traceback."""
    import io

    from reportlab.platypus.doctemplate import LayoutError
    buffer = io.BytesIO()
    try:
        build(buffer)
    except LayoutError:
        raise PrintError("print.too_long") from None
    return buffer.getvalue()
