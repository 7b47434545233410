"""The table page as HTML: the table's heading and seats, what was entered and where it stands, and the form.

Everything on it comes from a PhoneTable (names, schools, sides: never an ID, never a dealt role) and the
catalogue's words in the phone's language; its style and its one small script are inline (the station
serves everything itself: no CDN, nothing from the internet).
"""
from __future__ import annotations

from dataclasses import dataclass
from html import escape
from urllib.parse import urlencode

from app.web.page_html import page_words
from app.web.table_forms import PhoneTable, PageWords, form_html

SWITCH_WORDS = {language: words["lang"] for language, words in page_words().items()}  # the live page's switch
POLL_SECONDS = 3  # how often a page waiting on the desk asks where its entry stands

STYLE = """
body{font:17px/1.45 system-ui,"Noto Sans CJK SC",sans-serif;margin:0;background:#f4f1ea;color:#222}
header{background:#7a1f1f;color:#fff;padding:10px 14px}header h1{font-size:19px;margin:0}
header .sub{font-size:15px;opacity:.9}header a{color:#fff;float:right;font-size:14px}
main{padding:10px 14px;max-width:560px}
.seat{background:#fff;border-radius:8px;padding:6px 10px;margin:6px 0;display:flex;flex-wrap:wrap;gap:0 8px;
align-items:baseline}.seat .side{color:#7a1f1f;min-width:4em}
.seat .who{font-weight:600;flex:1 1 9em;overflow-wrap:anywhere}.seat .school{color:#666;font-size:14px;margin-left:auto}
.refused{background:#fde8e8;border-left:4px solid #b00;padding:8px 10px;border-radius:4px}
.state{background:#e8f0fd;border-left:4px solid #2557a7;padding:8px 10px;border-radius:4px}
.state.confirmed{background:#e6f6e6;border-color:#2a7a2a}.state.rejected{background:#fde8e8;border-color:#b00}
form.entry{background:#fff;border-radius:8px;padding:8px 10px;margin:10px 0}
fieldset{border:0;padding:0;margin:0}legend,h3{font-weight:600;margin:4px 0;font-size:17px}
label.pick{display:block;padding:10px 6px;border-bottom:1px solid #eee}label.num{display:block;margin:6px 0}
label.num input{width:6em;font-size:17px;float:right}
button{display:block;width:100%;margin-top:10px;padding:12px;font-size:18px;background:#7a1f1f;color:#fff;border:0;
border-radius:8px}table.grid{border-collapse:collapse;width:100%}.grid th,.grid td{padding:3px 1px;text-align:left;
font-size:14px}.grid tr:first-child th{font-size:12px}.grid select,.grid input{font-size:15px}.grid input.count{width:2.2em}.scroll{overflow-x:auto}
.hint{color:#666;font-size:14px}
"""

# Asks where the entry stands until the desk decides; a change reloads the page, which then says it in full.
SCRIPT = """
(function(){var s=document.getElementById('state');if(!s||!s.dataset.poll)return;
function ask(){fetch(s.dataset.poll,{cache:'no-store'}).then(function(r){return r.json()}).then(function(d){
if(d.state!==s.dataset.state){location.reload();return}setTimeout(ask,%d)}).catch(function(){setTimeout(ask,%d)})}
setTimeout(ask,%d)})();
""" % ((POLL_SECONDS * 1000,) * 3)


@dataclass(frozen=True)
class EntryShown:
    """An entry already made at this table, as the page shows it: where it stands and in which words."""

    state: str
    words: str
    entered: str  # what was entered, worded and escaped ("" when nothing is said)
    poll_url: str  # where the page asks again ("" once the desk decided)
    agree_form: str  # the opponent's confirmation form ("" when not theirs to give)


def page_url(code: str, number: int, pin: str, language: str) -> str:
    return f"/table/{code}/{number}?{urlencode({'pin': pin, 'lang': language})}"


def table_page(table: PhoneTable, language: str, hidden: str, *, pin: str, refusal: str = "",
               shown: EntryShown | None = None) -> str:
    """The whole page of one table (``hidden``: the fields its forms post back)."""
    w = PageWords(language)
    parts = [_seats(table, w)]
    if refusal:
        parts.append(f'<p class="refused" id="refusal">{escape(refusal)}</p>')
    if shown is not None:
        parts.append(_entry_state(shown, w))
    if shown is None or shown.state == "rejected":
        parts.append(form_html(table, language, hidden))
    heading = f'{w.of(table.event)} · {w.of(table.round_words)} · {w("phone.table", table=table.number)}'
    other = "en" if language == "zh" else "zh"
    switch = f'<a id="lang" href="{escape(page_url(table.code, table.number, pin, other))}">{escape(SWITCH_WORDS[language])}</a>'
    return frame(language, f'{w("phone.title")} · {heading}',
                 f'<header>{switch}<h1>{heading}</h1></header><main>{"".join(parts)}</main>')


def refused_page(language: str, words: str) -> str:
    """A page that only says why the table's page cannot open (off, wrong code, the round over …)."""
    return frame(language, PageWords(language)("phone.title"),
                 f'<header><h1>{PageWords(language)("phone.title")}</h1></header>'
                 f'<main><p class="refused" id="refusal">{escape(words)}</p></main>')


def frame(language: str, title: str, body: str) -> str:
    lang = "zh-CN" if language == "zh" else "en"
    return (f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width,initial-scale=1">'
            f'<title>{escape(title)}</title><style>{STYLE}</style></head>'
            f'<body>{body}<script>{SCRIPT}</script></body></html>')


def _seats(table: PhoneTable, w: PageWords) -> str:
    return "".join(f'<div class="seat"><span class="side">{w.of(seat.side)}</span><span class="who">'
                   f'{escape(seat.name)}</span><span class="school">{escape(seat.school)}</span></div>'
                   for seat in table.seats)


def _entry_state(shown: EntryShown, w: PageWords) -> str:
    poll = f' data-poll="{escape(shown.poll_url)}"' if shown.poll_url else ""
    entered = f'<div>{shown.entered}</div>' if shown.entered else ""
    return (f'<div class="state {escape(shown.state)}" id="state" data-state="{escape(shown.state)}"{poll}>'
            f'{entered}<div id="state-words">{escape(shown.words)}</div></div>{shown.agree_form}')
