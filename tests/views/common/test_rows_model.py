"""The shared table-model base: counts, headers, display and numeric sort values, the row object."""
from datetime import datetime

from PySide6.QtCore import QModelRoleData, Qt

from app.services.audit import AuditLine
from app.services.players import PlayerRow
from app.views.common.rows_model import CENTRED, RowsModel
from app.views.common.table_view import OBJECT_ROLE, SORT_ROLE
from app.views.roster.players_model import COL_STATUS, PlayersModel
from app.views.shell.audit_view import AuditModel


class Squares(RowsModel):
    """A model of numbers: the number, then its square (headers name the row count)."""

    def headers(self):
        return ["n", f"n² ({len(self.rows())})"]

    def cell(self, row, column):
        value = row if column == 0 else row * row
        return str(value), value

    def alignment(self, column):
        return CENTRED if column == 1 else None


def test_the_base_answers_counts_headers_display_sort_and_object(qtmodeltester):
    """Display is text, sort is the number, the object role is the row; headers are read again on set_rows."""
    model = Squares()
    model.set_rows([3, 10])
    qtmodeltester.check(model)
    assert (model.rowCount(), model.columnCount()) == (2, 2)
    assert model.headerData(1, Qt.Horizontal) == "n² (2)"
    assert model.index(1, 1).data() == "100" and model.index(1, 1).data(SORT_ROLE) == 100
    assert model.index(0, 0).data(OBJECT_ROLE) == 3
    assert model.index(0, 1).data(Qt.TextAlignmentRole) == CENTRED
    assert model.index(0, 0).data(Qt.TextAlignmentRole) is None


def test_players_and_audit_models_pass_the_model_tester(qtmodeltester):
    """Two models built on the base stay valid Qt models; the status sorts by number, not text."""
    player = PlayerRow(id=1, name="张三", school="一中", student_id="S1", gender="男", grade="高一",
                       withdrawn=True, events=("go",), teams={})
    players = PlayersModel("go")
    players.set_rows([player])
    qtmodeltester.check(players)
    assert players.index(0, COL_STATUS).data(SORT_ROLE) == 1
    assert players.headerData(0, Qt.Vertical) == 1
    audit = AuditModel([AuditLine(1, datetime(2026, 5, 1, 9, 30), "李裁判", "withdraw", "player", 7,
                                  {"withdrawn": False}, {"withdrawn": True})])
    qtmodeltester.check(audit)
    assert audit.index(0, 3).data() == "player 7"
    assert audit.index(0, 0).data(Qt.ToolTipRole) == "2026-05-01 09:30:00"


def test_every_role_in_one_call_answers_what_data_answers():
    """multiData (what the views ask while painting) gives each role exactly what data() gives, a role
    the model leaves alone included, and overwrites what the role held before."""
    from app.standings.records import StandingRow
    from app.views.standings.standings_models import StandingsModel
    model = StandingsModel()
    model.set_standings([StandingRow(rank=2, shared=True, id=5, name="甲", school="一中", points=3.0,
                                     tiebreaks={"opp_points": 7.5}, games=2, wins=1, playoff=True)], ["opp_points"])
    roles = [Qt.DisplayRole, SORT_ROLE, Qt.TextAlignmentRole, Qt.BackgroundRole, Qt.ToolTipRole,
             Qt.FontRole, OBJECT_ROLE]
    for column in range(model.columnCount()):
        index = model.index(0, column)
        asked = [QModelRoleData(role) for role in roles]
        for role_data in asked:
            role_data.setData("stale")
        model.multiData(index, asked)
        assert [role_data.data() for role_data in asked] == [model.data(index, role) for role in roles]
    assert model.index(0, 0).data() == "2=" and model.index(0, 4).data(SORT_ROLE) == 7.5


def test_the_tables_proxy_hands_a_cell_s_roles_to_the_model_in_one_call(qapp):
    """Through the tables' proxy (sorted descending here) multiData answers what the proxy's data() does."""
    from app.views.common.table_view import RowsProxy
    model = Squares()
    model.set_rows([3, 10, 7])
    proxy = RowsProxy()
    proxy.setSourceModel(model)
    proxy.setSortRole(SORT_ROLE)
    proxy.sort(1, Qt.DescendingOrder)
    roles = [Qt.DisplayRole, SORT_ROLE, Qt.TextAlignmentRole, OBJECT_ROLE, Qt.FontRole]
    for row in range(proxy.rowCount()):
        for column in range(proxy.columnCount()):
            index = proxy.index(row, column)
            asked = [QModelRoleData(role) for role in roles]
            proxy.multiData(index, asked)
            assert [role_data.data() for role_data in asked] == [index.data(role) for role in roles]
    assert [proxy.index(row, 0).data() for row in range(3)] == ["10", "7", "3"]
