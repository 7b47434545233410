"""The live page's whole tournament, not only the latest round: every round, the crosstable and each
player's own card (chess-results' player page), read through the services (no server, no Qt).

Public as the rest of the page (app/web/page_data.py): names, schools, tables and results, never a student
ID or a competitor's database id (a row is numbered as the printed crosstable numbers it); an identity
table's round says the seat only, as its result would name the roles.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from app.messages import Message, Words, render
from app.rules.events import PRESETS, TABLE_OF_EIGHT, TABLE_OF_THREE
from app.services.round_views import listed_rounds, round_view
from app.services.standings import event_crosstable, event_standings
from app.stages.round_id import RoundId
from app.standings.cross_cells import BYE_WORD, FORFEIT_WORD, cell_text, signed
from app.standings.numbers import place_text, points_text
from app.web.page_words import PAGE_LANGUAGES, both, side_words

# A crosstable cell's Chinese words and their catalogue codes, for its English (chess-results writes 12w1).
CELL_WORD_CODES = {"红": "live.colour.red", "黑": "live.colour.black", "白": "live.colour.white",
                   "先": "live.colour.first", "后": "live.colour.second", "胜": "live.result.win",
                   "负": "live.result.loss", "和": "live.result.draw", BYE_WORD: "live.result.bye",
                   FORFEIT_WORD: "live.result.forfeit", "退赛": "live.result.withdrawn"}
RESULT_CODES = {"win": "live.result.win", "draw": "live.result.draw", "loss": "live.result.loss"}
_CELL_WORD = re.compile("|".join(re.escape(word) for word in sorted(CELL_WORD_CODES, key=len, reverse=True)))
_SEAT = re.compile(r"(\d+)号位")


def cell_english(text: str) -> str:
    """A crosstable cell's words in English: "12红胜" → "12 Red win", "2号位+6" → "Seat 2 +6"."""
    text = _SEAT.sub(lambda m: Message("live.seat", seat=m.group(1)).message("en") + " ", text)
    return " ".join(_CELL_WORD.sub(lambda m: Message(CELL_WORD_CODES[m.group(0)]).message("en"), text).split())


def cell_words(text: str) -> dict[str, str]:
    """A cell or a label in both languages."""
    return both(Words(text, cell_english(text)))


def rounds_data(store, code: str, shown_round: Callable) -> list[dict[str, Any]]:
    """Every round the event lists (预赛 once the final is paired, the final's, the playoffs), each as the
    page shows the latest (``shown_round``: page_data's round_data, which names it in both languages)."""
    rounds = []
    for round_id in listed_rounds(store, code):
        shown = shown_round(round_view(store, code, round_id))
        if shown is not None:
            rounds.append(shown)
    return rounds


def _side(preset, seat: int, seats: int) -> dict[str, str]:
    if seats > 2 or preset.format in (TABLE_OF_THREE, TABLE_OF_EIGHT):
        return both(Message("live.seat", seat=seat))
    return side_words(preset.sides[seat - 1])


def _game_result(preset, game: dict) -> dict[str, str]:
    if game["kind"] == "bye":
        return both(Message("live.result.bye"))
    if preset.format == TABLE_OF_EIGHT:
        return both(Words("", ""))  # the points of an identity game would name the player's role
    if preset.format == TABLE_OF_THREE:
        return both(Words(signed(game["points"]), signed(game["points"])))
    words = [Message(RESULT_CODES[game["result"]])] if game["result"] in RESULT_CODES else []
    if game["kind"] == "forfeit":
        words.append(Message("live.result.forfeit"))
    return {language: "".join(render(word, language) for word in words) for language in PAGE_LANGUAGES}


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
            cells.append(cell_words(text))
            for game in cell["games"] or [{"kind": "", "seat": 0, "opponent_nos": [], "result": None,
                                            "points": cell["points"], "label": cell["label"]}]:
                opponents = [names.get(n, "") for n in game["opponent_nos"] if n is not None]
                card.append({"round": cell["round"], "table": seats.get((cell["round"], player["id"])),
                             "side": _side(preset, game["seat"], len(opponents) + 1) if game["seat"] else None,
                             "opponents": opponents,
                             "result": _game_result(preset, game) if game["kind"] else cell_words(cell["label"]),
                             "points": points_text(running),
                             "place": places.get(cell["round"], {}).get(player["id"], "")})
        rows.append({"no": player["no"], "name": player["name"], "school": player["school"],
                     "points": points_text(player["points"]), "cells": cells, "card": card,
                     **keys(player["name"])})
    return {"rounds": rounds, "rows": rows}
