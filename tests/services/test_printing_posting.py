"""Sheets to post and sign: every list sheet says what, where, when and when printed, numbers its
pages "第 N 页 / 共 M 页", and the ranking sheets end with the tie-break order and the chief referee's sign-off."""
import io
import re
from datetime import datetime

import pytest
from pypdf import PdfReader

from app.printing.fonts import undrawable_characters
from app.printing.legends import TEAM_RULE_ORDER, TIEBREAK_MEANINGS, overall_legend, ranking_legend, team_legend
from app.rules.events import PRESETS, TIEBREAKS, TIEBREAK_LABELS, settings_for
from app.services.demo import build_demo
from app.stages.policy import FINAL
from app.stages.round_id import RoundId
from app.services.printing import document_bytes, printed_info
from app.services.rounds import pair_next_round
from app.services.standings import event_standings

LIST_KINDS = ("pairings", "scoresheet", "standings", "teams", "crosstable", "overall")
RANKING_KINDS = ("standings", "teams", "crosstable", "overall")


@pytest.fixture(scope="module")
def played(played_demo):
    """The demo with two rounds of xiangqi and of go (built once in the run; the module's copy)."""
    store = played_demo("posting-played", ("xiangqi", "go"))
    yield store
    store.close()


def pages(data: bytes) -> list[str]:
    return ["".join(page.extract_text().split()) for page in PdfReader(io.BytesIO(data)).pages]


@pytest.mark.parametrize("kind", LIST_KINDS)
def test_every_list_sheet_heads_each_page_with_what_where_when_and_numbers_it_of_the_total(played, kind):
    """Tournament, event, round, venue, date and time printed on every page; "第 N 页 / 共 M 页"."""
    info = printed_info(played)
    texts = pages(document_bytes(played, kind, None if kind == "overall" else "xiangqi", RoundId("xiangqi", FINAL, 2)))
    event = "" if kind == "overall" else "象棋"
    for number, text in enumerate(texts, start=1):
        assert info.name in text and event in text
        assert f"地点：{info.venue}" in text and f"日期：{info.dates}" in text
        assert re.search(r"打印时间：\d{4}-\d\d-\d\d\d\d:\d\d", text)
        assert f"第{number}页/共{len(texts)}页" in text
    if kind in ("pairings", "scoresheet"):
        assert "第2轮" in texts[0]
    if kind in ("standings", "crosstable"):
        assert "第2轮后" in texts[0]


def test_the_time_printed_is_the_time_given(played):
    """The header's print time comes from the clock the service is given, to the minute."""
    assert printed_info(played, datetime(2026, 12, 5, 9, 7, 30)).printed == "2026-12-05 09:07"


@pytest.mark.parametrize("kind", RANKING_KINDS)
def test_ranking_sheets_end_with_the_tie_break_legend_and_the_chief_referees_sign_off(played, kind):
    """The last page carries 裁判长签字 and 日期, after a legend naming the order of the tie-breaks."""
    texts = pages(document_bytes(played, kind, None if kind == "overall" else "go"))
    last = texts[-1]
    assert "裁判长签字：" in last and last.index("裁判长签字：") < last.index("日期：", last.index("裁判长签字："))
    assert not any("裁判长签字" in text for text in texts[:-1])
    legend = last[last.index("名次排列："):last.index("裁判长签字：")]
    if kind in ("standings", "crosstable"):
        chain = event_standings(played, "go").tiebreaks
        positions = [legend.index(TIEBREAK_LABELS[code]) for code in chain]
        assert chain and positions == sorted(positions)  # in the event's order
        assert all(TIEBREAK_MEANINGS[code] in legend for code in chain)
    elif kind == "teams":  # go: the school table compares the best individual ranks
        assert settings_for("go")["team_rule"] == "go_ranks" and "最好的个人名次" in legend
    else:
        assert "获各项目团体第一名的次数（多者列前" in legend
    assert legend.endswith("仍相同者名次并列")


@pytest.mark.parametrize("kind", ("pairings", "scoresheet"))
def test_round_sheets_carry_no_chief_referee_sign_off(played, kind):
    """The sign-off belongs to the ranking sheets only; the scoresheet keeps its per-table signatures."""
    assert not any("裁判长签字" in text for text in pages(document_bytes(played, kind, "xiangqi", RoundId("xiangqi", FINAL, 1))))


def test_every_tie_break_has_a_meaning_in_words_the_fonts_can_draw():
    """A tie-break added to the rules without words for the legend shows up here; an arrow or a
    circled digit (which no bundled font has) would print blank."""
    assert set(TIEBREAKS) <= set(TIEBREAK_MEANINGS)
    assert all(set(preset.settings["tiebreaks"]) <= set(TIEBREAK_MEANINGS) for preset in PRESETS.values())
    legends = [ranking_legend(TIEBREAKS), overall_legend(), *map(team_legend, TEAM_RULE_ORDER)]
    assert [undrawable_characters(legend) for legend in legends] == [[]] * len(legends)


def test_go_scoresheet_asks_for_win_or_loss_only(played):
    """Go has no draws (docs/rules.md §4.3): its sign-off sheet offers 胜 / 负, xiangqi's 胜 / 和 / 负."""
    go = "".join(pages(document_bytes(played, "scoresheet", "go", RoundId("go", FINAL, 1))))
    xiangqi = "".join(pages(document_bytes(played, "scoresheet", "xiangqi", RoundId("xiangqi", FINAL, 1))))
    assert "结果栏填写：胜/负" in go and "和" not in go[go.index("结果栏填写"):][:12]
    assert "结果栏填写：胜/和/负" in xiangqi


def test_a_gomoku_bye_from_the_draw_is_listed_once_and_gets_no_game_rows(tmp_path):
    """An odd gomoku field: the bye player is named once, on the 轮空 line, on the list and the sheet."""
    from app.services.players import add_player
    store = build_demo(tmp_path / "odd.sqlite", seed=1)
    try:
        add_player(store, "单数选手", "广西大学", "odd-1", ["gomoku"])
        view = pair_next_round(store, "gomoku", seed=1)
        (_, name, _, _), = view.byes
        for kind in ("pairings", "scoresheet"):
            text = "".join(pages(document_bytes(store, kind, "gomoku", RoundId("gomoku", FINAL, 1))))
            assert text.count(name) == 1 and text.index("轮空：") < text.index(name), kind
            assert f"{name}（黑）" not in text and f"{name}（白）" not in text
    finally:
        store.close()
