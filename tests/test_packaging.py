"""The installed station: a wheel carries fonts, sounds, translations and migrations, and its
`referee-station` command runs from any folder without the source checkout."""
import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

RUN_INSTALLED = """
import json, sys
import app, app.assets
from app.launcher import main
sys.argv = ["referee-station", *sys.argv[1:]]
code = main()
print(json.dumps({"app": app.__file__, "assets": str(app.assets.ASSETS_DIR), "code": code}))
"""


def test_wheel_installs_and_runs_outside_the_checkout(tmp_path):
    """Build the wheel, install it into a folder of its own, then from another folder make a
    tournament, pair it and print a PDF: fonts and migrations come from the installed package."""
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w",
                            str(tmp_path / "wheel"), str(ROOT)], capture_output=True, text=True)
    assert built.returncode == 0, built.stderr
    (wheel,) = (tmp_path / "wheel").glob("*.whl")
    from app import __version__
    assert wheel.name.startswith(f"referee_station-{__version__}-")  # setup.cfg reads the one version
    names = zipfile.ZipFile(wheel).namelist()
    assert "app/bundled/assets/fonts/DroidSansFallbackFull.ttf" in names
    assert "app/bundled/assets/fonts/HanaMinB.ttf" in names  # the Extension B fallback
    assert "app/bundled/assets/translations/station_en.qm" in names
    assert "app/bundled/assets/sounds/flag.wav" in names  # the clocks' beeps, played from the package
    assert "app/bundled/assets/web/live.html" in names  # the live page, served from the package
    assert any(n.startswith("app/bundled/db/versions/0001") for n in names)
    entry_points = next(n for n in names if n.endswith("entry_points.txt"))
    assert "referee-station = app.launcher:main" in zipfile.ZipFile(wheel).read(entry_points).decode()

    site = tmp_path / "site"
    installed = subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "-q", "--target",
                                str(site), str(wheel)], capture_output=True, text=True)
    assert installed.returncode == 0, installed.stderr
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = dict(os.environ, PYTHONPATH=str(site))

    def run(*argv):
        done = subprocess.run([sys.executable, "-c", RUN_INSTALLED, *argv], cwd=elsewhere, env=env,
                              capture_output=True, text=True, timeout=300)
        assert done.returncode == 0, done.stderr
        return json.loads(done.stdout.strip().splitlines()[-1])

    made = run("demo", "t.sqlite", "--players", "13")
    assert made["code"] == 0 and made["app"].startswith(str(site))
    assert made["assets"] == str(site / "app" / "bundled" / "assets")
    assert run("pair", "t.sqlite", "--event", "xiangqi")["code"] == 0
    assert run("print", "t.sqlite", "pairings", "--event", "xiangqi", "-o", "p.pdf")["code"] == 0
    assert (elsewhere / "p.pdf").read_bytes().startswith(b"%PDF")
