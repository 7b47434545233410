"""Rewrites app/models/head_schema.py from the ORM metadata: ``python -m app.models.head_schema_writer``
after a migration (kept apart from head_schema.py, which the file check imports without SQLAlchemy)."""
from __future__ import annotations

import textwrap
from pathlib import Path

from app.models import head_schema
from app.models.migrate import head_revision, metadata_schema_objects


def source() -> str:
    """head_schema.py's text for the current head and metadata."""
    objects = metadata_schema_objects()
    text = Path(head_schema.__file__).read_text(encoding="utf-8")
    head, _, _ = text.partition('REVISION = "')
    _, _, tail = text.partition("OBJECTS = frozenset(")

    def names(kind: str) -> str:
        found = sorted(name for each, name in objects if each == kind)
        return "(" + ", ".join(f'"{name}"' for name in found) + ("," if len(found) == 1 else "") + ")"
    tables = textwrap.fill(names("table"), 110, subsequent_indent=" " * 10, break_on_hyphens=False)
    return (f'{head}REVISION = "{head_revision()}"\nTABLES = {tables}\nINDEXES = {names("index")}\n'
            f"OBJECTS = frozenset({tail}")


if __name__ == "__main__":
    Path(head_schema.__file__).write_text(source(), encoding="utf-8")
