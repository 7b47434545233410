"""The print command: every document kind from the command line, and refusals that write nothing."""
import random
import shutil

import pytest
from pypdf import PdfReader

from app.cli import main
from app.rules.events import PRESETS
from app.services.demo import build_demo
from app.services.results import record_result
from app.services.rounds import pair_next_round
from app.services.round_views import round_view
from app.services.printing import AWARD_KINDS, KINDS
from app.stages.policy import FINAL
from app.stages.round_id import RoundId


def _played(folder):
    store = build_demo(folder / "demo.sqlite", seed=2)
    rng = random.Random(1)
    for code in PRESETS:
        view = pair_next_round(store, code, seed=1)
        for table in view.tables:
            if code == "doudizhu":
                entry = {"hands": [{"bid": 1, "landlord": 0, "landlord_won": rng.random() < 0.5}]}
            elif code == "sanguosha_identity":
                entry = {"winner": "rebels", "alive": [i for i, s in enumerate(table.seats) if s.role == "反贼"]}
            elif code == "gomoku":
                entry = {"score": "2-0"}
            else:
                entry = {"score": rng.choice(["1-0", "0-1"])}
            record_result(store, code, RoundId(code, FINAL, 1), table.number, entry)
        pair_next_round(store, code, seed=2)
    store.close()


@pytest.fixture(scope="module")
def played_file(tmp_path_factory, built_once):
    """A demo file with round 1 played and round 2 paired in every event (built once in the run; the module's copy)."""
    path = tmp_path_factory.mktemp("cli") / "demo.sqlite"
    shutil.copyfile(built_once("cli-print-played", _played) / "demo.sqlite", path)
    return path


def _text(path) -> str:
    return "".join("".join(page.extract_text().split()) for page in PdfReader(str(path)).pages)


# groups needs 预赛 groups, which the demo has not: tests/printing/test_print_stages.py prints it
@pytest.mark.parametrize("kind", [kind for kind in KINDS if kind != "groups"])
def test_every_kind_prints_from_the_command_line(played_file, tmp_path, capsys, kind):
    """`print FILE KIND --event E -o OUT` exits 0 and writes a readable PDF of that kind."""
    out = tmp_path / f"{kind}.pdf"
    event = "sanguosha_identity" if kind == "identity_slips" else "象棋"
    args = ["print", str(played_file), kind, "-o", str(out)]
    if kind not in ("overall", "referee_report", "checkin_all") + AWARD_KINDS:
        args += ["--event", event]
    if kind in AWARD_KINDS:
        args.append("--force")  # round 2 is still open: the events are provisional
    if kind in ("schedule", "playoffs"):  # xiangqi is Swiss and has no tie to play off: refused, said why
        assert main(args) == 1 and not out.exists()
        assert {"schedule": "没有循环赛阶段", "playoffs": "没有加赛"}[kind] in capsys.readouterr().err
        return
    assert main(args) == 0
    assert str(out) in capsys.readouterr().out
    text = _text(out)
    expected = {"pairings": "第2轮对阵表", "seating": "第2轮找座位表", "scoresheet": "第2轮记分签名表", "identity_slips": "身份：",
                "standings": "个人排名", "teams": "团体排名", "crosstable": "交叉表",
                "overall": "总团体排名", "certificates": "荣誉证书", "checkin": "第3轮检录表",
                "prize_list": "获奖名单（颁奖顺序）", "prize_receipt": "奖金签领表", "referee_report": "裁判长报告",
                "start_list": "参赛名单", "round_results": "第2轮", "checkin_all": "全部项目检录表"}[kind]
    assert expected in text
    if kind in ("standings", "teams", "crosstable"):
        assert "第2轮进行中：已录" in text and "第1轮后" not in text  # round 2 is open
    if kind == "overall":
        assert "总团体排名（未完赛）" in text


def test_round_option_prints_an_earlier_round(played_file, tmp_path):
    """--round 1 prints round 1's tables even though round 2 is paired."""
    out = tmp_path / "r1.pdf"
    assert main(["print", str(played_file), "pairings", "--event", "go", "--round", "1", "-o", str(out)]) == 0
    store_view = _round_names(played_file, "go", 1)
    text = _text(out)
    assert "第1轮对阵表" in text and all(name in text for name in store_view)


def _round_names(path, code, number):
    from app.models.store import open_store
    store = open_store(str(path))
    try:
        return [s.name for t in round_view(store, code, RoundId(code, FINAL, number)).tables for s in t.seats]
    finally:
        store.close()


@pytest.mark.parametrize("args, message", [
    (["pairings", "--event", "go", "--round", "4"], "第 4 轮尚未编排"),
    (["pairings"], "请指定项目"),
    (["identity_slips", "--event", "go"], "没有身份牌"),
])
def test_refusals_exit_nonzero_and_write_nothing(played_file, tmp_path, capsys, args, message):
    """A round not paired, a missing event or a wrong kind: status 1, a Chinese message, no file."""
    out = tmp_path / "x.pdf"
    before = played_file.read_bytes()
    assert main(["print", str(played_file), *args, "-o", str(out)]) == 1
    assert message in capsys.readouterr().err
    assert not out.exists()
    assert played_file.read_bytes() == before


@pytest.mark.parametrize("args", [["pairings", "--event", "bridge"], ["menu", "--event", "go"]])
def test_unknown_event_or_kind_is_a_usage_error(played_file, tmp_path, capsys, args):
    """An unknown event or kind stops at argument parsing (exit 2) and writes nothing."""
    out = tmp_path / "x.pdf"
    with pytest.raises(SystemExit) as stop:
        main(["print", str(played_file), *args, "-o", str(out)])
    assert stop.value.code == 2
    assert "bridge" in capsys.readouterr().err or args[0] == "menu"
    assert not out.exists()


def test_unwritable_output_is_a_clear_error(played_file, tmp_path, capsys):
    """An output folder that does not exist: status 1 and a Chinese message, not a traceback."""
    out = tmp_path / "missing" / "x.pdf"
    assert main(["print", str(played_file), "overall", "-o", str(out)]) == 1
    assert "无法写入" in capsys.readouterr().err
    assert not out.exists()


def test_help_lists_the_chief_referees_papers(capsys):
    """`print --help` names every kind, the new lists included, and the ceremony-order option."""
    with pytest.raises(SystemExit):
        main(["print", "--help"])
    text = capsys.readouterr().out
    assert all(kind in text for kind in ("checkin", "prize_list", "prize_receipt", "referee_report", "--ceremony"))


def test_a_withheld_cup_is_said_after_printing(played_file, tmp_path, capsys):
    """Certificates with a shared first place print, then say which 棋王杯 is withheld and why."""
    from app.models.store import open_store
    from app.services.standings import event_standings
    store = open_store(played_file)
    try:
        shared = [code for code in ("xiangqi", "go", "gomoku", "checkers")
                  if len([r for r in event_standings(store, code).rows if r.rank == 1]) > 1]
    finally:
        store.close()
    assert shared  # after one round many share first place
    assert main(["print", str(played_file), "certificates", "--force", "-o", str(tmp_path / "c.pdf")]) == 0
    out = capsys.readouterr().out
    assert all(f"注意：{PRESETS[code].name_zh}的棋王杯未打印" in out for code in shared)
