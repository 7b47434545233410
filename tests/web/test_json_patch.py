"""The change between two versions of the page's data, as the phone applies it (app/web/json_patch.py)."""
import gzip
import json

from app.web.json_patch import apply, diff


def _standings(order, points):
    return {"rows": [{"place": str(place), "name": name, "school": f"第{int(name[-3:]) % 97}中学", "points": points[name],
                      "tiebreaks": [points[name] * 3.5, int(name[-3:]) % 11]}
                     for place, name in enumerate(order, start=1)]}


def test_a_player_climbing_the_standings_is_one_row_out_one_row_in_not_a_rewrite():
    surnames, given = "赵钱孙李周吴郑王冯陈褚卫蒋沈韩杨朱秦尤许", "伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂"
    names = [surnames[n * 7 % 20] + given[n * 13 % len(given)] + given[n % 19] + f"{n:03}" for n in range(300)]
    old_points = {name: 300 - n for n, name in enumerate(names)}
    before = _standings(names, old_points)
    climbed = names[:10] + [names[200]] + names[10:200] + names[201:]
    new_points = {**old_points, names[200]: 295.5}
    after = _standings(climbed, new_points)
    for row, place in zip(after["rows"], range(1, 301)):
        row["place"] = str(place)
    ops = diff(before, after)
    assert apply(before, ops) == after
    assert before["rows"][10]["name"] == names[10]  # apply leaves what it was given as it was
    assert ops[-1][0] == "splice" and ops[-1][4] == [after["rows"][10]]  # the climber comes in once
    assert all(op[0] == "splice" or op[1][-1] == "place" for op in ops)  # the others only change place
    sent = len(gzip.compress(json.dumps(ops, ensure_ascii=False).encode()))
    assert sent * 3 < len(gzip.compress(json.dumps(after, ensure_ascii=False).encode()))


def test_keys_come_and_go_and_values_change_type():
    before = {"a": 1, "b": [1, 2, 3], "c": {"d": None}, "gone": True}
    after = {"a": "1", "b": [1, 3, 4, 5], "c": {"d": {"e": []}}, "new": [0]}
    assert apply(before, diff(before, after)) == after
    assert diff(after, after) == []
    assert apply([1, 2], diff([1, 2], {"x": 1})) == {"x": 1}
