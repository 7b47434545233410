"""Roster import: read a school's CSV/XLSX entry list, check it, plan what to add.

``read_roster(path)`` gives the raw grid, ``validate(table, existing)`` the
ImportPlan (clean players, problems by spreadsheet row, notices), and
``write_template(path)`` the blank form schools fill in.  No database here:
the import service writes the plan's rows.
"""
from app.roster.plan import (NEW, STATUSES, UNCHANGED, UPDATE, ExistingPlayer, ImportPlan,
                             Problem, RosterRow)
from app.roster.reading import RosterFileError, RosterTable, SourceRow, read_roster
from app.roster.template import TEMPLATE_HEADERS, write_template
from app.roster.validation import parse_events, validate

__all__ = [
    "NEW", "STATUSES", "UNCHANGED", "UPDATE", "ExistingPlayer", "ImportPlan", "Problem",
    "RosterRow", "RosterFileError", "RosterTable", "SourceRow", "read_roster",
    "TEMPLATE_HEADERS", "write_template", "parse_events", "validate",
]
