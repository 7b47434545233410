"""The printable document kinds, apart from the documents so the command line reads them cheaply, and which
of them an event prints (the 打印 menu offers those, the print refuses the others)."""
from __future__ import annotations

from typing import Mapping

ROUND_KINDS = ("pairings", "seating", "scoresheet", "identity_slips")
CHIEF_LISTS = ("start_list", "schedule", "round_results", "playoffs")  # app/services/chief_lists.py
EVENT_KINDS = ROUND_KINDS + ("standings", "groups", "teams", "crosstable", "checkin") + CHIEF_LISTS  # groups: 预赛
BY_ROUND_KINDS = ROUND_KINDS + ("checkin", "standings", "crosstable")  # what `print --round` can name a round of
AWARD_KINDS = ("certificates", "prize_list", "prize_receipt")  # built from the award list: refused while
# provisional unless forced; of one event or of the whole tournament
KINDS = EVENT_KINDS + ("overall",) + AWARD_KINDS + ("referee_report", "checkin_all")


def event_prints(kind: str, code: str, settings: Mapping) -> bool:
    """Whether the event ``code`` with its ``settings`` has a ``kind`` to print: identity slips only where
    roles are dealt (the tables of eight), the Berger schedule only where a round robin is played (preliminary
    groups, or a final paired as a round robin); every other kind applies to every event."""
    from app.rules.events import PLAYERS_PER_TABLE, PRESETS, ROUND_ROBIN, TABLE_OF_EIGHT
    from app.stages.policy import final_pairing
    preset = PRESETS[code]
    if kind == "identity_slips":
        return preset.format == TABLE_OF_EIGHT
    if kind == "schedule":
        return (int(settings["preliminary_groups"] or 0) > 0
                or final_pairing(settings["pairing"], PLAYERS_PER_TABLE[preset.format]) == ROUND_ROBIN)
    return True
