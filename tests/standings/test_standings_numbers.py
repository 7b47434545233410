"""The one number format: two decimals at most, half up, no trailing zeros, parts adding up to the total."""
import pytest

from app.standings.numbers import parts_text, points_text


@pytest.mark.parametrize("value, text", [
    (7.0, "7"), (7.5, "7.5"), (2.75, "2.75"), (1 / 3, "0.33"), (2 / 3, "0.67"),
    (14.708333333, "14.71"), (21.125, "21.13"), (22.375, "22.38"), (0.1 + 0.2, "0.3"),
    (-4.0, "-4"), (-0.125, "-0.13"), (0.0, "0"), (-0.001, "0"), (None, ""),
])
def test_points_text(value, text):
    """Desk, hall, sheets and CLI all write a value this way (the desk once showed 0.333333)."""
    assert points_text(value) == text


def test_parts_add_up_to_the_shown_total():
    """A school's overall row: 3.375 + 7 + 5.375 + 5.375 = 21.125 is shown 21.13 and its parts add to it."""
    parts, total = parts_text([3.375, 7.0, 5.375, 5.375], 21.125)
    assert total == "21.13"
    assert parts == ["3.38", "7", "5.38", "5.37"]
    assert sum(float(p) for p in parts) == pytest.approx(float(total))


def test_parts_in_thirds():
    """Three schools sharing a place get a third each; the shown thirds still make the total."""
    parts, total = parts_text([7 / 3, 14 / 3, None], 7.0)
    assert (parts, total) == (["2.33", "4.67", ""], "7")
