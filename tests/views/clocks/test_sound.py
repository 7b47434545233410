"""Beeps play the shipped WAV assets; nothing is written to a temp folder at run time."""
import sys
import tempfile
import types

from PySide6.QtCore import QUrl

from app.clocks import Beep
from app.clocks.beeps import TONES
from app.views.clocks.sound import BeepPlayer, sound_file


class FakeSoundEffect:
    """Stands in for QtMultimedia's QSoundEffect (not loadable without PulseAudio)."""

    made: list["FakeSoundEffect"] = []

    def __init__(self):
        self.source = None
        self.plays = 0
        FakeSoundEffect.made.append(self)

    def setSource(self, url: QUrl) -> None:  # noqa: N802 (Qt's name)
        self.source = url.toLocalFile()

    def play(self) -> None:
        self.plays += 1


def test_a_beep_plays_the_shipped_asset_and_writes_no_temp_file(qapp, tmp_path, monkeypatch):
    """With QtMultimedia present, each kind's effect reads assets/sounds/<kind>.wav and the temp folder stays empty."""
    temp = tmp_path / "temp"
    temp.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(temp))
    multimedia = types.ModuleType("PySide6.QtMultimedia")
    multimedia.QSoundEffect = FakeSoundEffect
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", multimedia)
    FakeSoundEffect.made = []
    player = BeepPlayer()
    player.play([Beep("count", 0, 3), Beep("flag", 0)])  # the longer tone wins
    assert list(temp.iterdir()) == []
    sources = {effect.source: effect for effect in FakeSoundEffect.made}
    assert set(sources) == {str(sound_file(kind)) for kind in TONES}
    assert sources[str(sound_file("flag"))].plays == 1
    assert sum(effect.plays for effect in FakeSoundEffect.made) == 1
    assert player.played == ["flag"]
