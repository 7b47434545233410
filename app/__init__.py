"""The referee station."""

__version__ = "0.1.0"  # the one place of the version: setup.cfg reads it, the log and Help ▸ About show it
