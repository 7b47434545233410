"""The live page's data cut into the files a phone fetches, each with its version and a gzip copy.

The page asks for ``index.json`` (the tournament's name, its events, a notice),
the one event it shows (``event/CODE.json``) and the overall table only on its
tab, so a result in go costs nothing to a phone reading xiangqi.  The live
server and the published site (``main.py publish``) cut the same way; page_data
keeps its one-dict shape.
"""
from __future__ import annotations

import gzip
import hashlib
import json
import re
from dataclasses import dataclass
from typing import Any

from app.web.json_patch import diff

INDEX = "index.json"
OVERALL = "overall.json"
WHOLE = "state.json"  # everything in one, as before the cut: for scripts and older pages
EVENT_FOLDER = "event"
_SAFE_CODE = re.compile(r"^[A-Za-z0-9_-]+$")


def event_file(code: str) -> str:
    if not _SAFE_CODE.match(code):
        raise ValueError(f"event code {code!r} is no file name")
    return f"{EVENT_FOLDER}/{code}.json"


def split(data: dict[str, Any], published: bool = False) -> dict[str, Any]:
    """The page's data by file name: the index, the overall table, each event, and the whole."""
    events = data.get("events", [])
    index = {"tournament": data.get("tournament", ""), "published": published,
             "events": [{"code": e["code"], "name": e["name"], "file": event_file(e["code"])} for e in events]}
    if "notice" in data:
        index["notice"] = data["notice"]
    return {INDEX: index, OVERALL: {"overall": data.get("overall")}, WHOLE: data,
            **{event_file(e["code"]): e for e in events}}


@dataclass(frozen=True)
class Encoded:
    """One body as sent: plain and gzipped (compressed once, whoever asks)."""
    plain: bytes
    gzipped: bytes


def to_json(value: Any) -> bytes:
    return json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":")).encode()


def encode(body: bytes) -> Encoded:
    return Encoded(body, gzip.compress(body, compresslevel=6, mtime=0))


def etag_of(body: bytes) -> str:
    return '"' + hashlib.sha1(body).hexdigest()[:20] + '"'


KEPT_VERSIONS = 2  # a phone that missed up to this many changes of a file gets only what changed since


@dataclass(frozen=True)
class Part:
    """One file of the page at its latest version: its ETag, its whole body, and for each of the last few
    versions a phone may hold (by ETag) the patch from there (only where smaller than the whole).

    Versions are kept as JSON text, not as objects: a graph of a few hundred thousand objects kept alive
    slows every garbage collection of the thread that answers the phones."""
    etag: str
    whole: Encoded
    patches: dict[str, Encoded]
    history: tuple[tuple[str, bytes], ...]  # the versions before (ETag, JSON), newest first


def first_part(data: Any) -> Part:
    body = to_json(data)
    return Part(etag_of(body), encode(body), {}, ())


def next_part(part: Part | None, data: Any, patched: bool = True) -> Part:
    """The part after ``data`` was read: the same one when nothing moved, else a new version with patches
    from the versions kept (``patched`` False: the whole only, as for state.json, which no phone polls)."""
    body = to_json(data)
    etag = etag_of(body)
    if part is None:
        return first_part(data)
    if etag == part.etag:
        return part
    whole = encode(body)
    if not patched:
        return Part(etag, whole, {}, ())
    history = ((part.etag, part.whole.plain),) + part.history[:KEPT_VERSIONS - 1]
    patches = {}
    for old_etag, old_body in history:
        patch = encode(to_json(diff(json.loads(old_body), data)))
        if len(patch.gzipped) < len(whole.gzipped):
            patches[old_etag] = patch
    return Part(etag, whole, patches, history)
