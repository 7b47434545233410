"""A table's entry code opens its table (#37 item 1): it is printed for the table and shown nowhere else. Every
part of the read-only live page (its JSON files and its HTML, as served and as published) and every hall page
reads the same with entry turned on and a proposal waiting as before, and holds no code."""
import json
import random
import re

from app.services.rounds import pair_next_round
from app.services.table_entry import open_table_entry, propose, table_for_pin
from app.views.hall.hall_pages import pairings_page, seating_page, standings_page
from app.web.page_data import page_data
from app.web.page_html import PageHtml
from app.web.parts import split


def _wall() -> float:
    return 1000.0


def _live_parts(store) -> dict[str, str]:
    """Every file the live page serves or publishes: each JSON part and the page in each language."""
    data = page_data(store, _wall)
    parts = {name: json.dumps(body, ensure_ascii=False, sort_keys=True) for name, body in split(data).items()}
    for language in ("zh", "en"):
        parts[f"index.{language}.html"] = PageHtml().page(data, language).decode()
    return parts


def _hall_texts(store) -> list[str]:
    pages = [pairings_page(store, "xiangqi"), seating_page(store, "xiangqi"), standings_page(store, "xiangqi")]
    return [repr((page.title, [column.header for column in page.columns], [tuple(row) for row in page.rows],
                  page.note, page.hero)) for page in pages]


def _shows(text: str, pin: str) -> bool:
    return re.search(rf"(?<!\d){pin}(?!\d)", text) is not None


def test_the_codes_are_on_no_live_part_and_no_hall_page(demo_store):
    """Entry on and a proposal waiting change nothing the live page or the hall shows; no code appears."""
    view = pair_next_round(demo_store, "xiangqi", seed=1)
    live, hall = _live_parts(demo_store), _hall_texts(demo_store)
    codes = open_table_entry(demo_store, "xiangqi", view.round_id, by="裁判长", rng=random.Random(11))
    page = table_for_pin(demo_store, "xiangqi", 1, codes[1])
    propose(demo_store, "xiangqi", 1, codes[1], {"score": "1-0"}, device="phone", revision=page.revision)
    after_live, after_hall = _live_parts(demo_store), _hall_texts(demo_store)
    assert after_live == live and after_hall == hall
    assert len(after_live) >= 5 and any(name.endswith(".html") for name in after_live)
    for name, text in after_live.items():
        assert not [pin for pin in codes.values() if _shows(text, pin)], name
        assert "pin=" not in text and "/table/" not in text, name
    assert not [pin for text in after_hall for pin in codes.values() if _shows(text, pin)]
