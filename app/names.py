"""Find and sort players by name: one reading of names for the check-in page, the phones, the hall and 找座位表.

Each Chinese character is read every way pypinyin knows it (heteronyms), so a
surname's own reading finds it: 曾 zeng (and ceng), 单 shan, 解 xie, 仇 qiu.
pypinyin (0.55) has no surname mode, so a name's first character is read by
``SURNAME_READINGS`` first: the sort files 曾 under Z and 单 under S. ü is typed
v or u (吕 lv, lu), as on a pinyin keyboard and as people spell it. A query may
start at any syllable of the name (san finds 张三, qiang finds 曾强).
"""
from __future__ import annotations

import re
from functools import lru_cache

# A surname's reading where it is not the character's everyday one (百家姓): the first character of a name.
SURNAME_READINGS = {
    "曾": "zeng", "单": "shan", "解": "xie", "仇": "qiu", "朴": "piao", "区": "ou", "查": "zha",
    "盖": "ge", "乐": "yue", "覃": "qin", "缪": "miao", "翟": "zhai", "种": "chong", "柏": "bai",
    "秘": "bi", "员": "yun", "召": "shao", "藏": "zang", "繁": "po", "折": "she", "宿": "su", "眭": "sui",
    "隗": "wei", "句": "gou", "祭": "zhai",
}
# Name characters pypinyin's dictionary cannot read, read as the standard character they are a
# variant of (Unihan kZVariant / kSemanticVariant): 𠮷 (U+20BB7, "土吉") is 吉 jí.
READ_AS = {"𠮷": "吉"}
UNREAD = "~"  # after every letter: a character no reading is known for sorts after Z

_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff\U00020000-\U0003134f]")
_WORD = re.compile(r"[^\W_]+")


@lru_cache(maxsize=4096)
def _char_readings(char: str, first: bool) -> tuple[str, ...]:
    """Every reading of a character, the surname's first at the head of a name; ü both as v and as u."""
    from pypinyin import Style, pinyin  # its dictionaries load on the first search
    readings = pinyin(READ_AS.get(char, char), style=Style.NORMAL, heteronym=True, errors="ignore")
    found = [SURNAME_READINGS[char]] if first and char in SURNAME_READINGS else []
    for reading in readings[0] if readings else ():
        found += [reading, reading.replace("v", "u")] if reading else []
    return tuple(dict.fromkeys(found))


@lru_cache(maxsize=4096)
def syllables(name: str) -> tuple[tuple[str, ...], ...]:
    """The name as syllables, each with every reading: a Chinese character's pinyin, a Latin word itself."""
    result = []
    for word in _WORD.findall(name.casefold()):
        run = ""
        for char in word:
            if _CJK.match(char):
                if run:
                    result.append((run,))
                    run = ""
                readings = _char_readings(char, not result)
                if readings:
                    result.append(readings)
            else:
                run += char
        if run:
            result.append((run,))
    return tuple(result)


@lru_cache(maxsize=8192)  # the live page reads every name again after each result: pypinyin once a name
def sort_key(name: str) -> tuple[str, str]:
    """Sort key of a Chinese (or Latin) name: its pinyin as the name is said (the surname's reading, the
    rest in context), then the name itself. A variant character is read as its standard form
    (``READ_AS``); one still unread sorts after Z."""
    import unicodedata
    from pypinyin import lazy_pinyin  # its dictionaries load only when a list is sorted
    readable = "".join(READ_AS.get(char, char) for char in name)
    said = lazy_pinyin(readable, errors=lambda text: ["".join(
        UNREAD + char if unicodedata.name(char, "").startswith("CJK") else char for char in text)])
    if said and name[:1] in SURNAME_READINGS:
        said[0] = SURNAME_READINGS[name[0]]
    return " ".join(said).lower(), name


class NameSearch:
    """One typed query, matched against many names."""

    def __init__(self, query: str):
        self.text = "".join(query.casefold().split()).replace("ü", "v")

    @property
    def empty(self) -> bool:
        return not self.text

    def matches(self, name: str, student_id: str = "", team: str = "") -> bool:
        """Whether the query finds the name (characters or pinyin), the student ID or the team."""
        if self.empty:
            return True
        plain = "".join(name.casefold().split())
        if self.text in plain or (student_id and self.text in student_id.casefold()) or \
                (team and self.text in "".join(team.casefold().split())):
            return True
        parts = syllables(name)
        return any(self._from(parts, start, 0, {}) for start in range(len(parts)))

    def _from(self, parts, index: int, typed: int, seen: dict) -> bool:
        """Whether the query from ``typed`` on is spelt by syllables from ``index`` on, each by a prefix
        of one of its readings (so zs, zhangs and zsan all spell 张三)."""
        if typed == len(self.text):
            return True
        if index == len(parts):
            return False
        key = (index, typed)
        if key not in seen:
            rest = self.text[typed:]
            seen[key] = any(self._from(parts, index + 1, typed + length, seen)
                            for reading in parts[index]
                            for length in range(min(len(reading), len(rest)), 0, -1)
                            if rest[:length] == reading[:length])
        return seen[key]
