"""What the console shows at each step and what its keys do there (numbers, arrows + Enter, D, F, S, A)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence

from app.sanguosha import duel_1v1
from app.sanguosha.draft_1v1 import KEPT, LORD, SHOWN, TRAITOR
from app.sanguosha.draft_3v3 import ROLES
from app.sanguosha import console_flow
from app.sanguosha.errors import SanguoshaError
from app.sanguosha.steps import COLD, WARM
from app.sanguosha.table_console import KIND_3V3
from app.views.sanguosha.console_pages import role_line
from app.views.sanguosha.console_words import labelled, listed, role_of, word

ENTER_KEYS = (Qt.Key_Return, Qt.Key_Enter)
ARROWS = {Qt.Key_Left: (0, -1), Qt.Key_Right: (0, 1), Qt.Key_Up: (-1, 0), Qt.Key_Down: (1, 0)}


class ConsoleKeys:
    """Mixed into the console window: pages and keys per step; every step goes through ``act``."""

    def reset_entry(self) -> None:
        """Forget what was half-typed: a number, a secret lineup, a pending D / F."""
        self.entering, self.chosen, self.typed, self.mode = None, [], "", None
        self.cursor = getattr(self, "cursor", 0)

    # --- keys --------------------------------------------------------------------------
    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if event.matches(QKeySequence.Undo):
            self.undo()
            return
        key = event.key()
        digit = key - Qt.Key_0 if Qt.Key_0 <= key <= Qt.Key_9 else None
        if not self._page_handler()(key, digit):
            super().keyPressEvent(event)

    def _page_handler(self):
        return {"choice_board": self._choice_key, "board": self._board_key, "grid": self._grid_key,
                "viewing": self._viewing_key, "secret": self._secret_key}.get(
                    console_flow.screen(self.console), self._choice_key)

    def _choice_key(self, key, digit) -> bool:
        for choice in console_flow.choices(self.console):
            if digit == choice.number:
                if choice.open:
                    self.act(choice.step(), lambda choice=choice: console_flow.take(self.console, choice))
                return True
        return False

    def choices(self) -> list[tuple[int, str, bool]]:
        """The numbered options of a choice step as shown: (key, words, open)."""
        translate = QCoreApplication.translate
        words = {
            "choose_camp": lambda c: word(c.value),
            "first_pick": lambda c: translate("SanguoshaConsole", "%1先选").replace("%1", word(c.value)),
            "take_pile": lambda c: translate("SanguoshaConsole", "第 %1 堆").replace("%1", str(c.value + 1)) + (
                translate("SanguoshaConsole", "（%1已取）").replace("%1", self.team_name(c.taken_by))
                if c.taken_by is not None else ""),
            "confirm": lambda c: translate("SanguoshaConsole", "%1确认").replace("%1", self.side_name(c.side))
            + ("" if c.open else " ✓"),
            "first_mover": lambda c: translate("SanguoshaConsole", "%1先行动").replace("%1", self.side_name(c.value)),
        }
        return [(c.number, words[c.action](c), c.open) for c in console_flow.choices(self.console)]

    # --- the face-up generals ----------------------------------------------------------
    def cards(self) -> list[tuple[str, str, str | None]]:
        """(name, detail, owner) in dealt order; 1v1 face-down cards stay "暗牌"."""
        draft = self.console.draft
        if self.console.kind == KIND_3V3:
            names, sides = draft.state.face_up, (WARM, COLD)
        else:
            names, sides = draft.state.generals, (LORD, TRAITOR)
        owners = {name: side for side in sides for name in draft.state.picks[side]}
        cards = []
        for index, name in enumerate(names):
            if self.console.kind != KIND_3V3 and index >= SHOWN:
                cards.append((QCoreApplication.translate("SanguoshaConsole", "暗牌"), "", owners.get(name)))
            else:
                cards.append((name, self.general_detail(name), owners.get(name)))
        return cards

    def _viewing_key(self, key, digit) -> bool:
        """The minute of viewing: Enter ends it early (both sides have looked)."""
        if key in ENTER_KEYS:
            self.act({"action": "end_viewing"}, lambda: self.console.draft_step("end_viewing"))
            return True
        return False

    def _grid_key(self, key, digit) -> bool:
        count = len(self.cards())
        columns = 4 if self.console.kind == KIND_3V3 else 5
        if digit is not None:
            self.typed = (self.typed + str(digit))[-2:]
        elif key in (Qt.Key_Backspace, Qt.Key_Escape):
            self.typed = ""
        elif key in ARROWS:
            rows, cols = ARROWS[key]
            self.cursor = min(count - 1, max(0, self.cursor + rows * columns + cols))
            self.typed = ""
        elif key in ENTER_KEYS:
            number = int(self.typed) if self.typed else self.cursor + 1
            self.typed = ""
            self.pick_number(number)
            return True
        else:
            return False
        self.render()
        return True

    def pick_number(self, number: int) -> bool:
        """The side to move takes card ``number`` (1-based, as shown)."""
        cards, draft = self.cards(), self.console.draft
        names = draft.state.face_up if self.console.kind == KIND_3V3 else draft.state.generals
        side = draft.side_to_move()

        def pick():
            if not 1 <= number <= len(cards) or cards[number - 1][2] is not None:
                raise SanguoshaError("not_available", general=f"#{number}")
            self.console.draft_step("pick", side, names[number - 1])
        self.cursor = max(0, min(len(cards) - 1, number - 1))
        return self.act({"action": "pick", "side": side, "value": number}, pick)

    # --- secret lineups ----------------------------------------------------------------
    def pending_sides(self) -> list[str]:
        draft = self.console.draft
        if self.console.kind == KIND_3V3:
            return [s for s in (WARM, COLD) if s not in draft.state.lineups]
        return [r for r in (LORD, TRAITOR) if r not in draft.state.orders]

    def seat_words(self) -> list[str]:
        if self.console.kind == KIND_3V3:
            return [word(role) for role in ROLES]
        return [QCoreApplication.translate("SanguoshaConsole", "第一出场"), QCoreApplication.translate("SanguoshaConsole", "第二出场"), QCoreApplication.translate("SanguoshaConsole", "第三出场")]

    def _secret_key(self, key, digit) -> bool:
        console = self.console
        if console.phase == "reveal":
            if key in ENTER_KEYS:
                self.act({"action": "reveal"}, console.reveal)
                return True
            return False
        if self.entering is None:
            if key in ENTER_KEYS and self.pending_sides():
                self.entering, self.chosen = self.pending_sides()[0], []
                self.render()
                return True
            return False
        picks = console.draft.state.picks[self.entering]
        if digit is not None and 1 <= digit <= len(picks):
            if digit - 1 not in self.chosen and len(self.chosen) < 3:
                self.chosen.append(digit - 1)
        elif key == Qt.Key_Backspace:
            self.chosen = self.chosen[:-1]
        elif key == Qt.Key_Escape:
            self.entering, self.chosen = None, []
        elif key in ENTER_KEYS:
            if len(self.chosen) == 3:
                self._set_secret(picks)
            return True
        else:
            return False
        self.render()
        return True

    def _set_secret(self, picks: list[str]) -> None:
        side, names = self.entering, [picks[i] for i in self.chosen]
        if self.console.kind == KIND_3V3:
            action = lambda: self.console.draft_step("set_lineup", side, *names)  # noqa: E731
        else:
            action = lambda: self.console.draft_step("set_order", side, names)  # noqa: E731
        self.entering, self.chosen = None, []  # blank again at once: the next side may be looking
        self.act({"action": "set_lineup", "side": side}, action)

    # --- the action order --------------------------------------------------------------
    def _board_key(self, key, digit) -> bool:
        console = self.console
        order = console.order.state
        if self.mode == "death" and digit is not None and 1 <= digit <= 6:
            camp, role = (WARM, COLD)[(digit - 1) // 3], ROLES[(digit - 1) % 3]
            self.mode = None
            self.act({"action": "death", "side": camp, "value": role}, lambda: self._kill(camp, role))
        elif self.mode == "foul" and digit in (1, 2):
            camp = (WARM, COLD)[digit - 1]
            self.mode = None
            self.act({"action": "technical_foul", "side": camp}, lambda: self._foul(camp))
        elif key == Qt.Key_Escape:
            self.mode = None
        elif key == Qt.Key_D:
            self.mode = "death"
        elif key == Qt.Key_F:
            self.mode = "foul"
        elif digit is not None and 1 <= digit <= 3 and self.mode is None:
            side, role = order.side_to_act, ROLES[digit - 1]
            self.act({"action": "begin_turn", "side": side, "value": role}, lambda: self._begin(side, role))
            return True
        elif key in ENTER_KEYS or key == Qt.Key_Space:
            self.act({"action": "end_turn"}, self._end)
            return True
        elif key in (Qt.Key_S, Qt.Key_A) and order.acting:
            self.timer.start("skill" if key == Qt.Key_S else "action")
        else:
            return False
        self.render()
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
        if acting == [camp, role] or self.console.order.state.phase == "over":
            self.timer.stop()

    def _foul(self, camp: str) -> None:
        team = self.console.draft.team_of(camp)
        if self.console.charge_foul(team) is not None:
            self.timer.stop()

    # --- pages -------------------------------------------------------------------------
    def render_page(self) -> None:
        phase, console = self.console.phase, self.console
        if console.order is not None:
            self.pages.setCurrentWidget(self.board_page)
            self.render_board()
            self.keys_label.setText(QCoreApplication.translate("SanguoshaConsole", "1–3 所轮到一方的角色开始行动 · Enter/空格 结束回合 · D 阵亡 · "
                                       "F 技术犯规 · S 技能计时 · A 重新出牌计时 · Esc 取消 · Ctrl+Z 撤销"))
        elif phase == "viewing":
            self.pages.setCurrentWidget(self.grid_page)
            self.grid_page.prompt.setText(QCoreApplication.translate(
                "SanguoshaConsole", "双方观看翻开的 16 名武将（1 分钟），然后由 %1 选择阵营").replace(
                "%1", self.team_name(console.draft.state.camp_holder)))
            self.grid_page.typed.setText("")
            self.grid_page.show_cards(self.cards(), 4, -1)
            self.grid_page.picks.setText("")
            self.keys_label.setText(QCoreApplication.translate("SanguoshaConsole", "Enter 提前结束观看 · Ctrl+Z 撤销"))
        elif phase == "picks":
            self.pages.setCurrentWidget(self.grid_page)
            self._render_grid()
            self.keys_label.setText(QCoreApplication.translate("SanguoshaConsole", "数字键输入编号后按 Enter，或方向键移动后按 Enter · "
                                       "Backspace 清除编号 · Ctrl+Z 撤销"))
        elif phase in ("lineup", "order", "reveal"):
            self.pages.setCurrentWidget(self.secret_page)
            self._render_secret()
        elif phase == "done":
            self.pages.setCurrentWidget(self.choice_page)
            self._render_done()
        else:
            self.pages.setCurrentWidget(self.choice_page)
            prompts = {"camp": QCoreApplication.translate("SanguoshaConsole", "%1 选择阵营").replace("%1", self.team_name(console.draft.state.camp_holder)),
                       "first_pick": QCoreApplication.translate("SanguoshaConsole", "暖色方决定哪一方先选将"),
                       "piles": QCoreApplication.translate("SanguoshaConsole", "%1 取一堆武将（每堆 8 张，背面朝上）").replace(
                           "%1", self.team_name(console.draft.team_to_move() if console.draft.team_to_move() is not None else 0)),
                       "confirm": QCoreApplication.translate("SanguoshaConsole", "双方主帅确认所选武将")}
            self.choice_page.show_choice(prompts.get(phase, ""),
                                         self.choices())
            if phase == "confirm":
                self.choice_page.show_choice(prompts["confirm"] + "\n" + self._picks_text(),
                                             self.choices())
            self.keys_label.setText(QCoreApplication.translate("SanguoshaConsole", "数字键选择 · Ctrl+Z 撤销"))

    def _picks_text(self) -> str:
        draft = self.console.draft
        return "\n".join(labelled(self.side_name(camp), listed(draft.state.picks[camp])) for camp in (WARM, COLD))

    def _render_grid(self) -> None:
        draft = self.console.draft
        side = draft.side_to_move()
        self.grid_page.prompt.setText(QCoreApplication.translate("SanguoshaConsole", "%1 选将：还需 %2 名").replace("%1", self.side_name(side))
                                      .replace("%2", str(draft.picks_left_in_step())))
        self.grid_page.typed.setText(QCoreApplication.translate("SanguoshaConsole", "编号：%1").replace("%1", self.typed) if self.typed else "")
        columns = 4 if self.console.kind == KIND_3V3 else 5
        self.grid_page.show_cards(self.cards(), columns, self.cursor)
        sides = (WARM, COLD) if self.console.kind == KIND_3V3 else (LORD, TRAITOR)
        cards = self.cards()
        names = draft.state.face_up if self.console.kind == KIND_3V3 else draft.state.generals
        shown = {name: cards[i][0] for i, name in enumerate(names)}
        self.grid_page.picks.setText("\n".join(
            labelled(self.side_name(s), listed(shown.get(n, n) for n in draft.state.picks[s])) for s in sides))

    def _render_secret(self) -> None:
        console, pending = self.console, self.pending_sides()
        done = [s for s in ((WARM, COLD) if console.kind == KIND_3V3 else (LORD, TRAITOR)) if s not in pending]
        set_text = QCoreApplication.translate("SanguoshaConsole", "已设定：%1").replace("%1", "、".join(self.side_name(s) for s in done)) if done else ""
        if console.phase == "reveal":
            self.secret_page.show_blank(QCoreApplication.translate("SanguoshaConsole", "双方阵容均已设定。\n按 Enter 同时公布。"))
            self.keys_label.setText(QCoreApplication.translate("SanguoshaConsole", "Enter 公布 · Ctrl+Z 撤销"))
        elif self.entering is None:
            side = pending[0]
            others = [s for s in ((WARM, COLD) if console.kind == KIND_3V3 else (LORD, TRAITOR)) if s != side]
            self.secret_page.show_blank(
                QCoreApplication.translate("SanguoshaConsole", "请%1回避。\n%2上前，确认对方看不到屏幕后按 Enter。").replace("%1", self.side_name(others[0]))
                .replace("%2", self.side_name(side)) + ("\n\n" + set_text if set_text else ""))
            self.keys_label.setText(QCoreApplication.translate("SanguoshaConsole", "Enter 确认对方看不到屏幕 · Ctrl+Z 撤销"))
        else:
            picks = console.draft.state.picks[self.entering]
            chosen = [picks[i] for i in self.chosen] + ["—"] * (3 - len(self.chosen))
            seats = "    ".join(labelled(slot, name) for slot, name in zip(self.seat_words(), chosen))
            self.secret_page.show_entry(QCoreApplication.translate("SanguoshaConsole", "%1 秘密布阵").replace("%1", self.side_name(self.entering)),
                                        [f"{name}  {self.general_detail(name)}" for name in picks], seats)
            self.keys_label.setText(QCoreApplication.translate("SanguoshaConsole", "数字键依次选出 3 名武将 · Backspace 退一格 · Enter 确定 · "
                                       "Esc 遮屏 · Ctrl+Z 撤销"))

    def _render_done(self) -> None:
        """1v1 play: each side's general in play, its dead and how many are left (the order of the rest
        stays secret); a number enters that side's general's death."""
        translate, console = QCoreApplication.translate, self.console
        orders, deaths = console.draft.state.orders, console.deaths
        lines = []
        for choice in console_flow.choices(console):
            side = choice.side
            line = translate("SanguoshaConsole", "出场：%1 · 已阵亡：%2 · 剩余 %3 名").replace(
                "%1", duel_1v1.in_play(orders, deaths, side) or "—").replace(
                "%2", listed(duel_1v1.fallen(orders, deaths, side)) or "—").replace(
                "%3", str(KEPT - duel_1v1.dead_count(deaths, side)))
            lines.append((choice.number, labelled(self.side_name(side), line), choice.open))
        if console.decided:
            prompt = translate("SanguoshaConsole", "本局结束：%1 胜（对方三名武将均已阵亡）").replace(
                "%1", self.side_name(duel_1v1.winner(deaths)))
            keys = translate("SanguoshaConsole", "Ctrl+Z 撤销")
        else:
            prompt = translate("SanguoshaConsole", "对战中：一方出场武将阵亡时按该方编号，下一名武将随即出场")
            keys = translate("SanguoshaConsole", "1 / 2 该方出场武将阵亡 · Ctrl+Z 撤销")
        self.choice_page.show_choice(prompt, lines)
        self.keys_label.setText(keys)

    def render_board(self) -> None:
        console, order = self.console, self.console.order.state
        timer = self.timer.state()
        columns = {}
        for camp in (WARM, COLD):
            lines = [self.side_name(camp)]
            # D: the prompt's numbers, warm 1–3 and cold 4–6; otherwise the side's own 1–3
            first = 4 if self.mode == "death" and camp == COLD else 1
            for number, role in enumerate(ROLES, first):
                status = (QCoreApplication.translate("SanguoshaConsole", "阵亡") if not order.alive[camp][role]
                          else QCoreApplication.translate("SanguoshaConsole", "正常") if order.upright[camp][role] else QCoreApplication.translate("SanguoshaConsole", "横置"))
                shown = (timer.name, timer.remaining, timer.expired) if (
                    order.acting == [camp, role] and timer.name) else None
                lines.append(role_line(number, role, order.lineups[camp][role], order.max_hp[camp][role],
                                       status, shown))
            columns[camp] = "\n".join(lines)
        fouls = console.fouls
        fouls_text = QCoreApplication.translate("SanguoshaConsole", "技术犯规（满 %1 次判负）").replace("%1", str(fouls.limit)) + "    " + "    ".join(
            labelled(self.side_name(camp), fouls.counts[console.draft.team_of(camp)]) for camp in (WARM, COLD))
        self.board_page.show_board(self._board_prompt(), columns, fouls_text)

    def _board_prompt(self) -> str:
        console, order = self.console, self.console.order.state
        if console.fouls.loser is not None:
            return QCoreApplication.translate("SanguoshaConsole", "%1 技术犯规满 %2 次，本局判负").replace("%1", self.team_name(console.fouls.loser)) \
                .replace("%2", str(console.fouls.limit))
        if order.phase == "over":
            return QCoreApplication.translate("SanguoshaConsole", "本局结束：%1 胜（主帅阵亡）").replace("%1", self.side_name(order.winner))
        if order.phase == "first_mover":
            options = "    ".join(f"[{n}] {text}" for n, text, _open in self.choices())
            return QCoreApplication.translate("SanguoshaConsole", "冷色方决定哪一方先行动（首个行动单位须为主帅）") \
                + "\n" + options
        if self.mode == "death":
            return QCoreApplication.translate("SanguoshaConsole", "阵亡：1–3 暖色角色，4–6 冷色角色（Esc 取消）")
        if self.mode == "foul":
            return QCoreApplication.translate("SanguoshaConsole", "技术犯规：1 记暖色方，2 记冷色方（Esc 取消）")
        if order.acting:
            return QCoreApplication.translate("SanguoshaConsole", "%1 行动中 · Enter 结束回合").replace("%1", role_of(*order.acting))
        may = listed(f"[{ROLES.index(r) + 1}] {word(r)}" for r in console.order.may_act())
        last = [entry for entry in order.log if entry["action"] != "reset"][-1:]
        note = QCoreApplication.translate("SanguoshaConsole", "（%1无可行动角色，行动权跳过）").replace(
            "%1", word(last[0]["side"])) if last and last[0]["action"] == "pass" else ""
        return QCoreApplication.translate("SanguoshaConsole", "轮到 %1：%2").replace("%1", self.side_name(order.side_to_act)).replace("%2", may) + note
