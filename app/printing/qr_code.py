"""The live page's address as a QR code (segno, pure Python): SVG for the page, PNG for the hall and the paper."""
from __future__ import annotations

import io

import segno


def qr_svg(url: str) -> str:
    out = io.BytesIO()
    segno.make(url, error="m").save(out, kind="svg", scale=8, border=2, xmldecl=False)
    return out.getvalue().decode()


def qr_png(url: str, scale: int = 8) -> bytes:
    """Black on white with the quiet zone the standard asks (4 modules), ``scale`` pixels a module."""
    out = io.BytesIO()
    segno.make(url, error="m").save(out, kind="png", scale=scale, border=4)
    return out.getvalue()
