"""Checks of a stored console state before it is resumed: a file edited by hand, written by an
older station or damaged must be refused with the reason, never raise a raw error later."""
from __future__ import annotations

import dataclasses
from typing import Any, Iterable, Mapping

from app.sanguosha.errors import SanguoshaError


def check_fields(data: Any, state_class) -> None:
    """Exactly the state's fields: none missing, none unknown."""
    if not isinstance(data, Mapping):
        raise SanguoshaError("console.state_keys", missing=state_class.__name__, extra="—")
    fields = {field.name for field in dataclasses.fields(state_class)}
    missing, extra = sorted(fields - set(data)), sorted(set(data) - fields)
    if missing or extra:
        raise SanguoshaError("console.state_keys", missing=", ".join(missing) or "—", extra=", ".join(extra) or "—")


def check_names(names: Iterable[str], allowed: Iterable[str], where: str) -> None:
    """Every general named was dealt (or picked) where the state says it comes from."""
    allowed = set(allowed)
    stray = [name for name in names if name not in allowed]
    if stray:
        raise SanguoshaError("console.state_not_dealt", general=stray[0], where=where)


def check_step(field: str, value: Any, allowed) -> None:
    """A phase or step index the draft has."""
    if isinstance(value, bool) or value not in allowed:
        raise SanguoshaError("console.state_step", field=field, value=value)
