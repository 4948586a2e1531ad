#!/usr/bin/env python3
"""How well `daybook serve` keeps answering everybody while one account sends hostile work.

    python3 scripts/bench-hostile.py --bin .build/debug/daybook [--phase-seconds 20] [--out results.json]

A benchmark, not a test: it asserts nothing, it measures. It starts the binary on a free loopback port with a
fresh SQLite file in a temporary directory (or, when DAYBOOK_DATABASE_URL names PostgreSQL, a fresh schema
there), makes two accounts (a victim and a hostile one), stores two treatments with notes in the hostile account's
Nightscout endpoint (API v3), and runs four phases, each on a server process of its own started on the same data
(a query that never ends would otherwise spoil every phase after it):

  idle          the victim alone: one thread sending GET /health and GET /api/v1/me one after another
  regex         the victim, plus 3 threads searching `notes$re=(b*)*c` and 1 searching `notes$re=^(a+)+$`
                through the hostile account's API v3, each request after the last
  slow-sockets  the victim, plus 200 connections trickling a request's headers one byte a second and 20
                trickling a 100,000-byte POST body one byte a second
  both          regex and slow sockets at once

and, with --phases outside (or all, or any of them by name), seven attacks from outside, each made as the attack
suite makes it (Tests/security/), from other loopback addresses (127.0.0.2, …) while the victim sends its requests
from 127.0.0.1 with a 5 s timeout (the suite's HealthWatch allowance, so a stall shows as failed samples):

  multipart-kill        POST /login, signed out, four times a second, with a multipart body whose part header is
                        not UTF-8 (`--b\r\n\xf2\xaf\x91\xb6\x14\xbbJ--b--\r\n`, boundary b)
  pattern-hang          GET …/api/v3/entries?type$re=(){1000}{1000}{1000}{1000} with the hostile account's
                        api-secret, one request per core (2), each after the last, 10 s client timeout
  open-files            the server started with RLIMIT_NOFILE 2048 (soft and hard, as a service manager may set
                        it); 3,000 TCP connections that send nothing, from 127.0.0.2 … 127.0.0.9 in turn, opened 200
                        at a time, held until the phase ends
  big-bodies            4 connections at once (127.0.0.2 … 127.0.0.5): POST /import, no cookie, multipart,
                        Content-Length 262144000, the body sent as fast as the server takes it; a connection that
                        ends (answered and 5 s more sending, closed, or all sent) is followed by a new one; the
                        server's RSS sampled every 0.1 s
  engineio-flood        4,096 Engine.IO handshakes (GET /socket.io/?EIO=4&transport=polling) from 127.0.0.2 in
                        about 5 s (8 connections, 32 pipelined at a time), at the phase's start and each minute
                        after; the victim also makes a handshake from 127.0.0.1 each second (and closes it)
  heavy                 one account's work within its limits: 8 v3 searches at once (`notes$re=zzz`, limit 1000)
                        over 40 stored notes of 20,000 characters, through its api-secret and 3 read-only
                        Nightscout tokens, plus one Nightscout import of 300,000 readings (~30 MB) sent a megabyte
                        at a time; the CPU time of the server's threads, by name, from /proc/PID/task/*
  apple-health-doctype  POST /api/v1/imports?format=apple-health&dryRun=true with the hostile account's token: a zip
                        whose export.xml header holds 80,000 `<!DOCTYPE a>` lines, one after another

Each of these phases also records whether the server died (when, and its exit status or signal), the attackers'
outcomes, and how long after the attackers left /health answered under 100 ms again. A server that dies is a
result: the phase goes on and says so.

The notes are what make the patterns backtrack in ICU's engine (NSRegularExpression): 20,000 × "b" for
`(b*)*c` (exponential in the run of b's: 50 of them already cost ~20 s of CPU on the debug build; over 20,000 × "a"
the search is instant, since ICU skips every start that cannot begin a match) and 28 × "a" then "!" for
`^(a+)+$` (an all-"a" note matches at once; the "!" makes every split of the a's fail, 2^28 of them).

For every phase: the victim's latencies per endpoint (count, p50, p90, p99, max, timeouts, errors), the
attackers' outcomes, when the server closed the slow sockets, the CPU time the server used, and how the server
stopped at the end (SIGTERM, or SIGKILL when SIGTERM had not stopped it in 10 s). When a phase with regex
attackers ends, the attackers' connections are shut (the clients go away) and the script measures how long the
server needs to be idle again (GET /health under 100 ms three times running, and the server's CPU under a tenth of
a core for a second), at most 60 s. Before each phase it waits (at most --settle-cap seconds) for the freshly
started server's CPU to be quiet, and records whether it was.

Everything is bounded: each request has a timeout, each phase a time limit, a watchdog ends the whole run, and the
server is stopped at the end (SIGTERM, then SIGKILL after 10 s) even on error. Python 3 with requests; the rest is
the standard library. Only loopback traffic.
"""
import argparse
import datetime
import hashlib
import http.client
import io
import json
import os
import platform
import resource
import select
import selectors
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
import uuid
import zipfile

import requests

REQUEST_TIMEOUT = 30.0          # every victim and attacker request
CONNECT_TIMEOUT = 5.0
RECOVERY_CAP = 60.0             # how long to wait for the server to be idle after the attackers stopped
IDLE_HEALTH_MS = 100.0          # /health under this latency counts as answering promptly again
IDLE_CPU_CORES = 0.10           # server CPU under this share of one core counts as quiet
SLOW_HEADER_SOCKETS = 200
SLOW_BODY_SOCKETS = 20
REGEX_SLOW = "(b*)*c"
REGEX_SHORT = "^(a+)+$"
LONG_NOTE = "b" * 20_000        # what (b*)*c backtracks on
SHORT_NOTE = "a" * 28 + "!"     # what ^(a+)+$ backtracks on
CLK_TCK = os.sysconf("SC_CLK_TCK")


def log(*parts):
    print(time.strftime("%H:%M:%S"), *parts, file=sys.stderr, flush=True)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# ---------------------------------------------------------------------------------------------------- the server

class Server:
    """`daybook serve` as Tests/conftest.py starts it: a loopback port, a fresh SQLite file in a temporary directory
    (or a fresh PostgreSQL schema), the log in that directory."""

    def __init__(self, binary):
        self.binary = os.path.abspath(binary)
        self.work = tempfile.mkdtemp(prefix="daybook-hostile-")
        self.env = dict(os.environ)
        if self.env.get("DAYBOOK_DATABASE_URL", "").startswith("postgres"):
            self.schema = "bench_" + uuid.uuid4().hex[:12]
            self.env["DAYBOOK_DATABASE_SCHEMA"] = self.schema
            self.database = "postgresql (schema %s)" % self.schema
        else:
            self.schema = None
            self.env["DAYBOOK_DATABASE_URL"] = "sqlite:" + os.path.join(self.work, "daybook.sqlite")
            self.database = "sqlite"
        self.process = None
        self.base = None
        self.log_path = os.path.join(self.work, "server.log")
        self.preexec = None   # run in the child before exec (a lowered open-file limit)
        self.log_start = 0

    def start(self):
        port = free_port()
        logfile = open(self.log_path, "a")
        self.log_start = logfile.tell()   # this process's part of the log begins here
        self.process = subprocess.Popen([self.binary, "serve", "--hostname", "127.0.0.1", "--port", str(port)],
                                        cwd=self.work, env=self.env, stdout=logfile, stderr=subprocess.STDOUT,
                                        preexec_fn=self.preexec)
        logfile.close()
        self.base = "http://127.0.0.1:%d" % port
        deadline = time.monotonic() + 60  # a debug build migrating a fresh file can be slow
        while time.monotonic() < deadline:
            try:
                if requests.get(self.base + "/health", timeout=2).status_code == 200:
                    return
            except requests.RequestException:
                pass
            if self.process.poll() is not None:
                raise RuntimeError("daybook serve exited (%s): %s" % (self.process.returncode, self.log_tail()))
            time.sleep(0.1)
        raise RuntimeError("daybook serve did not answer /health within 60 s")

    def alive(self):
        return self.process is not None and self.process.poll() is None

    def cpu_seconds(self):
        """utime + stime of the server process from /proc/<pid>/stat, in seconds (None once it has gone)."""
        try:
            with open("/proc/%d/stat" % self.process.pid) as f:
                fields = f.read().rsplit(")", 1)[1].split()
            return (int(fields[11]) + int(fields[12])) / CLK_TCK   # fields 14 and 15 of stat(5)
        except (OSError, IndexError, ValueError):
            return None

    def threads(self):
        try:
            with open("/proc/%d/status" % self.process.pid) as f:
                for line in f:
                    if line.startswith("Threads:"):
                        return int(line.split()[1])
        except OSError:
            pass
        return None

    def rss_kb(self):
        try:
            with open("/proc/%d/status" % self.process.pid) as f:
                for line in f:
                    if line.startswith("VmRSS:"):
                        return int(line.split()[1])
        except OSError:
            pass
        return None

    def open_files(self):
        try:
            return len(os.listdir("/proc/%d/fd" % self.process.pid))
        except OSError:
            return None

    def thread_cpu(self):
        """{thread id: (name, utime + stime in seconds)} from /proc/<pid>/task/*/comm and stat."""
        out = {}
        try:
            tids = os.listdir("/proc/%d/task" % self.process.pid)
        except OSError:
            return out
        for tid in tids:
            try:
                with open("/proc/%d/task/%s/comm" % (self.process.pid, tid)) as f:
                    name = f.read().strip()
                with open("/proc/%d/task/%s/stat" % (self.process.pid, tid)) as f:
                    fields = f.read().rsplit(")", 1)[1].split()
                out[tid] = (name, (int(fields[11]) + int(fields[12])) / CLK_TCK)
            except (OSError, IndexError, ValueError):
                pass
        return out

    def exit_status(self):
        """None while it runs; else its exit code, or the signal that ended it by name."""
        if self.process is None or self.process.poll() is None:
            return None
        code = self.process.returncode
        if code < 0:
            try:
                return signal.Signals(-code).name
            except ValueError:
                return "signal %d" % -code
        return "exit %d" % code

    def crash_line(self):
        """The first line of this process's log that tells of a crash (the Swift runtime's or the backtracer's)."""
        try:
            with open(self.log_path, "rb") as f:
                f.seek(self.log_start)
                for line in f.read().decode("utf-8", "replace").splitlines():
                    if any(k in line for k in ("Program crashed", "Fatal error", "fatal error", "Crashed", "💣")):
                        return line.strip()[:240]
        except OSError:
            pass
        return None

    def children(self):
        """Processes the server started (the Swift runtime's backtracer after a crash): ended with it, or they keep
        the connections they inherited open and outlive the run."""
        found = []
        if self.process is None:
            return found
        for entry in os.listdir("/proc"):
            if entry.isdigit():
                try:
                    with open("/proc/%s/stat" % entry) as f:
                        if int(f.read().rsplit(")", 1)[1].split()[1]) == self.process.pid:
                            found.append(int(entry))
                except (OSError, ValueError, IndexError):
                    pass
        return found

    def log_tail(self, chars=2000):
        try:
            with open(self.log_path, errors="replace") as f:
                return f.read()[-chars:]
        except OSError:
            return ""

    def stop(self):
        """SIGTERM, then SIGKILL if it has not gone within 10 s. Safe to call twice."""
        if self.process is None:
            return None
        helpers = self.children()
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
                how = "SIGTERM"
            except subprocess.TimeoutExpired:
                helpers += self.children()
                self.process.kill()
                self.process.wait(timeout=10)
                how = "SIGKILL (SIGTERM did not stop it within 10 s)"
        else:
            how = "had already exited (%s)" % self.exit_status()
        for pid in set(helpers):
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
        return how

    def drop_schema(self):
        if not self.schema or not shutil.which("psql"):
            return
        try:
            subprocess.run(["psql", os.environ["DAYBOOK_DATABASE_URL"], "-q", "-c",
                            'DROP SCHEMA IF EXISTS "%s" CASCADE' % self.schema],
                           capture_output=True, timeout=30)
        except (OSError, subprocess.SubprocessError):
            pass


# --------------------------------------------------------------------------------------------------- the accounts

def new_account(base, name):
    email = "bench-%s-%s@example.org" % (name, uuid.uuid4().hex[:8])
    password = "correct horse battery"
    r = requests.post(base + "/api/v1/users", timeout=REQUEST_TIMEOUT,
                      json={"email": email, "password": password, "displayName": name, "timeZone": "UTC"})
    if r.status_code != 201:
        raise RuntimeError("POST /api/v1/users: %s %s" % (r.status_code, r.text[:300]))
    r = requests.post(base + "/api/v1/tokens", json={"email": email, "password": password}, timeout=REQUEST_TIMEOUT)
    if r.status_code != 201:
        raise RuntimeError("POST /api/v1/tokens: %s %s" % (r.status_code, r.text[:300]))
    return r.json()["token"]


def nightscout_endpoint(base, token):
    r = requests.get(base + "/api/v1/nightscout", headers={"Authorization": "Bearer " + token}, timeout=REQUEST_TIMEOUT)
    if r.status_code != 200:
        raise RuntimeError("GET /api/v1/nightscout: %s %s" % (r.status_code, r.text[:300]))
    body = r.json()
    return body["baseUrl"], hashlib.sha1(body["secret"].encode()).hexdigest()


def store_note(base_url, api_secret, notes, offset_ms):
    now_ms = int(time.time() * 1000) - offset_ms
    created = datetime.datetime.fromtimestamp(now_ms / 1000, datetime.timezone.utc)
    document = {"eventType": "Note", "created_at": created.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (now_ms % 1000),
                "date": now_ms, "notes": notes, "app": "bench"}
    r = requests.post(base_url + "/api/v3/treatments", json=document, timeout=REQUEST_TIMEOUT,
                      headers={"api-secret": api_secret})
    if r.status_code not in (200, 201):
        raise RuntimeError("POST /api/v3/treatments (%d-character note): %s %s" % (len(notes), r.status_code, r.text[:300]))
    # Read it back: the attack needs the whole note stored and searchable.
    r = requests.get(base_url + "/api/v3/treatments", timeout=REQUEST_TIMEOUT, headers={"api-secret": api_secret},
                     params={"date": str(now_ms), "limit": "10"})
    found = [d for d in (r.json().get("result") or []) if d.get("date") == now_ms] if r.status_code == 200 else []
    stored = len(found[0].get("notes") or "") if found else None
    if stored != len(notes):
        raise RuntimeError("the %d-character note reads back as %r (search answered %s)" % (len(notes), stored, r.status_code))
    return r.status_code


# ----------------------------------------------------------------------------------------------------- the victim

class Victim(threading.Thread):
    """One thread: GET /health, then GET /api/v1/me with the other account's token, one after another, each on a new
    connection (as separate people's clients arrive), 30 s timeout each (or `timeout`); until the phase ends. After a
    request that failed at once (a refused connection: the server has gone) it waits a tenth of a second."""

    ENDPOINTS = ("/health", "/api/v1/me")

    def __init__(self, base, token, stop, timeout=REQUEST_TIMEOUT):
        super().__init__(daemon=True)
        self.base, self.token, self.stop_event, self.timeout = base, token, stop, timeout
        self.samples = {e: [] for e in self.ENDPOINTS}   # (seconds since start, latency ms or None, outcome)
        self.started = None
        self.ended = None

    def one(self, path):
        headers = {"Connection": "close"}
        if path != "/health":
            headers["Authorization"] = "Bearer " + self.token
        t0 = time.monotonic()
        try:
            r = requests.get(self.base + path, headers=headers, timeout=(CONNECT_TIMEOUT, self.timeout))
            ms = (time.monotonic() - t0) * 1000
            outcome = "ok" if r.status_code == 200 else "status %d" % r.status_code
            return ms, outcome
        except requests.ConnectTimeout:
            return None, "connect timeout"
        except requests.Timeout:
            return None, "timeout"
        except requests.RequestException as e:
            return None, "error: " + type(e).__name__

    def run(self):
        self.started = time.monotonic()
        while not self.stop_event.is_set():
            for path in self.ENDPOINTS:
                if self.stop_event.is_set():
                    break
                at = time.monotonic() - self.started
                ms, outcome = self.one(path)
                self.samples[path].append((round(at, 3), ms, outcome))
                if outcome.startswith("error"):
                    self.stop_event.wait(0.1)
        self.ended = time.monotonic()


# -------------------------------------------------------------------------------------------------- the attackers

class RequestLoop(threading.Thread):
    """One request after another (http.client, so that the connection in flight can be shut from outside when the
    phase ends: the client goes away), from `source` (a loopback address of the attacker's own) when given, at most
    one each `interval` seconds when given. Records (latency ms or None, outcome) per request."""

    def __init__(self, base, path, stop, registry, label, method="GET", headers=None, body=None,
                 timeout=REQUEST_TIMEOUT, source=None, interval=0.0):
        super().__init__(daemon=True)
        parts = urllib.parse.urlsplit(base)
        self.host, self.port = parts.hostname, parts.port
        self.path, self.method, self.headers, self.body = path, method, dict(headers or {}), body
        self.headers.setdefault("Connection", "close")
        self.stop_event, self.registry, self.pattern = stop, registry, label
        self.timeout, self.source, self.interval = timeout, source, interval
        self.results = []   # (latency ms or None, outcome)

    def run(self):
        while not self.stop_event.is_set():
            conn = http.client.HTTPConnection(self.host, self.port, timeout=CONNECT_TIMEOUT,
                                              source_address=(self.source, 0) if self.source else None)
            t0 = time.monotonic()
            try:
                conn.connect()
                conn.sock.settimeout(self.timeout)
                with self.registry["lock"]:
                    self.registry["conns"].add(conn)
                conn.request(self.method, self.path, body=self.body, headers=self.headers)
                response = conn.getresponse()
                response.read()
                self.results.append(((time.monotonic() - t0) * 1000, str(response.status)))
            except socket.timeout:
                self.results.append((None, "timeout"))
            except (OSError, http.client.HTTPException) as e:
                outcome = "aborted at phase end" if self.stop_event.is_set() else "error: " + type(e).__name__
                self.results.append((None, outcome))
                if not self.stop_event.is_set():
                    time.sleep(0.2)   # a refused connection must not become a busy loop
            finally:
                with self.registry["lock"]:
                    self.registry["conns"].discard(conn)
                conn.close()
            if self.interval:
                self.stop_event.wait(max(0.0, t0 + self.interval - time.monotonic()))


class RegexAttacker(RequestLoop):
    """Searches the hostile account's treatments with a regular expression, one request after another."""

    def __init__(self, base_url, api_secret, pattern, stop, registry):
        path = urllib.parse.urlsplit(base_url).path + "/api/v3/treatments?" + "notes$re=" + urllib.parse.quote(pattern, safe="")
        super().__init__(base_url, path, stop, registry, pattern, headers={"api-secret": api_secret})


def shut_connections(registry):
    """The attackers go away: shut every connection still waiting for an answer (wakes their threads)."""
    with registry["lock"]:
        conns = list(registry["conns"])
    for conn in conns:
        try:
            conn.sock.shutdown(socket.SHUT_RDWR)
        except (OSError, AttributeError):
            pass
    return len(conns)


class SlowSockets(threading.Thread):
    """200 connections sending a request line and headers one byte a second, never finishing, and 20 sending a POST's
    headers at once and then its 100,000-byte body one byte a second. One thread, non-blocking sockets, select.
    Records when the server closed each (seconds after it was opened) and what it sent before closing."""

    def __init__(self, port, stop, headers=SLOW_HEADER_SOCKETS, bodies=SLOW_BODY_SOCKETS):
        super().__init__(daemon=True)
        self.port, self.stop_event = port, stop
        self.plan = [("header", i) for i in range(headers)] + [("body", i) for i in range(bodies)]
        self.sockets = []
        self.stats = {}

    @staticmethod
    def feed(kind):
        if kind == "header":
            prefix = b"GET /health HTTP/1.1\r\nHost: x\r\nX-Slow: "
            for i in range(len(prefix)):
                yield prefix[i:i + 1]
            while True:
                yield b"a"
        else:
            yield (b"POST /api/v1/users HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                   b"Content-Length: 100000\r\n\r\n")
            yield b"{"
            while True:
                yield b" "

    def run(self):
        t_start = time.monotonic()
        for kind, _ in self.plan:
            s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            s.setblocking(False)
            entry = {"sock": s, "kind": kind, "opened": time.monotonic(), "state": "connecting",
                     "feed": self.feed(kind), "sent": 0, "closed_after": None, "answer": None}
            try:
                s.connect(("127.0.0.1", self.port))
                entry["state"] = "open"
            except BlockingIOError:
                pass
            except OSError as e:
                entry["state"], entry["answer"] = "connect failed", type(e).__name__
                s.close()
            self.sockets.append(entry)
        self.open_seconds = time.monotonic() - t_start
        next_tick = time.monotonic()
        while not self.stop_event.is_set():
            now = time.monotonic()
            live = [e for e in self.sockets if e["state"] in ("open", "connecting")]
            if now >= next_tick:
                next_tick = now + 1.0
                for e in live:
                    self.tick(e)
            live = [e for e in self.sockets if e["state"] == "open"]
            if not live and not [e for e in self.sockets if e["state"] == "connecting"]:
                self.stop_event.wait(0.2)
                continue
            try:
                readable, _, _ = select.select([e["sock"] for e in live], [], [], min(0.2, max(0.0, next_tick - time.monotonic())))
            except (OSError, ValueError):
                readable = []
            for e in live:
                if e["sock"] in readable:
                    self.read(e)
        for e in self.sockets:
            if e["state"] in ("open", "connecting"):
                e["state"] = "open at phase end"
                e["sock"].close()
        self.summarise()

    def tick(self, e):
        s = e["sock"]
        if e["state"] == "connecting":
            err = s.getsockopt(socket.SOL_SOCKET, socket.SO_ERROR)
            _, writable, _ = select.select([], [s], [], 0)
            if err:
                self.closed(e, "connect failed: errno %d" % err)
                return
            if not writable:
                if time.monotonic() - e["opened"] > CONNECT_TIMEOUT:
                    self.closed(e, "connect timed out")
                return
            e["state"] = "open"
        try:
            e["sent"] += s.send(next(e["feed"]))
        except (BlockingIOError, InterruptedError):
            pass
        except OSError as err:
            self.closed(e, "send: " + (err.strerror or type(err).__name__))

    def read(self, e):
        try:
            data = e["sock"].recv(4096)
        except (BlockingIOError, InterruptedError):
            return
        except OSError as err:
            self.closed(e, "recv: " + (err.strerror or type(err).__name__))
            return
        if not data:
            self.closed(e, e["answer"] or "closed without an answer")
        elif e["answer"] is None:
            e["answer"] = data.split(b"\r\n", 1)[0].decode("latin-1")[:60]

    def closed(self, e, why):
        e["state"] = "closed by server" if not why.startswith("connect") else "connect failed"
        e["closed_after"] = round(time.monotonic() - e["opened"], 2)
        e["answer"] = why
        e["sock"].close()

    def summarise(self):
        for kind in ("header", "body"):
            mine = [e for e in self.sockets if e["kind"] == kind]
            closed = sorted(e["closed_after"] for e in mine if e["state"] == "closed by server")
            answers = {}
            for e in mine:
                if e["state"] == "closed by server":
                    answers[e["answer"]] = answers.get(e["answer"], 0) + 1
            self.stats[kind] = {
                "sockets": len(mine),
                "closed_by_server": len(closed),
                "connect_failed": sum(1 for e in mine if e["state"] == "connect failed"),
                "open_at_phase_end": sum(1 for e in mine if e["state"] == "open at phase end"),
                "closed_after_s": {"first": closed[0], "median": closed[len(closed) // 2], "last": closed[-1]} if closed else None,
                "closed_how": answers,
                "bytes_sent_max": max((e["sent"] for e in mine), default=0),
            }


# ------------------------------------------------------------------------------- the attacks from outside

# How each is made follows the attack suite (Tests/security/): outside.py and the test file named at each.
OUTSIDE_PHASES = ("multipart-kill", "pattern-hang", "open-files", "big-bodies", "engineio-flood", "heavy",
                  "apple-health-doctype")
OLD_PHASES = ("idle", "regex", "slow-sockets", "both")
OUTSIDE_VICTIM_TIMEOUT = 5.0    # the victim's allowance in these phases (the suite's HealthWatch)
MULTIPART_BODY = b"--b\r\n\xf2\xaf\x91\xb6\x14\xbbJ--b--\r\n"   # test_malformed_multipart.py: REPORTED
MULTIPART_INTERVAL = 0.25       # four a second
HANG_PATTERN = "(){1000}{1000}{1000}{1000}"                    # test_pattern_hang.py
HANG_THREADS = 2                # one per core
HANG_TIMEOUT = 10.0             # the suite's client gives up after 10 s, and the attacker sends another
OPEN_FILE_LIMIT = 2048          # test_open_files.py
IDLE_ADDRESSES = 8              # 127.0.0.2 … 127.0.0.9
IDLE_TOTAL = 3000
IDLE_BATCH = 200
BIG_ANNOUNCED = 262_144_000     # test_bodies_before_log_in.py: 250 MB
BIG_CONNECTIONS = 4
BIG_AFTER_ANSWER_S = 5.0        # how long an attacker keeps sending after an answer, to see whether it is read
ENGINE_HANDSHAKE = "/socket.io/?EIO=4&transport=polling"       # test_engine_io_flood.py
ENGINE_FLOOD = 4096
ENGINE_WORKERS = 8
ENGINE_BATCH = 32
ENGINE_FLOOD_SECONDS = 5.0
ENGINE_REPEAT_S = 60.0
HEAVY_NOTES = 40                # test_heavy_work.py
HEAVY_NOTE = "b" * 20_000
HEAVY_SEARCHES = 8
HEAVY_READ_ONLY_TOKENS = 3
HEAVY_IMPORT_READINGS = 300_000
DOCTYPE_LINES = 80_000          # test_apple_health_header.py


def attacker_address(n):
    """The n-th attacker's loopback address: 127.0.0.2, 127.0.0.3, … (as the attack suite's outside.py)."""
    return "127.0.0.%d" % (n + 1)


def enough_files_for_the_attackers(wanted=IDLE_TOTAL + 512):
    """The idle connections are this process's open files too: raise its own soft limit as far as allowed."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < wanted:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (wanted if hard == resource.RLIM_INFINITY else min(wanted, hard), hard))
        except (ValueError, OSError):
            pass
    return resource.getrlimit(resource.RLIMIT_NOFILE)[0]


def open_file_limit(limit):
    """Run in the server's child before exec: soft and hard limit `limit`, so `serve` cannot raise it."""
    return lambda: resource.setrlimit(resource.RLIMIT_NOFILE, (limit, limit))


def counts(values):
    out = {}
    for v in values:
        out[str(v)] = out.get(str(v), 0) + 1
    return out


def latency_summary(latencies_ms):
    lat = sorted(x for x in latencies_ms if x is not None)
    return {"answered": len(lat), "p50_ms": percentile(lat, 50), "p90_ms": percentile(lat, 90),
            "max_ms": lat[-1] if lat else None}


def nightscout_export(count):
    """A Nightscout entries export of `count` readings, five minutes apart (test_heavy_work.py)."""
    start_ms = 1_767_225_600_000  # 2026-01-01T00:00:00Z
    entries = (json.dumps({"type": "sgv", "sgv": 80 + i % 120, "date": start_ms + i * 300_000, "device": "xDrip-attack",
                           "direction": "Flat"}) for i in range(count))
    return ("[" + ",".join(entries) + "]").encode()


def doctype_zip():
    """An Apple Health export whose header repeats its document type (test_apple_health_header.py)."""
    xml = ('<?xml version="1.0" encoding="UTF-8"?>\n' + "<!DOCTYPE a>\n" * DOCTYPE_LINES +
           '<HealthData locale="en_US"></HealthData>\n').encode()
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("apple_health_export/export.xml", xml)
    return buffer.getvalue()


class Attack:
    """What a phase's attackers are: threads started with the victim, `finish()` once the phase's stop is set,
    `summary()` for the results."""

    def __init__(self):
        self.threads = []

    def finish(self):
        pass

    def summary(self):
        return {}


class LoopAttack(Attack):
    """Attackers that are RequestLoops: their outcomes by label."""

    def __init__(self, loops, **extra):
        super().__init__()
        self.threads = loops
        self.extra = extra

    def summary(self):
        out = summarise_attackers(self.threads)
        for label, a in out.items():
            a.pop("latencies_ms", None)
        return {"loops": out, **self.extra}


class DeathWatch(threading.Thread):
    """When the server process ended, in seconds since the phase's start (None while it runs)."""

    def __init__(self, server, stop):
        super().__init__(daemon=True)
        self.server, self.stop_event = server, stop
        self.started = time.monotonic()
        self.died_at = None

    def run(self):
        while not self.stop_event.is_set():
            if not self.server.alive():
                self.died_at = round(time.monotonic() - self.started, 2)
                return
            self.stop_event.wait(0.05)


class IdleConnections(threading.Thread, Attack):
    """`total` connections that send nothing, from `addresses` in turn, opened a batch at a time (smaller than the
    listen backlog), each batch once the server's open files stop changing (test_open_files.py: open_idle); held
    until the phase ends, then looked at (which the server closed) and closed."""

    def __init__(self, server, stop, addresses, total=IDLE_TOTAL, batch=IDLE_BATCH):
        threading.Thread.__init__(self, daemon=True)
        self.server, self.stop_event, self.addresses, self.total, self.batch = server, stop, addresses, total, batch
        self.port = int(urllib.parse.urlsplit(server.base).port)
        self.threads = [self]
        self.made, self.established, self.bind_failed = [], 0, 0
        self.peak_files, self.files_after_batches, self.opened_s = 0, [], None
        self.at_end = {}

    def sample_files(self):
        n = self.server.open_files()
        if n is not None:
            self.peak_files = max(self.peak_files, n)
        return n

    def run(self):
        t0 = time.monotonic()
        for first in range(0, self.total, self.batch):
            if self.stop_event.is_set():
                break
            pending = {}
            for i in range(first, min(self.total, first + self.batch)):
                s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
                s.setblocking(False)
                try:
                    s.bind((self.addresses[i % len(self.addresses)], 0))
                except OSError:
                    self.bind_failed += 1
                    s.close()
                    continue
                self.made.append(s)
                if s.connect_ex(("127.0.0.1", self.port)) == 0:
                    self.established += 1
                else:
                    pending[s.fileno()] = s
            # epoll, not select: these sockets' descriptors pass select's limit of 1,024
            selector = selectors.DefaultSelector()
            for s in pending.values():
                selector.register(s, selectors.EVENT_WRITE)
            deadline = time.monotonic() + 5
            while selector.get_map() and time.monotonic() < deadline and not self.stop_event.is_set():
                for key, _ in selector.select(timeout=min(0.2, max(0, deadline - time.monotonic()))):
                    selector.unregister(key.fileobj)
                    if key.fileobj.getsockopt(socket.SOL_SOCKET, socket.SO_ERROR) == 0:
                        self.established += 1
            selector.close()
            # The server takes the batch in (or does not): its open files stop changing.
            last, since, deadline = -1, time.monotonic(), time.monotonic() + 3
            while time.monotonic() < deadline and not self.stop_event.is_set():
                now = self.sample_files()
                if now is None:
                    break
                if now != last:
                    last, since = now, time.monotonic()
                elif time.monotonic() - since > 0.3:
                    break
                time.sleep(0.05)
            self.files_after_batches.append(last)
        self.opened_s = round(time.monotonic() - t0, 2)
        while not self.stop_event.wait(0.5):
            self.sample_files()
        self.look_and_close()

    def look_and_close(self):
        states = {}
        for s in self.made:
            try:
                s.getpeername()
            except OSError:
                states["never connected"] = states.get("never connected", 0) + 1
                continue
            try:
                data = s.recv(1, socket.MSG_PEEK | socket.MSG_DONTWAIT)
                state = "closed by the server" if data == b"" else "answered"
            except BlockingIOError:
                state = "open"
            except ConnectionResetError:
                state = "reset by the server"
            except OSError as e:
                state = "never connected" if e.errno in (107, 111) else "error %s" % e.errno  # ENOTCONN, ECONNREFUSED
            states[state] = states.get(state, 0) + 1
        for s in self.made:
            try:
                s.close()
            except OSError:
                pass
        self.at_end = states

    def summary(self):
        return {"addresses": "%s … %s" % (self.addresses[0], self.addresses[-1]), "asked": self.total,
                "made": len(self.made), "bind_failed": self.bind_failed, "established": self.established,
                "opened_in_s": self.opened_s, "server_open_files_peak": self.peak_files,
                "server_open_files_after_each_batch": self.files_after_batches, "at_phase_end": self.at_end,
                "server_open_file_limit": OPEN_FILE_LIMIT}


class RssSampler(threading.Thread):
    """The server's VmRSS every 0.1 s until `stop`: at the start, its peak, and the last seen."""

    def __init__(self, server, stop):
        super().__init__(daemon=True)
        self.server, self.stop_event = server, stop
        self.start_kb = server.rss_kb()
        self.peak_kb, self.last_kb = self.start_kb or 0, self.start_kb

    def run(self):
        while not self.stop_event.is_set():
            kb = self.server.rss_kb()
            if kb is None:
                return
            self.peak_kb, self.last_kb = max(self.peak_kb, kb), kb
            self.stop_event.wait(0.1)


class BigBody(threading.Thread):
    """POST /import with no cookie, multipart, Content-Length 250 MB, the body sent as fast as the server takes it;
    after an answer it goes on sending for BIG_AFTER_ANSWER_S (does the server read a body it has answered?), then
    closes and starts again. One record per connection."""

    def __init__(self, port, source, stop, registry):
        super().__init__(daemon=True)
        self.port, self.source, self.stop_event, self.registry = port, source, stop, registry
        self.results = []
        self.head = ("POST /import HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=x\r\n"
                     "Content-Length: %d\r\n\r\n" % BIG_ANNOUNCED).encode()
        self.chunk = b"a" * (256 * 1024)

    def run(self):
        while not self.stop_event.is_set():
            record = self.one()
            self.results.append(record)
            if record["ended"].startswith("connect"):
                self.stop_event.wait(0.2)

    def one(self):
        t0 = time.monotonic()
        record = {"status": None, "answered_after_s": None, "body_bytes_before_answer": None,
                  "body_bytes_after_answer": 0, "body_bytes_sent": 0, "ended": None, "seconds": None}
        try:
            s = socket.create_connection(("127.0.0.1", self.port), timeout=CONNECT_TIMEOUT, source_address=(self.source, 0))
        except OSError as e:
            record["ended"] = "connect failed: " + type(e).__name__
            return record
        with self.registry["lock"]:
            self.registry["socks"].add(s)
        s.setblocking(False)
        pending = memoryview(self.head + b"--x\r\n")
        head_len = len(self.head)
        sent, buf, done_at = 0, b"", None
        try:
            while True:
                now = time.monotonic()
                if self.stop_event.is_set():
                    record["ended"] = "phase end"
                    break
                if record["status"] is not None and now - t0 - record["answered_after_s"] > BIG_AFTER_ANSWER_S:
                    record["ended"] = "went on sending %.0f s after the answer" % BIG_AFTER_ANSWER_S
                    break
                body_sent = max(0, sent - head_len)
                if done_at is not None and now - done_at > 30:
                    record["ended"] = "whole body sent, no answer in 30 s"
                    break
                want_write = body_sent < BIG_ANNOUNCED
                r, w, _ = select.select([s], [s] if want_write else [], [], 0.2)
                if r:
                    try:
                        data = s.recv(65536)
                    except ConnectionResetError:
                        record["ended"] = "reset by the server"
                        break
                    if not data:
                        record["ended"] = "closed by the server"
                        break
                    buf += data
                    if record["status"] is None and b"\r\n" in buf:
                        try:
                            record["status"] = int(buf.split(b"\r\n", 1)[0].split()[1])
                        except (IndexError, ValueError):
                            record["status"] = buf[:40].decode("latin-1")
                        record["answered_after_s"] = round(time.monotonic() - t0, 3)
                        record["body_bytes_before_answer"] = body_sent
                    buf = buf[-4096:]
                if w:
                    if not len(pending):
                        left = BIG_ANNOUNCED - body_sent
                        pending = memoryview(self.chunk if left >= len(self.chunk) else self.chunk[:left])
                    try:
                        n = s.send(pending)
                    except (BlockingIOError, InterruptedError):
                        n = 0
                    except (BrokenPipeError, ConnectionResetError):
                        record["ended"] = "reset by the server while sending"
                        break
                    sent += n
                    pending = pending[n:]
                    if record["status"] is not None:
                        record["body_bytes_after_answer"] += n
                    if max(0, sent - head_len) >= BIG_ANNOUNCED and done_at is None:
                        done_at = time.monotonic()
        except OSError as e:
            record["ended"] = "error: " + type(e).__name__
        finally:
            with self.registry["lock"]:
                self.registry["socks"].discard(s)
            s.close()
        record["body_bytes_sent"] = max(0, sent - head_len)
        record["seconds"] = round(time.monotonic() - t0, 2)
        return record


class BigBodies(Attack):
    def __init__(self, server, stop, registry):
        super().__init__()
        port = int(urllib.parse.urlsplit(server.base).port)
        self.bodies = [BigBody(port, attacker_address(n + 1), stop, registry) for n in range(BIG_CONNECTIONS)]
        self.rss = RssSampler(server, stop)
        self.server = server
        self.threads = self.bodies + [self.rss]

    def finish(self):
        self.rss_end_kb = self.server.rss_kb()

    def summary(self):
        records = [r for b in self.bodies for r in b.results]
        answered = [r for r in records if r["status"] is not None]
        return {"connections_at_once": BIG_CONNECTIONS, "requests": len(records),
                "statuses": counts(r["status"] for r in records),
                "ended": counts(r["ended"] for r in records),
                "answered_after_s": latency_summary([r["answered_after_s"] * 1000 for r in answered]),
                "body_mb_before_answer_max": round(max((r["body_bytes_before_answer"] for r in answered), default=0) / 2**20, 1),
                "body_mb_after_answer_max": round(max((r["body_bytes_after_answer"] for r in records), default=0) / 2**20, 1),
                "body_mb_sent_total": round(sum(r["body_bytes_sent"] for r in records) / 2**20, 1),
                "body_mb_sent_max_one_connection": round(max((r["body_bytes_sent"] for r in records), default=0) / 2**20, 1),
                "rss_mb": {"start": round((self.rss.start_kb or 0) / 1024, 1), "peak": round(self.rss.peak_kb / 1024, 1),
                           "end": round((getattr(self, "rss_end_kb", None) or self.rss.last_kb or 0) / 1024, 1)},
                "records": records[:200]}


class _Answers:
    """Reads answers one after another from a connection that carries several (test_engine_io_flood.py)."""

    def __init__(self, connection):
        self.connection, self.data = connection, b""

    def _fill(self, deadline):
        self.connection.settimeout(max(0.05, deadline - time.monotonic()))
        try:
            chunk = self.connection.recv(65536)
        except OSError:
            return False
        self.data += chunk
        return bool(chunk)

    def answer(self, timeout=10):
        deadline = time.monotonic() + timeout
        while b"\r\n\r\n" not in self.data:
            if time.monotonic() > deadline or not self._fill(deadline):
                return None
        head, rest = self.data.split(b"\r\n\r\n", 1)
        lines = head.decode("latin-1").split("\r\n")
        length = 0
        for line in lines[1:]:
            if line.lower().startswith("content-length:"):
                length = int(line.split(":", 1)[1])
        while len(rest) < length:
            if time.monotonic() > deadline or not self._fill(deadline):
                return None
            rest = self.data.split(b"\r\n\r\n", 1)[1]
        self.data = rest[length:]
        try:
            return int(lines[0].split()[1])
        except (IndexError, ValueError):
            return None


class EngineFlood(threading.Thread, Attack):
    """ENGINE_FLOOD handshakes from one address in about ENGINE_FLOOD_SECONDS (ENGINE_WORKERS connections, batches of
    ENGINE_BATCH pipelined, paced), at the phase's start and every ENGINE_REPEAT_S after while it runs."""

    def __init__(self, server, stop):
        threading.Thread.__init__(self, daemon=True)
        self.port = int(urllib.parse.urlsplit(server.base).port)
        self.stop_event, self.source = stop, attacker_address(1)
        self.threads = [self]
        self.floods = []

    def run(self):
        t0 = time.monotonic()
        k = 0
        while not self.stop_event.is_set():
            started = time.monotonic()
            parts = [[] for _ in range(ENGINE_WORKERS)]
            workers = [threading.Thread(target=self.worker, args=(parts[w], started), daemon=True)
                       for w in range(ENGINE_WORKERS)]
            for w in workers:
                w.start()
            for w in workers:
                w.join(timeout=60)
            statuses = [st for part in parts for st in part]
            self.floods.append({"at_s": round(started - t0, 1), "sent": len(statuses),
                                "seconds": round(time.monotonic() - started, 2), "answers": counts(statuses)})
            k += 1
            if self.stop_event.wait(max(0.0, t0 + k * ENGINE_REPEAT_S - time.monotonic())):
                break

    def worker(self, statuses, started):
        request = ("GET %s HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n" % ENGINE_HANDSHAKE).encode()
        count = ENGINE_FLOOD // ENGINE_WORKERS
        batches = (count + ENGINE_BATCH - 1) // ENGINE_BATCH
        connection = None
        b = 0
        while len(statuses) < count and not self.stop_event.is_set():
            # paced: batch b no earlier than its share of ENGINE_FLOOD_SECONDS
            wait = started + b * ENGINE_FLOOD_SECONDS / batches - time.monotonic()
            if wait > 0:
                time.sleep(wait)
            b += 1
            if connection is None:
                try:
                    connection = socket.create_connection(("127.0.0.1", self.port), timeout=5,
                                                          source_address=(self.source, 0))
                except OSError:
                    statuses.append("connect failed")
                    time.sleep(0.2)
                    continue
            wanted = min(ENGINE_BATCH, count - len(statuses))
            try:
                connection.sendall(request * wanted)
            except OSError:
                connection.close()
                connection = None
                statuses.append(None)
                continue
            reader = _Answers(connection)
            for _ in range(wanted):
                status = reader.answer()
                statuses.append(status)
                if status is None:
                    connection.close()
                    connection = None
                    break
        if connection is not None:
            connection.close()

    def summary(self):
        return {"address": self.source, "floods": self.floods}


class EngineVictim(threading.Thread):
    """A Socket.IO client of the victim's: one Engine.IO handshake from 127.0.0.1 each second (5 s timeout),
    recording its status and latency, then closing the session it got (a close packet)."""

    def __init__(self, base, stop):
        super().__init__(daemon=True)
        self.base, self.stop_event = base, stop
        self.samples = []   # (seconds since start, ms or None, outcome)

    def run(self):
        t0 = time.monotonic()
        while not self.stop_event.is_set():
            start = time.monotonic()
            try:
                r = requests.get(self.base + ENGINE_HANDSHAKE, headers={"Connection": "close"},
                                 timeout=(CONNECT_TIMEOUT, OUTSIDE_VICTIM_TIMEOUT))
                ms = (time.monotonic() - start) * 1000
                outcome = str(r.status_code)
                sid = None
                if r.status_code == 200 and '"sid":"' in r.text:
                    sid = r.text.split('"sid":"', 1)[1].split('"', 1)[0]
                if sid:
                    try:
                        requests.post(self.base + ENGINE_HANDSHAKE + "&sid=" + sid, data=b"1",
                                      headers={"Content-Type": "text/plain;charset=UTF-8", "Connection": "close"},
                                      timeout=2)
                    except requests.RequestException:
                        pass
            except requests.Timeout:
                ms, outcome = None, "timeout"
            except requests.RequestException as e:
                ms, outcome = None, "error: " + type(e).__name__
            self.samples.append((round(start - t0, 2), ms, outcome))
            self.stop_event.wait(max(0.0, start + 1.0 - time.monotonic()))

    def summary(self):
        return {"handshakes": len(self.samples), "outcomes": counts(o for _, _, o in self.samples),
                "latency": latency_summary([ms for _, ms, o in self.samples if o == "200"]),
                "samples": [[at, None if ms is None else round(ms, 1), o] for at, ms, o in self.samples]}


class Upload(threading.Thread):
    """One Nightscout import as the heavy account (test_heavy_work.py: upload), a megabyte at a time on a raw
    connection; then waits for the answer until the phase ends (the connection is then simply closed)."""

    def __init__(self, port, bearer, body, stop, registry):
        super().__init__(daemon=True)
        self.port, self.bearer, self.body, self.stop_event, self.registry = port, bearer, body, stop, registry
        self.result = {"bytes": len(body), "sent": 0, "sent_in_s": None, "status": None, "answered_after_s": None,
                       "ended": None}

    def run(self):
        t0 = time.monotonic()
        try:
            s = socket.create_connection(("127.0.0.1", self.port), timeout=10, source_address=(attacker_address(1), 0))
        except OSError as e:
            self.result["ended"] = "connect failed: " + type(e).__name__
            return
        with self.registry["lock"]:
            self.registry["socks"].add(s)
        try:
            s.sendall(("POST /api/v1/imports?format=nightscout HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                       "Authorization: Bearer %s\r\nContent-Type: application/json\r\nContent-Length: %d\r\n"
                       "Connection: close\r\n\r\n" % (self.bearer, len(self.body))).encode())
            view = memoryview(self.body)
            s.settimeout(1.0)
            while self.result["sent"] < len(self.body) and not self.stop_event.is_set():
                try:
                    self.result["sent"] += s.send(view[self.result["sent"]:self.result["sent"] + (1 << 20)])
                except socket.timeout:
                    continue
            if self.result["sent"] >= len(self.body):
                self.result["sent_in_s"] = round(time.monotonic() - t0, 2)
            data = b""
            while not self.stop_event.is_set() and b"\r\n" not in data:
                try:
                    chunk = s.recv(65536)
                except socket.timeout:
                    continue
                if not chunk:
                    break
                data += chunk
            if b"\r\n" in data:
                try:
                    self.result["status"] = int(data.split(b"\r\n", 1)[0].split()[1])
                except (IndexError, ValueError):
                    self.result["status"] = data[:40].decode("latin-1")
                self.result["answered_after_s"] = round(time.monotonic() - t0, 2)
                self.result["ended"] = "answered"
            else:
                self.result["ended"] = "phase end" if self.stop_event.is_set() else "closed without an answer"
        except OSError as e:
            self.result["ended"] = ("phase end" if self.stop_event.is_set() else "error: ") + type(e).__name__
        finally:
            with self.registry["lock"]:
                self.registry["socks"].discard(s)
            s.close()


class Heavy(Attack):
    def __init__(self, server, ctx, stop, registry):
        super().__init__()
        heavy = ctx["heavy"]
        base_url = server.base + heavy["nightscout_path"]
        search = heavy["nightscout_path"] + "/api/v3/treatments?limit=1000&notes$re=zzz"
        credentials = [({"api-secret": heavy["api_secret"]}, "")] + \
            [({}, "&token=" + urllib.parse.quote(t)) for t in heavy["read_only_tokens"]]
        self.searches = []
        for n in range(HEAVY_SEARCHES):
            headers, extra = credentials[n % len(credentials)]
            label = "api-secret" if not extra else "read-only token %d" % (n % len(credentials))
            self.searches.append(RequestLoop(base_url, search + extra, stop, registry, label, headers=headers,
                                             source=attacker_address(1)))
        port = int(urllib.parse.urlsplit(server.base).port)
        self.upload = Upload(port, heavy["bearer"], ctx["heavy_import"], stop, registry)
        self.threads = self.searches + [self.upload]
        self.credentials = len(credentials)

    def summary(self):
        searches = summarise_attackers(self.searches)
        for a in searches.values():
            a.pop("latencies_ms", None)
        return {"searches": searches, "credentials": self.credentials,
                "import": self.upload.result}


def thread_cpu_by_name(before, after):
    """CPU seconds each thread name used between two snapshots of Server.thread_cpu(), and how many threads had it."""
    out = {}
    for tid, (name, seconds) in after.items():
        used = seconds - (before[tid][1] if tid in before else 0.0)
        entry = out.setdefault(name, {"threads": 0, "cpu_s": 0.0})
        entry["threads"] += 1
        entry["cpu_s"] = round(entry["cpu_s"] + used, 2)
    return dict(sorted(out.items(), key=lambda kv: -kv[1]["cpu_s"]))


def make_attack(name, server, ctx, stop, registry):
    base = server.base
    port = int(urllib.parse.urlsplit(base).port)
    if name == "multipart-kill":
        return LoopAttack([RequestLoop(base, "/login", stop, registry, "multipart to /login", method="POST",
                                       headers={"Content-Type": "multipart/form-data; boundary=b"},
                                       body=MULTIPART_BODY, timeout=OUTSIDE_VICTIM_TIMEOUT,
                                       source=attacker_address(1), interval=MULTIPART_INTERVAL)])
    if name == "pattern-hang":
        path = ctx["nightscout_path"] + "/api/v3/entries?type$re=" + urllib.parse.quote(HANG_PATTERN, safe="")
        return LoopAttack([RequestLoop(base, path, stop, registry, "type$re=" + HANG_PATTERN,
                                       headers={"api-secret": ctx["api_secret"]}, timeout=HANG_TIMEOUT,
                                       source=attacker_address(1)) for _ in range(HANG_THREADS)])
    if name == "open-files":
        return IdleConnections(server, stop, [attacker_address(n) for n in range(1, IDLE_ADDRESSES + 1)])
    if name == "big-bodies":
        return BigBodies(server, stop, registry)
    if name == "engineio-flood":
        return EngineFlood(server, stop)
    if name == "heavy":
        return Heavy(server, ctx, stop, registry)
    if name == "apple-health-doctype":
        return LoopAttack([RequestLoop(base, "/api/v1/imports?format=apple-health&dryRun=true", stop, registry,
                                       "apple-health dry run, %d DOCTYPE lines" % DOCTYPE_LINES, method="POST",
                                       headers={"Authorization": "Bearer " + ctx["hostile_token"],
                                                "Content-Type": "application/zip"},
                                       body=ctx["doctype_zip"], source=attacker_address(1))],
                          zip_bytes=len(ctx["doctype_zip"]))
    raise ValueError(name)


def shut_sockets(registry):
    """The raw sockets of the attackers still in flight at the phase's end are shut too."""
    with registry["lock"]:
        socks = list(registry.get("socks", ()))
    for s in socks:
        try:
            s.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
    return len(socks)


def run_outside_phase(name, server, ctx, seconds, settle_cap):
    if name == "open-files":
        server.preexec = open_file_limit(OPEN_FILE_LIMIT)
    try:
        server.start()
    finally:
        server.preexec = None
    settle_s, settled = wait_quiet(server, settle_cap, "before %s" % name)
    log("phase %s: %d s (settled after %.1f s%s)" % (name, seconds, settle_s, "" if settled else ", NOT quiet"))
    stop_victim, stop_attack = threading.Event(), threading.Event()
    registry = {"lock": threading.Lock(), "conns": set(), "socks": set()}
    attack = make_attack(name, server, ctx, stop_attack, registry)
    death = DeathWatch(server, threading.Event())
    tasks0 = server.thread_cpu()
    cpu0, wall0, rss0 = server.cpu_seconds(), time.monotonic(), server.rss_kb()
    victim = Victim(server.base, ctx["victim_token"], stop_victim, timeout=OUTSIDE_VICTIM_TIMEOUT)
    engine_victim = EngineVictim(server.base, stop_victim) if name == "engineio-flood" else None
    death.start()
    for t in attack.threads:
        t.start()
    victim.start()
    if engine_victim:
        engine_victim.start()
    time.sleep(seconds)
    stop_victim.set()
    stop_attack.set()
    stopped_at = time.monotonic()
    tasks1 = server.thread_cpu()
    cpu_attack = server.cpu_seconds()
    shut = shut_connections(registry) + shut_sockets(registry)
    join_by = time.monotonic() + CONNECT_TIMEOUT + 10
    for t in attack.threads:
        t.join(timeout=max(0.1, join_by - time.monotonic()))
    attack.finish()
    recovered = recovery(server, stopped_at) if server.alive() else {
        "health_under_100ms_after_s": None, "cpu_quiet_after_s": None, "cap_s": RECOVERY_CAP, "health_polls": []}
    victim.join(timeout=OUTSIDE_VICTIM_TIMEOUT + CONNECT_TIMEOUT + 5)
    if engine_victim:
        engine_victim.join(timeout=OUTSIDE_VICTIM_TIMEOUT + CONNECT_TIMEOUT + 5)
    death.stop_event.set()
    death.join(timeout=1)
    alive = server.alive()
    cpu1 = server.cpu_seconds()
    result = {
        "seconds": seconds,
        "settled_before_s": settle_s, "quiet_at_start": settled,
        "victim_timeout_s": OUTSIDE_VICTIM_TIMEOUT,
        "victim": summarise_victim(victim.samples),
        "victim_last_request_waited_s": round(victim.ended - stopped_at, 2) if victim.ended else None,
        "attack": attack.summary(),
        "attacker_connections_shut_at_end": shut,
        "recovery": recovered,
        "server_cpu_s": {
            "phase": None if cpu0 is None or cpu_attack is None else round(cpu_attack - cpu0, 2),
            "phase_and_after": None if cpu0 is None or cpu1 is None else round(cpu1 - cpu0, 2),
            "wall_s": round(time.monotonic() - wall0, 1),
        },
        "server_rss_mb": {"start": None if rss0 is None else round(rss0 / 1024, 1),
                          "end": None if server.rss_kb() is None else round(server.rss_kb() / 1024, 1)},
        "server_threads_at_end": server.threads(),
        "server_alive_at_end": alive,
        "server_died_at_s": death.died_at if death.died_at is not None else (None if alive else "after the phase"),
        "server_exit": server.exit_status(),
        "server_crash_line": server.crash_line(),
    }
    if engine_victim:
        result["victim_engineio"] = engine_victim.summary()
    if name == "heavy":
        result["thread_cpu_by_name"] = thread_cpu_by_name(tasks0, tasks1)
    result["server_survived"] = bool(alive and recovered.get("health_under_100ms_after_s") is not None)
    result["server_stopped"] = server.stop()
    rec = recovered
    log("  %s; /health < 100 ms after %s s; server stopped: %s" % (
        "died at %s s (%s)" % (result["server_died_at_s"], result["server_exit"]) if not alive else "alive",
        rec["health_under_100ms_after_s"], result["server_stopped"]))
    return result


# ------------------------------------------------------------------------------------------------------ the phases

def percentile(sorted_values, p):
    if not sorted_values:
        return None
    k = max(0, min(len(sorted_values) - 1, int(round(p / 100.0 * len(sorted_values) + 0.5)) - 1))
    return sorted_values[k]


def summarise_victim(samples):
    out = {}
    for path, rows in samples.items():
        done = sorted(ms for _, ms, outcome in rows if ms is not None)
        outcomes = {}
        for _, _, outcome in rows:
            outcomes[outcome] = outcomes.get(outcome, 0) + 1
        out[path] = {
            "count": len(rows),
            "answered": len(done),
            "p50_ms": percentile(done, 50), "p90_ms": percentile(done, 90), "p99_ms": percentile(done, 99),
            "max_ms": done[-1] if done else None,
            "timeouts": outcomes.get("timeout", 0) + outcomes.get("connect timeout", 0),
            "errors": sum(n for o, n in outcomes.items() if o not in ("ok", "timeout", "connect timeout")),
            "outcomes": outcomes,
            "samples": [[at, None if ms is None else round(ms, 2), o] for at, ms, o in rows],
        }
    return out


def summarise_attackers(attackers):
    by_pattern = {}
    for a in attackers:
        p = by_pattern.setdefault(a.pattern, {"threads": 0, "requests": 0, "outcomes": {}, "latencies_ms": []})
        p["threads"] += 1
        for ms, outcome in a.results:
            p["requests"] += 1
            p["outcomes"][outcome] = p["outcomes"].get(outcome, 0) + 1
            if ms is not None:
                p["latencies_ms"].append(round(ms, 1))
    for p in by_pattern.values():
        lat = sorted(p["latencies_ms"])
        p["p50_ms"], p["max_ms"] = percentile(lat, 50), (lat[-1] if lat else None)
    return by_pattern


def wait_quiet(server, cap, label):
    """Wait until the server's CPU stays under IDLE_CPU_CORES for a second, at most `cap` seconds."""
    t0 = time.monotonic()
    while time.monotonic() - t0 < cap and server.alive():
        c0 = server.cpu_seconds()
        time.sleep(1.0)
        c1 = server.cpu_seconds()
        if c0 is not None and c1 is not None and (c1 - c0) < IDLE_CPU_CORES:
            return round(time.monotonic() - t0, 1), True
    quiet = False
    log("%s: the server was still busy after %.0f s" % (label, cap))
    return round(time.monotonic() - t0, 1), quiet


def recovery(server, stopped_at):
    """After the attackers have gone: when /health answers under 100 ms three times running, and when the server's
    CPU falls under a tenth of a core for a second; both measured from `stopped_at`, at most RECOVERY_CAP."""
    health_at, cpu_at, streak = None, None, 0
    polls = []
    last_cpu, last_cpu_t = server.cpu_seconds(), time.monotonic()
    deadline = stopped_at + RECOVERY_CAP
    while time.monotonic() < deadline and (health_at is None or cpu_at is None) and server.alive():
        t0 = time.monotonic()
        try:
            r = requests.get(server.base + "/health", headers={"Connection": "close"},
                             timeout=(CONNECT_TIMEOUT, max(1.0, deadline - t0)))
            ms = (time.monotonic() - t0) * 1000 if r.status_code == 200 else None
        except requests.RequestException:
            ms = None
        polls.append([round(t0 - stopped_at, 2), None if ms is None else round(ms, 1)])
        if ms is not None and ms < IDLE_HEALTH_MS:
            streak += 1
            if streak == 3 and health_at is None:
                health_at = round(time.monotonic() - stopped_at, 2)
        else:
            streak = 0
        now = time.monotonic()
        if now - last_cpu_t >= 1.0:
            cpu = server.cpu_seconds()
            if cpu is not None and last_cpu is not None and cpu_at is None and (cpu - last_cpu) / (now - last_cpu_t) < IDLE_CPU_CORES:
                cpu_at = round(now - stopped_at, 2)
            last_cpu, last_cpu_t = cpu, now
        time.sleep(0.1)
    return {"health_under_100ms_after_s": health_at, "cpu_quiet_after_s": cpu_at, "cap_s": RECOVERY_CAP,
            "health_polls": polls[:600]}


def run_phase(name, server, ctx, seconds, settle_cap):
    regex = name in ("regex", "both")
    slow = name in ("slow-sockets", "both")
    server.start()
    base_url = server.base + ctx["nightscout_path"]
    settle_s, settled = wait_quiet(server, settle_cap, "before %s" % name)
    log("phase %s: %d s (settled after %.1f s%s)" % (name, seconds, settle_s, "" if settled else ", NOT quiet"))
    cpu0, wall0 = server.cpu_seconds(), time.monotonic()
    stop_victim, stop_attack = threading.Event(), threading.Event()
    registry = {"lock": threading.Lock(), "conns": set()}
    attackers, sockets = [], None
    if regex:
        attackers = [RegexAttacker(base_url, ctx["api_secret"], REGEX_SLOW, stop_attack, registry) for _ in range(3)]
        attackers.append(RegexAttacker(base_url, ctx["api_secret"], REGEX_SHORT, stop_attack, registry))
    if slow:
        sockets = SlowSockets(int(urllib.parse.urlsplit(server.base).port), stop_attack)
    for t in attackers + ([sockets] if sockets else []):
        t.start()
    victim = Victim(server.base, ctx["victim_token"], stop_victim)
    victim.start()
    time.sleep(seconds)
    stop_victim.set()
    stop_attack.set()
    stopped_at = time.monotonic()
    shut = shut_connections(registry)
    cpu_attack = server.cpu_seconds()
    recovered = {}
    watcher = None
    if regex:   # from the moment the attackers went away, alongside the victim's last request
        watcher = threading.Thread(target=lambda: recovered.update(recovery(server, stopped_at)), daemon=True)
        watcher.start()
    join_by = time.monotonic() + CONNECT_TIMEOUT + 5
    for t in attackers + ([sockets] if sockets else []):
        t.join(timeout=max(0.1, join_by - time.monotonic()))
    victim.join(timeout=REQUEST_TIMEOUT + CONNECT_TIMEOUT + 5)   # its last request may still be waiting
    if watcher:
        watcher.join(timeout=RECOVERY_CAP + REQUEST_TIMEOUT + 10)
    result = {
        "seconds": seconds,
        "settled_before_s": settle_s, "quiet_at_start": settled,
        "victim": summarise_victim(victim.samples),
        # how long after the phase's end the victim's last request came back (or timed out)
        "victim_last_request_waited_s": round(victim.ended - stopped_at, 2) if victim.ended else None,
    }
    if regex:
        result["attackers"] = summarise_attackers(attackers)
        result["attacker_connections_shut_at_end"] = shut
        result["recovery"] = recovered or {"health_under_100ms_after_s": None, "cpu_quiet_after_s": None,
                                           "cap_s": RECOVERY_CAP, "health_polls": []}
        rec = result["recovery"]
        log("  recovery: /health < 100 ms after %s s, CPU quiet after %s s" % (rec["health_under_100ms_after_s"], rec["cpu_quiet_after_s"]))
    if sockets:
        result["slow_sockets"] = sockets.stats
        result["slow_sockets"]["open_seconds"] = round(getattr(sockets, "open_seconds", 0.0), 2)
    cpu1 = server.cpu_seconds()
    result["server_cpu_s"] = {
        "phase": None if cpu0 is None or cpu_attack is None else round(cpu_attack - cpu0, 2),
        "phase_and_after": None if cpu0 is None or cpu1 is None else round(cpu1 - cpu0, 2),
        "wall_s": round(time.monotonic() - wall0, 1),
    }
    result["server_threads_at_end"] = server.threads()
    result["server_alive_at_end"] = server.alive()
    result["server_stopped"] = server.stop()
    log("  server stopped: %s" % result["server_stopped"])
    return result


def heavy_account(base):
    """The heavy phase's account (test_heavy_work.py): HEAVY_NOTES notes of 20,000 characters and read-only
    Nightscout tokens besides its api-secret. A token the binary will not make is recorded, and the searches go on
    with the credentials there are."""
    bearer = new_account(base, "heavy")
    base_url, api_secret = nightscout_endpoint(base, bearer)
    for i in range(HEAVY_NOTES):
        store_note(base_url, api_secret, "note %d " % i + HEAVY_NOTE, offset_ms=(i + 1) * 60_000)
    tokens, refused = [], []
    for i in range(HEAVY_READ_ONLY_TOKENS):
        r = requests.post(base + "/api/v1/nightscout/tokens", json={"name": "reader %d" % i, "role": "readable"},
                          headers={"Authorization": "Bearer " + bearer}, timeout=REQUEST_TIMEOUT)
        if r.status_code in (200, 201) and r.json().get("token"):
            tokens.append(r.json()["token"])
        else:
            refused.append("%s %s" % (r.status_code, r.text[:200]))
    alone = requests.get(base_url + "/api/v3/treatments?limit=1000&notes$re=zzz", headers={"api-secret": api_secret},
                         timeout=REQUEST_TIMEOUT)
    return {"bearer": bearer, "api_secret": api_secret, "nightscout_path": urllib.parse.urlsplit(base_url).path,
            "read_only_tokens": tokens, "tokens_refused": refused,
            "one_search_alone": {"status": alone.status_code, "ms": round(alone.elapsed.total_seconds() * 1000, 1)}}


# ------------------------------------------------------------------------------------------------------ the report

def fmt(v, digits=1):
    if v is None:
        return "-"
    if isinstance(v, float):
        return ("%." + str(digits) + "f") % v if v < 1000 else "%.0f" % v
    return str(v)


def report(results):
    lines = []
    meta = results["meta"]
    lines.append("daybook hostile-load benchmark — %s, %s, %s s per phase, %s" % (
        meta["date"], meta["database"], meta["phase_seconds"], meta["binary"]))
    lines.append("machine: %s cores, %s, load average at start %s" % (meta["nproc"], meta["cpu"], meta["loadavg_start"]))
    lines.append("")
    lines.append("%-20s %-11s %6s %9s %9s %9s %9s %8s %6s" % ("phase", "endpoint", "count", "p50 ms", "p90 ms", "p99 ms",
                                                           "max ms", "timeouts", "errors"))
    for name, ph in results["phases"].items():
        for path, s in ph["victim"].items():
            lines.append("%-20s %-11s %6d %9s %9s %9s %9s %8d %6d" % (name, path, s["count"], fmt(s["p50_ms"]), fmt(s["p90_ms"]),
                                                                   fmt(s["p99_ms"]), fmt(s["max_ms"]), s["timeouts"], s["errors"]))
    lines.append("")
    lines.append("%-20s %9s %14s %8s  %-15s %s" % ("phase", "CPU s", "CPU s (+after)", "wall s", "quiet at start",
                                                  "server stopped by"))
    for name, ph in results["phases"].items():
        c = ph["server_cpu_s"]
        lines.append("%-20s %9s %14s %8s  %-15s %s" % (name, fmt(c["phase"], 2), fmt(c["phase_and_after"], 2), fmt(c["wall_s"]),
                                                      "yes" if ph["quiet_at_start"] else "no (%s s)" % ph["settled_before_s"],
                                                      ph["server_stopped"]))
    for name, ph in results["phases"].items():
        if "attackers" in ph:
            lines.append("")
            lines.append("attackers, %s:" % name)
            for pattern, a in ph["attackers"].items():
                outcomes = ", ".join("%s × %d" % (o, n) for o, n in sorted(a["outcomes"].items()))
                lines.append("  notes$re=%-9s %d threads, %d requests: %s; answered p50 %s ms, max %s ms" % (
                    pattern, a["threads"], a["requests"], outcomes or "none", fmt(a["p50_ms"]), fmt(a["max_ms"])))
            rec = ph["recovery"]
            lines.append("  after the attackers left (%d connections shut): /health < 100 ms ×3 after %s s, server CPU quiet after %s s (cap %d s)" % (
                ph["attacker_connections_shut_at_end"],
                fmt(rec["health_under_100ms_after_s"], 2) if rec["health_under_100ms_after_s"] is not None else "> cap",
                fmt(rec["cpu_quiet_after_s"], 2) if rec["cpu_quiet_after_s"] is not None else "> cap", rec["cap_s"]))
        if "slow_sockets" in ph:
            lines.append("")
            lines.append("slow sockets, %s:" % name)
            for kind in ("header", "body"):
                s = ph["slow_sockets"][kind]
                when = s["closed_after_s"]
                lines.append("  %-6s %3d sockets: %3d closed by the server%s, %d still open at phase end, %d failed to connect%s" % (
                    kind, s["sockets"], s["closed_by_server"],
                    " (after %s / %s / %s s: first / median / last)" % (when["first"], when["median"], when["last"]) if when else "",
                    s["open_at_phase_end"], s["connect_failed"],
                    "; " + ", ".join("%s × %d" % kv for kv in s["closed_how"].items()) if s["closed_how"] else ""))
    for name, ph in results["phases"].items():
        if "attack" in ph:
            lines.append("")
            lines += describe_outside(name, ph)
    lines.append("")
    lines.append("whole run %s s" % results.get("wall_s"))
    return "\n".join(lines)


def describe_outside(name, ph):
    """The report's lines for one attack from outside: the server's fate, /health, and what the attackers got."""
    lines = []
    h = ph["victim"]["/health"]
    if ph["server_alive_at_end"]:
        fate = "alive at the end"
    else:
        fate = "DIED at %s s (%s)" % (ph["server_died_at_s"], ph["server_exit"])
    lines.append("%s: server %s%s; /health %d sent, %d answered 200, %d timed out, %d failed otherwise (%s)" % (
        name, fate, "; crash: " + ph["server_crash_line"] if ph.get("server_crash_line") else "",
        h["count"], h["outcomes"].get("ok", 0), h["timeouts"], h["errors"],
        ", ".join("%s × %d" % kv for kv in sorted(h["outcomes"].items()))))
    rec = ph["recovery"]
    lines.append("  after the attackers left: /health < 100 ms ×3 after %s, CPU quiet after %s; RSS %s → %s MB; stopped: %s" % (
        fmt(rec["health_under_100ms_after_s"], 2) + " s" if rec["health_under_100ms_after_s"] is not None else "- (cap %d s)" % rec["cap_s"],
        fmt(rec["cpu_quiet_after_s"], 2) + " s" if rec["cpu_quiet_after_s"] is not None else "-",
        ph["server_rss_mb"]["start"], ph["server_rss_mb"]["end"], ph["server_stopped"]))
    a = ph["attack"]
    for label, loop in sorted((a.get("loops") or a.get("searches") or {}).items()):
        outcomes = ", ".join("%s × %d" % (o, n) for o, n in sorted(loop["outcomes"].items()))
        lines.append("  %s: %d threads, %d requests: %s; answered p50 %s ms, max %s ms" % (
            label, loop["threads"], loop["requests"], outcomes or "none", fmt(loop["p50_ms"]), fmt(loop["max_ms"])))
    if "import" in a:
        lines.append("  import: %s" % json.dumps(a["import"]))
    if "asked" in a:
        lines.append("  idle connections: %d asked from %s, %d established in %s s; server open files peak %d (limit %d); at phase end %s" % (
            a["asked"], a["addresses"], a["established"], a["opened_in_s"], a["server_open_files_peak"],
            a["server_open_file_limit"], json.dumps(a["at_phase_end"])))
    if "rss_mb" in a:
        lines.append("  big bodies: %d requests (%d at once): statuses %s; ended %s" % (
            a["requests"], a["connections_at_once"], json.dumps(a["statuses"]), json.dumps(a["ended"])))
        lines.append("    answered after p50 %s / max %s ms; body read before the answer at most %s MB, sent after it at most %s MB, %s MB sent in all; server RSS %s" % (
            fmt(a["answered_after_s"]["p50_ms"]), fmt(a["answered_after_s"]["max_ms"]), a["body_mb_before_answer_max"],
            a["body_mb_after_answer_max"], a["body_mb_sent_total"], json.dumps(a["rss_mb"])))
    if "floods" in a:
        for f in a["floods"]:
            lines.append("  flood at %s s from %s: %d handshakes in %s s: %s" % (f["at_s"], a["address"], f["sent"], f["seconds"],
                                                                               json.dumps(f["answers"])))
    if "victim_engineio" in ph:
        e = ph["victim_engineio"]
        lines.append("  the victim's handshakes from 127.0.0.1: %d, %s; 200s answered p50 %s ms, max %s ms" % (
            e["handshakes"], json.dumps(e["outcomes"]), fmt(e["latency"]["p50_ms"]), fmt(e["latency"]["max_ms"])))
    if "thread_cpu_by_name" in ph:
        lines.append("  server CPU by thread name during the phase: " + ", ".join(
            "%s (%d) %.2f s" % (n, v["threads"], v["cpu_s"]) for n, v in ph["thread_cpu_by_name"].items() if v["cpu_s"] > 0))
    return lines


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bin", required=True, help="the daybook binary")
    parser.add_argument("--phase-seconds", type=float, default=20)
    parser.add_argument("--settle-cap", type=float, default=30,
                        help="before each phase, wait at most this long for the server's CPU to be quiet")
    parser.add_argument("--phases", default="idle,regex,slow-sockets,both",
                        help="comma-separated phases; 'outside' stands for the seven attacks from outside, 'all' for "
                             "every phase")
    parser.add_argument("--out", help="write the results as JSON here")
    args = parser.parse_args()
    phases = []
    for p in (p.strip() for p in args.phases.split(",")):
        if not p:
            continue
        named = {"outside": OUTSIDE_PHASES, "all": OLD_PHASES + OUTSIDE_PHASES}.get(p, (p,))
        phases += [n for n in named if n not in phases]
    for p in phases:
        if p not in OLD_PHASES + OUTSIDE_PHASES:
            parser.error("unknown phase %r" % p)
    if "open-files" in phases:
        files = enough_files_for_the_attackers()
        if files < IDLE_TOTAL + 512:
            log("this process may open %d files, fewer than the %d the idle connections need" % (files, IDLE_TOTAL + 512))

    server = Server(args.bin)
    # The watchdog: whatever happens, the run ends. Per phase: the settle wait, the phase, the victim's last request,
    # the attackers' joins and the recovery; plus start-up and set-up.
    budget = 180 + len(phases) * (90 + args.settle_cap + args.phase_seconds + REQUEST_TIMEOUT + RECOVERY_CAP + 20 + 30)

    def watchdog():
        log("watchdog: the run exceeded %.0f s, killing the server and exiting" % budget)
        try:
            if server.process is not None:
                server.process.kill()
        finally:
            os._exit(3)

    timer = threading.Timer(budget, watchdog)
    timer.daemon = True
    timer.start()

    def on_signal(signum, frame):
        raise KeyboardInterrupt("signal %d" % signum)
    signal.signal(signal.SIGTERM, on_signal)

    t_run = time.monotonic()
    try:
        load = open("/proc/loadavg").read().split()[:3]
    except OSError:
        load = None
    cpu_model = platform.processor() or ""
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                cpu_model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    results = {"meta": {"date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
                        "binary": os.path.abspath(args.bin), "database": server.database,
                        "phase_seconds": args.phase_seconds, "nproc": os.cpu_count(), "cpu": cpu_model,
                        "loadavg_start": " ".join(load) if load else None,
                        "request_timeout_s": REQUEST_TIMEOUT, "recovery_cap_s": RECOVERY_CAP,
                        "slow_sockets": {"header": SLOW_HEADER_SOCKETS, "body": SLOW_BODY_SOCKETS},
                        "patterns": {"slow": REGEX_SLOW, "short": REGEX_SHORT},
                        "notes": {"long": "b × %d" % len(LONG_NOTE), "short": SHORT_NOTE}},
               "phases": {}}
    code = 0
    try:
        log("starting %s (%s) in %s" % (args.bin, server.database, server.work))
        server.start()
        victim_token = new_account(server.base, "victim")
        hostile_token = new_account(server.base, "hostile")
        base_url, api_secret = nightscout_endpoint(server.base, hostile_token)
        store_note(base_url, api_secret, LONG_NOTE, offset_ms=60_000)
        store_note(base_url, api_secret, SHORT_NOTE, offset_ms=30_000)
        ctx = {"victim_token": victim_token, "api_secret": api_secret, "hostile_token": hostile_token,
               "nightscout_path": urllib.parse.urlsplit(base_url).path}
        log("accounts ready; hostile endpoint %s" % base_url)
        if "heavy" in phases:
            ctx["heavy"] = heavy_account(server.base)
            ctx["heavy_import"] = nightscout_export(HEAVY_IMPORT_READINGS)
            results["heavy_setup"] = {"notes": HEAVY_NOTES, "read_only_tokens": len(ctx["heavy"]["read_only_tokens"]),
                                      "tokens_refused": ctx["heavy"]["tokens_refused"],
                                      "one_search_alone": ctx["heavy"]["one_search_alone"],
                                      "import_bytes": len(ctx["heavy_import"])}
            log("heavy account ready: %d notes, %d read-only tokens, a %.1f MB import" % (
                HEAVY_NOTES, len(ctx["heavy"]["read_only_tokens"]), len(ctx["heavy_import"]) / 2**20))
        if "apple-health-doctype" in phases:
            ctx["doctype_zip"] = doctype_zip()
        results["setup_server_stopped"] = server.stop()
        for name in phases:
            run = run_outside_phase if name in OUTSIDE_PHASES else run_phase
            results["phases"][name] = run(name, server, ctx, args.phase_seconds, args.settle_cap)
    except KeyboardInterrupt as e:
        log("interrupted: %s" % e)
        results["interrupted"] = str(e)
        code = 130
    except Exception as e:   # a benchmark reports what it has; the server is stopped below either way
        log("error: %s: %s" % (type(e).__name__, e))
        results["error"] = "%s: %s" % (type(e).__name__, e)
        code = 1
    finally:
        if server.alive():
            results["server_stopped_after_error"] = server.stop()
        server.drop_schema()
        timer.cancel()
    results["wall_s"] = round(time.monotonic() - t_run, 1)
    if code:
        results["server_log_tail"] = server.log_tail()
    text = report(results)
    print(text, flush=True)
    if args.out:
        with open(args.out, "w") as f:
            json.dump(results, f, indent=1)
        log("wrote %s" % args.out)
    return code


if __name__ == "__main__":
    sys.exit(main())
