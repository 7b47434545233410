"""`print --round` on standings and crosstable: honoured (the preliminary's group tables once the final
began, the standings after an earlier round), or refused with the reason; never silently ignored."""
import random

import pytest
from pypdf import PdfReader

from app.cli import main
from app.services.rounds import pair_next_round
from app.services.standings import event_standings
from app.services.tournament import update_event_settings
from app.stages.round_id import RoundId


def _text(path) -> str:
    return "".join("".join(page.extract_text().split()) for page in PdfReader(str(path)).pages)


@pytest.fixture
def staged_go(demo_store, play_round):
    """Go in two preliminary groups of two rounds, then the final's rounds 1 and 2 played; the file's path
    and the standings after the final's round 1 (read before round 2 was played)."""
    store = demo_store
    update_event_settings(store, "go", {"preliminary_groups": 2, "qualifiers_per_group": 2, "rounds": 4})
    rng = random.Random(3)
    view = pair_next_round(store, "go", seed=1)
    while view.stage_kind == "preliminary":
        play_round(store, "go", view, rng)
        view = pair_next_round(store, "go", seed=2)
    play_round(store, "go", view, rng)
    after_one = event_standings(store, "go")
    play_round(store, "go", pair_next_round(store, "go", seed=3), rng)
    path = store.path
    store.close()
    return path, after_one


def test_the_preliminary_groups_print_once_the_final_began(staged_go, tmp_path, capsys):
    """`--round 预赛2`: the group tables (组别, 晋级) as they stood after the preliminary, not the final's table."""
    path, _after_one = staged_go
    out = tmp_path / "groups.pdf"
    assert main(["print", str(path), "standings", "--event", "go", "--round", "预赛2", "-o", str(out)]) == 0, \
        capsys.readouterr().err
    text = _text(out)
    assert "（预赛）" in text and "1组" in text and "2组" in text and "晋级" in text
    final = tmp_path / "final.pdf"
    assert main(["print", str(path), "standings", "--event", "go", "-o", str(final)]) == 0
    assert "（预赛）" not in _text(final) and "1组" not in _text(final)


def test_a_preliminary_crosstable_is_ranked_and_explained_by_the_group_rule(staged_go, tmp_path, capsys):
    """`crosstable --round 预赛2`: its columns and legend are the groups' (直胜, 索伯分, 胜局数), which rank
    its rows, not the final's (大小分, 累进分) left blank beside rows they do not order."""
    path, _after_one = staged_go
    out = tmp_path / "groups-cross.pdf"
    assert main(["print", str(path), "crosstable", "--event", "go", "--round", "预赛2", "-o", str(out)]) == 0, \
        capsys.readouterr().err
    text = _text(out)
    assert "直胜" in text and "大小分" not in text and "累进分" not in text


def test_standings_and_crosstable_after_an_earlier_round(staged_go, tmp_path, capsys):
    """`--round 1` in the final's round 2: the table as it stood after round 1 (its points), a crosstable of
    round 1 only; the sheet without --round is after round 2."""
    path, after_one = staged_go
    out = tmp_path / "one.pdf"
    assert main(["print", str(path), "standings", "--event", "go", "--round", "1", "-o", str(out)]) == 0
    text = _text(out)
    assert "第1轮后" in text and "第2轮后" not in text
    from app.models.store import open_store
    store = open_store(path)
    try:
        through = event_standings(store, "go", RoundId("go", "final", 1))
    finally:
        store.close()
    assert [(r.id, r.points, r.rank) for r in through.rows] == [(r.id, r.points, r.rank) for r in after_one.rows]
    cross = tmp_path / "cross.pdf"
    assert main(["print", str(path), "crosstable", "--event", "go", "--round", "1", "-o", str(cross)]) == 0
    text = _text(cross)
    assert "第1轮" in text and "第2轮" not in text.replace("第2轮后", "")


@pytest.mark.parametrize("args, expected", [
    (["teams", "--event", "go", "--round", "1"], "“teams” 不按轮次打印"),
    (["overall", "--round", "2"], "“overall” 不按轮次打印"),
    (["standings", "--event", "go", "--round", "5"], "尚未编排"),
    (["crosstable", "--event", "go", "--round", "预赛9"], "预赛第 1 轮、预赛第 2 轮"),  # the preliminary's rounds
])
def test_a_round_the_sheet_cannot_be_printed_for_is_refused(staged_go, tmp_path, capsys, args, expected):
    path, *_ = staged_go
    out = tmp_path / "x.pdf"
    assert main(["print", str(path), *args, "-o", str(out)]) == 1
    assert expected in capsys.readouterr().err
    assert not out.exists()


def test_a_playoff_round_is_no_round_a_standings_sheet_is_printed_after(demo_store):
    """A playoff's results are in the final's standings: the sheet after 加赛1 is refused, naming it."""
    from app.services.printing import PrintError, document_bytes
    with pytest.raises(PrintError) as refused:
        document_bytes(demo_store, "standings", "go", RoundId("go", "playoff", 1))
    assert refused.value.code == "print.round_not_for_playoff" and "加赛" in str(refused.value)
