"""What a hostile user with an account tried, replayed against the real binary (loopback only):
each attack must fail the way the fix says, and the server must stay up for everyone."""
import concurrent.futures
import datetime
import os
import re
import threading
import time

import uuid

import pytest
import requests

from conftest import DaybookProcess

PASSWORD = "correct horse battery"


@pytest.fixture(scope="module")
def daybook():
    process = DaybookProcess()
    # Behind a proxy on loopback: each request may name its client's address, so one test can be many addresses.
    process.env["DAYBOOK_TRUSTED_PROXIES"] = "127.0.0.1"
    process.env["DAYBOOK_SECURE_COOKIES"] = "true"
    process.env["LOG_LEVEL"] = "info"
    process.start()
    yield process
    process.stop()


@pytest.fixture(scope="module")
def plain():
    """A server over plain http, whose session cookie a client sends back (a Secure one it would not)."""
    process = DaybookProcess()
    process.start()
    yield process
    process.stop()


def sign_up(base, address="203.0.113.1"):
    email = f"sec-{uuid.uuid4().hex[:10]}@example.org"
    r = requests.post(base + "/api/v1/users", json={"email": email, "password": PASSWORD, "displayName": "Sec", "timeZone": "UTC"},
                      headers={"X-Forwarded-For": address})
    assert r.status_code == 201, r.text
    r = requests.post(base + "/api/v1/tokens", json={"email": email, "password": PASSWORD}, headers={"X-Forwarded-For": address})
    assert r.status_code == 201, r.text
    return email, r.json()["token"]


def at_once(calls):
    """Runs every call at the same moment (as near as threads allow); their responses, in order."""
    barrier = threading.Barrier(len(calls))

    def run(call):
        barrier.wait()
        return call()

    with concurrent.futures.ThreadPoolExecutor(max_workers=len(calls)) as pool:
        return list(pool.map(run, calls))


def test_an_apple_health_file_in_utf16_is_refused_and_the_server_stays_up(daybook):
    _, token = sign_up(daybook.base)
    xml = ('<?xml version="1.0"?>\n<!DOCTYPE HealthData [\n<!ENTITY x "HKCategoryTypeIdentifierMenstrualFlow">\n'
           '<!ATTLIST Record type CDATA #REQUIRED sourceName CDATA #IMPLIED>\n]>\n<HealthData locale="en">\n'
           '<Record type="&x;" startDate="2024-01-04 00:00:00 +0100" value="HKCategoryValueMenstrualFlowLight"/>\n</HealthData>\n')
    for encoding in ["utf-16-le", "utf-16-be", "utf-32-le", "utf-32-be"]:
        r = requests.post(daybook.base + "/api/v1/imports?format=apple-health", data=xml.encode(encoding),
                          headers={"Authorization": "Bearer " + token})
        assert r.status_code == 422, (encoding, r.status_code, r.text)
        assert "NUL" in r.json()["error"]["message"]
    assert requests.get(daybook.base + "/health").status_code == 200


def test_a_burst_of_guesses_gets_no_more_tries_than_the_limit(daybook):
    email, _ = sign_up(daybook.base, address="203.0.113.2")
    # 39 wrong passwords at once from one address: each is counted before its password is checked.
    responses = at_once([lambda i=i: requests.post(daybook.base + "/api/v1/tokens", timeout=60,
                                                   json={"email": email, "password": f"wrong {i} password"},
                                                   headers={"X-Forwarded-For": "198.51.100.7"}) for i in range(39)])
    statuses = [r.status_code for r in responses]
    assert not [s for s in statuses if s >= 500], statuses
    assert statuses.count(401) <= 10, f"{statuses.count(401)} passwords were checked: {statuses}"
    assert set(statuses) <= {401, 429}, statuses
    # The right one last from that address is refused too: its tries at the account are used up for the window.
    last = requests.post(daybook.base + "/api/v1/tokens", json={"email": email, "password": PASSWORD},
                         headers={"X-Forwarded-For": "198.51.100.7"})
    assert last.status_code == 429, last.text
    assert int(last.headers["Retry-After"]) > 0
    # The owner elsewhere is not locked out by a guesser's address.
    owner = requests.post(daybook.base + "/api/v1/tokens", json={"email": email, "password": PASSWORD},
                          headers={"X-Forwarded-For": "198.51.100.8"})
    assert owner.status_code == 201, owner.text


def test_a_hundred_log_ins_from_different_addresses_get_no_server_error(daybook):
    email, _ = sign_up(daybook.base, address="203.0.113.3")
    responses = at_once([lambda i=i: requests.post(daybook.base + "/api/v1/tokens", json={"email": email, "password": f"guess {i}!!!!"},
                                                   headers={"X-Forwarded-For": f"192.0.2.{i + 1}"}, timeout=120)
                         for i in range(100)])
    statuses = [r.status_code for r in responses]
    assert not [s for s in statuses if s >= 500], statuses
    # The account's own limit from everywhere (DAYBOOK_LOGIN_ACCOUNT_LIMIT, 50 an hour) holds whatever the addresses.
    assert len([s for s in statuses if s == 401]) <= 50, statuses


def test_a_burst_of_sign_ups_from_one_address_stops_at_the_limit(daybook):
    responses = at_once([lambda i=i: requests.post(daybook.base + "/api/v1/users", timeout=60, headers={"X-Forwarded-For": "198.51.100.30"},
                                                   json={"email": f"burst-{uuid.uuid4().hex[:8]}@example.org", "password": PASSWORD,
                                                         "displayName": "Burst", "timeZone": "UTC"})
                         for i in range(30)])
    statuses = [r.status_code for r in responses]
    assert not [s for s in statuses if s >= 500], statuses
    assert statuses.count(201) <= 10, statuses


def test_password_checks_behind_a_log_in_share_its_limit(daybook):
    _, token = sign_up(daybook.base, address="203.0.113.4")
    headers = {"Authorization": "Bearer " + token, "X-Forwarded-For": "198.51.100.40"}
    statuses = [requests.post(daybook.base + "/api/v1/me/password", headers=headers,
                              json={"currentPassword": f"not it {i}", "newPassword": "another long password"}).status_code
                for i in range(12)]
    assert statuses[:10] == [422] * 10, statuses
    assert statuses[10:] == [429, 429], statuses
    deleted = requests.delete(daybook.base + "/api/v1/me", headers=headers, json={"password": "not it either"})
    assert deleted.status_code == 429, deleted.text


def test_authenticated_answers_are_not_stored_and_tls_is_kept(daybook):
    _, token = sign_up(daybook.base, address="203.0.113.5")
    me = requests.get(daybook.base + "/api/v1/me", headers={"Authorization": "Bearer " + token})
    assert me.headers.get("Cache-Control") == "no-store"
    assert "max-age=" in me.headers.get("Strict-Transport-Security", "")
    export = requests.get(daybook.base + "/api/v1/export", headers={"Authorization": "Bearer " + token})
    assert export.headers.get("Cache-Control") == "no-store"
    public = requests.get(daybook.base + "/health")
    assert "no-store" not in public.headers.get("Cache-Control", "")


def test_the_calendar_feeds_secret_is_not_logged(daybook):
    _, token = sign_up(daybook.base, address="203.0.113.6")
    feed = requests.post(daybook.base + "/api/v1/cycle/feed", headers={"Authorization": "Bearer " + token})
    assert feed.status_code in (200, 201), feed.text
    url = feed.json()["url"]
    assert requests.get(url.replace(re.match(r"https?://[^/]+", url).group(0), daybook.base)).status_code == 200
    secret = url.rsplit("/", 1)[-1].split(".")[0]
    log = open(os.path.join(daybook.work, "server.log")).read()
    assert "/feeds/[secret]" in log
    assert secret not in log


@pytest.mark.waits
def test_a_burst_of_passcode_guesses_with_one_cookie_ends_the_session(plain):
    daybook = plain
    email, token = sign_up(daybook.base, address="203.0.113.7")
    r = requests.put(daybook.base + "/api/v1/me/passcode", json={"passcode": "4821", "idleMinutes": 1},
                     headers={"Authorization": "Bearer " + token})
    assert r.status_code in (200, 204), r.text
    web = requests.Session()
    page = web.get(daybook.base + "/login")
    csrf = re.search(r'name="_csrf" value="([^"]+)"', page.text).group(1)
    r = web.post(daybook.base + "/login", data={"email": email, "password": PASSWORD, "_csrf": csrf},
                 headers={"X-Forwarded-For": "198.51.100.70"}, allow_redirects=False)
    assert r.status_code in (302, 303), r.text
    assert web.get(daybook.base + "/", allow_redirects=False).status_code == 200
    # An event stream opened before the lock ends when the lock engages.
    stream = web.get(daybook.base + "/api/v1/events", stream=True, timeout=(5, 120))
    assert stream.status_code == 200
    ended = threading.Event()

    def read_until_the_end():
        try:
            for _ in stream.iter_lines():
                pass
        except requests.RequestException:
            pass
        ended.set()

    threading.Thread(target=read_until_the_end, daemon=True).start()
    # The lock engages after a minute without a request: that minute is what is being tested.
    time.sleep(61)
    assert ended.wait(15), "the event stream kept going after the session locked"
    locked = web.get(daybook.base + "/", allow_redirects=False)
    assert locked.headers.get("Location") == "/lock", locked.status_code
    form = web.get(daybook.base + "/lock")
    csrf = re.search(r'name="_csrf" value="([^"]+)"', form.text).group(1)
    cookies = web.cookies.get_dict()
    guesses = [f"{1000 + i}" for i in range(60)]
    responses = at_once([lambda guess=guess: requests.post(daybook.base + "/lock", data={"passcode": guess, "_csrf": csrf},
                                                           cookies=cookies, allow_redirects=False, timeout=60)
                         for guess in guesses])
    statuses = [r.status_code for r in responses]
    assert not [s for s in statuses if s >= 500], statuses
    assert statuses.count(422) <= 4, f"{statuses.count(422)} guesses were checked and answered: {statuses}"
    # The session is over: even the right passcode opens nothing (its form belonged to the ended session).
    right = requests.post(daybook.base + "/lock", data={"passcode": "4821", "_csrf": csrf}, cookies=cookies, allow_redirects=False)
    assert right.status_code == 403 or right.headers.get("Location") == "/login", (right.status_code, right.text)
    assert requests.get(daybook.base + "/", cookies=cookies, allow_redirects=False).headers.get("Location") == "/login"


def test_registering_the_invited_address_reads_nothing_without_the_code(daybook):
    """Alice shares diabetes and symptoms with an address that has no account; an attacker registers
    it in other letter case. Nothing of hers is readable until the owner's code is used, and a burst
    of guessed codes is stopped."""
    base = daybook.base
    _, alice = sign_up(base, "203.0.113.20")
    alice_api = {"Authorization": "Bearer " + alice}
    alice_id = requests.get(base + "/api/v1/me", headers=alice_api).json()["id"]
    r = requests.post(base + "/api/v1/glucose", headers=alice_api, json={"value": 141, "time": "2026-05-04T09:00:00Z"})
    assert r.status_code == 201, r.text
    target = f"friend-{uuid.uuid4().hex[:8]}@example.org"
    r = requests.post(base + "/api/v1/shares", headers=alice_api, json={"email": target, "categories": ["diabetes", "symptoms"]})
    assert r.status_code == 201, r.text
    code = r.json()["invitation"]["code"]

    r = requests.post(base + "/api/v1/users", json={"email": target.upper(), "password": PASSWORD, "displayName": "M", "timeZone": "UTC"},
                      headers={"X-Forwarded-For": "203.0.113.21"})
    assert r.status_code == 201, r.text
    r = requests.post(base + "/api/v1/tokens", json={"email": target, "password": PASSWORD}, headers={"X-Forwarded-For": "203.0.113.21"})
    attacker = {"Authorization": "Bearer " + r.json()["token"]}
    assert requests.get(base + "/api/v1/shares/incoming", headers=attacker).json() == []
    assert requests.get(base + f"/api/v1/glucose?owner={alice_id}", headers=attacker).status_code == 404

    # Guessing: 30 codes at once; no more than ten are even tried, and none opens anything.
    guesses = at_once([lambda i=i: requests.post(base + "/api/v1/shares/accept", headers=attacker, json={"code": f"{i:016d}"})
                       for i in range(30)])
    statuses = sorted(r.status_code for r in guesses)
    assert statuses.count(422) <= 10 and set(statuses) <= {422, 429}, statuses
    assert requests.get(base + f"/api/v1/glucose?owner={alice_id}", headers=attacker).status_code == 404
    # The account has used up its tries for the hour: even the right code waits.
    assert requests.post(base + "/api/v1/shares/accept", headers=attacker, json={"code": code}).status_code == 429
    assert code not in requests.get(base + "/api/v1/shares", headers=alice_api).text


class Receiver:
    """An HTTP server on a loopback address that records POSTs and answers each with `status`
    (and `location`, for a redirect)."""

    def __init__(self, host, status=204, location=None):
        import http.server
        received = self.received = []

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_POST(self):
                received.append(self.rfile.read(int(self.headers.get("Content-Length", "0"))))
                self.send_response(status)
                if location:
                    self.send_header("Location", location)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args):
                pass

        self.server = http.server.ThreadingHTTPServer((host, 0), Handler)
        self.url = f"http://{host}:{self.server.server_address[1]}/hook"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self):
        self.server.shutdown()


@pytest.fixture(scope="module")
def allowing():
    """A server whose administrator lets webhooks reach one loopback address, 127.0.0.2, and no other."""
    process = DaybookProcess()
    process.env["DAYBOOK_WEBHOOK_ALLOW"] = "127.0.0.2"
    process.start()
    yield process
    process.stop()


@pytest.mark.waits
def test_webhooks_reach_no_internal_address_by_any_route(allowing):
    """The webhook SSRF: loopback, private and metadata URLs are refused when set; a disguised loopback
    address (`127.1`) passes that check but its delivery is refused after resolution; an allowed receiver
    that redirects to an internal one does not carry the signed body there."""
    base = allowing.base
    internal = Receiver("127.0.0.1")
    redirecting = Receiver("127.0.0.2", status=307, location=internal.url)
    try:
        _, first = sign_up(base)
        _, second = sign_up(base)
        h1, h2 = {"Authorization": "Bearer " + first}, {"Authorization": "Bearer " + second}
        for url in [internal.url, "http://localhost:5432/", "http://169.254.169.254/latest/meta-data/", "http://10.0.0.1/",
                    "http://[::1]/", "http://[::ffff:127.0.0.1]/", "http://metadata.google.internal/"]:
            r = requests.put(base + "/api/v1/webhook", headers=h1, json={"url": url})
            assert r.status_code == 422 and r.json()["error"]["field"] == "url", (url, r.text)
        disguised = internal.url.replace("127.0.0.1", "127.1")
        assert requests.put(base + "/api/v1/webhook", headers=h1, json={"url": disguised}).status_code == 200
        assert requests.put(base + "/api/v1/webhook", headers=h2, json={"url": redirecting.url}).status_code == 200

        # Both reminders fire at a minute 30 to 90 seconds from now (the accounts are on UTC): never one that
        # passes before they are made (then they would fire tomorrow), as the next minute can a moment later.
        fire = (datetime.datetime.now(datetime.timezone.utc) + datetime.timedelta(seconds=90)).strftime("%H:%M")
        for headers in (h1, h2):
            r = requests.post(base + "/api/v1/reminders", headers=headers, json={"kind": "water", "time": fire})
            assert r.status_code == 201, r.text
        deadline = time.monotonic() + 150
        statuses = {}
        while time.monotonic() < deadline:
            statuses = {name: requests.get(base + "/api/v1/webhook", headers=h).json() for name, h in (("first", h1), ("second", h2))}
            if all(s.get("lastError") for s in statuses.values()):
                break
            time.sleep(0.5)
        assert "loopback" in statuses["first"].get("lastError", ""), statuses
        assert statuses["first"]["pendingDeliveries"] == 0, statuses
        assert statuses["second"].get("lastError") == "HTTP 307", statuses
        assert len(redirecting.received) == 1
        assert internal.received == []
    finally:
        internal.close()
        redirecting.close()


def test_small_files_that_unpack_large_are_refused_with_short_errors(daybook):
    """Imports amplify: a 1 MB export.zip that unpacks to 1 GB, and a CSV with a 10 MB field. Each is a
    422 that quotes at most a short prefix; nothing is left in the temporary folder; the server answers."""
    import tempfile
    import zipfile
    base = daybook.base
    _, token = sign_up(base, "203.0.113.30")
    headers = {"Authorization": "Bearer " + token}

    bomb = os.path.join(tempfile.mkdtemp(), "export.zip")
    with zipfile.ZipFile(bomb, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        with archive.open("apple_health_export/export.xml", "w", force_zip64=True) as entry:
            block = b" " * (1 << 20)
            for _ in range(1024):
                entry.write(block)
    assert os.path.getsize(bomb) < 2 << 20
    leftovers = lambda: {name for name in os.listdir(tempfile.gettempdir()) if name.startswith("daybook-export-")}
    before = leftovers()
    with open(bomb, "rb") as file:
        r = requests.post(base + "/api/v1/imports", headers=headers, params={"format": "apple-health"}, data=file.read())
    assert r.status_code == 422, r.text[:300]
    assert "times its packed size" in r.json()["error"]["message"]
    assert leftovers() <= before

    field = "7" * (10 << 20)
    r = requests.post(base + "/api/v1/imports", headers=headers, params={"format": "drip"},
                      data=("date,bleeding.value\n2024-01-01," + field + "\n").encode())
    assert r.status_code == 422
    assert len(r.text) < 600, len(r.text)
    assert requests.get(base + "/health").status_code == 200


def test_sessions_are_stored_only_when_needed_and_only_as_digests(plain):
    """Looking at the log-in page stores no session; a logged-in session's key is not in the database."""
    import hashlib
    import sqlite3
    daybook = plain
    base = daybook.base
    email, _ = sign_up(base, "203.0.113.40")
    for _ in range(20):
        page = requests.get(base + "/login")
        assert "daybook-session" not in page.headers.get("Set-Cookie", ""), page.headers
    web = requests.Session()
    page = web.get(base + "/login")
    csrf = re.search(r'name="_csrf" value="([^"]+)"', page.text).group(1)
    r = web.post(base + "/login", data={"email": email, "password": PASSWORD, "_csrf": csrf},
                 headers={"X-Forwarded-For": "203.0.113.40"}, allow_redirects=False)
    assert r.status_code == 303, r.text
    key = web.cookies.get("daybook-session")
    assert key
    if daybook.sqlite_path:
        with sqlite3.connect(daybook.sqlite_path) as db:
            rows = db.execute("SELECT key_digest, data FROM web_sessions").fetchall()
        assert (hashlib.sha256(key.encode()).hexdigest(),) in [(row[0],) for row in rows]
        assert not [row for row in rows if key in row[0] or key in row[1]]


def test_wrong_nightscout_secrets_are_limited_per_address(daybook):
    base = daybook.base
    _, token = sign_up(base, "203.0.113.41")
    settings = requests.get(base + "/api/v1/nightscout", headers={"Authorization": "Bearer " + token}).json()
    # The server believes it is behind TLS (its links say https); the test talks to it directly.
    url = re.sub(r"^https?://[^/]+", base, settings["baseUrl"]) + "/api/v1/status.json"
    local = lambda address: {"X-Forwarded-For": address}
    wrong = [requests.get(url, headers={"api-secret": hashlib_sha1(f"guess {i}"), **local("203.0.113.42")}).status_code for i in range(60)]
    assert set(wrong) == {401}
    right = {"api-secret": hashlib_sha1(settings["secret"])}
    assert requests.get(url, headers={**right, **local("203.0.113.42")}).status_code == 429
    assert requests.get(url, headers={**right, **local("203.0.113.43")}).status_code == 200


def test_an_idempotency_key_writes_once_answers_only_its_account_and_refuses_bad_keys_cleanly(daybook):
    base = daybook.base
    _, ada = sign_up(base, "203.0.113.51")
    _, eve = sign_up(base, "203.0.113.52")
    as_ada = {"Authorization": "Bearer " + ada}
    as_eve = {"Authorization": "Bearer " + eve}
    reading = lambda value: {"value": value, "unit": "mg/dL", "time": "2026-03-01T08:00:00Z"}
    first = requests.post(base + "/api/v1/glucose", json=reading(120), headers={**as_ada, "Idempotency-Key": "k-1"})
    assert first.status_code == 201, first.text
    # Eve sending Ada's key gets her own write, never Ada's answer.
    theirs = requests.post(base + "/api/v1/glucose", json=reading(300), headers={**as_eve, "Idempotency-Key": "k-1"})
    assert theirs.status_code == 201 and theirs.json()["id"] != first.json()["id"] and theirs.json()["value"] == 300
    # Ada's key with another body is refused and writes nothing.
    reused = requests.post(base + "/api/v1/glucose", json=reading(400), headers={**as_ada, "Idempotency-Key": "k-1"})
    assert reused.status_code == 422 and reused.json()["error"]["field"] == "Idempotency-Key", reused.text
    # One request sent from ten connections at once writes one reading.
    burst = at_once([lambda: requests.post(base + "/api/v1/glucose", json=reading(130), timeout=60,
                                           headers={**as_ada, "Idempotency-Key": "k-burst"}) for _ in range(10)])
    assert {r.status_code for r in burst} <= {201, 409}, [r.status_code for r in burst]
    assert len({r.json()["id"] for r in burst if r.status_code == 201}) == 1
    values = sorted(r["value"] for r in requests.get(base + "/api/v1/glucose", headers=as_ada).json())
    assert values == [120, 130], values
    # Keys the header does not take: a clean 400 naming it, never a 5xx, nothing written.
    for key in ["x" * 256, "k" * 8000, "two words", "tab\tkey", "schl\u00fcssel", "\u00ff" * 255]:
        r = requests.post(base + "/api/v1/glucose", json=reading(140), headers={**as_ada, "Idempotency-Key": key})
        assert r.status_code == 400 and r.json()["error"]["field"] == "Idempotency-Key", (key[:20], r.status_code, r.text)
    # A control character or a 100 KB header never reaches Daybook: the HTTP parser ends the connection.
    for key in ["ctl\x01", "del\x7f", "k" * 100_000]:
        try:
            r = requests.post(base + "/api/v1/glucose", json=reading(140), headers={**as_ada, "Idempotency-Key": key})
            assert r.status_code < 500, (key[:20], r.status_code, r.text)
        except requests.ConnectionError:
            pass
    assert len(requests.get(base + "/api/v1/glucose", headers=as_ada).json()) == 2
    assert requests.get(base + "/health").status_code == 200


def hashlib_sha1(text):
    import hashlib
    return hashlib.sha1(text.encode()).hexdigest()
