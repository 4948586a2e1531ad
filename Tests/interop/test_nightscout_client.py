"""A person's Nightscout endpoint read by a real client library: py-nightscout, the one Home
Assistant's Nightscout integration uses. It parses glucose (and divides `delta`), treatments and
profiles as a follower would, at the person's URL and at the server's root with the secret alone."""
import asyncio
import datetime
import hashlib

import py_nightscout
import pytest
import requests

from conftest import new_account


def endpoint(account):
    settings = account.get(account.base + "/api/v1/nightscout").json()
    return settings["baseUrl"], settings["secret"]


def log_day(account, base_url, secret):
    now = datetime.datetime.now(datetime.timezone.utc).replace(microsecond=0) - datetime.timedelta(hours=1)
    for minutes, value in [(0, 100), (5, 110), (10, 125)]:
        time = (now + datetime.timedelta(minutes=minutes)).isoformat().replace("+00:00", "Z")
        r = account.post(account.base + "/api/v1/glucose", json={"value": value, "time": time, "source": "cgm"})
        assert r.status_code == 201, r.text
    r = account.post(account.base + "/api/v1/insulin",
                     json={"units": 4.5, "kind": "bolus", "time": now.isoformat().replace("+00:00", "Z")})
    assert r.status_code == 201, r.text
    profile = {
        "defaultProfile": "Default", "startDate": now.isoformat().replace("+00:00", ".000Z"), "units": "mg/dl",
        "store": {"Default": {
            "dia": 4, "timezone": "UTC", "units": "mg/dl",
            "carbratio": [{"time": "00:00", "value": 10, "timeAsSeconds": 0}],
            "sens": [{"time": "00:00", "value": 40, "timeAsSeconds": 0}],
            "basal": [{"time": "00:00", "value": 0.8, "timeAsSeconds": 0}, {"time": "06:00", "value": 1.0, "timeAsSeconds": 21600}],
            "target_low": [{"time": "00:00", "value": 90, "timeAsSeconds": 0}],
            "target_high": [{"time": "00:00", "value": 140, "timeAsSeconds": 0}],
        }},
    }
    r = requests.post(base_url + "/api/v1/profile", json=profile, headers={"api-secret": hashlib.sha1(secret.encode()).hexdigest()})
    assert r.status_code == 200, r.text


async def read(url, secret):
    api = py_nightscout.Api(url, api_secret=secret)
    return (await api.get_sgvs(), await api.get_treatments(), await api.get_profiles(), await api.get_server_status())


def test_a_follower_reads_glucose_treatments_and_profiles(server):
    ada = new_account(server)
    base_url, secret = endpoint(ada)
    log_day(ada, base_url, secret)
    for url in [base_url, server]:  # the person's URL, and the root for clients that take only a host
        sgvs, treatments, profiles, status = asyncio.run(read(url, secret))
        assert [s.sgv for s in sgvs] == [125, 110, 100]
        assert [s.direction for s in sgvs] == ["SingleUp", "FortyFiveUp", "NONE"]
        assert [s.delta for s in sgvs] == [15, 10, 0]
        assert sgvs[0].sgv_mmol == round(125 / 18, 1) and sgvs[0].delta_mmol == round(15 / 18, 1)
        assert [t.insulin for t in treatments if t.insulin] == [4.5]
        profile = profiles.get_profile_definition_active_at(datetime.datetime.now(datetime.timezone.utc))
        default = profile.get_default_profile()
        assert default.dia == 4.0
        assert status.status == "ok"


def test_another_persons_secret_never_opens_this_endpoint(server):
    ada, bob = new_account(server), new_account(server)
    ada_url, ada_secret = endpoint(ada)
    log_day(ada, ada_url, ada_secret)
    bob_url, bob_secret = endpoint(bob)
    assert asyncio.run(read(bob_url, bob_secret))[0] == []
    assert asyncio.run(read(server, bob_secret))[0] == []
    with pytest.raises(Exception) as refused:
        asyncio.run(read(ada_url, bob_secret))
    assert "401" in str(refused.value)
