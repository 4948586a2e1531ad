"""Loop's uploads, replayed as LoopKit's NightscoutKit sends them (NightscoutClient.swift and the
treatment models' `dictionaryRepresentation`): treatments, glucose and device status as JSON arrays
to API v1 with the hashed secret. Loop needs one object with an `_id` back per object sent, even when
the upload repeats what is stored (its id cache lost after a reinstall), and changes or deletes a
treatment by that `_id`. Nothing may be stored twice, and the journal follows every change."""
import datetime
import hashlib

import requests

from conftest import new_account


def iso(date):
    """NightscoutKit's TimeFormat.timestampStrFromDate: ISO 8601 without fractional seconds."""
    return date.astimezone(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


class Loop:
    def __init__(self, account):
        settings = account.get(account.base + "/api/v1/nightscout").json()
        self.url = settings["baseUrl"].rstrip("/")
        self.headers = {"api-secret": hashlib.sha1(settings["secret"].encode()).hexdigest(),
                        "Content-Type": "application/json"}

    def post(self, endpoint, objects):
        """`postToNS`: an array in, an array of as many objects with `_id` out, or Loop fails the upload."""
        r = requests.post(self.url + endpoint, json=objects, headers=self.headers)
        assert r.status_code == 200, r.text
        answer = r.json()
        assert isinstance(answer, list) and len(answer) == len(objects), answer
        assert all(isinstance(item.get("_id"), str) and item["_id"] for item in answer), answer
        return [item["_id"] for item in answer]

    def put(self, endpoint, object):
        r = requests.put(self.url + endpoint, json=object, headers=self.headers)
        assert r.status_code == 200, r.text

    def delete(self, endpoint, identifier):
        r = requests.delete(self.url + f"{endpoint}/{identifier}", headers=self.headers)
        assert r.status_code == 200, r.text


def treatments(at):
    carbs = {"created_at": iso(at), "timestamp": iso(at), "enteredBy": "loop://iPhone", "eventType": "Carb Correction",
             "carbs": 30, "absorptionTime": 180, "foodType": "🍕", "userEnteredAt": iso(at),
             "syncIdentifier": "2B9C5E7A-1F1D-4C43-9C1A-5D0F4A3B2C11"}
    bolus = {"created_at": iso(at), "timestamp": iso(at), "enteredBy": "loop://iPhone", "eventType": "Correction Bolus",
             "type": "normal", "insulin": 3.1, "programmed": 3.1, "unabsorbed": 0, "duration": 0, "automatic": False,
             "insulinType": "Novolog", "syncIdentifier": "4f1c2a9e5d3b"}
    return [carbs, bolus]


def journal(account, kind, day, last=None):
    """The journal's rows of `kind` from `day` to `last` (or `day` alone), days in the person's zone (UTC)."""
    r = account.get(account.base + f"/api/v1/{kind}", params={"from": day, "to": last or day})
    assert r.status_code == 200, r.text
    return r.json()


def test_uploads_repeated_changed_and_deleted_keep_one_copy(server):
    person = new_account(server)
    loop = Loop(person)
    at = datetime.datetime.now(datetime.timezone.utc).replace(microsecond=0) - datetime.timedelta(hours=1)
    day = at.date().isoformat()

    ids = loop.post("/api/v1/treatments", treatments(at))
    assert len(set(ids)) == 2
    # Loop's id cache was lost (a reinstall): it uploads the same treatments again, without ids.
    again = loop.post("/api/v1/treatments", treatments(at))
    assert sorted(again) == sorted(ids), "the stored treatments' ids, not new copies"
    assert [meal["carbs"] for meal in journal(person, "meals", day)] == [30]
    assert [dose["units"] for dose in journal(person, "insulin", day)] == [3.1]

    # modifyTreatments: PUT with the `_id` Loop keeps.
    changed = dict(treatments(at)[0], _id=ids[0], carbs=35)
    loop.put("/api/v1/treatments", changed)
    assert [meal["carbs"] for meal in journal(person, "meals", day)] == [35]
    # deleteTreatmentsById
    loop.delete("/api/v1/treatments", ids[1])
    assert journal(person, "insulin", day) == []
    listed = requests.get(loop.url + "/api/v1/treatments.json", params={"count": 10}, headers=loop.headers).json()
    assert [t["_id"] for t in listed] == [ids[0]]
    assert listed[0]["syncIdentifier"] == "2B9C5E7A-1F1D-4C43-9C1A-5D0F4A3B2C11", "Loop's own fields are kept"


def test_glucose_and_device_status_uploads(server):
    person = new_account(server)
    loop = Loop(person)
    now = datetime.datetime.now(datetime.timezone.utc).replace(microsecond=0)
    entries = [{"sgv": 100 + index * 5, "date": int((now - datetime.timedelta(minutes=5 * (3 - index))).timestamp() * 1000),
                "dateString": iso(now - datetime.timedelta(minutes=5 * (3 - index))), "type": "sgv",
                "device": "loop://iPhone", "direction": "Flat"} for index in range(3)]
    ids = loop.post("/api/v1/entries", entries)
    assert loop.post("/api/v1/entries", entries) == ids, "a repeated upload stores nothing twice"
    # The days the readings fell on (just after midnight, the first are yesterday's).
    first, last = (datetime.datetime.fromisoformat(entries[i]["dateString"].replace("Z", "+00:00")).date().isoformat() for i in (0, -1))
    assert [reading["value"] for reading in journal(person, "glucose", first, last)] == [100, 105, 110]

    status = {"device": "loop://iPhone", "created_at": iso(now),
              "pump": {"clock": iso(now), "pumpID": "123456", "reservoir": 88.5, "suspended": False, "bolusing": False},
              "uploader": {"name": "iPhone", "timestamp": iso(now), "battery": 64},
              "loop": {"name": "Loop", "version": "3.4.1", "timestamp": iso(now),
                       "iob": {"timestamp": iso(now), "iob": 1.37},
                       "cob": {"timestamp": iso(now), "cob": 22.4},
                       "predicted": {"startDate": iso(now), "values": [110, 112, 115]},
                       "enacted": {"timestamp": iso(now), "rate": 0.9, "duration": 30, "received": True}}}
    loop.post("/api/v1/devicestatus", [status])
    stored = requests.get(loop.url + "/api/v1/devicestatus.json", params={"count": 1}, headers=loop.headers).json()
    assert stored[0]["loop"]["iob"]["iob"] == 1.37 and stored[0]["uploader"]["battery"] == 64


def glucose_entry(date, glucose, device="loop://iPhone"):
    """GlucoseEntry.dictionaryRepresentation: `date` is timeIntervalSince1970 * 1000, a Double with the CGM
    sample's fraction of a millisecond; `dateString` without fractional seconds; trend as number and word."""
    return {"date": date.timestamp() * 1000, "dateString": iso(date), "device": device, "type": "sgv", "sgv": glucose,
            "trend": 3, "direction": "FortyFiveUp", "trendRate": 1.2, "isCalibration": False}


def test_glucose_with_a_fraction_of_a_millisecond_is_stored_once(server):
    person = new_account(server)
    loop = Loop(person)
    now = datetime.datetime.now(datetime.timezone.utc)
    samples = [now - datetime.timedelta(minutes=minutes, microseconds=-456) for minutes in (10, 5)]
    entries = [glucose_entry(samples[0], 110.0), glucose_entry(samples[1], 118.0)]
    assert any(not float(e["date"]).is_integer() for e in entries), "the replay sends fractions as Loop does"

    ids = loop.post("/api/v1/entries", entries)
    assert len(set(ids)) == 2
    # Loop queues a batch again when it misses the answer: nothing doubles.
    assert sorted(loop.post("/api/v1/entries", entries)) == sorted(ids)
    readings = journal(person, "glucose", samples[0].date().isoformat(), samples[-1].date().isoformat())
    assert sorted(r["value"] for r in readings) == [110, 118]

    served = requests.get(loop.url + "/api/v1/entries.json", params={"count": 2}, headers=loop.headers).json()
    newest = served[0]
    assert newest["date"] == int(entries[1]["date"]), "the millisecond the sample fell in, whole"
    assert newest["direction"] == "FortyFiveUp", "Loop's own trend"
    properties = requests.get(loop.url + "/api/v2/properties", headers=loop.headers).json()
    assert properties["bgnow"]["mills"] == int(entries[1]["date"]) and properties["bgnow"]["last"] == 118


def test_fetch_profiles_as_nightscoutkit_asks(server):
    """NightscoutClient.fetchProfiles: GET /api/v1/profiles?find[startDate][$gte]=…&find[startDate][$lte]=…"""
    person = new_account(server)
    loop = Loop(person)
    start = datetime.datetime.now(datetime.timezone.utc).replace(microsecond=0) - datetime.timedelta(days=2)
    profile = {"startDate": iso(start), "units": "mg/dL", "enteredBy": "Loop", "defaultProfile": "Default",
               "loopSettings": {"dosingEnabled": True}, "mills": 0,
               "store": {"Default": {"dia": 6, "timezone": "UTC", "basal": [{"time": "00:00", "value": 0.8, "timeAsSeconds": 0}]}}}
    loop.post("/api/v1/profile", [profile])
    r = requests.get(loop.url + "/api/v1/profiles", headers=loop.headers,
                     params={"find[startDate][$gte]": iso(start - datetime.timedelta(days=1)),
                             "find[startDate][$lte]": iso(start + datetime.timedelta(days=1)), "count": 5})
    assert r.status_code == 200, r.text
    [found] = r.json()
    assert found["startDate"] == iso(start) and isinstance(found["_id"], str) and found["loopSettings"]["dosingEnabled"] is True
    current = requests.get(loop.url + "/api/v1/profile/current", headers=loop.headers)
    assert current.status_code == 200 and current.json()["_id"] == found["_id"]
