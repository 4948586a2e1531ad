"""A real Daybook server for tests written in Python: the built binary on a loopback port,
with a fresh SQLite file (or DAYBOOK_DATABASE_URL when it names PostgreSQL)."""
import os
import socket
import subprocess
import tempfile
import time
import uuid

import pytest
import requests

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))


def daybook_binary():
    if os.environ.get("DAYBOOK_BIN"):
        return os.environ["DAYBOOK_BIN"]
    bin_path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True, check=True)
    return os.path.join(bin_path.stdout.strip(), "daybook")


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="session")
def server():
    work = tempfile.mkdtemp(prefix="daybook-py-")
    env = dict(os.environ)
    if not env.get("DAYBOOK_DATABASE_URL", "").startswith("postgres"):
        env["DAYBOOK_DATABASE_URL"] = "sqlite:" + os.path.join(work, "daybook.sqlite")
    else:
        env["DAYBOOK_DATABASE_SCHEMA"] = "py_" + uuid.uuid4().hex[:12]
    port = free_port()
    log = open(os.path.join(work, "server.log"), "w")
    process = subprocess.Popen([daybook_binary(), "serve", "--hostname", "127.0.0.1", "--port", str(port)],
                               cwd=work, env=env, stdout=log, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    for _ in range(200):  # readiness: at most 20 s
        try:
            if requests.get(base + "/health", timeout=1).status_code == 200:
                break
        except requests.ConnectionError:
            pass
        if process.poll() is not None:
            raise RuntimeError("daybook serve exited: " + open(os.path.join(work, "server.log")).read())
        time.sleep(0.1)
    else:
        process.kill()
        raise RuntimeError("daybook serve did not answer /health")
    yield base
    process.terminate()
    process.wait(timeout=10)


@pytest.fixture
def account(server):
    """A new account and its bearer token."""
    email = f"py-{uuid.uuid4().hex[:10]}@example.org"
    password = "correct horse battery"
    r = requests.post(server + "/api/v1/users", json={"email": email, "password": password,
                                                      "displayName": "Py", "timeZone": "UTC"})
    assert r.status_code == 201, r.text
    r = requests.post(server + "/api/v1/tokens", json={"email": email, "password": password})
    assert r.status_code == 201, r.text
    token = r.json()["token"]
    session = requests.Session()
    session.headers["Authorization"] = "Bearer " + token
    session.base = server
    return session
