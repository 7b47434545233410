"""Start the station: no argument or a file opens the GUI; a command runs the headless CLI.

Shared by `python main.py` in a checkout and the installed `referee-station` command.
"""
from __future__ import annotations

import gc
import sys


def run(argv: list[str]) -> int:
    from app.cli import commands, main as cli_main
    if argv and argv[0] in ("-h", "--help"):
        return cli_main(argv)
    if argv and argv[0] in commands():
        from app import log
        with log.running(f"cli {argv[0]}"):
            return cli_main(argv)
    if argv:
        from app.cli import mistyped_command
        mistyped = mistyped_command(argv[0])
        if mistyped is not None:  # both languages: no interface language is chosen before a command
            print(f"错误：{mistyped}\n{mistyped.message('en')}", file=sys.stderr)
            return 2
    gc.enable()  # the window runs for hours
    from app.system_check import gui_libraries_message
    missing = gui_libraries_message()
    if missing is not None:
        print(missing, file=sys.stderr)
        return 2
    from app.views.shell.application import run_gui
    return run_gui(argv)


def main() -> int:
    # A command is one short process: reference counting frees its memory (the largest demo
    # peaks the same without the cycle collector), while the collector's passes over
    # SQLAlchemy's import and mapper set-up cost about a tenth of `standings --json`.
    gc.disable()
    try:
        return run(sys.argv[1:])
    finally:
        gc.enable()
