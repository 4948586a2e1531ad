"""A follower of someone's diabetes log on a phone: the owner shares `diabetes`, the follower's page shows
the latest reading big; the owner's uploader sends a new reading through Nightscout's `POST /api/v1/entries`
and the page shows it without a reload; the owner revokes and the follower reads that sharing stopped.
Set DAYBOOK_SCREENSHOTS to a folder to keep the screens as PNG files."""
import datetime
import hashlib
import uuid

import pytest
import requests
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

import local_day
from test_numbers import shoot
from test_phone_shell import PASSWORD, log_in

STOPPED = {"en": "Grace stopped sharing with you.", "de": "Grace teilt nicht mehr mit dir."}


def owner_sharing_diabetes(server, follower_token):
    """Grace, who shares `diabetes` with the follower (who accepts); answers her session, id and share id."""
    email = f"grace-{uuid.uuid4().hex[:8]}@example.org"
    made = requests.post(server + "/api/v1/users", json={"email": email, "password": PASSWORD, "displayName": "Grace",
                                                          "timeZone": local_day.midday_zone()})
    assert made.status_code == 201, made.text
    owner = requests.Session()
    owner.headers["Authorization"] = "Bearer " + requests.post(server + "/api/v1/tokens", json={"email": email, "password": PASSWORD}).json()["token"]
    follower = {"Authorization": "Bearer " + follower_token}
    follower_email = requests.get(server + "/api/v1/me", headers=follower).json()["email"]
    share = owner.post(server + "/api/v1/shares", json={"email": follower_email, "categories": ["diabetes"]})
    assert share.status_code == 201, share.text
    accepted = requests.post(server + "/api/v1/shares/accept", headers=follower, json={"code": share.json()["invitation"]["code"]})
    assert accepted.status_code in (200, 201), accepted.text
    return owner, owner.get(server + "/api/v1/me").json()["id"], share.json()["id"]


def upload(owner, server, sgv, minutes_ago, direction="Flat"):
    """As xDrip+ uploads a CGM reading: the owner's Nightscout endpoint, with the API secret's SHA-1."""
    settings = owner.get(server + "/api/v1/nightscout").json()
    moment = datetime.datetime.now(datetime.timezone.utc) - datetime.timedelta(minutes=minutes_ago)
    entry = {"type": "sgv", "sgv": sgv, "date": int(moment.timestamp() * 1000), "dateString": moment.strftime("%Y-%m-%dT%H:%M:%S.000Z"),
             "direction": direction, "device": "xDrip-DexcomG6"}
    r = requests.post(settings["baseUrl"] + "/api/v1/entries", json=[entry],
                      headers={"api-secret": hashlib.sha1(settings["secret"].encode()).hexdigest()})
    assert r.status_code == 200, r.text


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("dark", [False, True])
def test_a_follower_sees_a_new_reading_live_and_then_that_sharing_stopped(server, browser, language, dark):
    token = log_in(server, browser, language)
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]})
    owner, owner_id, share_id = owner_sharing_diabetes(server, token)
    upload(owner, server, 118, minutes_ago=10)
    upload(owner, server, 124, minutes_ago=5)
    half_an_hour_ago = (datetime.datetime.now(datetime.timezone.utc) - datetime.timedelta(minutes=30)).strftime("%Y-%m-%dT%H:%M:%SZ")
    meal = owner.post(server + "/api/v1/meals", json={"name": "Porridge", "carbs": 45, "protein": 8, "fat": 4, "time": half_an_hour_ago})
    assert meal.status_code == 201, meal.text
    dose = owner.post(server + "/api/v1/insulin", json={"units": 4, "kind": "bolus", "time": half_an_hour_ago})
    assert dose.status_code == 201, dose.text

    browser.get(server + "/shared?owner=" + owner_id)
    browser.find_element(By.ID, "follow-glucose-link").click()
    WebDriverWait(browser, 10).until(lambda b: b.find_elements(By.ID, "follow-value"))
    assert browser.find_element(By.ID, "follow-value").text == "124"
    # Today's chart marks the meal and the dose, as the owner's day does.
    assert browser.find_elements(By.CSS_SELECTOR, ".dbc-meal") and browser.find_elements(By.CSS_SELECTOR, ".dbc-insulin")
    assert browser.execute_script("return document.documentElement.scrollWidth") <= 360
    WebDriverWait(browser, 10).until(lambda b: b.execute_script("return document.body.getAttribute('data-live-state')") == "open")
    shoot(browser, f"follower-{language}-{'dark' if dark else 'light'}")

    # A mark on this very document: if the page reloaded, it would be gone.
    browser.execute_script("document.body.dataset.sameDocument = 'yes'")
    upload(owner, server, 187, minutes_ago=0, direction="FortyFiveUp")
    WebDriverWait(browser, 10).until(lambda b: b.find_element(By.ID, "follow-value").text == "187")
    assert browser.execute_script("return document.body.dataset.sameDocument") == "yes"
    # The uploader's own direction, not one worked out from 124 five minutes before.
    assert browser.find_element(By.ID, "follow-arrow").text == "↗"
    shoot(browser, f"follower-live-{language}-{'dark' if dark else 'light'}")

    revoked = owner.delete(server + "/api/v1/shares/" + share_id)
    assert revoked.status_code == 204, revoked.text
    WebDriverWait(browser, 10).until(lambda b: STOPPED[language] in b.find_element(By.TAG_NAME, "main").text)
    shoot(browser, f"follower-ended-{language}-{'dark' if dark else 'light'}")


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("dark", [False, True])
def test_a_follower_opens_a_previous_day_and_sees_its_chart(server, browser, language, dark):
    token = log_in(server, browser, language)
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]})
    owner, owner_id, _ = owner_sharing_diabetes(server, token)
    zone = local_day.zone_of(server, owner)
    yesterday = (local_day.today(zone) - datetime.timedelta(days=1)).isoformat()
    for hour, value in [(7, 104), (8, 168), (11, 131), (15, 96), (19, 142)]:
        r = owner.post(server + "/api/v1/glucose", json={"value": value, "unit": "mg/dL", "time": local_day.at(zone, yesterday, f"{hour:02d}:00")})
        assert r.status_code == 201, r.text
    for path, body in [("/api/v1/meals", {"name": "Porridge", "carbs": 54, "protein": 10, "fat": 5, "time": local_day.at(zone, yesterday, "07:30")}),
                       ("/api/v1/insulin", {"units": 5, "kind": "bolus", "time": local_day.at(zone, yesterday, "07:25")})]:
        r = owner.post(server + path, json=body)
        assert r.status_code == 201, r.text
    r = owner.put(server + f"/api/v1/days/{yesterday}/symptoms", json={"mood": "SAD", "notes": "Grace's own note"})
    assert r.status_code == 200, r.text

    browser.get(server + "/shared/glucose?owner=" + owner_id)
    browser.execute_script("document.getElementById('follow-day-list').scrollIntoView()")
    shoot(browser, f"follower-days-{language}-{'dark' if dark else 'light'}")
    link = browser.find_element(By.CSS_SELECTOR, f"#follow-day-list a[href='/day/{yesterday}?owner={owner_id}']")
    link.click()
    WebDriverWait(browser, 10).until(lambda b: f"/day/{yesterday}?owner=" in b.current_url)
    chart = browser.find_element(By.CSS_SELECTOR, "main .chart svg")
    assert chart.find_elements(By.CSS_SELECTOR, ".dbc-meal") and chart.find_elements(By.CSS_SELECTOR, ".dbc-insulin")
    main = browser.find_element(By.TAG_NAME, "main")
    assert "Porridge" in main.text and "Grace's own note" not in main.text
    assert not main.find_elements(By.CSS_SELECTOR, "form, a[href^='/history'], a[href^='/log']")
    for a in main.find_elements(By.CSS_SELECTOR, "a[href]"):
        assert "owner=" + owner_id in a.get_attribute("href"), a.get_attribute("href")
    assert browser.execute_script("return document.documentElement.scrollWidth") <= 360
    # The page follows the owner's changes (the owner's stream, which the grant opens).
    WebDriverWait(browser, 10).until(lambda b: b.execute_script("return document.body.getAttribute('data-live-state')") == "open")
    shoot(browser, f"follower-day-{language}-{'dark' if dark else 'light'}")
    # The rest of the day: the meal and the dose, read-only, and the way back to what Grace shares.
    browser.execute_script("window.scrollTo(0, document.body.scrollHeight)")
    shoot(browser, f"follower-day-end-{language}-{'dark' if dark else 'light'}")


LEVEL = {"en": {"low": "Low", "urgentLow": "Urgent low"}, "de": {"low": "Niedrig", "urgentLow": "Dringend niedrig"}}


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("dark", [False, True])
def test_a_low_is_coloured_and_said_in_words_with_the_uploaders_direction(server, browser, language, dark):
    token = log_in(server, browser, language)
    scheme = "dark" if dark else "light"
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
    owner, owner_id, _ = owner_sharing_diabetes(server, token)
    upload(owner, server, 72, minutes_ago=5, direction="FortyFiveDown")
    upload(owner, server, 59, minutes_ago=0, direction="SingleDown")
    browser.get(server + "/shared/glucose?owner=" + owner_id)
    reading = browser.find_element(By.ID, "follow-reading")
    assert reading.get_attribute("data-level") == "low"
    assert browser.find_element(By.ID, "follow-level").text == LEVEL[language]["low"]
    assert browser.find_element(By.ID, "follow-arrow").text == "↓", "the uploader said SingleDown"
    colour = browser.execute_script("return getComputedStyle(document.getElementById('follow-value')).color")
    plain = browser.execute_script("return getComputedStyle(document.querySelector('main')).color")
    assert colour != plain, (colour, plain)
    # No tab of the reader's own is the page they are on.
    assert not browser.find_elements(By.CSS_SELECTOR, "nav.tabs a[aria-current]")
    shoot(browser, f"follower-low-{language}-{scheme}")

    # Below 54: urgent, in a filled badge, live.
    upload(owner, server, 51, minutes_ago=0, direction="SingleDown")
    WebDriverWait(browser, 10).until(lambda b: b.find_element(By.ID, "follow-reading").get_attribute("data-level") == "urgentLow")
    assert browser.find_element(By.ID, "follow-level").text == LEVEL[language]["urgentLow"]
    shoot(browser, f"follower-urgent-low-{language}-{scheme}")


def test_readings_seconds_apart_show_no_arrow(server, browser):
    token = log_in(server, browser, "en")
    owner, owner_id, _ = owner_sharing_diabetes(server, token)
    now = datetime.datetime.now(datetime.timezone.utc).replace(microsecond=0)
    for seconds, value in [(2, 150), (0, 152)]:
        at = (now - datetime.timedelta(seconds=seconds)).strftime("%Y-%m-%dT%H:%M:%SZ")
        assert owner.post(server + "/api/v1/glucose", json={"value": value, "unit": "mg/dL", "time": at}).status_code == 201
    browser.get(server + "/shared/glucose?owner=" + owner_id)
    assert browser.find_element(By.ID, "follow-value").text == "152"
    assert not browser.find_elements(By.ID, "follow-arrow")
    assert browser.find_element(By.ID, "follow-reading").get_attribute("data-level") == "inRange"
    assert not browser.find_elements(By.ID, "follow-level")
