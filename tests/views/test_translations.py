"""English is complete: every interface string Qt Linguist finds has a finished translation."""
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from app.assets import asset_path

ROOT = Path(__file__).resolve().parents[2]


def _messages(path):
    root = ET.parse(path).getroot()
    return {(context.find("name").text, message.find("source").text): message.find("translation")
            for context in root.iter("context") for message in context.iter("message")}


def test_every_interface_string_has_an_english_translation(tmp_path):
    """A string added to the views without English shows up here (lupdate over app/views)."""
    shipped = asset_path("translations", "station_en.ts")
    fresh = tmp_path / "fresh.ts"
    shutil.copy(shipped, fresh)
    lupdate = Path(sys.executable).with_name("pyside6-lupdate")
    subprocess.run([str(lupdate), *map(str, sorted((ROOT / "app" / "views").glob("*.py"))),
                    "-no-obsolete", "-ts", str(fresh)], check=True, capture_output=True)
    untranslated = [source for (context, source), translation in _messages(fresh).items()
                    if translation.get("type") == "unfinished" or not translation.text]
    assert untranslated == []


def test_no_literal_goes_through_a_helper_lupdate_cannot_see():
    """`_tr("…")` hides a string from Qt Linguist; literals use tr / translate / QT_TRANSLATE_NOOP."""
    import re
    hidden = [f"{path.name}: {match}" for path in sorted((ROOT / "app" / "views").glob("*.py"))
              for match in re.findall(r'(?<![\w.])_tr\("[^"]*"', path.read_text(encoding="utf-8"))]
    assert hidden == []
