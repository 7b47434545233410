"""The rules the code cites are the repository's own: docs/rules.md, by existing section."""
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SOURCE_TREES = ("app", "db", "tests", "bench")
# Citations a newcomer to the repository cannot follow: the specification outside it,
# the original rule files by number, and tracker issue numbers.
FOREIGN_CITATIONS = re.compile(r"RULES\.md|\bissues? #?\d|\bseeds? 0\d\d")
CITATION = re.compile(r"docs/rules\.md((?:[ ,–-]*§\d+(?:\.\d+)?)+)")


def _sources():
    for tree in SOURCE_TREES:
        yield from sorted((ROOT / tree).rglob("*.py"))


def _sections() -> set[str]:
    text = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    return set(re.findall(r"^#{2,3} (\d+(?:\.\d+)?)\.? ", text, flags=re.MULTILINE))


def test_code_cites_no_rules_outside_the_repository():
    """No comment or docstring cites the outside specification, a seed file or an issue number."""
    offenders = [f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
                 for path in _sources() if path.name != Path(__file__).name
                 for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
                 if FOREIGN_CITATIONS.search(line)]
    assert offenders == []


def test_every_cited_section_of_docs_rules_exists():
    """Each "docs/rules.md §N" in the code names a section the document has."""
    sections = _sections()
    assert {"1", "1.4", "2.4", "6.1", "7.1"} <= sections
    cited = {(str(path.relative_to(ROOT)), number)
             for path in _sources()
             for match in CITATION.finditer(path.read_text(encoding="utf-8"))
             for number in re.findall(r"§(\d+(?:\.\d+)?)", match.group(1))}
    assert len(cited) > 40
    assert sorted(c for c in cited if c[1] not in sections) == []
