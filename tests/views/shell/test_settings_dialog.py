"""The settings dialog and the standings headers show the rules table's choices and names, nothing of their own."""
import pytest
from PySide6.QtWidgets import QComboBox

from app.rules.events import CHOICES, PRESETS, TIEBREAK_LABELS, settings_for
from app.views.shell.settings_dialog import LABELS, SettingsDialog
from app.views.standings.standings_models import TIEBREAK_HEADERS


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


def test_standings_headers_are_the_rules_tiebreak_names():
    """The desk's tie-break headers (marked for translation) are the rules table's Chinese names."""
    assert TIEBREAK_HEADERS == dict(TIEBREAK_LABELS)
