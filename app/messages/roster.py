"""Refusals about the roster: its files, players and teams: code → (Chinese, English)."""

MESSAGES: dict[str, tuple[str, str]] = {
    "roster.cannot_open": (
        "无法打开文件 {path}：{value}",
        "Cannot open the file {path}: {value}"),
    "roster.cell_too_long": (
        "第 {number} 行第 {column} 列的单元格有 {cell_count} 个字符，超过上限 {MAX_CELL_CHARS}；请检查报名表",
        "The cell in row {number}, column {column} has {cell_count} characters, over the limit of {MAX_CELL_CHARS}; check the roster"),
    "roster.changed_meanwhile": (
        "检查报名表之后，赛事的选手名单已被修改（可能是另一台工作站），本次未导入任何数据；请重新导入，以便按最新名单再检查一次",
        "The players of the tournament changed after the roster was checked (perhaps at another station); nothing was imported. Import again so the file is checked against the current list"),
    "roster.csv_line": (
        "CSV 文件第 {line_num} 行{reason}；请检查报名表",
        "CSV line {line_num}: {reason}; check the roster"),
    "roster.empty_file": (
        "文件 {path} 是空的",
        "The file {path} is empty"),
    "roster.entry_has_results": (
        "{player} 在 “{event}” 已有成绩，不能退出该项目，请改为退赛",
        "{player} has results in “{event}” and cannot leave the event; withdraw instead"),
    "roster.event_not_held": (
        "本赛事没有设项目 “{event}”",
        "This tournament has no event “{event}”"),
    "roster.field_empty": (
        "{label}不能为空",
        "{label} cannot be empty"),
    "roster.file_too_big": (
        "文件 {path} 有 {megabytes} MB，超过报名表的上限 {megabytes2} MB",
        "The file {path} is {megabytes} MB, over the roster limit of {megabytes2} MB"),
    "roster.has_played": (
        "{player} 已参加过比赛，不能删除；请改为退赛",
        "{player} has played and cannot be deleted; withdraw the player instead"),
    "roster.is_folder": (
        "{path} 是文件夹，不是报名表文件",
        "{path} is a folder, not a roster file"),
    "roster.is_open_tournament": (
        "{path} 是当前打开的赛事文件，不是报名表文件；赛事文件未作任何修改",
        "{path} is the open tournament file, not a roster file; the tournament file is unchanged"),
    "roster.mixed_encodings": (
        "报名表混用了两种编码（可能由不同电脑上的表格拼接而成），部分姓名会成为乱码：第 {line_list} 行是 UTF-8，第 {line_list2} 行不是 UTF-8（可能是 GBK）。请在 Excel 中核对这些行，统一另存为“CSV UTF-8”或 .xlsx 后再导入",
        "The roster mixes two encodings (probably lists pasted together from different computers), so some names would be garbled: line(s) {line_list} are UTF-8, line(s) {line_list2} are not (perhaps GBK). Check these lines in Excel, save all as “CSV UTF-8” or .xlsx, then import"),
    "roster.no_data": (
        "文件中没有任何数据",
        "The file holds no data"),
    "roster.no_player": (
        "没有编号为 {player_id} 的选手",
        "There is no player with id {player_id}"),
    "roster.not_xlsx": (
        "文件 {path} 不是有效的 Excel（.xlsx）文件",
        "The file {path} is not a valid Excel (.xlsx) file"),
    "roster.over_max_rows": (
        "报名表超过 {MAX_ROWS} 行，超出上限；请分成几个文件导入",
        "The roster has more than {MAX_ROWS} rows, over the limit; split it into several files"),
    "roster.player_id_taken": (
        "编号为 {player_id} 的选手已存在",
        "A player with id {player_id} exists already"),
    "roster.student_id_taken": (
        "学号 {student_id} 已存在",
        "Student ID {student_id} exists already"),
    "roster.team_needed": (
        "{player}：团体项目 “{event}” 需要填写队伍",
        "{player}: the team event “{event}” needs a team"),
    "roster.team_other_school": (
        "队伍 “{team}” 属于 {owner}，不能加入 {school} 的选手",
        "The team “{team}” belongs to {owner} and cannot take a player of {school}"),
    "roster.too_many_rows": (
        "报名表有 {rows_count} 行，超过上限 {MAX_ROWS} 行；请分成几个文件导入",
        "The roster has {rows_count} rows, over the limit of {MAX_ROWS}; split it into several files"),
    "roster.unknown_encoding": (
        "无法识别文件编码，请在 Excel 中另存为“CSV UTF-8”或 .xlsx 后再导入",
        "The file's encoding is not recognised; in Excel save it as “CSV UTF-8” or .xlsx, then import"),
    "roster.unpacks_too_big": (
        "Excel 文件 {path} 解压后有 {megabytes} MB，超过报名表的上限 {megabytes2} MB（文件可能已损坏或被恶意构造），未读取",
        "The Excel file {path} unpacks to {megabytes} MB, over the roster limit of {megabytes2} MB (the file may be damaged or built to harm); not read"),
    "roster.xls": (
        "不支持旧版 .xls 格式，请在 Excel 中“另存为” .xlsx 或 CSV 后再导入",
        "The old .xls format is not supported; in Excel “Save As” .xlsx or CSV, then import"),
    "roster.xlsx_broken": (
        "无法读取 Excel 文件 {path}（文件可能已损坏）：{name}: {detail}",
        "Cannot read the Excel file {path} (it may be damaged): {name}: {detail}"),
    "roster.xlsx_unreadable": (
        "无法读取 Excel 文件 {path}（文件可能已损坏）：{error}",
        "Cannot read the Excel file {path} (it may be damaged): {error}"),
    "roster.field_problem": (
        "{label}{problem}",
        "{label} {problem}"),
    "roster.unsafe_characters": (
        "含有不可见的控制字符或格式字符 {characters}，请删除后重新填写",
        "contains invisible control or format characters {characters}; delete them and fill it in again"),
    "roster.too_long": (
        "有 {length} 个字符，超过上限 {limit} 个字符",
        "has {length} characters, over the limit of {limit}"),
    "roster.unprintable": (
        "含有打印字体中没有的字符 {characters}，打印时会丢失；请改用其他写法",
        "contains characters the printing fonts lack, {characters}, which would be lost on paper; write it another way"),
    "roster.problem": (
        "第 {row} 行 {column}：{message}",
        "Row {row}, {column}: {message}"),
    "roster.missing_name": (
        "缺少姓名",
        "the name is missing"),
    "roster.missing_school": (
        "缺少学校",
        "the school is missing"),
    "roster.missing_student_id": (
        "缺少学号",
        "the student ID is missing"),
    "roster.missing_event": (
        "缺少项目",
        "the event is missing"),
    "roster.missing_column": (
        "缺少“{label}”列（表头写“{label}”或“{english}”）",
        "the column “{english}” is missing (head it “{english}” or “{label}”)"),
    "roster.scientific_id": (
        "学号“{student_id}”被 Excel 存成了科学计数法，位数已丢失；请把学号列设为“文本”格式后重新填写",
        "Excel stored the student ID “{student_id}” in scientific notation and lost digits; format the column as text and fill it in again"),
    "roster.template_example": (
        "这是模板中的示例行，请删除后再导入",
        "this is the template's example row; delete it, then import"),
    "roster.unknown_event": (
        "未知项目“{word}”（可填：{choices}）",
        "unknown event “{word}” (write one of: {choices})"),
    "roster.team_needed_row": (
        "{event} 是团体项目，需要填写队伍名：请在“队伍”列填写队名，或导入时选“按学校组队”（命令行 --teams-by-school）",
        "{event} is a team event and needs a team: fill in the team column, or import with “form teams by school” (command line --teams-by-school)"),
    "roster.teams_by_school": (
        "未填队伍的{event}选手已按学校组成 {count} 队：{teams}",
        "The {event} players without a team form {count} teams by school: {teams}"),
    "roster.formed_team_name": (
        "按学校组成的队名{problem}；请在“队伍”列为这些行填写队名",
        "the team name formed from the school {problem}; fill in the team column for these rows"),
    "roster.team_with_size": ("{team}（{size} 人）", "{team} ({size} players)"),
    "roster.school_team_left_over": (
        "{school} 未填队伍的 {members} 名{event}选手按每队 {size} 人组成 {teams} 队后余下本行（第 {rows} 行）：请在“队伍”列为这些行填写队名，或补齐人数",
        "{school}'s {members} {event} players without a team form {teams} teams of {size}, leaving this row over (rows {rows}): fill in the team column for these rows, or complete the team"),
    "roster.team_short_refused": (
        "队伍“{team}”（{school}）的第 {rows} 行有问题，未导入，本队只剩 {kept} 人，不足 {size} 人，故本行也未导入；改正那几行后重新导入本文件即可",
        "rows {rows} of the team “{team}” ({school}) have problems and are not imported, leaving {kept} players, fewer than {size}, so this row is not imported either; fix those rows and import this file again"),
    "roster.id_different_players": (
        "学号 {student_id} 在第 {rows} 行对应不同的选手：{who}",
        "the student ID {student_id} belongs to different players in rows {rows}: {who}"),
    "roster.id_different_teams": (
        "学号 {student_id} 在第 {rows} 行填写了不同的队伍：{teams}",
        "the student ID {student_id} has different teams in rows {rows}: {teams}"),
    "roster.id_taken": (
        "学号 {student_id} 在本赛事中已属于 {name}（{school}），与本行的 {row_name}（{row_school}）不符",
        "the student ID {student_id} already belongs to {name} ({school}) in this tournament, not to this row's {row_name} ({row_school})"),
    "roster.same_person_twice": (
        "{school} 的 {name} 在 {events} 中出现了两次，学号不同（第 {row} 行 {student_id}，第 {other_row} 行 {other_id}）；如确为两人，请在姓名后加注区分",
        "{name} of {school} appears twice in {events} with different student IDs (row {row}: {student_id}, row {other_row}: {other_id}); if they are two people, add a note after the name to tell them apart"),
    "roster.team_size": (
        "{school} 的队伍“{team}”有 {members} 名队员，{event} 每队应为 {size} 名（第 {rows} 行）",
        "the team “{team}” of {school} has {members} members; a {event} team has {size} (rows {rows})"),
    "roster.first_sheet_only": (
        "已读取第一个工作表“{sheet}”，其余 {others} 个工作表未读取",
        "Read the first worksheet “{sheet}”; the other {others} worksheets were not read"),
    "roster.csv_format": (
        "CSV 文件编码：{codec}，分隔符：{delimiter}",
        "CSV encoding: {codec}, separator: {delimiter}"),
    "roster.header_below_title": (
        "表头在第 {header_row} 行，其上方的 {skipped} 行（标题等）未导入",
        "The header is in row {header_row}; the {skipped} rows above it (a title, …) were not imported"),
    "roster.same_column_twice": (
        "列“{header}”与“{first}”含义相同，已使用“{first}”列",
        "The column “{header}” means the same as “{first}”; the column “{first}” was used"),
    "roster.unknown_columns": (
        "已忽略未知列：{columns}",
        "Unknown columns ignored: {columns}"),
    "roster.team_ignored": (
        "第 {row} 行：{events} 不是团体项目，已忽略队伍“{team}”",
        "Row {row}: {events} is not a team event; the team “{team}” was ignored"),
    # A roster field's name: its Chinese header (the template's) and its English one.
    "field.name": ("姓名", "name"),
    "field.school": ("学校", "school"),
    "field.student_id": ("学号", "student_id"),
    "field.event": ("项目", "event"),
    "field.team": ("队伍", "team"),
    "field.gender": ("性别", "gender"),
    "field.grade": ("年级", "grade"),
    "field.serial": ("序号", "no"),
    # What the reader found in a CSV file (app/roster/reading.py).
    "roster.csv_cell_over_limit": ("有超过 {limit} 个字符的单元格", "has a cell over {limit} characters"),
    "roster.csv_malformed": ("格式有误（{error}）", "is malformed ({error})"),
    "roster.delimiter.comma": ("逗号", "comma"),
    "roster.delimiter.semicolon": ("分号", "semicolon"),
    "roster.delimiter.tab": ("制表符", "tab"),
    "roster.codec.utf8_bom": ("UTF-8（带 BOM）", "UTF-8 (with BOM)"),
    # A required field named as the subject of a refusal (app/services/players.py).
    "roster.subject.name": ("姓名", "The name"),
    "roster.subject.school": ("学校", "The school"),
    "roster.subject.student_id": ("学号", "The student ID"),
    "roster.header_only": (
        "报名表只有表头（第 {header_row} 行），没有任何选手；未导入任何数据",
        "The roster has only its header (row {header_row}) and no players; nothing was imported"),
}
