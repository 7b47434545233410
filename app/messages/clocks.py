"""Refusals about clocks and timers: code → (Chinese, English)."""

MESSAGES: dict[str, tuple[str, str]] = {
    "clock.bad_side": (
        "棋钟只有 0 和 1 两方，而不是 {side}",
        "A chess clock has sides 0 and 1 only, not {side}"),
    # The hall screen's timers page (it stays in Chinese in English mode, as every hall page: README).
    "clock.hall_round_timer": (
        "{event} {round} 全场计时",
        "{event} {round} hall timer"),
    "clock.hall_table_timer": (
        "{event} {round} 第 {table} 桌 {players}",
        "{event} {round} table {table} {players}"),
    "clock.hall_table_timer_collapse": (
        "{event} {round} 第 {table} 桌 {players}（崩坏）",
        "{event} {round} table {table} {players} (Collapse)"),
    "clock.held_elsewhere": (
        "该计时由另一台工作站运行：本台只显示，不改写",
        "Another station runs this clock: this station shows it and does not change it"),
    "clock.negative_moves": (
        "着数不能为负数：{moves}",
        "The number of moves cannot be negative: {moves}"),
    "clock.negative_periods": (
        "读秒次数不能为负数：{periods}",
        "The number of byo-yomi periods cannot be negative: {periods}"),
    "clock.negative_time": (
        "调整的时间不能为负数：{seconds}",
        "The adjusted time cannot be negative: {seconds}"),
    "clock.no_action_timers": (
        "该项目没有行动计时（this event has no action timers）",
        "This event has no action timers"),
    "clock.pause_timer_to_adjust": (
        "只能在暂停时调整计时（pause the timer first）",
        "Pause the timer before adjusting it"),
    "clock.pause_to_adjust": (
        "只能在暂停时调整时钟（pause the clock first）",
        "Pause the clock before adjusting it"),
    "clock.save_failed": (
        "计时未能写入赛事文件（{name}），计时继续，但此刻断电会丢失最新状态",
        "The clocks could not be written to the tournament file ({name}); they keep running, but a power cut now would lose their latest state"),
    "clock.snapshot_newer": (
        "计时快照版本 {version} 比本程序新，无法恢复（snapshot from a newer version）",
        "The clock snapshot has version {version}, newer than this program; it cannot be restored"),
    "clock.started": (
        "时钟已经开始（clock already started）",
        "The clock has already started"),
    "clock.unknown_action": (
        "未知的行动计时 “{name}”（可选：{actions}）",
        "Unknown action timer “{name}” (choose from: {actions})"),
    "clock.unknown_timer": (
        "无法恢复未知的计时器类型 “{kind}”",
        "Cannot restore the unknown timer type “{kind}”"),
    "clock_settings.actions_mapping": (
        "时钟设置 “{field}”（{label}）必须是 “名称: 秒数” 的字典",
        "Clock setting “{field}” ({label}) must be a mapping “name: seconds”"),
    "clock_settings.alert_after_end": (
        "时钟设置 “{field}”（{label}）不能晚于计时结束（{end} 秒）",
        "Clock setting “{field}” ({label}) cannot be later than the end of the countdown ({end} s)"),
    "clock_settings.bad_mode": (
        "时钟设置 “{field}”（{label}）无效：“{mode}”（可选：{modes}）",
        "Clock setting “{field}” ({label}) is invalid: “{mode}” (choose from: {modes})"),
    "clock_settings.bad_stage_kind": (
        "时钟设置 “{field}”（{label}）必须是 {kinds} 之一",
        "Clock setting “{field}” ({label}) must be one of {kinds}"),
    "clock_settings.byoyomi_last": (
        "时钟设置 “{field}”（{label}）读秒或加拿大读秒必须是最后一个阶段",
        "Clock setting “{field}” ({label}) byo-yomi or Canadian byo-yomi must be the last stage"),
    "clock_settings.delay_kind": (
        "时钟设置 “{field}”（{label}）与 “delay” 不符（bronstein 或 simple，须同时给出延时）",
        "Clock setting “{field}” ({label}) does not match “delay” (bronstein or simple, given together with a delay)"),
    "clock_settings.increment_main_only": (
        "时钟设置 “{field}”（{label}）加秒和延时只用于基本用时阶段",
        "Clock setting “{field}” ({label}) increments and delays apply to main-time stages only"),
    "clock_settings.missing": (
        "时钟设置 “{field}”（{label}）缺失",
        "Clock setting “{field}” ({label}) is missing"),
    "clock_settings.moves_then_main": (
        "时钟设置 “{field}”（{label}）按步数的阶段之后必须还有一个基本用时阶段",
        "Clock setting “{field}” ({label}) a stage by moves must be followed by a main-time stage"),
    "clock_settings.negative": (
        "时钟设置 “{field}”（{label}）不能为负数：{value}",
        "Clock setting “{field}” ({label}) cannot be negative: {value}"),
    "clock_settings.not_a_number": (
        "时钟设置 “{field}”（{label}）必须是数字，而不是 “{value}”",
        "Clock setting “{field}” ({label}) must be a number, not “{value}”"),
    "clock_settings.not_for_mode": (
        "时钟设置 “{field}”（{label}）不适用于计时方式 “{mode}”",
        "Clock setting “{field}” ({label}) does not apply to the clock mode “{mode}”"),
    "clock_settings.not_mapping": (
        "时钟设置 “{field}”（{label}）设置必须是字典（a mapping）",
        "Clock setting “{field}” ({label}) settings must be a mapping"),
    "clock_settings.not_positive": (
        "时钟设置 “{field}”（{label}）必须大于 0",
        "Clock setting “{field}” ({label}) must be greater than 0"),
    "clock_settings.not_whole": (
        "时钟设置 “{field}”（{label}）必须是正整数：{value}",
        "Clock setting “{field}” ({label}) must be a positive whole number: {value}"),
    "clock_settings.periods_byoyomi_only": (
        "时钟设置 “{field}”（{label}）只用于读秒阶段",
        "Clock setting “{field}” ({label}) applies to byo-yomi stages only"),
    "clock_settings.stages_list": (
        "时钟设置 “{field}”（{label}）必须是非空的阶段列表",
        "Clock setting “{field}” ({label}) must be a non-empty list of stages"),
    "clock_settings.unknown_item": (
        "时钟设置 “{field}”（{label}）是未知项",
        "Clock setting “{field}” ({label}) is unknown"),
    # Each clock field as a refusal names it (app/clocks/specs.py).
    "clock_field.mode": ("计时方式", "clock mode"),
    "clock_field.main": ("基本用时", "main time"),
    "clock_field.increment": ("每步加秒", "increment"),
    "clock_field.delay": ("延时", "delay"),
    "clock_field.periods": ("读秒次数", "byo-yomi periods"),
    "clock_field.period": ("读秒时长", "byo-yomi period"),
    "clock_field.moves": ("步数", "moves"),
    "clock_field.per_move": ("每步限时", "time per move"),
    "clock_field.game_cap": ("每局限时", "time per game"),
    "clock_field.duration": ("倒计时时长", "countdown"),
    "clock_field.extra": ("加时", "extra time"),
    "clock_field.alert_at": ("提醒时刻", "alert at"),
    "clock_field.actions": ("行动计时", "action timers"),
    "clock_field.stages": ("阶段", "stages"),
    "clock_field.kind": ("阶段类型", "stage kind"),
    "clock_field.seconds": ("时长", "duration"),
    "clock_field.delay_kind": ("延时类型", "delay kind"),
    "clock_field.origin": ("来源", "origin"),
}
