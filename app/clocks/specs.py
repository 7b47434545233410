"""Clock settings dicts (the per-event "clock" setting) to specs and back, with validation.

Shapes, all times in seconds (every two-player mode also takes ``game_cap``):
  {"mode": "sudden_death", "main"}          {"mode": "fischer", "main", "increment"}
  {"mode": "bronstein", "main", "delay"}    {"mode": "simple_delay", "main", "delay"}
  {"mode": "byoyomi", "main", "periods", "period"}
  {"mode": "canadian", "main", "moves", "period"}
  {"mode": "multi_stage", "stages": [{"kind", "seconds", "moves", "periods",
                                       "increment", "delay", "delay_kind"}, ...]}
  {"mode": "move_limit", "per_move", "game_cap"}
  {"mode": "countdown", "duration", "extra", "alert_at", "actions": {name: seconds}}
  {"mode": "stopwatch"}
"""
from __future__ import annotations

from dataclasses import asdict
from types import MappingProxyType
from typing import Any, Mapping

from app.clocks.modes import (BRONSTEIN, BYOYOMI, CANADIAN, DELAY_KINDS, MAIN, SIMPLE_DELAY,
                              STAGE_KINDS, ClockSpec, CountdownSpec, Stage, StopwatchSpec)
from app.messages import Message, Refusal

# Each clock field as a refusal names it (app/messages "clock_field.*").
FIELD_NAMES = {field: Message(f"clock_field.{field}") for field in (
    "mode", "main", "increment", "delay", "periods", "period", "moves", "per_move", "game_cap", "duration",
    "extra", "alert_at", "actions", "stages", "kind", "seconds", "delay_kind", "origin")}
_REQUIRED = {
    "sudden_death": ("main",), "fischer": ("main", "increment"), "bronstein": ("main", "delay"),
    "simple_delay": ("main", "delay"), "byoyomi": ("main", "periods", "period"),
    "canadian": ("main", "moves", "period"), "multi_stage": ("stages",),
    "move_limit": ("per_move",), "countdown": ("duration",), "stopwatch": (),
}
_OPTIONAL = {"countdown": ("extra", "alert_at", "actions"), "stopwatch": (),
             "multi_stage": ("game_cap", "origin")}
_INTEGERS = ("periods", "moves")
_POSITIVE = ("period", "per_move", "duration")
MODES = tuple(_REQUIRED)

Spec = ClockSpec | CountdownSpec | StopwatchSpec


def _bad(field: str, code: str, **params) -> Refusal:
    key = field.split(".")[-1] if field.split(".")[-1] in FIELD_NAMES else field.split(".")[0]
    label = FIELD_NAMES.get(key, field)
    return Refusal(code, field=field, label=label, **params)


def _number(settings: Mapping[str, Any], key: str, label: str | None = None) -> float:
    label = label or key
    value = settings[key]
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        try:
            value = float(value)
        except (TypeError, ValueError):
            raise _bad(label, "clock_settings.not_a_number", value=value) from None
    if value < 0:
        raise _bad(label, "clock_settings.negative", value=value)
    base = key.split(".")[-1]
    if base in _INTEGERS:
        if value != int(value) or value < 1:
            raise _bad(label, "clock_settings.not_whole", value=value)
        return int(value)
    if base in _POSITIVE and value == 0:
        raise _bad(label, "clock_settings.not_positive")
    return float(value)


def validate_clock_settings(settings: Mapping[str, Any]) -> dict[str, Any]:
    """Check a clock settings dict; return it normalised or raise ValueError naming the field."""
    if not isinstance(settings, Mapping):
        raise _bad("mode", "clock_settings.not_mapping")
    mode = settings.get("mode")
    if mode not in _REQUIRED:
        raise _bad("mode", "clock_settings.bad_mode", mode=mode, modes=list(MODES))
    allowed = _REQUIRED[mode] + _OPTIONAL.get(mode, ("game_cap",))
    clean: dict[str, Any] = {"mode": mode}
    for key in settings:
        if key != "mode" and key not in allowed:
            raise _bad(key, "clock_settings.not_for_mode", mode=mode)
    for key in _REQUIRED[mode]:
        if key not in settings:
            raise _bad(key, "clock_settings.missing")
    for key in allowed:
        if key not in settings or key in ("stages", "actions", "origin"):
            continue
        clean[key] = _number(settings, key)
    if mode in ("sudden_death", "fischer", "bronstein", "simple_delay") and clean["main"] == 0:
        raise _bad("main", "clock_settings.not_positive")
    if mode == "countdown":
        clean["actions"] = _actions(settings.get("actions", {}))
        end = clean["duration"] + clean.get("extra", 0.0)
        if clean.get("alert_at", 0.0) > end:
            raise _bad("alert_at", "clock_settings.alert_after_end", end=f"{end:g}")
    if mode == "multi_stage":
        clean["stages"] = _stages(settings["stages"])
        if "origin" in settings:
            clean["origin"] = str(settings["origin"])
    return clean


def _actions(actions: Any) -> dict[str, float]:
    if not isinstance(actions, Mapping):
        raise _bad("actions", "clock_settings.actions_mapping")
    clean = {}
    for name, seconds in actions.items():
        clean[str(name)] = _number({f"actions.{name}": seconds}, f"actions.{name}")
        if clean[str(name)] == 0:
            raise _bad(f"actions.{name}", "clock_settings.not_positive")
    return clean


def _stages(stages: Any) -> list[dict[str, Any]]:
    if not isinstance(stages, (list, tuple)) or not stages:
        raise _bad("stages", "clock_settings.stages_list")
    clean = []
    for index, stage in enumerate(stages):
        where = f"stages[{index}]"
        if not isinstance(stage, Mapping) or stage.get("kind") not in STAGE_KINDS:
            raise _bad(f"{where}.kind", "clock_settings.bad_stage_kind", kinds=list(STAGE_KINDS))
        kind = stage["kind"]
        unknown = set(stage) - {"kind", "seconds", "moves", "periods", "increment", "delay",
                                "delay_kind"}
        if unknown:
            raise _bad(f"{where}.{sorted(unknown)[0]}", "clock_settings.unknown_item")
        item: dict[str, Any] = {"kind": kind}
        for key in ("seconds", "moves", "periods", "increment", "delay"):
            if stage.get(key) not in (None, 0):
                item[key] = _number(stage, key, f"{where}.{key}")
        item.setdefault("seconds", 0.0)
        delay_kind = stage.get("delay_kind", "")
        if delay_kind not in DELAY_KINDS or bool(delay_kind) != bool(item.get("delay")):
            raise _bad(f"{where}.delay_kind", "clock_settings.delay_kind")
        if delay_kind:
            item["delay_kind"] = delay_kind
        last = index == len(stages) - 1
        if kind != MAIN:
            if not last:
                raise _bad(f"{where}.kind", "clock_settings.byoyomi_last")
            if item["seconds"] == 0:
                raise _bad(f"{where}.seconds", "clock_settings.not_positive")
            needed = "periods" if kind == BYOYOMI else "moves"
            if needed not in item:
                raise _bad(f"{where}.{needed}", "clock_settings.missing")
            if item.get("increment") or item.get("delay"):
                raise _bad(f"{where}.increment", "clock_settings.increment_main_only")
        elif item.get("moves") and (last or stages[index + 1].get("kind") != MAIN):
            raise _bad(f"{where}.moves", "clock_settings.moves_then_main")
        elif item.get("periods"):
            raise _bad(f"{where}.periods", "clock_settings.periods_byoyomi_only")
        clean.append(item)
    return clean


def spec_from_settings(settings: Mapping[str, Any]) -> Spec:
    """Build the spec a clock settings dict describes (validated first)."""
    s = validate_clock_settings(settings)
    mode = s["mode"]
    if mode == "stopwatch":
        return StopwatchSpec()
    if mode == "countdown":
        return CountdownSpec(s["duration"], s.get("extra", 0.0), s.get("alert_at", 0.0),
                             MappingProxyType(dict(s["actions"])))
    cap = s.get("game_cap", 0.0)
    if mode == "move_limit":
        return ClockSpec(per_move=s["per_move"], game_cap=cap, origin=mode)
    if mode == "multi_stage":
        stages = tuple(Stage(**stage) for stage in s["stages"])
        return ClockSpec(stages, game_cap=cap, origin=s.get("origin", mode))
    main = s["main"]
    first = {
        "sudden_death": Stage(MAIN, main),
        "fischer": Stage(MAIN, main, increment=s.get("increment", 0.0)),
        "bronstein": Stage(MAIN, main, delay=s.get("delay", 0.0),
                           delay_kind=BRONSTEIN if s.get("delay") else ""),
        "simple_delay": Stage(MAIN, main, delay=s.get("delay", 0.0),
                              delay_kind=SIMPLE_DELAY if s.get("delay") else ""),
    }.get(mode, Stage(MAIN, main))
    overtime = {
        "byoyomi": lambda: Stage(BYOYOMI, s["period"], periods=s["periods"]),
        "canadian": lambda: Stage(CANADIAN, s["period"], moves=s["moves"]),
    }.get(mode)
    if overtime is None:
        stages = (first,)
    else:
        stages = ((first,) if main else ()) + (overtime(),)
    return ClockSpec(stages, game_cap=cap, origin=mode)


def spec_to_settings(spec: Spec) -> dict[str, Any]:
    """A settings dict that ``spec_from_settings`` turns back into an equal spec."""
    if isinstance(spec, StopwatchSpec):
        return {"mode": "stopwatch"}
    if isinstance(spec, CountdownSpec):
        return {"mode": "countdown", "duration": spec.duration, "extra": spec.extra,
                "alert_at": spec.alert_at, "actions": dict(spec.actions)}
    if spec.is_move_limit:
        return {"mode": "move_limit", "per_move": spec.per_move, "game_cap": spec.game_cap}
    stages = [{k: v for k, v in asdict(stage).items() if v or k in ("kind", "seconds")}
              for stage in spec.stages]
    return {"mode": "multi_stage", "stages": stages, "game_cap": spec.game_cap,
            "origin": spec.origin}
