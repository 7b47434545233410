"""The console controller of each kind (app/sanguosha/console_controller.py): 3v3 with its piles,
camps, lineups, action order and fouls; 1v1 with its secret orders and generals' deaths."""
from __future__ import annotations

from typing import Any, Callable, Mapping

from app.sanguosha import console_flow, duel_1v1
from app.sanguosha.console_controller import ConsoleController, TablePort
from app.sanguosha.console_screen import Board, Duel, DuelLine, RoleLine
from app.sanguosha.draft_1v1 import KEPT, LORD, SHOWN, TRAITOR
from app.sanguosha.draft_3v3 import ROLES
from app.sanguosha.errors import SanguoshaError
from app.sanguosha.steps import COLD, WARM
from app.sanguosha.table_console import KIND_1V1, KIND_3V3


class Console3v3(ConsoleController):
    """3v3: piles, the minute of viewing, camps, picks, secret lineups, then the action order with
    its D (death), F (technical foul), S / A (skill / action timer) keys."""

    KIND = KIND_3V3
    SIDES = (WARM, COLD)
    COLUMNS = 4
    SEATS = ROLES

    def team_of(self, side: str) -> int | None:
        return self.console.draft.team_of(side)

    def dealt(self) -> list[str]:
        return list(self.console.draft.state.face_up)

    def pending_sides(self) -> list[str]:
        return [side for side in self.SIDES if side not in self.console.draft.state.lineups]

    def set_secret(self, side: str, names: list[str]) -> None:
        self.console.draft_step("set_lineup", side, *names)

    def _board_key(self, key: str, digit: int | None) -> bool:
        console, order = self.console, self.console.order.state
        if self.mode == "death" and digit is not None and 1 <= digit <= 6:
            camp, role = self.SIDES[(digit - 1) // 3], ROLES[(digit - 1) % 3]
            self.mode = None
            self.act({"action": "death", "side": camp, "value": role}, lambda: self._kill(camp, role))
        elif self.mode == "foul" and digit in (1, 2):
            camp = self.SIDES[digit - 1]
            self.mode = None
            self.act({"action": "technical_foul", "side": camp}, lambda: console.charge_foul(self.team_of(camp)))
        elif key == "escape":
            self.mode = None
        elif key == "d":
            self.mode = "death"
        elif key == "f":
            self.mode = "foul"
        elif digit is not None and 1 <= digit <= 3 and self.mode is None:
            side, role = order.side_to_act, ROLES[digit - 1]
            self.act({"action": "begin_turn", "side": side, "value": role}, lambda: self._begin(side, role))
        elif key in ("enter", "space"):
            self.act({"action": "end_turn"}, self._end)
        elif key in ("s", "a") and order.acting and not console.decided:
            self.timer.start("skill" if key == "s" else "action")
        else:
            return False
        return True

    def _begin(self, side: str, role: str) -> None:
        self.console.order_step("begin_turn", side, role)
        self.timer.start("action")

    def _end(self) -> None:
        self.console.order_step("end_turn")
        self.timer.stop()

    def _kill(self, camp: str, role: str) -> None:
        acting = self.console.order.state.acting
        self.console.order_step("kill", camp, role)
        if acting == [camp, role]:
            self.timer.stop()

    # --- what the screen shows -------------------------------------------------------------
    def _mover(self) -> str | None:
        console = self.console
        if console.order is None:
            return console.draft.side_to_move()
        if console.phase == "order:first_mover":
            return COLD  # cold decides who acts first (docs/rules.md §5.2)
        return console.order.state.side_to_act

    def _mover_team(self) -> int | None:
        return self.console.draft.team_to_move() if self.console.order is None else None

    def _countdown(self) -> tuple[float | None, bool]:
        console = self.console
        if console.decided or console.order is None or console.phase == "order:first_mover":
            return super()._countdown()
        state = self.timer.state()
        return (max(0.0, state.remaining), False) if state.name is not None else (None, False)

    def _page(self) -> tuple[str, Any, tuple[str, ...]]:
        if self.console.order is None:
            return super()._page()
        return "board", self._board(), ("decided" if self.console.decided else "board",)

    def _board(self) -> Board:
        console, order = self.console, self.console.order.state
        timer = self.timer.state()
        roles = {}
        for camp in self.SIDES:
            # D: the prompt's numbers, warm 1–3 and cold 4–6; otherwise the side's own 1–3
            first = 4 if self.mode == "death" and camp == COLD else 1
            lines = []
            for number, role in enumerate(ROLES, first):
                status = ("dead" if not order.alive[camp][role] else
                          "upright" if order.upright[camp][role] else "sideways")
                shown = ((timer.name, max(0.0, timer.remaining), timer.expired)
                         if order.acting == [camp, role] and timer.name and not console.decided else None)
                lines.append(RoleLine(number, role, order.lineups[camp][role], order.max_hp[camp][role],
                                      status, shown))
            roles[camp] = tuple(lines)
        fouls = {camp: console.fouls.counts[self.team_of(camp)] for camp in self.SIDES}
        prompt, args = self._board_prompt()
        options = tuple(console_flow.choices(console)) if prompt == "first_mover" else ()
        return Board(prompt, args, roles, fouls, console.fouls.limit, options)

    def _board_prompt(self) -> tuple[str, dict[str, Any]]:
        console, order = self.console, self.console.order.state
        if console.fouls.loser is not None:
            return "fouls_lost", {"team": console.fouls.loser, "limit": console.fouls.limit}
        if order.phase == "over":
            return "commander_killed", {"winner": order.winner}
        if order.phase == "first_mover":
            return "first_mover", {}
        if self.mode in ("death", "foul"):
            return self.mode, {}
        if order.acting:
            return "acting", {"camp": order.acting[0], "role": order.acting[1]}
        last = [entry for entry in order.log if entry["action"] != "reset"][-1:]
        passed = last[0]["side"] if last and last[0]["action"] == "pass" else None
        may = tuple((ROLES.index(role) + 1, role) for role in console.order.may_act())
        return "turn", {"side": order.side_to_act, "may": may, "passed": passed}


class Console1v1(ConsoleController):
    """1v1: picks from six face-up and four face-down cards, secret orders, then each side's
    generals' deaths by 1 / 2 until a side has none left."""

    KIND = KIND_1V1
    SIDES = (LORD, TRAITOR)
    COLUMNS = 5
    SEATS = ("first", "second", "third")

    def team_of(self, side: str) -> int | None:
        return self.console.draft.seat_of(side)

    def dealt(self) -> list[str]:
        return list(self.console.draft.state.generals)

    def hidden(self, index: int) -> bool:
        return index >= SHOWN

    def pending_sides(self) -> list[str]:
        return [side for side in self.SIDES if side not in self.console.draft.state.orders]

    def set_secret(self, side: str, names: list[str]) -> None:
        self.console.draft_step("set_order", side, names)

    def _page(self) -> tuple[str, Any, tuple[str, ...]]:
        if console_flow.screen(self.console) != "done":
            return super()._page()
        console = self.console
        orders, deaths = console.draft.state.orders, console.deaths
        lines = tuple(DuelLine(choice.number, choice.side, duel_1v1.in_play(orders, deaths, choice.side),
                               tuple(duel_1v1.fallen(orders, deaths, choice.side)),
                               KEPT - duel_1v1.dead_count(deaths, choice.side), choice.open)
                      for choice in console_flow.choices(console))
        winner = duel_1v1.winner(deaths)
        return "duel", Duel(lines, winner), ("decided" if winner else "duel",)


def controller_for(table: TablePort, record, wall: Callable[[], float],
                   action_seconds: Mapping[str, float] | None = None) -> ConsoleController:
    """The controller of the record's kind."""
    kinds = {KIND_3V3: Console3v3, KIND_1V1: Console1v1}
    if record.kind not in kinds:
        raise SanguoshaError("unknown_side", side=record.kind)
    return kinds[record.kind](table, record, wall, action_seconds)
