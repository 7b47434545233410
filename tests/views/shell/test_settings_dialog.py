"""The settings dialog and the standings headers show the rules table's choices and names, nothing of their own."""
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox

from app.rules.events import CHOICE_WORDS, CHOICES, PRESETS, TIEBREAK_LABELS, TIEBREAKS, settings_for
from app.views.roster.settings_dialog import LABELS, SettingsDialog
from app.messages import CATALOGUE
from app.views.roster.tiebreak_chain import TiebreakChainEditor
from app.views.standings.standings_models import StandingsModel


@pytest.mark.parametrize("language", ["zh", "en"])
@pytest.mark.parametrize("code", list(PRESETS))
def test_every_choice_setting_offers_exactly_the_rules_choices_in_words(qtbot, code, language):
    """Each choice setting is a drop-down of CHOICES, shown in the interface language's words
    (never the stored code such as by_standing, high, school, coin, zero), set to the event's value."""
    settings = settings_for(code)
    dialog = SettingsDialog(code, settings, language=language)
    qtbot.addWidget(dialog)
    combos = {key: editor for key, editor in dialog.editors.items() if isinstance(editor, QComboBox)}
    assert set(combos) == set(CHOICES) & set(settings)
    for key, combo in combos.items():
        assert [combo.itemData(i) for i in range(combo.count())] == list(CHOICES[key])
        shown = [combo.itemText(i) for i in range(combo.count())]
        assert shown == [CHOICE_WORDS[key][c].message(language) for c in CHOICES[key]]
        assert not set(shown) & set(CHOICES[key]) and combo.currentData() == settings[key]


def test_every_choice_has_words_in_both_languages():
    """The catalogue words every choice of every choice setting, in Chinese and English."""
    for key, choices in CHOICES.items():
        assert set(CHOICE_WORDS[key]) == set(choices)
        for words in CHOICE_WORDS[key].values():
            zh, en = CATALOGUE[words.code]
            assert words == words.message("zh") == zh and words.message("en") == en and zh != en


def test_a_choice_in_words_is_stored_as_its_code(qtbot):
    """Picking 按名次编排 stores pairing by_standing."""
    dialog = SettingsDialog("xiangqi", settings_for("xiangqi"))
    qtbot.addWidget(dialog)
    combo = dialog.editors["pairing"]
    combo.setCurrentIndex(combo.findData("by_standing"))
    assert dialog.changes() == {"pairing": "by_standing"}


def test_the_tiebreak_chain_is_an_ordered_list_of_named_tiebreaks(qtbot):
    """Xiangqi's chain shows the tie-breaks by name with the seed's default marked; add, remove and
    move up/down edit the stored order; restore defaults brings the seed's chain back."""
    dialog = SettingsDialog("xiangqi", settings_for("xiangqi"))
    qtbot.addWidget(dialog)
    chain = dialog.editors["tiebreaks"]
    assert isinstance(chain, TiebreakChainEditor)
    default = list(PRESETS["xiangqi"].settings["tiebreaks"])
    texts = [chain.chain.item(r).text() for r in range(chain.chain.count())]
    assert texts == [f"{TIEBREAK_LABELS[c]}（规程默认）" for c in default]
    assert "规程默认：大小分 → " in chain.default_line.text()
    picker = [chain.picker.itemData(i) for i in range(chain.picker.count())]
    assert picker == [c for c in TIEBREAKS if c not in default]
    chain.picker.setCurrentIndex(chain.picker.findData("buchholz"))
    qtbot.mouseClick(chain.add_button, Qt.LeftButton)
    assert chain.chain.item(chain.chain.count() - 1).text() == "布赫兹"
    qtbot.mouseClick(chain.up_button, Qt.LeftButton)
    chain.chain.setCurrentRow(0)
    qtbot.mouseClick(chain.remove_button, Qt.LeftButton)
    expected = default[1:-1] + ["buchholz", default[-1]]
    assert dialog.changes() == {"tiebreaks": expected}
    assert chain.picker.findData("buchholz") == -1 and chain.picker.findData(default[0]) >= 0
    dialog._restore_defaults()
    assert dialog.changes() == {} and dialog.editors["tiebreaks"].value() == default


def test_the_tiebreak_names_follow_the_language(qtbot, english):
    """In English the chain reads the standings' English names."""
    dialog = SettingsDialog("xiangqi", settings_for("xiangqi"), language="en")
    qtbot.addWidget(dialog)
    chain = dialog.editors["tiebreaks"]
    assert chain.chain.item(0).text() == "Opp. points (seed default)"


def test_every_setting_has_a_label():
    """No setting shows its bare key in the dialog."""
    keys = {key for preset in PRESETS.values() for key in preset.settings}
    assert keys <= set(LABELS)


@pytest.mark.parametrize("language", ["zh", "en"])
def test_standings_headers_are_the_rules_tiebreak_names(qapp, monkeypatch, language):
    """The desk's tie-break headers are the rules table's names, worded in the interface language."""
    monkeypatch.setattr("app.views.base.settings_store.interface_language", lambda: language)
    model = StandingsModel()
    model.set_standings([], list(TIEBREAK_LABELS))
    headers = [model.headerData(4 + i, Qt.Horizontal) for i in range(len(TIEBREAK_LABELS))]
    column = 0 if language == "zh" else 1
    assert headers == [CATALOGUE[f"tiebreak.{name}"][column] for name in TIEBREAK_LABELS]
    assert language == "en" or headers == list(TIEBREAK_LABELS.values())
