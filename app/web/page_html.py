"""The live page as HTML before any script runs: a phone without JavaScript (or before the first refresh)
sees the same tournament, as plain sections it scrolls through; the page's script then takes over.

Built from page_data's dict and the page's own words (assets/web/words.json), so it says nothing the
script would not: no student ID, no sealed card.
"""
from __future__ import annotations

import json
import re
from html import escape
from typing import Any

from app.assets import asset_path

WORDS_FILE = ("web", "words.json")
PAGE_FILE = ("web", "live.html")
VIEW = '<div id="view"></div>'
CHIPS = '<div class="chips" id="events"></div>'
LANGUAGES = ("zh", "en")
_WORDED = re.compile(r'(<[^>]* data-w="(\w+)"[^>]*>)(</)')  # an element the page words: filled in the page's language


def page_words() -> dict[str, dict[str, str]]:
    return json.loads(asset_path(*WORDS_FILE).read_text(encoding="utf-8"))


class PageHtml:
    """The page's template and words, read once; ``page(data, lang)`` fills them with a snapshot."""

    def __init__(self):
        self.template = asset_path(*PAGE_FILE).read_text(encoding="utf-8")
        self.words = page_words()
        self._words_json = json.dumps(self.words, ensure_ascii=False).replace("</", "<\\/")

    def page(self, data: dict[str, Any], lang: str) -> bytes:
        words = self.words[lang]
        title = (data.get("tournament") + " · " if data.get("tournament") else "") + words["title"]
        body = Content(data, lang, words).html()
        html = (self.template.replace("__WORDS__", self._words_json)
                .replace('<html lang="zh-CN">', f'<html lang="{"zh-CN" if lang == "zh" else "en"}">')
                .replace('<span id="title"></span>', f'<span id="title">{escape(title)}</span>')
                .replace("<title>赛况 Live</title>", f"<title>{escape(title)}</title>")
                .replace(VIEW, f'<div id="view">{body}</div>')
                .replace(CHIPS, f'<div class="chips" id="events">{event_links(data, lang)}</div>')
                .replace('href="?lang=en"', f'href="?lang={"en" if lang == "zh" else "zh"}"'))
        html = _WORDED.sub(lambda m: m.group(1) + escape(self.words[lang][m.group(2)]) + m.group(3), html)
        return html.encode()


class Content:
    """Every active event's latest round, standings and school table, then the overall table."""

    def __init__(self, data: dict[str, Any], lang: str, words: dict[str, str]):
        self.data, self.lang, self.words = data, lang, words

    def w(self, key: str, arg: Any = "") -> str:
        return self.words[key].replace("%s", str(arg))

    def html(self) -> str:
        parts = []
        if self.data.get("notice"):
            parts.append(f'<p class="status">{escape(self.data["notice"][self.lang])}</p>')
        for ev in self.data.get("events", ()):
            parts.append(self.event(ev))
        parts.append(self.overall())
        return "".join(parts)

    def event(self, ev: dict) -> str:
        name = ev["name"][self.lang]
        status = ev["standings"].get("status", {}).get(self.lang, "").strip()
        out = [f'<section id="ev-{escape(ev["code"])}">']
        round_ = ev.get("round")
        if round_:
            out.append(f"<h2>{escape(name)} {escape(round_['name'][self.lang])}</h2>")
            out.append('<div class="cards">' + "".join(self.table(ev, t) for t in round_["tables"]) + "</div>")
            if round_["byes"]:
                out.append(f'<div class="status">{escape(self.w("bye"))}: '
                           f'{escape("、".join(b["name"] for b in round_["byes"]))}</div>')
        else:
            out.append(f'<h2>{escape(name)}</h2><div class="empty">{escape(self.w("noround"))}</div>')
        st = ev["standings"]
        if st["rows"]:
            out.append(f"<h2>{escape(name)} {escape(self.w('standings'))}</h2><div class=\"status\">{escape(status)}</div>")
            headers = [self.w("place"), self.w("team" if ev["team_event"] else "name"), self.w("school"),
                       self.w("points"), *(t[self.lang] for t in st["tiebreaks"])]
            out.append(grid(headers, [[r["place"], r["name"], r["school"], r["points"], *r["tiebreaks"]]
                                      for r in st["rows"]]))
        if ev["teams"]:
            counted = not ev["team_event"]
            headers = [self.w("place"), self.w("school" if counted else "team"), self.w("total"),
                       *([self.w("members")] if counted else [])]
            out.append(f"<h2>{escape(name)} {escape(self.w('teams'))}</h2>")
            out.append(grid(headers, [[r["place"], r["name"], r["points"],
                                       *([str(r["finalists"])] if counted else [])] for r in ev["teams"]]))
        return "".join(out) + "</section>"

    def table(self, ev: dict, table: dict) -> str:
        seats = "".join(f'<div class="seat"><span class="school">{escape(self.side(ev, i, len(table["seats"])))}'
                        f'</span><span class="who">{escape(s["name"])}</span>'
                        f'<span class="school">{escape(s["school"])}</span></div>'
                        for i, s in enumerate(table["seats"]))
        result = (self.lang == "en" and table.get("result_en")) or table["result"] or (self.w("done") if table["done"] else "")
        return (f'<div class="card"><div class="top"><span>{escape(self.w("table", table["table"]))}</span>'
                f'<span class="res">{escape(result)}</span></div>{seats}</div>')

    def side(self, ev: dict, index: int, seats: int) -> str:
        if seats > 2:
            return self.w("seat", index + 1)
        return ev["sides"][index] if self.lang == "zh" else ev["sides_en"][index]

    def overall(self) -> str:
        overall = self.data.get("overall")
        if not overall:
            return ""
        headers = [self.w("place"), self.w("school"), *(e[self.lang] for e in overall["events"]), self.w("total")]
        title = self.w("overall") + self.w("final" if overall["final"] else "provisional")
        return f"<h2>{escape(title)}</h2>" + grid(headers, [[r["place"], r["school"], *r["parts"], r["points"]]
                                                            for r in overall["rows"]])


def event_links(data: dict[str, Any], lang: str) -> str:
    """Without a script the events are sections of one page: a chip per event jumps to its section."""
    return "".join(f'<a href="#ev-{escape(ev["code"])}">{escape(ev["name"][lang])}</a>' for ev in data.get("events", ()))


def grid(headers: list[str], rows: list[list[str]]) -> str:
    head = "".join(f"<th>{escape(h)}</th>" for h in headers)
    body = "".join("<tr>" + "".join(f"<td>{escape(str(c))}</td>" for c in row) + "</tr>" for row in rows)
    return f'<div class="scroll"><table><tr>{head}</tr>{body}</table></div>'
