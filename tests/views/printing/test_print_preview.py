"""Print preview and the 打印 menu: a document loads, prints page by page, saves; the template is kept."""
import io

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QSettings
from PySide6.QtPdf import QPdfDocument
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QMessageBox

from app.printing.certificates import CertificateTemplate
from app.services.printing import document_bytes
from app.services.rounds import pair_next_round
from app.services.round_views import round_view
from app.views.base import settings_store
from app.views.printing.certificate_template_dialog import CertificateTemplateDialog, load_template, save_template
from app.views.printing.print_preview import PrintPreviewDialog
from app.stages.policy import FINAL
from app.stages.round_id import RoundId


def _pair_xiangqi_and_identity(store) -> None:
    pair_next_round(store, "xiangqi", seed=1)
    pair_next_round(store, "sanguosha_identity", seed=1)


@pytest.fixture
def paired(demo_after):
    """The demo with round 1 paired in xiangqi and in the identity event (paired once in the run)."""
    QSettings(settings_store.ORGANISATION, settings_store.APPLICATION).clear()
    store = demo_after("xiangqi-identity-paired", _pair_xiangqi_and_identity)
    yield store
    store.close()


def test_preview_loads_the_document(qtbot, paired):
    """The dialog's QPdfDocument holds every page of the built PDF."""
    pdf = document_bytes(paired, "scoresheet", "sanguosha_identity", RoundId("sanguosha_identity", FINAL, 1))
    dialog = PrintPreviewDialog(pdf, "三国杀身份 第1轮 记分签名表")
    qtbot.addWidget(dialog)
    assert dialog.document.status() == QPdfDocument.Status.Ready
    assert dialog.page_count() == len(PdfReader(io.BytesIO(pdf)).pages) >= 1
    assert "共 %d 页" % dialog.page_count() == dialog.pages_label.text()


def test_printing_renders_each_page_onto_the_printer(qtbot, paired, tmp_path):
    """Printing to a PDF printer yields one printed page per document page, in landscape for certificates."""
    pdf = document_bytes(paired, "pairings", "xiangqi", RoundId("xiangqi", FINAL, 1))
    dialog = PrintPreviewDialog(pdf, "对阵表")
    qtbot.addWidget(dialog)
    printer = QPrinter(QPrinter.ScreenResolution)
    printer.setOutputFormat(QPrinter.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    assert dialog.print_document(printer) == dialog.page_count()
    assert len(PdfReader(str(tmp_path / "printed.pdf")).pages) == dialog.page_count()


def test_save_as_writes_the_same_pdf(qtbot, paired, tmp_path):
    """另存为 PDF writes exactly the previewed bytes."""
    pdf = document_bytes(paired, "pairings", "xiangqi", RoundId("xiangqi", FINAL, 1))
    dialog = PrintPreviewDialog(pdf, "对阵表")
    qtbot.addWidget(dialog)
    assert dialog.save_as(str(tmp_path / "copy.pdf"))
    assert (tmp_path / "copy.pdf").read_bytes() == pdf


def test_without_a_printer_print_says_so_and_offers_to_save_a_pdf(qtbot, paired, tmp_path, monkeypatch):
    """打印 on a computer with no printer: a message, then the save dialog; the PDF is the previewed one."""
    from app.views.common import file_dialogs
    from app.views.printing import print_preview
    told = []
    monkeypatch.setattr(print_preview.QPrinterInfo, "availablePrinters", staticmethod(lambda: []))
    monkeypatch.setattr(QMessageBox, "information", lambda _parent, title, _text: told.append(title))
    monkeypatch.setattr(file_dialogs, "save_file_name", lambda *a: str(tmp_path / "对阵表.pdf"))
    pdf = document_bytes(paired, "pairings", "xiangqi", RoundId("xiangqi", FINAL, 1))
    dialog = PrintPreviewDialog(pdf, "对阵表")
    qtbot.addWidget(dialog)
    assert dialog.print_document() == 0
    assert told == ["没有打印机"]
    assert (tmp_path / "对阵表.pdf").read_bytes() == pdf


@pytest.fixture
def window(open_main_window, paired):
    return open_main_window(paired)


def _entries(menu):
    """Menu texts, with submenus as {title: [entries]}."""
    found = {}
    for action in menu.actions():
        if action.menu() is not None:
            found[action.text()] = [a.text() for a in action.menu().actions()]
        elif action.text():
            found[action.text()] = action
    return found


def test_print_menu_lists_the_current_events_documents(window):
    """The menu shows the current tab's rounds and documents, then the tournament-wide ones."""
    window.print_menu.aboutToShow.emit()
    entries = _entries(window.print_menu)
    assert entries["对阵表"] == ["第 1 轮"] and entries["记分签名表"] == ["第 1 轮"]
    assert entries["检录表（查验学生证）"] == ["第 2 轮", "第 1 轮"]  # the next round first
    assert {"本项目获奖名单", "本项目奖金签领表", "本项目裁判长报告", "获奖名单（整个赛事）", "奖金签领表（整个赛事）",
            "裁判长报告（整个赛事）"} <= set(entries)
    assert "身份牌（密封）" not in entries and "预赛分组排名表" not in entries  # xiangqi has no 预赛 groups
    assert "循环赛轮次表（贝格尔表）" not in entries  # a Swiss event: no Berger table to open a refusal
    assert {"个人排名表", "团体排名表", "交叉表", "本项目证书", "总团体排名表", "全部证书（整个赛事）…",
            "证书模板…"} <= set(entries)
    window.tabs.setCurrentIndex(7)  # 三国杀身份
    window.print_menu.aboutToShow.emit()
    assert _entries(window.print_menu)["身份牌（密封）"] == ["第 1 轮"]


def test_print_menu_in_english_has_no_chinese(window):
    """In English every entry of the print menu, section headers included, is English."""
    import re
    window.set_language("en")
    try:
        window.print_menu.aboutToShow.emit()
        texts = [a.text() for a in window.print_menu.actions()]
    finally:
        window.set_language("zh_CN")
    assert "Xiangqi" in texts
    assert not [t for t in texts if re.search(r"[\u3400-\u9fff]", t)]


def test_menu_entry_builds_off_the_gui_thread_and_opens_the_preview(window, qtbot):
    """Choosing 对阵表 › 第 1 轮 opens a preview of that round's PDF."""
    window.print_menu.aboutToShow.emit()
    pairings = next(a for a in window.print_menu.actions() if a.text() == "对阵表").menu()
    pairings.actions()[0].trigger()
    qtbot.waitUntil(lambda: getattr(window, "print_preview", None) is not None, timeout=10000)
    assert window.print_preview.page_count() >= 1
    assert "象棋 第1轮 对阵表" in window.print_preview.windowTitle()
    window.print_preview.close()


def test_a_refusal_is_shown_not_raised(window, qtbot, monkeypatch):
    """Certificates before any result: the referee is told at once that nobody has placed yet and
    why, never first asked "print anyway?" only to be refused after 是."""
    shown, asked = [], []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: shown.append(text))
    monkeypatch.setattr(QMessageBox, "question",
                        lambda _parent, _title, text, *a: asked.append(text) or QMessageBox.Yes)
    window.print_menu.aboutToShow.emit()
    next(a for a in window.print_menu.actions() if a.text() == "全部证书（整个赛事）…").trigger()
    qtbot.waitUntil(lambda: bool(shown), timeout=10000)
    assert asked == []
    assert "还没有可颁发的证书" in shown[0] and "象棋共 7 轮，仅完成 0 轮" in shown[0]
    assert getattr(window, "print_preview", None) is None


def test_ceremony_order_is_a_menu_choice_and_a_withheld_cup_is_said_under_the_pages(
        window, qtbot, monkeypatch, paired, play_round):
    """The checkable 颁奖顺序 entry prints 6th place first; a shared first place's missing 棋王杯
    is said in the preview, not silently dropped."""
    import random
    from app.services.printing import award_batch
    from app.services.standings import event_standings
    rng = random.Random(3)
    play_round(paired, "xiangqi", round_view(paired, "xiangqi", RoundId("xiangqi", FINAL, 1)), rng)
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.Yes)
    window.print_menu.aboutToShow.emit()
    caption = "证书按颁奖顺序（第6名→第1名）"
    toggle = next(a for a in window.print_menu.actions() if a.text() == caption)
    assert toggle.isCheckable() and not toggle.isChecked()
    toggle.trigger()
    window.print_menu.aboutToShow.emit()  # the menu is rebuilt: the choice is remembered
    assert next(a for a in window.print_menu.actions() if a.text() == caption).isChecked()
    next(a for a in window.print_menu.actions() if a.text() == "本项目证书").trigger()
    qtbot.waitUntil(lambda: getattr(window, "print_preview", None) is not None, timeout=20000)
    texts = ["".join(p.extract_text().split()) for p in PdfReader(io.BytesIO(window.print_preview.pdf)).pages]
    first = min(n for n, t in enumerate(texts) if "象棋团体第一名" in t)  # after round 1 the teams are apart
    later = min(n for n, t in enumerate(texts) if "象棋团体第六名" in t or "象棋团体第五名" in t)
    assert later < first  # 6th → 1st
    shared_first = len([r for r in event_standings(paired, "xiangqi").rows if r.rank == 1]) > 1
    assert shared_first  # round 1 of the demo: many players on 2 points
    notices = window.print_preview.notices
    assert not notices.isHidden() and "棋王杯未打印" in notices.text()
    assert award_batch(paired, "xiangqi", force=True).notices
    window.print_preview.close()


def test_provisional_certificates_are_refused_until_forced(window, qtbot, monkeypatch, paired, play_round):
    """After round 1 the certificates are refused with the reason; declined: nothing; forced: every page 未定稿."""
    import random
    play_round(paired, "xiangqi", round_view(paired, "xiangqi", RoundId("xiangqi", FINAL, 1)), random.Random(1))
    answers = [QMessageBox.No, QMessageBox.Yes]
    asked = []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda _parent, _title, text, *a: asked.append(text) or answers.pop(0))
    window.print_menu.aboutToShow.emit()
    action = next(a for a in window.print_menu.actions() if a.text() == "全部证书（整个赛事）…")
    action.trigger()
    qtbot.waitUntil(lambda: len(asked) == 1, timeout=10000)
    assert "象棋共 7 轮，仅完成 1 轮" in asked[0]
    assert getattr(window, "print_preview", None) is None
    action.trigger()
    qtbot.waitUntil(lambda: getattr(window, "print_preview", None) is not None, timeout=20000)
    pages = PdfReader(io.BytesIO(window.print_preview.pdf)).pages
    assert len(pages) == window.print_preview.page_count() >= 1
    assert all("未定稿" in page.extract_text() for page in pages)
    window.print_preview.close()


def test_certificate_template_is_kept_per_tournament_file(qtbot, paired, store, monkeypatch):
    """A saved template comes back for its own file only; a bad placeholder is refused."""
    save_template(paired, CertificateTemplate(title="奖状", wording="{name}：{event}{place}"))
    assert load_template(paired).title == "奖状"
    assert load_template(paired).wording == "{name}：{event}{place}"
    assert load_template(store) == CertificateTemplate()
    warned = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text: warned.append(text))
    dialog = CertificateTemplateDialog(load_template(paired))
    qtbot.addWidget(dialog)
    dialog.wording.setPlainText("{学号}")
    dialog._accept()
    assert warned and "未知的占位符" in warned[0] and not dialog.result()
    dialog.wording.setPlainText("{recipient} 获得 {place}")
    dialog._accept()
    assert dialog.result() and dialog.template().wording == "{recipient} 获得 {place}"


def test_serial_numbers_and_seal_guide_are_set_in_the_dialog_and_kept(qtbot, paired):
    """The referee turns on serial numbers and the seal guide in the dialog; both are saved."""
    dialog = CertificateTemplateDialog(load_template(paired))
    qtbot.addWidget(dialog)
    assert not dialog.seal_guide.isChecked() and dialog.serial_prefix.text() == ""
    dialog.serial_prefix.setText("NN2026-")
    dialog.seal_guide.setChecked(True)
    save_template(paired, dialog.template())
    kept = load_template(paired)
    assert (kept.serial_prefix, kept.seal_guide) == ("NN2026-", True)


def test_preview_remembers_its_size(qtbot, paired):
    """A resized preview opens at the same size next time (Picard's PreserveGeometry)."""
    pdf = document_bytes(paired, "pairings", "xiangqi", RoundId("xiangqi", FINAL, 1))
    first = PrintPreviewDialog(pdf, "对阵表")
    qtbot.addWidget(first)
    first.resize(640, 700)
    first.done(0)
    second = PrintPreviewDialog(pdf, "对阵表")
    qtbot.addWidget(second)
    assert (second.width(), second.height()) == (640, 700)


def _shown_and_closed(qtbot, pdf, size=None) -> PrintPreviewDialog:
    dialog = PrintPreviewDialog(pdf, "对阵表")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    if size:
        dialog.resize(*size)
    dialog.close()
    return dialog


def test_preview_writes_its_size_only_when_it_changed(qtbot, paired, monkeypatch):
    """Closing a preview where it opened writes no settings (a write costs 5–20 ms of every
    打印本页); a preview resized after that is still remembered."""
    pdf = document_bytes(paired, "pairings", "xiangqi", RoundId("xiangqi", FINAL, 1))
    for _ in range(2):  # placed on the screen once, where the window system puts it
        _shown_and_closed(qtbot, pdf)
    written = []
    set_value = QSettings.setValue
    monkeypatch.setattr(QSettings, "setValue", lambda settings, key, value: written.append(key)
                        or set_value(settings, key, value))
    _shown_and_closed(qtbot, pdf)
    assert written == []
    _shown_and_closed(qtbot, pdf, size=(600, 650))
    assert written == ["print_preview/geometry"]
    again = PrintPreviewDialog(pdf, "对阵表")
    qtbot.addWidget(again)
    assert (again.width(), again.height()) == (600, 650)


def test_save_as_pdf_starts_in_the_documents_folder_then_the_last_one(qtbot, paired, tmp_path, monkeypatch):
    """The save dialog opens in the user's documents folder, not the program's; then where the
    referee saved last."""
    from PySide6.QtCore import QStandardPaths
    from app.views.common import file_dialogs
    offered = []

    def choose(_parent, _title, start, _filter):
        offered.append(start)
        return str(tmp_path / "out" / "对阵表.pdf")
    (tmp_path / "out").mkdir()
    monkeypatch.setattr(file_dialogs, "save_file_name", choose)
    dialog = PrintPreviewDialog(document_bytes(paired, "pairings", "xiangqi", RoundId("xiangqi", FINAL, 1)), "对阵表")
    qtbot.addWidget(dialog)
    assert dialog.save_as() and dialog.save_as()
    documents = QStandardPaths.writableLocation(QStandardPaths.DocumentsLocation)
    assert offered[0].startswith(documents) and offered[0].endswith("对阵表.pdf")
    assert offered[1] == str(tmp_path / "out" / "对阵表.pdf")


def test_dialog_round_trip_through_the_tournament_file(qtbot, paired, tmp_path):
    """Picture, wording and options go into the file and come back into the dialog; the stored
    picture is kept while its name is shown, and cleared when the field is emptied."""
    from PIL import Image
    picture = tmp_path / "红框.png"
    Image.new("RGB", (60, 40), (200, 30, 30)).save(picture)
    dialog = CertificateTemplateDialog(load_template(paired))
    qtbot.addWidget(dialog)
    dialog.title.setText("嘉奖令")
    dialog.wording.setPlainText("{recipient}：\n荣获{event}{place}。")
    dialog.background.setText(str(picture))
    dialog.serial_prefix.setText("NN-")
    save_template(paired, dialog.template())
    picture.unlink()
    again = CertificateTemplateDialog(load_template(paired))
    qtbot.addWidget(again)
    assert (again.title.text(), again.wording.toPlainText(), again.background.text(), again.serial_prefix.text()) \
        == ("嘉奖令", "{recipient}：\n荣获{event}{place}。", "红框.png", "NN-")
    again.date.setText("12月5日")
    save_template(paired, again.template())
    kept = load_template(paired)
    assert kept.date == "12月5日" and isinstance(kept.background_image, bytes) and kept.background_name == "红框.png"
    cleared = CertificateTemplateDialog(kept)
    qtbot.addWidget(cleared)
    cleared.background.clear()
    save_template(paired, cleared.template())
    assert load_template(paired).background_image is None and load_template(paired).title == "嘉奖令"


def test_a_template_kept_in_qsettings_moves_into_the_file_once(qtbot, open_main_window, demo_store):
    """An older station's template (QSettings, by path) is written into the file when it is opened;
    the key is removed and the settings are not read again."""
    import json

    from app.services.certificate_template import certificate_template
    from app.views.printing.certificate_template_dialog import settings_key
    settings = QSettings(settings_store.ORGANISATION, settings_store.APPLICATION)
    key = settings_key(demo_store)
    settings.setValue(key, json.dumps({"title": "旧奖状", "wording": "{name}{place}", "background_image": "",
                                       "seal_guide": True}, ensure_ascii=False))
    path = demo_store.path
    window = open_main_window(demo_store)
    kept = certificate_template(window.store)
    assert (kept.title, kept.wording, kept.seal_guide) == ("旧奖状", "{name}{place}", True)
    assert not settings.contains(key)
    settings.setValue(key, json.dumps({"title": "不再读取"}, ensure_ascii=False))
    window.open_tournament(str(path))
    assert certificate_template(window.store).title == "旧奖状"
    assert not settings.contains(key)  # the file's own template wins; the stale key goes


def test_a_qsettings_template_whose_picture_is_gone_moves_without_it(qtbot, paired, tmp_path, monkeypatch):
    """The older station's background file was deleted: the wording still moves into the file, and the
    referee is told the picture was left out."""
    import json

    from app.views.printing.certificate_template_dialog import adopt_settings_template, settings_key
    told = []
    monkeypatch.setattr(QMessageBox, "information", lambda _parent, title, text, *a: told.append(text))
    settings = QSettings(settings_store.ORGANISATION, settings_store.APPLICATION)
    settings.setValue(settings_key(paired), json.dumps(
        {"title": "旧奖状", "background_image": str(tmp_path / "gone.png")}, ensure_ascii=False))
    assert adopt_settings_template(paired)
    kept = load_template(paired)
    assert kept.title == "旧奖状" and kept.background_image is None
    assert len(told) == 1 and "旧证书背景未能沿用（找不到证书背景图片" in told[0]
    assert not settings.contains(settings_key(paired))


def test_an_older_template_with_format_specs_is_adopted_and_the_referee_told(qtbot, paired, monkeypatch):
    """`{name:>4}` from an older station: the title is kept, the spec dropped, and a message says so."""
    import json

    from app.views.printing.certificate_template_dialog import adopt_settings_template, settings_key
    told = []
    monkeypatch.setattr(QMessageBox, "information", lambda _parent, title, text, *a: told.append(text))
    settings = QSettings(settings_store.ORGANISATION, settings_store.APPLICATION)
    settings.setValue(settings_key(paired), json.dumps(
        {"title": "裁判长的奖状", "wording": "{name:>4}荣获{place}"}, ensure_ascii=False))
    assert adopt_settings_template(paired)
    kept = load_template(paired)
    assert (kept.title, kept.wording) == ("裁判长的奖状", "{name}荣获{place}")
    assert len(told) == 1 and "{name:>4} 改为 {name}" in told[0]
    assert not settings.contains(settings_key(paired))


@pytest.mark.parametrize("entry, heading", [("本项目裁判长报告", "裁判长报告"), ("本项目获奖名单", "获奖名单（颁奖顺序）")])
def test_the_chief_referees_papers_open_from_the_menu(window, qtbot, monkeypatch, paired, play_round, entry, heading):
    """The report and (forced, after round 1) the prize list open in the preview from the 打印 menu."""
    import random
    play_round(paired, "xiangqi", round_view(paired, "xiangqi", RoundId("xiangqi", FINAL, 1)), random.Random(1))
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.Yes)
    window.print_menu.aboutToShow.emit()
    next(a for a in window.print_menu.actions() if a.text() == entry).trigger()
    qtbot.waitUntil(lambda: getattr(window, "print_preview", None) is not None, timeout=20000)
    text = "".join(p.extract_text() for p in PdfReader(io.BytesIO(window.print_preview.pdf)).pages)
    assert heading in "".join(text.split()) and "象棋" in text
    window.print_preview.close()


def test_print_menu_lists_every_playoff_round(open_main_window, demo_store):
    """Go with an 8-way playoff paired: pairings and scoresheets list 加赛 7 … 加赛 1 (as every screen names a
    playoff round; they said 加赛第 7 轮), then round 1."""
    from app.services.playoffs import create_playoff
    from app.services.results import record_result
    from app.services.tournament import update_event_settings
    QSettings(settings_store.ORGANISATION, settings_store.APPLICATION).clear()
    update_event_settings(demo_store, "go", {"rounds": 1})
    for table in pair_next_round(demo_store, "go", seed=1).tables:
        record_result(demo_store, "go", RoundId("go", FINAL, 1), table.number, {"score": "1-0"})
    create_playoff(demo_store, "go", seed=1)
    window = open_main_window(demo_store)
    window.tabs.setCurrentIndex(next(i for i in range(window.tabs.count()) if window.tabs.widget(i).code == "go"))
    window.print_menu.aboutToShow.emit()
    entries = _entries(window.print_menu)
    expected = [f"加赛 {n}" for n in range(7, 0, -1)] + ["第 1 轮"]
    assert entries["对阵表"] == expected and entries["记分签名表"] == expected


def test_print_menu_keeps_the_preliminary_rounds_once_the_final_is_paired(open_main_window, demo_store, play_round,
                                                                           qtbot):
    """Sanguosha 1v1 in its final: the pairings list its round 1, then every preliminary round (预赛第 n 轮);
    预赛分组排名表 previews the group tables as the preliminary ended."""
    from sanguosha_tables import staged
    QSettings(settings_store.ORGANISATION, settings_store.APPLICATION).clear()
    code = "sanguosha_1v1"
    staged(demo_store, code, play_round)
    window = open_main_window(demo_store)
    window.tabs.setCurrentIndex(next(i for i in range(window.tabs.count()) if window.tabs.widget(i).code == code))
    window.print_menu.aboutToShow.emit()
    listed = _entries(window.print_menu)["对阵表"]
    assert listed[0] == "第 1 轮" and listed[-1] == "预赛第 1 轮" and len(listed) > 2
    assert all(text.startswith("预赛第") for text in listed[1:])
    assert _entries(window.print_menu)["检录表（查验学生证）"][-1] == "第 1 轮"
    assert "循环赛轮次表（贝格尔表）" in _entries(window.print_menu)  # the groups played a round robin
    _entries(window.print_menu)["预赛分组排名表"].trigger()
    qtbot.waitUntil(lambda: getattr(window, "print_preview", None) is not None, timeout=20000)
    text = "".join("".join(p.extract_text().split()) for p in PdfReader(io.BytesIO(window.print_preview.pdf)).pages)
    assert "预赛分组排名" in text and "预赛最终" in text and "晋级" in text
    window.print_preview.close()
