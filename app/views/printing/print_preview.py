"""PDF preview inside the program (QPdfDocument + QPdfView), printing page by page, saving the PDF.

Documents are built off the GUI thread (``open_preview``): a whole
tournament's certificates take a few seconds, and a busy dialog says so.
"""
from __future__ import annotations

from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QCoreApplication,
    QIODevice,
    QRect,
    QSize,
    Qt,
)
from PySide6.QtGui import QPageLayout, QPainter
from PySide6.QtPdf import QPdfDocument
from PySide6.QtPdfWidgets import QPdfView
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrinterInfo
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QProgressDialog,
    QPushButton,
    QVBoxLayout,
)

from app.files.errors import OutputPathError
from app.files.output_guard import write_output
from app.services.printing import ProvisionalRefused
from app.views.common import file_dialogs
from app.views.common.messages import shown
from app.views.base import settings_store
from app.views.common.tasks import run_task
from app.views.common.screen_fit import fit_on_screen

translate = QCoreApplication.translate  # Qt Linguist extracts translate("Context", "…")


class PrintPreviewDialog(QDialog):
    """Shows a built PDF; 打印 renders each page onto the chosen printer, 另存为 PDF writes the bytes."""

    def __init__(self, pdf: bytes, title: str, parent=None, notices: tuple[str, ...] = ()):
        super().__init__(parent)
        self.pdf, self.title = pdf, title
        self.setWindowTitle(translate("PrintPreview", "打印预览 — ") + title)
        self.buffer = QBuffer(self)
        self.buffer.setData(QByteArray(pdf))
        self.buffer.open(QIODevice.ReadOnly)
        self.document = QPdfDocument(self)
        self.document.load(self.buffer)
        self.view = QPdfView(self)
        self.view.setDocument(self.document)
        self.view.setPageMode(QPdfView.PageMode.MultiPage)
        self.view.setZoomMode(QPdfView.ZoomMode.FitToWidth)
        self.pages_label = QLabel(translate("PrintPreview", "共 %1 页").replace("%1", str(self.document.pageCount())))
        self.print_button = QPushButton(translate("PrintPreview", "打印…"))
        self.save_button = QPushButton(translate("PrintPreview", "另存为 PDF…"))
        close_button = QPushButton(translate("PrintPreview", "关闭"))
        self.print_button.clicked.connect(lambda: self.print_document())
        self.save_button.clicked.connect(lambda: self.save_as())
        close_button.clicked.connect(self.reject)
        bar = QHBoxLayout()
        bar.addWidget(self.pages_label)
        bar.addStretch(1)
        for button in (self.print_button, self.save_button, close_button):
            bar.addWidget(button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        self.notices = QLabel("\n".join(f"⚠ {notice}" for notice in notices))  # e.g. a 棋王杯 withheld
        self.notices.setWordWrap(True)
        self.notices.setStyleSheet("color: #8b1a1a;")
        self.notices.setVisible(bool(notices))
        layout.addWidget(self.notices)
        layout.addLayout(bar)
        fit_on_screen(self, 900, 1000)  # an A4 page tall, cut to the screen: the buttons stay in view
        self.stored_geometry = settings_store.get("print_preview/geometry")
        if self.stored_geometry is not None:
            self.restoreGeometry(self.stored_geometry)
        self.finished.connect(lambda _result: self.remember_geometry())

    def remember_geometry(self) -> None:
        """Keep where the referee left the dialog, for the next preview; writing the settings file
        costs 5–20 ms, so it is written only when the dialog was moved or resized."""
        geometry = self.saveGeometry()
        if geometry != self.stored_geometry:
            settings_store.put("print_preview/geometry", geometry)

    def page_count(self) -> int:
        return self.document.pageCount()

    def print_document(self, printer: QPrinter | None = None) -> int:
        """Ask for a printer (unless given) and print; returns the number of pages sent."""
        if printer is None:
            if not QPrinterInfo.availablePrinters():
                QMessageBox.information(self, translate("PrintPreview", "没有打印机"),
                                        translate("PrintPreview", "这台电脑没有可用的打印机：请把文档另存为 PDF，"
                                                                  "再在连着打印机的电脑上打印。"))
                self.save_as()
                return 0
            printer = QPrinter(QPrinter.HighResolution)
            printer.setDocName(self.title)
            dialog = QPrintDialog(printer, self)
            dialog.setMinMax(1, max(self.page_count(), 1))
            # Its print-to-file browser is a file dialog that reads the files it lists (see
            # common/file_dialogs.py): a file is written by 另存为 PDF.
            dialog.setOption(QPrintDialog.PrintToFile, False)
            if dialog.exec() != QDialog.Accepted:
                return 0
        return render_pages(self.document, printer)

    def save_as(self, path: str | None = None) -> bool:
        if path is None:
            path = file_dialogs.save_file_name(self, translate("PrintPreview", "另存为 PDF"),
                                              settings_store.start_path(f"{self.title}.pdf"), "PDF (*.pdf)")
            settings_store.remember_folder(path)
        if not path:
            return False
        try:
            write_output(path, self.pdf)  # never over a tournament file, never half-written
        except (OutputPathError, OSError) as exc:
            QMessageBox.critical(self, translate("PrintPreview", "保存失败"), shown(exc))
            return False
        return True


def render_pages(document: QPdfDocument, printer: QPrinter) -> int:
    """Draw each page (of the printer's range) as an image at the printer's resolution."""
    count = document.pageCount()
    first, last = 1, count
    if printer.printRange() == QPrinter.PageRange and printer.fromPage() > 0:
        first, last = printer.fromPage(), min(printer.toPage() or count, count)
    if count == 0 or first > last:
        return 0
    size = document.pagePointSize(first - 1)
    printer.setPageOrientation(QPageLayout.Landscape if size.width() > size.height() else QPageLayout.Portrait)
    painter = QPainter()
    if not painter.begin(printer):
        return 0
    printed = 0
    for number in range(first, last + 1):
        if printed:
            printer.newPage()
        target = painter.viewport()
        page = document.pagePointSize(number - 1)
        scale = min(target.width() / page.width(), target.height() / page.height())
        width, height = int(page.width() * scale), int(page.height() * scale)
        image = document.render(number - 1, QSize(width, height))
        painter.drawImage(QRect((target.width() - width) // 2, (target.height() - height) // 2,
                                width, height), image)
        printed += 1
    painter.end()
    return printed


def open_preview(parent, build, title: str, busy_text: str = "", force_build=None) -> None:
    """Build the PDF with ``build()`` off the GUI thread, then show it in a preview dialog.

    ``build`` returns the PDF, or (PDF, notices): what the referee must still settle, shown
    under the pages.

    A refusal (the service's PrintError, a bad template) is shown as a warning;
    certificates of a provisional event are refused with the reason, and with
    ``force_build`` the referee may print them all the same, marked 未定稿.
    The dialog is kept as ``parent.print_preview``.
    """
    busy = QProgressDialog(busy_text or translate("PrintPreview", "正在生成文档…"), None, 0, 0, parent)
    busy.setWindowTitle(title)
    busy.setWindowModality(Qt.WindowModal)
    busy.setMinimumDuration(300)
    busy.setValue(0)

    def done(built) -> None:
        busy.reset()
        busy.deleteLater()
        pdf, notices = built if isinstance(built, tuple) else (built, ())
        dialog = PrintPreviewDialog(pdf, title, parent, tuple(shown(notice) for notice in notices))
        dialog.setAttribute(Qt.WA_DeleteOnClose)
        parent.print_preview = dialog
        dialog.show()

    def failed(error: Exception) -> None:
        busy.reset()
        busy.deleteLater()
        if isinstance(error, ProvisionalRefused) and force_build is not None:
            answer = QMessageBox.question(
                parent, translate("PrintPreview", "名次尚未定稿"),
                shown(error) + "\n\n" + translate("PrintPreview", "仍要打印吗？每页证书将标明“未定稿”。"),
                QMessageBox.Yes | QMessageBox.No, QMessageBox.No)
            if answer == QMessageBox.Yes:
                open_preview(parent, force_build, title, busy_text)
            return
        QMessageBox.warning(parent, translate("PrintPreview", "无法打印"), shown(error))
    run_task(build, done, failed)
