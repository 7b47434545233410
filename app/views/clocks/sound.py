"""Play the beeps the clock domain schedules (app.clocks.beeps); one player per clock, mutable.

QtMultimedia is optional (not a declared dependency, and it needs PulseAudio
on Linux): if it imports, a short generated tone is played per beep kind;
otherwise ``QApplication.beep()`` is used.
"""
from __future__ import annotations

import math
import struct
import tempfile
import wave
from pathlib import Path

from PySide6.QtCore import QUrl
from PySide6.QtWidgets import QApplication

# (frequency Hz, duration s) of each beep kind; long, low tones for the end of time.
TONES = {
    "warning": (880, 0.25), "count": (880, 0.1), "period": (660, 0.4), "skip": (520, 0.4),
    "flag": (440, 1.2), "time_up": (440, 1.2), "alert": (660, 0.8), "action_expired": (520, 0.5),
}
_SAMPLE_RATE = 22050


def _tone_file(directory: Path, kind: str) -> Path:
    """Write a sine tone WAV for ``kind`` and return its path."""
    frequency, seconds = TONES.get(kind, TONES["count"])
    path = directory / f"{kind}.wav"
    frames = int(_SAMPLE_RATE * seconds)
    samples = (int(12000 * math.sin(2 * math.pi * frequency * i / _SAMPLE_RATE))
               for i in range(frames))
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(_SAMPLE_RATE)
        out.writeframes(b"".join(struct.pack("<h", s) for s in samples))
    return path


class BeepPlayer:
    """Plays beeps for one clock; ``muted`` silences it.  ``played`` keeps the kinds played."""

    def __init__(self, muted: bool = False):
        self.muted = muted
        self.played: list[str] = []
        self._effects: dict[str, object] | None = None
        self._directory: tempfile.TemporaryDirectory | None = None

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
            self._directory = tempfile.TemporaryDirectory(prefix="referee-beeps-")
            for name in TONES:
                effect = QSoundEffect()
                effect.setSource(QUrl.fromLocalFile(str(_tone_file(Path(self._directory.name),
                                                                   name))))
                self._effects[name] = effect
        return self._effects.get(kind)
