"""The server-side conformance assertions of bewest/rag-nightscout-ecosystem-alignment (conformance/assertions/*.yaml
and conformance/e2e-nightscout/api.spec.js) run against a person's Daybook endpoint, one test per assertion, named
`test_<file>__<id>`. Each asserts what Nightscout itself does; where that differs from the assertion's letter, a comment
says so.

Not written: sync-deduplication utcoffset-preserved (NS v1 rewrites utcOffset from created_at; v3 is api-behavior's
utcoffset-preserved-on-create), pump-composite-key-immutable and server-timestamps-immutable (NS protects neither the pump
key nor _id), nightscoutid-references-server (client side); treatment-sync carbs-absorption-time-units,
temp-basal-duration-units and ecarbs-duration-preserved (conversions made by the client); api-behavior
batch-order-preserved and batch-partial-failure (NS v3 takes one document; 207 is proposed), batch-atomicity-documented
(documentation), utcoffset-not-overwritten (NS v1 overwrites it), utcoffset-optional (NS v3 requires date and app),
missing-required-field-error (NS does not require eventType); cross-controller-dedup duplicate-treatment-detection,
fuzzy-time-window-dedup, amount-tolerance-matching, source-controller-field, multi-controller-detection,
controller-conflict-warning-response, active-controller-identification, controller-inactivity-timeout,
x-controller-header, ui-active-controller-pill and simultaneous-loop-warning (proposed); websocket-docs alarm-*-schema and
alarm-subscribe-auth-error (/alarm, run by test_nightscout_socketio.py), storage-apiv1-exclusion-documented (Daybook tells
v1 and in-app changes too, on purpose), socket-namespace-documented (documentation) and socket-reconnection-not-documented
(a documentation gap)."""
import datetime
import hashlib
import queue
import time
import uuid

import pytest
import requests
import socketio

from conftest import new_account


def iso(minutes_ago=0):
    moment = datetime.datetime.now(datetime.timezone.utc) - datetime.timedelta(minutes=minutes_ago)
    return moment.isoformat(timespec="milliseconds").replace("+00:00", "Z")


def now_ms(minutes_ago=0):
    return int(time.time() * 1000) - int(minutes_ago * 60_000)


class Endpoint:
    """A person's Nightscout endpoint: the hashed API secret for v1, a token for sockets, and its JWT for v3."""

    def __init__(self, account, role="admin"):
        settings = account.get(account.base + "/api/v1/nightscout").json()
        self.url = settings["baseUrl"]
        self.secret = {"api-secret": hashlib.sha1(settings["secret"].encode()).hexdigest()}
        made = account.post(account.base + "/api/v1/nightscout/tokens", json={"name": "conformance", "role": role})
        assert made.status_code == 201, made.text
        self.token = made.json()["token"]
        granted = requests.get(f"{self.url}/api/v2/authorization/request/{self.token}")
        assert granted.status_code == 200, granted.text
        self.jwt = {"Authorization": "Bearer " + granted.json()["token"]}

    def v1(self, method, path, headers=None, **kwargs):
        return requests.request(method, f"{self.url}/api/v1/{path}", headers=self.secret if headers is None else headers, **kwargs)

    def v3(self, method, path, **kwargs):
        return requests.request(method, f"{self.url}/api/v3/{path}", headers=self.jwt, **kwargs)

    def post_treatments(self, *docs):
        r = self.v1("POST", "treatments", json=list(docs))
        assert r.status_code == 200, r.text
        return r.json()

    def treatments(self, **find):
        """GET /api/v1/treatments.json with `find[field]=value`; a key such as `[created_at][$gte]` is used as it is."""
        params = {"find" + (key if key.startswith("[") else f"[{key}]"): value for key, value in find.items()}
        r = self.v1("GET", "treatments.json", params=params | {"count": 100})
        assert r.status_code == 200, r.text
        return r.json()

    def create(self, doc):
        r = self.v3("POST", "treatments", json={"date": now_ms(1), "app": "conformance"} | doc)
        assert r.status_code == 201, r.text  # Nightscout's answer for a new document
        return r.json()["identifier"]

    def read(self, identifier):
        r = self.v3("GET", f"treatments/{identifier}")
        assert r.status_code == 200, r.text
        return r.json()["result"]

    def history(self, since, **params):
        r = self.v3("GET", f"treatments/history/{since}", params=params)
        assert r.status_code == 200, r.text
        return r.json()["result"]

    def roundtrip(self, api, doc):
        """POSTed and read back: by `_id` on v1 (Nightscout then applies no date window), by identifier on v3."""
        if api == "v3":
            return self.read(self.create(doc))
        _id = self.post_treatments({"created_at": iso(1)} | doc)[0]["_id"]
        found = self.treatments(_id=_id)
        assert len(found) == 1, f"GET /api/v1/treatments.json?find[_id]={_id} answered {found}"
        return found[0]


@pytest.fixture
def ns(server):
    return Endpoint(new_account(server))


def preserved(source, doc, path, expected, apis=("v1",)):
    """A state assertion: `doc` uploaded and read back has `expected` at the dotted `path` (`true` is no 1)."""
    def check(ns, api):
        value = ns.roundtrip(api, doc)
        for key in path.split("."):
            value = value[int(key)] if isinstance(value, list) else value[key]
        assert value == expected and isinstance(value, bool) == isinstance(expected, bool)  # JSON has no 1.0 apart from 1
    test = pytest.mark.parametrize("api", apis)(check) if len(apis) > 1 else lambda ns: check(ns, apis[0])
    test.__doc__ = source
    return test


def controllers(source, names, expected, **find):
    """A query assertion: a note from each of `names`, then the `enteredBy` of those `find` selects, sorted."""
    def test(ns):
        ns.post_treatments(*[{"eventType": "Note", "notes": name, "enteredBy": name, "created_at": iso(10 + i)} for i, name in enumerate(names)])
        assert sorted(d["enteredBy"] for d in ns.treatments(**find)) == expected
    test.__doc__ = source
    return test


# sync-deduplication.yaml

test_sync_deduplication__syncidentifier_preserved = preserved(
    "sync-deduplication.yaml: syncidentifier-preserved",
    {"eventType": "Correction Bolus", "insulin": 1, "syncIdentifier": "loop-sync-7f3a"}, "syncIdentifier", "loop-sync-7f3a")
test_sync_deduplication__identifier_preserved = preserved(
    "sync-deduplication.yaml: identifier-preserved (AAPS sends its own to API v3)",
    {"eventType": "Carb Correction", "carbs": 12, "identifier": "4b7c7f0e-52c4-4b8e-9d0e-3c1f2a6d9e11"},
    "identifier", "4b7c7f0e-52c4-4b8e-9d0e-3c1f2a6d9e11", apis=("v3",))
test_sync_deduplication__enteredby_preserved = preserved(
    "sync-deduplication.yaml: enteredby-preserved", {"eventType": "Note", "notes": "x", "enteredBy": "Trio"}, "enteredBy", "Trio")


def test_sync_deduplication__softdelete_isvalid_false(ns):
    """sync-deduplication.yaml: softdelete-isvalid-false (DELETE /api/v3/treatments/{id} without ?permanent=true)"""
    identifier = ns.create({"eventType": "Note", "notes": "to delete"})
    assert ns.v3("DELETE", f"treatments/{identifier}").status_code == 200
    assert [d["isValid"] for d in ns.history(now_ms(60)) if d["identifier"] == identifier] == [False]
    assert ns.v3("GET", f"treatments/{identifier}").status_code == 410  # Nightscout's Gone


def test_sync_deduplication__core_treatment_fields_immutable(ns):
    """sync-deduplication.yaml: core-treatment-fields-immutable, through PATCH /api/v3/treatments/{id}"""
    identifier = ns.create({"eventType": "Note", "notes": "x", "device": "phone", "app": "AAPS"})
    before = ns.read(identifier)
    for field, value in [("identifier", str(uuid.uuid4())), ("date", now_ms(30)), ("eventType", "Meal Bolus"),
                         ("app", "Loop"), ("device", "watch")]:
        r = ns.v3("PATCH", f"treatments/{identifier}", json={field: value})
        assert r.status_code == 400 and r.json()["message"] == f"Field {field} cannot be modified by the client", r.text
    assert ns.read(identifier) == before


test_sync_deduplication__enteredby_filter_excludes_self = controllers(
    "sync-deduplication.yaml: enteredby-filter-excludes-self (treatments?find[enteredBy][$ne]=Trio)",
    ["Trio", "AAPS", "xDrip"], ["AAPS", "xDrip"], **{"[enteredBy][$ne]": "Trio"})
test_sync_deduplication__cross_controller_coexistence = controllers(
    "sync-deduplication.yaml: cross-controller-coexistence", ["Trio", "AAPS", "Loop"], ["AAPS", "Loop", "Trio"])


def test_sync_deduplication__history_returns_modified_after(ns):
    """sync-deduplication.yaml: history-returns-modified-after"""
    last_sync = ns.read(ns.create({"eventType": "Note", "notes": "1", "date": now_ms(30)}))["srvModified"]
    time.sleep(0.02)
    later = {ns.create({"eventType": "Note", "notes": str(n), "date": now_ms(n)}) for n in (20, 10)}
    assert {d["identifier"] for d in ns.history(last_sync)} == later


def test_sync_deduplication__history_includes_soft_deleted(ns):
    """sync-deduplication.yaml: history-includes-soft-deleted"""
    identifier = ns.create({"eventType": "Note", "notes": "x"})
    before_delete = ns.read(identifier)["srvModified"]
    time.sleep(0.02)
    assert ns.v3("DELETE", f"treatments/{identifier}").status_code == 200
    # Nightscout's history reads only its Last-Modified: `deleted=true` filters nothing, deletions always come.
    assert [(d["identifier"], d["isValid"]) for d in ns.history(before_delete, deleted="true")] == [(identifier, False)]


def test_sync_deduplication__query_by_identifier(ns):
    """sync-deduplication.yaml: query-by-identifier (API v3: treatments?identifier$eq={client uuid})"""
    identifier = ns.create({"eventType": "Note", "notes": "x", "identifier": str(uuid.uuid4())})
    ns.create({"eventType": "Note", "notes": "other", "date": now_ms(5)})
    r = ns.v3("GET", f"treatments?identifier$eq={identifier}")
    assert r.status_code == 200 and [d["identifier"] for d in r.json()["result"]] == [identifier], r.text


def test_sync_deduplication__srvmodified_updated_on_change(ns):
    """sync-deduplication.yaml: srvmodified-updated-on-change"""
    identifier = ns.create({"eventType": "Correction Bolus", "insulin": 1})
    original = ns.read(identifier)["srvModified"]
    time.sleep(0.02)
    assert ns.v3("PATCH", f"treatments/{identifier}", json={"insulin": 1.5}).status_code == 200
    assert ns.read(identifier)["srvModified"] > original


def test_sync_deduplication__srvcreated_set_on_create(ns):
    """sync-deduplication.yaml: srvcreated-set-on-create"""
    created = ns.read(ns.create({"eventType": "Note", "notes": "x"}))["srvCreated"]
    assert isinstance(created, int) and created > 0


# treatment-sync.yaml (assertions.treatment-sync.tests)

def amount_by_sync_identifier(ns, field, amount, sync_identifier):
    ns.post_treatments({"eventType": "Correction Bolus" if field == "insulin" else "Carb Correction", field: amount,
                        "syncIdentifier": sync_identifier, "created_at": iso(5)})
    [doc] = ns.treatments(syncIdentifier=sync_identifier)
    return doc[field]


def test_treatment_sync__bolus_amount_roundtrip(ns):
    """treatment-sync.yaml: bolus-amount-roundtrip (downloaded by syncIdentifier)"""
    assert abs(amount_by_sync_identifier(ns, "insulin", 2.35, "test-bolus-001") - 2.35) <= 0.01


def test_treatment_sync__carbs_amount_roundtrip(ns):
    """treatment-sync.yaml: carbs-amount-roundtrip (downloaded by syncIdentifier)"""
    assert abs(amount_by_sync_identifier(ns, "carbs", 45.5, "test-carbs-001") - 45.5) <= 0.1


test_treatment_sync__bolus_automatic_flag = preserved(
    "treatment-sync.yaml: bolus-automatic-flag", {"eventType": "Correction Bolus", "insulin": 0.5, "automatic": True}, "automatic", True)
test_treatment_sync__treatment_timestamp_precision = preserved(
    "treatment-sync.yaml: treatment-timestamp-precision (downloaded by _id)",
    {"eventType": "Note", "notes": "x", "created_at": "2026-01-17T12:34:56.789Z"}, "created_at", "2026-01-17T12:34:56.789Z")


def test_treatment_sync__temp_basal_rate_preservation(ns):
    """treatment-sync.yaml: temp-basal-rate-preservation (an absolute temp basal as Loop sends it)"""
    doc = ns.roundtrip("v1", {"eventType": "Temp Basal", "temp": "absolute", "rate": 1.25, "absolute": 1.25, "duration": 30})
    assert doc.get("rate") == 1.25 or doc.get("absolute") == 1.25


def test_treatment_sync__sync_identifier_roundtrip(ns):
    """treatment-sync.yaml: sync-identifier-roundtrip (a time window, filtered by the client)"""
    ns.post_treatments({"eventType": "Note", "notes": "x", "syncIdentifier": "abc-123-def-456", "created_at": iso(15)},
                       {"eventType": "Note", "notes": "y", "syncIdentifier": "other", "created_at": iso(12)})
    window = ns.treatments(**{"[created_at][$gte]": iso(20), "[created_at][$lte]": iso(10)})
    assert sorted(d["syncIdentifier"] for d in window) == ["abc-123-def-456", "other"]


def test_treatment_sync__deduplication_on_retry(ns):
    """treatment-sync.yaml: deduplication-on-retry (PUT /api/v1/treatments twice)"""
    treatment = {"eventType": "Carb Correction", "carbs": 20, "syncIdentifier": "dup-test-001", "created_at": iso(5)}
    first, again = ns.v1("PUT", "treatments", json=treatment), ns.v1("PUT", "treatments", json=treatment)
    assert first.status_code == again.status_code == 200, again.text
    # Nightscout answers a PUT with the saved document either way: the same _id tells it was an update.
    assert again.json()["_id"] == first.json()["_id"]
    assert len(ns.treatments(syncIdentifier="dup-test-001")) == 1


test_treatment_sync__entered_by_self_exclusion = controllers(
    "treatment-sync.yaml: entered-by-self-exclusion (Loop downloads with enteredBy[$ne]=Loop)",
    ["Loop", "AAPS", "Loop"], ["AAPS"], **{"[enteredBy][$ne]": "Loop"})


def test_treatment_sync__smb_identification(ns):
    """treatment-sync.yaml: smb-identification (an AndroidAPS SMB through API v3, found by type$eq=SMB)"""
    smb = ns.create({"eventType": "Correction Bolus", "insulin": 0.3, "type": "SMB", "isSMB": True, "app": "AAPS",
                     "pumpId": 4148, "pumpType": "ACCU_CHEK_INSIGHT_BLUETOOTH", "pumpSerial": "33013206"})
    ns.create({"eventType": "Correction Bolus", "insulin": 2, "type": "NORMAL", "isSMB": False, "app": "AAPS", "date": now_ms(5)})
    r = ns.v3("GET", "treatments?type$eq=SMB")
    assert r.status_code == 200 and [(d["identifier"], d["insulin"]) for d in r.json()["result"]] == [(smb, 0.3)], r.text


# api-behavior.yaml: the state assertions through both APIs

test_api_behavior__unknown_field_preserved = preserved(
    "api-behavior.yaml: unknown-field-preserved", {"eventType": "Note", "customField": "custom_value", "_privateField": "private"},
    "customField", "custom_value", apis=("v1", "v3"))
test_api_behavior__controller_specific_fields = preserved(
    "api-behavior.yaml: controller-specific-fields", {"eventType": "Meal Bolus", "loopData": {"recommendedBolus": 2.5, "carbRatio": 10}},
    "loopData", {"recommendedBolus": 2.5, "carbRatio": 10}, apis=("v1", "v3"))
test_api_behavior__nested_object_preserved = preserved(
    "api-behavior.yaml: nested-object-preserved", {"eventType": "Temp Basal", "pumpSettings": {
        "basalProgram": "Pattern A", "maxBasal": 2.0, "profile": {"name": "default", "basal": [{"time": "00:00", "value": 1.0}]}}},
    "pumpSettings.profile.basal.0.value", 1.0, apis=("v1", "v3"))
test_api_behavior__array_in_nested_preserved = preserved(
    "api-behavior.yaml: array-in-nested-preserved",
    {"predictions": {"values": [100, 105, 110, 115], "timestamps": ["10:00", "10:05", "10:10", "10:15"]}},
    "predictions.values", [100, 105, 110, 115], apis=("v1", "v3"))
test_api_behavior__deep_nesting_supported = preserved(
    "api-behavior.yaml: deep-nesting-supported", {"level1": {"level2": {"level3": {"value": "deep"}}}},
    "level1.level2.level3.value", "deep", apis=("v1", "v3"))
test_api_behavior__utcoffset_preserved_on_create = preserved(
    "api-behavior.yaml: utcoffset-preserved-on-create (API v3; NS v1 rewrites utcOffset from created_at)",
    {"eventType": "Carb Correction", "carbs": 10, "utcOffset": -300}, "utcOffset", -300, apis=("v3",))


def test_api_behavior__invalid_json_rejected(ns):
    """api-behavior.yaml: invalid-json-rejected"""
    r = requests.post(ns.url + "/api/v3/treatments", data="{ invalid json }", headers=ns.jwt | {"Content-Type": "application/json"})
    assert r.status_code == 400, r.text


# client-upload-behaviors.yaml

test_client_upload_behaviors__treatments_syncidentifier_preserved = preserved(
    "client-upload-behaviors.yaml: treatments-syncidentifier-preserved",
    {"eventType": "Carb Correction", "carbs": 15, "syncIdentifier": "test-uuid-1234"}, "syncIdentifier", "test-uuid-1234")
test_client_upload_behaviors__treatments_uuid_preserved = preserved(
    "client-upload-behaviors.yaml: treatments-uuid-preserved", {"eventType": "Carb Correction", "carbs": 15,
                                                                "uuid": "550e8400-e29b-41d4-a716-446655440000"},
    "uuid", "550e8400-e29b-41d4-a716-446655440000")


def post_profile(ns, shape):
    profile = {"defaultProfile": "Default", "units": "mg/dl", "startDate": iso(60), "mills": now_ms(60), "store": {"Default": {
        "dia": 6, "timezone": "UTC", "units": "mg/dl", "carbratio": [{"time": "00:00", "value": 10}], "sens": [{"time": "00:00", "value": 50}],
        "basal": [{"time": "00:00", "value": 0.8}], "target_low": [{"time": "00:00", "value": 100}], "target_high": [{"time": "00:00", "value": 110}]}}}
    r = ns.v1("POST", "profile", json=[profile] if shape == "array" else profile)
    assert r.status_code == 200, r.text
    assert [p["store"]["Default"]["dia"] for p in ns.v1("GET", "profile.json").json()] == [6]


def test_client_upload_behaviors__profile_array_accepted(ns):
    """client-upload-behaviors.yaml: profile-array-accepted (NightscoutKit)"""
    post_profile(ns, "array")


def test_client_upload_behaviors__profile_single_accepted(ns):
    """client-upload-behaviors.yaml: profile-single-accepted (Trio, AAPS)"""
    post_profile(ns, "single")


def test_client_upload_behaviors__v1_array_treatments_accepted(ns):
    """client-upload-behaviors.yaml: v1-array-treatments-accepted"""
    stored = ns.post_treatments({"eventType": "Carb Correction", "carbs": 10, "created_at": iso(10)},
                                {"eventType": "Correction Bolus", "insulin": 1.5, "created_at": iso(9)})
    assert len(stored) == 2 and len(ns.treatments()) == 2


def test_client_upload_behaviors__v3_single_treatments_accepted(ns):
    """client-upload-behaviors.yaml: v3-single-treatments-accepted"""
    doc = {"eventType": "Correction Bolus", "insulin": 1, "date": now_ms(3), "app": "AAPS", "utcOffset": 0}
    # The assertion says 200; Nightscout answers 201 for a new document and 200 when it deduplicates.
    assert ns.v3("POST", "treatments", json=doc).status_code == 201
    again = ns.v3("POST", "treatments", json=doc)
    assert again.status_code == 200 and again.json()["isDeduplication"] is True, again.text


def test_client_upload_behaviors__entries_batch_accepted(ns):
    """client-upload-behaviors.yaml: entries-batch-accepted"""
    entries = [{"type": "sgv", "sgv": 100 + i, "direction": "Flat", "date": now_ms(5 * i), "dateString": iso(5 * i),
                "device": "xDrip-DexcomG6", "delta": 1.5, "noise": 1} for i in range(3)]
    assert ns.v1("POST", "entries", json=entries).status_code == 200
    assert sorted(e["sgv"] for e in ns.v1("GET", "entries.json").json()) == [100, 101, 102]


# cross-controller-dedup.yaml: the documented and expected behaviour

def bolus_from_loop_and_trio(ns, loop_units, trio_units):
    """One moment from each controller, as each uploads it. NS v1 keys a document without identifier on
    created_at+eventType: Loop's "Correction Bolus" and Trio's "Bolus" are what keep them apart there too."""
    moment = iso(5)
    ns.post_treatments({"eventType": "Correction Bolus", "insulin": loop_units, "created_at": moment, "enteredBy": "loop://iPhone",
                        "syncIdentifier": uuid.uuid4().hex, "automatic": False})
    ns.post_treatments({"eventType": "Bolus", "insulin": trio_units, "created_at": moment, "enteredBy": "Trio", "id": str(uuid.uuid4())})
    return sorted((d["enteredBy"], d["insulin"]) for d in ns.treatments(created_at=moment))


def test_cross_controller_dedup__current_behavior_no_dedup(ns):
    """cross-controller-dedup.yaml: current-behavior-no-dedup"""
    assert bolus_from_loop_and_trio(ns, 5, 5) == [("Trio", 5), ("loop://iPhone", 5)]


def test_cross_controller_dedup__distinct_identifier_preserved(ns):
    """cross-controller-dedup.yaml: distinct-identifier-preserved"""
    assert bolus_from_loop_and_trio(ns, 3, 5) == [("Trio", 5), ("loop://iPhone", 3)]


test_cross_controller_dedup__enteredby_distinguishes_controllers = controllers(
    "cross-controller-dedup.yaml: enteredby-distinguishes-controllers",
    ["Loop://com.loopkit.Loop", "Trio://Trio", "AndroidAPS"], ["AndroidAPS", "Loop://com.loopkit.Loop", "Trio://Trio"])


def test_cross_controller_dedup__current_behavior_no_warning(ns):
    """cross-controller-dedup.yaml: current-behavior-no-warning"""
    for device in ["loop://iPhone", "openaps://samsung"]:
        r = ns.v1("POST", "devicestatus", json={"device": device, "created_at": iso(1)})
        assert r.status_code == 200 and "warnings" not in r.text, r.text
    r = ns.v1("GET", "devicestatus.json", params={"count": 2})
    assert len(r.json()) == 2 and "warnings" not in r.text


def test_cross_controller_dedup__identifier_based_dedup_only(ns):
    """cross-controller-dedup.yaml: identifier-based-dedup-only (a v1 POST upserts on identifier)"""
    loop, aaps = [ns.post_treatments({"eventType": "Note", "notes": "x", "identifier": "abc123", "enteredBy": name, "created_at": iso(6)})[0]
                  for name in ("Loop", "AAPS")]
    assert loop["_id"] == aaps["_id"]
    assert [(d["identifier"], d["enteredBy"]) for d in ns.treatments(identifier="abc123")] == [("abc123", "AAPS")]


# websocket-docs.yaml: the /storage namespace

class Storage:
    """python-socketio on /storage, keeping the events that arrive."""

    def __init__(self, server):
        self.events = queue.Queue()
        self.sio = socketio.Client(reconnection=False)
        for name in ["create", "update", "delete"]:
            self.sio.on(name, handler=lambda data, name=name: self.events.put((name, data)), namespace="/storage")
        self.sio.connect(server, namespaces=["/storage"], transports=["websocket"], wait_timeout=10)

    def subscribe(self, payload):
        return self.sio.call("subscribe", payload, namespace="/storage", timeout=10)

    def next(self, wanted, timeout=10):
        deadline = time.monotonic() + timeout
        while (left := deadline - time.monotonic()) > 0:
            try:
                name, data = self.events.get(timeout=left)
            except queue.Empty:
                break
            if name == wanted:
                return data
        raise AssertionError(f"no {wanted} event within {timeout} s")


@pytest.fixture
def storage(server):
    listener = Storage(server)
    yield listener
    listener.sio.disconnect()


@pytest.fixture
def subscribed(ns, storage):
    """A treatment created through API v3 while its person's token is subscribed to treatments."""
    assert storage.subscribe({"accessToken": ns.token, "collections": ["treatments"]})["success"] is True
    return ns.create({"eventType": "Correction Bolus", "insulin": 2.5, "app": "AAPS"})


def test_websocket_docs__storage_subscribe_response_schema(ns, storage):
    """websocket-docs.yaml: storage-subscribe-response-schema"""
    answer = storage.subscribe({"accessToken": ns.token, "collections": ["treatments", "entries"]})
    assert answer.keys() == {"success", "collections"} and answer["success"] is True
    assert sorted(answer["collections"]) == ["entries", "treatments"]


def test_websocket_docs__storage_subscribe_auth_error(storage):
    """websocket-docs.yaml: storage-subscribe-auth-error"""
    assert storage.subscribe({"accessToken": "bad-" + uuid.uuid4().hex}) == {"success": False, "message": "Missing or bad accessToken"}


def test_websocket_docs__storage_subscribe_permission_error(server, storage):
    """websocket-docs.yaml: storage-subscribe-permission-error (settings needs api:settings:admin)"""
    reader = Endpoint(new_account(server), role="readable")
    answer = storage.subscribe({"accessToken": reader.token, "collections": ["treatments", "settings"]})
    assert answer == {"success": True, "collections": ["treatments"]}
    answer = storage.subscribe({"accessToken": reader.token, "collections": ["settings"]})
    assert answer == {"success": False, "message": "Unauthorized to receive any collection"}


def test_websocket_docs__storage_create_event_schema(storage, subscribed):
    """websocket-docs.yaml: storage-create-event-schema"""
    event = storage.next("create")
    assert event.keys() == {"colName", "doc"} and event["colName"] == "treatments"
    assert event["doc"]["identifier"] == subscribed and event["doc"]["insulin"] == 2.5


def test_websocket_docs__storage_update_event_schema(ns, storage, subscribed):
    """websocket-docs.yaml: storage-update-event-schema"""
    storage.next("create")
    assert ns.v3("PATCH", f"treatments/{subscribed}", json={"insulin": 3}).status_code == 200
    event = storage.next("update")
    assert event.keys() == {"colName", "doc"} and event["colName"] == "treatments"
    assert event["doc"]["identifier"] == subscribed and event["doc"]["insulin"] == 3


def test_websocket_docs__storage_delete_event_schema(ns, storage, subscribed):
    """websocket-docs.yaml: storage-delete-event-schema"""
    storage.next("create")
    assert ns.v3("DELETE", f"treatments/{subscribed}").status_code == 200
    event = storage.next("delete")
    # The two fields Nightscout sends; Daybook adds the deleted document as `doc`, which clients pass over.
    assert (event["colName"], event["identifier"]) == ("treatments", subscribed)


# e2e-nightscout/api.spec.js. Its Nightscout lets anyone read; a Daybook endpoint is private, like Nightscout with
# AUTH_DEFAULT_ROLES=denied (status too needs api:status:read), so reads carry the API secret.

def smoke(title, method, path, check, secret=True, headers=None, **kwargs):
    def test(ns):
        r = requests.request(method, ns.url + path, headers=(ns.secret if secret else {}) | (headers or {}), **kwargs)
        assert check(r), (r.status_code, r.text[:300])
    test.__doc__ = "e2e-nightscout/api.spec.js: " + title
    return test


def sgv():
    return [{"type": "sgv", "sgv": 100, "direction": "Flat", "date": now_ms(), "dateString": iso()}]


def is_array(r):
    return r.status_code == 200 and isinstance(r.json(), list)


test_e2e_api_spec__get_status_returns_server_info = smoke(
    "GET /api/v1/status returns server info", "GET", "/api/v1/status.json",
    lambda r: r.status_code == 200 and {"status", "version", "name"} <= r.json().keys())
test_e2e_api_spec__get_entries_returns_array = smoke("GET /api/v1/entries returns array", "GET", "/api/v1/entries.json", is_array)
test_e2e_api_spec__post_entries_requires_authentication = smoke(
    "POST /api/v1/entries requires authentication", "POST", "/api/v1/entries", lambda r: r.status_code == 401, secret=False, json=sgv())
test_e2e_api_spec__post_entries_succeeds_with_api_secret = smoke(
    "POST /api/v1/entries succeeds with API secret", "POST", "/api/v1/entries", lambda r: r.ok, json=sgv())
test_e2e_api_spec__get_treatments_returns_array = smoke("GET /api/v1/treatments returns array", "GET", "/api/v1/treatments.json", is_array)
test_e2e_api_spec__get_devicestatus_returns_array = smoke(
    "GET /api/v1/devicestatus returns array", "GET", "/api/v1/devicestatus.json", is_array)
# The spec looks for them at the top level; Nightscout answers {status, result: {version, apiVersion, srvDate, storage}}.
test_e2e_api_spec__get_v3_version_returns_api_version = smoke(
    "GET /api/v3/version returns API version", "GET", "/api/v3/version",
    lambda r: r.ok and {"version", "apiVersion"} <= r.json()["result"].keys(), secret=False)
test_e2e_api_spec__get_v3_entries_returns_documents = smoke(
    "GET /api/v3/entries returns documents", "GET", "/api/v3/entries", lambda r: r.ok and "result" in r.json())
test_e2e_api_spec__get_v3_treatments_returns_documents = smoke(
    "GET /api/v3/treatments returns documents", "GET", "/api/v3/treatments", lambda r: r.ok and "result" in r.json())
test_e2e_api_spec__invalid_endpoint_returns_404 = smoke(
    "invalid endpoint returns 404", "GET", "/api/v1/nonexistent", lambda r: r.status_code == 404, secret=False)
test_e2e_api_spec__malformed_json_returns_error = smoke(
    "malformed JSON returns error", "POST", "/api/v1/entries", lambda r: not r.ok, data="not valid json",
    headers={"Content-Type": "application/json"})
