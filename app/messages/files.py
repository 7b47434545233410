"""Refusals about tournament files, certificates and printing: code → (Chinese, English)."""

MESSAGES: dict[str, tuple[str, str]] = {
    "live.file_replaced": (
        "赛事文件 {file} 已被另一个文件替换：本页仍显示原来那个文件的赛况，请告知裁判",
        "The tournament file {file} was replaced by another file: this page still shows the old one; please "
        "tell the referee"),
    "live.file_deleted": (
        "赛事文件 {file} 已被删除或移走：本页停在最后读到的赛况，请告知裁判",
        "The tournament file {file} was deleted or moved: this page shows what was last read; please tell "
        "the referee"),
    "tournament.blank_name": (
        "赛事名称不能为空",
        "The tournament name cannot be blank"),
    "tournament.end_before_start": (
        "结束日期 {end} 早于开始日期 {start}",
        "The end date {end} is before the start date {start}"),
    "tournament.unknown_fields": (
        "赛事信息没有这些项：{fields}",
        "The tournament has no such facts: {fields}"),
    "certificate.bad_background": (
        "证书背景 {path} 不是可读取的图片（请选择 PNG 或 JPEG 图片）：{name}",
        "The certificate background {path} is not a readable picture (choose a PNG or JPEG picture): {name}"),
    "certificate.malformed": (
        "证书措辞格式错误：{error}（malformed template）",
        "The certificate wording is malformed: {error}"),
    "certificate.background_is_tournament": (
        "{path} 是当前打开的赛事文件，不是图片；请另选证书背景图片",
        "{path} is the open tournament file, not a picture; choose another background picture"),
    "certificate.no_background": (
        "找不到证书背景图片：{path}",
        "Certificate background picture not found: {path}"),
    "certificate.picture_too_large": (
        "证书背景 {path} 太大（超过 {megabytes} MB），请换一张较小的 PNG 或 JPEG 图片",
        "The certificate background {path} is too large (over {megabytes} MB); choose a smaller PNG or JPEG picture"),
    "certificate.placeholder_format": (
        "证书措辞中的占位符 {{{written}}} 带有格式说明，只能写 {{{field}}}",
        "The placeholder {{{written}}} in the certificate wording carries a format; write only {{{field}}}"),
    "certificate.unknown_placeholder": (
        "证书措辞中有未知的占位符 {{{field}}}，可用：{placeholders}",
        "The certificate wording has an unknown placeholder {{{field}}}; available: {placeholders}"),
    "file.bad_url": (
        "无法识别的数据库地址 “{url}”。",
        "Unrecognised database address “{url}”."),
    "file.copy_sqlite_only": (
        "只有 SQLite 赛事文件可以另存副本。",
        "Only an SQLite tournament file can be saved as a copy."),
    "file.corrupt": (
        "“{path}” 已损坏，无法读取（{exc}），未作任何修改。",
        "“{path}” is damaged and cannot be read ({exc}); nothing was changed."),
    "file.exists": (
        "“{path}” 已存在，不会覆盖。",
        "“{path}” exists already and is not overwritten."),
    "file.foreign_database": (
        "该数据库属于其他软件，未作任何修改。",
        "This database belongs to another program; nothing was changed."),
    "file.foreign_objects": (
        "“{label}” 含有本软件不会创建的数据库对象（{names}），可能被改动过；为保护成绩不被暗中改写，拒绝打开，文件未作任何修改。",
        "“{label}” holds database objects this program never creates ({names}) and may have been tampered with; it is refused so that no result is silently rewritten. Nothing was changed."),
    "file.is_folder": (
        "“{path}” 是文件夹，不是赛事文件。",
        "“{path}” is a folder, not a tournament file."),
    "file.newer_schema": (
        "“{label}” 由更新版本的软件创建（结构版本 {revision}），请升级本软件后再打开；文件未作修改。",
        "“{label}” was made by a newer version of this program (schema {revision}); upgrade the program to open it. The file is unchanged."),
    "file.not_regular": (
        "“{path}” 是{kind}，不是普通文件，未读取",
        "“{path}” is {kind}, not a regular file; it was not read"),
    "file.kind.folder": ("文件夹", "a folder"),
    "file.kind.fifo": ("命名管道（FIFO）", "a named pipe (FIFO)"),
    "file.kind.character_device": ("字符设备", "a character device"),
    "file.kind.block_device": ("块设备", "a block device"),
    "file.kind.socket": ("套接字", "a socket"),
    "file.kind.other": ("特殊文件", "a special file"),
    "file.no_meta_table": (
        "“{path}” 不是本软件的赛事文件（缺少 station_meta 表），未作任何修改。",
        "“{path}” is not a tournament file of this program (no station_meta table); nothing was changed."),
    "file.no_schema_version": (
        "“{label}” 缺少结构版本信息，无法安全打开，未作任何修改。",
        "“{label}” has no schema version and cannot be opened safely; nothing was changed."),
    "file.not_found": (
        "找不到赛事文件 “{path}”。",
        "Tournament file “{path}” not found."),
    "file.not_sqlite": (
        "“{path}” 不是赛事文件（不是 SQLite 数据库），未作任何修改。",
        "“{path}” is not a tournament file (not an SQLite database); nothing was changed."),
    "file.not_station_database": (
        "该数据库不是本软件的赛事数据库，未作任何修改。",
        "This database is not a tournament database of this program; nothing was changed."),
    "file.other_program": (
        "“{path}” 属于其他软件，未作任何修改。",
        "“{path}” belongs to another program; nothing was changed."),
    "file.output_is_open_file": (
        "“{target}” 是当前打开的赛事文件“{database}”{value}，不能写入这里；请另选一个文件名。赛事文件未作任何修改。",
        "“{target}” is the open tournament file “{database}”{value}; it cannot be written here. Choose another file name. The tournament file is unchanged."),
    "file.one_of_its_side_files": ("的附属文件", " (one of its side files)"),
    # Why a write failed, beyond the kinds the results page names (write.locked / read_only / full):
    # app/services/write_errors.failure_reason; the screen and the command line word it alike.
    "write.changed_meanwhile": (
        "另一台工作站同时修改了赛事文件，请重新查看后再试",
        "another station changed the tournament file at the same time; look again and retry"),
    "write.io_error": (
        "读写赛事文件时出错（磁盘已满、已拔出或已损坏）",
        "the tournament file could not be read or written (disk full, removed or damaged)"),
    "write.cannot_open": (
        "无法打开赛事文件（路径不存在或没有权限）",
        "the tournament file cannot be opened (no such path, or no permission)"),
    "write.corrupt": ("赛事文件已损坏", "the tournament file is damaged"),
    "write.not_a_database": ("这不是赛事文件", "this is not a tournament file"),
    "write.nothing_written": ("{reason}；本次操作未写入任何内容", "{reason}; nothing was written"),
    "file.read_only": (
        "赛事文件 “{name}” 是只读的（文件或所在文件夹不可写），已以只读方式打开；本次修改未保存。请把文件复制到可写的位置后再打开。",
        "The tournament file “{name}” is read-only (the file or its folder cannot be written); it is open read-only and this change was not saved. Copy the file to a writable place and open it again."),
    "file.display_only": (
        "“{name}” 以只读方式打开（大屏幕显示用），不能修改；本次修改未保存。要录入或修改，请用 文件 ▸ 打开… 重新打开。",
        "“{name}” is open read-only (for display); it cannot be changed and this change was not saved. To enter or change anything, open it again with File ▸ Open…"),
    "file.upgrade_display_only": (
        "“{label}” 来自旧版本，需要升级，只读打开时不能升级；请先在裁判工作站正常打开一次。未作任何修改。",
        "“{label}” is from an older version and needs an upgrade, which a read-only opening cannot do; open it normally at the referee's station first. Nothing was changed."),
    "file.side_files_present": (
        "“{target}” 旁有数据库附属文件（-wal / -shm / -journal），可能正被另一台工作站使用，不能写入这里；请另选文件名。该文件未作任何修改。",
        "“{target}” has database side files (-wal / -shm / -journal) beside it and may be in use at another station; it cannot be written here. Choose another file name. The file is unchanged."),
    "file.output_is_journal": (
        "“{target}” 是数据库“{database}”的日志文件（-wal / -shm / -journal），其中可能有另一台工作站尚未写回的轮次和成绩，不能写入这里；请另选文件名。该文件未作任何修改。",
        "“{target}” is the journal (-wal / -shm / -journal) of the database “{database}”, which may hold rounds and results another station has not written back yet; it cannot be written here. Choose another file name. The file is unchanged."),
    "file.output_is_a_journal": (
        "“{target}” 是一个数据库的日志文件（-wal / -shm / -journal），其中可能有尚未写回的轮次和成绩，不能写入这里；请另选文件名。该文件未作任何修改。",
        "“{target}” is the journal (-wal / -shm / -journal) of a database, which may hold rounds and results not written back yet; it cannot be written here. Choose another file name. The file is unchanged."),
    "file.output_not_regular": (
        "“{target}” 是{kind}，不是普通文件，不能写入；请另选一个文件名。",
        "“{target}” is {kind}, not a regular file; it cannot be written. Choose another file name."),
    "file.is_backup": (
        "“{path}” 是一份自动备份，不能直接作为赛事文件打开：原赛事文件清理旧备份时会删除它，在上面做的修改也会随之丢失。请用 文件 ▸ 从备份恢复… 把它另存为新的赛事文件，再打开新文件。该文件未作任何修改。",
        "“{path}” is an automatic backup and is not opened as a tournament file: the original's pruning of old backups would delete it, and any work done in it with it. Use File ▸ Restore from a backup… to save it as a new tournament file, then open that. The file is unchanged."),
    "file.output_is_backup": (
        "“{target}” 是自动备份的文件名，不能写入这里（备份会被自动清理，也不能作为赛事文件打开）；请另选文件名。该文件未作任何修改。",
        "“{target}” is named as an automatic backup and cannot be written here (backups are pruned by themselves and do not open as tournament files); choose another file name. The file is unchanged."),
    "file.output_is_database": (
        "“{target}” 是一个数据库文件（可能是另一份赛事文件），不会被覆盖；请另选文件名。该文件未作任何修改。",
        "“{target}” is a database file (perhaps another tournament file) and is not overwritten; choose another file name. The file is unchanged."),
    "file.unreadable": (
        "无法读取 “{path}”（{value}），未作任何修改。",
        "Cannot read “{path}” ({value}); nothing was changed."),
    "file.upgrade_failed": (
        "“{path}” 升级失败（{exc}），已整体撤回，文件仍是旧版本；升级前的备份在 {backup}。",
        "Upgrading “{path}” failed ({exc}) and was rolled back as a whole; the file is still the old version. The backup made before the upgrade is {backup}."),
    "file.upgrade_read_only": (
        "“{path}” 来自旧版本，需要升级，但文件或所在文件夹只读；请复制到可写的位置后再打开。文件未作修改。",
        "“{path}” is from an older version and needs an upgrade, but the file or its folder is read-only; copy it to a writable place and open it again. The file is unchanged."),
    "file.url_without_path": (
        "“{url}” 没有指明赛事文件的路径。",
        "“{url}” does not name the path of a tournament file."),
    "print.event_needed": (
        "请指定项目（--event）",
        "Name the event (--event)"),
    "print.event_not_held": (
        "本赛事没有项目 “{code}”",
        "This tournament has no event “{code}”"),
    "print.no_certificates": (
        "还没有可颁发的证书：{reasons}",
        "No certificates to award yet: {reasons}"),
    "print.nobody_placed": (
        "尚无完整的一轮，还没有人获得名次",
        "no round is complete and nobody has placed"),
    "print.cup_withheld": (
        "{event}的棋王杯未打印：第一名并列（{names}），每个项目只颁发一座棋王杯；请先以加赛或抽签决出唯一的第一名，再打印棋王杯",
        "The champion's cup of {event} was not printed: first place is shared ({names}) and each event awards one cup; settle a sole winner first (a playoff or the lots tie-break), then print the cup"),
    "print.no_identity_slips": (
        "项目“{event}”没有身份牌（只有三国杀身份局有）",
        "“{event}” has no identity slips (only Sanguosha identity has them)"),
    "print.no_groups": (
        "项目“{event}”没有预赛分组（未设预赛分组，或预赛尚未编排）",
        "“{event}” has no preliminary groups (none are set, or no preliminary round is paired)"),
    "print.no_playoff_slips": (
        "加赛是两名选手的对局，不发身份牌（{where}）",
        "A playoff is a match of two players and deals no identity slips ({where})"),
    "print.nothing_paired": (
        "项目“{event}”还没有编排任何轮次",
        "“{event}” has no round paired yet"),
    "print.no_round_robin": (
        "项目“{event}”没有循环赛阶段，没有贝格尔轮次表（积分编排每轮按成绩编排）",
        "“{event}” has no round-robin stage, so no Berger schedule (a Swiss round is paired from the results)"),
    "print.no_playoff": (
        "项目“{event}”没有加赛，也没有待加赛的并列",
        "“{event}” has no playoff and no tie waiting for one"),
    "print.round_not_paired": (
        "项目“{event}”{where}尚未编排（已编排：{rounds_text}）",
        "{where} of “{event}” is not paired (paired: {rounds_text})"),
    "print.too_long": (
        "有选手姓名、学校或队名过长，无法排进页面；请在报名中改短（姓名最多 40 字，学校最多 60 字）后再打印",
        "A player's name, school or team is too long to fit the page; shorten it in the roster (names at most 40 characters, schools 60), then print"),
    "print.unknown_kind": (
        "未知的文档类型 “{kind}”（可用：{kinds}）",
        "Unknown document kind “{kind}” (choose from: {kinds})"),
    "print.provisional": (
        "名次尚未最终确定，不能颁发证书：{reasons}。如确需提前打印，可强制打印（每页标“未定稿”）",
        "The places are not final yet, so no certificates can be awarded: {reasons}. To print them early anyway, force the print (every page is marked draft)"),
    "message.passed_on": (
        "{error}",
        "{error}"),
    "certificate.adopt_format_dropped": (
        "{which}中的 {{{written}}} 改为 {{{field}}}（本站的占位符不带格式说明）",
        "In the {which}, {{{written}}} became {{{field}}} (this station's placeholders carry no format)"),
    "certificate.adopt_unknown_kept": (
        "{which}中的 {{{field}}} 不是占位符，按原文字印出；可用的占位符：{placeholders}",
        "The placeholder {{{field}}} in the {which} is unknown and now prints as written; available: {placeholders}"),
    "certificate.adopt_wording_default": (
        "{which}无法使用（{error}），已改用默认措辞；原措辞：{text}",
        "The {which} could not be used ({error}) and the default wording replaces it; it read: {text}"),
    "certificate.adopt_not_text": (
        "模板项 {field} 的值 {value} 不是文字，已改用默认",
        "The template's {field} was {value}, not text; the default replaces it"),
    "certificate.adopt_background_dropped": (
        "旧证书背景未能沿用（{error}），证书改印双线边框；可在 打印 ▸ 证书模板… 重新选择图片",
        "The old certificate background could not be kept ({error}); certificates print with the double border; choose a picture again under Print ▸ Certificate template…"),
    "file.schema_version_rows": (
        "“{label}” 的结构版本表有 {count} 行（{versions}），应只有 1 行；可能被手工改动过，拒绝打开，未作任何修改。",
        "“{label}” has {count} schema version rows ({versions}) instead of one; it may have been edited by hand and is refused. Nothing was changed."),
    "file.bad_settings": (
        "“{label}” 中项目 {event} 的设置有误：{problem}。可能被手工改动过，拒绝打开，未作任何修改。",
        "In “{label}”, the settings of {event} are wrong: {problem}. They may have been edited by hand; the file is refused and nothing was changed."),
    "file.settings_not_mapping": (
        "“{label}” 中项目 {event} 的设置不是一组设置，而是 {value}。可能被手工改动过，拒绝打开，未作任何修改。",
        "In “{label}”, the settings of {event} are not a group of settings but {value}. They may have been edited by hand; the file is refused and nothing was changed."),
    "file.unknown_event": (
        "“{label}” 含有本软件不认识的项目 “{code}”，拒绝打开，未作任何修改。",
        "“{label}” holds an event this program does not know, “{code}”; it is refused and nothing was changed."),
    # A database object named in "file.foreign_objects" (app/models/file_check.py KIND_NAMES), by kind.
    "file.foreign_object": ("{kind} {name}", "{kind} {name}"),
    "file.object_kind.trigger": ("触发器", "trigger"),
    "file.object_kind.view": ("视图", "view"),
    "file.object_kind.table": ("表", "table"),
    "file.object_kind.index": ("索引", "index"),
    "file.object_kind.rule": ("规则", "rule"),
    "file.object_kind.function": ("函数", "function"),
    "file.object_kind.event_trigger": ("事件触发器", "event trigger"),
    # The certificate template's two wordings (app/services/certificate_template.py WORDINGS).
    "certificate.which_wording": ("证书措辞", "certificate wording"),
    "certificate.which_cup_wording": ("棋王杯措辞", "champion's cup wording"),
    # The tournament's facts as a refusal names them (app/services/tournament.py FACT_LABELS).
    "tournament.fact_name": ("赛事名称", "The tournament name"),
    "tournament.fact_organiser": ("主办单位", "The organiser"),
    "tournament.fact_venue": ("比赛地点", "The venue"),
}
