"""Refusals with a code and arguments, so a view can show them in either language."""
from __future__ import annotations

from app.messages import Coded


class SanguoshaError(Coded, ValueError):
    """An illegal choice: ``code`` names the rule, ``params`` fill in the message."""
