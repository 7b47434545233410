"""The identity role draw on screen: the lord public, the rest sealed until the referee reveals (docs/rules.md §2.7)."""
import pytest
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QMessageBox
from sqlalchemy import select

from app.models.schema import AuditEntry
from app.sanguosha.errors import SanguoshaError
from app.sanguosha.identity_roles import SealedRoles
from app.services.identity_roles import identity_table
from app.services.rounds import pair_next_round
from app.views.rounds.identity_roles_dialog import IdentityRolesDialog
from app.views.common.table_view import OBJECT_ROLE
from app.views.rounds.rounds_page import RoundsPage
from app.stages.policy import FINAL
from app.stages.round_id import RoundId

ROLES = ("反贼", "主公", "忠臣", "反贼", "内奸", "反贼", "忠臣", "反贼")


def test_only_the_lord_shows_until_a_seat_is_revealed():
    """shown() hides every role but the lord's; reveal opens one seat, reveal_all the rest, seal_all covers them."""
    sealed = SealedRoles.of(ROLES)
    assert [sealed.shown(seat) for seat in range(8)] == [None, "主公"] + [None] * 6
    assert sealed.reveal(4) and not sealed.reveal(4) and not sealed.reveal(1)
    assert sealed.shown(4) == "内奸" and sealed.shown(0) is None
    assert sealed.reveal_all() == [0, 2, 3, 5, 6, 7]
    assert [sealed.shown(seat) for seat in range(8)] == list(ROLES)
    sealed.seal_all()
    assert sealed.sealed_seats == [0, 2, 3, 4, 5, 6, 7]
    with pytest.raises(SanguoshaError):
        sealed.reveal(8)


@pytest.fixture
def identity_round(demo_store):
    pair_next_round(demo_store, "sanguosha_identity", seed=1)
    return demo_store


def test_the_dialog_shows_the_drawn_roles_sealed_and_reveals_one_seat_by_key(identity_round, qtbot):
    """The dialog reads the roles the slips print; a seat's number key reveals it, and it is audited."""
    store = identity_round
    table = identity_table(store, "sanguosha_identity", RoundId("sanguosha_identity", FINAL, 1), 1)
    dialog = IdentityRolesDialog(store, "sanguosha_identity", RoundId("sanguosha_identity", FINAL, 1), table)
    qtbot.addWidget(dialog)
    roles = [seat.role for seat in table.seats]
    lord = roles.index("主公")
    texts = [label.text() for label in dialog.role_labels]
    assert texts[lord] == "主公" and all(t == "■■ 密封" for i, t in enumerate(texts) if i != lord)
    other = 0 if lord else 1
    qtbot.keyClick(dialog, str(other + 1))
    assert dialog.role_labels[other].text() == roles[other]
    assert not dialog.reveal_buttons[other].isEnabled()
    with store.read() as session:
        entry = session.scalars(select(AuditEntry).where(AuditEntry.action == "identity_reveal")).one()
        assert entry.new == {"event": "sanguosha_identity", "round": 1, "table": 1, "seats": [other + 1]}


def test_reveal_all_asks_first_and_seal_covers_again(identity_round, qtbot, monkeypatch):
    """全部揭示 needs the referee's yes; 重新密封 hides every card but the lord's again."""
    store = identity_round
    table = identity_table(store, "sanguosha_identity", RoundId("sanguosha_identity", FINAL, 1), 1)
    dialog = IdentityRolesDialog(store, "sanguosha_identity", RoundId("sanguosha_identity", FINAL, 1), table)
    qtbot.addWidget(dialog)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.No)
    dialog.reveal_all_button.click()
    assert len(dialog.sealed.sealed_seats) == len(table.seats) - 1
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.Yes)
    dialog.reveal_all_button.click()
    assert [label.text() for label in dialog.role_labels] == [seat.role for seat in table.seats]
    dialog.seal_button.click()
    assert [label.text() for label in dialog.role_labels].count("■■ 密封") == len(table.seats) - 1


def test_the_rounds_page_opens_the_selected_tables_roles(identity_round, qtbot, monkeypatch):
    """身份牌… shows only for identity; it opens the dialog of the selected table."""
    store = identity_round
    page = RoundsPage(store, "sanguosha_identity", QUndoStack())
    qtbot.addWidget(page)
    page.show()
    assert page.roles_button.isVisible()
    opened = []
    monkeypatch.setattr(IdentityRolesDialog, "exec", lambda dialog: opened.append(dialog.table.number) or 0)
    page.view.selectRow(1)
    page.roles_button.click()
    expected = page.view.model().index(1, 0).data(OBJECT_ROLE).number
    assert opened == [expected] and expected != page.view.model().index(0, 0).data(OBJECT_ROLE).number
    xiangqi = RoundsPage(store, "xiangqi", QUndoStack())
    qtbot.addWidget(xiangqi)
    xiangqi.show()
    assert not xiangqi.roles_button.isVisible()


def test_the_dialog_speaks_english_in_english_mode(identity_round, qtbot, qapp):
    """With the English translation the lord reads Lord and a sealed seat ■■ sealed."""
    from PySide6.QtCore import QTranslator
    from app.assets import asset_path

    translator = QTranslator()
    assert translator.load(str(asset_path("translations", "station_en.qm")))
    qapp.installTranslator(translator)
    try:
        table = identity_table(identity_round, "sanguosha_identity", RoundId("sanguosha_identity", FINAL, 1), 1)
        dialog = IdentityRolesDialog(identity_round, "sanguosha_identity", RoundId("sanguosha_identity", FINAL, 1), table)
        qtbot.addWidget(dialog)
        texts = {label.text() for label in dialog.role_labels}
        assert texts == {"Lord", "■■ sealed"} and dialog.reveal_buttons[0].text() == "Reveal"
    finally:
        qapp.removeTranslator(translator)
