"""One way in: the same flow days written through the JSON API, a web form, `POST /api/v1/imports` and
`daybook import` each replan a period-due reminder (its nextFireAt moves) and emit the same typed
change on the person's event stream. The command-line import reaches a serving instance's streams
through the PostgreSQL relay; on SQLite there is no relay, and only the reminder is checked."""
import datetime
import json
import os
import queue
import re
import subprocess
import tempfile
import threading
import time
import uuid

import pytest
import requests

from conftest import DaybookProcess, daybook_binary

PASSWORD = "correct horse battery"


@pytest.fixture(scope="module")
def daybook():
    process = DaybookProcess()
    process.start()
    yield process
    process.stop()


class EventStream:
    """`GET /api/v1/events`, read on a thread; each `data:` line's JSON lands in a queue."""

    def __init__(self, base, token):
        self.events = queue.Queue()
        self.response = requests.get(base + "/api/v1/events", headers={"Authorization": "Bearer " + token},
                                     stream=True, timeout=(5, 60))
        assert self.response.status_code == 200, self.response.text
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _read(self):
        try:
            for line in self.response.iter_lines(decode_unicode=True):
                if line and line.startswith("data:"):
                    self.events.put(json.loads(line[5:]))
        except Exception:  # the stream was closed under the reader: the test is over
            pass

    def next_matching(self, predicate, within=20):
        """The first event that matches, waiting at most `within` seconds for it to arrive."""
        deadline = time.monotonic() + within
        seen = []
        while time.monotonic() < deadline:
            try:
                event = self.events.get(timeout=max(0.01, deadline - time.monotonic()))
            except queue.Empty:
                break
            if predicate(event):
                return event
            seen.append(event)
        raise AssertionError(f"no matching event within {within} s; saw {seen}")

    def close(self):
        self.response.close()


def sign_up(base):
    email = f"way-{uuid.uuid4().hex[:10]}@example.org"
    r = requests.post(base + "/api/v1/users", json={"email": email, "password": PASSWORD, "displayName": "Way", "timeZone": "UTC"})
    assert r.status_code == 201, r.text
    r = requests.post(base + "/api/v1/tokens", json={"email": email, "password": PASSWORD})
    assert r.status_code == 201, r.text
    return email, r.json()["token"]


def csrf(page):
    found = re.search(r'name="_csrf" value="([^"]+)"', page.text)
    assert found, page.text[:500]
    return found.group(1)


def web_session(base, email):
    web = requests.Session()
    login = web.get(base + "/login")
    r = web.post(base + "/login", data={"email": email, "password": PASSWORD, "_csrf": csrf(login)}, allow_redirects=False)
    assert r.status_code in (302, 303), r.text
    return web


def drip_file(days):
    text = "date,bleeding.value\n" + "".join(f"{day},2\n" for day in days)
    path = os.path.join(tempfile.mkdtemp(prefix="daybook-way-"), "drip.csv")
    with open(path, "w") as file:
        file.write(text)
    return path


def test_every_way_in_replans_and_emits_the_same_change(daybook):
    base = daybook.base
    email, token = sign_up(base)
    api = requests.Session()
    api.headers["Authorization"] = "Bearer " + token
    r = api.post(base + "/api/v1/reminders", json={"kind": "periodDue", "time": "08:00"})
    assert r.status_code == 201, r.text
    reminder = r.json()["id"]

    def next_fire():
        r = api.get(base + f"/api/v1/reminders/{reminder}")
        assert r.status_code == 200, r.text
        return r.json().get("nextFireAt")

    today = datetime.datetime.now(datetime.timezone.utc).date()  # hers: she lives in UTC
    # Four periods at uneven distances: each one moves the prediction, and so the reminder.
    api_days = [today - datetime.timedelta(days=100 - i) for i in range(4)]
    web_days = [today - datetime.timedelta(days=70 - i) for i in range(4)]
    upload_days = [today - datetime.timedelta(days=45 - i) for i in range(4)]
    command_days = [today - datetime.timedelta(days=20 - i) for i in range(4)]

    stream = EventStream(base, token)
    try:
        # The JSON API.
        before = next_fire()
        for day in api_days:
            r = api.put(base + f"/api/v1/days/{day}/symptoms", json={"flow": "MEDIUM"})
            assert r.status_code == 200, r.text
            event = stream.next_matching(lambda e: e.get("kind") == "symptoms" and e.get("date") == str(day))
            assert event["change"] == "updated"
        after_api = next_fire()
        assert after_api is not None and after_api != before

        # A web form: the same change for the same kind of write.
        web = web_session(base, email)
        for day in web_days:
            form = web.get(base + f"/log?date={day}")
            r = web.post(base + "/log/day", data={"_csrf": csrf(form), "date": str(day), "flow": "MEDIUM"}, allow_redirects=False)
            assert r.status_code in (302, 303), r.text
            event = stream.next_matching(lambda e: e.get("kind") == "symptoms" and e.get("date") == str(day))
            assert event["change"] == "updated"
        after_web = next_fire()
        assert after_web != after_api

        # A file through the API: one change for the whole import.
        with open(drip_file(upload_days), "rb") as file:
            r = api.post(base + "/api/v1/imports", params={"format": "drip"}, data=file.read())
        assert r.status_code == 200, r.text
        assert r.json()["added"] == {"flow": 4}
        event = stream.next_matching(lambda e: e.get("kind") == "import")
        assert event["change"] == "created"
        after_upload = next_fire()
        assert after_upload != after_web

        # The same kind of file through the command line, in its own process.
        done = subprocess.run([daybook_binary(), "import", drip_file(command_days), "--user", email, "--format", "drip"],
                              cwd=daybook.work, env=daybook.env, capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr
        assert "flow: 4" in done.stdout, done.stdout
        if daybook.sqlite_path is None:
            event = stream.next_matching(lambda e: e.get("kind") == "import")
            assert event["change"] == "created"
        after_command = next_fire()
        assert after_command != after_upload
    finally:
        stream.close()
