"""One notation for a result (docs/rules.md §7.2): a xiangqi game reads 2-0 / 1-1 / 0-2 on every surface, the
points written on the result sheet, worded in one place (app/scoring/summaries.py)."""
import pytest

from app.cli import main
from app.scoring.summaries import ResultPoints, summary_words
from app.services.results import record_result
from app.services.round_views import round_view
from app.services.rounds import pair_next_round
from app.stages.policy import FINAL
from app.stages.round_id import RoundId

XIANGQI = ResultPoints(2.0, 1.0, 0.0)
ROUND_1 = RoundId("xiangqi", FINAL, 1)
ENTERED = {1: "=", 2: "1-0", 3: "+-", 4: "0-1"}
SHOWN = {1: "1-1", 2: "2-0", 3: "2-0（弃权）", 4: "0-2"}


@pytest.mark.parametrize("summary, points, shown", [
    ("1-0", XIANGQI, "2-0"), ("0-1", XIANGQI, "0-2"), ("½-½", XIANGQI, "1-1"), ("+-", XIANGQI, "2-0（弃权）"),
    ("-+", XIANGQI, "0-2（弃权）"), ("--", XIANGQI, "0-0（弃权）"), ("1-0", ResultPoints(3, 1, 0), "3-0"),
    ("1-0", ResultPoints(1, 0.5, 0), "1-0"), ("½-½", ResultPoints(1, 0.5, 0), "0.5-0.5"),
    ("1½-½", XIANGQI, "1½-½"), ("2-1", XIANGQI, "2-1"), ("1-0", None, "1-0"), ("+-", None, "+-"),
])
def test_a_single_game_is_worded_in_the_events_points(summary, points, shown):
    """A single game's summary reads in the event's points; a match score, or a playoff (no points), as entered."""
    assert str(summary_words(summary, points)) == shown


def test_a_forfeit_is_worded_in_english_too():
    from app.messages import render
    assert render(summary_words("+-", XIANGQI), "en") == "2-0 (forfeit)"


@pytest.fixture
def xiangqi_results(demo_store):
    """Round 1 of xiangqi with a draw, a win, a forfeit win and a loss on tables 1–4."""
    pair_next_round(demo_store, "xiangqi", seed=1)
    for number, code in ENTERED.items():
        record_result(demo_store, "xiangqi", ROUND_1, number, {"score": code})
    return demo_store


def test_results_and_rounds_pages_word_the_points(xiangqi_results, qapp):
    """The desk: the results page's and the rounds page's result column read 2-0 / 1-1, never 1-0 / ½-½."""
    from app.views.results.results_model import ResultsModel
    from app.views.rounds.round_model import RoundModel
    view = round_view(xiangqi_results, "xiangqi", ROUND_1)
    for model in (ResultsModel(), RoundModel()):
        model.set_round(view)
        rows = {t.number: model.cell(t, model.col_result)[0] for t in view.tables}
        assert {n: rows[n] for n in SHOWN} == SHOWN


def test_the_detail_forms_preview_words_the_points(xiangqi_results, qapp):
    """The desk's detail form previews the result it will record in the same notation (结果：2-0)."""
    from app.services.result_entry import event_settings
    from app.views.results.result_entry import dialog_for
    table = round_view(xiangqi_results, "xiangqi", ROUND_1).tables[1]
    dialog = dialog_for("xiangqi", event_settings(xiangqi_results, "xiangqi"), table, {"winner": 0}, None)
    dialog.update_preview()
    assert dialog.preview.text().startswith("结果：2-0")
    dialog.deleteLater()


def test_hall_pairings_word_the_points(xiangqi_results, qapp):
    """The hall's pairings page shows the same notation as the posted list."""
    from app.views.hall.hall_pages import pairings_page
    page = pairings_page(xiangqi_results, "xiangqi")
    results = {row[0]: row[-1] for row in page.rows[:len(page.rows)]}
    assert {n: results[str(n)] for n in SHOWN} == SHOWN


def test_live_page_words_the_points(xiangqi_results):
    """The phone's live page (app/web/page_data.py) shows the same notation."""
    from app.web.page_data import round_data
    data = round_data(round_view(xiangqi_results, "xiangqi", ROUND_1), {})
    results = {t["table"]: t["result"] for t in data["tables"]}
    assert {n: results[n] for n in SHOWN} == SHOWN


def test_cli_result_says_the_points(tmp_path, capsys):
    """`main.py result` says the table's result in the same notation (its --json keeps the stored summary)."""
    path = str(tmp_path / "d.sqlite")
    main(["demo", path])
    main(["pair", path, "--event", "xiangqi", "--seed", "1"])
    capsys.readouterr()
    assert main(["result", path, "--event", "xiangqi", "--round", "1", "--table", "1", "--score", "="]) == 0
    said = capsys.readouterr().out
    assert "第 1 桌：1-1，得分 1 / 1" in said and "½" not in said


def test_a_playoff_game_reads_as_entered():
    """A playoff scores no points: its view words a game as entered (1-0), the match score it is."""
    from app.services.round_views import RoundView
    assert RoundView("go", "playoff", 1, 0, (), (), ()).result_words("1-0") == "1-0"
