"""Refusals about exports and TRF files: code → (Chinese, English)."""

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
}
