"""A real Daybook server for tests written in Python: the built binary on a loopback port,
with a fresh SQLite file (or DAYBOOK_DATABASE_URL when it names PostgreSQL)."""
import os
import re
import subprocess
import tempfile
import time
import uuid

import pytest
import requests

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))


def pytest_configure(config):
    config.addinivalue_line("markers", "waits: a test that mostly waits (for a minute to pass, a deadline to fire); "
                                       "CI runs these beside the others")


def daybook_binary():
    if os.environ.get("DAYBOOK_BIN"):
        return os.environ["DAYBOOK_BIN"]
    bin_path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True, check=True)
    return os.path.join(bin_path.stdout.strip(), "daybook")


# Vapor's notice once the listening socket is bound, naming the port the system gave it.
STARTED = re.compile(r"Server started on http://127\.0\.0\.1:(\d+)")


def serve(arguments, cwd, env, log_path, port=0, preexec_fn=None, seconds=30):
    """`daybook serve` with `arguments` on loopback: the process and the port it listens on, read from its
    own log once bound (port 0, the default, lets the system give one no other process holds). The port
    is None when the process exited before it listened, as a second server refused the database does."""
    with open(log_path, "a") as log:
        offset = log.tell()
        process = subprocess.Popen([daybook_binary(), "serve", *arguments, "--hostname", "127.0.0.1", "--port", str(port)],
                                   cwd=cwd, env=env, stdout=log, stderr=subprocess.STDOUT, preexec_fn=preexec_fn)
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        with open(log_path, errors="replace") as log:
            log.seek(offset)
            started = STARTED.search(log.read())
        if started:
            return process, int(started.group(1))
        if process.poll() is not None:
            return process, None
        time.sleep(0.05)
    process.kill()
    raise RuntimeError(f"daybook serve did not start listening within {seconds} s")


class DaybookProcess:
    """`daybook serve` on a loopback port over one database (a SQLite file in `work`, or a fresh
    PostgreSQL schema), which can be killed and started again on the same data."""

    def __init__(self):
        self.work = tempfile.mkdtemp(prefix="daybook-py-")
        self.env = dict(os.environ)
        self.sqlite_path = None
        if not self.env.get("DAYBOOK_DATABASE_URL", "").startswith("postgres"):
            self.sqlite_path = os.path.join(self.work, "daybook.sqlite")
            self.env["DAYBOOK_DATABASE_URL"] = "sqlite:" + self.sqlite_path
        else:
            self.env["DAYBOOK_DATABASE_SCHEMA"] = "py_" + uuid.uuid4().hex[:12]
        self.process = None
        self.base = None
        # Run in the child before it becomes the server (e.g. to lower a limit as a service manager would).
        self.before_exec = None

    def start(self, port=0):
        """Serves on `port`, or (0) on one the system gives: each start may have a new address, `base`."""
        self.process, port = serve([], self.work, self.env, os.path.join(self.work, "server.log"), port=port,
                                   preexec_fn=self.before_exec)
        if port is None:
            raise RuntimeError("daybook serve exited: " + open(os.path.join(self.work, "server.log")).read())
        self.port = port
        self.base = f"http://127.0.0.1:{port}"
        for _ in range(300):  # readiness: at most 30 s
            try:
                if requests.get(self.base + "/health", timeout=1).status_code == 200:
                    return self.base
            except requests.ConnectionError:
                pass
            if self.process.poll() is not None:
                raise RuntimeError("daybook serve exited: " + open(os.path.join(self.work, "server.log")).read())
            time.sleep(0.1)
        self.process.kill()
        raise RuntimeError("daybook serve did not answer /health")

    def kill(self):
        """SIGKILL: no shutdown handler runs, as when the machine loses power."""
        self.process.kill()
        self.process.wait(timeout=10)

    def stop(self):
        """Ends the server; one that had died already fails the tests' teardown with its log's end,
        so a crash in CI is told where it happened."""
        if self.process.poll() is not None:
            raise RuntimeError(f"daybook serve had exited (status {self.process.returncode}) before the tests ended; "
                               "its log ends:\n" + self.log_tail())
        self.process.terminate()
        self.process.wait(timeout=10)

    def log_tail(self, lines=60):
        with open(os.path.join(self.work, "server.log"), errors="replace") as log:
            return "".join(log.readlines()[-lines:])


def child_processes(pid):
    """The processes `pid` started, such as the Swift runtime's swift-backtrace helper while a crashed server
    prints its stacks: killed with the server, they would outlive it holding the connections they inherited."""
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as stat:
                    if int(stat.read().rsplit(")", 1)[1].split()[1]) == pid:
                        found.append(int(entry))
            except (OSError, ValueError, IndexError):
                pass
    return found


@pytest.fixture(scope="session")
def server():
    daybook = DaybookProcess()
    # Every test signs up its own people and makes their tokens from this one address; these limits are
    # the attack suite's to test, not a ceiling on how many tests there may be.
    daybook.env["DAYBOOK_REGISTRATION_LIMIT"] = "1000/1h"
    daybook.env["DAYBOOK_TOKEN_LIMIT"] = "1000/1h"
    # The signed-out screens are checked after a wrong password, once per language and theme.
    daybook.env["DAYBOOK_LOGIN_LIMIT"] = "1000/1h"
    daybook.env["DAYBOOK_LOGIN_ADDRESS_LIMIT"] = "1000/1h"
    yield daybook.start()
    daybook.stop()


def new_account(base):
    """A new account on the server at `base`, as a requests session carrying its bearer token."""
    email = f"py-{uuid.uuid4().hex[:10]}@example.org"
    password = "correct horse battery"
    r = requests.post(base + "/api/v1/users", json={"email": email, "password": password,
                                                    "displayName": "Py", "timeZone": "UTC"})
    assert r.status_code == 201, r.text
    r = requests.post(base + "/api/v1/tokens", json={"email": email, "password": password})
    assert r.status_code == 201, r.text
    session = requests.Session()
    session.headers["Authorization"] = "Bearer " + r.json()["token"]
    session.base = base
    return session


@pytest.fixture
def account(server):
    """A new account and its bearer token."""
    return new_account(server)


def server_of_its_own(**env):
    """A fixture: a server for one test module alone, with `env` added to its environment."""
    @pytest.fixture(scope="module")
    def daybook():
        process = DaybookProcess()
        process.env.update(env)
        process.start()
        yield process
        process.stop()
    return daybook
