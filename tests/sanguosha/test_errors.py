"""Every refusal code has a Chinese and an English text that take the same arguments."""
import re
import string

import pytest

from app.messages.sanguosha import MESSAGES

# Chinese writing: ideographs, or the full-width punctuation Chinese typography sets around placeholders
# (（）：、，。 — CJK symbols U+3000–303F, full-width forms U+FF00–FFEF).
CHINESE = re.compile(r"[\u4e00-\u9fff\u3000-\u303f\uff00-\uffef]")


def _reads_as_chinese(text: str) -> bool:
    return bool(CHINESE.search(text))


@pytest.mark.parametrize("code", sorted(MESSAGES))
def test_both_languages_name_the_same_arguments(code):
    """A view switching language never meets a missing or extra placeholder."""
    zh, en = MESSAGES[code]
    fields = [{name for _, name, _, _ in string.Formatter().parse(text) if name} for text in (zh, en)]
    assert fields[0] == fields[1]
    assert _reads_as_chinese(zh) and en.isascii()


def test_a_zh_text_in_ascii_is_not_chinese():
    """Full-width brackets make a zh text Chinese; the same text in ASCII brackets does not."""
    assert _reads_as_chinese("{camp}（{name}）") and _reads_as_chinese("主公")
    assert not _reads_as_chinese("{camp} ({name})") and not _reads_as_chinese("{side} won: 3, 2.")
