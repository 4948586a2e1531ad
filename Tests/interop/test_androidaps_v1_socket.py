"""AndroidAPS's NSClient v1 (AAPSClient) against a person's Daybook endpoint, replayed from its source:
plugins/sync/src/main/kotlin/app/aaps/plugins/sync/nsclient/services/NSClientService.kt (connect, `authorize`,
`dataUpdate`, `dbAdd`, `dbUpdate`), nsclient/acks/NSAuthAck.kt, NSAddAck.kt and NSUpdateAck.kt (what the acks must
hold), DataSyncSelectorV1.kt and the toJson of GlucoseValueExtension.kt, CarbsExtension.kt and BolusExtension.kt
(what it uploads), and Nightscout's lib/server/websocket.js and lib/data/calcdelta.js for the server's side.

AndroidAPS uses io.socket:socket.io-client 2.1.2 (gradle/libs.versions.toml): Engine.IO v4 (`EIO=4`), long-polling
upgraded to a websocket, at the server's `/socket.io/`; `IO.socket(url)` turns the URL's path into the namespace, so
`{server}/nightscout/{handle}` connects to the namespace `/nightscout/{handle}` and nothing else. python-socketio 5
speaks the same protocol versions and connects the same way."""
import datetime
import hashlib
import queue
import time

import pytest
import requests
import socketio

from conftest import new_account, server_of_its_own

daybook = server_of_its_own(DAYBOOK_REGISTRATION_LIMIT="1000/1h", DAYBOOK_TOKEN_LIMIT="1000/1h")


@pytest.fixture
def server(daybook):
    return daybook.base


def endpoint(account):
    settings = account.get(account.base + "/api/v1/nightscout").json()
    return settings["baseUrl"], settings["secret"], settings["baseUrl"].rsplit("/", 1)[1]


def now_ms(minutes_ago=0):
    return int(time.time() * 1000) - minutes_ago * 60_000


def iso_ms(ms):
    return datetime.datetime.fromtimestamp(ms / 1000, datetime.timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def journal(account, kind):
    """The journal's rows of yesterday and today (a test may run across midnight)."""
    today = datetime.datetime.now(datetime.timezone.utc).date()
    r = account.get(account.base + f"/api/v1/{kind}", params={"from": (today - datetime.timedelta(days=1)).isoformat(),
                                                              "to": (today + datetime.timedelta(days=1)).isoformat()})
    assert r.status_code == 200, r.text
    return r.json()


def glucose_value(minutes_ago, value):
    """GlucoseValueExtension.kt `GV.toJson(isAdd = true)`."""
    ms = now_ms(minutes_ago)
    return {"device": "Dexcom G6 Native", "date": ms, "dateString": iso_ms(ms), "isValid": True, "sgv": value,
            "direction": "Flat", "type": "sgv"}


def carbs(minutes_ago, amount):
    """CarbsExtension.kt `CA.toJson(isAdd = true)`."""
    ms = now_ms(minutes_ago)
    return {"eventType": "Carb Correction" if amount < 12 else "Meal Bolus", "carbs": amount, "created_at": iso_ms(ms),
            "isValid": True, "date": ms, "pumpId": 4711, "pumpType": "OMNIPOD_DASH", "pumpSerial": "1234"}


class AAPSClient:
    """NSClientService's socket: `IO.socket(nsURL)`, `authorize` on connect, and the events it listens to."""

    def __init__(self, server, namespace, transports=("polling", "websocket")):
        self.namespace = namespace
        self.events = queue.Queue()
        self.sio = socketio.Client(reconnection=False)
        for name in ["dataUpdate", "connected", "announcement", "alarm", "urgent_alarm", "clear_alarm"]:
            self.sio.on(name, handler=lambda *args, name=name: self.events.put((name, args[0] if args else None)), namespace=namespace)
        self.sio.connect(server, namespaces=[namespace], transports=list(transports), wait_timeout=10)

    def authorize(self, secret, history=48, since=0):
        """`sendAuthMessage`: the API secret hashed with SHA-1 (`nsApiHashCode`), as AndroidAPS sends it."""
        message = {"client": "Android_AAPS", "history": history, "status": True, "from": since,
                   "secret": hashlib.sha1(secret.encode()).hexdigest()}
        return self.sio.call("authorize", message, namespace=self.namespace, timeout=15)

    def emit(self, event, message):
        return self.sio.call(event, message, namespace=self.namespace, timeout=15)

    def data_update(self, wanted=lambda data: True, timeout=10):
        deadline = time.monotonic() + timeout
        seen = []
        while time.monotonic() < deadline:
            try:
                name, data = self.events.get(timeout=max(0.05, deadline - time.monotonic()))
            except queue.Empty:
                break
            if name == "dataUpdate" and wanted(data):
                return data
            seen.append((name, data))
        raise AssertionError(f"no such dataUpdate within {timeout} s; got {seen}")

    def quiet_for(self, seconds):
        """Every dataUpdate that arrives within `seconds`."""
        time.sleep(seconds)
        got = []
        while not self.events.empty():
            name, data = self.events.get()
            if name == "dataUpdate":
                got.append(data)
        return got

    def close(self):
        self.sio.disconnect()


def has_sgv(value):
    return lambda data: any(item.get("mgdl") == value for item in data.get("sgvs", []))


def test_androidaps_v1_syncs_through_the_persons_namespace(server):
    ada = new_account(server)
    base_url, secret, handle = endpoint(ada)
    # Readings an uploader logged before AndroidAPS connects.
    r = requests.post(base_url + "/api/v1/entries", json=[glucose_value(20, 111), glucose_value(15, 117)],
                      headers={"api-secret": hashlib.sha1(secret.encode()).hexdigest()})
    assert r.status_code == 200, r.text

    aaps = AAPSClient(server, f"/nightscout/{handle}")
    try:
        assert aaps.authorize(secret) == {"read": True, "write": True, "write_treatment": True}
        # The history: the full data (no `delta`, as websocket.js sends `dataWithRecentStatuses()`), with the status asked for.
        first = aaps.data_update()
        assert not first.get("delta")
        assert [s["mgdl"] for s in first["sgvs"]] == [111, 117], "oldest first: NsIncomingDataProcessor keeps only newer ones"
        assert all(isinstance(s["mills"], int) and s["_id"] and s["type"] == "sgv" for s in first["sgvs"])
        assert first["status"]["status"] == "ok" and "settings" in first["status"]
        for key in ["mbgs", "cals", "treatments", "devicestatus", "profiles", "food"]:
            assert isinstance(first[key], list), key

        # DataSyncSelectorV1 uploads a reading and carbs with dbAdd; NSAddAck reads `_id` of the first document.
        ack = aaps.emit("dbAdd", {"collection": "entries", "data": glucose_value(5, 123)})
        assert isinstance(ack, list) and len(ack) == 1 and ack[0]["_id"] and ack[0]["sgv"] == 123
        entry_id = ack[0]["_id"]
        meal = carbs(4, 45)
        ack = aaps.emit("dbAdd", {"collection": "treatments", "data": meal})
        assert isinstance(ack, list) and ack[0]["_id"] and ack[0]["carbs"] == 45
        carbs_id = ack[0]["_id"]
        assert 123 in [g["value"] for g in journal(ada, "glucose")]
        assert [m["carbs"] for m in journal(ada, "meals")] == [45]
        # Its own uploads come back as deltas too (Nightscout tells every client), once.
        delta = aaps.data_update(has_sgv(123))
        assert delta["delta"] is True and isinstance(delta["lastUpdated"], int)
        aaps.data_update(lambda d: any(t.get("_id") == carbs_id for t in d.get("treatments", [])))

        # The same carbs again (AndroidAPS lost its id): the stored treatment's `_id`, no second meal.
        again = aaps.emit("dbAdd", {"collection": "treatments", "data": meal})
        assert again[0]["_id"] == carbs_id
        assert [m["carbs"] for m in journal(ada, "meals")] == [45]

        # A reading logged through Daybook's own API arrives as a delta.
        r = ada.post(ada.base + "/api/v1/glucose", json={"value": 142, "source": "cgm",
                                                          "time": iso_ms(now_ms(1))})
        assert r.status_code == 201, r.text
        delta = aaps.data_update(has_sgv(142))
        assert delta["delta"] is True and all(s["mgdl"] != 111 for s in delta["sgvs"]), "only what changed"

        # dbUpdate (the carbs changed in AndroidAPS: toJson(isAdd = false) has no `_id`): the journal's meal changes.
        changed = dict(meal, carbs=50)
        assert aaps.emit("dbUpdate", {"collection": "treatments", "_id": carbs_id, "data": changed}) == {"result": "success"}
        assert [m["carbs"] for m in journal(ada, "meals")] == [50]
        delta = aaps.data_update(lambda d: any(t.get("_id") == carbs_id and t.get("carbs") == 50 for t in d.get("treatments", [])))
        updated = [t for t in delta["treatments"] if t["_id"] == carbs_id][0]
        assert updated["action"] == "update" and isinstance(updated["mills"], int)

        # dbUpdateUnset takes fields away, as Mongo's $unset.
        assert aaps.emit("dbUpdateUnset", {"collection": "treatments", "_id": carbs_id, "data": {"pumpSerial": 1}}) == {"result": "success"}
        r = requests.get(base_url + "/api/v1/treatments.json", headers={"api-secret": hashlib.sha1(secret.encode()).hexdigest()})
        stored = [t for t in r.json() if t["_id"] == carbs_id][0]
        assert "pumpSerial" not in stored and stored["pumpId"] == 4711 and stored["carbs"] == 50

        # dbRemove deletes the journal row; the treatment is told removed as calcdelta.js tells it.
        assert aaps.emit("dbRemove", {"collection": "treatments", "_id": carbs_id}) == {"result": "success"}
        assert journal(ada, "meals") == []
        delta = aaps.data_update(lambda d: any(t.get("_id") == carbs_id and t.get("action") == "remove" for t in d.get("treatments", [])))
        assert [t for t in delta["treatments"] if t["_id"] == carbs_id][0] == {"_id": carbs_id, "mills": updated["mills"], "action": "remove"}
        assert aaps.emit("dbRemove", {"collection": "entries", "_id": entry_id}) == {"result": "success"}
        assert 123 not in [g["value"] for g in journal(ada, "glucose")]

        # AndroidAPS invalidates a reading with dbUpdate `isValid: false`: it leaves the journal.
        ack = aaps.emit("dbAdd", {"collection": "entries", "data": glucose_value(3, 133)})
        invalid = dict(glucose_value(3, 133), isValid=False)
        assert aaps.emit("dbUpdate", {"collection": "entries", "_id": ack[0]["_id"], "data": invalid}) == {"result": "success"}
        assert 133 not in [g["value"] for g in journal(ada, "glucose")]

        # Bad input changes nothing and never breaks the connection.
        assert aaps.emit("dbAdd", {"collection": "activity", "data": {"steps": 3}}) == {"result": "Wrong collection"}
        assert aaps.emit("dbAdd", {"collection": "nonsense", "data": {}}) == {"result": "Wrong collection"}
        assert aaps.emit("dbAdd", "not an object") == {"result": "Wrong collection"}
        assert aaps.emit("dbUpdate", {"collection": "treatments", "data": {"carbs": 1}}) == {"result": "Missing _id"}
        assert aaps.emit("dbAdd", {"collection": "entries", "data": {"type": "sgv", "sgv": "high", "date": "soon"}}) == []
        assert aaps.emit("dbAdd", {"collection": "treatments", "data": [carbs(2, 20), {"carbs": {"x": 1}}]}) == []
        meals = journal(ada, "meals")
        assert meals == [], "nothing of a refused batch is kept"
        assert aaps.sio.connected
    finally:
        aaps.close()


def test_a_readable_token_reads_and_writes_nothing(server):
    ada = new_account(server)
    base_url, secret, handle = endpoint(ada)
    r = ada.post(ada.base + "/api/v1/nightscout/tokens", json={"name": "follower", "role": "readable"})
    assert r.status_code == 201, r.text
    token = r.json()["token"]
    r = requests.post(base_url + "/api/v1/entries", json=[glucose_value(10, 101)],
                      headers={"api-secret": hashlib.sha1(secret.encode()).hexdigest()})
    assert r.status_code == 200, r.text

    follower = AAPSClient(server, f"/nightscout/{handle}", transports=["websocket"])
    try:
        # A token goes in `token` (websocket.js resolves `message.token` too).
        ack = follower.sio.call("authorize", {"client": "Android_AAPS", "history": 48, "status": True, "from": 0, "token": token},
                                namespace=follower.namespace, timeout=15)
        assert ack == {"read": True, "write": False, "write_treatment": False}
        assert [s["mgdl"] for s in follower.data_update()["sgvs"]] == [101]
        assert follower.emit("dbAdd", {"collection": "treatments", "data": carbs(3, 30)}) == {"result": "Not permitted"}
        assert follower.emit("dbAdd", {"collection": "entries", "data": glucose_value(3, 155)}) == {"result": "Not permitted"}
        assert journal(ada, "meals") == [] and 155 not in [g["value"] for g in journal(ada, "glucose")]
    finally:
        follower.close()


def test_another_persons_namespace_gives_nothing(server):
    ada, bob = new_account(server), new_account(server)
    _, ada_secret, ada_handle = endpoint(ada)
    bob_url, bob_secret, bob_handle = endpoint(bob)
    r = requests.post(bob_url + "/api/v1/entries", json=[glucose_value(10, 190)],
                      headers={"api-secret": hashlib.sha1(bob_secret.encode()).hexdigest()})
    assert r.status_code == 200, r.text

    # Ada's secret at Bob's namespace opens nothing: every permission false, no data, no write.
    intruder = AAPSClient(server, f"/nightscout/{bob_handle}")
    # Ada's own client at her namespace sees none of Bob's changes.
    own = AAPSClient(server, f"/nightscout/{ada_handle}")
    try:
        assert intruder.authorize(ada_secret) == {"read": False, "write": False, "write_treatment": False}
        assert intruder.emit("dbAdd", {"collection": "entries", "data": glucose_value(2, 99)}) == {"result": "Not permitted"}
        assert own.authorize(ada_secret)["read"] is True
        assert own.data_update()["sgvs"] == []
        r = requests.post(bob_url + "/api/v1/entries", json=[glucose_value(1, 191)],
                          headers={"api-secret": hashlib.sha1(bob_secret.encode()).hexdigest()})
        assert r.status_code == 200, r.text
        assert intruder.quiet_for(2) == [] and own.quiet_for(0.1) == []
        assert sorted(g["value"] for g in journal(bob, "glucose")) == [190, 191]
    finally:
        intruder.close()
        own.close()
    # A session opened under Bob's endpoint never reaches Ada's namespace.
    sio = socketio.Client(reconnection=False)
    with pytest.raises(socketio.exceptions.ConnectionError):
        sio.connect(server, namespaces=[f"/nightscout/{ada_handle}"], socketio_path=f"nightscout/{bob_handle}/socket.io",
                    transports=["websocket"], wait_timeout=5)
    sio.disconnect()


def test_the_root_namespace_finds_the_person_by_the_secret(server):
    ada = new_account(server)
    _, secret, _ = endpoint(ada)
    aaps = AAPSClient(server, "/")
    try:
        assert aaps.authorize(secret) == {"read": True, "write": True, "write_treatment": True}
        aaps.data_update()
        ack = aaps.emit("dbAdd", {"collection": "entries", "data": glucose_value(2, 124)})
        assert ack[0]["_id"]
        assert 124 in [g["value"] for g in journal(ada, "glucose")]
    finally:
        aaps.close()
