"""The three form dialogs build their rows from one list each; the tournament's facts read alike in both dialogs."""
from PySide6.QtWidgets import QFormLayout

from app.services.tournament import TournamentInfo
from app.views.roster.player_dialog import PlayerDialog
from app.views.shell.new_tournament_dialog import NewTournamentDialog
from app.views.shell.tournament_properties import TournamentPropertiesDialog


def _rows(dialog) -> list[tuple[str, object]]:
    form = dialog.findChild(QFormLayout)
    rows = []
    for row in range(form.rowCount()):
        label = form.itemAt(row, QFormLayout.LabelRole).widget().text()
        field = form.itemAt(row, QFormLayout.FieldRole)
        rows.append((label, field.widget() or field.layout()))
    return rows


def test_the_facts_rows_are_the_same_in_both_tournament_dialogs_in_english(qtbot, english):
    """File ▸ New and File ▸ Tournament properties label the same five fields alike, in English."""
    new = NewTournamentDialog()
    properties = TournamentPropertiesDialog(TournamentInfo("赛", "教育局", "礼堂", None, None), lambda *_: None)
    for dialog in (new, properties):
        qtbot.addWidget(dialog)
    facts = ["Name", "Organiser", "Venue", "Start date", "End date"]
    assert [label for label, _field in _rows(new)] == facts + ["Tournament file"]
    assert [label for label, _field in _rows(properties)] == facts
    assert [field for _label, field in _rows(properties)] == [
        properties.name, properties.organiser, properties.venue, properties.start, properties.end]
    assert (properties.organiser.text(), properties.venue.text()) == ("教育局", "礼堂")
    assert new.start.calendarPopup() and properties.end.calendarPopup()
    assert properties.start.text() == "Not set"


def test_the_player_form_names_each_field_as_its_refusals_do(qtbot):
    dialog = PlayerDialog(events=["xiangqi"], default_event="xiangqi")
    qtbot.addWidget(dialog)
    assert _rows(dialog) == [("姓名", dialog.name), ("学校", dialog.school), ("学号", dialog.student_id),
                             ("性别", dialog.gender), ("年级", dialog.grade), ("队伍", dialog.team)]
