"""AndroidAPS's NSClient v3 loop, replayed as its own code runs it (core/nssdk NSAndroidClientImpl,
NightscoutRemoteService and the sync workers LoadBgWorker/LoadTreatmentsWorker): a JWT from its
access token, status, lastModified, a first load by date, then `history/{lastLoaded}` whose
`ETag: W/"<srvModified>"` is the only sync point it keeps. The loop must end, see every change once,
and move forward as the person logs through any way in."""
import datetime
import hashlib
import time

import requests

from conftest import new_account

RECORDS_TO_LOAD = 500  # NSClientV3Plugin.RECORDS_TO_LOAD
MAX_AGE = 100 * 24 * 3600 * 1000  # NSClientV3Plugin.maxAge


class AndroidAPS:
    """What AndroidAPS keeps between runs: its JWT and, per collection, the last srvModified it loaded."""

    def __init__(self, account):
        settings = account.get(account.base + "/api/v1/nightscout").json()
        # NSClientV3Plugin.setClient: the address as entered, lowercased.
        self.url = settings["baseUrl"].lower().rstrip("/") + "/api/"
        self.secret = settings["secret"]
        made = account.post(account.base + "/api/v1/nightscout/tokens", json={"name": "AAPS", "role": "admin"})
        assert made.status_code in (200, 201), made.text
        granted = requests.get(self.url + "v2/authorization/request/" + made.json()["token"])
        assert granted.status_code == 200, granted.text
        self.session = requests.Session()
        self.session.headers["Authorization"] = "Bearer " + granted.json()["token"]
        self.last_loaded = {}

    def get(self, path, **params):
        r = self.session.get(self.url + path, params=params)
        assert r.status_code == 200, (path, r.status_code, r.text[:300])
        return r

    def newest_on_server(self, collection):
        return self.get("v3/lastModified").json()["result"]["collections"].get(collection, 0)

    def first_load(self, collection, date_field):
        """`getSgvsNewerThan`: documents by date, then the sync point is where the first load ended."""
        since = int(time.time() * 1000) - MAX_AGE
        r = self.session.get(self.url + f"v3/{collection}?sort={date_field}&{date_field}$gt={since}&limit={RECORDS_TO_LOAD}")
        assert r.status_code == 200, r.text
        self.last_loaded[collection] = since
        return r.json()["result"]

    def sync(self, collection, runs=20):
        """LoadBgWorker's `while (continueLoading)`: history from the sync point, the sync point from the
        ETag, until an answer is empty. Returns every document loaded, in order, and the runs it took."""
        loaded, requests_made = [], 0
        while self.newest_on_server(collection) > self.last_loaded[collection]:
            requests_made += 1
            assert requests_made <= runs, f"the sync of {collection} never ends: {self.last_loaded[collection]}"
            r = self.get(f"v3/{collection}/history/{self.last_loaded[collection]}", limit=RECORDS_TO_LOAD)
            documents = r.json()["result"]
            if not documents:
                assert "ETag" not in r.headers, "an empty history names no sync point, as Nightscout's"
                break
            etag = r.headers["ETag"]
            # NSAndroidClientImpl: eTagString.substring(3, eTagString.length - 1).toLong()
            moved_to = int(etag[3:-1])
            assert etag == f'W/"{moved_to}"'
            assert moved_to == max(d["srvModified"] for d in documents)
            assert moved_to > self.last_loaded[collection], "the sync point moves forward"
            last_modified = datetime.datetime.strptime(r.headers["Last-Modified"], "%a, %d %b %Y %H:%M:%S GMT")
            assert int(last_modified.replace(tzinfo=datetime.timezone.utc).timestamp()) == moved_to // 1000
            self.last_loaded[collection] = moved_to
            loaded += documents
        return loaded


def day_of(ms):
    """The day in the person's zone (UTC, as `new_account` makes her) of the instant `ms`: the day the
    journal files it under, whenever the test runs (thirty minutes ago is yesterday just after midnight)."""
    return datetime.datetime.fromtimestamp(ms / 1000, datetime.timezone.utc).date().isoformat()


def now_ms(minutes_ago=0):
    return int(time.time() * 1000) - minutes_ago * 60_000


def sgv(minutes_ago, value):
    """NSSgvV3.toRemoteEntry(), with AndroidAPS's app name; Gson leaves nulls out."""
    return {"type": "sgv", "sgv": value, "date": now_ms(minutes_ago), "device": "AndroidAPS-DexcomG6", "direction": "Flat",
            "app": "AAPS", "utcOffset": 60, "isValid": True, "units": "mg/dl", "noise": 1}


def test_the_loop_ends_sees_each_change_once_and_follows_every_way_in(server):
    person = new_account(server)
    aaps = AndroidAPS(person)
    status = aaps.get("v3/status").json()["result"]
    assert status["apiPermissions"]["entries"] == "crud" and status["apiPermissions"]["treatments"] == "crud"

    created = []
    for minutes_ago, value in [(15, 110), (10, 115), (5, 121)]:
        r = aaps.session.post(aaps.url + "v3/entries", json=sgv(minutes_ago, value))
        assert r.status_code == 201, r.text
        created.append(r.json()["identifier"])
    first = aaps.first_load("entries", "date")
    assert sorted(d["identifier"] for d in first) == sorted(created)

    loaded = aaps.sync("entries")
    assert sorted(d["identifier"] for d in loaded) == sorted(created)
    assert aaps.sync("entries") == [], "caught up: nothing is fetched again"

    # The person logs a reading in Daybook's own app: AndroidAPS sees it on its next run, once.
    r = person.post(person.base + "/api/v1/glucose", json={"value": 140, "source": "meter",
                                                             "time": datetime.datetime.now(datetime.timezone.utc).isoformat()})
    assert r.status_code == 201, r.text
    before = aaps.last_loaded["entries"]
    loaded = aaps.sync("entries")
    assert [d.get("sgv", d.get("mbg")) for d in loaded] == [140]
    assert aaps.last_loaded["entries"] > before
    assert aaps.sync("entries") == []

    # xDrip+ or a v1 uploader backfills many readings in one request: every one of them arrives,
    # over more than one page of 500.
    secret = {"api-secret": hashlib.sha1(aaps.secret.encode()).hexdigest()}
    backfill = [{"type": "sgv", "sgv": 80 + index % 100, "date": now_ms(60 * 24 * 3) + index * 60_000,
                 "dateString": "", "device": "xDrip-DexcomG6", "direction": "Flat"} for index in range(620)]
    for entry in backfill:
        entry["dateString"] = datetime.datetime.fromtimestamp(entry["date"] / 1000, datetime.timezone.utc).isoformat()
    r = requests.post(aaps.url + "v1/entries", json=backfill, headers=secret)
    assert r.status_code == 200, r.text
    loaded = aaps.sync("entries")
    assert len(loaded) == 620 and len({d["identifier"] for d in loaded}) == 620
    assert aaps.sync("entries") == []
    assert aaps.newest_on_server("entries") == aaps.last_loaded["entries"], "lastModified and the ETag agree"


def test_treatments_created_updated_and_deleted_with_its_own_identifiers(server):
    person = new_account(server)
    aaps = AndroidAPS(person)
    aaps.first_load("treatments", "created_at")
    bolus = {"eventType": "Correction Bolus", "insulin": 1.5, "type": "NORMAL", "isBasalInsulin": False,
             "date": now_ms(30), "utcOffset": 60, "app": "AAPS", "device": "AndroidAPS",
             "pumpId": 4711, "pumpType": "ACCU_CHEK_INSIGHT", "pumpSerial": "33013206", "isValid": True}
    carbs = {"eventType": "Carb Correction", "carbs": 24, "duration": 0, "date": now_ms(20), "utcOffset": 60, "app": "AAPS",
             "isValid": True}
    identifiers = []
    for treatment in [bolus, carbs]:
        r = aaps.session.post(aaps.url + "v3/treatments", json=treatment)
        assert r.status_code == 201, r.text
        identifiers.append(r.json()["identifier"])
    # Sent again (a retry after a lost answer): deduplicated, not twice.
    again = aaps.session.post(aaps.url + "v3/treatments", json=bolus)
    assert again.status_code in (200, 201), again.text
    assert again.json().get("isDeduplication") is True and again.json()["identifier"] == identifiers[0]

    loaded = aaps.sync("treatments")
    assert sorted(d["identifier"] for d in loaded) == sorted(identifiers)

    # updateTreatment: PATCH without date and utcOffset, which cannot change.
    changed = {key: value for key, value in bolus.items() if key not in ("date", "utcOffset")}
    changed.update(insulin=1.2, identifier=identifiers[0])
    r = aaps.session.patch(aaps.url + f"v3/treatments/{identifiers[0]}", json=changed)
    assert r.status_code == 200, r.text
    # An invalidated treatment is deleted.
    r = aaps.session.delete(aaps.url + f"v3/treatments/{identifiers[1]}")
    assert r.status_code == 200, r.text
    loaded = aaps.sync("treatments")
    by_id = {d["identifier"]: d for d in loaded}
    assert by_id[identifiers[0]]["insulin"] == 1.2
    assert by_id[identifiers[1]]["isValid"] is False
    assert aaps.sync("treatments") == []
    # Daybook's journal followed: the bolus now 1.2 units, the carbs gone.
    day = day_of(bolus["date"])
    insulin = person.get(person.base + "/api/v1/insulin", params={"from": day, "to": day}).json()
    assert [dose["units"] for dose in insulin] == [1.2]


def test_device_status_uploads_and_syncs(server):
    person = new_account(server)
    aaps = AndroidAPS(person)
    since = now_ms(60)
    status = {"app": "AAPS", "date": now_ms(1), "created_at": datetime.datetime.now(datetime.timezone.utc).isoformat(),
              "device": "openaps://samsung SM-G970F", "uploaderBattery": 74, "isCharging": False,
              "pump": {"clock": datetime.datetime.now(datetime.timezone.utc).isoformat(), "reservoir": 123.5,
                       "battery": {"percent": 80}, "status": {"status": "normal"}},
              "openaps": {"iob": {"iob": 1.25, "basaliob": 0.4, "time": datetime.datetime.now(datetime.timezone.utc).isoformat()},
                          "suggested": {"COB": 12, "bg": 121, "reason": "in range"}},
              "uploader": {"battery": 74}}
    r = aaps.session.post(aaps.url + "v3/devicestatus", json=status)
    assert r.status_code == 201, r.text
    history = aaps.get(f"v3/devicestatus/history/{since}")
    documents = history.json()["result"]
    assert [d["identifier"] for d in documents] == [r.json()["identifier"]]
    assert documents[0]["pump"]["reservoir"] == 123.5
    assert history.headers["ETag"] == f'W/"{documents[0]["srvModified"]}"'


def test_history_tells_what_happens_in_daybook_itself(server):
    """After its first load AndroidAPS reads only `history/{lastModified}`: a meal logged in Daybook with a
    time of two hours ago, an edit of it, its deletion and a back-filled reading must each arrive there,
    stamped when they were written, not when they happened. A deleted row arrives as `isValid: false`
    with its fields (RemoteTreatment.toTreatment needs `carbs` to know what to invalidate)."""
    person = new_account(server)
    aaps = AndroidAPS(person)
    aaps.first_load("treatments", "created_at")
    aaps.first_load("entries", "date")
    aaps.sync("treatments")
    aaps.sync("entries")

    two_hours_ago = (datetime.datetime.now(datetime.timezone.utc) - datetime.timedelta(hours=2)).isoformat()
    r = person.post(person.base + "/api/v1/meals", json={"name": "Toast", "carbs": 30, "protein": 4, "fat": 2, "time": two_hours_ago})
    assert r.status_code == 201, r.text
    meal = r.json()["id"]
    loaded = aaps.sync("treatments")
    assert [d["carbs"] for d in loaded] == [30], "a meal logged for two hours ago arrives"
    assert loaded[0]["srvModified"] > now_ms(1), "stamped when it was written"
    written_at = datetime.datetime.fromisoformat(loaded[0]["created_at"].replace("Z", "+00:00"))
    assert written_at.isoformat(timespec="milliseconds") == datetime.datetime.fromisoformat(two_hours_ago).isoformat(timespec="milliseconds")
    identifier = loaded[0]["identifier"]

    r = person.patch(person.base + f"/api/v1/meals/{meal}", json={"carbs": 45})
    assert r.status_code == 200, r.text
    loaded = aaps.sync("treatments")
    assert [(d["identifier"], d["carbs"]) for d in loaded] == [(identifier, 45)], "the edit arrives"

    r = person.delete(person.base + f"/api/v1/meals/{meal}")
    assert r.status_code == 204, r.text
    loaded = aaps.sync("treatments")
    assert [(d["identifier"], d["isValid"], d.get("carbs")) for d in loaded] == [(identifier, False, 45)], "the delete arrives"
    assert aaps.sync("treatments") == []
    # Read by its identifier, it is gone (410 as Nightscout answers for a deleted document).
    assert aaps.session.get(aaps.url + f"v3/treatments/{identifier}").status_code in (404, 410)
    # v1 clients no longer list it, and deleting it again deletes nothing.
    secret = {"api-secret": hashlib.sha1(aaps.secret.encode()).hexdigest()}
    listed = requests.get(aaps.url + "v1/treatments.json", params={"count": 100}, headers=secret).json()
    assert all(t["_id"] != identifier for t in listed)

    # A back-filled reading from yesterday.
    yesterday = (datetime.datetime.now(datetime.timezone.utc) - datetime.timedelta(days=1)).isoformat()
    r = person.post(person.base + "/api/v1/glucose", json={"value": 150, "source": "meter", "time": yesterday})
    assert r.status_code == 201, r.text
    assert [d["mbg"] for d in aaps.sync("entries")] == [150]


def test_an_uploaded_treatment_edited_or_deleted_in_daybook_reaches_history(server):
    """A bolus AndroidAPS uploaded, then changed on Daybook's day page and deleted there."""
    person = new_account(server)
    aaps = AndroidAPS(person)
    aaps.first_load("treatments", "created_at")
    bolus = {"eventType": "Correction Bolus", "insulin": 2.0, "type": "NORMAL", "date": now_ms(30), "utcOffset": 0,
             "app": "AAPS", "isValid": True}
    r = aaps.session.post(aaps.url + "v3/treatments", json=bolus)
    assert r.status_code == 201, r.text
    identifier = r.json()["identifier"]
    aaps.sync("treatments")
    day = day_of(bolus["date"])
    dose = person.get(person.base + "/api/v1/insulin", params={"from": day, "to": day}).json()[0]

    r = person.patch(person.base + f"/api/v1/insulin/{dose['id']}", json={"units": 2.5})
    assert r.status_code == 200, r.text
    loaded = aaps.sync("treatments")
    assert [(d["identifier"], d["insulin"]) for d in loaded] == [(identifier, 2.5)]

    r = person.delete(person.base + f"/api/v1/insulin/{dose['id']}")
    assert r.status_code == 204, r.text
    loaded = aaps.sync("treatments")
    assert [(d["identifier"], d["isValid"]) for d in loaded] == [(identifier, False)]
