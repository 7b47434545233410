"""A player typed by hand with a character no bundled font can draw is refused, the character named."""
import pytest

from app.services.players import RosterError, add_player, edit_player, list_players


def test_add_player_refuses_an_unprintable_name_and_accepts_extension_b(store):
    """王😀 is refused with the character; 王𠮷 (CJK Extension B, in HanaMinB) is stored whole."""
    with pytest.raises(RosterError, match="姓名含有打印字体中没有的字符 “😀” U\\+1F600"):
        add_player(store, "王😀", "一中", "1", ["xiangqi"])
    add_player(store, "王𠮷", "一中", "2", ["xiangqi"])
    assert [p.name for p in list_players(store)] == ["王𠮷"]


def test_edit_player_refuses_an_unprintable_team(store):
    """Editing checks the same rule on the team; nothing changes."""
    player_id = add_player(store, "张三", "一中", "1", ["xiangqi"])
    with pytest.raises(RosterError, match="队伍含有打印字体中没有的字符 “☃”"):
        edit_player(store, player_id, team="雪人☃队", events=["sanguosha_3v3"])
    assert list_players(store)[0].events == ("xiangqi",)
