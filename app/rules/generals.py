"""The Sanguosha general pools as data: name, kingdom, maximum HP and the flags the rules read.

Pools are chosen by name with the event's ``general_pool`` setting (docs/rules.md §5.1, §5.4):

- ``3v3`` (the tournament's 3v3 default): the 32 generals the tournament rules list by
  kingdom for 3v3, dealt as 4 face-down piles of 8;
- ``standard_wind``: the official 3v3 referee rules' 25 standard + 7 风 generals (without
  于吉 and the gods), 4 piles of 8;
- ``standard_16``: the 1v1/3v3 match rules' variant, 16 of the standard 25 drawn at random
  and dealt as 2 piles of 8;
- ``1v1``: the standard 25 (the 1v1 draft deals 10 of them).

The kingdoms and HP are the printed cards'; ``flags`` name the skills the station reads
(周泰's 不屈 for the time-up lost-HP check).
"""
from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType

BUQU = "buqu"  # 周泰's 不屈: lives on at 1 HP or less (time-up lost-HP check)
PILE_SIZE = 8  # a 3v3 pile of face-down generals


@dataclass(frozen=True)
class General:
    """One general card: ``edition`` names the box it comes from; ``flags`` name rule exceptions."""

    name: str
    kingdom: str  # 魏 蜀 吴 群
    max_hp: int
    edition: str
    flags: tuple[str, ...] = ()


def _cards(edition: str, rows) -> tuple[General, ...]:
    return tuple(General(name, kingdom, hp, edition, tuple(flags)) for name, kingdom, hp, *flags in rows)


GENERALS_STANDARD = _cards("standard", (
    ("曹操", "魏", 4), ("司马懿", "魏", 3), ("夏侯惇", "魏", 4), ("张辽", "魏", 4),
    ("许褚", "魏", 4), ("郭嘉", "魏", 3), ("甄姬", "魏", 3),
    ("刘备", "蜀", 4), ("关羽", "蜀", 4), ("张飞", "蜀", 4), ("诸葛亮", "蜀", 3),
    ("赵云", "蜀", 4), ("马超", "蜀", 4), ("黄月英", "蜀", 3),
    ("孙权", "吴", 4), ("甘宁", "吴", 4), ("吕蒙", "吴", 4), ("黄盖", "吴", 4),
    ("周瑜", "吴", 3), ("大乔", "吴", 3), ("陆逊", "吴", 3), ("孙尚香", "吴", 3),
    ("华佗", "群", 3), ("吕布", "群", 4), ("貂蝉", "群", 3),
))
# 风 without 于吉 and the gods (神关羽, 神吕蒙).
GENERALS_WIND = _cards("wind", (
    ("夏侯渊", "魏", 4), ("曹仁", "魏", 4), ("黄忠", "蜀", 4),
    ("魏延", "蜀", 4), ("小乔", "吴", 3), ("周泰", "吴", 4, BUQU),
    ("张角", "群", 3),
))
# The tournament's 3v3 generals outside the standard and 风 boxes (the 3v3 edition's cards).
GENERALS_3V3_EDITION = _cards("3v3", (
    ("徐晃", "魏", 4), ("文聘", "魏", 4), ("姜维", "蜀", 4), ("孙坚", "吴", 4),
    ("孙策", "吴", 4), ("诸葛瑾", "吴", 3), ("庞德", "群", 4), ("贾诩", "群", 3),
))
_ALL = {general.name: general for general in GENERALS_STANDARD + GENERALS_WIND + GENERALS_3V3_EDITION}

# The tournament rules' 3v3 list, kingdom by kingdom in its order.
TOURNAMENT_3V3 = tuple(_ALL[name] for name in (
    "曹操 司马懿 张辽 郭嘉 甄姬 夏侯渊 徐晃 夏侯惇 文聘 "
    "刘备 关羽 张飞 诸葛亮 赵云 马超 黄月英 姜维 "
    "孙权 甘宁 黄盖 周瑜 大乔 孙尚香 孙坚 小乔 孙策 诸葛瑾 "
    "华佗 吕布 貂蝉 庞德 贾诩").split())

# Pools by name: an event's ``general_pool`` setting picks one (a referee's own list is added here).
POOLS = MappingProxyType({
    "3v3": TOURNAMENT_3V3,
    "standard_wind": GENERALS_STANDARD + GENERALS_WIND,
    "standard_16": GENERALS_STANDARD,
    "1v1": GENERALS_STANDARD,
})
# How many face-down piles of 8 a 3v3 draft deals from the pool (4 unless named here).
PILES_OF_POOL = MappingProxyType({"standard_16": 2})
# Every known general by name, whichever pool a draft dealt from (maximum HP, flags).
GENERALS_BY_NAME = MappingProxyType(_ALL)
# How many generals a 1v1 draft deals (docs/rules.md §5.4).
GENERALS_DEALT_1V1 = 10


def piles_of(pool_name: str) -> int:
    """How many piles of 8 a 3v3 draft deals from the named pool."""
    return PILES_OF_POOL.get(pool_name, 4)


def generals_dealt(code: str, pool_name: str) -> int:
    """How many generals the event's draft deals from the named pool (a pool holds at least as many)."""
    return GENERALS_DEALT_1V1 if code == "sanguosha_1v1" else piles_of(pool_name) * PILE_SIZE


def general_pool(name: str = "3v3") -> dict[str, General]:
    """The named pool as name → General, in the listed order (unknown name: KeyError)."""
    return {general.name: general for general in POOLS[name]}
