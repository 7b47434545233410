"""When a backup is due, what it is called, which are deleted: exact, with time as a parameter."""
from datetime import datetime, timedelta

import pytest

from app.backups.schedule import (BackupPolicy, FolderHealth, abandoned_copy, backup_file_name, backups_to_delete,
                                  file_key, parse_backup_name, safe_title, timed_backup_due)

T0 = datetime(2026, 12, 1, 9, 0, 0)
POLICY = BackupPolicy(every_minutes=10, keep=3)


@pytest.mark.parametrize("last, minutes_later, changed, due", [
    (None, 0, False, False),       # just opened, nothing changed: the file on disk is the backup
    (None, 0, True, True),         # the first change since opening: at once
    (T0, 9, True, False),          # changed, but not 10 minutes yet
    (T0, 10, True, True),          # changed and 10 minutes passed
    (T0, 60, False, False),        # nothing changed: an identical backup would only push older ones out
    (T0, 10, False, False),
])
def test_timed_backup_due(last, minutes_later, changed, due):
    """A timed backup is due at the first change, then every N minutes of a changed file."""
    assert timed_backup_due(T0 + timedelta(minutes=minutes_later), last, POLICY, changed) is due


def test_policy_is_clamped_to_its_range():
    """Hand-edited settings (0 minutes, a negative count) cannot stop backups or delete them all."""
    assert BackupPolicy(every_minutes=0, keep=-5) == BackupPolicy(every_minutes=1, keep=1)
    assert BackupPolicy(every_minutes=10_000, keep=10_000) == BackupPolicy(every_minutes=240, keep=500)


def test_a_backup_name_carries_the_tournament_and_the_time_and_reads_back():
    """The file name says which tournament and when, and parses back to the same facts."""
    name = backup_file_name("2026 区中小学棋类比赛", "0a1b2c3d", datetime(2026, 12, 1, 14, 5, 9))
    assert name == "2026 区中小学棋类比赛.0a1b2c3d.backup-20261201-140509.sqlite"
    parsed = parse_backup_name(name)
    assert (parsed.title, parsed.key, parsed.made, parsed.extra) == (
        "2026 区中小学棋类比赛", "0a1b2c3d", datetime(2026, 12, 1, 14, 5, 9), 0)
    assert parse_backup_name(name.replace(".sqlite", "-2.sqlite")).extra == 2


@pytest.mark.parametrize("name, title", [
    ('a/b\\c:d*e?"f<g>h|i', "a_b_c_d_e_f_g_h_i"),
    ("\u202e恶意\u200b名字\x1b", "恶意_名字"),
    ("...", "tournament"),
    ("赛" * 100, "赛" * 40),
])
def test_titles_are_safe_on_any_stick(name, title):
    """No separator, reserved, control or invisible character reaches a file name; never empty or huge."""
    assert safe_title(name) == title


@pytest.mark.parametrize("other", ["notes.sqlite", "x.backup-20261201-140509.sqlite",
                                   "t.0a1b2c3d.backup-20261341-140509.sqlite"])
def test_other_files_are_not_backups(other):
    assert parse_backup_name(other) is None


def test_pruning_keeps_the_newest_k_of_this_file_only():
    """The oldest backups of this file go; another file's backups and other files stay."""
    ours = [backup_file_name("杯赛", "aaaaaaaa", T0 + timedelta(minutes=m)) for m in (30, 0, 10, 20)]
    same_second = ours[0].replace(".sqlite", "-2.sqlite")  # made after ours[0], in the same second
    theirs = [backup_file_name("杯赛", "bbbbbbbb", T0 + timedelta(minutes=m)) for m in (0, 1)]
    held = dict.fromkeys(ours + theirs + ["杯赛.sqlite", "readme.txt"])  # backups of an older version: names only
    assert backups_to_delete(held, "aaaaaaaa", 3, same_second) == [ours[1], ours[2]]
    assert backups_to_delete(held, "aaaaaaaa", 0, same_second) == [ours[1], ours[2], ours[3], ours[0]]  # keeps one
    assert backups_to_delete(held, "cccccccc", 1, same_second) == []


def test_pruning_follows_the_series_inside_the_backups_not_their_names():
    """Backups 1–3 stamped tomorrow (the clock was ahead), 4 and 5 today: 1 and 2 go; one of an older
    version (nothing inside) goes before any of the series, though its name says tomorrow too."""
    tomorrow = T0 + timedelta(days=1)
    ahead = [backup_file_name("杯赛", "aaaaaaaa", tomorrow + timedelta(minutes=m)) for m in (0, 10, 20)]
    today = [backup_file_name("杯赛", "aaaaaaaa", T0 + timedelta(minutes=m)) for m in (0, 10)]
    older_version = backup_file_name("杯赛", "aaaaaaaa", tomorrow + timedelta(hours=5))
    held = {name: (number, made) for number, (name, made) in enumerate(
        zip(ahead + today, [tomorrow] * 3 + [T0, T0 + timedelta(minutes=10)]), start=1)}
    assert backups_to_delete(held, "aaaaaaaa", 3, today[1]) == [ahead[0], ahead[1]]
    held[older_version] = None
    assert backups_to_delete(held, "aaaaaaaa", 3, today[1]) == [older_version, ahead[0], ahead[1]]
    assert backups_to_delete(held, "aaaaaaaa", 1, today[1]) == [older_version, *ahead, today[0]]


def test_file_key_differs_per_file_and_is_stable():
    assert file_key("2026-12-01T09:00:00", "/a/t.sqlite") == file_key("2026-12-01T09:00:00", "/a/t.sqlite")
    assert file_key("2026-12-01T09:00:00", "/a/t.sqlite") != file_key("2026-12-01T09:00:00", "/b/t.sqlite")


def test_a_failing_folder_is_reported_once_and_its_return_once():
    """Stick pulled: the first failure is told, the next ones are not; back: told once."""
    health = FolderHealth()
    assert [health.failed(), health.failed(), health.failed()] == [True, False, False]
    assert [health.succeeded(), health.succeeded()] == [True, False]
    assert health.failed() is True


def test_only_this_files_old_half_written_copies_are_abandoned():
    """A temporary a crash left 10 minutes ago is swept; a fresh one (being written) and another
    file's are not."""
    name = backup_file_name("杯赛", "aaaaaaaa", T0)
    assert abandoned_copy(name, "aaaaaaaa", T0, T0 + timedelta(minutes=10))
    assert not abandoned_copy(name, "aaaaaaaa", T0, T0 + timedelta(minutes=9))
    assert not abandoned_copy(name, "bbbbbbbb", T0, T0 + timedelta(hours=5))
    assert not abandoned_copy("杯赛.sqlite", "aaaaaaaa", T0, T0 + timedelta(hours=5))
