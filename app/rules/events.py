"""Event kinds and their presets: the one table every other part reads.

Scoring, clock mode, pairing system, tie-break chain, team rule and awards of
each event kind live here as data (docs/rules.md §1–§7).  An event stored in a
tournament file keeps only the settings the referee changed; ``settings_for``
merges them over the preset so a later change of a default reaches old files.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Mapping

from app.messages import Coded, Message, Words
from app.rules.generals import POOLS, generals_dealt

# Formats: how many seats a table has and who sits there.
TWO_PLAYER = "two_player"
TABLE_OF_THREE = "table3"
TABLE_OF_EIGHT = "table8"
TEAM_MATCH = "team_match"
# The identity cards shown face up at the table (the lord); every other card stays sealed.
PUBLIC_ROLES = frozenset({"主公"})

# Pairing systems (docs/rules.md §2).
SWISS = "swiss"
ROUND_ROBIN = "round_robin"
BY_STANDING = "by_standing"  # round 1 by lot, later rounds top scores together

# Tie-breaks and how unplayed rounds count in them ("zero": 大小分 over the opponents actually met, docs/rules.md §6.1).
TIEBREAKS = (
    "opp_points",  # 大小分: sum of the opponents' points
    "buchholz",
    "buchholz_cut1",
    "median_buchholz",
    "sonneborn_berger",
    "progressive",
    "wins",
    "direct_encounter",
    "lots",
    "game_points",  # 局分: games won over the event (a drawn game ½), for rounds of several games
    "playoff",  # 加赛: the tied players play it off (after the last round, at award places)
)
UNPLAYED_RULES = ("zero", "fide2023")
# The tie-breaks' names on the desk, the sheets, the hall screen and in the explanations: the
# Chinese as text, worded in English by app/messages ("tiebreak.*").
TIEBREAK_LABELS: Mapping[str, Message] = MappingProxyType(
    {name: Message(f"tiebreak.{name}") for name in TIEBREAKS if name != "playoff"})
# A disqualified entrant's past games (docs/rules.md §4.7): in the opponents' tie-breaks
# ("count": as played; "ignore": the disqualified opponent adds nothing) and in the school's
# team total ("exclude" / "include" their points).  Dou Dizhu fouls count per event or per game.
DQ_PAST_GAMES = ("count", "ignore")
DQ_TEAM_POINTS = ("exclude", "include")
FOULS_SCOPES = ("event", "game")
# Event team rules (docs/rules.md §6.2): how equal school totals are separated.
TEAM_RULES = ("sum", "go_ranks", "checkers")
# Schoolmates apart (docs/rules.md §2.4): "high" above the score groups, "low" only among
# pairings equal by score.
SCHOOL_PRIORITIES = ("high", "low")
# A Dou Dizhu field not divisible by 3 (docs/rules.md §2.7): fillers (补位) or smaller tables.
LEFTOVER_MODES = ("fillers", "smaller")
# Preliminary groups (docs/rules.md §1.3): one per school (按学校分组) or schoolmates dealt out.
GROUP_MODES = ("school", "spread")
# How an event's round may hold several games (an EventPreset's ``several_games``): each game scores
# (gomoku, docs/rules.md §2.6), or the games make one match (Sanguosha 3v3 / 1v1, docs/rules.md §5.6).
SCORED_GAMES, MATCH = "games", "match"
# What one table's result is (an EventPreset's ``result_kind``): app/scoring scores it and the
# result form asks for it by this kind. A game of two sides (xiangqi, go, checkers); gomoku's games,
# each with who held black (docs/rules.md §2.6); Dou Dizhu's hands (§4.5); the identity roles (§5.5);
# a 3v3 game with its camps, technical fouls and time-up (§5.3); a 1v1 game with the generals left (§5.4).
GAME_RESULT, COLOURED_GAMES_RESULT, HANDS_RESULT = "game", "coloured_games", "hands"
ROLES_RESULT, TEAM_GAME_RESULT, DUEL_RESULT = "roles", "team_game", "duel"
# The referee's draft consoles (an EventPreset's ``draft_console``, docs/rules.md §5.1, §5.4).
DRAFT_3V3, DRAFT_1V1 = "3v3", "1v1"
# The name a Dou Dizhu round gives a filler's seat (docs/rules.md §2.7); it scores nothing.
FILLER_NAME = "补位"
# What a Sanguosha round of several games scores (docs/rules.md §5.6): the match as one result
# (won / level / lost by games won), or each game its points (as gomoku always does).
POINTS_PER = ("match", "game")
# The settings of a Sanguosha match of several games (docs/rules.md §5.6).
MATCH_SETTINGS: Mapping[str, Any] = MappingProxyType({
    "points_per": "match",  # the match scores win/draw/loss points once; "game": every game
    "match_ends_when_decided": False,  # stop once a side has won more than half of the games
})
# First move (docs/rules.md §2.5): a coin toss per board, or each player's colours balanced.
FIRST_MOVES = ("coin", "balance")

# The allowed values of every choice setting; the settings dialog offers exactly these.
CHOICES: Mapping[str, tuple[str, ...]] = MappingProxyType({
    "pairing": (SWISS, ROUND_ROBIN, BY_STANDING),
    "first_move": FIRST_MOVES,
    "unplayed_rule": UNPLAYED_RULES,
    "team_rule": TEAM_RULES,
    "kill_reward": ("any3", "vanguard2"),  # docs/rules.md §5.2
    "identity_kill_bonus": ("killer", "side"),  # docs/rules.md §5.5
    "leftover": LEFTOVER_MODES,
    "school_priority": SCHOOL_PRIORITIES,
    "preliminary_group_mode": GROUP_MODES,
    "dq_past_games": DQ_PAST_GAMES,
    "dq_team_points": DQ_TEAM_POINTS,
    "fouls_scope": FOULS_SCOPES,
    "points_per": POINTS_PER,
    "general_pool": tuple(POOLS),  # docs/rules.md §5.1, §5.4: the generals a Sanguosha draft deals from
})

# Every choice in words (the settings dialog shows these, never the stored code), by setting then
# value: the Chinese as text, worded in English by app/messages ("choice.<setting>.<value>").
CHOICE_WORDS: Mapping[str, Mapping[str, Message]] = MappingProxyType(
    {key: {choice: Message(f"choice.{key}.{choice}") for choice in choices} for key, choices in CHOICES.items()})


@dataclass(frozen=True)
class EventPreset:
    """Defaults of one event kind; the per-event settings override ``settings``."""

    code: str
    name_zh: str
    name_en: str
    format: str
    team_event: bool
    settings: Mapping[str, Any]
    sides: tuple[str, str] = ("先手", "后手")  # a two-sided table's sides as the event calls them; seat 1 first
    # One word each for seat 1 and seat 2 in a crosstable cell ("12红胜"); None where the seat
    # says nothing: gomoku plays both colours in a round (docs/rules.md §2.6), a 3v3 team's camp is drawn per game.
    colours: tuple[str, str] | None = ("先", "后")
    # What a two-sided game records of each side beyond the result, as the result form asks and
    # the scoresheet prints it: "fouls" (xiangqi, go, checkers), "blocked" pieces at the end of
    # play (checkers, docs/rules.md §4.4), "generals_left" (1v1, docs/rules.md §5.4).
    side_fields: tuple[str, ...] = ()
    result_kind: str = GAME_RESULT
    # How a game may end, as the referee picks it (app/scoring/reasons.py labels them); forfeits come on top.
    end_reasons: tuple[str, ...] = ()
    # None: one game a round; SCORED_GAMES or MATCH: how a round of several games counts.
    several_games: str | None = None
    # What the two players of a round of several games swap between its games, as the scoresheet's
    # legend words it: gomoku the first move (black, docs/rules.md §2.6), 1v1 the lord (§5.6).
    games_swap: str = ""
    # The draft console the referee runs at each table (DRAFT_3V3, DRAFT_1V1), None: none.
    draft_console: str | None = None
    # The key under which a game's entry says how it ended (3v3 calls it "how": docs/rules.md §4.6).
    end_key: str = "reason"

    def name(self, language: str = "zh") -> str:
        return self.name_zh if language.startswith("zh") else self.name_en

    @property
    def words(self) -> Words:
        """The event kind's name as a message argument: 象棋 on a Chinese screen, Xiangqi on an English one."""
        return Words(self.name_zh, self.name_en)

    @property
    def counts_technical_fouls(self) -> bool:
        """Each side's technical fouls are kept per game (3v3: docs/rules.md §5.3)."""
        return "technical_fouls_to_lose" in self.settings

    @property
    def entered_at_tables(self) -> bool:
        """A table may propose its result from a phone (docs/rules.md §9): not gomoku's two games, whose
        colours and reasons per game are the referee's to enter."""
        return self.result_kind != COLOURED_GAMES_RESULT

    @property
    def takes_result_codes(self) -> bool:
        """Two sides a table, so a result is typed as a code (1-0, =, +-) — not hands, roles or kills."""
        return self.format in (TWO_PLAYER, TEAM_MATCH)


def _preset(code, name_zh, name_en, fmt, team_event=False, sides=("先手", "后手"), colours=("先", "后"),
            side_fields=(), result_kind=GAME_RESULT, end_reasons=(), several_games=None, games_swap="",
            draft_console=None, end_key="reason", **settings) -> EventPreset:
    merged = dict(COMMON_SETTINGS)
    merged.update(settings)
    return EventPreset(code, name_zh, name_en, fmt, team_event, MappingProxyType(merged), tuple(sides),
                       tuple(colours) if colours else None, tuple(side_fields), result_kind, tuple(end_reasons),
                       several_games, games_swap, draft_console, end_key)


# Settings every event has; a kind overrides what differs.
COMMON_SETTINGS: Mapping[str, Any] = MappingProxyType({
    "win_points": 2.0,
    "draw_points": 1.0,
    "loss_points": 0.0,
    "bye_points": 2.0,  # docs/rules.md §2.1 interpretation: a bye scores as a win
    "games_per_round": 1,
    "pairing": SWISS,
    "rounds": 7,
    "preliminary_groups": 0,  # 0: no preliminary stage
    "qualifiers_per_group": 2,
    "school_separation_rounds": -1,  # -1: rounds 1..ceil(X/2) (docs/rules.md §2.4)
    "school_priority": "high",  # "high": above score groups (yields only to hard rules); "low"
    "preliminary_group_mode": "school",  # "school": 按学校分组; "spread": schoolmates dealt out
    "first_move": "coin",  # or "balance"
    "tiebreaks": ["opp_points", "progressive", "sonneborn_berger", "wins", "direct_encounter"],
    "unplayed_rule": "zero",  # 大小分 over the opponents actually met (docs/rules.md §6.1); "fide2023" optional
    "lots_seed": 0,  # the referee's drawn lot for the "lots" tie-break; 0: none drawn, ties stay shared
    "forfeits_to_withdraw": 2,  # consecutive forfeits after which a player is not paired
    "late_forfeit_minutes": 15,
    "round_minutes": 30,
    "team_rule": "sum",
    "counts_overall": False,  # the four board events count; others opt in (docs/rules.md §6.4)
    "playoff_on_tie": False,  # equal points at an award place: a playoff (加赛) after the last round
    "playoff_games": 1,  # a playoff match is best of this many games (go 1; identity 3, 三局两胜)
    "fouls_to_lose": 0,  # 0: fouls do not decide a game
    "dq_past_games": "count",  # a disqualified opponent still counts in tie-breaks (DQ_PAST_GAMES)
    "dq_team_points": "exclude",  # a disqualified player's points leave the school total
    "draws_allowed": True,  # go and Sanguosha know no drawn game (docs/rules.md §4.3, §4.6)
    "individual_awards": 6,
    "prize_places": 3,
    "prize_amounts": [],  # the prize money of places 1, 2, 3 … as printed ("500元"); empty: left blank
    "team_awards": 6,
    "champion_cup": False,
    "min_entrants": 13,  # ≤12 individuals (≤6 teams) is not held
    "team_size": 1,
    "team_substitutes": 0,
    "clock": {"mode": "stopwatch"},
    # Results entered at the tables (docs/rules.md §9): whether the opponent confirms a two-player table's
    # entry with the same table code (False: the table referee enters alone), and whether a result both
    # sides agreed is confirmed without the desk (never where it conflicts).
    "table_entry_agreement": True,
    "table_entry_auto_accept": False,
})

PRESETS: Mapping[str, EventPreset] = MappingProxyType({p.code: p for p in (
    _preset(
        "xiangqi", "象棋", "Xiangqi", TWO_PLAYER, sides=("红方", "黑方"), colours=("红", "黑"), side_fields=("fouls",),
        end_reasons=("checkmate", "resignation", "time", "fouls", "illegal_move",
                     "disqualified", "adjudication", "agreement", "repetition", "no_capture"),
        champion_cup=True, fouls_to_lose=3, counts_overall=True,
        clock={"mode": "sudden_death", "main": 600},
    ),
    _preset(
        "go", "围棋", "Go", TWO_PLAYER, sides=("黑方", "白方"), colours=("黑", "白"), side_fields=("fouls",),
        end_reasons=("count", "resignation", "time", "illegal_move", "disqualified", "adjudication"),
        rounds=5, draw_points=0.0, draws_allowed=False, playoff_on_tie=True, team_rule="go_ranks",
        champion_cup=True, round_minutes=60, counts_overall=True,
        clock={"mode": "byoyomi", "main": 1200, "periods": 1, "period": 30},
    ),
    _preset(
        "gomoku", "五子棋", "Gomoku", TWO_PLAYER, colours=None, several_games=SCORED_GAMES,
        games_swap="每局交换先手（执黑）",  # each player has black once a round: docs/rules.md §2.6
        result_kind=COLOURED_GAMES_RESULT,
        end_reasons=("five", "resignation", "time", "forbidden_move", "refused_draws",
                     "illegal_move", "disqualified", "adjudication", "agreement", "full_board"),
        games_per_round=2, win_points=1.0, draw_points=0.5, bye_points=2.0,
        late_forfeit_minutes=10, champion_cup=True, round_minutes=60, counts_overall=True,
        clock={"mode": "byoyomi", "main": 1200, "periods": 1, "period": 15},
    ),
    _preset(
        "checkers", "跳棋", "Chinese checkers", TWO_PLAYER, side_fields=("fouls", "blocked"),
        end_reasons=("all_home", "blocked", "resignation", "disqualified", "adjudication", "agreement"),
        rounds=7, team_rule="checkers", champion_cup=True, counts_overall=True,
        clock={"mode": "move_limit", "per_move": 15, "game_cap": 1800},
    ),
    _preset(
        "doudizhu", "斗地主", "Dou Dizhu", TABLE_OF_THREE, result_kind=HANDS_RESULT,
        pairing=BY_STANDING, rounds=5, fouls_to_lose=3,
        fouls_scope="event",  # 犯规3次取消资格: fouls add up across the event ("game": within one game)
        tiebreaks=["opp_points", "wins", "lots"], round_minutes=15,
        open_hand_multipliers={"start": 2, "deal": 2, "after_bottom": 2},
        leftover="fillers",  # a field not divisible by 3: "fillers" or "smaller" tables
        clock={"mode": "countdown", "duration": 600},
        table_entry_agreement=False,  # a card table's referee enters its result alone (docs/rules.md §9)
    ),
    _preset(
        "sanguosha_3v3", "三国杀3v3", "Sanguosha 3v3", TEAM_MATCH, team_event=True, sides=("甲队", "乙队"), colours=None,
        several_games=MATCH, draft_console=DRAFT_3V3, end_key="how", result_kind=TEAM_GAME_RESULT,
        end_reasons=("commander_killed", "resignation", "technical_fouls", "time_up", "extra_rounds", "cheating"),
        pairing=BY_STANDING, rounds=5, team_size=3,
        team_substitutes=1, min_entrants=7, round_minutes=50, draws_allowed=False,
        technical_fouls_to_lose=3, general_pool="3v3", **MATCH_SETTINGS,
        tiebreaks=["opp_points", "direct_encounter", "wins"],
        kill_reward="any3",  # killing anyone draws 3 cards; "vanguard2": a vanguard's killer draws 2 (docs/rules.md §5.2)
        clock={"mode": "countdown", "duration": 2400, "extra": 300,
               "actions": {"action": 15, "skill": 5, "draft": 20, "lineup": 90, "camp": 10}},
        table_entry_agreement=False,  # a card table's referee enters its result alone (docs/rules.md §9)
    ),
    _preset(
        "sanguosha_1v1", "三国杀1v1", "Sanguosha 1v1", TWO_PLAYER, side_fields=("generals_left",),
        sides=("选手甲", "选手乙"),  # the seed's 选手: 先手 is the 内奸's, drawn per game (docs/rules.md §5.4)
        several_games=MATCH, draft_console=DRAFT_1V1, result_kind=DUEL_RESULT,
        games_swap="双数局交换主公（主公先选将，内奸先出牌）",  # docs/rules.md §5.4, §5.6
        end_reasons=("generals_dead", "resignation", "disqualified", "adjudication"),
        rounds=5, round_minutes=40, draws_allowed=False, general_pool="1v1", **MATCH_SETTINGS,
        clock={"mode": "countdown", "duration": 1800,
               "actions": {"action": 15, "skill": 5, "draft": 20}},
        table_entry_agreement=False,  # a card table's referee enters its result alone (docs/rules.md §9)
    ),
    _preset(
        "sanguosha_identity", "三国杀身份", "Sanguosha identity", TABLE_OF_EIGHT, result_kind=ROLES_RESULT,
        pairing=BY_STANDING, rounds=3, win_points=0.0, draw_points=0.0,
        bye_points=0.0, tiebreaks=["wins", "lots"], prize_places=3,
        playoff_on_tie=True, playoff_games=3,  # equal points for a prize: best of three (docs/rules.md §6.3)
        individual_awards=3, team_awards=0, round_minutes=60,
        identity_kill_bonus="killer",  # or "side": every winner gets the side's bonus
        clock={"mode": "countdown", "duration": 3600, "alert_at": 1800},
        table_entry_agreement=False,  # a card table's referee enters its result alone (docs/rules.md §9)
    ),
)})

EVENT_CODES = tuple(PRESETS)
# Events whose results are typed as codes on the results page and the CLI.
CODED_EVENTS = tuple(code for code, preset in PRESETS.items() if preset.takes_result_codes)
# Events whose round may be several games; every other event plays one.
MULTI_GAME_EVENTS = tuple(code for code, preset in PRESETS.items() if preset.several_games)
# Events whose round of several games is one match (scored by app/scoring/match.py).
MATCH_EVENTS = tuple(code for code, preset in PRESETS.items() if preset.several_games == MATCH)
# Events with a draft console at each table (the results page opens it, the hall shows its drafts).
DRAFT_CONSOLE_EVENTS = tuple(code for code, preset in PRESETS.items() if preset.draft_console)
PLAYERS_PER_TABLE = {TWO_PLAYER: 2, TABLE_OF_THREE: 3, TABLE_OF_EIGHT: 8, TEAM_MATCH: 2}

_BY_CHINESE_NAME = {p.name_zh: p.code for p in PRESETS.values()}
_ALIASES = {"三国杀3V3": "sanguosha_3v3", "三国杀1V1": "sanguosha_1v1",
            "三国杀身份局": "sanguosha_identity", "身份局": "sanguosha_identity", "中国跳棋": "checkers", "中国象棋": "xiangqi"}


def event_code(text: str) -> str | None:
    """The event code for a Chinese name, an alias or a code; None if unknown."""
    key = (text or "").strip()
    if key.lower() in PRESETS:
        return key.lower()
    return _BY_CHINESE_NAME.get(key) or _ALIASES.get(key.upper()) or _ALIASES.get(key)


def settings_for(code: str, overrides: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The preset's settings with the stored overrides laid over them."""
    settings = dict(PRESETS[code].settings)
    for key, value in (overrides or {}).items():
        if key in settings:
            settings[key] = value
    return settings


def school_separation_rounds(settings: Mapping[str, Any]) -> int:
    """How many opening rounds keep schoolmates apart (docs/rules.md §2.4)."""
    value = int(settings["school_separation_rounds"])
    return math.ceil(int(settings["rounds"]) / 2) if value < 0 else value


def is_viable(code: str, entrants: int, settings: Mapping[str, Any] | None = None) -> bool:
    """docs/rules.md §1.4: ≤12 individuals or ≤6 teams and the event is not held."""
    minimum = int((settings or PRESETS[code].settings)["min_entrants"])
    return entrants >= minimum


MAX_GAMES_PER_ROUND = 9


def scored_games(settings: Mapping[str, Any]) -> int:
    """How many games' points one round is worth: each game of the round, or the match once."""
    return int(settings["games_per_round"]) if settings.get("points_per", "game") == "game" else 1


class SettingsError(Coded, ValueError):
    """A setting the referee typed that the event cannot run with."""


# What kind of value a setting holds, in words for the refusal "settings.wrong_kind".
_KIND_WORDS = {bool: Message("settings.kind_yes_no"), int: Message("settings.kind_number"),
               float: Message("settings.kind_number"), str: Message("settings.kind_text"),
               list: Message("settings.kind_list"), dict: Message("settings.kind_group")}


def _same_kind(value: Any, default: Any) -> bool:
    """Whether ``value`` is of the kind the setting holds (numbers may come as text, to be read)."""
    if isinstance(default, bool):
        return isinstance(value, bool) or (type(value) is int and value in (0, 1))
    if isinstance(default, (int, float)):
        return isinstance(value, (int, float, str)) and not isinstance(value, bool)
    if isinstance(default, list):
        return isinstance(value, (list, tuple)) and all(isinstance(item, str) for item in value)
    if isinstance(default, dict):
        return isinstance(value, Mapping)
    return isinstance(value, type(default))


# The largest whole number a setting may hold: what SQLite and PostgreSQL store in a BIGINT.
MOST_SETTING_INTEGER = 2**63 - 1


def _number_read(key: str, value: Any, default: Any) -> Any:
    """A yes/no or number setting as its kind (a number may come as text); a hand-edited 1e400,
    -Infinity or NaN (JSON takes them) or a number past a BIGINT refused naming the setting."""
    if isinstance(default, bool):
        return bool(value)
    if not isinstance(default, (int, float)):
        return value
    if isinstance(value, float) and not math.isfinite(value):
        raise SettingsError("settings.not_finite", key=key, value=value)
    try:
        number = int(value) if isinstance(default, int) else float(value)
    except (TypeError, ValueError):
        raise SettingsError("settings.not_a_number", key=key, value=value) from None
    if isinstance(number, float) and not math.isfinite(number):  # "inf" written as text
        raise SettingsError("settings.not_finite", key=key, value=value)
    if isinstance(number, int) and abs(number) > MOST_SETTING_INTEGER:
        raise SettingsError("settings.too_large", key=key, value=value, most=MOST_SETTING_INTEGER)
    return number


def validate_settings(code: str, overrides: Mapping[str, Any]) -> dict[str, Any]:
    """Check the referee's overrides and return them normalised; raise SettingsError naming the field."""
    defaults = PRESETS[code].settings
    clean: dict[str, Any] = {}
    for key, value in overrides.items():
        if key not in defaults:
            raise SettingsError("settings.unknown_key", key=key)
        default = defaults[key]
        if not _same_kind(value, default):  # a hand-edited file: "rounds": [3], "tiebreaks": 5 …
            raise SettingsError("settings.wrong_kind", key=key, value=repr(value)[:40], kind=_KIND_WORDS[type(default)])
        value = _number_read(key, value, default)
        if key in ("rounds", "games_per_round", "playoff_games") and value < 1:
            raise SettingsError("settings.at_least_one", key=key, value=value)
        if key in ("win_points", "draw_points", "loss_points", "bye_points") and value < 0:
            raise SettingsError("settings.negative", key=key, value=value)
        if key in ("late_forfeit_minutes", "round_minutes", "forfeits_to_withdraw",
                   "fouls_to_lose", "min_entrants", "qualifiers_per_group",
                   "preliminary_groups") and value < 0:
            raise SettingsError("settings.negative", key=key, value=value)
        if key == "games_per_round" and value > 1 and code not in MULTI_GAME_EVENTS:
            raise SettingsError("settings.single_game_event",
                                event=PRESETS[code].words, value=value)
        if key == "games_per_round" and value > MAX_GAMES_PER_ROUND:
            raise SettingsError("settings.games_per_round_max", most=MAX_GAMES_PER_ROUND, value=value)
        if key == "general_pool" and value in POOLS and len(POOLS[value]) < generals_dealt(code, value):
            raise SettingsError("settings.pool_too_small", pool=value, size=len(POOLS[value]),
                                needed=generals_dealt(code, value))
        if key == "playoff_games" and value % 2 == 0:
            raise SettingsError("settings.playoff_games_odd", value=value)
        if key in CHOICES and value not in CHOICES[key]:
            raise SettingsError("settings.bad_choice", key=key, value=value, choices=list(CHOICES[key]))
        multi_seat = PRESETS[code].format in (TABLE_OF_THREE, TABLE_OF_EIGHT)
        if multi_seat and ((key == "pairing" and value == ROUND_ROBIN)
                           or (key == "preliminary_groups" and value > 0)):
            raise SettingsError("settings.multi_seat_format",
                                event=PRESETS[code].words, key=key)
        if key == "clock":
            try:
                from app.clocks.specs import validate_clock_settings  # the clock modes own their rules
                value = validate_clock_settings(value)
            except ValueError as exc:
                raise SettingsError("message.passed_on", error=exc) from None
        if key == "tiebreaks":
            unknown = [t for t in value if t not in TIEBREAKS]
            if unknown:
                raise SettingsError("settings.unknown_tiebreak", unknown=list(unknown))
            value = list(value)
        clean[key] = value
    return clean
