"""The base of the models that list one round's tables (rounds page, results page): a column per seat
of the round's widest table, then the result."""
from __future__ import annotations

from app.services.round_views import RoundView
from app.views.common.rows_model import RowsModel


class RoundTablesModel(RowsModel):
    """Rows are a round's tables; column 0 the table, then one column per seat, then the result."""

    def __init__(self, parent=None):
        self._seats = 2
        super().__init__(parent)

    @property
    def seats(self) -> int:
        """Seats of the widest table of the round shown."""
        return self._seats

    def set_round(self, view: RoundView | None) -> None:
        tables = view.tables if view else ()
        self._seats = max((len(t.seats) for t in tables), default=2)
        self.set_rows(tables)

    @property
    def col_result(self) -> int:
        return 1 + self._seats
