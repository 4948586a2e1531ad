"""Helpers for the attacks from outside: a server of a test's own that may be broken without breaking the
next test, clients bound to other loopback addresses (the attackers), raw HTTP on a socket, and the
victim's view of the server: /health from 127.0.0.1, timed all through an attack."""
import contextlib
import json
import os
import socket
import statistics
import subprocess
import threading
import time

import pytest
import requests
from requests.adapters import HTTPAdapter

from conftest import DaybookProcess, child_processes

VICTIM = "127.0.0.1"


def attacker_address(n):
    """The n-th attacker's loopback address: 127.0.0.2, 127.0.0.3, …"""
    return f"127.0.0.{n + 1}"


class _SourceAdapter(HTTPAdapter):
    def __init__(self, address, **kwargs):
        self._address = address
        super().__init__(**kwargs)

    def init_poolmanager(self, *args, **kwargs):
        kwargs["source_address"] = (self._address, 0)
        super().init_poolmanager(*args, **kwargs)


def session_from(address, pool=10):
    """A requests session whose connections leave from `address` (a loopback address of its own)."""
    session = requests.Session()
    adapter = _SourceAdapter(address, pool_connections=pool, pool_maxsize=pool)
    session.mount("http://", adapter)
    return session


# --- a server of a test's own ---------------------------------------------------------------------

def start_server(env=None, before_exec=None):
    """A started DaybookProcess with `env` added (sign-ups and log-ins from loopback are not the limits
    tested unless `env` says so)."""
    process = DaybookProcess()
    process.env.update({"DAYBOOK_REGISTRATION_LIMIT": "1000/1h", "DAYBOOK_TOKEN_LIMIT": "1000/1h",
                        "DAYBOOK_LOGIN_LIMIT": "1000/1h"})
    process.env.update(env or {})
    process.before_exec = before_exec
    process.start()
    process.first_pid = process.process.pid
    return process


def end_server(process):
    """Ends the server however it is (answering, stuck in a backtracking search, printing a crash's stacks,
    or gone), and the backtracer helper a crash started."""
    if process.process.poll() is None:
        helpers = child_processes(process.process.pid)
        process.process.terminate()
        try:
            process.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            helpers += child_processes(process.process.pid)
            process.process.kill()
            process.process.wait(timeout=10)
        for helper in helpers:
            try:
                os.kill(helper, 9)
            except ProcessLookupError:
                pass


def own_server(env=None, before_exec=None, scope="function"):
    """A fixture: a server for each test (or module) alone. Unlike conftest's, a server the attack
    broke is not a second failure at teardown: the test itself says that it died."""
    @pytest.fixture(scope=scope)
    def daybook():
        process = start_server(env, before_exec)
        yield process
        end_server(process)
    return daybook


def port_of(process):
    return int(process.base.rsplit(":", 1)[1])


def health_once(base, timeout=5):
    """One /health from the victim's address on a connection of its own: seconds, or None when it
    was not answered 200 in time."""
    started = time.monotonic()
    try:
        r = requests.get(base + "/health", timeout=timeout, headers={"Connection": "close"})
    except requests.RequestException:
        return None
    return time.monotonic() - started if r.status_code == 200 else None


def assert_alive(process, within=5):
    """The same process (same PID) is running and answers /health within `within` seconds."""
    deadline = time.monotonic() + within
    answered = False
    while time.monotonic() < deadline:
        if process.process.poll() is not None:
            break
        if health_once(process.base, timeout=max(0.2, min(2, deadline - time.monotonic()))) is not None:
            answered = True
            break
        time.sleep(0.05)
    assert process.process.poll() is None, (
        f"the server died (status {process.process.returncode}); its log ends:\n{process.log_tail(30)}")
    assert process.process.pid == process.first_pid
    assert answered, f"the server (pid {process.process.pid}) did not answer /health within {within} s"


# --- /health timed during an attack ---------------------------------------------------------------

FIGURES = os.environ.get("DAYBOOK_ATTACK_FIGURES")


class HealthWatch:
    """/health from 127.0.0.1 on a fresh connection every `every` seconds while an attack runs: each
    answer's seconds, or None for one that failed or took longer than `timeout`."""

    def __init__(self, base, every=0.05, timeout=5, label="", extra=None):
        self.base, self.every, self.timeout, self.label = base, every, timeout, label
        self.extra = extra  # optional (name, call) timed the same way
        self.latencies, self.extra_latencies = [], []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def __enter__(self):
        self._thread.start()
        return self

    def __exit__(self, *exc):
        self.stop()

    def stop(self):
        if not self._stop.is_set():
            self._stop.set()
            self._thread.join(timeout=self.timeout + 10)
            self.report()

    def _run(self):
        while not self._stop.is_set():
            self.latencies.append(health_once(self.base, self.timeout))
            if self.extra is not None:
                started = time.monotonic()
                try:
                    ok = self.extra[1](self.timeout)
                except requests.RequestException:
                    ok = False
                self.extra_latencies.append(time.monotonic() - started if ok else None)
            self._stop.wait(self.every)

    @staticmethod
    def summary(latencies):
        answered = sorted(x for x in latencies if x is not None)
        if not answered:
            return {"n": len(latencies), "failed": len(latencies)}
        return {"n": len(latencies), "failed": len(latencies) - len(answered),
                "median_ms": round(statistics.median(answered) * 1000, 1),
                "p90_ms": round(answered[min(len(answered) - 1, int(len(answered) * 0.9))] * 1000, 1),
                "max_ms": round(answered[-1] * 1000, 1)}

    def report(self):
        line = {"test": os.environ.get("PYTEST_CURRENT_TEST", "").rsplit(" ", 1)[0], "label": self.label,
                "binary": os.environ.get("DAYBOOK_BIN", ""), "database": "postgres" if os.environ.get(
                    "DAYBOOK_DATABASE_URL", "").startswith("postgres") else "sqlite",
                "health": self.summary(self.latencies)}
        if self.extra is not None:
            line[self.extra[0]] = self.summary(self.extra_latencies)
        print("\nHEALTH " + json.dumps(line))
        if FIGURES:
            with open(FIGURES, "a") as out:
                out.write(json.dumps(line) + "\n")

    @property
    def failed(self):
        return sum(1 for x in self.latencies if x is None)

    def median(self, latencies=None):
        answered = [x for x in (self.latencies if latencies is None else latencies) if x is not None]
        return statistics.median(answered) if answered else None


# --- raw HTTP -------------------------------------------------------------------------------------

def connect(process, source=None, timeout=10):
    return socket.create_connection(("127.0.0.1", port_of(process)), timeout=timeout,
                                    source_address=(source, 0) if source else None)


def read_answer(connection, timeout=5):
    """The status line, headers (lower-case names) and body of one answer; (None, {}, b'') when the
    connection closed or nothing came within `timeout`."""
    deadline = time.monotonic() + timeout
    data = b""
    while b"\r\n\r\n" not in data:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            return None, {}, data
        connection.settimeout(remaining)
        try:
            chunk = connection.recv(65536)
        except (socket.timeout, OSError):
            return None, {}, data
        if not chunk:
            return None, {}, data
        data += chunk
    head, body = data.split(b"\r\n\r\n", 1)
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split()[1])
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    length = int(headers.get("content-length", "0") or 0)
    while len(body) < length and time.monotonic() < deadline:
        connection.settimeout(max(0.05, deadline - time.monotonic()))
        try:
            chunk = connection.recv(65536)
        except (socket.timeout, OSError):
            break
        if not chunk:
            break
        body += chunk
    return status, headers, body


def raw_request(process, method, path, headers=None, body=b"", source=None, timeout=10):
    """One request on a connection of its own, sent byte for byte as given: (status, headers, body),
    status None when no answer came."""
    head = f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
    head += "".join(f"{k}: {v}\r\n" for k, v in (headers or {}).items())
    if body is not None and not any(k.lower() == "content-length" for k in (headers or {})):
        head += f"Content-Length: {len(body)}\r\n"
    try:
        with contextlib.closing(connect(process, source, timeout)) as connection:
            connection.sendall(head.encode("latin-1") + b"\r\n" + (body or b""))
            return read_answer(connection, timeout)
    except OSError:
        return None, {}, b""


def rss_kb(pid):
    for line in open(f"/proc/{pid}/status"):
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise AssertionError("no VmRSS")
