"""Printing from the tournament file: every document kind built from the demo and read back."""
import io
from datetime import date

import pytest
from pypdf import PdfReader

from app.printing.certificates import CertificateTemplate, place_text
from app.rules.events import PRESETS, TIEBREAK_LABELS
from app.services.players import list_players
from app.services.printing import (AWARD_KINDS, KINDS, PrintError, ProvisionalRefused, award_batch,
                                   certificate_awards, date_text,
                                   document_bytes, number, pairing_sheet, print_document, ranked_for_awards)
from app.services.rounds import pair_next_round
from app.services.round_views import round_view
from app.services.standings import event_crosstable, event_standings, overall_standings, team_standings
from app.standings import StandingRow
from app.stages.policy import FINAL
from app.stages.round_id import RoundId

CHAMPION_EVENTS = ("xiangqi", "go", "gomoku", "checkers")


@pytest.fixture(scope="module")
def played(played_demo):
    """The demo with two rounds paired and played in every event (built once in the run; the module's copy)."""
    store = played_demo("printing-played", PRESETS)
    yield store
    store.close()


def squash(text: str) -> str:
    """Text without whitespace: pypdf breaks lines between CJK and Latin runs."""
    return "".join(text.split())


def pages(data: bytes) -> list[str]:
    return [squash(page.extract_text()) for page in PdfReader(io.BytesIO(data)).pages]


def fonts_embedded(data: bytes) -> dict[str, bool]:
    """Each font of each page (forms included) → whether its file is embedded."""
    found = {}

    def collect(resources):
        resources = resources.get_object()
        for font in resources.get("/Font", {}).values():
            font = font.get_object()
            owner = font["/DescendantFonts"][0].get_object() if "/DescendantFonts" in font else font
            descriptor = owner.get("/FontDescriptor")
            descriptor = descriptor.get_object() if descriptor is not None else {}
            found[str(font["/BaseFont"])] = any(k in descriptor for k in ("/FontFile", "/FontFile2"))
        for xobject in resources.get("/XObject", {}).values():
            xobject = xobject.get_object()
            if xobject.get("/Subtype") == "/Form" and "/Resources" in xobject:
                collect(xobject["/Resources"])
    for page in PdfReader(io.BytesIO(data)).pages:
        collect(page["/Resources"])
    return found


def all_text(data: bytes) -> str:
    return "".join(pages(data))


def numbers_and_points(store, code, before_round):
    """Crosstable number and points before a round of every competitor, by id."""
    table = event_crosstable(store, code)
    return ({p["id"]: p["no"] for p in table["players"]},
            {p["id"]: f"{sum(c['points'] for c in p['cells'] if c['round'] < before_round):g}"
             for p in table["players"]})


@pytest.mark.parametrize("code", ["xiangqi", "go", "checkers", "sanguosha_1v1"])
def test_pairing_list_rows_read_table_first_mover_then_opponent_with_points(played, code):
    """Each row: table number, first mover (number, name, school, points), then the second player."""
    view = round_view(played, code, RoundId(code, FINAL, 2))
    numbers, points = numbers_and_points(played, code, 2)
    text = all_text(document_bytes(played, "pairings", code, RoundId(code, FINAL, 2)))
    assert f"{PRESETS[code].name_zh}第2轮对阵表" in text
    for table in view.tables:
        row = "".join(f"{numbers[s.competitor_id]}{s.name}{s.school}{points[s.competitor_id]}"
                      for s in table.seats)
        assert squash(f"{table.number}{row}") in text


@pytest.mark.parametrize("code", ["doudizhu", "sanguosha_identity"])
def test_card_pairing_lists_give_each_seat_its_points_and_round_result(played, code):
    """A row per seat: seat, number, name, school, points before the round, then the seat's result of the
    round as the crosstable words it (Dou Dizhu +6, identity 胜+3) (#35.5: neither was printed)."""
    from app.standings.cross_cells import RESULT_WORDS, signed
    view = round_view(played, code, RoundId(code, FINAL, 2))
    numbers, points = numbers_and_points(played, code, 2)
    text = all_text(document_bytes(played, "pairings", code, RoundId(code, FINAL, 2)))
    assert "台号座位选手积分本轮" in text
    said = RESULT_WORDS if code == "sanguosha_identity" else {}
    for table in view.tables:
        for seat in table.seats:
            if seat.competitor_id is None:
                continue
            result = said.get(seat.outcome, "") + signed(seat.points)
            assert squash(f"{seat.seat_no + 1}号位{numbers[seat.competitor_id]}{seat.name}") in text
            assert squash(f"{seat.school}{points[seat.competitor_id]}{result}") in text, (seat, result)


def test_pairing_list_keeps_the_round_asked_for(played):
    """Round 1 prints its own tables (without points), not the latest round's."""
    view = round_view(played, "xiangqi", RoundId("xiangqi", FINAL, 1))
    numbers, _ = numbers_and_points(played, "xiangqi", 1)
    text = all_text(document_bytes(played, "pairings", "xiangqi", RoundId("xiangqi", FINAL, 1)))
    assert "象棋第1轮对阵表" in text
    for table in view.tables:
        row = "".join(f"{numbers[s.competitor_id]}{s.name}{s.school}" for s in table.seats)
        assert squash(f"{table.number}{row}") in text


@pytest.mark.parametrize("code", list(PRESETS))
def test_scoresheet_of_every_event_lists_every_seat_and_asks_for_signatures(played, code):
    """Each event's sign-off sheet names every seated player (or team) of the round."""
    view = round_view(played, code, RoundId(code, FINAL, 2))
    text = all_text(document_bytes(played, "scoresheet", code, RoundId(code, FINAL, 2)))
    names = {s.name for t in view.tables for s in t.seats if s.competitor_id}
    assert names and all(name in text for name in names)
    assert "签名" in text


def test_identity_slips_seal_every_role_and_the_list_shows_only_the_lord(played):
    """Slips carry each seat's identity; the open pairing list shows no role but 主公."""
    view = round_view(played, "sanguosha_identity", RoundId("sanguosha_identity", FINAL, 2))
    slips = all_text(document_bytes(played, "identity_slips", "sanguosha_identity", RoundId("sanguosha_identity", FINAL, 2)))
    for table in view.tables:
        for seat in table.seats:
            assert squash(f"第{table.number}台座位{seat.seat_no + 1}—{seat.name}") in slips
    assert slips.count("身份：") == sum(len(t.seats) for t in view.tables)
    listing = all_text(document_bytes(played, "pairings", "sanguosha_identity", RoundId("sanguosha_identity", FINAL, 2)))
    assert "主公" in listing
    assert not any(role in listing for role in ("忠臣", "反贼", "内奸"))


@pytest.mark.parametrize("code", ["xiangqi", "go", "doudizhu", "sanguosha_identity"])
def test_standings_sheet_has_the_tie_break_columns_in_chinese_and_the_ranking(played, code):
    """Headers are the event's tie-breaks in Chinese; the players appear in ranking order."""
    standings = event_standings(played, code)
    text = all_text(document_bytes(played, "standings", code))
    for name in standings.tiebreaks:
        assert TIEBREAK_LABELS[name] in text
    positions = [text.index(squash(f"{row.name}{row.school}")) for row in standings.rows]
    assert positions == sorted(positions)
    assert "第2轮后" in text


def test_printing_the_standings_the_page_shows_ranks_nothing_again(played, monkeypatch):
    """打印本页 after the standings page has shown this commit's standings: the sheet is made from the
    ranking the page read (kept per commit), not ranked again in the printing thread."""
    import app.services.standings as standings_service
    shown = event_standings(played, "xiangqi")  # what the page read
    ranked = []
    original = standings_service.stage_standings
    monkeypatch.setattr(standings_service, "stage_standings", lambda *a: ranked.append(a) or original(*a))
    text = all_text(document_bytes(played, "standings", "xiangqi"))
    assert squash(f"{shown.rows[0].name}{shown.rows[0].school}") in text
    assert ranked == []


def test_go_standings_flag_the_playoff(played):
    """Go ties for a prize place go to a playoff (加赛) and the sheet says so; its legend always names 加赛."""
    standings = event_standings(played, "go")
    text = all_text(document_bytes(played, "standings", "go"))
    assert ("名次待加赛决定" in text) == any(r.playoff for r in standings.rows)
    assert "积分相同者，则加赛决定名次（前6名）" in text


def test_team_and_overall_sheets_list_schools_in_place_order(played):
    """School tables print the schools in the order the standings engine placed them."""
    for data, rows in ((document_bytes(played, "teams", "xiangqi"), team_standings(played, "xiangqi")),
                       (document_bytes(played, "overall"), overall_standings(played)[0])):
        text = all_text(data)
        text = text[text.index("名次"):]  # the header's venue may name a school (广西大学体育馆)
        positions = [text.index(row.school) for row in rows]
        assert positions == sorted(positions) and positions
    overall = all_text(document_bytes(played, "overall"))
    assert all(PRESETS[code].name_zh in overall for code in overall_standings(played)[1])


def test_crosstable_prints_each_players_round_cells(played):
    """The crosstable row of a player carries their opponents' numbers and results."""
    text = all_text(document_bytes(played, "crosstable", "checkers"))
    assert "第1轮" in text and "第2轮" in text
    assert "先胜" in text or "后胜" in text


def test_certificates_cover_individuals_teams_overall_and_the_champion_cups(played):
    """One page per award; one 棋王杯 page for each of xiangqi, gomoku, go and checkers with a sole
    winner, none but a notice for a shared first (forced: 未定稿)."""
    awards = certificate_awards(played, force=True)
    data = document_bytes(played, "certificates", force=True)
    texts = pages(data)
    assert len(texts) == len(awards)
    cups = [t for t in texts if "棋王杯" in t]
    notices = [n.message("zh") for n in award_batch(played, force=True).notices]
    for code in CHAMPION_EVENTS:  # one cup for a sole winner; a shared first: none, and the referee is told
        winners = [r for r in event_standings(played, code).rows if r.rank == 1]
        cup_pages = [t for t in cups if PRESETS[code].name_zh in t]
        if len(winners) == 1:
            assert len(cup_pages) == 1 and winners[0].name in cup_pages[0]
        else:
            assert cup_pages == [] and any(PRESETS[code].name_zh in n and "第一名并列" in n for n in notices)
    assert len(notices) == sum(len([r for r in event_standings(played, c).rows if r.rank == 1]) > 1
                               for c in CHAMPION_EVENTS) >= 1  # the seeded demo has one shared first
    top_school = overall_standings(played)[0][0].school
    assert any("总团体第一名" in t and top_school in t and "奖杯" in t for t in texts)
    assert any("奖金" in t for t in texts)
    for award, text in zip(awards, texts):  # each page is its own award, in order
        cup = award.kind == "champion_cup"
        assert squash(award.recipient) in text and ("冠军" if cup else place_text(award.place, award.shared)) in text
        assert ("奖金" in text) == award.with_prize and ("奖杯" in text) == award.with_trophy
        assert award.draft and "未定稿" in text


def test_certificates_of_one_event_only(played):
    """With an event, only that event's certificates are printed (no overall ones)."""
    awards = certificate_awards(played, "go", force=True)
    assert awards and {a.event for a in awards} == {"围棋"}
    assert len(pages(document_bytes(played, "certificates", "go", force=True))) == len(awards)


def test_certificate_template_wording_is_used(played):
    """The referee's wording and title reach every page."""
    template = CertificateTemplate(title="奖状", wording="{name}获得{event}{place}")
    texts = pages(document_bytes(played, "certificates", "xiangqi", template=template, force=True))
    assert all("奖状" in t for t in texts if "棋王杯" not in t)
    assert any("象棋第一名" in t for t in texts)


# groups needs 预赛 groups, which the demo has not: tests/printing/test_print_stages.py checks its fonts
@pytest.mark.parametrize("kind", [kind for kind in KINDS if kind != "groups"])
def test_every_kind_embeds_its_fonts_and_never_prints_a_student_id(played, kind):
    """Fonts travel with the PDF, and no student ID (学号) appears anywhere in it."""
    event = "sanguosha_identity" if kind == "identity_slips" else "xiangqi"
    if kind in ("schedule", "playoffs"):  # Swiss xiangqi has no Berger table and no tie to play off yet
        with pytest.raises(PrintError):
            document_bytes(played, kind, event)
        return
    data = document_bytes(played, kind, event if kind != "overall" else None, force=kind in AWARD_KINDS)
    fonts = fonts_embedded(data)
    assert fonts and all(fonts.values())
    text = all_text(data)
    ids = [p.student_id for p in list_players(played)]
    assert not [i for i in ids if i in text]


@pytest.mark.parametrize("kind, event, round_no, message", [
    ("pairings", "bridge", None, "没有项目"),
    ("pairings", None, None, "请指定项目"),
    ("pairings", "xiangqi", 5, "第 5 轮尚未编排"),
    ("identity_slips", "xiangqi", None, "没有身份牌"),
    ("menu", "xiangqi", None, "未知的文档类型"),
])
def test_refusals_write_nothing(played, tmp_path, kind, event, round_no, message):
    """A document that cannot be printed raises PrintError and leaves no file behind."""
    out = tmp_path / "x.pdf"
    with pytest.raises(PrintError, match=message):
        print_document(played, kind, out, event=event,
                       round_id=RoundId(event, FINAL, round_no) if round_no else None)
    assert not out.exists()


def test_nothing_to_print_before_round_one(store):
    """An event without rounds refuses the pairing list and has no certificates yet."""
    with pytest.raises(PrintError, match="还没有编排任何轮次"):
        document_bytes(store, "pairings", "go")
    with pytest.raises(PrintError, match="还没有可颁发的证书"):
        document_bytes(store, "certificates")


def test_print_document_writes_a_path_or_a_file_object(played, tmp_path):
    """The same bytes go to a file name or an open binary file."""
    out = tmp_path / "p.pdf"
    print_document(played, "pairings", out, event="go")
    buffer = io.BytesIO()
    print_document(played, "pairings", buffer, event="go")
    assert out.read_bytes()[:5] == b"%PDF-" and buffer.getvalue()[:5] == b"%PDF-"


@pytest.mark.parametrize("start, end, text", [
    (None, None, ""),
    (date(2026, 12, 5), None, "2026年12月5日"),
    (date(2026, 12, 5), date(2026, 12, 5), "2026年12月5日"),
    (date(2026, 12, 5), date(2026, 12, 6), "2026年12月5日—6日"),
    (date(2026, 11, 30), date(2026, 12, 1), "2026年11月30日—12月1日"),
    (date(2026, 12, 31), date(2027, 1, 1), "2026年12月31日—2027年1月1日"),
])
def test_tournament_dates_in_chinese(start, end, text):
    """Certificates and headers print the dates the Chinese way, without repeating the month."""
    assert date_text(start, end) == text


def test_no_certificates_while_no_round_is_complete(demo_store):
    """A paired but unplayed round: nobody has placed, so the refusal says so at once with the
    reason, and is no provisional refusal the referee could force (asked, then refused anyway)."""
    pair_next_round(demo_store, "xiangqi", seed=1)
    for force in (False, True):  # never "print anyway?" for a batch that would be empty anyway
        with pytest.raises(PrintError, match="还没有可颁发的证书：象棋共 7 轮，仅完成 0 轮") as refused:
            certificate_awards(demo_store, force=force)
        assert not isinstance(refused.value, ProvisionalRefused)
        with pytest.raises(PrintError, match="还没有可颁发的证书：象棋共 7 轮") as refused:
            document_bytes(demo_store, "certificates", "xiangqi", force=force)
        assert not isinstance(refused.value, ProvisionalRefused)


def test_no_certificates_before_any_round_says_nobody_has_placed(demo_store):
    """Nothing paired anywhere: the refusal says nobody has placed, in the screen's language."""
    with pytest.raises(PrintError) as refused:
        certificate_awards(demo_store)
    assert str(refused.value) == "还没有可颁发的证书：尚无完整的一轮，还没有人获得名次"
    assert refused.value.message("en") == "No certificates to award yet: no round is complete and nobody has placed"


def _row(name, rank, points, shared=False):
    return StandingRow(rank, shared, hash(name) % 1000, name, "广西大学", points, {}, 2, 1)


def test_shared_places_reach_the_certificates_as_shared():
    """A tie the standings leave shared (a playoff not yet played) is the same place, marked shared."""
    rows = [_row("甲", 1, 4.0, True), _row("乙", 1, 4.0, True), _row("丙", 3, 2.0), _row("丁", 4, 2.0)]
    assert [(r.name, r.place, r.shared) for r in ranked_for_awards(rows)] == [
        ("甲", 1, True), ("乙", 1, True), ("丙", 3, False), ("丁", 4, False)]


@pytest.mark.parametrize("value, text", [(7.0, "7"), (7.5, "7.5"), (2.75, "2.75"), (1 / 3, "0.33"),
                                         (26.8333333, "26.83"), (None, ""), (0, "0")])
def test_points_print_without_needless_digits(value, text):
    """Shared overall places split points into thirds: the sheets print two decimals at most."""
    assert number(value) == text


def test_team_certificates_of_3v3_name_the_members_and_ceremony_order_starts_at_sixth(played):
    """A 3v3 team's certificate names its players; in ceremony order an event runs 6th → 1st."""
    from app.services.checkin import checkin_rows
    awards = certificate_awards(played, "sanguosha_3v3", force=True)
    members = {}
    for row in checkin_rows(played, "sanguosha_3v3", None):
        members.setdefault(row.team, set()).add(row.name)
    assert awards and all(set(a.members) == members[a.recipient] and len(a.members) >= 3 for a in awards)
    texts = pages(document_bytes(played, "certificates", "sanguosha_3v3", force=True))
    assert all("队员：" + "、".join(a.members) in t for a, t in zip(awards, texts))
    ceremony = certificate_awards(played, "xiangqi", force=True, ceremony=True)
    individual = [a.place for a in ceremony if a.kind == "individual"]
    assert individual == sorted(individual, reverse=True) and individual[-1] == 1


def test_pairing_list_results_are_in_the_events_points(demo_store):
    """Xiangqi scores 2/1/0: its posted pairing list prints a draw 1-1 (never ½-½), a win 2-0 and a
    forfeit 2-0（弃权）, as the standings count them."""
    from app.services.results import record_result
    pair_next_round(demo_store, "xiangqi", seed=1)
    for number, code in ((1, "="), (2, "1-0"), (3, "+-"), (4, "0-1")):
        record_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), number, {"score": code})
    text = all_text(document_bytes(demo_store, "pairings", "xiangqi", RoundId("xiangqi", FINAL, 1)))
    assert "½" not in text
    rows = {t.table: t.result for t in pairing_sheet(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1)).tables}
    assert [rows[n] for n in (1, 2, 3, 4)] == ["1-1", "2-0", "2-0（弃权）", "0-2"]
    assert "1-1" in text and "2-0（弃权）" in text
