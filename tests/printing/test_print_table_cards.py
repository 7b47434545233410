"""The table entry codes on paper (#37 item 1): the PIN list and a card per table whose QR code is the
table's page with its PIN, at the live page's address; refused without codes or without an address."""
import io
import random

import pytest
import segno
from pypdf import PdfReader

from app.printing.qr_code import qr_png
from app.services.print_errors import PrintError
from app.services.rounds import pair_next_round
from app.services.table_cards import table_cards_pdf, table_url
from app.services.table_entry import open_table_entry

ADDRESS = "http://192.168.1.20:8765/"


def qr_modules(image) -> list[list[bool]]:
    """The dark modules of a printed QR code, read from its picture: the quiet zone skipped, the module's size
    taken from the top-left finder pattern (seven modules wide), each module read at its centre."""
    grey = image.convert("L")
    width, height = grey.size
    dark = [[grey.getpixel((x, y)) < 128 for x in range(width)] for y in range(height)]
    top = next(y for y in range(height) if any(dark[y]))
    left = dark[top].index(True)
    run = next(x for x in range(left, width) if not dark[top][x]) - left
    size = run / 7
    count = round((width - 2 * left) / size)
    return [[dark[int(top + (row + 0.5) * size)][int(left + (col + 0.5) * size)] for col in range(count)]
            for row in range(count)]


def segno_modules(url: str) -> list[list[bool]]:
    return [[bool(bit) for bit in row] for row in segno.make(url, error="m").matrix]


def test_the_module_reader_reads_what_segno_wrote():
    """The reader itself: the station's QR picture of an address reads back as that address's modules, and
    not as another's."""
    from PIL import Image
    picture = Image.open(io.BytesIO(qr_png("http://10.0.0.1:8765/table/go/3?pin=0420")))
    assert qr_modules(picture) == segno_modules("http://10.0.0.1:8765/table/go/3?pin=0420")
    assert qr_modules(picture) != segno_modules("http://10.0.0.1:8765/table/go/3?pin=0421")


def test_each_card_has_its_pin_and_a_qr_code_of_its_table_page(demo_store):
    """Page 1 lists every table's PIN; each card prints its table, PIN and address, and its QR code
    is the table's page with the PIN: every table's page is on exactly one card."""
    view = pair_next_round(demo_store, "xiangqi", seed=1)
    codes = open_table_entry(demo_store, "xiangqi", view.round_id, by="裁判长", rng=random.Random(2))
    pdf = PdfReader(io.BytesIO(table_cards_pdf(demo_store, "xiangqi", view.round_id, ADDRESS)))
    listing = pdf.pages[0].extract_text()
    assert "桌边录入码" in listing and all(pin in listing for pin in codes.values())
    cards = "".join(page.extract_text() for page in pdf.pages[1:]).replace("\n", "")
    pictures = [picture.image for page in pdf.pages[1:] for picture in page.images]
    assert len(pictures) == len(codes)
    urls = {f"http://192.168.1.20:8765/table/xiangqi/{number}?pin={pin}" for number, pin in codes.items()}
    assert {table_url(ADDRESS, "xiangqi", number, pin) for number, pin in codes.items()} == urls
    assert all(f"录入码 Code {pin}" in cards for pin in codes.values()) and all(url in cards for url in urls)
    read = [qr_modules(picture) for picture in pictures]
    assert all(sum(modules == segno_modules(url) for modules in read) == 1 for url in urls)


def test_cards_are_refused_without_codes_or_an_address(demo_store):
    """Entry not open: no codes to print; the live page off: no address for the QR codes."""
    view = pair_next_round(demo_store, "go", seed=1)
    with pytest.raises(PrintError) as refused:
        table_cards_pdf(demo_store, "go", view.round_id, ADDRESS)
    assert refused.value.code == "table_entry.no_codes"
    open_table_entry(demo_store, "go", view.round_id, by="裁判长", rng=random.Random(2))
    with pytest.raises(PrintError) as refused:
        table_cards_pdf(demo_store, "go", view.round_id)
    assert refused.value.code == "table_entry.no_address" and "live page" in refused.value.message("en")
