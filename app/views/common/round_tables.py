"""The base of the models that list one round's tables (rounds page, results page): a column per seat
of the round's widest table, then the result."""
from __future__ import annotations

from app.services.round_views import RoundView
from app.views.common.messages import result_words
from app.views.common.rows_model import RowsModel


class RoundTablesModel(RowsModel):
    """Rows are a round's tables; column 0 the table, then one column per seat, then the result."""

    def __init__(self, parent=None):
        self._seats = 2
        self.points = None  # the round's points for a game (RoundView.points): how its results are worded
        super().__init__(parent)

    def result_text(self, summary: str) -> str:
        """A table's result as every surface words it (a single game in the event's points)."""
        return result_words(summary, self.points)

    @property
    def seats(self) -> int:
        """Seats of the widest table of the round shown."""
        return self._seats

    def set_round(self, view: RoundView | None) -> None:
        tables = view.tables if view else ()
        self.points = view.points if view else None
        self._seats = max((len(t.seats) for t in tables), default=2)
        self.set_rows(tables)

    @property
    def col_result(self) -> int:
        return 1 + self._seats
