"""Refusals of the command line and of what it asks of printing (a mistyped command, --round on a sheet
that is not printed by round): code → (Chinese, English)."""

MESSAGES: dict[str, tuple[str, str]] = {
    "cli.unknown_command": (
        "未知命令 “{typed}”，是否想用 {suggestions}？（“{typed}” 也不是已有的文件；"
        "新建赛事文件请用 main.py new）",
        "Unknown command “{typed}”; did you mean {suggestions}? (“{typed}” is no existing file either; "
        "create a tournament file with main.py new)"),
    "print.round_not_for_kind": (
        "“{kind}” 不按轮次打印，不能加 --round（按轮次打印的有：{kinds}）",
        "“{kind}” is not printed by round; --round does not apply (printed by round: {kinds})"),
    "print.round_not_for_playoff": (
        "“{kind}” 按预赛或决赛的轮次打印；{round}的结果在决赛最后一轮之后的 “{kind}” 中",
        "“{kind}” is printed after a preliminary or final round; {round}'s results are in the “{kind}” "
        "after the final's last round"),
}
