"""Where the hall's cycle is: which page, and which screenful of its rows, across refreshes of the pages."""
from __future__ import annotations

from typing import Sequence

from app.views.hall.hall_pages_model import HallPage


class Pager:
    """Which page and which screenful of its rows is showing; keeps its place across refreshes."""

    def __init__(self):
        self.pages: list[HallPage] = []
        self.index = 0
        self.start = 0

    def set_pages(self, pages: Sequence[HallPage]) -> None:
        key = self.current.key if self.current else None
        self.pages = list(pages)
        keys = [p.key for p in self.pages]
        if key in keys:
            self.index = keys.index(key)
            self.start = min(self.start, max(len(self.pages[self.index].rows) - 1, 0))
        else:
            self.index = min(self.index, max(len(self.pages) - 1, 0))
            self.start = 0

    @property
    def current(self) -> HallPage | None:
        return self.pages[self.index] if self.pages else None

    def screens_of(self, page: HallPage, per_screen: int) -> int:
        return max(1, -(-len(page.rows) // per_screen))

    def advance(self, per_screen: int) -> None:
        """The next screenful of this page, or the first screen of the next page."""
        page = self.current
        if page is None:
            return
        if self.start + per_screen < len(page.rows):
            self.start += per_screen
        else:
            self.index = (self.index + 1) % len(self.pages)
            self.start = 0
