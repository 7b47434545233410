"""Printing fixtures: the tournament header data and PDFs built into memory and read back."""
from __future__ import annotations

import io

import pytest
from printing_samples import Rendered
from pypdf import PdfReader

from app.printing.data import TournamentInfo


@pytest.fixture
def info() -> TournamentInfo:
    """The tournament every document is printed for."""
    return TournamentInfo("南宁驻邕杯棋牌比赛", "南宁市驻邕高校联合会", "广西大学体育馆", "2026年11月28日")


@pytest.fixture
def render():
    """Build a document into memory and read it back: render(build, *args, **kwargs) -> Rendered."""
    def build(builder, *args, **kwargs) -> Rendered:
        buffer = io.BytesIO()
        builder(*args, buffer, **kwargs)
        return Rendered(PdfReader(io.BytesIO(buffer.getvalue())))
    return build
