"""The general pools as data, checked against the rule documents' own words (docs/rules.md §5.1, §5.4)."""
import re
from collections import Counter

import pytest

from app.rules.events import SettingsError, validate_settings
from app.rules.generals import BUQU, GENERALS_BY_NAME, POOLS, general_pool, generals_dealt, piles_of

# The tournament rules' 3v3 游戏配件, as written (the 32 generals by kingdom).
TOURNAMENT_TEXT = """
武将牌：32张
魏势力武将：曹操、司马懿、张辽、郭嘉、甄姬、夏侯渊、徐晃、夏侯惇、文聘
蜀势力武将：刘备、关羽、张飞、诸葛亮、赵云、马超、黄月英、姜维
吴势力武将：孙权、甘宁、黄盖、周瑜、大乔、孙尚香、孙坚、小乔、孙策、诸葛瑾
群势力武将：华佗、吕布、貂蝉、庞德、贾诩
"""
# The official 3v3 referee rules' cards, as written.
OFFICIAL_TEXT = "武将牌：基础武将25+风武将7（除于吉、神武将）=32张"
# The match rules' 3v3 draft, as written: 16 of the standard 25 in two piles.
MATCH_RULES_TEXT = "武将牌：三国杀 3V3 竞技比赛使用“标准版”25 名武将 … 1、随机选出 16 名武将，分成两堆，每堆 8 名武将。"


def test_the_3v3_default_is_the_tournament_list_kingdom_by_kingdom():
    """Every name, its kingdom and the count of 32 come from the tournament's own list."""
    listed = {kingdom: names.split("、") for kingdom, names in
              re.findall(r"(.)势力武将：(\S+)", TOURNAMENT_TEXT)}
    count = int(re.search(r"武将牌：(\d+)张", TOURNAMENT_TEXT).group(1))
    pool = general_pool("3v3")
    assert len(pool) == count == 32
    assert [name for names in listed.values() for name in names] == list(pool)
    assert {name: kingdom for kingdom, names in listed.items() for name in names} == \
        {name: general.kingdom for name, general in pool.items()}
    assert all(general.max_hp in (3, 4) for general in pool.values())
    assert piles_of("3v3") == 4 and generals_dealt("sanguosha_3v3", "3v3") == 32


def test_the_official_pool_is_25_standard_and_7_wind_without_yuji_and_gods():
    """standard_wind: 基础 25 + 风 7 without 于吉 and the gods; 周泰 carries 不屈."""
    base, wind, total = map(int, re.search(r"基础武将(\d+)\+风武将(\d+).*=(\d+)张", OFFICIAL_TEXT).groups())
    pool = general_pool("standard_wind")
    assert len(pool) == total and Counter(g.edition for g in pool.values()) == {"standard": base, "wind": wind}
    assert "于吉" not in pool and not any(name.startswith("神") for name in pool)
    assert [name for name, g in pool.items() if BUQU in g.flags] == ["周泰"]


def test_the_match_rules_variant_deals_16_of_the_standard_25_in_two_piles():
    """standard_16: the standard 25, two piles of 8 dealt; the 1v1 pool is the same 25."""
    standard, dealt, piles = map(int, re.search(r"“标准版”(\d+) 名.*选出 (\d+) 名武将，分成(.)堆",
                                                MATCH_RULES_TEXT.replace("两", "2")).groups())
    pool = general_pool("standard_16")
    assert len(pool) == standard and all(g.edition == "standard" for g in pool.values())
    assert piles_of("standard_16") == piles and generals_dealt("sanguosha_3v3", "standard_16") == dealt
    assert list(general_pool("1v1")) == list(pool)


def test_every_pool_general_is_known_with_kingdom_and_hp():
    """Each general of every pool has a kingdom and HP the time-up and the seats read."""
    for pool in POOLS.values():
        for general in pool:
            assert GENERALS_BY_NAME[general.name] == general and general.kingdom in "魏蜀吴群"


@pytest.mark.parametrize("pool, ok", [("3v3", True), ("standard_wind", True), ("standard_16", True), ("1v1", False)])
def test_the_event_setting_offers_each_pool_and_refuses_one_too_small(pool, ok):
    """A 3v3 event may deal from any pool whose piles it fills; the 25 in four piles is refused."""
    if ok:
        validate_settings("sanguosha_3v3", {"general_pool": pool})
    else:
        with pytest.raises(SettingsError):
            validate_settings("sanguosha_3v3", {"general_pool": pool})
