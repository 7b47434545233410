"""Every refusal's wording, code → (Chinese, English), gathered from one module per area."""
from __future__ import annotations

from app.messages import (backups, clocks, commands, competition, exports, files, live, results, roster, sanguosha,
                          table_entry, table_phone, tablet, web_forms)

CATALOGUE: dict[str, tuple[str, str]] = {}
for _area in (backups, clocks, commands, competition, exports, files, live, results, roster, sanguosha,
              table_entry, table_phone, tablet, web_forms):
    assert not set(_area.MESSAGES) & set(CATALOGUE), "a code is defined twice"
    CATALOGUE.update(_area.MESSAGES)
