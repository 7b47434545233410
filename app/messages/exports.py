"""Refusals about exports and TRF files, and the words they name: code → (Chinese, English)."""

MESSAGES: dict[str, tuple[str, str]] = {
    "export.event_not_held": (
        "本赛事没有这些项目：{events}；未导出任何内容",
        "The tournament does not hold these events: {events}; nothing was exported"),
    "export.nothing": (
        "没有可导出的项目（尚无报名）；未导出任何内容",
        "There is no event to export (nobody has entered yet); nothing was exported"),
    "export.unknown_format": (
        "未知的导出格式 “{format}”（可用：{formats}）",
        "Unknown export format “{format}” (available: {formats})"),
    "trf.bad_field": (
        "TRF 第 {line} 行：{field} “{value}” 无效",
        "TRF line {line}: the {field} “{value}” is not valid"),
    "trf.duplicate_number": (
        "TRF 第 {line} 行：起始序号 {number} 已在第 {first} 行用过",
        "TRF line {line}: starting rank {number} is already used on line {first}"),
    "trf.unknown_opponent": (
        "TRF 第 {line} 行：第 {round} 轮的对手 {opponent} 不是名单中的另一名选手",
        "TRF line {line}: the round {round} opponent {opponent} is not another player of the list"),
    "trf.mismatch": (
        "TRF 第 {line} 行：第 {round} 轮 {number} 号记为“{mine}”，对手 {opponent} 号的记录“{theirs}”与之不符",
        "TRF line {line}: in round {round} player {number} has “{mine}” but opponent {opponent} has “{theirs}”"),
    "trf.unknown_member": (
        "TRF 第 {line} 行：队伍成员 {number} 不在选手名单中",
        "TRF line {line}: team member {number} is not in the list of players"),
    "trf.too_many_rounds": (
        "TRF 第 {line} 行有 {rounds} 轮，至多 {most} 轮",
        "TRF line {line} has {rounds} rounds; at most {most} are read"),
    "trf.too_few_players": (
        "TRF 文件只有 {count} 名选手（001 行），至少需要 2 名",
        "The TRF file has {count} players (001 lines); at least 2 are needed"),
    "trf.too_wide": (
        "{number} 号的{field} “{value}” 超过 TRF 该栏的 {width} 个字符，无法导出",
        "The {field} “{value}” of number {number} is wider than the TRF column of {width} characters; it cannot be exported"),
    "trf.not_two_player": (
        "{event}不是每轮一局的双人项目，TRF 无法记录",
        "{event} is not a two-player event of one game a round; TRF cannot hold it"),
    "trf.event_not_held": (
        "本赛事没有{event}项目",
        "The tournament does not hold {event}"),
    "trf.nothing_paired": (
        "{event}尚未编排任何轮次，没有可导出的内容",
        "{event} has no round paired yet; there is nothing to export"),
    "trf.preliminary": (
        "{event}还在分组预赛阶段；TRF 只导出决赛",
        "{event} is still in its preliminary groups; TRF exports only the final"),
    "trf.is_tournament": (
        "{path} 是当前打开的赛事文件，不是 TRF 文件",
        "{path} is the open tournament file, not a TRF file"),
    "trf.too_large": (
        "{path} 超过 {megabytes} MB，不是一份 TRF 成绩报告",
        "{path} is over {megabytes} MB; it is not a TRF tournament report"),
    "trf.unreadable": (
        "无法读取 {path}：{reason}",
        "Cannot read {path}: {reason}"),
    "trf.not_utf8": (
        "{path} 第 {line} 行不是 UTF-8 编码的文字，请以 UTF-8 保存后再导入",
        "Line {line} of {path} is not UTF-8 text; save the file as UTF-8 and import it again"),
    "trf.event_not_empty": (
        "{event}已有报名或轮次；TRF 只能导入为新项目（请先新建只含其他项目的赛事，或删除该项目的报名）",
        "{event} already has entrants or rounds; a TRF is imported only as a new event"),
    "trf.bad_player": (
        "TRF 中 {number} 号选手的{label}：{problem}",
        "TRF player {number}, {label}: {problem}"),
    "trf.points_differ": (
        "TRF 中 {number} 号选手的积分为 {points}，但按文件的计分各轮合计为 {counted}",
        "TRF player {number} has {points} points, but the rounds add up to {counted} under the file's point system"),
    "trf.student_id_taken": (
        "学号 {student_id} 已被占用（该 TRF 可能已导入过）",
        "The student ID {student_id} is taken already (the TRF may have been imported before)"),
    "trf.result_refused": (
        "TRF 中 {number} 号选手第 {round} 轮的结果 “{value}” 在{event}中不能录入：{reason}",
        "TRF player {number}, round {round}: the result “{value}” cannot be recorded in {event}: {reason}"),
    # What an export writes (app.services.exports): sheet names, column headers, cell words.
    "export.label.place": ("名次", "Place"),
    "export.label.name": ("姓名", "Name"),
    "export.label.team": ("队伍", "Team"),
    "export.label.school": ("单位", "School"),
    "export.label.points": ("积分", "Points"),
    "export.label.group": ("组别", "Group"),
    "export.label.note": ("备注", "Note"),
    "export.label.round": ("轮次", "Round"),
    "export.label.table": ("桌号", "Table"),
    "export.label.seat": ("座位", "Seat"),
    "export.label.result": ("成绩", "Result"),
    "export.label.score": ("得分", "Points"),
    "export.label.total": ("总分", "Total"),
    "export.label.members": ("决赛人数", "Players in the final"),
    "export.label.explanation": ("说明", "Explanation"),
    "export.label.student_id": ("学号", "Student ID"),
    "export.label.gender": ("性别", "Gender"),
    "export.label.grade": ("年级", "Grade"),
    "export.label.events": ("项目", "Events"),
    "export.label.teams": ("队伍", "Teams"),
    "export.label.playoff": ("加赛", "Playoff"),
    "export.label.bye": ("轮空", "Bye"),
    "export.label.first": ("先手", "First"),
    "export.label.second": ("后手", "Second"),
    "export.label.side_score": ("{side}得分", "{side} points"),
    "export.label.standings": ("{event} 排名", "{event} standings"),
    "export.label.results": ("{event} 成绩", "{event} results"),
    "export.label.event_teams": ("{event} 团体", "{event} teams"),
    "export.label.overall": ("总团体", "Overall"),
    "export.label.roster": ("报名表", "Roster"),
    "export.label.about": ("说明", "About"),
    "export.label.event": ("项目", "Event"),
    "export.label.status": ("状态", "Status"),
    "export.label.order": ("名次排列", "Ranking order"),
    "export.label.final": ("最终排名", "final"),
    "export.label.provisional": ("未定稿：{reason}", "provisional: {reason}"),
    # The TRF fields a refusal names (app.exports.trf), alone or in a round.
    "trf.field.number": ("起始序号", "starting rank"),
    "trf.field.name": ("姓名", "name"),
    "trf.field.points": ("积分", "points"),
    "trf.field.rank": ("名次", "rank"),
    "trf.field.rounds": ("轮数", "rounds"),
    "trf.field.round": ("轮次", "round"),
    "trf.field.opponent": ("对手", "opponent"),
    "trf.field.colour": ("先后手", "colour"),
    "trf.field.result": ("结果", "result"),
    "trf.field.team": ("队伍", "team"),
    "trf.field.point_system": ("计分", "point system"),
    "trf.round_field": ("第 {round} 轮{field}", "round {round} {field}"),
}
