"""Referee station: `python main.py [FILE]` opens the GUI; `python main.py COMMAND ...` runs the CLI."""
import sys

from app.launcher import main

if __name__ == "__main__":
    sys.exit(main())
