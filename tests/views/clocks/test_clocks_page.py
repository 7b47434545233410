"""The clocks page driven with qtbot on the demo: table timers, big clock, results, crash recovery (a new
round and a hidden page's board: test_clocks_page_rounds.py)."""
from clock_pages import Prompt, kill_page, paired_round, remaining_time
import pytest
from fakes import FakeTime
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QDialog
from sqlalchemy import select

from app.clocks import restore_timer
from app.clocks.session import ClockDesk
from app.models.schema import AuditEntry
from app.services import clocks as clocks_service
from app.services.clocks import (
    FREE_KEY,
    ClockSaveError,
    hall_key,
    load_clocks,
    running_clocks,
    save_clock,
    table_key,
)
from app.services.results import clear_result, record_result
from app.services.table_results import with_results
from app.services.rounds import repair_last_round
from app.services.round_views import round_view
from app.views.clocks.clock_recovery import (
    CHARGE,
    KEEP_PAUSED,
    NO_CHARGE,
    RecoveryDialog,
    recover_all,
)
from app.views.clocks.clock_window import CountdownAdjustDialog
from app.views.clocks.clock_words import describe_clock
from app.views.clocks.clocks_page import ClocksPage
from app.views.base.hub import hub
from app.views.clocks.sound import BeepPlayer
from app.stages.policy import FINAL
from app.stages.round_id import RoundId

@pytest.mark.parametrize("code, mode_words, tables", [
    ("xiangqi", "每方 10 分钟 包干", 12),
    ("go", "之后读秒 1 次，每次 30 秒", 8),
    ("checkers", "每步限时 15 秒", 8),
    ("doudizhu", "每局倒计时 10 分钟", 6),
    ("sanguosha_3v3", "另加时 5 分钟；行动计时：出牌 15 秒", 4),
])
def test_page_shows_the_mode_in_words_and_one_timer_per_table(make_page, demo_store, code,
                                                              mode_words, tables):
    """The event's clock setting is spelled out and the board has a timer for every table."""
    paired_round(demo_store, code)
    page = make_page(code)
    assert mode_words in page.mode_label.text()
    assert page.round_label.text() == f"第 1 轮，{tables} 桌"
    assert page.board.model.rowCount() == tables
    assert len(page.board.unfinished_tables()) == tables


@pytest.mark.parametrize("settings, words", [
    ({"mode": "fischer", "main": 300, "increment": 5}, "每方 5 分钟，每步加 5 秒"),
    ({"mode": "bronstein", "main": 90, "delay": 3}, "每方 1 分 30 秒，每步布朗斯坦延时 3 秒"),
    ({"mode": "simple_delay", "main": 600, "delay": 5}, "每方 10 分钟，每步延时 5 秒"),
    ({"mode": "canadian", "main": 3600, "moves": 25, "period": 600},
     "每方基本用时 60 分钟，之后每 25 步 10 分钟"),
    ({"mode": "multi_stage", "stages": [{"kind": "main", "seconds": 60, "moves": 40},
                                        {"kind": "main", "seconds": 30}]}, "分 2 个阶段计时"),
    ({"mode": "move_limit", "per_move": 15, "game_cap": 1800},
     "每步限时 15 秒，超时跳过该步；每局限时 30 分钟，到时由裁判裁决"),
    ({"mode": "countdown", "duration": 3600, "alert_at": 1800},
     "每局倒计时 60 分钟；开局 30 分钟 时提醒（崩坏）"),
    ({"mode": "stopwatch"}, "正计时（秒表）"),
])
def test_every_clock_mode_is_spelled_out(settings, words):
    """Each clock mode reads as the referee would announce it."""
    assert describe_clock(settings) == words


def test_before_round_one_only_the_free_clock_is_offered(make_page, clock, demo_store):
    """With nothing paired the page says so; the big clock is a free clock, saved as it runs."""
    now, _wall = clock
    page = make_page("go")
    assert page.board is None and page.round_group.isHidden()
    assert "尚未编排" in page.round_label.text()
    window = page.open_big_clock()
    window.press_side(1)  # the left player's clock starts
    now.t += 12
    window.press_side(0)
    stored = restore_timer(load_clocks(demo_store, "go")[FREE_KEY], now)
    assert stored.state().times == (1188.0, 1200.0)
    assert page.open_big_clock() is window


def test_start_all_saves_every_table_timer(make_page, demo_store, clock):
    """Starting all tables writes each table's running clock to the file at once."""
    view = paired_round(demo_store)
    page = make_page()
    next(b for b in page.board.findChildren(type(page.big_clock_button))
         if b.text() == "全部开始").click()
    stored = load_clocks(demo_store, "xiangqi")
    assert {table_key(view, t) for t in view.tables} <= set(stored)
    assert all(stored[table_key(view, t)]["core"]["running"] for t in view.tables)
    page.board.pause_all()
    assert running_clocks(demo_store, "xiangqi", clock[1]) == {}


def test_a_press_in_the_big_clock_is_saved(make_page, demo_store, clock):
    """The selected table's big clock shares the board's clock; a press is in the file at once."""
    now, _wall = clock
    view = paired_round(demo_store)
    page = make_page()
    page.board.start_all()
    page.board.view.selectRow(2)
    window = page.open_big_clock()
    assert window.clock is page.board.row(3).timer
    now.t += 7
    window.press_side(0)
    saved = load_clocks(demo_store, "xiangqi")[table_key(view, view.tables[2])]
    restored = restore_timer(saved, now)
    assert restored.state().times == (593.0, 600.0) and restored.state().to_move == 1


def test_big_clock_needs_a_selected_table(make_page, demo_store):
    """With a round paired and nothing selected the referee is told to pick a table."""
    paired_round(demo_store)
    page = make_page()
    assert page.open_big_clock() is None
    assert "选择一桌" in page.message_label.text()


def test_a_referee_adjustment_is_audited(make_page, demo_store, clock):
    """Correcting a side's time writes an audit entry with the old and new values."""
    now, _wall = clock
    view = paired_round(demo_store)
    page = make_page()
    page.board.start(1)
    now.t += 20
    page.board.pause_all()
    window = page.board.open_clock(1)
    window.adjust(0, seconds=600)
    with demo_store.read() as session:
        entry = session.scalars(select(AuditEntry).where(AuditEntry.action == "clock_adjust")).one()
    assert entry.old == {"key": table_key(view, view.tables[0]), "side": 0, "seconds": 580.0,
                         "periods": 0, "moves": 0}
    assert entry.new["seconds"] == 600.0
    assert remaining_time(page, 1) == 600.0


def test_a_recorded_result_finishes_the_table_and_a_cleared_one_reopens_it(make_page, demo_store):
    """A table with a result leaves the unfinished list (its clock stops); undoing it brings it back."""
    paired_round(demo_store)
    page = make_page()
    page.board.start_all()
    record_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), 4, {"score": "1-0"})
    hub().results_changed.emit("xiangqi")
    assert 4 not in [n for n, _label in page.board.unfinished_tables()]
    assert not page.board.row(4).timer.state().running
    clear_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), 4)
    hub().results_changed.emit("xiangqi")
    assert 4 in [n for n, _label in page.board.unfinished_tables()]


def test_a_result_reads_only_its_events_tables_and_marks_the_one_table(make_page, demo_store, monkeypatch):
    """Each event has a clocks page: a result on go costs the xiangqi page nothing, and the go page
    reads whether its tables have a result, not its round again; the undo (the real undo stack's
    command) reopens the table."""
    from app.views.results.result_commands import RecordResult
    paired_round(demo_store)
    paired_round(demo_store, "go")
    pages = {code: make_page(code) for code in ("xiangqi", "go")}
    for page in pages.values():
        page.board.start_all()
    reads, round_reads = [], []
    real_tables, real_round = with_results, clocks_service.round_view
    monkeypatch.setattr("app.views.clocks.clocks_page.with_results",
                        lambda store, view: reads.append(view.event) or real_tables(store, view))
    monkeypatch.setattr(clocks_service, "round_view", lambda *a, **k: round_reads.append(a) or real_round(*a, **k))
    stack = QUndoStack()
    command = RecordResult(demo_store, "go", RoundId("go", FINAL, 1), 3, {"score": "1-0"})
    command.execute()
    stack.push(command)
    assert reads == ["go"] and round_reads == []
    assert 3 not in [n for n, _label in pages["go"].board.unfinished_tables()]
    assert not pages["go"].board.row(3).timer.state().running
    assert len(pages["xiangqi"].board.unfinished_tables()) == 12
    assert pages["xiangqi"].board.row(3).timer.state().running
    stack.undo()
    assert 3 in [n for n, _label in pages["go"].board.unfinished_tables()]
    assert round_reads == []


def test_a_result_entered_at_another_station_stops_the_tables_clock(qtbot, paired_demo_url):
    """The follow poll says another station committed: a result entered there finishes the table here."""
    from app.models.store import open_store
    page_store = open_store(paired_demo_url)
    other = open_store(paired_demo_url)
    try:
        page = ClocksPage(page_store, "xiangqi", QUndoStack(), recovery_prompt=Prompt(), sound=BeepPlayer())
        page.board.start_all()
        record_result(other, "xiangqi", RoundId("xiangqi", FINAL, 1), 5, {"score": "0-1"})
        hub().changed_elsewhere.emit()
        assert 5 not in [n for n, _label in page.board.unfinished_tables()]
        assert not page.board.row(5).timer.state().running and page.board.row(6).timer.state().running
        kill_page(page)
    finally:
        other.close()
        page_store.close()


def test_a_result_after_the_round_was_paired_again_shows_the_new_round(make_page, demo_store):
    """Its tables gone (re-paired without the page being told), a result makes the page read the round."""
    paired_round(demo_store)
    page = make_page()
    again = repair_last_round(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), seed=7)
    record_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), 2, {"score": "1-0"})
    hub().results_changed.emit("xiangqi")
    assert page.view.seed == again.seed and page.session.round.prefix.endswith(f"-{again.seed}")
    assert [n for n, _label in page.board.unfinished_tables()] == [t.number for t in again.tables if t.number != 2]


def test_a_result_on_a_table_whose_clock_never_started_writes_nothing_and_comes_back_finished(
        make_page, demo_store, clock):
    """A result finishes an unstarted table's row without saving its clock (one commit per result, the
    result's): the mark follows from the result when the page is built again after a crash."""
    paired_round(demo_store)
    page = make_page()
    record_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), 4, {"score": "1-0"})
    generation = demo_store.generation()
    hub().results_changed.emit("xiangqi")
    assert demo_store.generation() == generation
    assert 4 not in [n for n, _label in page.board.unfinished_tables()]
    kill_page(page)
    page = make_page(now=FakeTime(5.0), wall=FakeTime(clock[1].t + 30))
    assert 4 not in [n for n, _label in page.board.unfinished_tables()]


def test_a_result_on_a_table_whose_clock_never_started_leaves_the_unfinished_list(make_page, demo_store):
    """The 未完赛 list beside the board is what the referee reads at the round's end: a result takes its
    table off it, started clock or not (it stayed listed while its row said 已完赛)."""
    paired_round(demo_store)
    page = make_page()
    record_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), 4, {"score": "1-0"})
    hub().results_changed.emit("xiangqi")
    listed = [page.board.unfinished_list.item(i).text() for i in range(page.board.unfinished_list.count())]
    assert len(listed) == 11 and not any(text.startswith("4 ") for text in listed)


def test_a_table_marked_finished_stays_finished_after_a_crash(make_page, demo_store, clock):
    """The referee's 'finished' mark (no result yet) is saved with the clock and comes back."""
    paired_round(demo_store)
    page = make_page()
    page.board.start_all()
    page.board.mark_finished(6)
    kill_page(page)
    page = make_page(now=FakeTime(5.0), wall=FakeTime(clock[1].t + 30), prompt=Prompt(NO_CHARGE))
    unfinished = [n for n, _label in page.board.unfinished_tables()]
    assert 6 not in unfinished and len(unfinished) == 11
    assert not page.board.row(6).timer.state().running


def test_round_time_up_stops_every_game_and_lists_the_unfinished(make_page, demo_store, clock):
    """At the round's zero every table's clock stops and the unfinished tables are listed."""
    now, _wall = clock
    paired_round(demo_store, "doudizhu")
    page = make_page("doudizhu")
    page.board.start_all()
    page.round_widget.start_or_resume()
    record_result(demo_store, "doudizhu", RoundId("doudizhu", FINAL, 1), 1, {"hands": [{"bid": 1, "landlord": 0,
                                                            "landlord_won": True}]})
    hub().results_changed.emit("doudizhu")
    now.t += 15 * 60 + 1
    page.round_widget.refresh()
    assert not any(row.timer.state().running for row in page.board.model.rows())
    listed = [page.round_widget.unfinished_list.item(i).text()
              for i in range(page.round_widget.unfinished_list.count())]
    assert len(listed) == 5 and listed[0].startswith("第 2 桌")


def test_in_english_a_listed_unfinished_table_starts_with_table_and_a_clock_name_keeps_it_lowercase(
        english, make_page, demo_store, clock):
    """English: the time-up list's lines start "Table 1 …" (capital, as English says elsewhere);
    inside a clock's name after the round ("Round 1 table 1 …", as "Round 1 hall timer") it stays lowercase."""
    now, _wall = clock
    paired_round(demo_store, "doudizhu")
    page = make_page("doudizhu")
    page.round_widget.start_or_resume()
    now.t += 15 * 60 + 1
    page.round_widget.refresh()
    listed = [page.round_widget.unfinished_list.item(i).text()
              for i in range(page.round_widget.unfinished_list.count())]
    assert listed and all(line.startswith(f"Table {n} ") for n, line in enumerate(listed, start=1))
    first = page.session.round.tables[0]
    assert page.key_label(first.key).startswith(f"Round 1 table {first.number} ")


def test_a_failed_save_is_shown_and_the_clock_runs_on(make_page, demo_store, monkeypatch):
    """If the file cannot be written the referee sees a warning; the table's clock still runs."""
    paired_round(demo_store)
    page = make_page()

    def fail(*_args):
        raise ClockSaveError("计时未能写入赛事文件")

    monkeypatch.setattr("app.views.clocks.clocks_page.save_clock", fail)
    page.board.start(3)
    assert page.message_label.text() == "⚠ 计时未能写入赛事文件"
    assert page.board.row(3).timer.state().running


def test_sanguosha_action_timer_is_saved_with_its_table(make_page, demo_store):
    """A Sanguosha action started at a table is written with the table's timer."""
    view = paired_round(demo_store, "sanguosha_3v3")
    page = make_page("sanguosha_3v3")
    assert not page.big_clock_button.isEnabled()
    page.board.start(2)
    page.board.start_action(2, "lineup")
    saved = load_clocks(demo_store, "sanguosha_3v3")[table_key(view, view.tables[1])]
    assert saved["action"]["name"] == "lineup" and saved["action"]["running"]


def test_hall_screen_gets_the_round_and_running_table_timers(make_page, demo_store, clock):
    """The hall screen lists the started round timer and the running tables, with time left,
    through the desk the main window owns; a page that is gone leaves it."""
    now, _wall = clock
    paired_round(demo_store)
    desk = ClockDesk()
    page = make_page(desk=desk)
    assert page.timer_entries() == []
    page.round_widget.start_or_resume()
    page.board.start(5)
    now.t += 60
    entries = page.timer_entries()
    assert entries[0] == ("象棋 第 1 轮 全场计时", 1740.0)
    assert entries[1][0].startswith("象棋 第 1 轮 第 5 桌 ") and entries[1][1] == 540.0
    assert len(entries) == 2
    assert desk.timer_entries() == entries
    kill_page(page)
    assert desk.timer_entries() == []


def test_mute_silences_the_page(make_page, demo_store):
    """The mute box silences the board, the round timer and the big clocks together."""
    paired_round(demo_store)
    page = make_page()
    page.mute_box.setChecked(True)
    assert page.sound.muted and page.board.sound is page.sound
    assert page.round_widget.sound is page.sound


# -- crash recovery ---------------------------------------------------------------------

def _run_then_kill(make_page, demo_store, clock):
    """Round 1 of xiangqi: the hall timer and all tables run, table 1 moves; then the power cut."""
    now, wall = clock
    paired_round(demo_store)
    page = make_page()
    page.round_widget.start_or_resume()
    page.board.start_all()
    now.t += 10
    wall.t += 10
    page.board.open_clock(1).press_side(0)  # table 1: left moved after 10 s
    kill_page(page)


@pytest.mark.parametrize("choice, left, right, running", [
    (KEEP_PAUSED, 590.0, 600.0, False),  # back exactly as at the last event
    (NO_CHARGE, 590.0, 600.0, True),  # resumed, the outage not charged
    (CHARGE, 590.0, 480.0, True),  # resumed, the 120 s outage charged to the side to move
])
def test_crash_recovery_restores_paused_clocks_and_applies_the_choice(make_page, demo_store, clock,
                                                                      choice, left, right, running):
    """After a kill the clocks come back as stored; the referee's choice charges the outage or not."""
    _run_then_kill(make_page, demo_store, clock)
    view = round_view(demo_store, "xiangqi")
    reboot_now, later_wall = FakeTime(5.0), FakeTime(clock[1].t + 120)
    prompt = Prompt(choice)
    page = make_page(now=reboot_now, wall=later_wall, prompt=prompt)
    assert len(prompt.calls) == 1
    shown = dict(prompt.calls[0])
    assert len(shown) == 13 and shown["第 1 轮 全场计时"] == 130.0
    assert shown[f"第 1 轮 第 1 桌 {page.board.model.rows()[0].label}"] == 120.0
    state = page.board.row(1).timer.state()
    assert state.times == (left, right) and state.to_move == 1 and state.running is running
    hall = page.round_widget.timer_model.state()
    assert hall.remaining == (1800.0 - 130 if choice == CHARGE else 1800.0)  # last event: its start
    assert bool(running_clocks(demo_store, "xiangqi", later_wall)) is running
    stored = restore_timer(load_clocks(demo_store, "xiangqi")[hall_key(view)], reboot_now)
    assert stored.state().remaining == hall.remaining


def test_recovery_is_offered_once_per_page_build(make_page, demo_store, clock):
    """Later refreshes of the page keep the resumed clocks and do not ask again."""
    _run_then_kill(make_page, demo_store, clock)
    prompt = Prompt(NO_CHARGE)
    page = make_page(now=FakeTime(5.0), wall=FakeTime(clock[1].t + 60), prompt=prompt)
    timer = page.board.row(2).timer
    hub().round_paired.emit("xiangqi")
    hub().settings_changed.emit("xiangqi")
    assert len(prompt.calls) == 1
    assert page.board.row(2).timer is timer and timer.state().running


def test_no_prompt_when_nothing_was_running(make_page, demo_store, clock):
    """Clocks paused before the program closed come back paused without a question."""
    paired_round(demo_store)
    page = make_page()
    page.board.start_all()
    clock[0].t += 30
    page.board.pause_all()
    kill_page(page)
    prompt = Prompt(CHARGE)
    page = make_page(now=FakeTime(1.0), wall=FakeTime(clock[1].t + 600), prompt=prompt)
    assert prompt.calls == []
    assert remaining_time(page, 7) == 570.0 and page.board.row(7).state.paused


def test_a_snapshot_from_a_newer_version_leaves_a_fresh_timer_and_a_message(make_page, demo_store):
    """An unreadable stored clock does not stop the page: a fresh timer and a message instead."""
    view = paired_round(demo_store)
    save_clock(demo_store, "xiangqi", table_key(view, view.tables[0]),
               {"kind": "game_clock", "version": 99})
    page = make_page()
    assert "无法恢复" in page.message_label.text()
    assert not page.board.row(1).state.started


def test_without_a_prompt_the_page_waits_for_recover_all(make_page, demo_store, clock,
                                                         monkeypatch):
    """A page without its own prompt keeps the clocks paused; recover_all asks with the dialog."""
    _run_then_kill(make_page, demo_store, clock)
    shown = []

    def answer(dialog):
        shown.append([dialog.table.item(r, 0).text() for r in range(dialog.table.rowCount())])
        dialog.buttons[NO_CHARGE].click()
        return dialog.result()

    monkeypatch.setattr(RecoveryDialog, "exec", answer)
    page = make_page(now=FakeTime(5.0), wall=FakeTime(clock[1].t + 60), ask_with_dialog=True)
    assert shown == [] and len(page.recovery_entries()) == 13
    assert not page.board.row(1).timer.state().running
    assert recover_all(None, [page]) == NO_CHARGE
    assert len(shown) == 1 and len(shown[0]) == 13 and shown[0][0] == "象棋 第 1 轮 全场计时"
    assert page.board.row(1).timer.state().running and page.recovery_entries() == []
    assert page.message_label.text() == "已恢复计时（未扣除中断时间）"
    assert recover_all(None, [page]) is None and len(shown) == 1


def test_a_table_countdown_correction_is_saved_and_audited(make_page, demo_store, clock,
                                                           monkeypatch):
    """Correcting a Dou Dizhu table's countdown writes it to the file and the audit log (old → new)."""
    now, _wall = clock
    view = paired_round(demo_store, "doudizhu")
    page = make_page("doudizhu")
    page.board.start(3)
    now.t += 200

    def answer(dialog):
        dialog.minutes_box.setValue(9)
        dialog.seconds_box.setValue(0)
        return QDialog.Accepted

    monkeypatch.setattr(CountdownAdjustDialog, "exec", answer)
    page.board.view.selectRow(2)
    page.board.adjust_button.click()
    key = table_key(view, view.tables[2])
    with demo_store.read() as session:
        entry = session.scalars(select(AuditEntry).where(AuditEntry.action == "clock_adjust")).one()
    assert (entry.old, entry.new) == ({"key": key, "remaining": 400.0, "phase": "main"},
                                      {"key": key, "remaining": 540.0, "phase": "main"})
    stored = restore_timer(load_clocks(demo_store, "doudizhu")[key], now)
    assert stored.state().remaining == 540.0 and not stored.state().running


@pytest.mark.parametrize("button", [CHARGE, NO_CHARGE, KEEP_PAUSED])
def test_recovery_dialog_lists_clocks_and_returns_the_choice(qtbot, button):
    """The dialog lists each clock with the time since its last event; each button is a choice."""
    dialog = RecoveryDialog([("第 1 轮 全场计时", 130.0), ("第 1 轮 第 1 桌 甲 vs 乙", 3725.0)])
    qtbot.addWidget(dialog)
    assert dialog.table.item(0, 1).text() == "2:10"
    assert dialog.table.item(1, 1).text() == "1:02:05"
    dialog.buttons[button].click()
    assert dialog.choice == button and dialog.result() == dialog.DialogCode.Accepted


def test_a_whole_xiangqi_round_fits_a_768_pixel_screen(make_page, demo_store, qtbot):
    """At 1366×768 (about 650 pixels left below the menus and tabs) all 12 table timers show
    without scrolling."""
    paired_round(demo_store)
    page = make_page()
    page.resize(1340, 650)
    qtbot.waitUntil(lambda: page.board.model.rowCount() == 12)
    view = page.board.view
    qtbot.waitUntil(lambda: view.verticalScrollBar().maximum() == 0)


def test_the_hall_timers_mark_identity_tables_past_the_alert(make_page, demo_store, clock):
    """On the hall screen a running identity table says （崩坏） once its alert minute has passed."""
    now, _wall = clock
    paired_round(demo_store, "sanguosha_identity")
    page = make_page("sanguosha_identity")
    page.board.start(1)
    now.t += 1799
    assert not page.timer_entries()[0][0].endswith("（崩坏）")
    now.t += 1
    label, left = page.timer_entries()[0]
    assert label.startswith("三国杀身份 第 1 轮 第 1 桌 ") and label.endswith("（崩坏）") and left == 1800.0


def test_the_hall_timers_stay_in_chinese_when_the_station_speaks_english(english, make_page, demo_store, clock):
    """The hall screen is for a Chinese hall (README): its timers page words the round and table timers in
    Chinese in English mode too, as its columns and every other hall page."""
    now, _wall = clock
    paired_round(demo_store)
    page = make_page()
    page.round_widget.start_or_resume()
    page.board.start(5)
    now.t += 60
    labels = [label for label, _left in page.timer_entries()]
    assert labels[0] == "象棋 第 1 轮 全场计时"
    assert labels[1].startswith("象棋 第 1 轮 第 5 桌 ")
