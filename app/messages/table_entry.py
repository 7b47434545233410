"""Refusals and words of table entry (results proposed at the tables, docs/rules.md §9): code → (Chinese, English)."""

# How a two-sided table's seats are called (app/rules/events.py EventPreset.sides), for a phone in English.
_SIDES = {"红方": "Red", "黑方": "Black", "白方": "White", "先手": "First", "后手": "Second",
          "甲队": "Team A", "乙队": "Team B", "选手甲": "Player A", "选手乙": "Player B"}

MESSAGES: dict[str, tuple[str, str]] = {
    **{f"table_entry.side.{zh}": (zh, en) for zh, en in _SIDES.items()},
    "table_entry.seat": ("{seat} 号位", "Seat {seat}"),
    "table_entry.off": (
        "本项目未开放桌边录入，请向裁判长报告结果",
        "Entry at the tables is not open for this event: report the result to the head referee"),
    "table_entry.no_table": (
        "本轮没有第 {table_number} 桌",
        "This round has no table {table_number}"),
    "table_entry.wrong_pin": (
        "第 {table_number} 桌的录入码不对",
        "Wrong entry code for table {table_number}"),
    "table_entry.round_over": (
        "这个录入码属于已结束的一轮，本轮请用新的桌卡",
        "This entry code belongs to a round that is over: use this round's table card"),
    "table_entry.repaired": (
        "{where}已重新编排，第 {table_number} 桌已不是原来的对阵，请向裁判要新的录入码",
        "{where} was paired again: table {table_number} seats other players now; ask the referee for the new code"),
    "table_entry.stale": (
        "页面已过期：{where}已重新编排，请重新打开本桌页面",
        "This page is out of date: {where} was paired again; open the table's page again"),
    "table_entry.confirmed": (
        "第 {table_number} 桌的结果已由裁判确认：{result}",
        "The referee has confirmed table {table_number}'s result: {result}"),
    "table_entry.referee_only": (
        "{event}的结果只能由裁判在裁判台录入",
        "Only the referee enters {event} results, at the desk"),
    "table_entry.forfeit_referee_only": (
        "弃权只能由裁判判定，请向裁判报告",
        "A forfeit is the referee's to decide: report it to the referee"),
    "table_entry.playoff": (
        "加赛的结果只能由裁判录入",
        "Playoff results are entered by the referee only"),
    "table_entry.not_paired": (
        "{where}尚未编排，不能开放桌边录入",
        "{where} is not paired: entry at the tables cannot be opened"),
    "table_entry.not_in_play": (
        "{where}不是本项目正在进行的一轮，不能开放桌边录入",
        "{where} is not the event's round in play: entry at the tables cannot be opened for it"),
    "table_entry.no_proposal": (
        "没有编号为 {proposal_id} 的桌边录入",
        "There is no table entry numbered {proposal_id}"),
    "table_entry.not_pending": (
        "这条桌边录入已处理（{state}），不能再更改",
        "This table entry was already dealt with ({state}) and cannot change"),
    "table_entry.no_agreement_needed": (
        "本项目由桌边裁判单独录入，不需要对方确认",
        "In this event the table referee enters alone: no opponent's agreement is needed"),
    "table_entry.agree_elsewhere": (
        "这条录入不属于第 {table_number} 桌",
        "This entry does not belong to table {table_number}"),
    "table_entry.same_device": (
        "请由对方在自己的手机上确认，不能由录入的手机确认",
        "The opponent confirms on their own phone, not on the phone that entered it"),
    "table_entry.reason_needed": (
        "驳回桌边录入须写明理由（对方手机上会显示）",
        "Rejecting a table entry needs a reason (the phone shows it)"),
    "table_entry.other_confirmed": (
        "裁判已确认本桌的另一条录入",
        "The referee confirmed another entry for this table"),
    "table_entry.no_codes": (
        "{where}没有录入码：请先开放桌边录入",
        "{where} has no entry codes: turn on entry at the tables first"),
    "table_entry.no_address": (
        "赛况网页未开启，桌卡上的二维码无处可指：请先在“大屏幕”菜单开启“在局域网提供赛况网页”",
        "The live page is off, so the cards' QR codes would point nowhere: turn it on in the hall screen menu first"),
    "table_entry.status.off": (
        "桌边录入：未开放（待处理 {waiting} 条）",
        "Entry at the tables: off ({waiting} waiting)"),
    "table_entry.status.on": (
        "桌边录入：{where}已开放（待处理 {waiting} 条）",
        "Entry at the tables: open for {where} ({waiting} waiting)"),
    "table_entry.status.stale": (
        "桌边录入：{where}已重新编排，录入码已失效，请重新开放（待处理 {waiting} 条）",
        "Entry at the tables: {where} was paired again and its codes are void; turn entry on again ({waiting} waiting)"),
    "table_entry.state.pending": ("待确认", "pending"),
    "table_entry.state.agreed": ("双方已确认", "agreed by both"),
    "table_entry.state.confirmed": ("裁判已确认", "confirmed"),
    "table_entry.state.rejected": ("已驳回", "rejected"),
}
