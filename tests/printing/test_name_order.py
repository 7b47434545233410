"""Names' sort keys kept in the cache folder (#35.8): a 找座位表 or 检录表 printed a second time sorts its names
without loading pypinyin, in exactly the order pypinyin gives, and a stale or damaged file is read afresh."""
from __future__ import annotations

import marshal

import pytest

from app import names
from app.printing import name_order
from app.printing.name_order import sort_keys, sorted_by_name

READ_ONCE = (names._char_readings, names.syllables, names.sort_key)  # app/names.py keeps what it read


def _forget_what_names_read() -> None:
    for cached in READ_ONCE:
        cached.cache_clear()


NAMES = ["曾强", "张三", "单田芳", "吕布", "Anna", "𠮷祥", "阿明", "重庆人", "长孙无忌", "乐乐"]


@pytest.fixture
def readings(monkeypatch) -> list[str]:
    """The names read with pypinyin from here on."""
    seen: list[str] = []
    read = names.sort_key

    def counted(name):
        seen.append(name)
        return read(name)
    monkeypatch.setattr(names, "sort_key", counted)
    return seen


def test_kept_keys_are_pypinyins_keys_and_a_second_sort_reads_nothing(tmp_path, readings):
    first = sort_keys(NAMES, folder=tmp_path)
    expected = {name: names.sort_key(name) for name in NAMES}
    assert first == expected
    readings.clear()
    assert sort_keys(NAMES, folder=tmp_path) == first
    assert readings == []
    assert sorted_by_name(NAMES, str, folder=tmp_path) == sorted(NAMES, key=first.__getitem__)
    assert sorted_by_name(NAMES, str, folder=tmp_path)[0] == "阿明" and readings == []


def test_only_new_names_are_read(tmp_path, readings):
    sort_keys(NAMES[:4], folder=tmp_path)
    readings.clear()
    keys = sort_keys(NAMES, folder=tmp_path)
    assert sorted(readings) == sorted(NAMES[4:])
    assert keys["曾强"] == ("zeng qiang", "曾强")


@pytest.mark.parametrize("damage", [b"", b"not marshal", marshal.dumps(("other key", {"张三": "li si"})),
                                    marshal.dumps((name_order._key(), {"张三": 7}))])
def test_a_damaged_or_stale_file_is_read_afresh(tmp_path, readings, damage):
    (tmp_path / "sort_keys.marshal").write_bytes(damage)
    assert sort_keys(["张三"], folder=tmp_path) == {"张三": ("zhang san", "张三")}
    assert readings == ["张三"]


def test_a_changed_surname_table_makes_the_file_stale(tmp_path, monkeypatch, readings):
    sort_keys(["曾强"], folder=tmp_path)
    monkeypatch.setitem(names.SURNAME_READINGS, "曾", "ceng")
    _forget_what_names_read()  # the readings app/names.py remembered were of the old table
    readings.clear()
    try:
        assert sort_keys(["曾强"], folder=tmp_path) == {"曾强": ("ceng qiang", "曾强")}
        assert readings == ["曾强"]
    finally:
        _forget_what_names_read()  # nor may the next test read 曾 as ceng


def test_a_folder_that_cannot_be_written_still_sorts(tmp_path):
    blocked = tmp_path / "file"
    blocked.write_text("")
    assert sort_keys(["张三"], folder=blocked / "names") == {"张三": ("zhang san", "张三")}

