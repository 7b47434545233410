"""The rounds page's table model words each distinct result of a round once (a round has a few: 1-0, 0-1,
½-½), not once a table, and words them again, in the language of the moment, at each read of the round."""
from app.services.round_views import RoundView, SeatView, TableView
from app.views.common import round_tables
from app.views.rounds.round_model import RoundModel
from app.views.base import settings_store


def _round(results: list[str]) -> RoundView:
    tables = tuple(TableView(100 + n, n, 0, tuple(SeatView(10 * n + s, s, 10 * n + s, f"P{n}-{s}", "校", "", None, "")
                                                  for s in range(2)), result, ())
                   for n, result in enumerate(results, 1))
    return RoundView("sanguosha_1v1", "final", 1, 7, tables, (), ())


def _results(model: RoundModel) -> list[str]:
    return [model.index(row, model.col_result).data() for row in range(model.rowCount())]


def test_each_distinct_result_is_worded_once_a_read(qapp, monkeypatch):
    calls = []
    real = round_tables.result_words
    monkeypatch.setattr(round_tables, "result_words",
                        lambda summary, points=None: calls.append(summary) or real(summary, points))
    model = RoundModel()
    model.set_round(_round(["反贼胜", "", "反贼胜", "1-0", "反贼胜"]))
    assert _results(model) == ["反贼胜", "—", "反贼胜", "1-0", "反贼胜"]
    assert sorted(calls) == ["1-0", "反贼胜"]  # an open table's "—" needs no words


def test_a_new_read_words_the_results_in_the_language_spoken_now(qapp):
    model = RoundModel()
    view = _round(["反贼胜", "0-1"])
    before = settings_store.get("language")
    try:
        settings_store.put("language", "zh_CN")
        model.set_round(view)
        assert _results(model) == ["反贼胜", "0-1"]
        settings_store.put("language", "en")
        model.set_round(view)
        assert _results(model) == ["Rebels won", "0-1"]
    finally:
        settings_store.put("language", before)
