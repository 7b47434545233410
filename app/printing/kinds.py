"""The printable document kinds, apart from the documents so the command line reads them cheaply."""
from __future__ import annotations

ROUND_KINDS = ("pairings", "seating", "scoresheet", "identity_slips")
CHIEF_LISTS = ("start_list", "schedule", "round_results", "playoffs")  # app/services/chief_lists.py
EVENT_KINDS = ROUND_KINDS + ("standings", "groups", "teams", "crosstable", "checkin") + CHIEF_LISTS  # groups: 预赛
BY_ROUND_KINDS = ROUND_KINDS + ("checkin", "standings", "crosstable")  # what `print --round` can name a round of
AWARD_KINDS = ("certificates", "prize_list", "prize_receipt")  # built from the award list: refused while
# provisional unless forced; of one event or of the whole tournament
KINDS = EVENT_KINDS + ("overall",) + AWARD_KINDS + ("referee_report", "checkin_all")
