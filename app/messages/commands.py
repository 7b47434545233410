"""Refusals of the command line itself (a mistyped command, an option a document does not take):
code → (Chinese, English)."""

MESSAGES: dict[str, tuple[str, str]] = {
    "cli.unknown_command": (
        "未知命令 “{typed}”，是否想用 {suggestions}？（“{typed}” 也不是已有的文件；"
        "新建赛事文件请用 main.py new）",
        "Unknown command “{typed}”; did you mean {suggestions}? (“{typed}” is no existing file either; "
        "create a tournament file with main.py new)"),
    "cli.round_not_for_kind": (
        "{kind}不按轮次打印，不能加 --round（按轮次打印的有：{kinds}）",
        "The {kind} is not printed by round; --round does not apply (printed by round: {kinds})"),
    "cli.round_not_for_playoff": (
        "{kind}按预赛或决赛的轮次打印；加赛的结果见决赛的排名表（--round {text} 不适用）",
        "The {kind} is printed for a preliminary or final round; a playoff's results are in the final's "
        "standings (--round {text} does not apply)"),
    "cli.round_not_paired": (
        "{round}尚未编排，无法打印该轮之后的{kind}",
        "{round} is not paired yet; the {kind} after it cannot be printed"),
}
