"""The printable document kinds, apart from the documents so the command line reads them cheaply."""
from __future__ import annotations

ROUND_KINDS = ("pairings", "seating", "scoresheet", "identity_slips")
CHIEF_LISTS = ("start_list", "schedule", "round_results", "playoffs")  # app/services/chief_lists.py
EVENT_KINDS = ROUND_KINDS + ("standings", "teams", "crosstable", "checkin") + CHIEF_LISTS
AWARD_KINDS = ("certificates", "prize_list", "prize_receipt")  # built from the award list: refused while
# provisional unless forced; of one event or of the whole tournament
KINDS = EVENT_KINDS + ("overall",) + AWARD_KINDS + ("referee_report", "checkin_all")
