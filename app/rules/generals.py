"""The Sanguosha general pools as data: name, kingdom, maximum HP and the flags the rules read.

The 3v3 pool (docs/rules.md §5.1): 25 standard + 7 Wind generals, without
于吉 and the gods.  The 1v1 pool (docs/rules.md §5.4): the 25 standard generals.  The
seeds give only the counts, so the names below follow the published standard
edition and the 风 expansion; the head referee should check them.  A pool is
chosen by name with the event's ``general_pool`` setting.
"""
from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType

BUQU = "buqu"  # 周泰's 不屈: lives on at 1 HP or less (time-up lost-HP check)


@dataclass(frozen=True)
class General:
    """One general card: ``edition`` is "standard" or "wind"; ``flags`` name rule exceptions."""

    name: str
    kingdom: str  # 魏 蜀 吴 群
    max_hp: int
    edition: str
    flags: tuple[str, ...] = ()


_STANDARD = (
    ("曹操", "魏", 4), ("司马懿", "魏", 3), ("夏侯惇", "魏", 4), ("张辽", "魏", 4),
    ("许褚", "魏", 4), ("郭嘉", "魏", 3), ("甄姬", "魏", 3),
    ("刘备", "蜀", 4), ("关羽", "蜀", 4), ("张飞", "蜀", 4), ("诸葛亮", "蜀", 3),
    ("赵云", "蜀", 4), ("马超", "蜀", 4), ("黄月英", "蜀", 3),
    ("孙权", "吴", 4), ("甘宁", "吴", 4), ("吕蒙", "吴", 4), ("黄盖", "吴", 4),
    ("周瑜", "吴", 3), ("大乔", "吴", 3), ("陆逊", "吴", 3), ("孙尚香", "吴", 3),
    ("华佗", "群", 3), ("吕布", "群", 4), ("貂蝉", "群", 3),
)
# 风 without 于吉 and the gods (神关羽, 神吕蒙).
_WIND = (
    ("夏侯渊", "魏", 4, ()), ("曹仁", "魏", 4, ()), ("黄忠", "蜀", 4, ()),
    ("魏延", "蜀", 4, ()), ("小乔", "吴", 3, ()), ("周泰", "吴", 4, (BUQU,)),
    ("张角", "群", 3, ()),
)

GENERALS_STANDARD = tuple(General(n, k, hp, "standard") for n, k, hp in _STANDARD)
GENERALS_3V3 = GENERALS_STANDARD + tuple(General(n, k, hp, "wind", f) for n, k, hp, f in _WIND)

# Pools by name: an event's ``general_pool`` setting picks one (a referee's own list is added here).
POOLS = MappingProxyType({"3v3": GENERALS_3V3, "1v1": GENERALS_STANDARD})
# Every known general by name, whichever pool a draft dealt from (maximum HP, flags).
GENERALS_BY_NAME = MappingProxyType({general.name: general for pool in POOLS.values() for general in pool})
# How many generals a draft deals (docs/rules.md §5.1: 4 piles of 8; §5.4: 10 for 1v1): a pool
# must hold at least as many.
GENERALS_DEALT = MappingProxyType({"sanguosha_3v3": 32, "sanguosha_1v1": 10})


def general_pool(name: str = "3v3") -> dict[str, General]:
    """The named pool as name → General, in the listed order (unknown name: KeyError)."""
    return {general.name: general for general in POOLS[name]}
