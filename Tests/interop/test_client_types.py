"""Every document the Nightscout view serves, walked field by field against the types its typed clients
declare: a value of another type fails the client's whole list. AndroidAPS parses v3 and socket documents
with Gson into core/nssdk's RemoteEntry.kt, RemoteTreatment.kt and RemoteDeviceStatus.kt (an `Int`/`Long`
field takes 12.0 but throws on 12.5, a `Boolean` throws on 0/1); Trio decodes entries with Swift's
JSONDecoder into BloodGlucose.swift (`noise: Int?`, `direction` one of its enum, `dateString` required);
xDrip+'s follower reads nsfollow/messages/Entry.java (`int sgv`); NightscoutKit reads Carb Correction
carbs `as? Int`. The documents come from every way in: logged in Daybook with fractions (5.4 mmol/L,
12.5 g protein), and uploaded by Loop (an ISO `timestamp`, fractional `date`) and Trio (fractional protein)."""
import datetime
import hashlib
import json
import queue
import time
import uuid

import requests
import socketio

from conftest import new_account

LONG, INT, DOUBLE, STRING, BOOL, OBJECT = "long", "int", "double", "string", "bool", "object"
TRIO_DIRECTIONS = {"TripleUp", "DoubleUp", "SingleUp", "FortyFiveUp", "Flat", "FortyFiveDown", "SingleDown", "DoubleDown",
                   "TripleDown", "NONE", "NOT COMPUTABLE", "RATE OUT OF RANGE"}

COMMON = {"identifier": STRING, "srvModified": LONG, "srvCreated": LONG, "utcOffset": LONG, "app": STRING, "device": STRING,
          "subject": STRING, "modifiedBy": STRING, "isValid": BOOL, "isReadOnly": BOOL, "date": LONG, "created_at": STRING,
          "_id": STRING}
# RemoteEntry.kt, with Trio's BloodGlucose.swift (noise Int) and xDrip+'s Entry.java (int sgv).
ENTRY = dict(COMMON, type=STRING, sgv=INT, mbg=INT, dateString=STRING, direction=STRING, noise=INT, filtered=DOUBLE,
             unfiltered=DOUBLE, units=STRING, delta=DOUBLE, rssi=INT, trend=INT, sysTime=STRING)
# RemoteTreatment.kt in full.
TREATMENT = dict(COMMON, mills=LONG, timestamp=LONG, eventType=STRING, glucose=DOUBLE, glucoseType=STRING, units=STRING,
                 carbs=DOUBLE, protein=INT, fat=INT, insulin=DOUBLE, duration=LONG, durationInMilliseconds=LONG,
                 preBolus=INT, splitNow=INT, splitExt=INT, percent=DOUBLE, absolute=DOUBLE, targetTop=DOUBLE,
                 targetBottom=DOUBLE, profile=STRING, reason=STRING, mode=STRING, location=STRING, arrow=STRING,
                 autoForced=BOOL, reasons=STRING, notes=STRING, enteredBy=STRING, endId=LONG, pumpId=LONG, pumpType=STRING,
                 pumpSerial=STRING, profileJson=STRING, originalProfileName=STRING, originalCustomizedName=STRING,
                 originalTimeshift=LONG, originalPercentage=INT, originalDuration=LONG, originalEnd=LONG,
                 bolusCalculatorResult=STRING, type=STRING, isSMB=BOOL, enteredinsulin=DOUBLE, relative=DOUBLE,
                 isEmulatingTempBasal=BOOL, isAnnouncement=BOOL, rate=DOUBLE, timeshift=LONG, percentage=INT,
                 isBasalInsulin=BOOL)
# RemoteDeviceStatus.kt.
DEVICE_STATUS = dict(COMMON, uploaderBattery=INT, isCharging=BOOL, uploader=OBJECT, pump=OBJECT, openaps=OBJECT,
                     configuration=OBJECT)
NESTED = {"uploader": {"battery": INT}, "pump": {"reservoir": DOUBLE, "clock": STRING, "battery": OBJECT, "extended": OBJECT},
          "battery": {"percent": INT, "voltage": DOUBLE}}


def fits(value, declared):
    if isinstance(declared, tuple):
        return any(fits(value, one) for one in declared)
    if declared in (LONG, INT):
        # Gson's nextLong/nextInt: a JSON number whose value is whole; never a flag.
        return not isinstance(value, bool) and isinstance(value, (int, float)) and float(value).is_integer()
    if declared == DOUBLE:
        return not isinstance(value, bool) and isinstance(value, (int, float))
    if declared == STRING:
        return isinstance(value, str)
    if declared == BOOL:
        return isinstance(value, bool)
    return isinstance(value, dict)


def misfits(document, model, where):
    """The fields of `document` whose JSON type the model's declaration would throw on."""
    found = []
    for field, value in document.items():
        declared = model.get(field)
        if declared is None or value is None:
            continue
        if not fits(value, declared):
            found.append(f"{where}: {field}={json.dumps(value)} is not {declared}")
        elif declared == OBJECT and field in NESTED:
            found += misfits(value, NESTED[field], f"{where}.{field}")
    if model is ENTRY:
        if document.get("direction") is not None and document["direction"] not in TRIO_DIRECTIONS:
            found.append(f"{where}: direction {document['direction']!r} is none of Trio's")
        if not isinstance(document.get("dateString"), str):
            found.append(f"{where}: Trio needs dateString")
    return found


def check(documents, model, where):
    problems = [problem for index, document in enumerate(documents) for problem in misfits(document, model, f"{where}[{index}]")]
    assert problems == [], "\n".join(problems)


def iso(moment):
    return moment.astimezone(datetime.timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def ago(minutes):
    return datetime.datetime.now(datetime.timezone.utc) - datetime.timedelta(minutes=minutes)


def log_in_daybook(person):
    """What a person logs on Daybook's own pages, with the fractions people log."""
    for path, body in [
        ("glucose", {"value": 5.4, "unit": "mmol/L", "source": "cgm", "time": iso(ago(12))}),
        ("glucose", {"value": 6.1, "unit": "mmol/L", "source": "meter", "time": iso(ago(11))}),
        ("meals", {"name": "Porridge", "carbs": 42.5, "protein": 12.5, "fat": 7.25, "time": iso(ago(30))}),
        ("insulin", {"units": 3.35, "kind": "bolus", "time": iso(ago(31))}),
        ("exercise", {"name": "Walk", "minutes": 25, "intensity": "medium", "time": iso(ago(90))}),
    ]:
        r = person.post(person.base + f"/api/v1/{path}", json=body)
        assert r.status_code == 201, (path, r.text)


def upload_as_other_clients(base_url, secret):
    headers = {"api-secret": hashlib.sha1(secret.encode()).hexdigest()}
    now = time.time()
    # Loop: NightscoutKit's GlucoseEntry (date as timeIntervalSince1970 * 1000) and a carb entry with an ISO timestamp.
    loop_entry = {"date": (now - 300) * 1000 + 0.456, "dateString": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(now - 300)),
                  "device": "loop://iPhone", "type": "sgv", "sgv": 101.5, "trend": 4, "direction": "Flat", "trendRate": 0.1,
                  "isCalibration": False}
    r = requests.post(base_url + "/api/v1/entries", json=[loop_entry], headers=headers)
    assert r.status_code == 200, r.text
    stamp = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(now - 1200))
    loop_carbs = {"created_at": stamp, "timestamp": stamp, "enteredBy": "loop://iPhone", "eventType": "Carb Correction",
                  "carbs": 20, "absorptionTime": 180, "syncIdentifier": uuid.uuid4().hex}
    # Trio: a carb entry with fractional protein and fat (its Decimal), glucose as text.
    trio_carbs = {"created_at": time.strftime("%Y-%m-%dT%H:%M:%S.000Z", time.gmtime(now - 1500)), "enteredBy": "Trio",
                  "eventType": "Carb Correction", "carbs": 15, "protein": 8.5, "fat": 4.5, "glucose": "110", "units": "mg/dl"}
    r = requests.post(base_url + "/api/v1/treatments", json=[loop_carbs, trio_carbs], headers=headers)
    assert r.status_code == 200, r.text
    status = {"device": "loop://iPhone", "created_at": iso(ago(1)), "uploader": {"battery": 87.5},
              "pump": {"clock": iso(ago(1)), "reservoir": 101.35, "battery": {"percent": 75.0}}}
    r = requests.post(base_url + "/api/v1/devicestatus", json=[status], headers=headers)
    assert r.status_code == 200, r.text


def test_every_served_document_parses_in_the_typed_clients(server):
    person = new_account(server)
    settings = person.get(server + "/api/v1/nightscout").json()
    base_url, secret = settings["baseUrl"], settings["secret"]
    token = person.post(server + "/api/v1/nightscout/tokens", json={"name": "AAPS", "role": "admin"}).json()["token"]
    jwt = requests.get(f"{base_url}/api/v2/authorization/request/{token}").json()["token"]
    v3 = requests.Session()
    v3.headers["Authorization"] = "Bearer " + jwt

    # The socket AndroidAPS keeps open: every create/update it is sent is parsed with the same models.
    events = queue.Queue()
    client = socketio.Client(reconnection=False)
    client.on("create", handler=lambda data: events.put(data), namespace="/storage")
    client.on("update", handler=lambda data: events.put(data), namespace="/storage")
    client.connect(server, namespaces=["/storage"], transports=["websocket"], wait_timeout=10)
    try:
        ack = client.call("subscribe", {"accessToken": token, "collections": ["entries", "treatments", "devicestatus"]},
                          namespace="/storage", timeout=10)
        assert ack["success"] is True, ack
        log_in_daybook(person)
        upload_as_other_clients(base_url, secret)
        pushed = []
        deadline = time.monotonic() + 10
        while len(pushed) < 9 and time.monotonic() < deadline:
            try:
                pushed.append(events.get(timeout=0.5))
            except queue.Empty:
                pass
    finally:
        client.disconnect()
    models = {"entries": ENTRY, "treatments": TREATMENT, "devicestatus": DEVICE_STATUS}
    assert {event["colName"] for event in pushed} == set(models), pushed
    for event in pushed:
        assert isinstance(event["doc"].get("srvModified"), int), event
        check([event["doc"]], models[event["colName"]], "socket " + event["colName"])

    headers = {"api-secret": hashlib.sha1(secret.encode()).hexdigest()}
    since = int(time.time() * 1000) - 3 * 3600 * 1000
    for collection, model in models.items():
        v1 = requests.get(f"{base_url}/api/v1/{collection}.json", params={"count": 100}, headers=headers)
        assert v1.status_code == 200, v1.text
        # Loop reads v1's `timestamp` as ISO text (NightscoutTreatment.swift) and AndroidAPS no v1 treatment with Gson.
        check(v1.json(), dict(model, timestamp=(LONG, STRING)) if collection == "treatments" else model, f"v1 {collection}")
        search = v3.get(f"{base_url}/api/v3/{collection}", params={"limit": 100})
        assert search.status_code == 200, search.text
        check(search.json()["result"], model, f"v3 {collection}")
        history = v3.get(f"{base_url}/api/v3/{collection}/history/{since}")
        assert history.status_code == 200, history.text
        check(history.json()["result"], model, f"v3 history {collection}")
        assert len(history.json()["result"]) == len(search.json()["result"])

    # What the person logged keeps its meaning, typed: 5.4 mmol/L is 97 mg/dL; 12.5 g protein 13 g.
    entries = requests.get(f"{base_url}/api/v1/entries.json", params={"count": 10}, headers=headers).json()
    assert 97 in [entry.get("sgv") for entry in entries]
    loop_entry = next(entry for entry in entries if entry.get("device") == "loop://iPhone")
    assert loop_entry["sgv"] == 102 and isinstance(loop_entry["date"], int)
    treatments = v3.get(f"{base_url}/api/v3/treatments", params={"limit": 100}).json()["result"]
    meal = next(t for t in treatments if t.get("foodType") == "Porridge")
    assert (meal["carbs"], meal["protein"], meal["fat"]) == (43, 13, 7)
    loop_carbs = next(t for t in treatments if t.get("enteredBy") == "loop://iPhone")
    assert isinstance(loop_carbs["timestamp"], int), "v3 gives AndroidAPS the timestamp in ms"
    loop_v1 = requests.get(f"{base_url}/api/v1/treatments.json", params={"find[enteredBy]": "loop://iPhone"}, headers=headers).json()
    assert isinstance(loop_v1[0]["timestamp"], str), "v1 keeps Loop's own ISO timestamp for Loop"


def test_the_v1_socket_data_parses_in_androidaps(server):
    """NSClientService.kt's `dataUpdate`: `devicestatus` goes through Gson into NSDeviceStatus (one bad element
    empties the whole array), readings need whole `mgdl` and `mills` (NsIncomingDataProcessor.toGv), treatments
    numeric `mills`."""
    person = new_account(server)
    settings = person.get(server + "/api/v1/nightscout").json()
    base_url, secret = settings["baseUrl"], settings["secret"]
    log_in_daybook(person)
    upload_as_other_clients(base_url, secret)
    events = queue.Queue()
    namespace = "/nightscout/" + base_url.rsplit("/", 1)[1]
    client = socketio.Client(reconnection=False)
    client.on("dataUpdate", handler=lambda data: events.put(data), namespace=namespace)
    client.connect(server, namespaces=[namespace], transports=["polling", "websocket"], wait_timeout=10)
    try:
        ack = client.call("authorize", {"client": "Android_AAPS", "history": 48, "status": True, "from": 0,
                                        "secret": hashlib.sha1(secret.encode()).hexdigest()}, namespace=namespace, timeout=15)
        assert ack == {"read": True, "write": True, "write_treatment": True}
        data = events.get(timeout=10)
    finally:
        client.disconnect()
    check(data["devicestatus"], DEVICE_STATUS, "v1 socket devicestatus")
    assert data["devicestatus"], "the loop's status is there"
    runtime = {"mgdl": INT, "mills": LONG, "_id": STRING, "type": STRING, "direction": STRING}
    check(data["sgvs"] + data["mbgs"], runtime, "v1 socket readings")
    assert sorted(s["mgdl"] for s in data["sgvs"]) == [97, 102]
    check(data["treatments"], dict(TREATMENT, mills=LONG, timestamp=(LONG, STRING)), "v1 socket treatments")
    assert all(isinstance(t["mills"], int) for t in data["treatments"])
