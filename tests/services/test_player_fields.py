"""Field rules for players typed by hand, and players shown safely on a terminal."""
import json
import re

import pytest
from sqlalchemy import update

from app.cli import main
from app.models.schema import Player
from app.services.players import RosterError, add_player, edit_player, list_players


@pytest.mark.parametrize("fields, message", [
    (dict(name="名" * 10_000), "姓名有 10000 个字符，超过上限 40 个字符"),
    (dict(name="张\x1b[31m三"), "姓名含有不可见的控制字符或格式字符 U+001B"),
    (dict(school="一中\u202e"), "学校含有不可见的控制字符或格式字符 U+202E (RIGHT-TO-LEFT OVERRIDE)"),
    (dict(student_id="1" * 33), "学号有 33 个字符，超过上限 32 个字符"),
    (dict(team="队" * 41, events=["sanguosha_3v3"]), "队伍有 41 个字符，超过上限 40 个字符"),
    (dict(grade="高\x00一"), "年级含有不可见的控制字符或格式字符 U+0000"),
])
def test_add_player_refuses_control_characters_and_over_long_fields(store, fields, message):
    """A hostile or over-long field is refused with the field named, and no player is written."""
    values = dict(name="张三", school="一中", student_id="1", events=["xiangqi"]) | fields
    with pytest.raises(RosterError, match=re.escape(message)):
        add_player(store, values.pop("name"), values.pop("school"), values.pop("student_id"),
                   values.pop("events"), **values)
    assert list_players(store) == []


def test_edit_player_refuses_a_zero_width_name(store):
    """Editing checks the same rules; the stored name stays as it was."""
    player_id = add_player(store, "张三", "一中", "1", ["xiangqi"])
    with pytest.raises(RosterError, match="U\\+200B"):
        edit_player(store, player_id, name="张\u200b三")
    assert [p.name for p in list_players(store)] == ["张三"]


def test_players_command_never_prints_escapes_raw(store, capsys):
    """A name stored by an older version with ESC and RTL override is printed escaped, text and JSON."""
    add_player(store, "张三", "一中", "1", ["xiangqi"])
    with store.session() as session:
        session.execute(update(Player).values(name="\x1b[2J张\u202e三\x9b"))
    path = str(store.path)
    store.close()
    assert main(["players", path]) == 0
    out = capsys.readouterr().out
    assert "\\x1b[2J张\\u202e三\\x9b" in out
    assert not any(ch in out for ch in "\x1b\u202e\x9b")
    assert main(["players", path, "--json"]) == 0
    out = capsys.readouterr().out
    assert not any(ch in out for ch in "\x1b\u202e\x9b")
    assert json.loads(out)[0]["name"] == "\x1b[2J张\u202e三\x9b"
