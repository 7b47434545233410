"""The live page as a static site: the same page and JSON files in a folder any web host serves.

A school's web host (or any static host) then shows the tournament outside the
hall, with no server of ours: the page finds ``index.json`` marked published
and asks again once a minute instead of once a second.  The data is page_data's,
so it holds no student ID and no sealed card.  Each file is written through the
output guard (never over a tournament or its journal, whole or not at all);
the events and the overall table first and the index last, so a visitor never
sees an index that names a file not yet written.
"""
from __future__ import annotations

from pathlib import Path

from app.files.output_guard import check_output_path, write_output
from app.web.page_data import page_data
from app.web.page_html import PageHtml
from app.web.parts import INDEX, split, to_json

PAGE_NAME = "index.html"


def publish_site(store, folder: Path) -> list[Path]:
    """Write the page and its data into ``folder`` (made if missing); the files written, in order."""
    data = page_data(store)
    files = split(data, published=True)
    bodies = {name: to_json(files[name]) for name in sorted(files, key=lambda name: name == INDEX)}  # index last
    # the page as the live server fills it (the tournament in its HTML: no JavaScript needed), in Chinese
    bodies[PAGE_NAME] = PageHtml().page(data, "zh")
    for name in bodies:  # every path refused before anything is written, not half a site
        check_output_path(folder / name, store.path)
    written = []
    for name, body in bodies.items():
        target = folder / name
        target.parent.mkdir(parents=True, exist_ok=True)
        written.append(write_output(target, body, store.path))
    return written
