"""The export commands: `export FILE --format xlsx|csv|trf [--event E] -o OUT` and `import-trf FILE IN.trf --event E`."""
from __future__ import annotations

from pathlib import Path

from app.cli.common import REPEATED, REQUIRED, CommandError, file_command, opened

FORMATS = ("xlsx", "csv", "trf")
_BY_SUFFIX = {".xlsx": "xlsx", ".zip": "csv", ".trf": "trf", ".txt": "trf"}


def register(sub) -> None:
    export = file_command(sub, "export", "导出成绩 (XLSX / CSV / TRF) export results for the organiser or other programs",
                          _export, event=REPEATED,
                          event_help="项目（可重复；缺省为全部有报名的项目，另附总团体表）event code or Chinese name")
    export.add_argument("--format", choices=FORMATS, default=None,
                        help="xlsx：一个工作簿，每个项目、每张表一个工作表；csv：ZIP 压缩包，每张表一个 CSV"
                             "（UTF-8 带 BOM）；trf：FIDE TRF-16（双人积分编排项目，须 --event）。缺省按 -o 的扩展名")
    export.add_argument("--student-ids", action="store_true", help="报名表中包含学号（缺省不含）include student IDs")
    export.add_argument("--language", choices=("zh", "en"), default="zh", help="表头语言 headers' language")
    export.add_argument("-o", "--output", type=Path, required=True, help="输出文件 .xlsx / .zip / .trf")

    trf = file_command(sub, "import-trf", "把 TRF-16 文件导入为新项目 import a FIDE TRF-16 file as a new event",
                       _import_trf, event=REQUIRED,
                       event_help="导入为哪个项目（须为尚无报名和轮次的双人积分编排项目）event to fill")
    trf.add_argument("trf", type=Path)


def _format(args) -> str:
    fmt = args.format or _BY_SUFFIX.get(args.output.suffix.lower())
    if fmt is None:
        raise CommandError(f"错误：请用 --format 指定格式（{'、'.join(FORMATS)}），或用 .xlsx / .zip / .trf 作输出文件名",
                           status=2)
    return fmt


def _export(args) -> int:
    from app.exports.trf import TrfError
    from app.services.exports import ExportError, write_export
    fmt = _format(args)
    if fmt == "trf" and len(args.events or ()) != 1:
        raise CommandError("错误：TRF 每个文件一个项目，请用一个 --event 指定", status=2)
    with opened(args.file) as store:
        try:
            if fmt == "trf":
                from app.services.trf import write_trf_file
                write_trf_file(store, args.events[0], args.output)
            else:
                write_export(store, args.output, fmt, args.events, student_ids=args.student_ids,
                             language=args.language)
        except (ExportError, TrfError) as exc:  # nothing was written
            raise CommandError(f"错误：{exc}") from None
    print(f"已导出：{args.output}")
    return 0


def _import_trf(args) -> int:
    from app.exports.trf import TrfError
    from app.services.trf import import_trf
    with opened(args.file) as store:
        try:
            summary = import_trf(store, args.event, args.trf)
        except TrfError as exc:
            raise CommandError(f"导入失败：{exc}；赛事文件未作任何修改。") from None
    print(f"已导入：{summary.players} 名选手，{summary.rounds} 轮，{summary.games} 局对局。")
    return 0
