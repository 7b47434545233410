"""The live page's whole tournament, not only the latest round: every round, the crosstable and each
player's own card (chess-results' player page), read through the services (no server, no Qt).

Public as the rest of the page (app/web/page_data.py): names, schools, tables and results, never a student
ID or a competitor's database id (a row is numbered as the printed crosstable numbers it); an identity
table's round says the seat only, as its result would name the roles.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from app.rules.events import PRESETS, TABLE_OF_EIGHT, TABLE_OF_THREE
from app.services.round_views import listed_rounds, round_view
from app.services.standings import event_crosstable, event_standings
from app.stages.round_id import RoundId
from app.standings.cross_cells import BYE_WORD, FORFEIT_WORD, RESULT_WORDS, cell_text, signed
from app.standings.numbers import points_text
from app.web.page_words import SIDES_EN, both, place_text

# A crosstable cell's Chinese words and their short English (chess-results writes 12w1 / 12b0).
CELL_WORDS_EN = {"红": " Red ", "黑": " Black ", "白": " White ", "先": " 1st ", "后": " 2nd ",
                 "胜": "win", "负": "loss", "和": "draw", "号位": " ", BYE_WORD: "bye",
                 FORFEIT_WORD: " (forfeit)", "退赛": "withdrawn", "—": "—"}
RESULT_WORDS_EN = {"win": "win", "draw": "draw", "loss": "loss"}
SEAT_EN = "Seat {}"
_CELL_WORD = re.compile("|".join(re.escape(word) for word in sorted(CELL_WORDS_EN, key=len, reverse=True)))


def cell_english(text: str) -> str:
    """A crosstable cell's words in English: "12红胜" → "12 Red win", "2号位+6" → "Seat 2 +6"."""
    if "号位" in text:
        text = "Seat " + text
    return " ".join(_CELL_WORD.sub(lambda m: CELL_WORDS_EN[m.group(0)], text).split())


def rounds_data(store, code: str, shown_round: Callable) -> list[dict[str, Any]]:
    """Every round the event lists (预赛 once the final is paired, the final's, the playoffs), each as the
    page shows the latest (``shown_round``: page_data's round_data), with its name in both languages."""
    rounds = []
    for round_id in listed_rounds(store, code):
        shown = shown_round(round_view(store, code, round_id))
        if shown is not None:
            rounds.append({**shown, "name": both(round_id.words())})
    return rounds


def _side(preset, seat: int, seats: int) -> dict[str, str]:
    if seats > 2 or preset.format in (TABLE_OF_THREE, TABLE_OF_EIGHT):
        return {"zh": f"{seat}号位", "en": SEAT_EN.format(seat)}
    zh = preset.sides[seat - 1]
    return {"zh": zh, "en": SIDES_EN.get(zh, zh)}


def _game_result(preset, game: dict) -> dict[str, str]:
    if game["kind"] == "bye":
        return {"zh": BYE_WORD, "en": "bye"}
    if preset.format == TABLE_OF_EIGHT:
        return {"zh": "", "en": ""}  # the points of an identity game would name the player's role
    if preset.format == TABLE_OF_THREE:
        return {"zh": signed(game["points"]), "en": signed(game["points"])}
    forfeit = game["kind"] == "forfeit"
    return {"zh": RESULT_WORDS.get(game["result"], "") + (FORFEIT_WORD if forfeit else ""),
            "en": RESULT_WORDS_EN.get(game["result"], "") + (" (forfeit)" if forfeit else "")}


def _places_by_round(store, code: str, stage_kind: str, rounds: list[int]) -> dict[int, dict[int, str]]:
    """Each player's place after each round of the final (id → place), as the standings then stood."""
    if stage_kind != "final":
        return {}
    places = {}
    for number in rounds:
        standings = event_standings(store, code, RoundId(code, stage_kind, number))
        places[number] = {r.id: "DQ" if r.disqualified else place_text(r.rank, r.shared) for r in standings.rows}
    return places


def _tables_by_round(store, code: str, stage_kind: str, rounds: list[int]) -> dict[tuple[int, int], int]:
    """(round, competitor id) → the table it sat at."""
    tables = {}
    for number in rounds:
        view = round_view(store, code, RoundId(code, stage_kind, number)) if stage_kind else None
        for table in view.tables if view is not None else ():
            for seat in table.seats:
                if seat.competitor_id is not None:
                    tables[(number, seat.competitor_id)] = table.number
    return tables


def crosstable_data(store, code: str, standings, keys: Callable[[str], dict]) -> dict[str, Any]:
    """The crosstable of the stage in play, each row a player's card too: round by round the table, the side
    or seat, the opponents, the result, the running points and the place after the round.

    ``keys``: the search keys of a name (page_data.search_keys), so the standings can be searched."""
    preset = PRESETS[code]
    table = event_crosstable(store, code)
    rounds = table["rounds"]
    places = _places_by_round(store, code, standings.stage_kind, rounds)
    seats = _tables_by_round(store, code, standings.stage_kind, rounds)
    names = {player["no"]: player["name"] for player in table["players"]}
    rows = []
    for player in table["players"]:
        running, card, cells = 0.0, [], []
        for cell in player["cells"]:
            running += cell["points"]
            text = cell_text(cell, preset) if preset.format != TABLE_OF_EIGHT else (
                " ".join(f"{g['seat']}号位" for g in cell["games"]) or cell["label"])
            cells.append({"zh": text, "en": cell_english(text)})
            for game in cell["games"] or [{"kind": "", "seat": 0, "opponent_nos": [], "result": None,
                                            "points": cell["points"], "label": cell["label"]}]:
                opponents = [names.get(n, "") for n in game["opponent_nos"] if n is not None]
                card.append({"round": cell["round"], "table": seats.get((cell["round"], player["id"])),
                             "side": _side(preset, game["seat"], len(opponents) + 1) if game["seat"] else None,
                             "opponents": opponents,
                             "result": _game_result(preset, game) if game["kind"] else
                             {"zh": cell["label"], "en": cell_english(cell["label"])},
                             "points": points_text(running),
                             "place": places.get(cell["round"], {}).get(player["id"], "")})
        rows.append({"no": player["no"], "name": player["name"], "school": player["school"],
                     "points": points_text(player["points"]), "cells": cells, "card": card,
                     **keys(player["name"])})
    return {"rounds": rounds, "rows": rows}
