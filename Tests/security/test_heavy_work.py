"""Expensive work that is each within its limits, but all of one account's at once: eight Nightscout API v3
searches over long stored notes (through the API secret and three read-only access tokens, each of which had
a share of its own) and a large Nightscout import. The work took every thread, and /health and everybody
else's requests waited seconds behind it. Everybody else keeps being answered quickly all the while."""
import json
import threading
import urllib.parse

import requests

from accounts import Account
from outside import HealthWatch, assert_alive, attacker_address, connect, own_server, session_from
from test_bounded_work import nightscout, store_note

NOTES = 40  # 20 kB each: a search over all of them is within what one search may do
NOTE = "b" * 20_000
SEARCHES = 8
READ_ONLY_TOKENS = 3
IMPORT_READINGS = 300_000  # about 30 MB of Nightscout JSON
ATTACK_SECONDS = 10
# /health and another person's GET /api/v1/me while the work runs: their median, and no request may time out.
MEDIAN_BOUND = 0.2
TIMEOUT = 5
ATTACKER = attacker_address(1)

daybook = own_server()


def nightscout_export(count):
    start_ms = 1_767_225_600_000  # 2026-01-01T00:00:00Z
    entries = (json.dumps({"type": "sgv", "sgv": 80 + i % 120, "date": start_ms + i * 300_000, "device": "xDrip-attack",
                           "direction": "Flat"}) for i in range(count))
    return ("[" + ",".join(entries) + "]").encode()


def upload(process, token, body, stop):
    """POST /api/v1/imports?format=nightscout as the hostile account, on a raw connection that is simply
    closed when the attack ends (the server may still be reading what it got)."""
    try:
        connection = connect(process, ATTACKER, timeout=10)
        connection.sendall((f"POST /api/v1/imports?format=nightscout HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                            f"Authorization: Bearer {token}\r\nContent-Type: application/json\r\n"
                            f"Content-Length: {len(body)}\r\n\r\n").encode())
        view = memoryview(body)
        sent = 0
        while sent < len(body) and not stop.is_set():
            sent += connection.send(view[sent:sent + (1 << 20)])
        stop.wait()
        connection.close()
    except OSError:
        pass


def test_one_accounts_heavy_work_through_several_credentials_stalls_nobody(daybook):
    hostile = Account(daybook.base, "Hostile")
    other = Account(daybook.base, "Other")
    url, secret = nightscout(daybook.base, hostile.api.headers)
    for i in range(NOTES):
        store_note(url, secret, f"note {i} " + NOTE, i + 1)
    tokens = []
    for i in range(READ_ONLY_TOKENS):
        r = hostile.post("/api/v1/nightscout/tokens", json={"name": f"reader {i}", "role": "readable"})
        assert r.status_code in (200, 201), r.text
        tokens.append(r.json()["token"])
    credentials = [(secret, "")] + [({}, "&token=" + urllib.parse.quote(token)) for token in tokens]
    search = url + "/api/v3/treatments?limit=1000&notes$re=" + urllib.parse.quote("zzz", safe="")
    # Each search alone is within its limits: answered, not refused.
    alone = requests.get(search, headers=secret, timeout=30)
    assert alone.status_code == 200, alone.text
    body = nightscout_export(IMPORT_READINGS)
    bearer = hostile.api.headers["Authorization"].split(" ", 1)[1]

    stop, answers, lock = threading.Event(), {}, threading.Lock()

    def searcher(n):
        headers, extra = credentials[n % len(credentials)]
        session = session_from(ATTACKER, pool=1)
        while not stop.is_set():
            try:
                status = session.get(search + extra, headers=headers, timeout=30).status_code
            except requests.RequestException:
                status = None
            with lock:
                answers[status] = answers.get(status, 0) + 1

    def me(timeout):
        return requests.get(daybook.base + "/api/v1/me", headers=other.api.headers, timeout=timeout).status_code == 200

    threads = [threading.Thread(target=searcher, args=(n,), daemon=True) for n in range(SEARCHES)]
    threads.append(threading.Thread(target=upload, args=(daybook, bearer, body, stop), daemon=True))
    with HealthWatch(daybook.base, label=f"{SEARCHES} v3 searches over {NOTES} long notes and a {len(body) >> 20} MB import",
                     timeout=TIMEOUT, extra=("me", me), every=0.1) as watch:
        for thread in threads:
            thread.start()
        stop.wait(ATTACK_SECONDS)
        stop.set()
    for thread in threads:
        thread.join(timeout=40)
    assert_alive(daybook, within=30)
    print(f"\nthe hostile account's searches were answered {answers}")
    health, others = HealthWatch.summary(watch.latencies), HealthWatch.summary(watch.extra_latencies)
    assert health["failed"] == 0 and others["failed"] == 0, (health, others)
    assert watch.median() < MEDIAN_BOUND, health
    assert watch.median(watch.extra_latencies) < MEDIAN_BOUND, others
    # Nobody else's request waited behind the work for long.
    assert max(watch.latencies) < TIMEOUT and max(watch.extra_latencies) < TIMEOUT
    # The hostile account is answered or refused on purpose (429, or 503 past a deadline), never with a server error.
    assert set(answers) <= {200, 429, 503}, answers
