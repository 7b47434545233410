"""The certificate template lives in the tournament file: stored, audited, copied with it, printed by the CLI."""
import io
import random

import pytest
from PIL import Image
from pypdf import PdfReader
from sqlalchemy import select

from app.cli import main
from app.models.schema import AuditEntry
from app.models.store import open_store
from app.printing.certificate_template import CertificateError, CertificateTemplate
from app.services.certificate_template import certificate_template, save_certificate_template
from app.services.printing import document_bytes
from app.services.rounds import pair_next_round

STORED = CertificateTemplate(title="嘉奖令", wording="{recipient}：\n在本届比赛中表现优异，荣获{event}{place}。",
                             date="二〇二六年十二月", serial_prefix="NN-", seal_guide=True)


def _picture(path, colour=(250, 240, 200)):
    Image.new("RGB", (60, 40), colour).save(path)
    return path


def _played_xiangqi(store, play_round):
    play_round(store, "xiangqi", pair_next_round(store, "xiangqi", seed=1), random.Random(3))


def _text(data: bytes) -> str:
    return "".join("".join(page.extract_text().split()) for page in PdfReader(io.BytesIO(data)).pages)


def test_a_new_file_prints_with_the_default_template(store):
    """Nothing saved: the default wording."""
    assert certificate_template(store) == CertificateTemplate()


def test_saved_template_comes_back_whole_and_is_audited(store, tmp_path):
    """Every field is stored in the file; the picture is read into it; the change is in the audit log."""
    picture = _picture(tmp_path / "bg.png")
    saved = save_certificate_template(store, CertificateTemplate(
        title="嘉奖令", wording="{name}{place}", cup_title="杯", cup_wording="{name}", date="12月",
        serial_prefix="A-", seal_guide=True, background_image=picture))
    kept = certificate_template(store)
    assert kept == saved
    assert (kept.title, kept.wording, kept.cup_title, kept.cup_wording, kept.date, kept.serial_prefix,
            kept.seal_guide) == ("嘉奖令", "{name}{place}", "杯", "{name}", "12月", "A-", True)
    assert kept.background_image == picture.read_bytes() and kept.background_name == "bg.png"
    picture.unlink()  # the file holds its own copy
    assert certificate_template(store).background_image == kept.background_image
    save_certificate_template(store, CertificateTemplate(title="奖状"))
    with store.read() as session:
        entries = list(session.scalars(select(AuditEntry).where(AuditEntry.entity == "certificate_template")
                                       .order_by(AuditEntry.id)))
    assert [e.old and e.old["title"] for e in entries] == [None, "嘉奖令"]
    assert [e.new["title"] for e in entries] == ["嘉奖令", "奖状"]
    assert entries[0].new["background"].startswith(f"{len(kept.background_image)} bytes")
    assert certificate_template(store).background_image is None


@pytest.mark.parametrize("template, message", [
    (CertificateTemplate(wording="{学号}"), "未知的占位符"),
    (CertificateTemplate(background_image="/nonexistent/bg.png"), "找不到证书背景图片"),
])
def test_a_bad_template_is_refused_and_nothing_is_written(store, template, message):
    """A placeholder the station cannot fill, or a missing picture: refused, the old template kept."""
    save_certificate_template(store, STORED)
    with pytest.raises(CertificateError, match=message):
        save_certificate_template(store, template)
    assert certificate_template(store) == STORED
    with store.read() as session:
        assert len(list(session.scalars(select(AuditEntry).where(AuditEntry.entity == "certificate_template")))) == 1


def test_a_copy_of_the_file_keeps_the_template_and_its_picture(store, tmp_path):
    """Save a copy (as the File menu does): the copy opens with the same template, picture included."""
    saved = save_certificate_template(store, CertificateTemplate(
        title="嘉奖令", background_image=_picture(tmp_path / "bg.png")))
    copy = open_store(store.save_copy(tmp_path / "copy.sqlite"))
    try:
        assert certificate_template(copy) == saved
    finally:
        copy.close()


def test_the_command_line_prints_the_stored_wording(demo_store, play_round, tmp_path, capsys):
    """`main.py print FILE certificates` uses the template stored in the file: title, wording,
    date and numbers; the seal guide stays a trial-print option the template turns on."""
    _played_xiangqi(demo_store, play_round)
    save_certificate_template(demo_store, STORED)
    path = demo_store.path
    demo_store.close()
    out = tmp_path / "certificates.pdf"
    assert main(["print", str(path), "certificates", "--event", "xiangqi", "--force", "-o", str(out)]) == 0
    pages = ["".join(page.extract_text().split()) for page in PdfReader(str(out)).pages]
    ordinary = [page for page in pages if "棋王杯" not in page]
    assert ordinary and all(page.startswith("嘉奖令") and "在本届比赛中表现优异" in page
                            and "二〇二六年十二月" in page and "盖章处" in page for page in ordinary)
    assert "证书编号：NN-001" in pages[0]


def test_a_template_handed_in_wins_over_the_stored_one(demo_store, play_round):
    """The preview of an unsaved template (or a test) can still pass one explicitly."""
    _played_xiangqi(demo_store, play_round)
    save_certificate_template(demo_store, STORED)
    text = _text(document_bytes(demo_store, "certificates", "xiangqi", force=True,
                                template=CertificateTemplate(title="奖状")))
    assert "奖状" in text and "嘉奖令" not in text


def test_an_older_stations_template_is_adopted_with_what_converts_and_says_what_changed(store):
    """Format specs become bare placeholders, an unknown one stays as text, a malformed wording
    gives way to the default; the title and the rest are kept; each change is a message in zh and en."""
    from app.printing.certificate_template import DEFAULT_CUP_WORDING
    from app.services.certificate_template import adopt_template
    changes = adopt_template(store, {
        "title": "我的奖状", "wording": "{recipient:>4}：荣获{event!s}{place:{place}}{bonus}。",
        "cup_wording": "{recipient：棋王", "date": "二〇二六年", "seal_guide": "true",
        "background_image": "/nowhere/gone.png"})
    kept = certificate_template(store)
    assert (kept.title, kept.date, kept.seal_guide) == ("我的奖状", "二〇二六年", True)
    assert kept.wording == "{recipient}：荣获{event}{place}{{bonus}}。"
    assert kept.cup_wording == DEFAULT_CUP_WORDING and kept.background_image is None
    assert [c.code for c in changes] == ["certificate.adopt_format_dropped", "certificate.adopt_format_dropped",
                                        "certificate.adopt_format_dropped", "certificate.adopt_unknown_kept",
                                        "certificate.adopt_wording_default", "certificate.adopt_background_dropped"]
    assert "{recipient:>4} 改为 {recipient}" in changes[0]
    assert "{recipient：棋王" in changes[4] and "棋王杯措辞" in changes[4]
    assert changes[0].message("en").startswith("In the certificate wording, {recipient:>4} became {recipient}")
    assert changes[4].message("en").startswith("The champion's cup wording could not be used")
    assert "The placeholder {bonus}" in changes[3].message("en")
    kept.check()  # what was stored prints


def test_a_template_that_converts_whole_is_adopted_without_changes(store):
    """A template this station prints as it is: stored, nothing to report."""
    from app.services.certificate_template import adopt_template
    assert adopt_template(store, {"title": "旧奖状", "wording": "{name}{place}"}) == []
    assert certificate_template(store).wording == "{name}{place}"
