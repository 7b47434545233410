"""The table page's result forms: one per result kind, drawn as plain HTML and read back into exactly the entry
the desk's forms give record_result (app/scoring/entries.py), so the same scoring checks it in the same words.

Only shape is read here (which seat, which number); whether the result could have happened is the scoring's
question, asked by the table entry service.  A phone never offers a forfeit nor gomoku's games: those are the
referee's (docs/rules.md, "Results from the table").
"""
from __future__ import annotations

from dataclasses import dataclass
from html import escape
from typing import Any, Callable, Mapping

from app.messages import Message, Words, format_message, render
from app.rules.events import COLOURED_GAMES_RESULT, HANDS_RESULT, PRESETS, ROLES_RESULT
from app.scoring import ResultError
from app.scoring.entries import is_match
from app.scoring.identity import victims_from_text

GAME, MATCH, HANDS, ROLES, REFEREE_ONLY = "game", "match", "hands", "roles", "referee_only"
HAND_ROWS = 12  # hand rows a Dou Dizhu table fills in a round (blank rows are left out)
WINNING_SIDES = ("lord", "rebels", "traitor")


@dataclass(frozen=True)
class PhoneSeat:
    """What a phone may know of a seat: the name, the school and the side or seat (never an ID, never a role)."""

    name: str
    school: str
    side: Words


@dataclass(frozen=True)
class PhoneTable:
    """One table of one round as its page shows it."""

    code: str
    event: Words
    round_words: Message
    number: int
    seats: tuple[PhoneSeat, ...]
    revision: str
    draws: bool  # the event allows draws (the desk's two-player form offers 和 then too)
    games: int  # games per round of a Sanguosha match
    opponent_agrees: bool  # a two-player result waits for the opponent's confirmation

    @property
    def form(self) -> str:
        return form_kind(self.code, {"games_per_round": self.games})


def form_kind(code: str, settings: Mapping[str, Any]) -> str:
    """Which form the phone shows for an event (its result kind, a Sanguosha round of several games a match)."""
    kind = PRESETS[code].result_kind
    if kind == COLOURED_GAMES_RESULT:
        return REFEREE_ONLY
    if kind in (HANDS_RESULT, ROLES_RESULT):
        return {HANDS_RESULT: HANDS, ROLES_RESULT: ROLES}[kind]
    return MATCH if is_match(code, settings) else GAME


# The identity scoring's refusals that hang on the roles dealt: worded as they are, a phone trying survivors
# and winners could learn a sealed card (who is the traitor) before the reveal.
ROLE_REVEALING = frozenset({"identity.lord_dead_lord_wins", "identity.lord_should_win", "identity.not_over",
                            "identity.traitor_kills_lord", "identity.traitor_not_alone",
                            "identity.traitor_should_win", "identity.role_count"})


def phone_refusal(code: str, error: ResultError) -> ResultError:
    """A refusal as a phone may read it: one that would tell a dealt role is the one plain mismatch."""
    if PRESETS[code].result_kind == ROLES_RESULT and getattr(error, "code", "") in ROLE_REVEALING:
        return ResultError("phone.identity_mismatch")
    return error


# -- reading a posted form -------------------------------------------------------------------------------
def entry_from_form(table: PhoneTable, form: Mapping[str, str]) -> dict[str, Any]:
    """The entry a posted form says, as the desk's form for the event would give it; a refusal names the
    row, the field and the value."""
    if table.form == REFEREE_ONLY:
        raise ResultError("table_entry.referee_only", event=table.event)
    if "forfeit" in form or "reason" in form:
        raise ResultError("table_entry.forfeit_referee_only")
    reader = {GAME: _game, MATCH: _match, HANDS: _hands, ROLES: _roles}[table.form]
    return reader(table, form)


def _choice(form: Mapping[str, str], name: str, choices: Mapping[str, Any], row: Any, field: str) -> Any:
    value = form.get(name, "")
    if value not in choices:
        raise ResultError("phone.bad_choice", row=row, field=Message(field), value=value[:20])
    return choices[value]


def _whole(form: Mapping[str, str], name: str, row: Any, field: str, default: str | None = None) -> int:
    value = form.get(name, "").strip() or default or ""
    try:
        return int(value)
    except ValueError:
        raise ResultError("phone.not_a_number", row=row, field=Message(field), value=value[:20]) from None


def _seats(table: PhoneTable) -> dict[str, int]:
    return {str(seat): seat for seat in range(len(table.seats))}


def _game(table: PhoneTable, form: Mapping[str, str]) -> dict[str, Any]:
    if not form.get("winner"):
        raise ResultError("phone.nothing_entered")
    choices: dict[str, Any] = {"0": 0, "1": 1, **({"draw": None} if table.draws else {})}
    return {"winner": _choice(form, "winner", choices, Message("phone.table", table=table.number), "phone.winner")}


def _match(table: PhoneTable, form: Mapping[str, str]) -> dict[str, Any]:
    games = []
    for number in range(1, table.games + 1):
        if not form.get(f"winner_{number}"):
            continue  # a game not played: the match was decided before it
        row = Message("phone.game", number=number)
        games.append({"winner": _choice(form, f"winner_{number}", {"0": 0, "1": 1}, row, "phone.winner"),
                      "camp": _choice(form, f"camp_{number}", {"0": 0, "1": 1}, row, "phone.camp")})
    if not games:
        raise ResultError("phone.nothing_entered")
    return {"games": games}


def _hands(table: PhoneTable, form: Mapping[str, str]) -> dict[str, Any]:
    if form.get("mode") == "totals":
        return {"totals": [_whole(form, f"total_{seat}", table.seats[seat].side, "phone.totals")
                           for seat in range(len(table.seats))]}
    hands = []
    for number in range(1, HAND_ROWS + 1):
        if not form.get(f"bid_{number}"):
            continue
        row = Message("phone.hand", number=number)
        bid = _choice(form, f"bid_{number}", {"0": 0, "1": 1, "2": 2, "3": 3}, row, "phone.bid")
        hand: dict[str, Any] = {"bid": bid}
        if bid:
            hand |= {"landlord": _choice(form, f"landlord_{number}", _seats(table), row, "phone.landlord"),
                     "landlord_won": _choice(form, f"won_{number}", {"1": True, "0": False}, row, "phone.landlord_won"),
                     "bombs": _whole(form, f"bombs_{number}", row, "phone.bombs", default="0"),
                     "rocket": f"rocket_{number}" in form, "spring": f"spring_{number}" in form}
        hands.append(hand)
    if not hands:
        raise ResultError("phone.nothing_entered")
    return {"hands": hands}


def _roles(table: PhoneTable, form: Mapping[str, str]) -> dict[str, Any]:
    """The roles are not asked: the service takes the ones dealt on the seats (a phone never sees them)."""
    winner = _choice(form, "winner", {side: side for side in WINNING_SIDES}, Message("phone.table", table=table.number),
                     "phone.winner")
    seats = len(table.seats)
    kills = {str(seat): victims for seat in range(seats)
             if (victims := victims_from_text(form.get(f"kills_{seat}", ""), seat, seats))}
    return {"winner": winner, "alive": [f"alive_{seat}" in form for seat in range(seats)],
            **({"kills": kills} if kills else {})}


# -- drawing a form ------------------------------------------------------------------------------------
def form_html(table: PhoneTable, language: str, hidden: str) -> str:
    """The form for the table's result kind (``hidden``: the fields every post carries: PIN, token, revision)."""
    words = PageWords(language)
    if table.form == REFEREE_ONLY:
        return f'<p class="refused">{words("table_entry.referee_only", event=table.event)}</p>'
    drawer: Callable[[PhoneTable, PageWords], str] = {GAME: _game_html, MATCH: _match_html, HANDS: _hands_html,
                                                   ROLES: _roles_html}[table.form]
    return (drawer(table, words).replace("__HIDDEN__", hidden)
            .replace("__ACTION__", f"/table/{table.code}/{table.number}/propose"))


class PageWords:
    """The page's words in one language, HTML-escaped."""

    def __init__(self, language: str):
        self.language = language

    def __call__(self, code: str, **params: Any) -> str:
        return escape(format_message(code, params, self.language))

    def of(self, value: Any) -> str:
        return escape(render(value, self.language))


def _post(body: str, button: str) -> str:
    return (f'<form method="post" action="__ACTION__" class="entry">__HIDDEN__'
            f'{body}<button type="submit">{button}</button></form>')


def _radio(name: str, value: str, label: str) -> str:
    return f'<label class="pick"><input type="radio" name="{name}" value="{value}" required> {label}</label>'


def _game_html(table: PhoneTable, w: PageWords) -> str:
    picks = [_radio("winner", str(seat), w("phone.wins", name=s.name) + f' <small>{w.of(s.side)}</small>')
             for seat, s in enumerate(table.seats)]
    if table.draws:
        picks.insert(1, _radio("winner", "draw", w("phone.draw")))
    return _post(f'<fieldset><legend>{w("phone.winner")}</legend>{"".join(picks)}</fieldset>',
                 w("phone.send"))


def _side_select(name: str, table: PhoneTable, w: PageWords, blank: bool) -> str:
    """A choice of side or seat, by its label only (the names stand above it: a row must fit a phone)."""
    options = ('<option value=""></option>' if blank else "") + "".join(
        f'<option value="{seat}">{w.of(s.side)}</option>' for seat, s in enumerate(table.seats))
    return f'<select name="{name}">{options}</select>'


def _match_html(table: PhoneTable, w: PageWords) -> str:
    rows = "".join(f'<tr><th>{w("phone.game", number=n)}</th><td>{_side_select(f"winner_{n}", table, w, True)}</td>'
                   f'<td>{_side_select(f"camp_{n}", table, w, False)}</td></tr>' for n in range(1, table.games + 1))
    head = f'<tr><th></th><th>{w("phone.winner")}</th><th>{w("phone.camp")}</th></tr>'
    return _post(f'<table class="grid">{head}{rows}</table><p class="hint">{w("phone.games_hint")}</p>',
                 w("phone.send"))


def _hands_html(table: PhoneTable, w: PageWords) -> str:
    totals = "".join(f'<label class="num">{w.of(s.side)} {escape(s.name)} <input name="total_{seat}" '
                     f'pattern="-?[0-9]+" required></label>' for seat, s in enumerate(table.seats))
    by_totals = _post(f'<input type="hidden" name="mode" value="totals"><h3>{w("phone.totals")}</h3>{totals}',
                      w("phone.send_totals"))
    bids = "".join(f'<option value="{bid}">{bid}</option>' for bid in ("", "0", "1", "2", "3"))
    head = "".join(f"<th>{w(code)}</th>" for code in ("phone.bid", "phone.landlord", "phone.landlord_won",
                                                       "phone.bombs", "phone.rocket", "phone.spring"))
    rows = "".join(
        f'<tr><th>{n}</th><td><select name="bid_{n}">{bids}</select></td>'
        f'<td>{_side_select(f"landlord_{n}", table, w, True)}</td>'
        f'<td><select name="won_{n}"><option value=""></option><option value="1">✓</option>'
        f'<option value="0">✗</option></select></td>'
        f'<td><input name="bombs_{n}" class="count" inputmode="numeric"></td>'
        f'<td><input type="checkbox" name="rocket_{n}"></td><td><input type="checkbox" name="spring_{n}"></td></tr>'
        for n in range(1, HAND_ROWS + 1))
    by_hands = _post(f'<input type="hidden" name="mode" value="hands"><h3>{w("phone.hands")}</h3>'
                                f'<div class="scroll"><table class="grid"><tr><th></th>{head}</tr>{rows}</table></div>',
                     w("phone.send_hands"))
    return by_totals + by_hands


def _roles_html(table: PhoneTable, w: PageWords) -> str:
    sides = "".join(_radio("winner", side, w(f"phone.side_wins.{side}")) for side in WINNING_SIDES)
    rows = "".join(f'<tr><th>{w.of(s.side)} {escape(s.name)}</th><td><input type="checkbox" name="alive_{seat}"></td>'
                   f'<td><input name="kills_{seat}" inputmode="numeric" size="6"></td></tr>'
                   for seat, s in enumerate(table.seats))
    head = f'<tr><th></th><th>{w("phone.alive")}</th><th>{w("phone.kills")}</th></tr>'
    return _post(f'<fieldset><legend>{w("phone.winner")}</legend>{sides}</fieldset>'
                            f'<table class="grid">{head}{rows}</table>', w("phone.send"))
