"""The cycle collector on a station that runs for hours: what start-up and each open file built stays out of its passes."""
from __future__ import annotations

import gc

_frozen = [False]


def freeze_what_is_built() -> None:
    """After each file's window has painted: move every object alive then (the modules, Qt's wrappers, the
    window, the file's first reads) to the collector's permanent generation. A full pass over them took
    90–100 ms on the GUI thread, now and then inside a typed result, at 300 players (about 70 ms at 5,000 for
    a file opened second, which was left out); after this a full pass looks only at what came later. The
    first freeze is a splice of the collector's lists (no pass); a later file's first unfreezes and collects
    once (what the earlier file's closing left behind), at the open rather than inside a result."""
    if _frozen[0]:
        gc.unfreeze()
        gc.collect()
    _frozen[0] = True
    gc.freeze()
