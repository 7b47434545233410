"""`publish FILE --out DIR`: the live page as a static site for a school's web host, after each round."""
from __future__ import annotations

from pathlib import Path

from app.cli.common import CommandError, opened


def register(sub) -> None:
    publish = sub.add_parser("publish", help="把赛况网页写成静态网站（HTML + JSON，可放在任何网站空间） write the "
                                             "live page as a static site any web host can serve")
    publish.add_argument("file")
    publish.add_argument("--out", type=Path, required=True, help="输出文件夹 the site's folder")
    publish.set_defaults(handler=_publish)


def _publish(args) -> int:
    from app.web.publish import publish_site
    if args.out.exists() and not args.out.is_dir():
        raise CommandError(f"错误：--out 须为文件夹，“{args.out}”是文件 --out must name a folder, not a file", status=2)
    with opened(args.file) as store:
        written = publish_site(store, args.out)
    print(f"已发布 {len(written)} 个文件到 Published {len(written)} files to: {args.out}")
    return 0
