"""The README stays a page a newcomer reads: under 200 lines, its two commands first, every link alive; the
benchmarks' README names every bench."""
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
RUN = "python3 -m venv .venv && .venv/bin/pip install -e . && .venv/bin/python main.py"
TEST = ("python3 -m venv .venv && .venv/bin/pip install -e '.[test]' && QT_QPA_PLATFORM=offscreen .venv/bin/python "
        "-m pytest -n auto")


def test_the_readme_is_short_and_starts_with_the_two_commands():
    """Its title, then the command that installs and runs the program on the demo and the one that runs the whole
    suite (.ci/run runs the second as written); under 200 lines, none of them a wall of text."""
    lines = README.read_text(encoding="utf-8").splitlines()
    assert lines[:4] == ["# 赛事裁判工作站 · Referee station", "", f"    {RUN}", f"    {TEST}"]
    assert len(lines) < 200
    assert max(map(len, lines)) <= 200
    assert f"{TEST}\n" in (ROOT / ".ci" / "run").read_text(encoding="utf-8")


def test_the_readmes_links_lead_to_files_that_exist():
    """Every relative link of the README and of docs/ names a file of the repository (its anchor aside)."""
    broken = []
    for document in (README, *sorted((ROOT / "docs").glob("*.md")), ROOT / "bench" / "README.md"):
        for target in re.findall(r"\]\(([^)#:]+)(?:#[^)]*)?\)", document.read_text(encoding="utf-8")):
            if not (document.parent / target).exists():
                broken.append(f"{document.relative_to(ROOT)} → {target}")
    assert broken == []


def test_the_benchmarks_readme_names_every_bench():
    """bench/README.md says what each script measures (a new bench is listed there, or this fails naming it)."""
    text = (ROOT / "bench" / "README.md").read_text(encoding="utf-8")
    assert [path.name for path in sorted((ROOT / "bench").glob("*.py")) if f"`{path.name}`" not in text] == []
