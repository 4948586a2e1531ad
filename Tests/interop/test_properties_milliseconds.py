"""`/api/v2/properties` as Nightguard reads it, for readings at any millisecond: `bgnow.mills` is the newest
reading's own millisecond and served `dateString`s print it exactly. Some millisecond values (…094, …581,
…844) once came back a ten-thousandth of a millisecond early from the database, which left the newest
reading out (`bgnow` 5 minutes old, and Nightguard alarmed) and printed `.776Z` for …777."""
import datetime
import hashlib
import time

import requests
from hypothesis import HealthCheck, given, settings, strategies

from conftest import new_account


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(strategies.integers(min_value=0, max_value=999), strategies.integers(min_value=0, max_value=999),
       strategies.integers(min_value=2, max_value=9))
def test_bgnow_is_the_newest_reading_to_the_millisecond(server, earlier_ms, newest_ms, minutes_apart):
    person = new_account(server)
    settings_ = person.get(server + "/api/v1/nightscout").json()
    headers = {"api-secret": hashlib.sha1(settings_["secret"].encode()).hexdigest()}
    second = (int(time.time()) - 60) * 1000
    newest = second + newest_ms
    earlier = second - minutes_apart * 60_000 + earlier_ms
    entries = [{"type": "sgv", "sgv": 120, "date": earlier}, {"type": "sgv", "sgv": 131, "date": newest}]
    r = requests.post(settings_["baseUrl"] + "/api/v1/entries", json=entries, headers=headers)
    assert r.status_code == 200, r.text

    bgnow = requests.get(settings_["baseUrl"] + "/api/v2/properties/bgnow", headers=headers).json()["bgnow"]
    assert (bgnow["mills"], bgnow["last"]) == (newest, 131)
    for entry in requests.get(settings_["baseUrl"] + "/api/v1/entries.json", params={"count": 2}, headers=headers).json():
        printed = datetime.datetime.fromisoformat(entry["dateString"].replace("Z", "+00:00"))
        assert round(printed.timestamp() * 1000) == entry["date"], entry
