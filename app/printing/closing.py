"""A table and what closes its sheet (note, legend, signature) kept so the close never stands alone.

A sign-off on a page of its own is not signable: nothing on that page says what was
signed. When the close does not fit under the table, the table's last rows go over
with it (headed again, as every continued page is).
"""
from __future__ import annotations

from typing import Sequence

from reportlab.platypus import Flowable, KeepTogether, Table

KEPT_ROWS = 2  # the least number of the table's rows printed on the sign-off's page


class TableThenClose(Flowable):
    """``table`` then ``closing``; split so that at least ``kept`` rows share the closing's page."""

    def __init__(self, table: Table, closing: Sequence[Flowable], kept: int = KEPT_ROWS):
        super().__init__()
        self.table = table
        self.closing = [part for item in closing
                        for part in (item._content if isinstance(item, KeepTogether) else [item])]
        self.kept = kept

    def wrap(self, available_width, available_height):
        self._table_height = self.table.wrapOn(self.canv, available_width, available_height)[1]
        self._closing_height = sum(part.wrapOn(self.canv, available_width, available_height)[1]
                                   + part.getSpaceBefore() + part.getSpaceAfter() for part in self.closing)
        return available_width, 0xFFFFFF  # always asked to split, as a KeepTogether is

    def split(self, available_width, available_height):
        self.wrap(available_width, available_height)
        whole = [self.table, KeepTogether(self.closing)]
        if self._table_height + self._closing_height <= available_height:
            return whole
        heights = self.table._rowHeights
        header = self.table.repeatRows if isinstance(self.table.repeatRows, int) else len(self.table.repeatRows)
        used, fitting = 0.0, 0
        for height in heights:
            if used + height > available_height:
                break
            used += height
            fitting += 1
        here = min(fitting, len(heights) - self.kept) - header  # body rows printed on this page
        if here <= 0:
            at_top = getattr(getattr(self, "_frame", None), "_atTop", False)
            return whole if at_top else []  # [] sends the whole to the next page
        parts = self.table.split(available_width, sum(heights[:header + here]) + 0.01)
        if len(parts) != 2:
            return whole
        return [parts[0], TableThenClose(parts[1], self.closing, self.kept)]

    def draw(self) -> None:  # never drawn itself: always split into its parts
        pass
