"""Ranking schools by a total and labelled tie-break criteria, with the reason in Chinese."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

from app.standings.numbers import points_text


@dataclass(frozen=True)
class Criterion:
    """One tie-break: ``key`` sorts ascending (smaller is better); ``shown`` is the value in words."""

    label: str
    key: Callable[[Any], Any]
    shown: Callable[[Any], str]


@dataclass(frozen=True)
class Placed:
    rank: int
    shared: bool
    item: Any
    explanation: str


def number(value: float) -> str:
    """8.0 -> "8", 7.5 -> "7.5": the one number format (app.standings.numbers)."""
    return points_text(value)


def rank_with_reasons(items: Sequence[Any], total: Callable[[Any], float],
                      name: Callable[[Any], str], criteria: Sequence[Criterion]) -> list[Placed]:
    """Higher total first, then the criteria in order; equal on all of them is a shared place."""
    def full_key(item):
        return (-round(total(item), 9),) + tuple(c.key(item) for c in criteria)

    ordered = sorted(items, key=lambda item: (full_key(item), name(item)))
    placed: list[Placed] = []
    start = 0
    while start < len(ordered):
        end = start
        while end < len(ordered) and round(total(ordered[end]), 9) == round(total(ordered[start]), 9):
            end += 1
        placed.extend(_place_group(ordered[start:end], start, full_key, total, name, criteria))
        start = end
    return placed


def _place_group(group, offset, full_key, total, name, criteria) -> list[Placed]:
    tiers: list[list[Any]] = []
    for item in group:
        if tiers and full_key(tiers[-1][0]) == full_key(item):
            tiers[-1].append(item)
        else:
            tiers.append([item])
    placed = []
    rank = offset + 1
    for index, tier in enumerate(tiers):
        for item in tier:
            placed.append(Placed(rank, len(tier) > 1, item,
                                 _reason(item, tier, tiers, index, group, rank, total, name, criteria)))
        rank += len(tier)
    return placed


def _reason(item, tier, tiers, index, group, rank, total, name, criteria) -> str:
    if len(group) == 1:
        return ""
    points = number(total(item))
    if len(tier) > 1:
        mates = "、".join(name(i) for i in tier if i is not item)
        compared = "，各项比较均相同" if criteria else ""
        return f"与{mates}同为{points}分{compared}，并列第{rank}名"
    others = "、".join(name(i) for i in group if i is not item)
    neighbours = [tiers[j][0] for j in (index - 1, index + 1) if 0 <= j < len(tiers)]
    deciding = max(_first_difference(item, other, criteria) for other in neighbours)
    rule = criteria[deciding]
    return f"与{others}同为{points}分，按{rule.label}排定（本校{rule.shown(item)}）"


def _first_difference(a, b, criteria) -> int:
    for index, criterion in enumerate(criteria):
        if criterion.key(a) != criterion.key(b):
            return index
    return len(criteria) - 1
