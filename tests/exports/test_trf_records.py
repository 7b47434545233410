"""TRF-16 records, read and written without a database: columns, byes, forfeits, and refusals that name the line."""
import pytest

from app.exports.trf import TrfError, TrfFile, TrfGame, TrfPlayer, read_trf, write_trf

# Typed by hand in the station's own layout: four players, three rounds; player 3 loses round 2 by
# forfeit to player 1, players 2 and 1 have the pairing bye (U) in rounds 2 and 3, player 4 a
# half-point bye (H) in round 2 and is absent (Z) in round 3.
HAND_TYPED = """\
012 Hand-typed test
XXR 3
BBW  1.0
BBD  0.5
BBL  0.0
BBU  1.0
001    1      Ann                                                                3.0    1     2 w 1     3 b +  0000 - U
001    2      Bob                                                                1.5    2     1 b 0  0000 - U     3 w =
001    3      Cai                                                                1.0    3     4 w =     1 w -     2 b =
001    4      Dan                                                                1.0    4     3 b =  0000 - H  0000 - Z
013 School A                           1    3
013 School B                           2    4
"""


def test_a_hand_typed_file_reads_into_its_records():
    """Each 001 line: starting rank, name, points, rank and, round by round, opponent, colour and result."""
    trf = read_trf(HAND_TYPED)
    assert trf.name == "Hand-typed test" and trf.rounds == 3
    ann, _bob, cai, dan = trf.players
    assert (ann.number, ann.name, ann.points, ann.rank) == (1, "Ann", 3.0, 1)
    assert ann.games == (TrfGame(2, "w", "1"), TrfGame(3, "b", "+"), TrfGame(None, "-", "U"))
    assert cai.games[1] == TrfGame(1, "w", "-")
    assert dan.games[1:] == (TrfGame(None, "-", "H"), TrfGame(None, "-", "Z"))
    assert trf.team_of(3) == "School A" and trf.team_of(4) == "School B"
    assert trf.point_system == {"win": 1.0, "draw": 0.5, "loss": 0.0, "bye": 1.0}


def test_the_station_writes_back_the_very_text_it_read():
    """write(read(text)) is the text itself: the columns and codes are the station's own."""
    assert write_trf(read_trf(HAND_TYPED)) == HAND_TYPED


def test_other_programs_layouts_are_read_too():
    """A bye opponent written as 0 instead of 0000, no BB lines (FIDE's points), Windows line ends, a BOM."""
    line = "001    1 m    Ann                               2150 NOR           0 1990/01/01  1.0    1     0 - U"
    other = "001    2 m    Bob                               2100 NOR           0 1990/01/01  0.0    2     0 - Z"
    trf = read_trf("\ufeff012 Other\r\n" + line + "\r\n" + other + "\r\n")
    assert trf.players[0].games == (TrfGame(None, "-", "U"),) and trf.players[0].rating == 2150
    assert trf.point_system["win"] == 1.0 and trf.rounds == 1


def _with_line(number: int, text: str) -> str:
    lines = HAND_TYPED.splitlines()
    lines[number - 1] = text
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("line_no, replace, expected", [
    (7, ("3.0", "3.x"), "TRF 第 7 行：积分 “3.x” 无效"),
    (8, ("1 b 0", "1 q 0"), "TRF 第 8 行：第 1 轮先后手 “q” 无效"),
    (8, ("1 b 0", "1 b 7"), "TRF 第 8 行：第 1 轮结果 “7” 无效"),
    (9, ("   4 w =", "   9 w ="), "TRF 第 9 行：第 1 轮的对手 9 不是名单中的另一名选手"),
    (9, ("4 w =", "4 w 1"), "TRF 第 9 行：第 1 轮 3 号记为“4 w 1”，对手 4 号的记录“3 b =”与之不符"),
    (10, ("001    4", "001    3"), "TRF 第 10 行：起始序号 3 已在第 9 行用过"),
])
def test_a_fault_is_refused_naming_the_line_the_field_and_the_value(line_no, replace, expected):
    """The first fault found is named in Chinese (and English) by line, field and value."""
    original = HAND_TYPED.splitlines()[line_no - 1]
    with pytest.raises(TrfError) as caught:
        read_trf(_with_line(line_no, original.replace(*replace, 1)))
    assert str(caught.value) == expected
    assert "line" in caught.value.message("en")


def test_a_field_in_a_round_is_named_in_english_too():
    """The field and its round are worded in the refusal's language, not left in Chinese."""
    original = HAND_TYPED.splitlines()[7]
    with pytest.raises(TrfError) as caught:
        read_trf(_with_line(8, original.replace("1 b 0", "1 q 0", 1)))
    assert caught.value.message("en") == "TRF line 8: the round 1 colour “q” is not valid"


def test_a_name_wider_than_its_column_is_cut_there_and_kept_whole_in_its_own_record():
    """A 34-character name would shift every column after it: the 001 line holds its first 33 characters
    (the points stay in their columns), a NAM record the whole name, which the reading gives back."""
    player = TrfPlayer(1, "x" * 34, 0.0, 1, ())
    text = write_trf(TrfFile("t", 1, (player, TrfPlayer(2, "y", 0.0, 2, ()))))
    line = next(line for line in text.splitlines() if line.startswith("001    1"))
    assert line[14:47] == "x" * 33 and line[80:84] == " 0.0"
    assert "NAM    1 " + "x" * 34 in text.splitlines()
    assert read_trf(text).players[0].name == "x" * 34
