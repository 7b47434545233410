"""Find a player by what a referee types: characters, full pinyin, initials, or a mix (zhangs, zsan).

Each Chinese character is read every way pypinyin knows it (heteronyms), so a
surname's own reading finds it: 曾 zeng (and ceng), 单 shan, 解 xie, 仇 qiu.
pypinyin (0.55) has no surname mode; reading every character every way finds
the surname whatever its position. ü is typed v (吕 lv), as on a pinyin
keyboard. A query may start at any syllable of the name (san finds 张三).
"""
from __future__ import annotations

import re
from functools import lru_cache

_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff\U00020000-\U0003134f]")
_WORD = re.compile(r"[^\W_]+")


@lru_cache(maxsize=4096)
def _char_readings(char: str) -> tuple[str, ...]:
    from pypinyin import Style, pinyin  # its dictionaries load on the first search
    readings = pinyin(char, style=Style.NORMAL, heteronym=True, errors="ignore")
    return tuple(dict.fromkeys(reading for reading in readings[0] if reading)) if readings else ()


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
                readings = _char_readings(char)
                if readings:
                    result.append(readings)
            else:
                run += char
        if run:
            result.append((run,))
    return tuple(result)


class NameSearch:
    """One typed query, matched against many names."""

    def __init__(self, query: str):
        self.text = "".join(query.casefold().split())

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
