"""The words of the console's screen: each part of the controller's description
(app/sanguosha/console_screen.py) worded in the interface language. No rule is decided here."""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from app.sanguosha.console_flow import Choice
from app.sanguosha.console_screen import Board, Duel, Grid, Options, Question, Secret
from app.views.sanguosha.console_pages import role_line
from app.views.sanguosha.console_words import labelled, listed, role_of, word


translate = QCoreApplication.translate


def step_keys(code: str, games: int) -> str:
    """The key line of a screen (its code from the description)."""
    texts = {
        "board": lambda: translate("SanguoshaConsole", "1–3 所轮到一方的角色开始行动 · Enter/空格 结束回合 · D 阵亡 · "
                                  "F 技术犯规 · S 技能计时 · A 重新出牌计时 · Esc 取消 · Ctrl+Z 撤销"),
        "viewing": lambda: translate("SanguoshaConsole", "Enter 提前结束观看 · Ctrl+Z 撤销"),
        "grid": lambda: translate("SanguoshaConsole", "数字键输入编号后按 Enter，或方向键移动后按 Enter · "
                                 "Backspace 清除编号 · Ctrl+Z 撤销"),
        "choice": lambda: translate("SanguoshaConsole", "数字键选择 · Ctrl+Z 撤销"),
        "reveal": lambda: translate("SanguoshaConsole", "Enter 公布 · Ctrl+Z 撤销"),
        "blank": lambda: translate("SanguoshaConsole", "Enter 确认对方看不到屏幕 · Ctrl+Z 撤销"),
        "entry": lambda: translate("SanguoshaConsole", "数字键依次选出 3 名武将 · Backspace 退一格 · Enter 确定 · "
                                  "Esc 遮屏 · Ctrl+Z 撤销"),
        "duel": lambda: translate("SanguoshaConsole", "1 / 2 该方出场武将阵亡 · Ctrl+Z 撤销"),
        "decided": lambda: translate("SanguoshaConsole", "Ctrl+Z 撤销"),
        "question_bidian": lambda: translate("SanguoshaGames", "1 / 2 比点胜方 · Esc 取消"),
        "question_paper": lambda: translate("SanguoshaGames", "1 / 2 · Esc 取消"),
        "goto": lambda: translate("SanguoshaGames", "输入局号（1–%1）").replace("%1", str(games)),
    }
    return texts[code]()


def game_key(code: str, number: int) -> str:
    """N for the next game, G for any (after the step's keys in a match of several games)."""
    if code == "next":
        return translate("SanguoshaGames", "N 开始第 %1 局").replace("%1", str(number))
    if code == "paper_next":
        return translate("SanguoshaGames", "N 本局已在纸面进行：开始第 %1 局").replace("%1", str(number))
    return translate("SanguoshaGames", "G + 局号 打开某一局")


def game_text(game_no: int, games: int) -> str:
    """"第 2 / 3 局" in a match of several games, nothing for a single game."""
    return translate("SanguoshaGames", "第 %1 / %2 局").replace("%1", str(game_no)).replace("%2", str(games)) if games > 1 else ""


def decided_text() -> str:
    return translate("SanguoshaGames", "本局已决出")


# The kingdoms a general's data names (app/rules/generals.py), worded by the catalogue
KINGDOMS = (QT_TRANSLATE_NOOP("SanguoshaKingdoms", "魏"), QT_TRANSLATE_NOOP("SanguoshaKingdoms", "蜀"),
            QT_TRANSLATE_NOOP("SanguoshaKingdoms", "吴"), QT_TRANSLATE_NOOP("SanguoshaKingdoms", "群"))


def kingdom(name: str) -> str:
    """A general's kingdom in the interface language; the generals' names are data and stay."""
    return translate("SanguoshaKingdoms", name) if name in KINGDOMS else name


def cards(grid: Grid, detail: Callable[[str, int], str]) -> list[tuple[str, str, str | None]]:
    """(name, detail, owner) in dealt order; a face-down 1v1 card reads "暗牌"."""
    return [(translate("SanguoshaConsole", "暗牌"), "", card.owner) if card.name is None else
            (card.name, detail(card.kingdom, card.max_hp) if card.kingdom else "", card.owner) for card in grid.cards]


def cursor(grid: Grid) -> int:
    return next((card.number - 1 for card in grid.cards if card.cursor), -1)


def grid_prompt(grid: Grid, side_name: Callable[[str], str], team_name: Callable[[int], str]) -> str:
    if grid.viewing_holder is not None:
        return translate("SanguoshaConsole", "双方观看翻开的 16 名武将（1 分钟），然后由 %1 选择阵营").replace(
            "%1", team_name(grid.viewing_holder))
    return translate("SanguoshaConsole", "%1 选将：还需 %2 名").replace("%1", side_name(grid.side)).replace("%2", str(grid.left))


def typed(grid: Grid) -> str:
    return translate("SanguoshaConsole", "编号：%1").replace("%1", grid.typed) if grid.typed else ""


def grid_picks(grid: Grid, side_name: Callable[[str], str]) -> str:
    return "\n".join(labelled(side_name(side), listed(name if name is not None else translate("SanguoshaConsole", "暗牌")
                                                       for name in names)) for side, names in grid.picks)


def options(choices: tuple[Choice, ...], side_name: Callable[[str], str],
            team_name: Callable[[int], str]) -> list[tuple[int, str, bool]]:
    """The numbered options of a choice step as shown: (key, words, open)."""
    words = {
        "choose_camp": lambda c: word(c.value),
        "first_pick": lambda c: translate("SanguoshaConsole", "%1先选").replace("%1", word(c.value)),
        "take_pile": lambda c: translate("SanguoshaConsole", "第 %1 堆").replace("%1", str(c.value + 1)) + (
            translate("SanguoshaConsole", "（%1已取）").replace("%1", team_name(c.taken_by)) if c.taken_by is not None else ""),
        "confirm": lambda c: translate("SanguoshaConsole", "%1确认").replace("%1", side_name(c.side)) + ("" if c.open else " ✓"),
        "first_mover": lambda c: translate("SanguoshaConsole", "%1先行动").replace("%1", side_name(c.value)),
    }
    return [(c.number, words[c.action](c), c.open) for c in choices]


def choice_prompt(body: Options, side_name: Callable[[str], str], team_name: Callable[[int], str]) -> str:
    prompts = {"camp": lambda: translate("SanguoshaConsole", "%1 选择阵营").replace("%1", team_name(body.args["team"])),
               "first_pick": lambda: translate("SanguoshaConsole", "暖色方决定哪一方先选将"),
               "piles": lambda: translate("SanguoshaConsole", "%1 取一堆武将（每堆 8 张，背面朝上）").replace(
                   "%1", team_name(body.args["team"])),
               "confirm": lambda: translate("SanguoshaConsole", "双方主帅确认所选武将")}
    prompt = prompts[body.prompt]() if body.prompt in prompts else ""
    if body.picks:
        prompt += "\n" + "\n".join(labelled(side_name(side), listed(names)) for side, names in body.picks)
    return prompt


ORDINALS = {"first": QT_TRANSLATE_NOOP("SanguoshaConsole", "第一出场"),
            "second": QT_TRANSLATE_NOOP("SanguoshaConsole", "第二出场"),
            "third": QT_TRANSLATE_NOOP("SanguoshaConsole", "第三出场")}


def seat_words(seats: tuple[str, ...]) -> list[str]:
    return [translate("SanguoshaConsole", ORDINALS[seat]) if seat in ORDINALS else word(seat) for seat in seats]


def secret_prompt(body: Secret, side_name: Callable[[str], str]) -> str:
    if body.mode == "reveal":
        return translate("SanguoshaConsole", "双方阵容均已设定。\n按 Enter 同时公布。")
    if body.mode == "entry":
        return translate("SanguoshaConsole", "%1 秘密布阵").replace("%1", side_name(body.side))
    done = translate("SanguoshaConsole", "已设定：%1").replace("%1", "、".join(side_name(s) for s in body.done)) if body.done else ""
    return (translate("SanguoshaConsole", "请%1回避。\n%2上前，确认对方看不到屏幕后按 Enter。").replace("%1", side_name(body.away))
            .replace("%2", side_name(body.side)) + ("\n\n" + done if done else ""))


def secret_seats(body: Secret) -> str:
    chosen = list(body.chosen) + ["—"] * (len(body.seats) - len(body.chosen))
    return "    ".join(labelled(slot, name) for slot, name in zip(seat_words(body.seats), chosen))


def duel_lines(body: Duel, side_name: Callable[[str], str]) -> list[tuple[int, str, bool]]:
    """1v1 play: each side's general in play, its dead and how many are left."""
    return [(line.number, labelled(side_name(line.side), translate("SanguoshaConsole", "出场：%1 · 已阵亡：%2 · 剩余 %3 名").replace(
        "%1", line.in_play or "—").replace("%2", listed(line.fallen) or "—").replace("%3", str(line.left))),
        line.open) for line in body.lines]


def duel_prompt(body: Duel, side_name: Callable[[str], str]) -> str:
    if body.winner is not None:
        return translate("SanguoshaConsole", "本局结束：%1 胜（对方三名武将均已阵亡）").replace("%1", side_name(body.winner))
    return translate("SanguoshaConsole", "对战中：一方出场武将阵亡时按该方编号，下一名武将随即出场")


STATUS = {"dead": QT_TRANSLATE_NOOP("SanguoshaConsole", "阵亡"), "upright": QT_TRANSLATE_NOOP("SanguoshaConsole", "正常"),
          "sideways": QT_TRANSLATE_NOOP("SanguoshaConsole", "横置")}


def board_columns(body: Board, side_name: Callable[[str], str]) -> dict[str, str]:
    return {camp: "\n".join([side_name(camp)] + [
        role_line(line.number, line.role, line.general, line.max_hp, translate("SanguoshaConsole", STATUS[line.status]), line.timer)
        for line in lines]) for camp, lines in body.roles.items()}


def board_fouls(body: Board, side_name: Callable[[str], str]) -> str:
    return translate("SanguoshaConsole", "技术犯规（满 %1 次判负）").replace("%1", str(body.foul_limit)) + "    " + "    ".join(
        labelled(side_name(camp), count) for camp, count in body.fouls.items())


def board_prompt(body: Board, side_name: Callable[[str], str], team_name: Callable[[int], str]) -> str:
    args = body.args
    if body.prompt == "fouls_lost":
        return translate("SanguoshaConsole", "%1 技术犯规满 %2 次，本局判负").replace("%1", team_name(args["team"])).replace(
            "%2", str(args["limit"]))
    if body.prompt == "commander_killed":
        return translate("SanguoshaConsole", "本局结束：%1 胜（主帅阵亡）").replace("%1", side_name(args["winner"]))
    if body.prompt == "first_mover":
        shown = "    ".join(f"[{n}] {text}" for n, text, _open in options(body.options, side_name, team_name))
        return translate("SanguoshaConsole", "冷色方决定哪一方先行动（首个行动单位须为主帅）") + "\n" + shown
    if body.prompt == "death":
        return translate("SanguoshaConsole", "阵亡：1–3 暖色角色，4–6 冷色角色（Esc 取消）")
    if body.prompt == "foul":
        return translate("SanguoshaConsole", "技术犯规：1 记暖色方，2 记冷色方（Esc 取消）")
    if body.prompt == "acting":
        return translate("SanguoshaConsole", "%1 行动中 · Enter 结束回合").replace("%1", role_of(args["camp"], args["role"]))
    may = listed(f"[{number}] {word(role)}" for number, role in args["may"])
    note = translate("SanguoshaConsole", "（%1无可行动角色，行动权跳过）").replace("%1", word(args["passed"])) if args["passed"] else ""
    return translate("SanguoshaConsole", "轮到 %1：%2").replace("%1", side_name(args["side"])).replace("%2", may) + note


def question(body: Question, three: bool) -> str:
    """The 比点 question, or (after a game on paper, an even game) who held the camp choice in it."""
    paper_game = str(body.target - 1)
    if body.mode == "bidian":
        text = (translate("SanguoshaGames", "第 %1 局：比点胜方获得阵营选择权") if three else
                translate("SanguoshaGames", "第 %1 局：比点胜方为主公")).replace("%1", str(body.target))
        if body.paper_before:
            text = translate("SanguoshaGames", "第 %1 局在纸面进行。").replace("%1", paper_game) + text
        return text
    return (translate("SanguoshaGames", "第 %1 局在纸面进行：当时谁持阵营选择权？") if three else
            translate("SanguoshaGames", "第 %1 局在纸面进行：当时谁是主公？")).replace("%1", paper_game)

