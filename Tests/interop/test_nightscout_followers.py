"""Followers and uploaders replayed against the real binary with their own requests: xDrip+'s
entries upload and follower reads (NightscoutUploader.java, NightscoutFollow.java), Trio's
remote carbs and temporary-target fetches (NightscoutAPI.swift), Nightguard's reads
(NightscoutService.swift: its chart URL, /api/v2/properties, the site-change lookup) with a
two-hour-old reading and after Loop uploaded its device status (NightscoutKit's DeviceStatus)."""
import datetime
import hashlib
import json
import time
import urllib.parse

import requests

from conftest import new_account

UTC = datetime.timezone.utc


def endpoint(account):
    settings = account.get(account.base + "/api/v1/nightscout").json()
    return settings["baseUrl"], settings["secret"]


def secret_header(secret):
    return {"api-secret": hashlib.sha1(secret.encode()).hexdigest()}


def ms(moment):
    return int(moment.timestamp() * 1000)


def iso_z(moment, fraction=True):
    """As Trio's and Loop's ISO8601DateFormatter write it."""
    text = moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S")
    return text + (".%03dZ" % (moment.microsecond // 1000) if fraction else "Z")


def url_components_query(items):
    """A query as Foundation's URLComponents builds it from queryItems: brackets percent-encoded,
    `$`, `+` and `:` left as they are (so Trio's `Temporary+Target` arrives as a space)."""
    safe = "!$'()*+,;:@/?-._~"
    return "&".join(urllib.parse.quote(name, safe=safe) + "=" + urllib.parse.quote(value, safe=safe) for name, value in items)


def xdrip_entry(moment, sgv, direction="Flat", delta=0.0):
    """populateV1APIBGEntry: dateString in Java's yyyy-MM-dd'T'HH:mm:ss.SSSZ (an offset without a colon)."""
    local = moment.astimezone(datetime.timezone(datetime.timedelta(hours=2)))
    stamp = local.strftime("%Y-%m-%dT%H:%M:%S.") + "%03d" % (local.microsecond // 1000) + local.strftime("%z")
    return {"device": "xDrip-DexcomG6", "date": ms(moment), "dateString": stamp, "sgv": sgv, "delta": delta,
            "direction": direction, "type": "sgv", "filtered": sgv * 1000.0, "unfiltered": sgv * 1000.0 + 120.5,
            "rssi": 100, "noise": 1, "sysTime": stamp}


def post_xdrip_entries(base_url, secret, entries):
    r = requests.post(base_url + "/api/v1/entries", data=json.dumps(entries),
                      headers={**secret_header(secret), "Content-Type": "application/json"})
    assert r.status_code == 200, r.text
    return r.json()


def test_xdrip_uploads_entries_and_follows_them(server):
    base_url, secret = endpoint(new_account(server))
    now = datetime.datetime.now(UTC).replace(microsecond=0)
    readings = [(now - datetime.timedelta(minutes=m), v, d) for m, v, d in [(10, 112, "Flat"), (5, 118, "FortyFiveUp"), (0, 127, "SingleUp")]]
    posted = post_xdrip_entries(base_url, secret, [xdrip_entry(t, v, d, 1.5) for t, v, d in readings])
    assert [e["sgv"] for e in posted] == [112, 118, 127] and all(e.get("_id") for e in posted)

    # The follower (NightscoutFollow.getEntries / getEntriesSince), at the server's root with the secret.
    rr = str(int(time.time() * 1000))
    listed = requests.get(server + "/api/v1/entries.json?count=3&rr=" + rr, headers=secret_header(secret)).json()
    assert [e["sgv"] for e in listed] == [127, 118, 112]
    assert listed[0]["direction"] == "SingleUp" and listed[0]["device"] == "xDrip-DexcomG6"
    assert listed[0]["noise"] == 1 and listed[0]["rssi"] == 100 and listed[0]["unfiltered"] == 127120.5
    assert listed[0]["date"] == ms(readings[2][0])
    since = ms(readings[0][0])
    newer = requests.get(f"{server}/api/v1/entries.json?count=24&find[date][$gt]={since}&rr={rr}", headers=secret_header(secret)).json()
    assert [e["sgv"] for e in newer] == [127, 118]
    # The same readings are the person's glucose in Daybook.
    assert requests.get(base_url + "/api/v1/entries/sgv.json?count=1", headers=secret_header(secret)).json()[0]["sgv"] == 127


def test_trio_downloads_remote_carbs_and_temporary_targets(server):
    base_url, secret = endpoint(new_account(server))
    now = datetime.datetime.now(UTC)
    headers = {**secret_header(secret), "Content-Type": "application/json"}
    # Trio's own upload (NightscoutTreatment), AndroidAPS's, and a caregiver's remote carbs.
    r = requests.post(base_url + "/api/v1/treatments.json", headers=headers, json=[
        {"eventType": "Carb Correction", "created_at": iso_z(now - datetime.timedelta(minutes=40)), "enteredBy": "Trio",
         "carbs": 20, "fat": 0, "protein": 0, "id": "8C7F6E3A-0D3B-4F0B-9E0A-3D1F2A9B7C11"},
        {"eventType": "Carb Correction", "created_at": iso_z(now - datetime.timedelta(minutes=30)), "enteredBy": "AndroidAPS",
         "carbs": 12, "isValid": True, "date": ms(now - datetime.timedelta(minutes=30))},
        {"eventType": "Carb Correction", "created_at": iso_z(now - datetime.timedelta(minutes=20)), "enteredBy": "LoopFollow",
         "carbs": 35, "notes": "pizza"},
        {"eventType": "Note", "created_at": iso_z(now - datetime.timedelta(minutes=15)), "enteredBy": "careportal", "notes": "walk"},
    ])
    assert r.status_code == 200, r.text
    # A temporary target as Nightguard sets it (no created_at: now), with its token in the URL.
    r = requests.post(base_url + "/api/v1/treatments?" + urllib.parse.urlencode({"now": "0", "token": secret}),
                      headers={"Accept": "application/json", "Content-Type": "application/json"},
                      data='{"eventType": "Temporary Target",\n"duration": 60,\n"reason": "Too Low",\n"targetBottom": 120,\n'
                           '"targetTop": 120,\n"units": "mg/dl",\n"enteredBy": "nightguard"}')
    assert r.status_code == 200, r.text

    excluded = [(f"find[$and][{i}][enteredBy][$ne]", who)
                for i, who in enumerate(["Trio", "AndroidAPS", "openaps://AndroidAPS", "iAPS", "loop://iPhone"])]
    since = [("find[created_at][$gt]", iso_z(now - datetime.timedelta(hours=1)))]
    carbs_url = base_url + "/api/v1/treatments.json?" + url_components_query([("find[carbs][$exists]", "true")] + excluded + since)
    carbs = requests.get(carbs_url, headers=secret_header(secret))
    assert carbs.status_code == 200, carbs.text
    assert [(c["enteredBy"], c["carbs"]) for c in carbs.json()] == [("LoopFollow", 35)]

    targets_url = base_url + "/api/v1/treatments.json?" + url_components_query(
        [("find[eventType]", "Temporary+Target"), ("find[duration][$exists]", "true")] + excluded + since)
    targets = requests.get(targets_url, headers=secret_header(secret))
    assert targets.status_code == 200, targets.text
    [target] = targets.json()
    assert target["enteredBy"] == "nightguard" and target["targetTop"] == 120 and target["duration"] == 60
    assert target["reason"] == "Too Low" and target["created_at"].endswith("Z")

    # Trio deletes what it uploaded by its own id.
    gone = requests.delete(base_url + "/api/v1/treatments.json?" + url_components_query(
        [("find[id][$eq]", "8C7F6E3A-0D3B-4F0B-9E0A-3D1F2A9B7C11")]), headers=secret_header(secret))
    assert gone.status_code == 200 and gone.json()["n"] == 1, gone.text
    left = requests.get(base_url + "/api/v1/treatments.json?find[carbs][$exists]=true", headers=secret_header(secret)).json()
    assert sorted(c["enteredBy"] for c in left) == ["AndroidAPS", "LoopFollow"]

    # What Trio's query language does not reach is a 422 naming the parameter, not a silent empty answer.
    refused = requests.get(base_url + "/api/v1/treatments.json?find[notes][$regex]=(pi|pa)zza", headers=secret_header(secret))
    assert refused.status_code == 422 and refused.json()["error"]["field"] == "find[notes][$regex]"
    found = requests.get(base_url + "/api/v1/treatments.json?find[notes][$regex]=^PIZ&find[notes][$options]=i", headers=secret_header(secret))
    assert [t["carbs"] for t in found.json()] == [35]


def nightguard_properties(base_url, secret):
    r = requests.get(base_url + "/api/v2/properties?" + urllib.parse.urlencode({"token": secret}))
    assert r.status_code == 200, r.text
    return r.json()


def test_nightguard_shows_a_two_hour_old_reading_and_what_loop_uploaded(server):
    base_url, secret = endpoint(new_account(server))
    now = datetime.datetime.now(UTC).replace(microsecond=0)
    two_hours_ago = now - datetime.timedelta(hours=2)
    post_xdrip_entries(base_url, secret, [xdrip_entry(two_hours_ago - datetime.timedelta(minutes=5), 150, "FortyFiveDown"),
                                          xdrip_entry(two_hours_ago, 141, "FortyFiveDown")])

    # extractApiV2PropertiesData: bgnow.last and bgnow.mills, the first sgv's direction, delta.display, upbat.display.
    properties = nightguard_properties(base_url, secret)
    bgnow = properties["bgnow"]
    assert bgnow["last"] == 141 and bgnow["mills"] == ms(two_hours_ago)
    assert bgnow["sgvs"][0]["direction"] == "FortyFiveDown"
    assert properties["delta"]["display"] == "-9" and properties["delta"]["mgdl"] == -9
    assert properties["upbat"]["display"] == "?%"
    assert "display" not in properties["iob"] and "cob" not in properties

    # Its chart: find[date][$gt] and [$lte] written from Doubles ("1778400000000.0"), count 1440.
    chart = requests.get(base_url + "/api/v1/entries.json?" + urllib.parse.urlencode({
        "find[date][$gt]": "%.1f" % (ms(now - datetime.timedelta(hours=3))), "find[date][$lte]": "%.1f" % ms(now),
        "count": "1440", "token": secret}))
    assert chart.status_code == 200, chart.text
    assert [e["sgv"] for e in chart.json()] == [141, 150]

    # Loop uploads its device status (NightscoutKit's DeviceStatus, posted as an array) and its profile.
    stamp = iso_z(now - datetime.timedelta(minutes=1), fraction=False)
    status = {
        "device": "loop://iPhone", "created_at": stamp,
        "pump": {"clock": stamp, "pumpID": "1F0B", "manufacturer": "Insulet", "model": "Dash", "suspended": False,
                 "bolusing": False, "reservoir": 42.5, "secondsFromGMT": 7200},
        "uploader": {"name": "iPhone", "timestamp": stamp, "battery": 54},
        "loop": {"name": "Loop", "version": "3.4.1", "timestamp": stamp,
                 "iob": {"timestamp": stamp, "iob": 2.15}, "cob": {"cob": 31.5, "timestamp": stamp},
                 "predicted": {"startDate": stamp, "values": [141, 139, 137]},
                 "automaticDoseRecommendation": {"timestamp": stamp, "tempBasalAdjustment": {"rate": 0.45, "duration": 30}, "bolusVolume": 0},
                 "enacted": {"rate": 0.45, "duration": 30, "timestamp": stamp, "received": True, "bolusVolume": 0}},
        "override": {"timestamp": stamp, "active": False},
    }
    r = requests.post(base_url + "/api/v1/devicestatus", json=[status], headers=secret_header(secret))
    assert r.status_code == 200, r.text
    profile = {"defaultProfile": "Default", "startDate": iso_z(now - datetime.timedelta(days=30)), "mills": 0, "units": "mg/dL",
               "store": {"Default": {"dia": 6, "carbs_hr": 20, "timezone": "UTC", "units": "mg/dL",
                                     "sens": [{"time": "00:00", "value": 45, "timeAsSeconds": 0}],
                                     "carbratio": [{"time": "00:00", "value": 10, "timeAsSeconds": 0}],
                                     "basal": [{"time": "00:00", "value": 0.9, "timeAsSeconds": 0}],
                                     "target_low": [{"time": "00:00", "value": 100, "timeAsSeconds": 0}],
                                     "target_high": [{"time": "00:00", "value": 110, "timeAsSeconds": 0}]}}}
    r = requests.post(base_url + "/api/v1/profile", json=profile, headers=secret_header(secret))
    assert r.status_code == 200, r.text
    # The pod change Loop's careportal records, which Nightguard looks up by event type.
    r = requests.post(base_url + "/api/v1/treatments", json=[{"eventType": "Site Change", "created_at": iso_z(now - datetime.timedelta(hours=26, minutes=5)),
                                                              "enteredBy": "loop://iPhone"}], headers=secret_header(secret))
    assert r.status_code == 200, r.text

    properties = nightguard_properties(base_url, secret)
    assert properties["bgnow"]["last"] == 141, "the last reading is still the last"
    assert properties["upbat"]["display"] == "54%"
    assert properties["iob"]["display"] == "2.15" and properties["iob"]["source"] == "Loop"
    assert properties["cob"]["display"] == 31.5  # Nightguard reads it as a Double
    assert properties["pump"]["data"]["reservoir"]["display"] == "42.5U"
    assert properties["loop"]["display"]["code"] == "enacted"
    assert properties["loop"]["lastPredicted"]["values"] == [141, 139, 137]
    assert properties["basal"]["display"] == "0.900U"
    assert properties["cage"]["age"] == 26 and properties["cage"]["display"] == "26h"

    # readLastTreatementEventTimestamp: the newest Site Change of the last 10 days, by date only.
    day = (now - datetime.timedelta(days=10)).strftime("%Y-%m-%d")
    site = requests.get(base_url + "/api/v1/treatments?" + urllib.parse.urlencode(
        {"find[eventType]": "Site Change", "find[created_at][$gte]": day, "count": "1", "token": secret}))
    assert site.status_code == 200 and [t["eventType"] for t in site.json()] == ["Site Change"], site.text

    some = requests.get(base_url + "/api/v2/properties/iob,cob?" + urllib.parse.urlencode({"token": secret})).json()
    assert sorted(some) == ["cob", "iob"]


def test_the_xdrip_follower_reads_a_reading_logged_in_mmol_as_whole_mg_dl(server):
    """nsfollow/messages/Entry.java declares `int sgv`: 5.4 mmol/L logged in Daybook is served as 97, not 97.284186."""
    person = new_account(server)
    base_url, secret = endpoint(person)
    moment = datetime.datetime.now(UTC) - datetime.timedelta(minutes=3)
    r = person.post(server + "/api/v1/glucose", json={"value": 5.4, "unit": "mmol/L", "source": "cgm", "time": moment.isoformat()})
    assert r.status_code == 201, r.text
    rr = str(int(time.time() * 1000))
    [entry] = requests.get(server + "/api/v1/entries.json?count=1&rr=" + rr, headers=secret_header(secret)).json()
    assert entry["sgv"] == 97 and isinstance(entry["sgv"], int)
    assert entry["date"] == ms(moment) and entry["dateString"] == iso_z(moment)


def pebble(url, **params):
    """GlucoDataHandler's NightscoutSourceTask: GET {url}/pebble, 200 or it falls back."""
    r = requests.get(url + "/pebble", params=params)
    assert r.status_code == 200, r.text
    return r.json()


def test_pebble_as_glucodatahandler_and_urchin_read_it(server):
    """pebble.js's answer: `sgv` as text, `trend` as a number, `datetime` in ms, and with the newest reading
    `bgdelta`, `battery` (text), `iob` (text) and `cob` (a number), under the person's URL and at the root."""
    base_url, secret = endpoint(new_account(server))
    now = datetime.datetime.now(UTC).replace(microsecond=0)
    post_xdrip_entries(base_url, secret, [xdrip_entry(now - datetime.timedelta(minutes=10), 120, "Flat"),
                                          xdrip_entry(now - datetime.timedelta(minutes=5), 126, "FortyFiveUp")])
    stamp = iso_z(now - datetime.timedelta(minutes=1), fraction=False)
    status = {"device": "loop://iPhone", "created_at": stamp, "uploader": {"battery": 64},
              "loop": {"timestamp": stamp, "iob": {"timestamp": stamp, "iob": 1.5}, "cob": {"cob": 22, "timestamp": stamp}}}
    assert requests.post(base_url + "/api/v1/devicestatus", json=[status], headers=secret_header(secret)).status_code == 200

    answer = pebble(base_url, token=secret)
    assert isinstance(answer["status"][0]["now"], int)
    [first] = answer["bgs"]
    assert first["sgv"] == "126" and first["trend"] == 3 and first["direction"] == "FortyFiveUp"
    assert first["datetime"] == ms(now - datetime.timedelta(minutes=5))
    assert first["bgdelta"] == 6 and first["battery"] == "64"
    assert first["iob"] == "1.50" and first["cob"] == 22
    assert answer["cals"] == []
    # urchin-cgm parses only iob and cob, with parseFloat.
    assert float(first["iob"]) == 1.5 and float(first["cob"]) == 22

    # `count` and mmol; the server's root finds the person by the secret (GlucoDataHandler's `api-secret`).
    r = requests.get(server + "/pebble", params={"count": 2, "units": "mmol"}, headers=secret_header(secret))
    assert r.status_code == 200, r.text
    bgs = r.json()["bgs"]
    assert [bg["sgv"] for bg in bgs] == ["7.0", "6.7"] and bgs[0]["bgdelta"] == "0.3" and "bgdelta" not in bgs[1]
    assert requests.get(server + "/pebble").status_code == 401, "nobody's readings without a credential"


def test_pebble_with_no_readings_and_a_reading_without_direction(server):
    base_url, secret = endpoint(new_account(server))
    assert pebble(base_url, token=secret)["bgs"] == []
    entry = {"type": "sgv", "sgv": 90, "date": ms(datetime.datetime.now(UTC) - datetime.timedelta(minutes=1))}
    assert requests.post(base_url + "/api/v1/entries", json=[entry], headers=secret_header(secret)).status_code == 200
    [bg] = pebble(base_url, token=secret)["bgs"]
    assert bg["sgv"] == "90" and bg["bgdelta"] == 0 and bg["trend"] == 8 and "direction" not in bg


def test_urchin_asks_for_the_loop_status_without_a_failure(server):
    """urchin-cgm's data.js: `find[loop.failureReason][$not][$exists]=true`, `[` and `$` unescaped."""
    base_url, secret = endpoint(new_account(server))
    stamp = iso_z(datetime.datetime.now(UTC) - datetime.timedelta(minutes=2))
    failed = {"device": "loop://iPhone", "created_at": iso_z(datetime.datetime.now(UTC) - datetime.timedelta(minutes=1)),
              "loop": {"timestamp": stamp, "failureReason": "no pump"}}
    working = {"device": "loop://iPhone", "created_at": stamp, "loop": {"timestamp": stamp, "iob": {"iob": 1}}}
    assert requests.post(base_url + "/api/v1/devicestatus", json=[working, failed], headers=secret_header(secret)).status_code == 200
    r = requests.get(base_url + "/api/v1/devicestatus.json?find[loop][$exists]=true&find[loop.failureReason][$not][$exists]=true&count=1",
                     headers=secret_header(secret))
    assert r.status_code == 200, r.text
    assert [d["loop"].get("failureReason") for d in r.json()] == [None]


def test_xdrip_posts_heart_rate_as_activity(server):
    """NightscoutUploader.postHeartRate: an array of hr-bpm records, `created_at` without ms; sent again, kept once."""
    base_url, secret = endpoint(new_account(server))
    moment = datetime.datetime.now(UTC).replace(microsecond=0) - datetime.timedelta(minutes=4)
    records = [{"type": "hr-bpm", "timeStamp": ms(moment), "created_at": iso_z(moment, fraction=False), "bpm": 72, "accuracy": 3},
               {"type": "steps-total", "timeStamp": ms(moment), "created_at": iso_z(moment, fraction=False), "steps": 1234}]
    for _ in range(2):
        r = requests.post(base_url + "/api/v1/activity", json=records, headers=secret_header(secret))
        assert r.status_code == 200, r.text
        assert [item["type"] for item in r.json()] == ["hr-bpm", "steps-total"]
    listed = requests.get(base_url + "/api/v1/activity.json", headers=secret_header(secret)).json()
    assert sorted((a["type"], a.get("bpm"), a.get("steps")) for a in listed) == [("hr-bpm", 72, None), ("steps-total", None, 1234)]


def test_verifyauth_and_status_report_the_tokens_role(server):
    """verifyauth.js: a follower's read-only token reads, cannot write and is no admin; the secret is the admin."""
    person = new_account(server)
    base_url, secret = endpoint(person)
    made = person.post(server + "/api/v1/nightscout/tokens", json={"name": "Watch", "role": "readable"})
    assert made.status_code == 201, made.text
    token = made.json()["token"]
    follower = requests.get(base_url + "/api/v1/verifyauth", params={"token": token}).json()["message"]
    assert (follower["canRead"], follower["canWrite"], follower["isAdmin"], follower["rolefound"]) == (True, False, False, "FOUND")
    admin = requests.get(base_url + "/api/v1/verifyauth", headers=secret_header(secret)).json()["message"]
    assert (admin["canRead"], admin["canWrite"], admin["isAdmin"], admin["message"]) == (True, True, True, "OK")
    status = requests.get(base_url + "/api/v1/status.json", params={"token": token}).json()
    assert status["authorized"]["canWrite"] is False and status["authorized"]["isAdmin"] is False


def test_trend_kept_as_sent_and_derived_only_over_a_sane_gap(server):
    """An uploader's own direction is kept; readings sent without one two seconds apart are no DoubleUp."""
    base_url, secret = endpoint(new_account(server))
    now = datetime.datetime.now(UTC).replace(microsecond=0) - datetime.timedelta(minutes=1)
    bare = [{"type": "sgv", "sgv": 150, "date": ms(now - datetime.timedelta(seconds=2))},
            {"type": "sgv", "sgv": 152, "date": ms(now)}]
    assert requests.post(base_url + "/api/v1/entries", json=bare, headers=secret_header(secret)).status_code == 200
    listed = requests.get(base_url + "/api/v1/entries.json?count=2", headers=secret_header(secret)).json()
    assert listed[0]["direction"] != "DoubleUp" and abs(listed[0]["delta"]) < 10, listed[0]
    sent = {"type": "sgv", "sgv": 160, "date": ms(now + datetime.timedelta(seconds=30)), "direction": "FortyFiveUp"}
    assert requests.post(base_url + "/api/v1/entries", json=[sent], headers=secret_header(secret)).status_code == 200
    newest = requests.get(base_url + "/api/v1/entries.json?count=1", headers=secret_header(secret)).json()[0]
    assert newest["direction"] == "FortyFiveUp"
    assert nightguard_properties(base_url, secret)["bgnow"]["sgvs"][0]["direction"] == "FortyFiveUp"
    assert pebble(base_url, token=secret)["bgs"][0]["direction"] == "FortyFiveUp"


def test_a_date_string_with_an_offset_is_stored_in_utc(server):
    """entries.js: `dateString` and `sysTime` in UTC, the offset kept as `utcOffset` (xDrip+ writes +0200)."""
    base_url, secret = endpoint(new_account(server))
    moment = datetime.datetime.now(UTC).replace(microsecond=123000) - datetime.timedelta(minutes=3)
    posted = post_xdrip_entries(base_url, secret, [xdrip_entry(moment, 111)])
    assert posted[0]["dateString"] == iso_z(moment) and posted[0]["sysTime"] == iso_z(moment) and posted[0]["utcOffset"] == 120
