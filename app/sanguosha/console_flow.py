"""The console's flow without Qt: which screen a step shows, its numbered choices (a key → an
intent → a step of the console) and where the game keys lead, so the window only words and paints.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from app.sanguosha.draft_1v1 import LORD, TRAITOR
from app.sanguosha.steps import COLD, WARM
from app.sanguosha.table_console import KIND_1V1, TableConsole

CAMP_KEYS = ((1, WARM), (2, COLD))
DUEL_KEYS = ((1, LORD), (2, TRAITOR))  # 1v1 play: the side whose general in play died


@dataclass(frozen=True)
class Choice:
    """One numbered option: ``action`` and ``value`` say what it does (the audit's step), ``side``
    who takes it (a camp, or a team before the camps), ``open`` whether it may still be taken;
    ``taken_by``: the team that took a pile already."""

    number: int
    action: str
    value: Any
    side: Any = None
    open: bool = True
    taken_by: int | None = None

    def step(self) -> dict[str, Any]:
        return {"action": self.action, "side": self.side, "value": self.value}


def screen(console: TableConsole) -> str:
    """The page the step shows: choice, viewing, grid (picks), secret (lineups / reveal), done or board."""
    phase = console.phase
    if console.order is not None:
        return "choice_board" if phase == "order:first_mover" else "board"
    if phase == "picks":
        return "grid"
    if phase == "viewing":
        return "viewing"
    if phase in ("lineup", "order", "reveal"):
        return "secret"
    return "done" if phase == "done" else "choice"


def choices(console: TableConsole) -> list[Choice]:
    """The numbered options of a choice step (camp, first pick, piles, confirm, first mover; 1v1
    after the draft: whose general died, closed once the game is decided)."""
    draft, phase = console.draft, console.phase
    if phase == "camp":
        return [Choice(n, "choose_camp", camp, draft.state.camp_holder) for n, camp in CAMP_KEYS]
    if phase == "first_pick":
        return [Choice(n, "first_pick", camp, WARM) for n, camp in CAMP_KEYS]
    if phase == "piles":
        taken = {pile: int(owner) for owner, pile in draft.state.pile_of.items()}
        return [Choice(p + 1, "take_pile", p, draft.team_to_move(), p not in taken, taken.get(p))
                for p in range(len(draft.state.piles))]
    if phase == "confirm":
        return [Choice(n, "confirm", True, camp, camp not in draft.state.confirmed) for n, camp in CAMP_KEYS]
    if phase == "done" and console.kind == KIND_1V1:
        return [Choice(n, "general_died", side, side, not console.decided) for n, side in DUEL_KEYS]
    if phase == "order:first_mover":
        return [Choice(n, "first_mover", camp, COLD) for n, camp in CAMP_KEYS]
    return []


def take(console: TableConsole, choice: Choice) -> None:
    """Run the step a choice stands for on the console (refused steps change nothing)."""
    if choice.action == "choose_camp":
        console.draft_step("choose_camp", choice.side, choice.value)
    elif choice.action == "first_pick":
        console.draft_step("choose_first_picker", WARM, choice.value)
    elif choice.action == "take_pile":
        console.draft_step("take_pile", choice.side, choice.value)
    elif choice.action == "confirm":
        console.draft_step("confirm", choice.side)
    elif choice.action == "general_died":
        console.general_died(choice.side)
    else:
        console.order_step("choose_first", COLD, choice.value)


def game_question(target: int, stored: list[int], games: int, before_unused: bool,
                  before_decided: bool, current: int) -> tuple[str, bool]:
    """Where N / G + number leads (docs/rules.md §5.6): ("open", _) a stored game, game 1, one out of
    range (refused when opened) or an even game after one played here; ("bidian", paper) an odd game
    asks the 比点 first; ("paper", True) an even game after one played on paper asks who held the camp
    choice then. ``paper`` says the game before was played on paper."""
    if target in stored or target == 1 or target > games:
        return "open", False
    if target - 1 in stored and not before_unused:
        if target % 2 == 0 or (not before_decided and target == current + 1):
            return "open", False  # an undecided game before: refused with the reason when opened
        return "bidian", False
    return ("paper" if target % 2 == 0 else "bidian"), True
