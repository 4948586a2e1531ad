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
import json
import os
import platform
import select
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

    def start(self):
        port = free_port()
        logfile = open(self.log_path, "a")
        self.process = subprocess.Popen([self.binary, "serve", "--hostname", "127.0.0.1", "--port", str(port)],
                                        cwd=self.work, env=self.env, stdout=logfile, stderr=subprocess.STDOUT)
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
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
                how = "SIGTERM"
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=10)
                how = "SIGKILL (SIGTERM did not stop it within 10 s)"
        else:
            how = "had already exited (%s)" % self.process.returncode
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
    connection (as separate people's clients arrive), 30 s timeout each; until the phase ends."""

    ENDPOINTS = ("/health", "/api/v1/me")

    def __init__(self, base, token, stop):
        super().__init__(daemon=True)
        self.base, self.token, self.stop_event = base, token, stop
        self.samples = {e: [] for e in self.ENDPOINTS}   # (seconds since start, latency ms or None, outcome)
        self.started = None
        self.ended = None

    def one(self, path):
        headers = {"Connection": "close"}
        if path != "/health":
            headers["Authorization"] = "Bearer " + self.token
        t0 = time.monotonic()
        try:
            r = requests.get(self.base + path, headers=headers, timeout=(CONNECT_TIMEOUT, REQUEST_TIMEOUT))
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
        self.ended = time.monotonic()


# -------------------------------------------------------------------------------------------------- the attackers

class RegexAttacker(threading.Thread):
    """Searches the hostile account's treatments with a regular expression, one request after another (http.client,
    so that the connection in flight can be shut from outside when the phase ends: the client goes away)."""

    def __init__(self, base_url, api_secret, pattern, stop, registry):
        super().__init__(daemon=True)
        parts = urllib.parse.urlsplit(base_url)
        self.host, self.port = parts.hostname, parts.port
        self.path = parts.path + "/api/v3/treatments?" + "notes$re=" + urllib.parse.quote(pattern, safe="")
        self.api_secret, self.pattern, self.stop_event, self.registry = api_secret, pattern, stop, registry
        self.results = []   # (latency ms or None, outcome)

    def run(self):
        while not self.stop_event.is_set():
            conn = http.client.HTTPConnection(self.host, self.port, timeout=CONNECT_TIMEOUT)
            t0 = time.monotonic()
            try:
                conn.connect()
                conn.sock.settimeout(REQUEST_TIMEOUT)
                with self.registry["lock"]:
                    self.registry["conns"].add(conn)
                conn.request("GET", self.path, headers={"api-secret": self.api_secret, "Connection": "close"})
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
    lines.append("%-13s %-11s %6s %9s %9s %9s %9s %8s %6s" % ("phase", "endpoint", "count", "p50 ms", "p90 ms", "p99 ms",
                                                           "max ms", "timeouts", "errors"))
    for name, ph in results["phases"].items():
        for path, s in ph["victim"].items():
            lines.append("%-13s %-11s %6d %9s %9s %9s %9s %8d %6d" % (name, path, s["count"], fmt(s["p50_ms"]), fmt(s["p90_ms"]),
                                                                   fmt(s["p99_ms"]), fmt(s["max_ms"]), s["timeouts"], s["errors"]))
    lines.append("")
    lines.append("%-13s %9s %14s %8s  %-15s %s" % ("phase", "CPU s", "CPU s (+after)", "wall s", "quiet at start",
                                                  "server stopped by"))
    for name, ph in results["phases"].items():
        c = ph["server_cpu_s"]
        lines.append("%-13s %9s %14s %8s  %-15s %s" % (name, fmt(c["phase"], 2), fmt(c["phase_and_after"], 2), fmt(c["wall_s"]),
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
    lines.append("")
    lines.append("whole run %s s" % results.get("wall_s"))
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bin", required=True, help="the daybook binary")
    parser.add_argument("--phase-seconds", type=float, default=20)
    parser.add_argument("--settle-cap", type=float, default=30,
                        help="before each phase, wait at most this long for the server's CPU to be quiet")
    parser.add_argument("--phases", default="idle,regex,slow-sockets,both")
    parser.add_argument("--out", help="write the results as JSON here")
    args = parser.parse_args()
    phases = [p.strip() for p in args.phases.split(",") if p.strip()]
    for p in phases:
        if p not in ("idle", "regex", "slow-sockets", "both"):
            parser.error("unknown phase %r" % p)

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
        ctx = {"victim_token": victim_token, "api_secret": api_secret,
               "nightscout_path": urllib.parse.urlsplit(base_url).path}
        log("accounts ready; hostile endpoint %s" % base_url)
        results["setup_server_stopped"] = server.stop()
        for name in phases:
            results["phases"][name] = run_phase(name, server, ctx, args.phase_seconds, args.settle_cap)
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
