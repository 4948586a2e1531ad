"""Work whose cost grows with what a person stored or asked for, sent by a hostile account: patterns
that make a backtracking engine run for minutes, more expensive requests than its share, bodies
trickled a byte at a time, and hundreds of slow sockets. Each is answered or refused within a couple
of seconds (the trickled body at its deadline), and everybody else keeps being answered meanwhile."""
import concurrent.futures
import datetime
import hashlib
import socket
import threading
import time
import urllib.parse
import uuid

import requests

from accounts import PASSWORD, Account
from conftest import server_of_its_own

NOTE = "b" * 20_000


daybook = server_of_its_own(DAYBOOK_REGISTRATION_LIMIT="100/1h")
# The trickled kilobyte's deadline (30 s) and a little more.
SLOW_SOCKETS_STAY = 36


def sign_up(base):
    """A new account's bearer header."""
    return {"Authorization": Account(base).api.headers["Authorization"]}


def nightscout(base, headers):
    settings = requests.get(base + "/api/v1/nightscout", headers=headers).json()
    return settings["baseUrl"].replace(settings["baseUrl"].split("/nightscout/")[0], base), \
        {"api-secret": hashlib.sha1(settings["secret"].encode()).hexdigest()}


def store_note(url, secret, text, minutes_ago):
    moment = datetime.datetime.now(datetime.timezone.utc) - datetime.timedelta(minutes=minutes_ago)
    r = requests.post(url + "/api/v3/treatments", headers=secret, timeout=30,
                      json={"eventType": "Note", "date": int(moment.timestamp() * 1000), "app": "attack", "notes": text,
                            "created_at": moment.strftime("%Y-%m-%dT%H:%M:%S.000Z")})
    assert r.status_code in (200, 201), r.text


def timed(call):
    started = time.monotonic()
    response = call()
    return response, time.monotonic() - started


def keeps_answering(base, headers, stop, slowest):
    """Until `stop`: /health and another person's /api/v1/me, one after the other; the slowest of each."""
    while not stop.is_set():
        for name, call in [("health", lambda: requests.get(base + "/health", timeout=30)),
                           ("me", lambda: requests.get(base + "/api/v1/me", headers=headers, timeout=30))]:
            response, seconds = timed(call)
            assert response.status_code == 200, response.text
            slowest[name] = max(slowest.get(name, 0), seconds)
        time.sleep(0.05)


def test_patterns_that_backtrack_for_minutes_are_answered_at_once_and_stall_nobody(daybook):
    attacker = sign_up(daybook.base)
    url, secret = nightscout(daybook.base, attacker)
    store_note(url, secret, NOTE, 5)
    store_note(url, secret, "a" * 29 + "!", 6)
    other = sign_up(daybook.base)
    stop, slowest = threading.Event(), {}
    watcher = concurrent.futures.ThreadPoolExecutor(1).submit(keeps_answering, daybook.base, other, stop, slowest)
    patterns = ["(b*)*c", "(b*)*c", "(b*)*c", "^(a+)+$", "(a|aa)+$", "(.*a){12}"]
    queries = [url + "/api/v3/treatments?limit=10&notes$re=" + urllib.parse.quote(p, safe="") for p in patterns]
    with concurrent.futures.ThreadPoolExecutor(len(queries)) as pool:
        answers = list(pool.map(lambda q: timed(lambda: requests.get(q, headers=secret, timeout=60)), queries * 2))
    stop.set()
    watcher.result(timeout=60)
    for (response, seconds), query in zip(answers, queries * 2):
        # Found nothing, refused as over its budget, or over the account's share: never a server error.
        assert response.status_code in (200, 400, 429), (query, response.status_code, response.text)
        assert seconds < 5, (query, seconds)
    found = [r for r, _ in answers if r.status_code == 200]
    assert found, [r.text for r, _ in answers]
    # `^(a+)+$` finds nothing on 'aaa…!' and `(b*)*c` nothing on 'bbb…': a match would be wrong.
    assert all(r.json()["result"] == [] or "a" in r.json()["result"][0].get("notes", "") for r in found)
    assert slowest["health"] < 2 and slowest["me"] < 2, slowest


def test_a_pattern_that_finds_matches_them_like_nightscout(daybook):
    headers = sign_up(daybook.base)
    url, secret = nightscout(daybook.base, headers)
    store_note(url, secret, "Site change, left arm", 10)
    store_note(url, secret, "website visit", 11)
    found = requests.get(url + "/api/v3/treatments?notes$re=" + urllib.parse.quote(r"\bsite\b|^Site", safe=""), headers=secret)
    assert found.status_code == 200, found.text
    assert [d["notes"] for d in found.json()["result"]] == ["Site change, left arm"]
    refused = requests.get(url + "/api/v3/treatments?notes$re=" + urllib.parse.quote("(a)\\1", safe=""), headers=secret)
    assert refused.status_code == 400
    assert "back-references" in refused.json()["message"]


def trickle(base, path, headers, body, stop):
    """A POST whose body comes a byte a second until the server answers (or `stop`); then the rest of
    the body at once. The server's answer, or None if it never came."""
    connection = socket.create_connection(("127.0.0.1", int(base.rsplit(":", 1)[1])), timeout=5)
    head = f"POST {path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: {len(body)}\r\n"
    head += "".join(f"{k}: {v}\r\n" for k, v in headers.items()) + "\r\n"
    connection.sendall(head.encode())
    connection.settimeout(1)
    answer, sent = b"", 0
    while not stop.is_set() and sent < len(body) - 1:
        try:
            connection.sendall(body[sent:sent + 1])
            sent += 1
        except OSError:
            break
        try:
            answer += connection.recv(4096)
            if answer:
                break
        except socket.timeout:
            pass
        except OSError:
            break
    try:
        connection.sendall(body[sent:])
        time.sleep(0.5)
    except OSError:
        pass
    connection.close()
    return answer.decode(errors="replace") or None


def test_one_account_holds_only_its_share_of_expensive_work(daybook):
    attacker, other = sign_up(daybook.base), sign_up(daybook.base)
    stop = threading.Event()
    pool = concurrent.futures.ThreadPoolExecutor(7)
    body = b"[" + b" " * 50_000 + b"]"
    insights = daybook.base + "/api/v1/insights/stress?period=week"
    # Seven imports trickled a byte a second, all at once: two run, four wait their turn, one is refused.
    uploads = [pool.submit(trickle, daybook.base, "/api/v1/imports?format=nightscout", attacker, body, stop) for _ in range(7)]
    try:
        concurrent.futures.wait(uploads, timeout=15, return_when=concurrent.futures.FIRST_COMPLETED)
        answered = [u.result() for u in uploads if u.done()]
        assert len(answered) == 1, answered
        assert answered[0].startswith("HTTP/1.1 429"), answered[0]
        assert "Retry-After: 2" in answered[0] and '"code":"tooManyRequests"' in answered[0].replace(" ", ""), answered[0]
        # Another expensive request of the attacker's is refused at once too.
        third = requests.get(insights, headers=attacker, timeout=10)
        assert third.status_code == 429, third.text
        assert int(third.headers["Retry-After"]) > 0
        # Somebody else's insights are answered as ever, and so are the attacker's cheap reads.
        assert requests.get(insights, headers=other, timeout=10).status_code == 200
        assert requests.get(daybook.base + "/api/v1/me", headers=attacker, timeout=10).status_code == 200
    finally:
        stop.set()
        for upload in uploads:
            upload.result(timeout=30)
    # The waiting imports ran in their turn, and every place is given back when the work ends.
    deadline = time.monotonic() + 20
    while requests.get(insights, headers=attacker).status_code != 200:
        assert time.monotonic() < deadline, "the account's places were not given back"
        time.sleep(0.2)


def slow_socket(port, stop, closed_at, started):
    """Sends a request head a byte a second and never finishes it."""
    try:
        connection = socket.create_connection(("127.0.0.1", port), timeout=5)
    except OSError:
        closed_at.append(-1)
        return
    head = b"GET /health HTTP/1.1\r\nHost: x\r\nX-Slow: " + b"a" * 10_000
    index = 0
    while not stop.is_set():
        try:
            connection.sendall(head[index:index + 1])
        except OSError:
            closed_at.append(time.monotonic() - started)
            return
        index = min(index + 1, len(head) - 1)
        stop.wait(1)
    connection.close()


def test_hundreds_of_slow_sockets_and_a_trickled_body_starve_nobody(daybook):
    port = int(daybook.base.rsplit(":", 1)[1])
    other = sign_up(daybook.base)
    stop, closed_at, started = threading.Event(), [], time.monotonic()
    sockets = [threading.Thread(target=slow_socket, args=(port, stop, closed_at, started), daemon=True) for _ in range(200)]
    for thread in sockets:
        thread.start()
    # A sign-up whose body trickles past its deadline; the rest of it follows the refusal.
    late_email = f"late-{uuid.uuid4().hex[:10]}@example.org"
    sign_up_body = ('{"email": "%s", "password": "%s", "displayName": "Late", "timeZone": "UTC"}' % (late_email, PASSWORD)).encode()
    trickled = concurrent.futures.ThreadPoolExecutor(1).submit(
        trickle, daybook.base, "/api/v1/users", {}, sign_up_body.ljust(1_000), threading.Event())
    slowest = {}
    watch_stop = threading.Event()
    watcher = concurrent.futures.ThreadPoolExecutor(1).submit(keeps_answering, daybook.base, other, watch_stop, slowest)
    answer = trickled.result(timeout=90)
    # The slow sockets stay past the trickled body's deadline, everybody else being answered all the while.
    watch_stop.wait(max(0, started + SLOW_SOCKETS_STAY - time.monotonic()))
    watch_stop.set()
    stop.set()
    watcher.result(timeout=60)
    for thread in sockets:
        thread.join(timeout=10)
    assert time.monotonic() - started >= SLOW_SOCKETS_STAY
    # The trickled body is refused at its deadline (30 s for a kilobyte), with a JSON error naming the body,
    # and the sign-up it completed afterwards changed nothing.
    assert answer is not None and answer.startswith("HTTP/1.1 408"), answer
    assert '"field":"body"' in answer.replace(" ", ""), answer
    late = requests.post(daybook.base + "/api/v1/tokens", json={"email": late_email, "password": PASSWORD})
    assert late.status_code == 401, late.text
    assert slowest["health"] < 2 and slowest["me"] < 2, slowest
    assert -1 not in closed_at, "a slow socket could not even connect"
