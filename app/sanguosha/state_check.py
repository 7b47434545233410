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
    """A phase or step index the draft has (an index a whole number: 1.0 is no step)."""
    if isinstance(value, (bool, float)) or value not in allowed:
        raise SanguoshaError("console.state_step", field=field, value=value)


def check_in_phase(ok: bool, field: str, value: Any, phase: str) -> None:
    """A field the phase's steps could not have left so (a warm team during the piles, no picks at
    the lineup)."""
    if not ok:
        raise SanguoshaError("console.state_phase", field=field, value=value, phase=phase)


def check_number(field: str, value: Any) -> None:
    """A time or a timer in seconds: a finite number, not below 0."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value < float("inf"):
        raise SanguoshaError("console.state_value", field=field, value=value)


def check_timers(timers: Any, needed: Iterable[str]) -> None:
    """The step timers in seconds, every one the draft's phases read among them."""
    if not isinstance(timers, Mapping):
        raise SanguoshaError("console.state_value", field="timers", value=timers)
    for key in set(needed) | set(timers):
        check_number(f"timers.{key}", timers.get(key))


def check_log(field: str, log: Any, key: str) -> None:
    """An audit log: a list of entries, each naming its ``key`` (what the screens and sheets read)."""
    if not isinstance(log, list) or any(not isinstance(entry, Mapping) or key not in entry for entry in log):
        raise SanguoshaError("console.state_value", field=field, value="…")


def check_history(state, fixed: Iterable[str], check_snapshot) -> None:
    """The undo snapshots of ``state``: each one a state the steps reach (``check_snapshot(snapshot)``
    raises if not), dealt as this one (``fixed`` fields equal) and earlier (its log a shorter start of
    the next one's), so an undo never restores what no step led to."""
    history = state.history
    if not isinstance(history, list):
        raise SanguoshaError("console.state_value", field="history", value="…")
    fields = {f.name for f in dataclasses.fields(state)} - {"history"}
    later_log = state.log
    for number in range(len(history), 0, -1):
        snapshot = history[number - 1]
        try:
            if not isinstance(snapshot, Mapping) or set(snapshot) != fields:
                raise SanguoshaError("console.state_keys", missing="…", extra="…")
            for name in fixed:
                if snapshot[name] != getattr(state, name):
                    raise SanguoshaError("console.state_value", field=name, value="≠")
            log = snapshot["log"]
            if not isinstance(log, list) or len(log) >= len(later_log) or later_log[:len(log)] != log:
                raise SanguoshaError("console.state_value", field="log", value="≠")
            check_snapshot(snapshot)
        except SanguoshaError as error:
            raise SanguoshaError("console.state_history", number=number, reason=error) from error
        later_log = log
