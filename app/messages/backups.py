"""Automatic backups and restoring one: code → (Chinese, English)."""

MESSAGES: dict[str, tuple[str, str]] = {
    "backup.sqlite_only": (
        "自动备份只适用于 SQLite 赛事文件；PostgreSQL 数据库请用数据库自己的备份工具（如 pg_dump）。",
        "Automatic backups cover SQLite tournament files; back a PostgreSQL database up with its own tools (pg_dump)."),
    "backup.closed": (
        "赛事文件已关闭，没有备份。",
        "The tournament file is closed; no backup was made."),
    "backup.folder_missing": (
        "备份文件夹 {folder} 不存在或无法访问（U 盘已拔出？）；插回后会自动继续备份。",
        "The backup folder {folder} does not exist or cannot be reached (the stick pulled out?); backups resume once it is back."),
    "backup.write_failed": (
        "无法写入备份文件夹 {folder}（{reason}）；赛事文件和已有的备份未受影响。",
        "Cannot write to the backup folder {folder} ({reason}); the tournament file and the earlier backups are unaffected."),
    "backup.folder_full": (
        "备份文件夹 {folder} 已满，本次备份没有写成；赛事文件安全，未受影响，已有的备份也完好。请腾出空间或换一个 U 盘（文件 ▸ 自动备份设置…）；之后会自动继续备份。",
        "The backup folder {folder} is full; this backup was not written. The tournament file is safe and unaffected, and the earlier backups are intact. Free some space or use another stick (File ▸ Automatic backups…); backups resume by themselves."),
    "backup.read_failed": (
        "读取赛事文件以备份时出错（{reason}）；稍后会再试。",
        "Reading the tournament file for a backup failed ({reason}); it will be tried again."),
}
