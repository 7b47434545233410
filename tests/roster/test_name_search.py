"""Finding a player by name at check-in (#32 item 5): characters, full pinyin, initials or a mix, any reading
of a character (so a surname's own reading: 曾 zeng, 单 shan), from any syllable of the name."""
import pytest

from app.names import NameSearch


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


@pytest.mark.parametrize("query, name", [
    ("zengqiang", "曾强"), ("shanlei", "单磊"), ("luli", "吕丽"), ("lvli", "吕丽"), ("lüli", "吕丽"),
    ("qiang", "曾强"), ("li", "吕丽"),
])
def test_the_surname_reading_u_for_u_umlaut_and_the_given_name_alone_find_the_player(query, name):
    """#36.5: a surname read as a surname (曾 zeng, 单 shan), 吕 typed lu, lv or lü, the given name alone."""
    assert NameSearch(query).matches(name)


def test_names_sort_by_the_surname_reading_so_zeng_files_under_z():
    """#36.5: 曾 under Z (not C as ceng), 单 under S (not D as dan), 吕 as lv; the hall and 找座位表 use this."""
    from app.names import sort_key
    assert sort_key("曾强")[0] == "zeng qiang" and sort_key("单磊")[0] == "shan lei"
    assert sorted(["曾强", "陈一", "单磊", "邓二", "赵三"], key=sort_key) == ["陈一", "邓二", "单磊", "曾强", "赵三"]
    assert sort_key("曾经")[0].startswith("zeng")  # a name's first character is its surname
