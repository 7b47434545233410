"""A refusal from the domain or the services, worded in the interface language (app/messages)."""
from __future__ import annotations

from app.messages import error_text, render
from app.views.shell import settings_store


def shown(error) -> str:
    """The error's (or problem's) message in the language the interface speaks now; a list of
    words (event names, …) joined in it."""
    if isinstance(error, (list, tuple)):
        return render(error, settings_store.interface_language())
    return error_text(error, settings_store.interface_language())
