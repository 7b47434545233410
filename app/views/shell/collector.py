"""The cycle collector on a station that runs for hours: what start-up built stays out of its passes."""
from __future__ import annotations

import gc

_frozen = [False]


def freeze_what_is_built() -> None:
    """Once a process, after its first file's window has painted: move every object alive then (the modules,
    Qt's wrappers, the window, the file's first reads) to the collector's permanent generation. A full pass
    over them took 90–100 ms on the GUI thread, now and then inside a typed result, at 300 players; after this
    a full pass looks only at what came later. Freezing is a splice of the collector's lists (no pass); a file
    opened later is not frozen, so what its closing leaves behind is still collected."""
    if not _frozen[0]:
        _frozen[0] = True
        gc.freeze()
