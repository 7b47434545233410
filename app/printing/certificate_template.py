"""The certificate template: wording and look, as the referee set them (no reportlab here).

Kept apart from the certificate builder so the services can read and store a
template (app/services/certificate_template.py) without loading the PDF stack.
"""
from __future__ import annotations

import io
import string
from dataclasses import dataclass
from pathlib import Path

from app.messages import Coded
from app.files.input_file import NotRegularFile, read_regular_file
from app.files.output_guard import is_open_here

PLACEHOLDERS = ("recipient", "name", "school", "event", "category", "place", "place_no",
                "award_line", "tournament", "organiser", "venue", "date", "members")
DEFAULT_WORDING = "{recipient}：\n在{tournament}中，荣获{event}{category}{place}{award_line}。\n特发此证，以资鼓励。"
DEFAULT_CUP_WORDING = "{recipient}：\n在{tournament}中，荣获{event}个人冠军，特授予“棋王杯”。"
MAX_PICTURE_BYTES = 20 * 1024 * 1024  # a 300-dpi A4 scan as JPEG is a few MB


class CertificateError(Coded, ValueError):
    """A certificate template the station cannot fill."""


@dataclass(frozen=True)
class CertificateTemplate:
    """Wording and look of the certificates; every field can be changed by the referee."""

    title: str = "荣誉证书"
    wording: str = DEFAULT_WORDING
    cup_title: str = "棋王杯"
    cup_wording: str = DEFAULT_CUP_WORDING
    prize_line: str = "，并获奖金"
    trophy_line: str = "，并获奖杯"
    # Drawn over the whole page instead of the border: a picture file, or the picture's bytes
    # as stored in the tournament file (so a copy of the file keeps it).
    background_image: str | Path | bytes | None = None
    background_name: str = ""  # the picture's file name, shown in the template dialog
    date: str = ""  # the issue date (颁发日期) printed; empty: the tournament's last day
    title_size: float = 52
    body_size: float = 24
    serial_prefix: str = ""  # non-empty: each page numbered "证书编号：<prefix>001" …
    seal_guide: bool = False  # the dashed circle where the seal goes: for a trial print only

    def check(self) -> None:
        """Raise CertificateError naming the first unknown or malformed placeholder, or a bad picture.

        A placeholder is a bare name: a format spec or conversion (``{name:>2000000000}``,
        ``{place:{place}}``, ``{name!r}``) could exhaust memory or print internals.
        """
        for text in (self.wording, self.cup_wording):
            try:
                fields = [(f, spec, conversion) for _, f, spec, conversion in string.Formatter().parse(text)
                          if f is not None]
            except ValueError as error:
                raise CertificateError("certificate.malformed", error=error) from None
            for field, spec, conversion in fields:
                if field not in PLACEHOLDERS:
                    raise CertificateError("certificate.unknown_placeholder", field=field,
                                           placeholders=list(PLACEHOLDERS))
                if spec or conversion:
                    raise CertificateError("certificate.placeholder_format",
                                           written=_written(field, spec, conversion)[:60], field=field)
        if isinstance(self.background_image, bytes):
            check_picture_bytes(self.background_image, self.background_name)
        elif self.background_image:
            read_picture(Path(self.background_image))

    def picture_source(self):
        """What reportlab's ImageReader takes for the background: a file name or a bytes stream."""
        if isinstance(self.background_image, bytes):
            return io.BytesIO(self.background_image)
        return str(self.background_image)


def bare_placeholders(text: str) -> tuple[str, list[tuple[str, str]], list[str]]:
    """An older station's wording made printable here: format specs and conversions dropped
    (``{name:>4}`` → ``{name}``), an unknown placeholder kept as the text it was (``{bonus}``
    prints as written). Returns the wording, the (written, field) dropped and the unknown fields.

    Raises CertificateError for a wording that cannot be read at all (a lone brace).
    """
    try:
        parts = list(string.Formatter().parse(text))
    except ValueError as error:
        raise CertificateError("certificate.malformed", error=error) from None
    out, dropped, unknown = [], [], []
    for literal, field, spec, conversion in parts:
        out.append(literal.replace("{", "{{").replace("}", "}}"))
        if field is None:
            continue
        written = _written(field, spec, conversion)
        if field not in PLACEHOLDERS:
            unknown.append(field)
            out.append("{{" + written.replace("{", "{{").replace("}", "}}") + "}}")
            continue
        if written != field:
            dropped.append((written, field))
        out.append("{" + field + "}")
    return "".join(out), dropped, unknown


def _written(field: str, spec: str | None, conversion: str | None) -> str:
    """A placeholder as the wording wrote it, without its braces (``name!r:>4``)."""
    return field + (f"!{conversion}" if conversion else "") + (f":{spec}" if spec else "")


def read_picture(path: Path) -> bytes:
    """The bytes of a background picture the referee chose; CertificateError if it is none."""
    if not path.is_file():
        raise CertificateError("certificate.no_background", path=path)
    if is_open_here(path):
        raise CertificateError("certificate.background_is_tournament", path=path.name)
    try:
        data = read_regular_file(path, MAX_PICTURE_BYTES)  # /dev/zero would fill memory
    except NotRegularFile as error:
        raise CertificateError(error.code, **error.params) from None
    if len(data) > MAX_PICTURE_BYTES:
        raise CertificateError("certificate.picture_too_large", path=path.name, megabytes=MAX_PICTURE_BYTES // 2**20)
    check_picture_bytes(data, path.name)
    return data


def check_picture_bytes(data: bytes, name: str) -> None:
    """The background must be a picture reportlab can draw (PNG or JPEG)."""
    from reportlab.lib.utils import ImageReader  # PIL underneath: loaded only for a picture
    try:
        ImageReader(io.BytesIO(data)).getSize()
    except Exception as error:  # noqa: BLE001 - PIL raises many types for a file that is no picture
        raise CertificateError("certificate.bad_background", path=name, name=type(error).__name__) from None
