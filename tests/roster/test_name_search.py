"""Finding a player by name at check-in (#32 item 5): characters, full pinyin, initials or a mix, any reading
of a character (so a surname's own reading: 曾 zeng, 单 shan), from any syllable of the name."""
import pytest

from app.roster.name_search import NameSearch


@pytest.mark.parametrize("query, name", [
    ("张三", "张三"), ("三", "张三"),
    ("zhangsan", "张三"), ("zs", "张三"), ("zhangs", "张三"), ("zsan", "张三"), ("ZS", "张三"),
    ("zhang san", "张三"), ("san", "张三"),
    ("zeng", "曾小明"), ("zxm", "曾小明"), ("ceng", "曾小明"),
    ("shan", "单雄信"), ("sxx", "单雄信"),
    ("xie", "解晓东"), ("qiu", "仇英"), ("piao", "朴树"), ("ou", "区家豪"), ("yue", "乐嘉"),
    ("zhai", "翟志刚"), ("miao", "缪佳"), ("lv", "吕布"),
    ("2026001", "王伟"),  # the student ID, with the name's row
    ("smith", "John Smith"), ("js", "John Smith"),
])
def test_a_query_finds_the_name(query, name):
    assert NameSearch(query).matches(name, student_id="2026001")


@pytest.mark.parametrize("query, name", [
    ("zx", "张三"), ("zhangsi", "张三"), ("sz", "张三"), ("李", "张三"), ("zhangsanx", "张三"), ("999", "王伟"),
    ("zs", "曾小明"),
])
def test_a_query_does_not_find_another_name(query, name):
    assert not NameSearch(query).matches(name, student_id="2026001")


def test_an_empty_query_finds_everyone():
    assert NameSearch("  ").matches("张三") and NameSearch("").empty
