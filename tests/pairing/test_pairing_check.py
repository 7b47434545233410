"""check_pairing: the warnings shown beside a referee's hand-made pairing (RULES §2.8)."""
import pytest

from app.pairing import Entrant, Pairing, Table, check_pairing

FIELD = [
    Entrant(1, "一中", 4.0, frozenset({2}), name="甲"),
    Entrant(2, "二中", 4.0, frozenset({1}), name="乙"),
    Entrant(3, "一中", 4.0, name="丙"),
    Entrant(4, "三中", 4.0, name="丁"),
    Entrant(5, "二中", 0.0, had_bye=True, name="戊"),
    Entrant(6, "三中", 0.0, name="己"),
    Entrant(7, "四中", 0.0, name="庚"),
    Entrant(8, "四中", 0.0, eligible=False, name="辛"),
]


def pairing(*tables, byes=()):
    return Pairing(tuple(Table(n, p) for n, p in enumerate(tables, start=1)), tuple(byes))


@pytest.mark.parametrize("hand, round_no, expected", [
    (pairing((1, 4), (2, 3), (5, 6), byes=(7,)), 3, []),
    (pairing((1, 2), (3, 4), (5, 6), byes=(7,)), 3, ["重复对局"]),
    (pairing((1, 4), (2, 3), (6, 7), byes=(5,)), 3, ["已经轮空过"]),
    (pairing((1, 4), (2, 3), (5, 7), byes=(6,)), 3, []),
    (pairing((1, 4), (2, 6), (5, 7), byes=(3,)), 3, ["轮空应给最低分者", "跨分段配对"]),
    (pairing((1, 4), (2, 6), (5, 3), byes=(7,)), 2, ["跨分段配对", "跨分段配对"]),
    (pairing((1, 3), (2, 4), (5, 6), byes=(7,)), 2, ["同校相遇"]),
    (pairing((1, 3), (2, 4), (5, 6), byes=(7,)), 3, []),
    (pairing((1, 4), (2, 3), (5, 6), (7, 8)), 3, ["已退赛或连续弃权"]),
    (pairing((1, 4), (2, 3), (5, 6)), 3, ["庚 未被编排"]),
    (pairing((1, 4), (2, 3), (5, 6), (7, 1)), 3, ["甲 在本轮出现了 2 次", "跨分段配对"]),
    (pairing((1, 4), (2, 3), (5, 6, 7)), 3, ["第3台有 3 名选手"]),
    (pairing((1, 4), (2, 3), (5, 6), byes=(7, 99)), 3, ["99 不在参赛名单中", "2 个轮空"]),
])
def test_check_pairing_lists_each_broken_rule(hand, round_no, expected):
    """Each broken rule appears once with its Chinese wording; a clean pairing gives none."""
    problems = check_pairing(hand, FIELD, round_no=round_no, separate_schools_until=2)
    assert len(problems) == len(expected), problems
    for fragment in set(expected):
        assert sum(fragment in p for p in problems) == expected.count(fragment), problems
