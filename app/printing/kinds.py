"""The printable document kinds, apart from the documents so the command line reads them cheaply."""
from __future__ import annotations

ROUND_KINDS = ("pairings", "seating", "scoresheet", "identity_slips")
EVENT_KINDS = ROUND_KINDS + ("standings", "teams", "crosstable")
KINDS = EVENT_KINDS + ("overall", "certificates")
