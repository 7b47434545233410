"""The chief referee's papers: prize list, prize-money receipts, check-in sheet, report."""
from printing_samples import layout_faults, squash

from app.printing.award_lists import build_prize_list, build_prize_receipt
from app.printing.awards import ceremony_order, event_awards, overall_awards
from app.printing.data import CheckinRow, CheckinSheet, EventReport, Ranked
from app.printing.referee_papers import build_checkin_sheet, build_referee_report


def _awards():
    individuals = [Ranked(name, n, school) for n, (name, school) in enumerate(
        [("王一", "广西大学"), ("𠮷䶮", "广西壮族自治区南宁市第一实验中学高中部东校"), ("张堃", "广西民族大学"),
         ("刘四", "广西大学"), ("陈五", "南宁师范大学"), ("杨六", "广西医科大学")], 1)]
    teams = [Ranked(s, n) for n, s in enumerate(["广西大学", "南宁师范大学", "广西民族大学"], 1)]
    team_3v3 = [Ranked("广西大学一队", 1, "广西大学", members=("甲", "乙", "丙", "丁"))]
    return (event_awards("xiangqi", "象棋", individuals, teams)
            + event_awards("sanguosha_3v3", "三国杀3v3", [], team_3v3) + overall_awards(teams))


def _rows_top_down(page, tolerance: float = 4) -> list[str]:
    """The page's text rows from the top: runs whose baselines lie within ``tolerance`` points
    (cells of one table row, centred vertically) joined left to right."""
    runs = []

    def visit(text, cm, tm, _font, _size):
        if text.strip():
            runs.append((cm[5] + tm[5] * cm[3], cm[4] + tm[4] * cm[0], text))
    page.extract_text(visitor_text=visit)
    rows: list[list] = []
    for y, x, text in sorted(runs, key=lambda r: -r[0]):
        if rows and rows[-1][0] - y <= tolerance:
            rows[-1][1].append((x, text))
        else:
            rows.append([y, [(x, text)]])
    return [squash("".join(text for _, text in sorted(parts, key=lambda p: p[0]))) for _, parts in rows]


def test_prize_list_in_ceremony_order_with_awards_and_the_cup_on_the_winners_row(info, render):
    """获奖名单: per event and category, 6th place first, each row's award (奖金 with its amount,
    证书, 奖杯), the 棋王杯 on the winner's row, a 3v3 team's players, the notices last."""
    from dataclasses import replace
    awards = [replace(a, amount="500元") if a.with_prize and a.place == 1 else a for a in ceremony_order(_awards())]
    pdf = render(build_prize_list, info, awards, notices=["围棋的棋王杯未打印"])
    text = "".join(pdf.texts)
    assert "获奖名单（颁奖顺序）" in text and len(pdf.reader.pages) == 1
    lines = [line for page in pdf.reader.pages for line in _rows_top_down(page)]
    order = [next(n for n, line in enumerate(lines) if line.startswith(place + name))
             for place, name in [("第六名", "杨六"), ("第三名", "张堃"), ("第一名", "王一")]]
    assert order == sorted(order)
    assert any(line.startswith("第一名王一广西大学证书、奖金500元、棋王杯") for line in lines), lines
    assert any(line.startswith("第二名𠮷䶮") and "证书、奖金" in line for line in lines)
    assert any(line.startswith("第四名刘四广西大学证书") and "奖金" not in line for line in lines)
    assert any("广西大学一队队员：甲、乙、丙、丁证书" in line for line in lines)
    assert any(line.startswith("第一名广西大学证书、奖杯") for line in lines)
    assert text.index("象棋个人") < text.index("象棋团体") < text.index("三国杀3v3团体") < text.index("总团体")
    assert "注：围棋的棋王杯未打印" in text and "裁判长签字" in text


def test_prize_receipt_lists_prize_places_with_amount_signature_and_date(info, render):
    """奖金签领表: only the prize places, each with its amount (blank when not set), and columns
    for the signature and the date."""
    from dataclasses import replace
    awards = [replace(a, amount="300元") if a.place == 3 else a for a in _awards()]
    pdf = render(build_prize_receipt, info, awards)
    lines = _rows_top_down(pdf.reader.pages[0])
    header = next(line for line in lines if line.startswith("项目"))
    assert header == "项目名次姓名单位金额领取人签名日期"
    rows = [line for line in lines if line.startswith("象棋")]
    assert [r[:5] for r in rows] == ["象棋第一名", "象棋第二名", "象棋第三名"]
    assert rows[2].endswith("张堃广西民族大学300元") and rows[0].endswith("王一广西大学")
    assert "刘四" not in "".join(pdf.texts)


def test_checkin_sheet_has_a_card_box_and_signature_per_player_school_by_school(info, render):
    """检录表: the card rule on top, each player with school, a student-card box and a signature
    column, grouped by school in pinyin order; 3v3 players with their team."""
    sheet = CheckinSheet("三国杀3v3", 2, [CheckinRow("乙", "南宁师范大学", "南宁师范大学一队"),
                                        CheckinRow("甲", "广西大学", "广西大学一队"),
                                        CheckinRow("𠮷", "广西大学", "广西大学一队")], team_event=True)
    pdf = render(build_checkin_sheet, info, sheet)
    lines = _rows_top_down(pdf.reader.pages[0])
    assert "三国杀3v3第2轮检录表" in lines and "凭有效学生证检录，无有效证件者不得参加比赛" in lines
    assert next(line for line in lines if line.startswith("序号")) == "序号姓名队伍单位学生证已查验签名"
    players = [line for line in lines if line[:1].isdigit() and "大学" in line]
    assert [p[1:2] for p in players] == ["𠮷", "甲", "乙"]  # 广西 before 南宁; 𠮷 (jí) before 甲 (jiǎ)
    from printing_samples import tick_box_count
    assert tick_box_count(pdf) == 3


def test_referee_report_lists_each_events_facts_and_ends_with_the_signature(info, render):
    """裁判长报告: entrants, rounds, withdrawals, forfeits, disqualifications with reason and round,
    playoffs with results, "无" where nothing happened, the chief referee's signature last."""
    events = [EventReport("围棋", 14, "共 5 轮，已编排 5 轮，完成 5 轮", "最终", ["刘四（广西大学）第 2 轮后退出"],
                          ["第 3 轮第 2 桌：王一、李二，+-"], ["张三（广西大学）第 5 轮起取消资格，裁判判罚：作弊"],
                          ["加赛第 1 桌：甲、乙，1-0"]),
              EventReport("象棋", 24, "共 7 轮，已编排 7 轮，完成 7 轮", "最终")]
    pdf = render(build_referee_report, info, events)
    lines = _rows_top_down(pdf.reader.pages[-1])
    text = "".join(pdf.texts)
    for fact in ("参赛人数14", "退赛刘四（广西大学）第2轮后退出", "弃权第3轮第2桌：王一、李二，+-",
                 "取消比赛资格张三（广西大学）第5轮起取消资格，裁判判罚：作弊", "加赛加赛第1桌：甲、乙，1-0",
                 "参赛人数24", "退赛无"):
        assert fact in text, fact
    assert "裁判长签字" in lines[-2] or "裁判长签字" in lines[-1]
    assert text.index("围棋") < text.index("象棋")


def test_a_list_longer_than_a_page_runs_on_over_the_pages(info, render):
    """Identity with 300 players tied at the top: 561 playoff tables in the report (found printing the worst
    case). The list runs on to the next pages, line by line, as any long list does; it was one cell taller
    than a page, refused as a name too long."""
    lines = [f"加赛{n // 17 + 1} 第 {n % 17 + 1} 桌（决定第1–34名）：选手{n}甲、选手{n}乙，未赛" for n in range(561)]
    events = [EventReport("三国杀身份", 300, "共 3 轮，已编排 3 轮，完成 3 轮", "未定稿", playoffs=lines)]
    pdf = render(build_referee_report, info, events)
    text = "".join(pdf.texts)
    assert len(pdf.reader.pages) > 5 and all(squash(line) in text for line in lines)
    assert "加赛加赛1第1桌" in text  # the caption beside the list's first line
    assert not [fault for page in pdf.reader.pages for fault in layout_faults(page, 7)]


def _prize_places(count: int, amounts=("500元", "300", "")):
    """``count`` prize-money awards, places 1-3 over and over, each with its place's amount."""
    from app.printing.data import INDIVIDUAL, Award
    return [Award(INDIVIDUAL, f"选手{n}", n % 3 + 1, "象棋", "广西大学", with_prize=True, amount=amounts[n % 3])
            for n in range(count)]


def test_prize_receipt_ends_with_a_total_of_people_and_money(info, render):
    """The receipt's last row is 合计: how many sign and the money the amounts add up to; an amount
    not set is counted as such, never as 0 (#35.5)."""
    lines = _rows_top_down(render(build_prize_receipt, info, _prize_places(6)).reader.pages[-1])
    total = next(line for line in lines if line.startswith("合计"))
    assert total == "合计共6人1600元（2项金额未填）"
    lines = _rows_top_down(render(build_prize_receipt, info, _prize_places(4, ("500元", "300元", "200元")))
                           .reader.pages[-1])
    assert "合计共4人1500元" in lines


def test_prize_receipt_sign_off_keeps_rows_on_its_page(info, render):
    """However many rows fill page 1, the last page holds receipt rows above the chief referee's
    signature, never the signature alone (#35.5)."""
    counts = []
    for count in range(16, 26):
        pdf = render(build_prize_receipt, info, _prize_places(count))
        counts.append(len(pdf.reader.pages))
        last = pdf.texts[-1]
        assert "裁判长签字" in last and f"选手{count - 1}" in last and f"选手{count - 2}" in last, count
    assert max(counts) > 1  # the range crosses a page break


MEMBERS = ("欧阳思远", "司马相如", "诸葛孔明明", "上官婉儿", "慕容复", "令狐冲冲冲")


def _team_awards(teams: int, members=MEMBERS):
    from app.printing.data import EVENT_TEAM, Award
    return [Award(EVENT_TEAM, f"广西大学{n}队", n % 6 + 1, "三国杀3v3", "广西大学", members=members)
            for n in range(teams)]


def test_prize_list_breaks_a_teams_members_only_between_names(info, render):
    """A 3v3 team's members wrap onto more lines between names, never inside one (#35.5)."""
    from printing_samples import drawn_lines, layout_faults
    pdf = render(build_prize_list, info, _team_awards(2))
    page = pdf.reader.pages[0]
    lines = [line.text.replace(" ", "") for line in drawn_lines(page)]
    member_lines = [line for line in lines if any(name[:2] in line for name in MEMBERS)]
    assert len(member_lines) > 2  # the cell wrapped
    for name in MEMBERS:
        assert any(name in line for line in member_lines), (name, member_lines)
    assert layout_faults(page, 7) == []


def test_prize_list_repeats_a_groups_heading_on_the_next_page(info, render):
    """A group split over pages is headed again on the next, marked 续 (#35.5: its rows stood headless)."""
    pdf = render(build_prize_list, info, _team_awards(60, ("甲", "乙", "丙")))
    assert len(pdf.reader.pages) > 1
    for page in pdf.texts[1:]:
        assert "三国杀3v3团体（续）" in page
    assert "（续）" not in pdf.texts[0]
