"""The stage policy of an event (docs/rules.md §1.3), in plain Python: no Qt, no database."""
from app.stages.policy import (FINAL, PRELIMINARY, StageStep, final_pairing, finalists, groups_in_order,
                               next_stage, planned_rounds, stage_named, takes_late_entries)

__all__ = ["FINAL", "PRELIMINARY", "StageStep", "final_pairing", "finalists", "groups_in_order",
           "next_stage", "planned_rounds", "stage_named", "takes_late_entries"]
