"""The QApplication a bench measures in, set up as the station's run_gui sets it up: Qt's fills on the GUI
thread (where the measured tree does so) and the shipped fonts as the application font's fallbacks (without
them every Chinese glyph is looked for among the system's fonts, which the station never does)."""
from __future__ import annotations


def station_application(argv: list[str]):
    from PySide6.QtWidgets import QApplication

    from app.views.shell import application
    getattr(application, "fill_on_the_gui_thread", lambda: None)()  # an older tree lets Qt use its pool
    app = QApplication.instance() or QApplication(argv)
    application.install_fonts(app)
    return app
