"""The settings dialog and the standings headers show the rules table's choices and names, nothing of their own."""
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox

from app.rules.events import CHOICES, PRESETS, TIEBREAK_LABELS, settings_for
from app.views.shell.settings_dialog import LABELS, SettingsDialog
from app.messages import CATALOGUE
from app.views.standings.standings_models import StandingsModel


@pytest.mark.parametrize("code", list(PRESETS))
def test_every_choice_setting_offers_exactly_the_rules_choices(qtbot, code):
    """Each choice setting is a drop-down listing CHOICES, set to the event's value."""
    settings = settings_for(code)
    dialog = SettingsDialog(code, settings)
    qtbot.addWidget(dialog)
    combos = {key: editor for key, editor in dialog.editors.items() if isinstance(editor, QComboBox)}
    assert set(combos) == set(CHOICES) & set(settings)
    for key, combo in combos.items():
        assert [combo.itemText(i) for i in range(combo.count())] == list(CHOICES[key])
        assert combo.currentText() == settings[key]


def test_every_setting_has_a_label():
    """No setting shows its bare key in the dialog."""
    keys = {key for preset in PRESETS.values() for key in preset.settings}
    assert keys <= set(LABELS)


@pytest.mark.parametrize("language", ["zh", "en"])
def test_standings_headers_are_the_rules_tiebreak_names(qapp, monkeypatch, language):
    """The desk's tie-break headers are the rules table's names, worded in the interface language."""
    monkeypatch.setattr("app.views.shell.settings_store.interface_language", lambda: language)
    model = StandingsModel()
    model.set_standings([], list(TIEBREAK_LABELS))
    headers = [model.headerData(4 + i, Qt.Horizontal) for i in range(len(TIEBREAK_LABELS))]
    column = 0 if language == "zh" else 1
    assert headers == [CATALOGUE[f"tiebreak.{name}"][column] for name in TIEBREAK_LABELS]
    assert language == "en" or headers == list(TIEBREAK_LABELS.values())
