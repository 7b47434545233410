"""A roster or a certificate picture that is no regular file (a FIFO, /dev/zero, /dev/urandom): refused at
once naming what it is, never waited on or read without end."""
import os
import threading
from pathlib import Path

import pytest

from app.cli import main
from app.printing.certificate_template import CertificateError, read_picture
from app.roster import RosterFileError
from app.roster.reading import read_roster


def _fifo(tmp_path):
    """A FIFO named as a roster (the station runs on POSIX systems, which all have them)."""
    fifo = tmp_path / "roster.csv"
    os.mkfifo(fifo)
    done = threading.Event()

    def unblock():  # should a reader open it anyway, a writer lets it end and the test fail, not hang
        if not done.wait(60):
            with open(fifo, "wb"):
                pass
    threading.Thread(target=unblock, daemon=True).start()
    return fifo, done


def test_a_fifo_given_as_the_roster_is_refused_through_the_command_line(tmp_path, capsys):
    fifo, done = _fifo(tmp_path)
    target = tmp_path / "t.sqlite"
    assert main(["new", str(target), "--name", "T"]) == 0
    try:
        assert main(["import", str(target), str(fifo)]) == 1
    finally:
        done.set()
    assert "命名管道" in capsys.readouterr().err


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_a_device_is_refused_as_roster_and_as_picture(device):
    with pytest.raises(RosterFileError) as refused:
        read_roster(device)
    assert refused.value.code == "file.not_regular" and "character device" in refused.value.message("en")
    with pytest.raises(CertificateError):
        read_picture(Path(device))
