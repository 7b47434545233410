"""Edit the certificate template: title, wording with placeholders, background picture, date.

The tournament file has no table for it, so it is kept in QSettings under a
key made from the file's path (or URL): each tournament keeps its own.
"""
from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, fields, replace

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
)

from app.printing.certificates import (
    PLACEHOLDERS,
    CertificateError,
    CertificateTemplate,
)
from app.views.common.messages import shown
from app.views.shell import settings_store
from app.views.common.dialog_layout import stack_with_buttons

translate = QCoreApplication.translate  # Qt Linguist extracts translate("Context", "…")

TEXT_FIELDS = ("title", "wording", "cup_title", "cup_wording", "prize_line", "trophy_line",
               "background_image", "date", "serial_prefix")
FLAG_FIELDS = ("seal_guide",)



def _key(store) -> str:
    where = str(store.path) if getattr(store, "path", None) else str(store.url)
    return "certificate_template/" + hashlib.sha1(where.encode()).hexdigest()


def load_template(store) -> CertificateTemplate:
    """The tournament's template, or the default wording when none was saved."""
    text = QSettings(settings_store.ORGANISATION, settings_store.APPLICATION).value(_key(store), "", type=str)
    if not text:
        return CertificateTemplate()
    saved = json.loads(text)
    known = {f.name for f in fields(CertificateTemplate)}
    return replace(CertificateTemplate(), **{k: v for k, v in saved.items() if k in known})


def save_template(store, template: CertificateTemplate) -> None:
    values = {name: str(value) if value is not None else "" for name, value in asdict(template).items()
              if name in TEXT_FIELDS}
    values.update({name: bool(getattr(template, name)) for name in FLAG_FIELDS})
    QSettings(settings_store.ORGANISATION, settings_store.APPLICATION).setValue(
        _key(store), json.dumps(values, ensure_ascii=False))


class CertificateTemplateDialog(QDialog):
    """The referee's wording; OK is refused while a placeholder is unknown or the picture is missing."""

    def __init__(self, template: CertificateTemplate, parent=None):
        super().__init__(parent)
        self.setWindowTitle(translate("CertificateTemplateDialog", "证书模板"))
        self.base = template
        self.title = QLineEdit(template.title)
        self.wording = QPlainTextEdit(template.wording)
        self.cup_title = QLineEdit(template.cup_title)
        self.cup_wording = QPlainTextEdit(template.cup_wording)
        self.date = QLineEdit(template.date)
        self.date.setPlaceholderText(translate("CertificateTemplateDialog", "留空：使用赛事日期"))
        self.background = QLineEdit(str(template.background_image or ""))
        self.background.setPlaceholderText(translate("CertificateTemplateDialog", "留空：双线边框"))
        browse = QPushButton(translate("CertificateTemplateDialog", "选择图片…"))
        browse.clicked.connect(self._browse)
        self.serial_prefix = QLineEdit(template.serial_prefix)
        self.serial_prefix.setPlaceholderText(translate("CertificateTemplateDialog", "留空：不编号；如 NN2026- 则印 NN2026-001 …"))
        self.seal_guide = QCheckBox(translate("CertificateTemplateDialog", "印出盖章位置（虚线圆，试印用）"))
        self.seal_guide.setChecked(template.seal_guide)
        picture = QHBoxLayout()
        picture.addWidget(self.background, 1)
        picture.addWidget(browse)
        form = QFormLayout()
        form.addRow(translate("CertificateTemplateDialog", "标题"), self.title)
        form.addRow(translate("CertificateTemplateDialog", "措辞"), self.wording)
        form.addRow(translate("CertificateTemplateDialog", "棋王杯标题"), self.cup_title)
        form.addRow(translate("CertificateTemplateDialog", "棋王杯措辞"), self.cup_wording)
        form.addRow(translate("CertificateTemplateDialog", "落款日期"), self.date)
        form.addRow(translate("CertificateTemplateDialog", "背景图片"), picture)
        form.addRow(translate("CertificateTemplateDialog", "证书编号前缀"), self.serial_prefix)
        form.addRow("", self.seal_guide)
        hint = QLabel(translate("CertificateTemplateDialog", "可用占位符：") + "、".join("{" + p + "}" for p in PLACEHOLDERS))
        hint.setWordWrap(True)
        stack_with_buttons(self, (form, hint), self._accept, restore=self._defaults)
        self.resize(640, 520)

    def template(self) -> CertificateTemplate:
        """The template as edited (not yet checked)."""
        return replace(self.base, title=self.title.text().strip(), wording=self.wording.toPlainText(),
                       cup_title=self.cup_title.text().strip(), cup_wording=self.cup_wording.toPlainText(),
                       date=self.date.text().strip(), background_image=self.background.text().strip() or None,
                       serial_prefix=self.serial_prefix.text().strip(), seal_guide=self.seal_guide.isChecked())

    def _browse(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, translate("CertificateTemplateDialog", "证书背景图片"), settings_store.start_folder(), translate("CertificateTemplateDialog", "图片 (*.png *.jpg *.jpeg)"))
        settings_store.remember_folder(path)
        if path:
            self.background.setText(path)

    def _defaults(self) -> None:
        default = CertificateTemplate()
        self.title.setText(default.title)
        self.wording.setPlainText(default.wording)
        self.cup_title.setText(default.cup_title)
        self.cup_wording.setPlainText(default.cup_wording)
        self.date.clear()
        self.background.clear()
        self.serial_prefix.clear()
        self.seal_guide.setChecked(default.seal_guide)

    def _accept(self) -> None:
        try:
            self.template().check()
        except CertificateError as exc:
            QMessageBox.warning(self, translate("CertificateTemplateDialog", "证书模板有误"), shown(exc))
            return
        self.accept()
