"""No write lost under concurrency: eight clients write at once, a mix of every kind (timed entries,
day symptoms, periods, pauses, reminders, Nightscout uploads, file imports), two accounts with four
clients each. Every answer is a 2xx or a clear 4xx, never a 5xx, and every acknowledged write is
there afterwards. Runs on the database the suite is given (a SQLite file by default)."""
import datetime
import hashlib
import random
import threading

import pytest
import requests

from conftest import DaybookProcess, new_account

CLIENTS_PER_ACCOUNT = 4
WRITES_PER_CLIENT = 40


@pytest.fixture(scope="module")
def daybook():
    process = DaybookProcess()
    process.start()
    yield process
    process.stop()


class Client(threading.Thread):
    def __init__(self, account, session, nightscout, seed, results):
        super().__init__(daemon=True)
        self.account = account
        self.session = session
        self.nightscout = nightscout
        self.random = random.Random(seed)
        self.results = results
        self.seed = seed

    def day(self):
        return datetime.date.today() - datetime.timedelta(days=self.random.randint(1, 400))

    def run(self):
        base = self.session.base
        for n in range(WRITES_PER_CLIENT):
            kind = self.random.choice(["stress", "symptoms", "period", "pause", "reminder", "nightscout", "import"])
            day = self.day()
            try:
                if kind == "stress":
                    r = self.session.post(base + "/api/v1/stress", json={"level": self.random.randint(1, 10), "time": f"{day}T12:00:00Z"})
                    self.record(kind, r, lambda r: ("stress", r.json()["id"]))
                elif kind == "symptoms":
                    # PATCH: only the notes, so a flow another client wrote on the day stays.
                    r = self.session.patch(base + f"/api/v1/days/{day}/symptoms", json={"notes": f"client {self.seed} write {n}"})
                    self.record(kind, r, lambda r: ("notes", str(day), f"client {self.seed} write {n}"))
                elif kind == "period":
                    end = day + datetime.timedelta(days=3)
                    r = self.session.post(base + "/api/v1/cycle/periods", json={"start": str(day), "end": str(end)})
                    self.record(kind, r, lambda r: ("flow", str(day)))
                elif kind == "pause":
                    r = self.session.post(base + "/api/v1/cycle/pauses", json={"kind": "other", "start": str(day), "end": str(day)})
                    self.record(kind, r, lambda r: ("pause", r.json()["id"]))
                elif kind == "reminder":
                    r = self.session.post(base + "/api/v1/reminders", json={"kind": "water", "time": "10:00"})
                    self.record(kind, r, lambda r: ("reminder", r.json()["id"]))
                elif kind == "nightscout":
                    millis = int(datetime.datetime.combine(day, datetime.time(6, self.random.randint(0, 59), self.random.randint(0, 59)),
                                                           tzinfo=datetime.timezone.utc).timestamp() * 1000)
                    value = self.random.randint(60, 250)
                    r = requests.post(self.nightscout["baseUrl"] + "/api/v1/entries", headers=self.nightscout["headers"],
                                      json=[{"type": "sgv", "sgv": value, "date": millis}], timeout=60)
                    self.record(kind, r, lambda r: ("glucose", str(day), millis))
                else:
                    text = f"date,bleeding.value\n{day},1\n"
                    r = self.session.post(base + "/api/v1/imports", params={"format": "drip"}, data=text.encode())
                    self.record(kind, r, lambda r: ("flow", str(day)))
            except requests.RequestException as error:
                self.results["errors"].append(f"{kind}: {error}")

    def record(self, kind, response, acknowledged):
        with self.results["lock"]:
            self.results["statuses"].append((kind, response.status_code, response.text[:200]))
            if 200 <= response.status_code < 300:
                self.results["acknowledged"].append((self.account,) + acknowledged(response))


def nightscout_of(session):
    r = session.get(session.base + "/api/v1/nightscout")
    assert r.status_code == 200, r.text
    settings = r.json()
    return {"baseUrl": settings["baseUrl"], "headers": {"api-secret": hashlib.sha1(settings["secret"].encode()).hexdigest()}}


def test_concurrent_writers_of_every_kind_lose_nothing(daybook):
    accounts = [new_account(daybook.base) for _ in range(2)]
    for session in accounts:
        session.request = _with_timeout(session.request)
    nightscouts = [nightscout_of(session) for session in accounts]
    results = {"lock": threading.Lock(), "statuses": [], "acknowledged": [], "errors": []}
    clients = [Client(i % 2, accounts[i % 2], nightscouts[i % 2], seed=i, results=results) for i in range(2 * CLIENTS_PER_ACCOUNT)]
    for client in clients:
        client.start()
    for client in clients:
        client.join(timeout=300)
        assert not client.is_alive(), "a client did not finish within 300 s"

    assert not results["errors"], results["errors"][:5]
    statuses = results["statuses"]
    assert len(statuses) == 2 * CLIENTS_PER_ACCOUNT * WRITES_PER_CLIENT
    server_errors = [s for s in statuses if s[1] >= 500]
    assert not server_errors, server_errors[:5]
    refused = [s for s in statuses if 400 <= s[1] < 500]
    # A refusal must be a clear one: a period overlapping one another client just entered, say.
    for kind, status, text in refused:
        assert status in (409, 422), (kind, status, text)
        assert '"error"' in text, (kind, status, text)

    # Every acknowledged write is there, in its own account.
    acknowledged = results["acknowledged"]
    assert len(acknowledged) > len(statuses) // 2
    for index, session in enumerate(accounts):
        missing = _missing(session, [item[1:] for item in acknowledged if item[0] == index])
        assert not missing, missing[:5]


def _missing(session, acknowledged):
    base = session.base
    first = str(datetime.date.today() - datetime.timedelta(days=410))
    last = str(datetime.date.today())
    stress = {e["id"] for e in session.get(base + "/api/v1/stress", params={"from": first, "to": last, "limit": 10000}).json()}
    pauses = {p["id"] for p in session.get(base + "/api/v1/cycle/pauses").json()}
    reminders = {r["id"] for r in session.get(base + "/api/v1/reminders").json()}
    glucose = session.get(base + "/api/v1/glucose", params={"from": first, "to": last, "limit": 10000}).json()
    glucose_times = [datetime.datetime.fromisoformat(g["time"].replace("Z", "+00:00")) for g in glucose]
    missing = []
    for item in acknowledged:
        kind = item[0]
        if kind == "stress":
            found = item[1] in stress
        elif kind == "pause":
            found = item[1] in pauses
        elif kind == "reminder":
            found = item[1] in reminders
        elif kind == "notes":
            # The last writer of a day's notes wins: the day must hold one client's notes.
            r = session.get(base + f"/api/v1/days/{item[1]}/symptoms")
            found = r.status_code == 200 and r.json().get("notes", "").startswith("client ")
        elif kind == "flow":
            r = session.get(base + f"/api/v1/days/{item[1]}/symptoms")
            found = r.status_code == 200 and bool(r.json().get("flow"))
        else:
            instant = datetime.datetime.fromtimestamp(item[2] / 1000, tz=datetime.timezone.utc)
            found = any(abs((t - instant).total_seconds()) < 1 for t in glucose_times)
        if not found:
            missing.append(item)
    return missing


def _with_timeout(request):
    def wrapped(method, url, **kwargs):
        kwargs.setdefault("timeout", 60)
        return request(method, url, **kwargs)
    return wrapped
