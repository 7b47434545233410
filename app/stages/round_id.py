"""A round's identity: event, stage and number — one value, so no query mistakes one stage's round for another's.

A bare round number is ambiguous once an event has preliminary groups: round 1
of the preliminary and round 1 of the final are different tables.  ``RoundId``
names the stage too; a playoff (加赛) round is numbered among all the event's
playoff rounds (加赛1, 加赛2 … in play order, across its playoffs).  ``parse_round`` reads what a
referee types (``3``, ``预赛2``, ``加赛2``) against the stage in play, and
``RoundId.text`` writes it back the same way.  Pure: no Qt, no database.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from app.messages import Coded, Message
from app.stages.policy import FINAL, PRELIMINARY, stage_named

PLAYOFF = "playoff"  # the stage kind of a playoff (加赛), as stored
PLAYOFF_WORD = "加赛"  # how a sheet names a playoff round's stage (加赛2)
STAGE_WORDS = {PRELIMINARY: "预赛", FINAL: "决赛", PLAYOFF: PLAYOFF_WORD}  # a sheet's stage, before its round
STAGES = (PRELIMINARY, FINAL, PLAYOFF)
# What a referee may type before a round's number to name its stage (lower case; the first is written back).
STAGE_PREFIXES = {PRELIMINARY: ("预赛", "选拔赛", "preliminary", "prelim"),
                  FINAL: ("决赛", "final"),
                  PLAYOFF: ("加赛", "playoff")}
_ROUND_WORDS = re.compile(r"^(?:第|round|r)?\s*(\d{1,6})\s*(?:轮)?$")  # a number of at most 6 digits


class RoundNameError(Coded, ValueError):
    """Text that names no round (``round.bad_name``), or a round that cannot exist (``round.bad_round``)."""


@dataclass(frozen=True)
class RoundId:
    """One round of an event: ``stage`` is preliminary, final or playoff; ``number`` the round's number
    in its stage (a preliminary round spans every group), for a playoff its place among all the event's
    playoff rounds (1 the first; the rounds of one playoff's groups are played side by side)."""

    event: str
    stage: str
    number: int

    def __post_init__(self) -> None:
        if self.stage not in STAGES or not isinstance(self.number, int) or self.number < 1:
            raise RoundNameError("round.bad_round", stage=self.stage, number=self.number)

    @property
    def playoff(self) -> bool:
        return self.stage == PLAYOFF

    def text(self, current_stage: str | None = None) -> str:
        """What a referee types for it: the bare number in the stage in play, else the stage's prefix
        (预赛2, 决赛1, 加赛2); ``parse_round`` reads it back."""
        if self.stage == current_stage and not self.playoff:
            return str(self.number)
        return f"{STAGE_PREFIXES[self.stage][0]}{self.number}"

    def key(self, current_stage: str | None) -> int | str:
        """How the audit log and the CLI's JSON write it: a round of the stage in play as its number,
        any other as ``text`` (预赛2, 加赛2)."""
        return self.number if self.stage == current_stage and not self.playoff else self.text()

    def words(self, stage_named: bool = False) -> Message:
        """How a screen or a sheet names it: 预赛第 2 轮, 第 3 轮 (the final), 加赛 2 (app/messages "round.name.*");
        with ``stage_named`` (the event has preliminary groups: RoundView.stage_named) the final's 决赛第 3 轮."""
        return round_words(self.stage, self.number, stage_named)


def round_words(stage: str, number: int, stage_named: bool = False) -> Message:
    """RoundId.words for a round known by its stage and number alone (a printed sheet's)."""
    named = "final_stage" if stage_named and stage == FINAL else stage
    return Message(f"round.name.{named}", number=number)


def printed(words: Message) -> str:
    """Round words as the sheets and the hall print them, in Chinese without the screens' spaces: 预赛第2轮, 加赛2."""
    return str(words).replace(" ", "")


def stage_words(stage_kind: str, preliminary_groups: int) -> str:
    """How a sheet names a round's stage before its number: 预赛 / 决赛 in an event with preliminary
    groups, 加赛 for a playoff round, nothing when the final is the only stage."""
    if stage_kind != PLAYOFF and not stage_named(stage_kind, preliminary_groups):
        return ""
    return STAGE_WORDS[stage_kind]


def stage_of_words(words: str) -> str:
    """The stage a sheet's ``stage_words`` name (the final when they name none)."""
    return next((stage for stage, said in STAGE_WORDS.items() if said == words), FINAL)


def counts_from(since_stage: str | None, since_number: int, stage: str) -> int | None:
    """The round of ``stage`` from which something set from round ``since_number`` of ``since_stage`` on
    (a disqualification, as stored) counts: 0 when it came before the event's first round (no stage) or
    in an earlier stage, its number in the same stage, None when it lies in a later stage."""
    if since_stage is None or STAGES.index(since_stage) < STAGES.index(stage):
        return 0
    return since_number if since_stage == stage else None


def in_effect_at(since: RoundId | None, round_id: RoundId) -> bool:
    """Whether something set from round ``since`` on (a disqualification) holds in ``round_id``."""
    start = counts_from(since.stage if since else None, since.number if since else 0, round_id.stage)
    return start is not None and start <= round_id.number


def is_playoff_round(round_id: RoundId | None) -> bool:
    return round_id is not None and round_id.playoff


def parse_round(event: str, text: str, current_stage: str, latest_playoff: int = 0) -> RoundId:
    """The round a referee typed: ``3`` / ``第3轮`` / ``round 3`` in ``current_stage``, a stage's prefix
    and a number (``预赛2``, ``final 1``, ``加赛2``) in that stage; ``加赛`` / ``playoff`` alone is the
    latest playoff (``latest_playoff``, the first when none is known yet)."""
    typed = (text or "").strip().lower()
    bare = _ROUND_WORDS.match(typed)
    if bare:
        return _checked(event, current_stage, int(bare.group(1)), text)
    for stage, prefixes in STAGE_PREFIXES.items():
        for prefix in sorted(prefixes, key=len, reverse=True):
            if typed.startswith(prefix):
                rest = typed[len(prefix):].strip()
                if not rest and stage == PLAYOFF:
                    return RoundId(event, PLAYOFF, max(latest_playoff, 1))
                number = _ROUND_WORDS.match(rest)
                if number:
                    return _checked(event, stage, int(number.group(1)), text)
    raise RoundNameError("round.bad_name", text=text)


def _checked(event: str, stage: str, number: int, text: str) -> RoundId:
    if number < 1:
        raise RoundNameError("round.bad_name", text=text)
    return RoundId(event, stage, number)
