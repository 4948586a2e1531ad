"""Live event streams against a server started under a low open-file limit, as a service manager would start it:
`serve` raises its soft limit to the hard one, so more streams stay open than the old limit allowed; and one
person opening streams without end only replaces their own oldest, never taking the server's connections."""
import resource
import uuid

import pytest
import requests

from conftest import DaybookProcess
from event_stream import EventStream as Stream

PASSWORD = "correct horse battery"
LOW_LIMIT = 128
PER_PERSON = 16


@pytest.fixture(scope="module")
def daybook():
    process = DaybookProcess()
    process.env["DAYBOOK_REGISTRATION_LIMIT"] = "100/1h"
    hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
    if hard != resource.RLIM_INFINITY and hard <= LOW_LIMIT * 2:
        pytest.skip(f"the hard limit on open files ({hard}) leaves nothing to raise")
    process.before_exec = lambda: resource.setrlimit(resource.RLIMIT_NOFILE, (LOW_LIMIT, hard))
    process.start()
    yield process
    process.stop()


def token(base):
    email = f"streams-{uuid.uuid4().hex[:10]}@example.org"
    assert requests.post(base + "/api/v1/users", json={"email": email, "password": PASSWORD, "displayName": "S", "timeZone": "UTC"}).status_code == 201
    return requests.post(base + "/api/v1/tokens", json={"email": email, "password": PASSWORD}).json()["token"]


def soft_limit(pid):
    for line in open(f"/proc/{pid}/limits"):
        if line.startswith("Max open files"):
            return int(line.split()[3])
    raise AssertionError("no open-file limit in /proc")


def test_serve_raises_its_open_file_limit_and_holds_more_streams_than_the_old_one(daybook):
    assert soft_limit(daybook.process.pid) > LOW_LIMIT * 2
    people = [token(daybook.base) for _ in range(10)]
    streams = [Stream(daybook.base, bearer) for bearer in people for _ in range(PER_PERSON)]
    try:
        assert len(streams) > LOW_LIMIT
        r = requests.post(daybook.base + "/api/v1/stress", json={"level": 4}, headers={"Authorization": "Bearer " + people[-1]})
        assert r.status_code == 201, r.text
        assert streams[-1].wait_for(b"event: change")
        assert requests.get(daybook.base + "/health").status_code == 200
    finally:
        for stream in streams:
            stream.close()


def test_one_person_opening_streams_without_end_only_replaces_their_own(daybook):
    mine, other = token(daybook.base), token(daybook.base)
    theirs = Stream(daybook.base, other)
    streams = [Stream(daybook.base, mine) for _ in range(PER_PERSON + 4)]
    try:
        # The four oldest were told and ended; the sixteen newest and the other person's stay.
        for old in streams[:4]:
            assert old.wait_for(b"event: replaced"), old.received[-200:]
        requests.post(daybook.base + "/api/v1/stress", json={"level": 2}, headers={"Authorization": "Bearer " + mine})
        requests.post(daybook.base + "/api/v1/stress", json={"level": 6}, headers={"Authorization": "Bearer " + other})
        for kept in streams[4:]:
            assert kept.wait_for(b"event: change"), kept.received[-200:]
        assert theirs.wait_for(b"event: change")
        assert b"replaced" not in theirs.received
    finally:
        for stream in streams + [theirs]:
            stream.close()
