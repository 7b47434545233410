"""The print command: `python main.py print FILE KIND [--event E] [--round N] -o OUT.pdf`."""
from __future__ import annotations

from pathlib import Path

from app.cli.common import OPTIONAL, CommandError, file_command, opened, typed_round


def register(sub) -> None:
    from app.printing.kinds import KINDS
    command = file_command(sub, "print", "生成 PDF 文档 write a PDF (pairings, scoresheet, standings, certificates ...)",
                           _print, event=OPTIONAL, event_help="项目 event code or Chinese name")
    command.add_argument("kind", choices=KINDS, metavar="KIND", help="文档类型：" + ", ".join(KINDS))
    command.add_argument("--round", dest="round_text", default=None,
                         help="轮次（缺省为最新一轮）；预赛2（决赛开始后的预赛轮次）；加赛2，加赛 为最新一轮加赛 "
                              "round number (default the latest), a preliminary round 预赛2, a playoff round 加赛2 / playoff")
    command.add_argument("-o", "--output", type=Path, required=True, help="输出的 PDF 文件")
    command.add_argument("--force", action="store_true",
                         help="项目未完赛也打印证书（每页标“未定稿”）print certificates of a provisional event")
    command.add_argument("--ceremony", action="store_true",
                         help="证书按颁奖顺序（第6名→第1名）certificates in ceremony order, 6th place first")


def _print(args) -> int:
    from app.messages import Message
    from app.printing.kinds import BY_ROUND_KINDS
    if args.round_text is not None and args.kind not in BY_ROUND_KINDS:  # never ignored silently
        raise CommandError(f"错误：{Message('print.round_not_for_kind', kind=args.kind, kinds=list(BY_ROUND_KINDS))}")
    if _printed_plain(args):
        print(f"已生成：{args.output}")
        return 0
    from app.services.printing import PrintError, ProvisionalRefused, print_document, print_notices
    with opened(args.file) as store:
        try:
            round_id = typed_round(store, args.event, args.round_text) if args.event else None
            print_document(store, args.kind, args.output, event=args.event, round_id=round_id,
                           force=args.force, ceremony=args.ceremony)
            notices = print_notices(store, args.kind, args.event)
        except PrintError as exc:
            hint = "\n加 --force 可强制打印（每页标“未定稿”）。" if isinstance(exc, ProvisionalRefused) else ""
            raise CommandError(f"错误：{exc}{hint}") from None
        except OSError as exc:
            raise CommandError(f"错误：无法写入 {args.output}：{exc.strerror or exc}") from None
    for notice in notices:
        print(f"注意：{notice}")
    print(f"已生成：{args.output}")
    return 0


def _printed_plain(args) -> bool:
    """A ranking or round sheet of a file at the current schema, printed with plain SQL (no ORM to load);
    False where the usual print must do it (app/services/plain_print.py)."""
    from app.services.plain_print import print_plain
    try:
        return print_plain(args.file, args.kind, args.event, args.output, args.round_text)
    except OSError as exc:
        raise CommandError(f"错误：无法写入 {args.output}：{exc.strerror or exc}") from None
