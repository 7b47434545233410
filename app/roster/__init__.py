"""Roster import: read a school's CSV/XLSX entry list, check it, plan what to add.

``read_roster(path)`` gives the raw grid, ``validate(table, existing)`` the
ImportPlan (clean players, problems by spreadsheet row, notices), and
``write_template(path)`` the blank form schools fill in.  No database here:
the import service writes the plan's rows.

The names below load their module on first use (PEP 562), so ``app.roster.columns``
(field rules every command shares) comes without the readers and the template.
"""
from importlib import import_module

_HOMES = {
    "plan": ("NEW", "STATUSES", "UNCHANGED", "UPDATE", "ExistingPlayer", "ImportPlan", "Problem",
             "RosterRow"),
    "reading": ("RosterFileError", "RosterTable", "SourceRow", "read_roster"),
    "template": ("TEMPLATE_HEADERS", "write_template"),
    "validation": ("parse_events", "validate"),
}
_MODULE_OF = {name: module for module, names in _HOMES.items() for name in names}

__all__ = list(_MODULE_OF)


def __getattr__(name: str):
    if name not in _MODULE_OF:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(import_module(f"{__name__}.{_MODULE_OF[name]}"), name)
