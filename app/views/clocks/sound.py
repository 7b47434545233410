"""Play the beeps the clock domain schedules (app.clocks.beeps); one player per clock, mutable.

Each beep kind's tone ships as assets/sounds/<kind>.wav (app.assets finds it in a checkout
and in the installed package); nothing is written at run time.  QtMultimedia is optional
(not a declared dependency, and it needs PulseAudio on Linux): without it, or for a kind
without a sound file, ``QApplication.beep()`` is used.
"""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QUrl
from PySide6.QtWidgets import QApplication

from app.assets import asset_path
from app.clocks.beeps import TONES


def sound_file(kind: str) -> Path:
    """The shipped WAV of a beep kind."""
    return asset_path("sounds", f"{kind}.wav")


class BeepPlayer:
    """Plays beeps for one clock; ``muted`` silences it.  ``played`` keeps the kinds played."""

    def __init__(self, muted: bool = False):
        self.muted = muted
        self.played: list[str] = []
        self._effects: dict[str, object] | None = None

    def play(self, beeps) -> None:
        """Play the most important beep of a batch (several due at once sound as one)."""
        beeps = list(beeps)
        if self.muted or not beeps:
            return
        kind = max(beeps, key=lambda b: TONES.get(b.kind, (0, 0))[1]).kind
        self.played.append(kind)
        effect = self._effect(kind)
        if effect is None:
            QApplication.beep()
        else:
            effect.play()

    def _effect(self, kind: str):
        if self._effects is None:
            self._effects = {}
            try:
                from PySide6.QtMultimedia import (
                    QSoundEffect,  # optional, see module docstring
                )
            except ImportError:
                return None
            for name in TONES:
                if sound_file(name).is_file():
                    effect = QSoundEffect()
                    effect.setSource(QUrl.fromLocalFile(str(sound_file(name))))
                    self._effects[name] = effect
        return self._effects.get(kind)
