"""The tournament's certificate template, stored in the tournament file.

``certificate_template(store)`` is what the GUI, the command line and a copy of
the file print with; ``save_certificate_template`` checks the template (a bad
placeholder or a picture that is none is refused, nothing written), reads a
chosen background picture into the file, and audits the change.
"""
from __future__ import annotations

import hashlib
from dataclasses import fields, replace
from pathlib import Path

from app.messages import Message
from app.models.schema import CertificateTemplateRow, utcnow
from app.models.store import TournamentStore
from app.printing.certificate_template import (PLACEHOLDERS, CertificateError, CertificateTemplate,
                                               bare_placeholders, read_picture)
from app.services import audit

TEXT_FIELDS = ("title", "wording", "cup_title", "cup_wording", "prize_line", "trophy_line",
               "date", "serial_prefix", "background_name")
ROW_ID = 1  # the file holds one template


def certificate_template(store: TournamentStore) -> CertificateTemplate:
    """The stored template (frozen), or the default wording when none was saved."""
    with store.read() as session:
        row = session.get(CertificateTemplateRow, ROW_ID)
        return CertificateTemplate() if row is None else _template_of(row)


def has_stored_template(store: TournamentStore) -> bool:
    """Whether the file carries a template of its own (saved once, even if equal to the default)."""
    with store.read() as session:
        return session.get(CertificateTemplateRow, ROW_ID) is not None


def save_certificate_template(store: TournamentStore, template: CertificateTemplate,
                              action: str = "edit") -> CertificateTemplate:
    """Check and store ``template``; a picture given as a file is read into the tournament file.

    Raises CertificateError (nothing written) for a template that cannot be printed.
    Returns the template as stored, picture as bytes.
    """
    template.check()
    picture = template.background_image
    name = template.background_name
    if picture is not None and not isinstance(picture, bytes):
        path = Path(picture)
        picture, name = read_picture(path), path.name
    stored = replace(template, background_image=picture or None, background_name=name if picture else "")
    with store.session() as session:
        row = session.get(CertificateTemplateRow, ROW_ID)
        old = _audited(_template_of(row)) if row is not None else None
        if row is None:
            row = CertificateTemplateRow(id=ROW_ID)
            session.add(row)
        for field in TEXT_FIELDS:
            setattr(row, field, getattr(stored, field))
        row.seal_guide = stored.seal_guide
        row.background = stored.background_image
        row.updated_at = utcnow()
        audit.record(session, action, "certificate_template", ROW_ID, old, _audited(stored))
    return stored


def _template_of(row: CertificateTemplateRow) -> CertificateTemplate:
    return CertificateTemplate(**{name: getattr(row, name) for name in TEXT_FIELDS},
                               seal_guide=bool(row.seal_guide), background_image=row.background)


def _audited(template: CertificateTemplate) -> dict:
    """The template for the audit log: the texts, and the picture by name, size and digest."""
    values = {name: getattr(template, name) for name in TEXT_FIELDS}
    values["seal_guide"] = template.seal_guide
    picture = template.background_image
    values["background"] = (f"{len(picture)} bytes sha1 {hashlib.sha1(picture).hexdigest()[:12]}"
                            if isinstance(picture, bytes) else None)
    return values


# The template's two wordings by field, as the adoption messages name them.
WORDINGS = {"wording": Message("certificate.which_wording"), "cup_wording": Message("certificate.which_cup_wording")}


def adopt_template(store: TournamentStore, values: dict) -> list[Message]:
    """Store an older station's template (its saved settings), adopting what converts and keeping
    the rest of it; returns what had to change (empty: taken as it was), for the referee to read."""
    template, changes = adoptable_template(values)
    save_certificate_template(store, template, action="adopt")
    return changes


def adoptable_template(values: dict) -> tuple[CertificateTemplate, list[Message]]:
    """The template this station prints from an older one's settings, and each change made to it:
    placeholder formats dropped, unknown placeholders kept as text, an unreadable wording, a value
    that is not text or a picture that is gone replaced by the default."""
    changes: list[Message] = []
    clean = dict(values)
    texts = {f.name for f in fields(CertificateTemplate) if isinstance(f.default, str)}
    for name in sorted(texts & set(clean)):
        if not isinstance(clean[name], str):
            changes.append(Message("certificate.adopt_not_text", field=name, value=repr(clean.pop(name))[:40]))
    for name, which in WORDINGS.items():
        if name not in clean:
            continue
        try:
            clean[name], dropped, unknown = bare_placeholders(clean[name])
        except CertificateError as error:
            changes.append(Message("certificate.adopt_wording_default", which=which, error=error,
                                   text=clean.pop(name)[:80]))
            continue
        changes += [Message("certificate.adopt_format_dropped", which=which, written=written, field=field)
                    for written, field in dropped]
        changes += [Message("certificate.adopt_unknown_kept", which=which, field=field,
                            placeholders=list(PLACEHOLDERS)) for field in unknown]
    template = template_from_values(clean)
    try:
        template.check()  # the wordings print now: only the picture can fail
    except CertificateError as error:
        template = replace(template, background_image=None, background_name="")
        changes.append(Message("certificate.adopt_background_dropped", error=error))
    return template, changes


def template_from_values(values: dict) -> CertificateTemplate:
    """A template from saved settings (older stations kept it in QSettings): unknown keys ignored."""
    known = {f.name for f in fields(CertificateTemplate)} - {"title_size", "body_size"}
    clean = {key: value for key, value in values.items() if key in known}
    if "seal_guide" in clean:
        clean["seal_guide"] = clean["seal_guide"] in (True, "true", "1", 1)
    if not clean.get("background_image"):
        clean["background_image"] = None
    return replace(CertificateTemplate(), **clean)

