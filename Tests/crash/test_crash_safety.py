"""Crash safety: the server is killed with SIGKILL during a burst of writes and during a large
import. After a restart every acknowledged write is there, the import is whole or absent, and a
SQLite database passes `PRAGMA integrity_check` (write-ahead logging)."""
import json
import sqlite3
import threading
import uuid

import requests

from conftest import DaybookProcess, new_account

WRITERS = 8
ACKNOWLEDGED_BEFORE_KILL = 300
IMPORT_READINGS = 300_000


def integrity_ok(daybook):
    if daybook.sqlite_path is None:
        return True  # PostgreSQL: its own write-ahead log; nothing to check from outside.
    with sqlite3.connect(daybook.sqlite_path) as db:
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        return db.execute("PRAGMA integrity_check").fetchall() == [("ok",)]


def all_stress(session):
    return list(pages(session, "/api/v1/stress", "2026-01-01", "2026-12-31"))


def pages(session, path, first, last):
    """Every row of a list route between two days, page by page."""
    offset = 0
    while True:
        page = session.get(session.base + path, params={"from": first, "to": last, "limit": 10000, "offset": offset})
        assert page.status_code == 200, page.text
        yield from page.json()
        if len(page.json()) < 10000:
            return
        offset += 10000


def burst(base, token):
    """Writers that send stress ratings until the server is gone; (threads, acknowledged, enough)."""
    acknowledged, lock, enough = [], threading.Lock(), threading.Event()

    def write(writer):
        session = requests.Session()
        session.headers["Authorization"] = token
        n = 0
        while True:
            note = f"w{writer}-{n}"
            n += 1
            try:
                r = session.post(base + "/api/v1/stress", timeout=10,
                                 json={"level": 1 + n % 10, "time": "2026-06-01T08:00:00Z", "note": note})
            except requests.RequestException:
                return  # the server is gone
            if r.status_code == 201:
                with lock:
                    acknowledged.append(note)
                    if len(acknowledged) >= ACKNOWLEDGED_BEFORE_KILL:
                        enough.set()

    threads = [threading.Thread(target=write, args=(i,), daemon=True) for i in range(WRITERS)]
    for thread in threads:
        thread.start()
    return threads, acknowledged, enough


def test_every_acknowledged_write_survives_a_kill():
    daybook = DaybookProcess()
    base = daybook.start()
    account = new_account(base)
    token = account.headers["Authorization"]
    threads, acknowledged, enough = burst(base, token)
    assert enough.wait(timeout=120), f"only {len(acknowledged)} writes were acknowledged"
    daybook.kill()  # while the writers are still sending
    for thread in threads:
        thread.join(timeout=30)

    assert integrity_ok(daybook)
    account.base = daybook.start()
    stored = {row["note"] for row in all_stress(account)}
    missing = [note for note in acknowledged if note not in stored]
    assert not missing, f"{len(missing)} of {len(acknowledged)} acknowledged writes are lost, e.g. {missing[:5]}"
    daybook.stop()


def nightscout_entries(count):
    """A Nightscout entries export: 5-minute CGM readings from 2026-01-01, streamed as JSON."""
    yield b"["
    start_ms = 1_767_225_600_000  # 2026-01-01T00:00:00Z
    for i in range(count):
        entry = {"_id": uuid.uuid4().hex[:24], "type": "sgv", "sgv": 80 + i % 120, "date": start_ms + i * 300_000}
        yield (b"," if i else b"") + json.dumps(entry).encode()
    yield b"]"


def test_an_import_killed_midway_is_whole_or_absent():
    daybook = DaybookProcess()
    base = daybook.start()
    account = new_account(base)
    sent = threading.Event()
    outcome = {}

    def body():
        yield from nightscout_entries(IMPORT_READINGS)
        sent.set()  # the whole file is uploaded: the server now reads and writes it

    def upload():
        try:
            outcome["response"] = account.post(base + "/api/v1/imports", params={"format": "nightscout"}, data=body(),
                                               headers={"Content-Type": "application/json"}, timeout=600)
        except requests.RequestException as error:
            outcome["error"] = error

    uploader = threading.Thread(target=upload)
    uploader.start()
    assert sent.wait(timeout=300), "the upload did not finish"
    daybook.kill()
    uploader.join(timeout=30)
    assert "error" in outcome, "the import finished before the kill; make the file larger"

    assert integrity_ok(daybook)
    account.base = daybook.start()
    count = glucose_count(account)
    assert count in (0, IMPORT_READINGS), f"{count} readings: the import is half-written"

    # The restarted server imports normally.
    again = account.post(account.base + "/api/v1/imports", params={"format": "nightscout"},
                         data=b"".join(nightscout_entries(1000)), headers={"Content-Type": "application/json"}, timeout=600)
    assert again.status_code == 200, again.text
    assert glucose_count(account) == count + 1000
    daybook.stop()


def glucose_count(session):
    return sum(1 for _ in pages(session, "/api/v1/glucose", "2025-12-31", "2027-12-31"))
