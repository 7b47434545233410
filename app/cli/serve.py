"""The headless live page: `serve FILE [--host H] [--port P]` for a hall laptop without a GUI."""
from __future__ import annotations

import gc
import signal
import threading

from app.cli.common import CommandError, bounded_int, opened


def register(sub) -> None:
    serve = sub.add_parser("serve", help="在局域网提供赛况网页（Ctrl+C 停止；--tables 另收桌边录入） serve the live page "
                                         "to phones on the local network (--tables: the tables' result pages too)")
    serve.add_argument("file")
    serve.add_argument("--host", default="0.0.0.0", help="监听地址（缺省为所有网卡） address to listen on")
    serve.add_argument("--port", type=bounded_int(1, 65535), default=None, help="端口 port (8765)")
    serve.add_argument("--tables", action="store_true", help="接受手机台次录入（各项目仍须在裁判台开启本轮） "
                                                             "take results from the tables' phones")
    serve.set_defaults(handler=_serve)


def _serve(args) -> int:
    from app.models.store import open_store
    from app.web.server import DEFAULT_PORT, LiveServer
    gc.enable()  # it runs for the whole tournament day: cycles must be collected
    # Ctrl+C stops it even when it was started where interrupts are ignored (a script's background job: Python
    # then leaves SIGINT ignored, and the page could only be killed).
    signal.signal(signal.SIGINT, signal.default_int_handler)
    with opened(args.file) as store:
        # a file replaced under the page (a restored backup) is followed, opened for display only
        server = LiveServer(store, args.host, args.port or DEFAULT_PORT,
                            reopen=lambda: open_store(args.file, display_only=True), table_entry=args.tables)
        try:
            url = server.start()
        except OSError as exc:
            raise CommandError(f"错误：无法在 {args.host}:{server.port} 提供网页：{exc.strerror or exc}", status=3) from exc
        try:  # the address printed inside: a Ctrl+C the moment it is read still stops cleanly
            print(f"赛况网页 Live page: {url}  (Ctrl+C 停止 to stop)", flush=True)
            threading.Event().wait()
        except KeyboardInterrupt:
            pass
        finally:
            server.stop()
    return 0
