"""The general pools loaded through the rules table (docs/rules.md §5.1, §5.4)."""
from collections import Counter

from app.rules.generals import BUQU, general_pool


def test_3v3_pool_is_25_standard_and_7_wind_without_yuji_and_gods():
    """32 distinct generals: 25 standard + 7 Wind, 于吉 and the gods left out."""
    pool = general_pool("3v3")
    assert len(pool) == 32
    assert Counter(g.edition for g in pool.values()) == {"standard": 25, "wind": 7}
    assert "于吉" not in pool and not any(name.startswith("神") for name in pool)
    assert all(g.kingdom in "魏蜀吴群" and g.max_hp in (3, 4) for g in pool.values())


def test_zhoutai_carries_buqu_and_1v1_pool_is_the_standard_25():
    """周泰's 不屈 flag feeds the time-up check; 1v1 uses only the standard edition."""
    pool = general_pool("3v3")
    assert [name for name, g in pool.items() if BUQU in g.flags] == ["周泰"]
    standard = general_pool("1v1")
    assert len(standard) == 25 and set(standard) < set(pool)
    assert all(g.edition == "standard" for g in standard.values())
