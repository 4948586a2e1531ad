"""API v3's Socket.IO channels read by a real client: python-socketio (Engine.IO v4 / Socket.IO v5, as
AndroidAPS's socket.io-client-java 2.x speaks them) over long-polling, websocket, and polling upgraded to
websocket. It subscribes as NSClientV3Service does and sees every change of the person's data arrive,
whichever way it came in, and nothing of anyone else's; `/alarm` tells lows, highs and the all-clear."""
import datetime
import hashlib
import queue
import time
import uuid

import pytest
import requests
import socketio

from conftest import new_account, server_of_its_own

# Every test here signs up two or three people: more than the default limit of sign-ups per address.
daybook = server_of_its_own(DAYBOOK_REGISTRATION_LIMIT="1000/1h")


@pytest.fixture
def server(daybook):
    return daybook.base

# What NSClientV3Service.onConnectStorage asks for (`foods` is no Nightscout collection and is left out).
AAPS_COLLECTIONS = ["devicestatus", "entries", "profile", "treatments", "foods", "settings"]
TRANSPORTS = {"polling": ["polling"], "websocket": ["websocket"], "upgrade": ["polling", "websocket"]}


def endpoint(account):
    settings = account.get(account.base + "/api/v1/nightscout").json()
    return settings["baseUrl"], settings["secret"], settings["baseUrl"].rsplit("/", 1)[1]


def nightscout_token(account, role="admin"):
    r = account.post(account.base + "/api/v1/nightscout/tokens", json={"name": "aaps-" + uuid.uuid4().hex[:6], "role": role})
    assert r.status_code == 201, r.text
    return r.json()["token"]


def jwt(base_url, token):
    r = requests.get(f"{base_url}/api/v2/authorization/request/{token}")
    assert r.status_code == 200, r.text
    return r.json()["token"]


def iso(moment):
    return moment.isoformat(timespec="milliseconds").replace("+00:00", "Z")


def minutes_ago(minutes):
    return datetime.datetime.now(datetime.timezone.utc) - datetime.timedelta(minutes=minutes)


class Listener:
    """A python-socketio client connected to one namespace, keeping every event that arrives."""

    def __init__(self, server, namespace, transports, socketio_path="socket.io"):
        self.namespace = namespace
        self.events = queue.Queue()
        self.sio = socketio.Client(reconnection=False)
        for name in ["create", "update", "delete", "alarm", "urgent_alarm", "clear_alarm", "announcement"]:
            self.sio.on(name, handler=lambda data, name=name: self.events.put((name, data)), namespace=namespace)
        self.sio.on("disconnect", handler=lambda *reason: self.events.put(("disconnect", None)), namespace=namespace)
        self.sio.connect(server, namespaces=[namespace], transports=transports, socketio_path=socketio_path, wait_timeout=10)

    def subscribe(self, payload):
        return self.sio.call("subscribe", payload, namespace=self.namespace, timeout=10)

    def next(self, wanted, timeout=10):
        """The first event for which `wanted(name, data)` holds; others before it are passed over."""
        deadline = time.monotonic() + timeout
        seen = []
        while time.monotonic() < deadline:
            try:
                name, data = self.events.get(timeout=max(0.05, deadline - time.monotonic()))
            except queue.Empty:
                break
            if wanted(name, data):
                return name, data
            seen.append((name, data))
        raise AssertionError(f"no such event within {timeout} s; got {seen}")

    def drain(self):
        items = []
        while not self.events.empty():
            items.append(self.events.get())
        return items

    def close(self):
        self.sio.disconnect()


def entry_created(value):
    return lambda name, data: name == "create" and data["colName"] == "entries" and data["doc"].get("sgv") == value


def post_v1_entry(base_url, secret, value, minutes):
    moment = minutes_ago(minutes)
    entry = {"type": "sgv", "sgv": value, "date": int(moment.timestamp() * 1000), "dateString": iso(moment),
             "device": "xDrip-DexcomG6", "direction": "Flat"}
    r = requests.post(base_url + "/api/v1/entries", json=[entry], headers={"api-secret": hashlib.sha1(secret.encode()).hexdigest()})
    assert r.status_code == 200, r.text


def post_reading(account, value, minutes):
    r = account.post(account.base + "/api/v1/glucose", json={"value": value, "time": iso(minutes_ago(minutes)), "source": "cgm"})
    assert r.status_code == 201, r.text
    return r.json()


@pytest.mark.parametrize("transport", TRANSPORTS)
def test_changes_arrive_at_the_root_over_every_transport(server, transport):
    ada = new_account(server)
    base_url, secret, _ = endpoint(ada)
    token = nightscout_token(ada)
    listener = Listener(server, "/storage", TRANSPORTS[transport])
    try:
        answer = listener.subscribe({"accessToken": token, "collections": AAPS_COLLECTIONS})
        assert answer == {"success": True, "collections": ["devicestatus", "entries", "profile", "treatments", "settings"]}
        if transport == "upgrade":
            # The client upgrades in the background after its probe; a loaded machine takes its time.
            give_up = time.monotonic() + 20
            while listener.sio.transport() != "websocket" and time.monotonic() < give_up:
                time.sleep(0.05)
            assert listener.sio.transport() == "websocket"
        post_v1_entry(base_url, secret, 123, minutes=3)
        _, event = listener.next(entry_created(123))
        doc = event["doc"]
        assert doc["identifier"] and isinstance(doc["srvModified"], int) and "_id" not in doc
        assert doc["device"] == "xDrip-DexcomG6"
        # Logged through Daybook's own API: the reading's own document.
        post_reading(ada, 131, minutes=2)
        _, event = listener.next(entry_created(131))
        assert event["doc"]["identifier"] and isinstance(event["doc"]["srvModified"], int)
        # Device status, which logs nothing in the journal, arrives too.
        r = requests.post(base_url + "/api/v1/devicestatus", json={"device": "openaps://phone", "created_at": iso(minutes_ago(1))},
                          headers={"api-secret": hashlib.sha1(secret.encode()).hexdigest()})
        assert r.status_code == 200, r.text
        _, event = listener.next(lambda name, data: name == "create" and data["colName"] == "devicestatus")
        assert event["doc"]["device"] == "openaps://phone" and event["doc"]["identifier"]
    finally:
        listener.close()


@pytest.mark.parametrize("transport", ["polling", "websocket"])
def test_the_persons_endpoint_takes_a_jwt_and_names_the_namespace_either_way(server, transport):
    ada = new_account(server)
    base_url, secret, handle = endpoint(ada)
    token = nightscout_token(ada)
    # Under the endpoint's own socket.io path, and as socket.io-client-java does with the person's URL:
    # the path stays /socket.io/ and the URL's path becomes part of the namespace.
    under = Listener(server, "/storage", TRANSPORTS[transport], socketio_path=f"nightscout/{handle}/socket.io")
    named = Listener(server, f"/nightscout/{handle}/storage", TRANSPORTS[transport])
    try:
        assert under.subscribe({"accessToken": jwt(base_url, token), "collections": ["entries"]}) == {"success": True, "collections": ["entries"]}
        assert named.subscribe({"accessToken": token})["success"] is True
        post_v1_entry(base_url, secret, 140, minutes=2)
        for listener in (under, named):
            _, event = listener.next(entry_created(140))
            assert event["doc"]["identifier"]
    finally:
        under.close()
        named.close()


def test_a_treatment_is_created_updated_and_deleted(server):
    ada = new_account(server)
    base_url, _, _ = endpoint(ada)
    token = nightscout_token(ada)
    listener = Listener(server, "/storage", ["websocket"])
    try:
        assert listener.subscribe({"accessToken": token, "collections": ["treatments"]})["success"] is True
        moment = minutes_ago(5)
        treatment = {"eventType": "Correction Bolus", "insulin": 2.5, "date": int(moment.timestamp() * 1000),
                     "app": "AAPS", "identifier": str(uuid.uuid4())}
        r = requests.post(f"{base_url}/api/v3/treatments?token={token}", json=treatment)
        assert r.status_code == 201, r.text
        identifier = r.json()["identifier"]
        _, event = listener.next(lambda name, data: name == "create" and data["doc"].get("identifier") == identifier)
        assert event["colName"] == "treatments" and event["doc"]["insulin"] == 2.5
        created = event["doc"]["srvModified"]
        r = requests.patch(f"{base_url}/api/v3/treatments/{identifier}?token={token}", json={"insulin": 3})
        assert r.status_code == 200, r.text
        _, event = listener.next(lambda name, data: name == "update" and data["doc"].get("identifier") == identifier)
        assert event["doc"]["insulin"] == 3 and event["doc"]["srvModified"] > created
        r = requests.delete(f"{base_url}/api/v3/treatments/{identifier}?token={token}")
        assert r.status_code == 200, r.text
        _, event = listener.next(lambda name, data: name == "delete" and data.get("identifier") == identifier)
        assert event["colName"] == "treatments"
        # A dose logged in Daybook, edited and deleted there.
        r = ada.post(ada.base + "/api/v1/insulin", json={"units": 4, "kind": "bolus", "time": iso(minutes_ago(4))})
        assert r.status_code == 201, r.text
        dose = r.json()["id"]
        _, event = listener.next(lambda name, data: name == "create" and data["doc"].get("insulin") == 4)
        logged = event["doc"]["identifier"]
        r = ada.delete(f"{ada.base}/api/v1/insulin/{dose}")
        assert r.status_code in (200, 204), r.text
        listener.next(lambda name, data: name == "delete" and data.get("identifier") == logged)
        # A dose logged in Daybook and changed through API v3 stays the same document: no delete comes for it.
        r = ada.post(ada.base + "/api/v1/insulin", json={"units": 6, "kind": "bolus", "time": iso(minutes_ago(3))})
        assert r.status_code == 201, r.text
        _, event = listener.next(lambda name, data: name == "create" and data["doc"].get("insulin") == 6)
        logged = event["doc"]["identifier"]
        r = requests.patch(f"{base_url}/api/v3/treatments/{logged}?token={token}", json={"insulin": 7})
        assert r.status_code == 200, r.text
        name, event = listener.next(lambda name, data: data.get("identifier", data.get("doc", {}).get("identifier")) == logged)
        assert name in ("create", "update") and event["doc"]["insulin"] == 7
    finally:
        listener.close()


def test_nothing_of_another_person_arrives(server):
    ada, bob = new_account(server), new_account(server)
    ada_url, ada_secret, _ = endpoint(ada)
    bob_url, bob_secret, _ = endpoint(bob)
    listener = Listener(server, "/storage", ["polling"])
    try:
        assert listener.subscribe({"accessToken": nightscout_token(ada)})["success"] is True
        post_v1_entry(bob_url, bob_secret, 201, minutes=3)
        post_reading(bob, 202, minutes=2)
        # Ada's own change comes after Bob's and is the first and only thing to arrive: the first event,
        # not one found past others (passing over them would pass over Bob's too).
        post_v1_entry(ada_url, ada_secret, 99, minutes=1)
        name, data = listener.next(lambda name, data: True)
        assert entry_created(99)(name, data), (name, data)
        time.sleep(1)
        others = [data for _, data in listener.drain() if data.get("doc", {}).get("sgv") in (201, 202)]
        assert others == []
    finally:
        listener.close()


def test_a_wrong_token_and_a_token_of_someone_else_are_refused(server):
    ada, bob = new_account(server), new_account(server)
    _, _, ada_handle = endpoint(ada)
    listener = Listener(server, "/storage", ["polling"])
    named = Listener(server, f"/nightscout/{ada_handle}/storage", ["websocket"])
    try:
        assert listener.subscribe({"accessToken": "wrong-0123456789abcdef", "collections": ["entries"]}) \
            == {"success": False, "message": "Missing or bad accessToken"}
        assert listener.subscribe({"collections": ["entries"]})["success"] is False
        # Bob's token is good, but not at Ada's endpoint.
        assert named.subscribe({"accessToken": nightscout_token(bob)})["success"] is False
    finally:
        listener.close()
        named.close()


@pytest.mark.parametrize("namespace", ["/storage", "/alarm"])
def test_a_revoked_token_ends_its_subscription(server, namespace):
    ada = new_account(server)
    base_url, secret, _ = endpoint(ada)
    r = ada.post(ada.base + "/api/v1/nightscout/tokens", json={"name": "watch", "role": "readable"})
    token, token_id = r.json()["token"], r.json()["id"]
    listener = Listener(server, namespace, ["websocket"])
    try:
        assert listener.subscribe({"accessToken": token})["success"] is True
        assert ada.delete(f"{ada.base}/api/v1/nightscout/tokens/{token_id}").status_code == 204
        time.sleep(1.2)
        post_v1_entry(base_url, secret, 45, minutes=1)
        name, _ = listener.next(lambda name, data: True)
        assert name == "disconnect"
        time.sleep(0.5)
        assert [event for event in listener.drain() if event[0] != "disconnect"] == []
    finally:
        listener.close()


def test_a_readable_token_gets_what_it_may_read(server):
    ada = new_account(server)
    listener = Listener(server, "/storage", ["polling"])
    try:
        answer = listener.subscribe({"accessToken": nightscout_token(ada, role="readable"), "collections": AAPS_COLLECTIONS})
        assert answer == {"success": True, "collections": ["devicestatus", "entries", "profile", "treatments"]}
    finally:
        listener.close()


@pytest.mark.parametrize("transport", ["polling", "websocket"])
def test_alarms_for_a_low_a_high_and_the_all_clear(server, transport):
    ada = new_account(server)
    base_url, secret, _ = endpoint(ada)
    listener = Listener(server, "/alarm", TRANSPORTS[transport])
    try:
        answer = listener.subscribe({"accessToken": nightscout_token(ada)})
        assert answer == {"success": True, "message": "Subscribed for alarms"}
        post_reading(ada, 52, minutes=3)  # below the hypo threshold (70)
        name, alarm = listener.next(lambda name, data: name in ("alarm", "urgent_alarm"))
        assert name == "urgent_alarm"
        assert alarm["level"] == 2 and alarm["title"] == "Urgent LOW" and alarm["eventName"] == "low"
        assert alarm["group"] == "default" and alarm["plugin"]["name"] == "simplealarms" and "52" in alarm["message"]
        post_v1_entry(base_url, secret, 250, minutes=2)  # above the hyper threshold (180)
        name, alarm = listener.next(lambda name, data: name in ("alarm", "urgent_alarm"))
        assert name == "alarm" and alarm["level"] == 1 and alarm["title"] == "Warning HIGH"
        post_reading(ada, 110, minutes=1)
        _, clear = listener.next(lambda name, data: name == "clear_alarm")
        assert clear["clear"] is True and clear["group"] == "default"
        # An announcement treatment is told too.
        r = requests.post(base_url + "/api/v1/treatments", json=[{"eventType": "Announcement", "notes": "Pump site changed",
                                                                   "created_at": iso(minutes_ago(0.5))}],
                          headers={"api-secret": hashlib.sha1(secret.encode()).hexdigest()})
        assert r.status_code == 200, r.text
        _, announcement = listener.next(lambda name, data: name == "announcement")
        assert announcement["message"] == "Pump site changed" and announcement["isAnnouncement"] is True
    finally:
        listener.close()


def test_the_engine_refuses_what_it_does_not_speak(server):
    r = requests.get(server + "/socket.io/?EIO=3&transport=polling")
    assert r.status_code == 400 and r.json() == {"code": 5, "message": "Unsupported protocol version"}
    r = requests.get(server + "/socket.io/?EIO=4&transport=carrier-pigeon")
    assert r.status_code == 400 and r.json()["code"] == 0
    r = requests.get(server + "/socket.io/?EIO=4&transport=polling&sid=nobody")
    assert r.status_code == 400 and r.json()["code"] == 1
    r = requests.get(server + "/socket.io/?EIO=4&transport=polling")
    assert r.status_code == 200 and r.headers["content-type"].startswith("text/plain")
    assert r.text.startswith('0{"sid":"') and '"upgrades":["websocket"]' in r.text and '"pingInterval":25000' in r.text
    sid = r.text.split('"sid":"')[1].split('"')[0]
    # A bad packet closes the session.
    r = requests.post(f"{server}/socket.io/?EIO=4&transport=polling&sid={sid}", data="9nonsense")
    assert r.status_code == 400
    r = requests.get(f"{server}/socket.io/?EIO=4&transport=polling&sid={sid}")
    assert r.status_code == 400 and r.json()["code"] == 1
    r = requests.get(server + "/nightscout/nobody/socket.io/?EIO=4&transport=polling")
    assert r.status_code == 404


def test_androidapss_handshake_byte_for_byte(server):
    """What socket.io-client-java 2.x does with `IO.socket("{person's URL}/storage")`, packet by packet: the
    path stays /socket.io/, the URL's path becomes the namespace, polling first (with its `t` cache
    breaker), then the websocket probe and upgrade, and its first ack id is 0."""
    import json
    import websocket

    ada = new_account(server)
    base_url, secret, handle = endpoint(ada)
    token = nightscout_token(ada)
    namespace = f"/nightscout/{handle}/storage"
    polling = f"{server}/socket.io/?EIO=4&transport=polling"
    r = requests.get(polling + "&t=PzDq1aB")
    assert r.status_code == 200 and r.text.startswith("0")
    opened = json.loads(r.text[1:])
    assert opened["upgrades"] == ["websocket"] and opened["maxPayload"] == 1000000
    sid = opened["sid"]
    r = requests.post(f"{polling}&sid={sid}&t=PzDq1aC", data=f"40{namespace},")
    assert r.status_code == 200 and r.text == "ok"
    r = requests.get(f"{polling}&sid={sid}&t=PzDq1aD")
    assert r.text.startswith(f"40{namespace},") and '"sid":"' in r.text
    ws = websocket.create_connection(f"{server.replace('http', 'ws')}/socket.io/?EIO=4&transport=websocket&sid={sid}", timeout=10)
    try:
        ws.send("2probe")
        assert ws.recv() == "3probe"
        ws.send("5")
        subscribe = ["subscribe", {"accessToken": token, "collections": AAPS_COLLECTIONS}]
        ws.send(f"42{namespace},0" + json.dumps(subscribe))
        answer = ws.recv()
        assert answer.startswith(f"43{namespace},0")
        assert json.loads(answer[len(f"43{namespace},0"):]) == [
            {"success": True, "collections": ["devicestatus", "entries", "profile", "treatments", "settings"]}]
        # The polling transport is done with; the session goes on over the websocket.
        assert requests.get(f"{polling}&sid={sid}").status_code == 400
        post_v1_entry(base_url, secret, 117, minutes=1)
        while True:
            frame = ws.recv()
            if frame == "2":
                ws.send("3")
                continue
            assert frame.startswith(f"42{namespace},")
            name, event = json.loads(frame[len(f"42{namespace},"):])
            if name == "create" and event["colName"] == "entries":
                assert event["doc"]["sgv"] == 117 and event["doc"]["identifier"] and event["doc"]["srvModified"]
                break
    finally:
        ws.close()
