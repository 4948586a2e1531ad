#!/usr/bin/env python3
"""Crash sweep: the real daybook binary on a loopback port, sent a few thousand malformed requests made
from every operation of its own /openapi.json and every web form (Tests/security/page_forms.py), signed
in (a bearer token; a web session's cookie with its form token) and not. The malformations are the ones
that broke servers before: bad multipart (bytes over 0x7f in part header names, empty and huge boundaries,
unterminated parts), bad percent-encoding, invalid UTF-8 in bodies, queries and paths, numbers no type
holds, JSON nested 10,000 deep, duplicate keys, wrong types, headers of every length and number, odd
methods. Requests go out in batches; after each one the same process (same PID) must answer /health, and
no answer may be a 5xx, except a deliberate refusal (503 carrying Retry-After). Bounded: a fixed seed, a
fixed number of requests and a time cap. Exits non-zero on a crash, a hang of /health or any 5xx.

Knobs: DAYBOOK_BIN (else `swift build --show-bin-path`/daybook), DAYBOOK_DATABASE_URL (PostgreSQL: a
schema of its own; else a fresh SQLite file), SWEEP_SEED (2026), SWEEP_COUNT (3000), SWEEP_SECONDS (240),
SWEEP_BATCH (200), SWEEP_PORT (0: one the system gives). Every 5xx and the batch that ended the server are written to
the folder printed at the end, as Python byte strings, so that a finding can be replayed."""
import copy
import json
import os
import random
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import uuid

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
sys.path[:0] = [os.path.join(ROOT, "Tests", "security"), os.path.join(ROOT, "Tests")]

ATTACKER = "127.0.0.2"  # the sweep's requests; /health is asked from 127.0.0.1
PASSWORD = "correct horse battery"
HUGE_NUMBERS = ["1e400", "-1e400", "-1", "0", "9223372036854775808", "-9223372036854775809", "9223372036854775807",
                "18446744073709551616", "1e-400", "NaN", "Infinity", "-0", "4.9e-324", "1.7976931348623157e309",
                "123456789012345678901234567890"]
BAD_PERCENT = ["%", "%G1", "%C0%80", "%ff", "%00", "%E2%82", "%%", "%2", "%u0041", "%ED%A0%80", "%F4%90%80%80"]
BAD_UTF8 = [b"\xff", b"\xc0\x80", b"\xed\xa0\x80", b"\xf4\x90\x80\x80", b"\xe2\x82", b"\x80", b"\xf2\xaf\x91\xb6\x14\xbbJ",
            b"\xfe\xfe\xff\xff", b"\x00"]
ODD_METHODS = ["PROPFIND", "TRACE", "get", "Post", "FOO", "M" * 300, "PATCH", "DELETE", "PUT", "OPTIONS", "HEAD",
               "MKCOL", "QUERY", "G\xe9T"]


def binary():
    if os.environ.get("DAYBOOK_BIN"):
        return os.environ["DAYBOOK_BIN"]
    out = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True, check=True)
    return os.path.join(out.stdout.strip(), "daybook")


# Vapor's notice once the listening socket is bound, naming the port (the one the system gave for port 0).
STARTED = re.compile(r"Server started on http://127\.0\.0\.1:(\d+)")


# --- raw HTTP ----------------------------------------------------------------------------------------

def exchange(port, raw, source=ATTACKER, timeout=10):
    """Sends `raw` on a connection of its own: (status, headers) of the answer, status None when none came
    (the connection closed or nothing came within `timeout`)."""
    try:
        connection = socket.create_connection(("127.0.0.1", port), timeout=timeout, source_address=(source, 0))
    except OSError:
        return None, {}
    try:
        connection.sendall(raw)
        data, deadline = b"", time.monotonic() + timeout
        while b"\r\n\r\n" not in data and time.monotonic() < deadline:
            connection.settimeout(max(0.05, deadline - time.monotonic()))
            chunk = connection.recv(65536)
            if not chunk:
                break
            data += chunk
    except OSError:
        data = data if "data" in locals() else b""
    finally:
        connection.close()
    if b"\r\n\r\n" not in data and not data.startswith(b"HTTP/"):
        return None, {}
    head = data.split(b"\r\n\r\n", 1)[0].decode("latin-1").split("\r\n")
    try:
        status = int(head[0].split()[1])
    except (IndexError, ValueError):
        return None, {}
    headers = {}
    for line in head[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    return status, headers


def request(method, target, headers, body=b""):
    """Request bytes as given (`method` and `target` may hold any bytes); Content-Length from the body
    unless `headers` names one."""
    method = method.encode("latin-1") if isinstance(method, str) else method
    target = target.encode("latin-1") if isinstance(target, str) else target
    lines = [method + b" " + target + b" HTTP/1.1", b"Host: 127.0.0.1", b"Connection: close"]
    for name, value in headers:
        lines.append((name.encode("latin-1") if isinstance(name, str) else name) + b": " +
                     (value.encode("latin-1") if isinstance(value, str) else value))
    if body is not None and not any(str(name).lower() in ("content-length", "transfer-encoding") for name, _ in headers):
        lines.append(b"Content-Length: " + str(len(body)).encode())
    return b"\r\n".join(lines) + b"\r\n\r\n" + (body or b"")


def health(port, timeout=5):
    status, _ = exchange(port, request("GET", "/health", []), source="127.0.0.1", timeout=timeout)
    return status == 200


# --- the server and its accounts -----------------------------------------------------------------------

class Server:
    def __init__(self, work):
        self.work = work
        self.port = int(os.environ.get("SWEEP_PORT") or 0)
        self.env = dict(os.environ)
        url = self.env.get("DAYBOOK_DATABASE_URL", "")
        if url.startswith("postgres"):
            self.env["DAYBOOK_DATABASE_SCHEMA"] = "sweep_" + uuid.uuid4().hex[:10]
        else:
            self.env["DAYBOOK_DATABASE_URL"] = "sqlite:" + os.path.join(work, "daybook.sqlite")
        # The sweep signs in, guesses and makes up Nightscout secrets by the thousand from one address: those
        # limits are tested elsewhere and would only turn its requests into 429s here.
        self.env.update({"DAYBOOK_REGISTRATION_LIMIT": "100000/1h", "DAYBOOK_TOKEN_LIMIT": "100000/1h",
                         "DAYBOOK_LOGIN_LIMIT": "100000/1h", "DAYBOOK_LOGIN_ACCOUNT_LIMIT": "100000/1h",
                         "DAYBOOK_NIGHTSCOUT_LIMIT": "1000000/1m"})
        self.log_path = os.path.join(work, "server.log")
        self.process = None

    def start(self):
        log = open(self.log_path, "a")
        offset = log.tell()
        self.process = subprocess.Popen([binary(), "serve", "--hostname", "127.0.0.1", "--port", str(self.port)],
                                        cwd=self.work, env=self.env, stdout=log, stderr=subprocess.STDOUT)
        self.pid = self.process.pid
        deadline = time.monotonic() + 60
        bound = None
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                sys.exit("crash-sweep: the server exited at start:\n" + self.log_tail())
            if bound is None:
                with open(self.log_path, errors="replace") as written:
                    written.seek(offset)
                    started = STARTED.search(written.read())
                bound = int(started.group(1)) if started else None
            if bound is not None and health(bound, timeout=1):
                self.port = bound
                return
            time.sleep(0.1)
        sys.exit("crash-sweep: the server did not answer /health")

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()

    def log_tail(self, lines=40):
        with open(self.log_path, errors="replace") as log:
            return "".join(line for line in log.readlines() if not line.startswith("[ INFO ]"))[-6000:]


def json_call(port, method, path, body=None, headers=(), source="127.0.0.1"):
    """A well-formed JSON request (for setting up): (status, parsed body or text, headers)."""
    raw = json.dumps(body).encode() if body is not None else b""
    hdrs = list(headers) + ([("Content-Type", "application/json")] if body is not None else [])
    connection = socket.create_connection(("127.0.0.1", port), timeout=30, source_address=(source, 0))
    connection.sendall(request(method, path, hdrs, raw))
    data = b""
    while True:
        chunk = connection.recv(65536)
        if not chunk:
            break
        data += chunk
    connection.close()
    head, _, rest = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    answer_headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        answer_headers.setdefault(name.strip().lower(), []).append(value.strip())
    if "chunked" in ",".join(answer_headers.get("transfer-encoding", [])):
        out, rest_bytes = b"", rest
        while rest_bytes:
            size_line, _, rest_bytes = rest_bytes.partition(b"\r\n")
            size = int(size_line.split(b";")[0] or b"0", 16)
            if size == 0:
                break
            out, rest_bytes = out + rest_bytes[:size], rest_bytes[size + 2:]
        rest = out
    try:
        parsed = json.loads(rest) if rest else None
    except ValueError:
        parsed = rest.decode(errors="replace")
    return int(lines[0].split()[1]), parsed, answer_headers


class Credentials:
    """A user with a bearer token, a web session (its cookies and form token) and a Nightscout secret; made
    again when a request of the sweep ended one of them (a forged log-out, a passcode, a new password)."""

    def __init__(self, port):
        self.port = port
        self.email = f"sweep-{uuid.uuid4().hex[:8]}@example.org"
        self.password = PASSWORD
        status, body, _ = json_call(port, "POST", "/api/v1/users", {"email": self.email, "password": PASSWORD,
                                                                      "displayName": "Sweep", "timeZone": "Europe/Berlin"})
        assert status == 201, (status, body)
        self.refresh()
        auth = [("Authorization", "Bearer " + self.token)]
        self.ids = {}
        for kind, body in [("stress", {"level": 4, "note": "sweep"}), ("glucose", {"value": 120, "unit": "mg/dL"}),
                           ("reminders", {"kind": "water", "time": "09:00"})]:
            status, created, _ = json_call(port, "POST", f"/api/v1/{kind}", body, auth)
            if status == 201 and isinstance(created, dict):
                self.ids[kind] = created.get("id")
        status, settings, _ = json_call(port, "GET", "/api/v1/nightscout", None, auth)
        self.handle = settings["baseUrl"].rstrip("/").rsplit("/", 1)[-1] if status == 200 else "nohandle"
        import hashlib
        self.api_secret = hashlib.sha1(settings["secret"].encode()).hexdigest() if status == 200 else ""

    def refresh(self):
        status, body, _ = json_call(self.port, "POST", "/api/v1/tokens", {"email": self.email, "password": self.password})
        if status != 201:
            # The sweep changed the password or deleted the account: a new person.
            self.__init__(self.port)
            return
        self.token = body["token"]
        self.web_log_in()

    def web_log_in(self):
        status, page, headers = json_call(self.port, "GET", "/login")
        cookies = self._cookies(headers)
        csrf = re.search(r'name="_csrf" value="([^"]+)"', page if isinstance(page, str) else "").group(1)
        form = f"_csrf={csrf}&email={self.email.replace('@', '%40')}&password={self.password.replace(' ', '+')}".encode()
        raw = request("POST", "/login", [("Cookie", cookies), ("Content-Type", "application/x-www-form-urlencoded")], form)
        connection = socket.create_connection(("127.0.0.1", self.port), timeout=30)
        connection.sendall(raw)
        data = b""
        while True:
            chunk = connection.recv(65536)
            if not chunk:
                break
            data += chunk
        connection.close()
        head = data.split(b"\r\n\r\n", 1)[0].decode("latin-1").split("\r\n")
        self.cookie = "; ".join(filter(None, [cookies, self._cookies({"set-cookie": [l.split(":", 1)[1].strip() for l in head[1:]
                                                                                      if l.lower().startswith("set-cookie:")]})]))
        status, settings, _ = json_call(self.port, "GET", "/settings", None, [("Cookie", self.cookie)])
        match = re.search(r'name="_csrf" value="([^"]+)"', settings if isinstance(settings, str) else "")
        self.csrf = match.group(1) if match else ""

    @staticmethod
    def _cookies(headers):
        return "; ".join(value.split(";", 1)[0] for value in headers.get("set-cookie", []))

    def still_work(self):
        status, _, _ = json_call(self.port, "GET", "/api/v1/me", None, [("Authorization", "Bearer " + self.token)])
        page, _, _ = json_call(self.port, "GET", "/settings", None, [("Cookie", self.cookie)])
        return status == 200 and page == 200


# --- what the requests are made from -----------------------------------------------------------------

class Spec:
    def __init__(self, document):
        self.doc = document

    def resolve(self, node, depth=0):
        while isinstance(node, dict) and "$ref" in node and depth < 20:
            target = self.doc
            for part in node["$ref"].lstrip("#/").split("/"):
                target = target[part]
            node, depth = target, depth + 1
        return node

    def example(self, schema, depth=0):
        """A plausible value for `schema` (its example, enum, format or type)."""
        schema = self.resolve(schema) or {}
        if depth > 6:
            return None
        if "example" in schema:
            return schema["example"]
        if "enum" in schema:
            return schema["enum"][0]
        for key in ("oneOf", "anyOf", "allOf"):
            if key in schema and schema[key]:
                if key == "allOf":
                    merged = {}
                    for part in schema[key]:
                        value = self.example(part, depth + 1)
                        if isinstance(value, dict):
                            merged.update(value)
                    return merged
                return self.example(schema[key][0], depth + 1)
        kind = schema.get("type")
        if isinstance(kind, list):
            kind = next((k for k in kind if k != "null"), "string")
        fmt = schema.get("format", "")
        if kind == "object" or "properties" in schema:
            return {name: self.example(sub, depth + 1) for name, sub in schema.get("properties", {}).items()}
        if kind == "array":
            return [self.example(schema.get("items", {}), depth + 1)]
        if kind == "integer":
            return schema.get("minimum", 1)
        if kind == "number":
            return schema.get("minimum", 1.5)
        if kind == "boolean":
            return True
        return {"date": "2026-03-01", "date-time": "2026-03-01T08:00:00+01:00", "uuid": str(uuid.UUID(int=1)),
                "email": "someone@example.org", "uri": "https://example.org/"}.get(fmt, "text")

    def operations(self):
        for path, item in self.doc["paths"].items():
            shared = item.get("parameters", [])
            for method, op in item.items():
                if method not in ("get", "post", "put", "patch", "delete") or not isinstance(op, dict):
                    continue
                if op.get("operationId") in ("events",) or path.endswith("/events"):
                    continue  # a stream that stays open: a request/response sweep cannot read it
                params = [self.resolve(p) for p in shared + op.get("parameters", [])]
                body = self.resolve(op.get("requestBody", {})) or {}
                contents = body.get("content", {})
                yield {"method": method.upper(), "path": path, "params": params, "contents": contents}


def fill_path(path, creds, rng, value=None):
    def one(match):
        name = match.group(1)
        if value is not None:
            return value
        if name == "handle":
            return creds.handle
        if name in ("date", "start"):
            return "2026-03-01"
        if name == "year":
            return "2026"
        if name == "month":
            return "3"
        if name == "named":
            return "cosmic-calendar"
        return rng.choice(list(creds.ids.values()) + [str(uuid.uuid4())]) or str(uuid.uuid4())
    return re.sub(r"\{(\w+)\}", one, path)


def valid_query(spec, params, creds):
    parts = []
    for p in params:
        if p.get("in") == "query" and p.get("required"):
            value = spec.example(p.get("schema", {}))
            parts.append(f"{p['name']}={value}")
    return "&".join(parts)


MULTIPART_BODIES = [
    ("b", b"--b\r\n\xf2\xaf\x91\xb6\x14\xbbJ--b--\r\n"),
    ("", b"--\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nx\r\n----\r\n"),
    ("B" * 200, b"--" + b"B" * 200 + b"\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nx\r\n--" + b"B" * 200 + b"--\r\n"),
    ("b", b"--b\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nx\r\n--b\r\nN\xe4me: v\r\n\r\ny\r\n--b--\r\n"),
    ("b", b"--b\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nunterminated"),
    ("b", b"--b\r\nContent-Disposition: form-data; name=\"a\"; x=\"" + b"a" * 100_000 + b"\"\r\n\r\nx\r\n--b--\r\n"),
    ("b", b"--b\r\n\r\n\r\n--b--\r\n"),
    ("b", b"--b\r\nContent-Disposition: form-data; name=\"\xff\xfe\"\r\n\r\nx\r\n--b--\r\n"),
    ("b", b"--b--\r\n"),
    ("b", b"--b\r\n" + b"X-H: v\r\n" * 5000 + b"\r\nx\r\n--b--\r\n"),
    ("\"b\"", b"--b\r\nContent-Disposition: form-data\r\n\r\nx\r\n--b--\r\n"),
    ("b", b"\xf2\xaf\x91\xb6--b\r\n\x80\x80: \x80\r\n\r\n--b--"),
]


def deep_json(n):
    return b"[" * n + b"]" * n


def mutations(spec, op, creds, rng):
    """(kind, method, target, extra headers, body) variants of one operation or form."""
    path = fill_path(op["path"], creds, rng)
    query = valid_query(spec, op["params"], creds)
    target = path + ("?" + query if query else "")
    contents = op["contents"]
    base = None
    if "application/json" in contents:
        base = spec.example(contents["application/json"].get("schema", {}))
    elif op.get("form") is not None:
        base = op["form"]
    elif "application/x-www-form-urlencoded" in contents:
        base = spec.example(contents["application/x-www-form-urlencoded"].get("schema", {}))
    method = op["method"]
    json_type = [("Content-Type", "application/json")]

    def body_of(value):
        return json.dumps(value).encode()

    kinds = []
    boundary, raw = rng.choice(MULTIPART_BODIES)
    kinds.append(("multipart", method, target, [("Content-Type", f"multipart/form-data; boundary={boundary}")], raw))
    kinds.append(("percent", method, path + "?" + rng.choice(BAD_PERCENT) + "=" + rng.choice(BAD_PERCENT), [], b""))
    bad_segment = fill_path(op["path"], creds, rng, value=rng.choice(BAD_PERCENT)) if "{" in op["path"] else path + "/" + rng.choice(BAD_PERCENT)
    kinds.append(("percent-path", method, bad_segment, [], b""))
    kinds.append(("utf8-query", method, path.encode() + b"?q=" + rng.choice(BAD_UTF8) + b"&" + (query.encode() if query else b"x=1"), [], b""))
    utf8_path = fill_path(op["path"], creds, rng, value="\x00") if "{" in op["path"] else path
    kinds.append(("utf8-path", method, utf8_path.replace("\x00", "").encode() + b"/" + rng.choice(BAD_UTF8), [], b""))
    kinds.append(("utf8-body", method, target, json_type, b'{"note": "' + rng.choice(BAD_UTF8) + b'", "name": "\xff"}'))
    kinds.append(("deep-json", method, target, json_type, deep_json(10_000)))
    kinds.append(("deep-object", method, target, json_type, b'{"a":' * 5000 + b"1" + b"}" * 5000))
    if isinstance(base, dict) and base:
        field = rng.choice(list(base))
        number = rng.choice(HUGE_NUMBERS)
        text = body_of(base)
        kinds.append(("numbers", method, target, json_type,
                      text.replace(json.dumps(field).encode() + b": " + json.dumps(base[field]).encode(),
                                   json.dumps(field).encode() + b": " + number.encode(), 1)))
        kinds.append(("duplicate-keys", method, target, json_type,
                      b"{" + json.dumps(field).encode() + b": 1, " + text[1:-1] + b", " + json.dumps(field).encode() + b': "x"}'))
        wrong = copy.deepcopy(base)
        wrong[field] = rng.choice([[], {}, "text", 1.5, True, None, [[1]], {"a": {"b": 1}}, "1" * 10_000])
        kinds.append(("wrong-types", method, target, json_type, body_of(wrong)))
        if op.get("form") is not None or "application/x-www-form-urlencoded" in contents:
            form = "&".join(f"{k}={rng.choice(BAD_PERCENT + HUGE_NUMBERS)}" for k in base)
            kinds.append(("form", method, target, [("Content-Type", "application/x-www-form-urlencoded")], form.encode()))
    else:
        kinds.append(("numbers", method, target, json_type, rng.choice(HUGE_NUMBERS).encode()))
        kinds.append(("wrong-types", method, target, json_type, rng.choice([b"[]", b"{}", b'"x"', b"null", b"true"])))
    for p in op["params"]:
        if p.get("in") == "query":
            kinds.append(("query-numbers", method, path + f"?{p['name']}={rng.choice(HUGE_NUMBERS)}", [], b""))
            break
    length = rng.choice([1, 100, 1000, 8000, 16_000, 32_000, 64_000])
    kinds.append(("header-length", method, target, [("X-Sweep", "a" * length)], b""))
    kinds.append(("header-count", method, target, [(f"X-S{i}", "v") for i in range(rng.choice([100, 500, 2000]))], b""))
    kinds.append(("header-bytes", method, target, [(b"X-\xff\x80", b"\xf2\xaf\x91\xb6"), ("Accept-Language", "\xff" * 100)], b""))
    kinds.append(("content-type", method, target, [("Content-Type", rng.choice(
        ["application/json; charset=\xff", "multipart/form-data", "multipart/form-data; boundary=" + "b" * 5000,
         "application/x-www-form-urlencoded; charset=utf-7", "text/plain; a=" + '"' * 100, ";;;;", "\x00"]))],
                  b"a=b"))
    kinds.append(("method", rng.choice(ODD_METHODS), target, [], b"x"))
    return kinds


def credentials_for(kind_headers, mode, creds, target_path):
    headers = list(kind_headers)
    if mode == "bearer":
        headers.append(("Authorization", "Bearer " + creds.token))
        if "/nightscout/" in target_path:
            headers.append(("api-secret", creds.api_secret))
    elif mode == "session":
        headers.append(("Cookie", creds.cookie))
    return headers


def with_form_token(target, body, headers, mode, creds):
    """A signed-in form sends its session's own form token (in the query for multipart, as the import form
    does, and in the body for a urlencoded one), so the sweep reaches what is behind the token check."""
    if mode != "session" or not creds.csrf:
        return target, body
    content_type = next((str(v) for k, v in headers if str(k).lower() == "content-type"), "")
    token = creds.csrf.encode() if isinstance(target, bytes) else creds.csrf
    if "multipart" in content_type:
        separator = (b"&" if b"?" in target else b"?") if isinstance(target, bytes) else ("&" if "?" in target else "?")
        target = target + separator + (b"_csrf=" + token if isinstance(target, bytes) else "_csrf=" + token)
    elif "x-www-form-urlencoded" in content_type:
        body = b"_csrf=" + creds.csrf.encode() + b"&" + (body or b"")
    return target, body


# --- the sweep ---------------------------------------------------------------------------------------

def main():
    seed = int(os.environ.get("SWEEP_SEED", "2026"))
    count = int(os.environ.get("SWEEP_COUNT", "3000"))
    cap = float(os.environ.get("SWEEP_SECONDS", "240"))
    batch = int(os.environ.get("SWEEP_BATCH", "200"))
    rng = random.Random(seed)
    work = tempfile.mkdtemp(prefix="daybook-sweep-")
    findings = os.path.join(work, "findings")
    os.makedirs(findings)
    server = Server(work)
    server.start()
    failed = False
    try:
        creds = Credentials(server.port)
        status, document, _ = json_call(server.port, "GET", "/openapi.json")
        assert status == 200, status
        spec = Spec(document)
        operations = list(spec.operations())
        from page_forms import FORMS, concrete
        values = {name: str(uuid.uuid4()) for name in ["token", "nightscoutToken", "favourite", "stress", "run", "reminder",
                                                       "notification", "share", "invitation", "endedOwner", "period"]}
        values["email"] = "nobody@example.org"
        values["stress"] = creds.ids.get("stress") or values["stress"]
        values["reminder"] = creds.ids.get("reminders") or values["reminder"]
        for route, make in FORMS.items():
            path, form = concrete(route, make(values))
            operations.append({"method": "POST", "path": path, "params": [], "contents": {}, "form": form})
        rng.shuffle(operations)
        print(f"crash-sweep: seed {seed}, {count} requests at most in {cap:.0f} s, from {len(operations)} operations and forms, "
              f"batches of {batch}, server pid {server.pid} on {server.env['DAYBOOK_DATABASE_URL'].split('@')[-1]}")
        tally, five_hundreds, refusals, unanswered = {}, [], 0, 0
        started, sent, next_op = time.monotonic(), 0, 0
        queue = []
        while sent < count and time.monotonic() - started < cap:
            batch_log = []
            for _ in range(batch):
                if sent >= count or time.monotonic() - started >= cap:
                    break
                if not queue:
                    op = operations[next_op % len(operations)]
                    next_op += 1
                    queue = [(op, kind) for kind in mutations(spec, op, creds, rng)]
                    rng.shuffle(queue)
                op, (kind, method, target, headers, body) = queue.pop()
                mode = rng.choice(["none", "bearer", "session"])
                headers = credentials_for(headers, mode, creds, op["path"])
                target, body = with_form_token(target, body, headers, mode, creds)
                raw = request(method, target, headers, body)
                status, answer = exchange(server.port, raw)
                sent += 1
                batch_log.append(raw[:2000])
                key = f"{kind}:{status}"
                tally[key] = tally.get(key, 0) + 1
                if status is None:
                    unanswered += 1
                elif status >= 500:
                    if status == 503 and "retry-after" in answer:
                        refusals += 1
                    else:
                        five_hundreds.append((status, kind, mode, op["method"], op["path"]))
                        with open(os.path.join(findings, f"5xx-{len(five_hundreds):04d}.txt"), "w") as out:
                            out.write(f"{status} {kind} {mode} {op['method']} {op['path']}\n{raw[:100_000]!r}\n")
                if server.process.poll() is not None:
                    break
            # After each batch: the same process answers /health.
            alive = server.process.poll() is None and server.process.pid == server.pid
            if not alive or not health(server.port, timeout=10):
                with open(os.path.join(findings, "last-batch.txt"), "w") as out:
                    out.write("\n".join(repr(r) for r in batch_log))
                print(f"crash-sweep: FAILED after {sent} requests: the server "
                      f"{'exited with status %s' % server.process.returncode if not alive else 'did not answer /health'}; "
                      f"the batch is in {findings}/last-batch.txt; the server's log ends:\n{server.log_tail()}", file=sys.stderr)
                failed = True
                break
            if not creds.still_work():
                creds.refresh()
            print(f"crash-sweep: {sent} sent, {len(five_hundreds)} 5xx, {refusals} deliberate 503s, {unanswered} unanswered, "
                  f"{time.monotonic() - started:.0f} s", flush=True)
        kinds = {}
        for key, n in tally.items():
            kind, status = key.rsplit(":", 1)
            kinds.setdefault(kind, {})[status] = n
        print("crash-sweep: answers by kind of request:")
        for kind in sorted(kinds):
            print(f"  {kind:15} " + ", ".join(f"{s}: {n}" for s, n in sorted(kinds[kind].items())))
        if five_hundreds:
            failed = True
            print(f"crash-sweep: FAILED: {len(five_hundreds)} answers were 5xx (each request in {findings}):", file=sys.stderr)
            seen = {}
            for status, kind, mode, method, path in five_hundreds:
                seen[(status, kind, mode, method, path)] = seen.get((status, kind, mode, method, path), 0) + 1
            for (status, kind, mode, method, path), n in sorted(seen.items()):
                print(f"  {status} x{n}  {kind:15} {mode:8} {method} {path}", file=sys.stderr)
        print(f"crash-sweep: {'FAILED' if failed else 'passed'}: {sent} requests in {time.monotonic() - started:.0f} s, "
              f"server pid {server.pid} {'alive' if server.process.poll() is None else 'gone'}; findings in {findings}")
    finally:
        server.stop()
        if not failed:
            shutil.rmtree(work, ignore_errors=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
