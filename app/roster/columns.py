"""Roster columns: which header text means which field, and how cells are cleaned.

Schools fill rosters by hand in Excel, so headers come in Chinese or English,
with stray spaces, a "*" for required or a "(必填)" note, and names padded with
full-width spaces to line up two- and three-character names.
"""
from __future__ import annotations

import re
import unicodedata

from app.messages import Message

NAME, SCHOOL, STUDENT_ID, EVENT, TEAM, GENDER, GRADE, SERIAL = (
    "name", "school", "student_id", "event", "team", "gender", "grade", "serial")

REQUIRED_FIELDS = (NAME, SCHOOL, STUDENT_ID, EVENT)

# Each field's label (app/messages "field.*"): its Chinese header is the template's and the column
# named in a problem when the file has no such column; its English header is the other spelling.
LABELS = {field: Message(f"field.{field}") for field in (NAME, SCHOOL, STUDENT_ID, EVENT, TEAM, GENDER, GRADE,
                                                         SERIAL)}


def header(field: str, language: str = "zh") -> str:
    """The column header of ``field`` as a roster file writes it in ``language``."""
    return LABELS[field].message(language)


# The longest value each field may hold: a name prints on a certificate line, an ID on a slip.
MAX_LENGTHS = {NAME: 40, SCHOOL: 60, STUDENT_ID: 32, TEAM: 40, GENDER: 8, GRADE: 20}
# Fields printed on pairing lists, sheets and certificates: every character must have a glyph.
PRINTED_FIELDS = frozenset({NAME, SCHOOL, TEAM})
# Control (NUL, BEL, ESC), format (RTL override, zero-width), surrogate and line/paragraph
# separator characters: invisible or terminal-active, never part of a name.
_UNSAFE_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp"})

# Header spellings after normalise_header(); the serial number column (序号)
# is recognised only so it is not reported as an unknown column.
_ALIASES = {
    NAME: ("姓名", "选手", "选手姓名", "name", "playername", "player"),
    SCHOOL: ("学校", "单位", "学校单位", "学校/单位", "学校名称", "school", "unit",
             "organisation", "organization"),
    STUDENT_ID: ("学号", "学生证号", "学籍号", "studentid", "studentno", "studentnumber"),
    EVENT: ("项目", "参赛项目", "比赛项目", "event", "events"),
    TEAM: ("队伍", "队名", "队伍名称", "战队", "team", "teamname"),
    GENDER: ("性别", "gender", "sex"),
    GRADE: ("年级", "grade"),
    SERIAL: ("序号", "编号", "no", "no.", "#"),
}
_FIELD_BY_HEADER = {alias: field for field, aliases in _ALIASES.items() for alias in aliases}

_NOTE_IN_BRACKETS = re.compile(r"[(（\[【].*?[)）\]】]")
_SPACES = re.compile(r"[\s_\-]+")
_INVISIBLE = "\ufeff\u200b\u200c\u200d"
_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
_EXCEL_TEXT_FORMULA = re.compile(r'^="(.*)"$')  # ="0012": the CSV trick that keeps zeros
_INTEGRAL_FLOAT_TEXT = re.compile(r"^(\d+)\.0+$")

_GENDERS = {"男": "男", "男性": "男", "m": "男", "male": "男",
            "女": "女", "女性": "女", "f": "女", "female": "女"}


def normalise_header(text: str) -> str:
    """Lower case without spaces, underscores, a "*" marker or a bracketed note."""
    text = clean_cell(text).replace("*", "").replace("＊", "")
    text = _NOTE_IN_BRACKETS.sub("", text) or text
    return _SPACES.sub("", text).lower()


def field_for_header(text: str) -> str | None:
    """The field a header names, or None for a column the roster does not use."""
    return _FIELD_BY_HEADER.get(normalise_header(text))


def count_known_headers(cells) -> int:
    """How many distinct fields a row of cells names: tells a header row from a title."""
    return len({f for f in map(field_for_header, cells) if f and f != SERIAL})


def clean_cell(value) -> str:
    """A cell as text: stripped, an integral float without ".0", None as ""."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if hasattr(value, "isoformat"):  # date or datetime cell
        return value.isoformat(sep=" ") if hasattr(value, "hour") else value.isoformat()
    text = str(value).strip(_INVISIBLE).strip().strip(_INVISIBLE)
    match = _EXCEL_TEXT_FORMULA.match(text)
    return match.group(1).strip() if match else text


def clean_person_text(text: str) -> str:
    """A name or school as shown: no padding between Chinese characters, single spaces else."""
    text = " ".join(text.split())
    if _CJK.search(text):
        text = re.sub(r"(?<=[^\x00-\x7f]) | (?=[^\x00-\x7f])", "", text)
    return text


def person_key(text: str) -> str:
    """A name or school for comparing: width-folded, case-folded, without spaces."""
    return "".join(unicodedata.normalize("NFKC", text).casefold().split())


def clean_student_id(text: str) -> str:
    """A student ID without full-width digits, inner spaces or a trailing ".0"."""
    text = "".join(unicodedata.normalize("NFKC", text).split())
    match = _INTEGRAL_FLOAT_TEXT.match(text)
    return match.group(1) if match else text


def looks_like_scientific(student_id: str) -> bool:
    """True for "2.02301E+11": Excel showed a long number rounded and saved it so."""
    return bool(re.fullmatch(r"\d(\.\d+)?[eE]\+?\d+", student_id))


def clean_gender(text: str) -> str:
    """男 or 女 for the usual spellings; anything else as written."""
    return _GENDERS.get(text.strip().lower(), text.strip())


def is_unsafe_character(ch: str) -> bool:
    """A control, format, surrogate or line-separator character."""
    return unicodedata.category(ch) in _UNSAFE_CATEGORIES


def unsafe_characters(text: str) -> list[str]:
    """The control and format characters in a text (whitespace aside: cleaning folds it), once each."""
    return list(dict.fromkeys(ch for ch in text if is_unsafe_character(ch) and not ch.isspace()))


def character_label(ch: str) -> str:
    """U+202E (RIGHT-TO-LEFT OVERRIDE): how a message names an invisible character."""
    name = unicodedata.name(ch, "")
    return f"U+{ord(ch):04X}" + (f" ({name})" if name else "")


def field_problem(field: str, value: str) -> Message | None:
    """Why a cleaned value cannot be stored in a field, or None when it can."""
    return text_problem(value, MAX_LENGTHS.get(field), field in PRINTED_FIELDS)


def text_problem(value: str, limit: int | None, printed: bool) -> Message | None:
    """Why a cleaned text cannot be stored (the rules of every field a referee types, the tournament's
    own facts included): control or format characters, over ``limit``, or, ``printed``, a character
    no bundled font draws. None when it can."""
    unsafe = unsafe_characters(value)
    if unsafe:
        return Message("roster.unsafe_characters", characters=[character_label(ch) for ch in unsafe[:3]])
    if limit is not None and len(value) > limit:
        return Message("roster.too_long", length=len(value), limit=limit)
    if printed:
        return unprintable_problem(value)
    return None


def unprintable_problem(value: str) -> Message | None:
    """Why a printed value would lose a character on paper (no bundled font draws it), or None.

    Refused rather than warned about: a pairing list or certificate with a
    missing character in a name is worse than asking the school how to write it.
    """
    if value.isascii():
        return None  # the Latin font covers printable ASCII; controls are refused above
    from app.printing.fonts import undrawable_characters  # reportlab: only when a name needs it
    missing = undrawable_characters(value)
    if not missing:
        return None
    return Message("roster.unprintable", characters=[f"“{ch}” {character_label(ch)}" for ch in missing[:3]])


def escape_unsafe(text: str) -> str:
    """The text with each control or format character as a visible escape (\\x1b, \\u202e)."""
    if not any(map(is_unsafe_character, text)):
        return text
    return "".join(ch.encode("unicode_escape").decode("ascii") if is_unsafe_character(ch) else ch
                   for ch in text)
