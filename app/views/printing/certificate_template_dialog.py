"""Edit the certificate template: title, wording with placeholders, background picture, date.

The template is stored in the tournament file (app/services/certificate_template.py),
so the command line prints with it and a copy of the file keeps it. Stations
before that kept it in QSettings under a key made from the file's path: such a
template is moved into the file once, when the file is opened, and the key removed.
"""
from __future__ import annotations

import hashlib
import json
from dataclasses import replace

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
)

from app.printing.certificate_template import (
    PLACEHOLDERS,
    CertificateError,
    CertificateTemplate,
)
from app.services import write_errors
from app.services.certificate_template import (
    adopt_template,
    certificate_template,
    has_stored_template,
    save_certificate_template,
)
from app.views.common import file_dialogs
from app.views.common.messages import shown
from app.views.base import settings_store
from app.views.common.dialog_layout import stack_with_buttons
from app.views.common.screen_fit import fit_on_screen

translate = QCoreApplication.translate  # Qt Linguist extracts translate("Context", "…")


def settings_key(store) -> str:
    """Where stations before the template moved into the file kept it (QSettings, by path)."""
    where = str(store.path) if getattr(store, "path", None) else str(store.url)
    return "certificate_template/" + hashlib.sha1(where.encode()).hexdigest()


def adopt_settings_template(store, parent=None) -> bool:
    """Move a template kept in QSettings for this file into the file, once; True if one was moved.

    The file's own template wins; the key is removed once the file holds one. A read-only
    or busy file keeps the key for the next opening. What this station cannot print as it
    was (a placeholder's format, a picture that is gone) is converted or left out, and the
    referee is told what changed (services.certificate_template.adopt_template).
    """
    key = settings_key(store)
    text = settings_store.old_setting(key)
    if not text or store.read_only:
        return False
    if has_stored_template(store):
        settings_store.forget_old_setting(key)
        return False
    try:
        values = json.loads(text)
    except ValueError:
        values = None
    if not isinstance(values, dict):
        settings_store.forget_old_setting(key)  # unreadable: nothing to move
        return False
    try:
        changes = adopt_template(store, values)
    except Exception as error:  # noqa: BLE001 - a failed write is retried at the next opening
        if write_errors.is_write_failure(error):
            return False
        raise
    settings_store.forget_old_setting(key)
    if changes:
        QMessageBox.information(parent, translate("CertificateTemplateDialog", "证书模板"), translate(
            "CertificateTemplateDialog", "旧版工作站保存的证书模板已移入本赛事文件，以下内容有改动：")
            + "\n\n" + "\n".join("• " + shown(change) for change in changes))
    return True


def load_template(store) -> CertificateTemplate:
    """The tournament's template as stored in its file (the default wording when none was saved)."""
    return certificate_template(store)


def save_template(store, template: CertificateTemplate) -> CertificateTemplate:
    """Store the edited template in the tournament file (audited); returns it as stored."""
    return save_certificate_template(store, template)


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
        self.date.setPlaceholderText(translate("CertificateTemplateDialog", "留空：赛事最后一天"))
        self.background = QLineEdit(self._stored_picture_text())
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
        form.addRow(translate("CertificateTemplateDialog", "颁发日期"), self.date)
        form.addRow(translate("CertificateTemplateDialog", "背景图片"), picture)
        form.addRow(translate("CertificateTemplateDialog", "证书编号前缀"), self.serial_prefix)
        form.addRow("", self.seal_guide)
        hint = QLabel(translate("CertificateTemplateDialog", "可用占位符：") + "、".join("{" + p + "}" for p in PLACEHOLDERS))
        hint.setWordWrap(True)
        stack_with_buttons(self, (form, hint), self._accept, restore=self._defaults)
        fit_on_screen(self, 640, 520)

    def _stored_picture_text(self) -> str:
        """The picture field: the stored picture's name, or the file chosen before."""
        picture = self.base.background_image
        if isinstance(picture, bytes):
            return self.base.background_name or translate("CertificateTemplateDialog", "（已存入赛事文件的图片）")
        return str(picture or "")

    def template(self) -> CertificateTemplate:
        """The template as edited (not yet checked): the stored picture is kept while its name
        is shown; another path is a new picture, read into the file when saved."""
        written = self.background.text().strip()
        if written and written == self._stored_picture_text():
            picture, name = self.base.background_image, self.base.background_name
        else:
            picture, name = written or None, ""
        return replace(self.base, title=self.title.text().strip(), wording=self.wording.toPlainText(),
                       cup_title=self.cup_title.text().strip(), cup_wording=self.cup_wording.toPlainText(),
                       date=self.date.text().strip(), background_image=picture, background_name=name,
                       serial_prefix=self.serial_prefix.text().strip(), seal_guide=self.seal_guide.isChecked())

    def _browse(self) -> None:
        path = file_dialogs.open_file_name(self, translate("CertificateTemplateDialog", "证书背景图片"), settings_store.start_folder(), translate("CertificateTemplateDialog", "图片 (*.png *.jpg *.jpeg)"))
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
