"""Referee station: `python main.py [FILE]` opens the GUI; `python main.py COMMAND ...` runs the CLI."""
import sys


def run(argv: list[str]) -> int:
    from app.cli import commands, main as cli_main
    if argv and (argv[0] in commands() or argv[0] in ("-h", "--help")):
        return cli_main(argv)
    from app.views.application import run_gui
    return run_gui(argv)


if __name__ == "__main__":
    sys.exit(run(sys.argv[1:]))
