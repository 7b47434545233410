"""The shipped beep sounds match the tones the clocks declare (tools/make_beep_sounds.py writes them)."""
import wave

import pytest

from app.assets import asset_path
from app.clocks.beeps import TONES


@pytest.mark.parametrize("kind", sorted(TONES))
def test_every_beep_kind_ships_a_wav_of_its_declared_length(kind):
    """assets/sounds/<kind>.wav exists and lasts as long as TONES says (re-run the tool after a change)."""
    with wave.open(str(asset_path("sounds", f"{kind}.wav"))) as sound:
        seconds = sound.getnframes() / sound.getframerate()
        assert (sound.getnchannels(), sound.getsampwidth()) == (1, 2)
    assert seconds == pytest.approx(TONES[kind][1], abs=1e-3)
