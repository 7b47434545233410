"""Main-window hook for the hall screen (being built)."""


def install(window) -> None:
    """Add this feature's menu entries to the main window (none yet)."""
