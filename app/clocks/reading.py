"""How a clock reads, one rule for the referee's windows and the hall screen: truncated, so a clock
never shows more time than is left (the hall's round timer and the desk's agree to the second)."""
from __future__ import annotations

import math


def format_clock(seconds: float, tenths: bool = True) -> str:
    """H:MM:SS, M:SS, or S.t under 10 s when ``tenths`` (the hall, repainted twice a second, leaves them
    out and reads 0:09); never negative."""
    seconds = max(0.0, seconds)
    if tenths and seconds < 10:
        return f"{math.floor(seconds * 10 + 1e-9) / 10:.1f}"
    whole = int(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"
