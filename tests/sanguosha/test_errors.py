"""Every refusal code has a Chinese and an English text that take the same arguments."""
import string

import pytest

from app.messages.sanguosha import MESSAGES


@pytest.mark.parametrize("code", sorted(MESSAGES))
def test_both_languages_name_the_same_arguments(code):
    """A view switching language never meets a missing or extra placeholder."""
    zh, en = MESSAGES[code]
    fields = [{name for _, name, _, _ in string.Formatter().parse(text) if name} for text in (zh, en)]
    assert fields[0] == fields[1]
    assert any("\u4e00" <= ch <= "\u9fff" for ch in zh) and en.isascii()
