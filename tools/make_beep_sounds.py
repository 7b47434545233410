"""Write the clock beeps as WAV files into assets/sounds/ (run once when TONES change; the WAVs are committed).

    python tools/make_beep_sounds.py
"""
from __future__ import annotations

import math
import struct
import sys
import wave
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from app.clocks.beeps import TONES  # noqa: E402  (the checkout's app, whatever the current folder)

SAMPLE_RATE = 22050
AMPLITUDE = 12000  # of 32767: loud enough in a hall, no clipping


def write_tone(path: Path, frequency: float, seconds: float) -> None:
    """A mono 16-bit sine tone."""
    frames = int(SAMPLE_RATE * seconds)
    samples = (int(AMPLITUDE * math.sin(2 * math.pi * frequency * i / SAMPLE_RATE)) for i in range(frames))
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(SAMPLE_RATE)
        out.writeframes(b"".join(struct.pack("<h", s) for s in samples))


def main() -> None:
    folder = ROOT / "assets" / "sounds"
    folder.mkdir(parents=True, exist_ok=True)
    for kind, (frequency, seconds) in TONES.items():
        write_tone(folder / f"{kind}.wav", frequency, seconds)
        print(folder / f"{kind}.wav")


if __name__ == "__main__":
    main()
