"""The whole console without Qt: a 3v3 and a 1v1 match of three games driven by keys through the
controller on a fake time source, its screen read from the plain description (docs/rules.md §5)."""
import random
from dataclasses import dataclass, replace

import pytest

from app.sanguosha.console_controller import StepNotSaved
from app.sanguosha.console_kinds import Console1v1, Console3v3, controller_for
from app.sanguosha.errors import SanguoshaError
from app.sanguosha.match import camp_holder_of_game
from app.sanguosha.table_console import KIND_1V1, KIND_3V3, TableConsole
from app.stages.policy import FINAL
from app.stages.round_id import RoundId
from fakes import FakeTime


@dataclass(frozen=True)
class Record:
    """A stored console as the port gives it (the fields the controller reads)."""

    kind: str
    state: dict
    revision: int
    game_no: int
    games: int
    sides: tuple = ("一中", "二中")
    table_number: int = 4
    round_id: RoundId = RoundId("sanguosha_3v3", FINAL, 2)

    def console(self, now):
        return TableConsole.from_dict(self.state, now, table=self.table_number, game=self.game_no)


class MemoryTable:
    """The table's consoles kept in memory; a new game's camp holder by the match's one rule."""

    def __init__(self, kind, games=3, seed=5):
        self.kind, self.games_per_match, self.rng = kind, games, random.Random(seed)
        self.records: dict[int, Record] = {}
        self.refuse_next = None

    def save(self, record, console, step):
        if self.refuse_next:
            reason, self.refuse_next = self.refuse_next, None
            raise StepNotSaved(reason, "disk full")
        assert self.records[record.game_no].revision == record.revision
        saved = replace(record, state=console.to_dict(), revision=record.revision + 1)
        self.records[record.game_no] = saved
        return saved

    def load(self, game_no):
        return self.records.get(game_no)

    def open(self, game_no, now, bidian_winner=None, previous_on_paper=False, previous_holder=None):
        if game_no in self.records:
            return self.records[game_no]
        if not 1 <= game_no <= self.games_per_match:
            raise SanguoshaError("console.game_out_of_range", game=game_no, games=self.games_per_match)
        if game_no > 1 and not previous_on_paper:
            before = self.records[game_no - 1].console(now)
            if not before.decided:
                raise SanguoshaError("console.game_not_decided", game=game_no - 1, next=game_no)
            previous_holder = before.camp_holder
        holder = camp_holder_of_game(game_no, previous_holder, bidian_winner)
        start = {"camp_holder": holder} if self.kind == KIND_3V3 else {"lord_seat": holder}
        console = TableConsole.start(self.kind, now, self.rng, **start)
        self.records[game_no] = Record(self.kind, console.to_dict(), 0, game_no, self.games_per_match)
        return self.records[game_no]

    def games(self):
        return sorted(self.records)


def controller(kind, bidian=0, games=3):
    wall, table = FakeTime(100.0), MemoryTable(kind, games)
    record = table.open(1, lambda: 0.0, bidian_winner=bidian)
    return controller_for(table, record, wall), wall, table


def press(console, *keys):
    for key in keys:
        console.press(key)


def pick_all(console):
    """Every pick step by number: the first free card on the grid, typed and Enter."""
    while console.view().page == "grid" and console.view().body.side is not None:
        free = next(card for card in console.view().body.cards if card.owner is None)
        press(console, *str(free.number), "enter")


def draft_3v3(console, wall):
    """Space starts; piles 1 and 2, Enter ends the viewing, camp 1 (warm), warm picks first, picks,
    confirms, lineups 1 2 3, reveal."""
    press(console, "space", "1", "2")
    screen = console.view()
    assert screen.page == "grid" and screen.body.viewing_holder == console.console.camp_holder
    assert len(screen.body.cards) == 16 and screen.countdown == 60
    assert not any(card.cursor for card in screen.body.cards)  # nothing to pick while both sides look
    press(console, "enter", "1", "1")
    pick_all(console)
    press(console, "1", "2")
    secret_lineups(console)
    assert console.view().body.mode == "reveal"
    press(console, "enter")


def secret_lineups(console):
    for _side in console.SIDES:
        assert console.view().body.mode == "blank"
        press(console, "enter", "1", "2", "3")
        assert console.view().body.mode == "entry" and len(console.view().body.chosen) == 3
        press(console, "enter")


def test_a_3v3_match_of_three_games_by_keys():
    """Game 1 by the 比点 winner (team 0): piles, the viewing grid, camps, picks, lineups, the board;
    a commander's death decides it. N opens game 2 (the camp choice swapped), fouls decide it; N asks
    the 比点 of game 3 (2: team 1); G 1 goes back to game 1."""
    console, wall, table = controller(KIND_3V3)
    screen = console.view()
    assert (screen.kind, screen.game_no, screen.games, screen.table_number) == ("3v3", 1, 3, 4)
    assert screen.clock == "ready" and screen.default is None and screen.countdown == 10
    assert screen.page == "choice" and screen.body.prompt == "piles" and screen.mover_team == 0
    press(console, "1")
    assert console.view().notice.code == "not_started" and console.record.revision == 0
    draft_3v3(console, wall)
    screen = console.view()
    assert screen.page == "board" and screen.body.prompt == "first_mover" and screen.mover == "cold"
    press(console, "1")  # cold lets warm act first
    press(console, "1")  # warm's commander acts: its 15 s run
    wall.t += 4
    screen = console.view()
    assert screen.countdown == 11 and screen.body.prompt == "acting"
    assert screen.body.roles["warm"][0].timer == ("action", 11, False)
    press(console, "d")
    assert [line.number for line in console.view().body.roles["cold"]] == [4, 5, 6]
    press(console, "4")  # cold's commander dies
    screen = console.view()
    assert screen.decided and screen.step == "order:over" and screen.body.prompt == "commander_killed"
    assert screen.body.args == {"winner": "warm"} and screen.game_keys == (("next", 2), ("goto_any", 3))
    assert screen.keys == ("decided",)  # only Ctrl+Z: no turn, death or foul keys in a decided game

    press(console, "n")
    screen = console.view()
    assert screen.game_no == 2 and screen.notice.code == "switched" and screen.clock == "ready"
    assert console.console.camp_holder == 1 and screen.mover_team == 1  # swapped: team 1 takes a pile first
    draft_3v3(console, wall)
    press(console, "2")  # cold acts first
    for _ in range(3):
        press(console, "f", "1")
    screen = console.view()
    assert screen.decided and screen.body.prompt == "fouls_lost" and screen.body.fouls["warm"] == 3

    press(console, "n")
    screen = console.view()
    assert screen.page == "question" and screen.body.mode == "bidian" and screen.body.target == 3
    press(console, "enter")  # no default: only 1 / 2 answer
    assert console.view().page == "question"
    press(console, "2")
    assert console.record.game_no == 3 and console.console.camp_holder == 1
    press(console, "g", "1")
    assert console.record.game_no == 1 and console.view().decided
    press(console, "g", "5")
    assert console.view().notice.args["error"].code == "console.game_out_of_range"


def test_no_countdown_runs_or_shows_once_a_commander_died():
    """The flaw seen on the board: the game is decided by a commander's death while a role of the other
    camp acts; neither the header nor the acting role shows a countdown, and S / A start none."""
    console, wall, _table = controller(KIND_3V3)
    draft_3v3(console, wall)
    press(console, "2", "1")  # cold acts first: its commander
    press(console, "s")  # the skill timer
    assert console.view().countdown == 5
    press(console, "d", "1")  # warm's commander dies while cold's acts
    wall.t += 2
    screen = console.view()
    assert screen.decided and screen.countdown is None and not screen.dash and screen.default is None
    assert all(line.timer is None for lines in screen.body.roles.values() for line in lines)
    press(console, "a")
    assert console.view().countdown is None and console.timer.state().name is None


def test_a_1v1_match_of_three_games_by_keys():
    """Face-down cards carry no name; orders set in secret; 1 / 2 enter deaths until a side has none
    left; N opens game 2 with the lord swapped, G 3 asks the 比点, Esc leaves it."""
    console, wall, _table = controller(KIND_1V1, bidian=1)
    press(console, "space")
    screen = console.view()
    assert screen.page == "grid" and screen.body.columns == 5 and screen.body.side == "lord"
    assert [card.name is None for card in screen.body.cards] == [False] * 6 + [True] * 4
    press(console, "right", "right", "down")
    assert console.view().body.cards[7].cursor
    pick_all(console)
    secret_lineups(console)
    screen = console.view()
    assert screen.page == "duel" and screen.step == "duel:play" and screen.countdown is None and screen.dash
    orders = console.console.draft.state.orders
    press(console, "2", "2", "1")
    lines = {line.side: line for line in console.view().body.lines}
    assert lines["traitor"].in_play == orders["traitor"][2] and lines["traitor"].left == 1
    assert lines["lord"].fallen == (orders["lord"][0],)
    press(console, "undo")
    assert console.view().notice.code == "undone" and console.console.deaths == ["traitor", "traitor"]
    press(console, "2")
    screen = console.view()
    assert screen.decided and screen.body.winner == "lord" and screen.keys == ("decided",)
    assert console.console.status()["winner"] == 1  # the 比点 winner was lord

    press(console, "n")
    assert console.record.game_no == 2 and console.console.camp_holder == 0
    press(console, "space")
    pick_all(console)
    secret_lineups(console)
    press(console, "1", "1", "1")
    press(console, "g", "3")
    assert console.view().body.mode == "bidian"
    press(console, "escape")
    assert console.view().page == "duel" and console.record.game_no == 2
    press(console, "n", "1")
    assert console.record.game_no == 3 and console.console.camp_holder == 0


def test_a_default_taken_by_time_and_the_pause():
    """Ready: no default however long; running: the 10 s pile step takes its default at poll; P pauses."""
    console, wall, _table = controller(KIND_3V3)
    wall.t += 600
    assert console.poll() is None and console.record.revision == 0
    press(console, "space")
    wall.t += 4
    press(console, "p")
    wall.t += 100
    assert console.poll() is None and console.view().countdown == 6 and console.view().clock == "paused"
    press(console, "space")
    wall.t += 6
    assert console.poll() == "piles" and console.record.revision == 1
    assert console.view().notice.code == "timeout"


def test_a_refused_write_goes_back_to_the_file_and_says_why():
    """The file refuses the step: the console is what the file holds, and the notice says why."""
    console, wall, table = controller(KIND_3V3)
    press(console, "space")
    table.refuse_next = "unwritable"
    press(console, "1")
    screen = console.view()
    assert screen.notice.code == "unwritable" and screen.notice.args["detail"] == "disk full"
    assert console.console.draft.state.pile_of == {} and console.record.revision == 0


@pytest.mark.parametrize("kind, cls", [(KIND_3V3, Console3v3), (KIND_1V1, Console1v1)])
def test_one_controller_per_kind(kind, cls):
    """controller_for gives the record's kind its own controller."""
    assert type(controller(kind)[0]) is cls
