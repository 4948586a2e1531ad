"""Two servers started on one SQLite file: the answer cache, the queue that groups writes into one
commit and the claims of due reminders each live in one process, so a second `daybook serve` on the
same file would serve stale answers and race the first. It is refused at once, with a message that
names the file; the first server carries on, and the commands that run beside a server (creating an
account) still work. On PostgreSQL several servers on one database are the way to scale out: both
serve, and what one writes the other reads."""
import os
import subprocess
import time
import uuid

import pytest
import requests

from accounts import PASSWORD, Account
from conftest import DaybookProcess, daybook_binary, serve


@pytest.fixture
def first():
    process = DaybookProcess()
    process.start()
    yield process
    process.stop()


def second_server(first):
    """A second `daybook serve` over the first one's database: the process, its log and the port it
    listens on (None when it exited without listening)."""
    log_path = os.path.join(first.work, "second.log")
    process, port = serve([], first.work, first.env, log_path)
    return process, open(log_path), port


def wait_for(process, base, seconds=15):
    """The second server's exit status, or None once it answers /health."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            return process.returncode
        try:
            if requests.get(base + "/health", timeout=1).status_code == 200:
                return None
        except requests.ConnectionError:
            pass
        time.sleep(0.1)
    raise AssertionError("the second server neither answered nor exited")


def test_a_second_server_on_the_same_database(first):
    account = Account(first.base)
    second, log, port = second_server(first)
    try:
        status = second.wait(timeout=15) if port is None else wait_for(second, f"http://127.0.0.1:{port}")
        output = log.read()
        if first.sqlite_path:
            assert status is not None, "a second server serves the SQLite file the first one serves"
            assert status != 0, output
            assert first.sqlite_path in output, output
            assert "another" in output.lower(), output
        else:
            assert status is None, output
            other = f"http://127.0.0.1:{port}"
            r = account.post("/api/v1/stress", json={"level": 3, "note": "from the first", "time": "2026-01-02T08:00:00Z"})
            assert r.status_code == 201, r.text
            seen = requests.get(other + "/api/v1/stress", headers=account.api.headers).json()
            assert [entry["note"] for entry in seen] == ["from the first"]
    finally:
        if second.poll() is None:
            second.terminate()
            second.wait(timeout=10)
        log.close()
    # The first server is untouched and keeps its data.
    assert requests.get(first.base + "/health").status_code == 200
    assert account.get("/api/v1/me").status_code == 200


def test_commands_still_run_beside_a_serving_server(first):
    email = f"cli-{uuid.uuid4().hex[:8]}@example.org"
    done = subprocess.run([daybook_binary(), "user", "create", email, "--password-stdin"], input=PASSWORD + "\n",
                          cwd=first.work, env=first.env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr
    assert requests.post(first.base + "/api/v1/tokens", json={"email": email, "password": PASSWORD}).status_code == 201


def test_the_file_can_be_served_again_once_the_server_is_gone(first):
    """A server killed outright (power cut) leaves nothing that stops the next one."""
    first.kill()
    first.start()
    assert requests.get(first.base + "/health").status_code == 200
    first.stop()
    first.start()
    assert requests.get(first.base + "/health").status_code == 200


def test_a_second_server_on_a_hard_link_to_the_same_file(first):
    """Another name for the same file (a hard link: a path of its own, not a symbolic link to resolve) is
    still the same database: the second server finds it served and stops, saying so."""
    if not first.sqlite_path:
        pytest.skip("a hard link is a SQLite file's matter")
    account = Account(first.base)
    linked = os.path.join(first.work, "linked.sqlite")
    os.link(first.sqlite_path, linked)
    log_path = os.path.join(first.work, "linked.log")
    env = dict(first.env, DAYBOOK_DATABASE_URL="sqlite:" + linked)
    second, port = serve([], first.work, env, log_path)
    log = open(log_path)
    try:
        status = second.wait(timeout=15) if port is None else wait_for(second, f"http://127.0.0.1:{port}")
        output = log.read()
        assert status is not None, "a second server serves the first one's SQLite file through a hard link"
        assert status != 0, output
        assert "another" in output.lower(), output
    finally:
        if second.poll() is None:
            second.terminate()
            second.wait(timeout=10)
        log.close()
    assert requests.get(first.base + "/health").status_code == 200
    assert account.get("/api/v1/me").status_code == 200
