"""A phone that loses the network loses nothing: Today and Log open from what the phone kept, with a banner
that says so; what is logged meanwhile waits on the phone, shows as waiting, and arrives once when the server
answers again (after the network came back, and after a server that was really stopped came back); a day
changed elsewhere meanwhile is a conflict to resolve, never overwritten; log-out leaves nothing behind.

Chrome's offline mode (CDP `Network.emulateNetworkConditions`) is set on the page and on its service worker,
which has network access of its own."""
import datetime
import importlib.util
import json
import os
from urllib.parse import urlparse

import pytest
import requests
from selenium.common.exceptions import TimeoutException, WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

import local_day
from test_log_choices import tap
from test_numbers import shoot
from test_phone_shell import PASSWORD, log_in

# The server processes of Tests/conftest.py (this folder's conftest.py shadows its name).
_servers = importlib.util.spec_from_file_location("daybook_servers", os.path.join(os.path.dirname(__file__), "..", "conftest.py"))
servers = importlib.util.module_from_spec(_servers)
_servers.loader.exec_module(servers)

OFFLINE = {"offline": True, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1}
ONLINE = {"offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1}


class SamePortServer(servers.DaybookProcess):
    """A server that comes back on the address it had: the phone's kept pages and worker belong to it.
    The first start takes the port the system gives; the ones after ask for that port again."""

    def start(self, port=0):
        return super().start(port or getattr(self, "port", None) or 0)


@pytest.fixture(scope="module")
def daybook():
    process = SamePortServer()
    process.env["DAYBOOK_REGISTRATION_LIMIT"] = "1000/1h"
    process.env["DAYBOOK_TOKEN_LIMIT"] = "1000/1h"
    process.start()
    yield process
    process.stop()


def sign_up_and_log_in(base, browser, language):
    """A new account logged in on the phone (360 px), and the API as that account."""
    api = requests.Session()
    api.headers["Authorization"] = "Bearer " + log_in(base, browser, language)
    return api


def set_network(browser, online, worker_latency=0):
    """Chrome's offline mode on the page and on every service worker (each has a network of its own); a
    worker latency makes every page the worker asks the network for that many milliseconds late."""
    browser.execute_cdp_cmd("Network.enable", {})
    browser.execute_cdp_cmd("Network.emulateNetworkConditions", ONLINE if online else OFFLINE)
    worker = dict(ONLINE if online else OFFLINE, latency=worker_latency)
    sessions = getattr(browser, "_worker_sessions", {})
    for target in browser.execute_cdp_cmd("Target.getTargets", {})["targetInfos"]:
        if target["type"] == "service_worker" and target["targetId"] not in sessions:
            sessions[target["targetId"]] = browser.execute_cdp_cmd("Target.attachToTarget", {"targetId": target["targetId"], "flatten": False})["sessionId"]
    browser._worker_sessions = sessions
    for number, session in enumerate(sessions.values()):
        for method, params in [("Network.enable", {}), ("Network.emulateNetworkConditions", worker)]:
            browser.execute_cdp_cmd("Target.sendMessageToTarget", {"sessionId": session, "message": json.dumps(
                {"id": 1000 + number * 2 + (method == "Network.enable"), "method": method, "params": params})})


KEPT = """var done = arguments[arguments.length - 1];
caches.keys().then(function (names) { return Promise.all(names.map(function (name) {
  return caches.open(name).then(function (cache) { return cache.keys(); }).then(function (requests) {
    return [name, requests.map(function (r) { var u = new URL(r.url); return u.pathname + u.search; })]; }); })); })
  .then(function (pairs) { var out = {}; pairs.forEach(function (p) { out[p[0]] = p[1]; }); done(out); }, function (e) { done({error: String(e)}); });"""

WAITING = """var done = arguments[arguments.length - 1];
DaybookQueue.all(document.body.getAttribute('data-account')).then(function (entries) {
  done(entries.map(function (e) { return {state: e.state, url: e.url, what: e.what}; })); }, function (e) { done([String(e)]); });"""


def waiting(browser):
    """What waits on the phone, or None while the page is being replaced (a page that opens itself afresh
    ends a script run on it before it answers)."""
    browser.set_script_timeout(5)
    try:
        return browser.execute_async_script(WAITING)
    except WebDriverException:
        return None
    finally:
        browser.set_script_timeout(30)


def kept_pages(browser):
    browser.set_script_timeout(5)
    try:
        kept = browser.execute_async_script(KEPT)
    except WebDriverException:
        return []
    finally:
        browser.set_script_timeout(30)
    return [path for name, paths in kept.items() if name.startswith("daybook-pages-") for path in paths]


def keep(browser, base, *paths):
    """Opens each page online once the service worker is in charge, and waits until the phone kept it."""
    try:
        WebDriverWait(browser, 20).until(lambda b: b.execute_script(
            "return navigator.serviceWorker.getRegistration().then(function (r) { return !!(r && r.active && r.active.state === 'activated'); })"))
    except TimeoutException:
        raise AssertionError("no service worker: " + worker_state(browser))
    for path in paths:
        browser.get(base + path)
        WebDriverWait(browser, 10).until(lambda b: path in kept_pages(b), f"{path} kept")


def worker_state(browser):
    """Where the service worker is, for a failure's message."""
    return browser.execute_async_script(
        "var done = arguments[0]; navigator.serviceWorker.getRegistration().then(function (r) {"
        " done(location.href + ' ' + (r ? JSON.stringify({installing: r.installing && r.installing.state, waiting: r.waiting && r.waiting.state,"
        " active: r.active && r.active.state}) : 'no registration')); }, function (e) { done(String(e)); })")


def banner(browser):
    return browser.find_element(By.ID, "offline-banner")


def waiting_count(browser):
    """What the banner says waits to be sent (read in one go: the page may be changing under the test)."""
    return browser.execute_script("var c = document.getElementById('offline-waiting'), b = document.getElementById('offline-banner');"
                                  " return c && b && !b.hidden ? parseInt(c.getAttribute('data-count'), 10) : 0;")


def open_form(browser, key):
    details = browser.find_element(By.ID, key)
    if not details.get_attribute("open"):
        tap(browser, details.find_element(By.TAG_NAME, "summary"))
    return details.find_element(By.TAG_NAME, "form")


def choose(browser, form, field, value):
    radio = form.find_element(By.CSS_SELECTOR, f"input[name={field}][value='{value}']")
    tap(browser, radio.find_element(By.XPATH, ".."))


def submit_and_wait_queued(browser, form, count):
    """Sends a form with the server out of reach: the phone keeps it and shows the kept Log page again."""
    tap(browser, form.find_element(By.CSS_SELECTOR, "button[type=submit]"))
    WebDriverWait(browser, 15).until(lambda b: waiting_count(b) == count, f"{count} waiting")


def test_what_is_logged_offline_waits_on_the_phone_and_arrives_once(daybook, browser):
    base = daybook.base
    api = sign_up_and_log_in(base, browser, "en")
    today = local_day.today(local_day.zone_of(base, api)).isoformat()
    keep(browser, base, "/", "/log")

    # Chrome offline: Today and Log open from what was kept, saying so.
    set_network(browser, online=False)
    browser.get(base + "/")
    WebDriverWait(browser, 10).until(lambda b: b.find_element(By.TAG_NAME, "body").get_attribute("data-kept-at"))
    assert banner(browser).text.startswith("Offline — showing what you saw at "), banner(browser).text
    assert browser.find_element(By.CSS_SELECTOR, "nav.tabs")
    browser.get(base + "/insights")
    assert browser.find_element(By.CSS_SELECTOR, "[data-offline-page]"), "a page not kept says it needs the network"
    assert "needs the network" in browser.find_element(By.TAG_NAME, "main").text
    browser.get(base + "/log")
    WebDriverWait(browser, 10).until(lambda b: b.find_element(By.TAG_NAME, "body").get_attribute("data-kept-at"))
    assert banner(browser).text.startswith("Offline — showing what you saw at ")

    # Three entries: a note, then a mood on the same day (the kept form still shows no note: it stays), a glucose reading.
    day = open_form(browser, "day")
    day.find_element(By.ID, "day-notes").send_keys("Written in a tunnel")
    submit_and_wait_queued(browser, day, 1)
    day = open_form(browser, "day")
    choose(browser, day, "mood", "HAPPY")
    submit_and_wait_queued(browser, day, 2)
    glucose = open_form(browser, "glucose")
    glucose.find_element(By.ID, "glucose-value").send_keys("123")
    submit_and_wait_queued(browser, glucose, 3)
    assert "3 entries waiting to send" in banner(browser).text
    assert glucose_values(api, base, today) == []
    assert api.get(base + f"/api/v1/days/{today}/symptoms").status_code == 404, "nothing arrived while offline"

    # Back online: the page opens afresh and sends what waited, in order, each once.
    set_network(browser, online=True)
    WebDriverWait(browser, 30).until(lambda b: waiting(b) == [], "the queue emptied")
    WebDriverWait(browser, 10).until(lambda b: not b.find_element(By.TAG_NAME, "body").get_attribute("data-kept-at"))
    symptoms = api.get(base + f"/api/v1/days/{today}/symptoms").json()
    assert symptoms["notes"] == "Written in a tunnel" and symptoms["mood"] == "HAPPY", symptoms
    assert glucose_values(api, base, today) == [123]

    # A reload sends nothing again.
    browser.refresh()
    browser.find_element(By.CSS_SELECTOR, "nav.tabs")
    assert waiting(browser) == []
    assert glucose_values(api, base, today) == [123]

    # The server really stops (a reboot at home): Today opens as kept, a stress rating waits, and arrives once
    # the server is back, without anyone touching the page.
    keep(browser, base, "/", "/log")
    daybook.stop()
    try:
        browser.get(base + "/log")
        WebDriverWait(browser, 15).until(lambda b: b.find_element(By.TAG_NAME, "body").get_attribute("data-kept-at"))
        stress = open_form(browser, "stress")
        stress.find_element(By.ID, "stress-note").send_keys("server rebooting")
        submit_and_wait_queued(browser, stress, 1)
    finally:
        daybook.start()
    WebDriverWait(browser, 60).until(lambda b: waiting(b) == [], "sent once the server is back")
    notes = [item["note"] for item in api.get(base + "/api/v1/stress").json()]
    assert notes == ["server rebooting"], notes


def glucose_values(api, base, day):
    answer = api.get(base + f"/api/v1/glucose?from={day}&to={day}")
    assert answer.status_code == 200, answer.text
    return [round(item["value"]) for item in answer.json()]


WORDS = {
    "en": {"kept": "Offline — showing what you saw at ", "waiting": "1 entry waiting to send", "conflict": "changed elsewhere meanwhile",
           "mine": "Keep mine"},
    "de": {"kept": "Offline – du siehst den Stand von ", "waiting": "1 Eintrag wartet aufs Senden", "conflict": "inzwischen anderswo geändert",
           "mine": "Meins behalten"},
}


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_day_changed_elsewhere_meanwhile_is_a_conflict_not_overwritten(daybook, browser, language):
    words = WORDS[language]
    base = daybook.base
    api = sign_up_and_log_in(base, browser, language)
    today = local_day.today(local_day.zone_of(base, api)).isoformat()
    assert api.put(base + f"/api/v1/days/{today}/symptoms", json={"mood": "NEUTRAL", "notes": "morning"}).status_code == 200
    keep(browser, base, "/log")

    set_network(browser, online=False)
    browser.get(base + "/log")
    WebDriverWait(browser, 10).until(lambda b: b.find_element(By.TAG_NAME, "body").get_attribute("data-kept-at"))
    day = open_form(browser, "day")
    choose(browser, day, "mood", "GREAT")
    submit_and_wait_queued(browser, day, 1)
    assert banner(browser).text.startswith(words["kept"]) and words["waiting"] in banner(browser).text, banner(browser).text
    for dark in (False, True):
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]})
        browser.execute_script("window.scrollTo(0, 0)")
        shoot(browser, f"offline-banner-{language}-{'dark' if dark else 'light'}")

    # Meanwhile, elsewhere: the same day's mood changes, and so does its note (which the phone did not touch).
    assert api.put(base + f"/api/v1/days/{today}/symptoms", json={"mood": "SAD", "notes": "evening"}).status_code == 200
    set_network(browser, online=True)
    conflict = WebDriverWait(browser, 30).until(lambda b: b.find_elements(By.CSS_SELECTOR, ".offline-problems .conflict"))[0]
    assert words["conflict"] in conflict.text, conflict.text
    assert api.get(base + f"/api/v1/days/{today}/symptoms").json()["mood"] == "SAD", "nothing was overwritten"
    assert [e["state"] for e in waiting(browser)] == ["conflict"]
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", conflict)
    for dark in (False, True):
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]})
        shoot(browser, f"offline-conflict-{language}-{'dark' if dark else 'light'}")
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})

    # Keep mine: the mood the phone had, the note from elsewhere.
    keep_mine = [b for b in conflict.find_elements(By.TAG_NAME, "button") if b.text == words["mine"]][0]
    tap(browser, keep_mine)
    WebDriverWait(browser, 20).until(lambda b: waiting(b) == [])
    symptoms = api.get(base + f"/api/v1/days/{today}/symptoms").json()
    assert symptoms["mood"] == "GREAT" and symptoms["notes"] == "evening", symptoms


def test_a_save_whose_session_ended_meanwhile_waits_for_the_log_in(daybook, browser):
    base = daybook.base
    api = sign_up_and_log_in(base, browser, "en")
    email = api.get(base + "/api/v1/me").json()["email"]
    keep(browser, base, "/log")
    set_network(browser, online=False)
    browser.get(base + "/log")
    WebDriverWait(browser, 10).until(lambda b: b.find_element(By.TAG_NAME, "body").get_attribute("data-kept-at"))
    stress = open_form(browser, "stress")
    stress.find_element(By.ID, "stress-note").send_keys("before the session ended")
    submit_and_wait_queued(browser, stress, 1)
    # The session ends meanwhile (30 days unused, or ended elsewhere): the save is not lost.
    browser.delete_cookie("daybook-session")
    set_network(browser, online=True)
    WebDriverWait(browser, 30).until(lambda b: urlparse(b.current_url).path == "/login")
    assert api.get(base + "/api/v1/stress").json() == []
    browser.find_element(By.ID, "email").send_keys(email)
    browser.find_element(By.ID, "password").send_keys(PASSWORD)
    browser.find_element(By.CSS_SELECTOR, "main form button[type=submit]").click()
    WebDriverWait(browser, 30).until(lambda b: [item["note"] for item in api.get(base + "/api/v1/stress").json()] == ["before the session ended"])
    WebDriverWait(browser, 10).until(lambda b: waiting(b) == [])
    assert [item["note"] for item in api.get(base + "/api/v1/stress").json()] == ["before the session ended"]


def test_log_out_leaves_nothing_on_the_phone(daybook, browser):
    base = daybook.base
    sign_up_and_log_in(base, browser, "en")
    keep(browser, base, "/", "/log")
    assert browser.execute_async_script(KEPT), "something was kept before"
    tap(browser, browser.find_element(By.CSS_SELECTOR, "form[action='/logout'] button"))
    WebDriverWait(browser, 10).until(lambda b: urlparse(b.current_url).path == "/login")
    assert browser.execute_async_script(KEPT) == {}
    databases = browser.execute_async_script(
        "var done = arguments[0]; indexedDB.databases().then(function (d) { done(d.map(function (x) { return x.name; })); })")
    assert "daybook-offline" not in databases, databases
    assert browser.execute_async_script(
        "var done = arguments[0]; navigator.serviceWorker.getRegistrations().then(function (r) { done(r.length); })") == 0


def test_with_a_passcode_no_page_of_the_journal_is_kept(daybook, browser):
    base = daybook.base
    api = sign_up_and_log_in(base, browser, "en")
    assert api.put(base + "/api/v1/me/passcode", json={"passcode": "4821", "idleMinutes": 5}).status_code in (200, 204)
    keep(browser, base)
    browser.get(base + "/log")
    WebDriverWait(browser, 10).until(lambda b: "/offline" in kept_pages(b))
    assert kept_pages(browser) == ["/offline"], "only the offline page, which holds nothing of the journal"


def test_a_session_ended_elsewhere_leaves_no_page_readable_offline(daybook, browser):
    """A shared tablet: she logged a note and opened Today and Log, then changed her password on another device.
    Online the tablet shows the log-in page; from then on, offline too, nothing of her journal is shown."""
    base = daybook.base
    api = sign_up_and_log_in(base, browser, "en")
    now = local_day.now(local_day.zone_of(base, api)).isoformat()
    assert api.post(base + "/api/v1/stress", json={"level": 2, "time": now, "note": "only for me"}).status_code == 201
    today = "/day/" + local_day.today(local_day.zone_of(base, api)).isoformat()
    keep(browser, base, "/", "/log", today)
    assert "only for me" in browser.page_source
    r = api.post(base + "/api/v1/me/password", json={"currentPassword": PASSWORD, "newPassword": "another horse battery"})
    assert r.status_code in (200, 204), r.text

    browser.get(base + "/log")
    WebDriverWait(browser, 10).until(lambda b: urlparse(b.current_url).path == "/login")
    WebDriverWait(browser, 10).until(lambda b: kept_pages(b) == [], "the kept pages go with the session")
    set_network(browser, online=False)
    try:
        for path in [today, "/log", "/"]:
            try:
                browser.get(base + path)
            except WebDriverException:
                pass  # no page at all offline is as private as the offline page
            shoot(browser, "offline-after-session-ended-" + path.strip("/").replace("/", "-"))
            assert "only for me" not in browser.page_source
            assert not browser.find_elements(By.CSS_SELECTOR, "body[data-kept-at]")
    finally:
        set_network(browser, online=True)


def test_a_kept_page_has_a_maximum_age(daybook, browser):
    """A page kept three days ago is not shown offline: its session may have ended anywhere since."""
    base = daybook.base
    api = sign_up_and_log_in(base, browser, "en")
    now = local_day.now(local_day.zone_of(base, api)).isoformat()
    assert api.post(base + "/api/v1/stress", json={"level": 2, "time": now, "note": "old news"}).status_code == 201
    today = "/day/" + local_day.today(local_day.zone_of(base, api)).isoformat()
    keep(browser, base, today)
    assert "old news" in browser.page_source
    # The kept copy as it would be 73 hours on.
    assert browser.execute_async_script("""var path = arguments[0], done = arguments[arguments.length - 1];
      caches.keys().then(function (names) {
        var name = names.filter(function (n) { return n.indexOf('daybook-pages-') === 0; })[0];
        return caches.open(name).then(function (cache) {
          return cache.match(path).then(function (kept) { return kept.text().then(function (html) {
            return cache.put(path, new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8',
              'X-Daybook-Kept-At': String(Date.now() - 73 * 3600 * 1000) } })); }); }); }); }).then(function () { done(true); }, function (e) { done(String(e)); });""", today) is True
    set_network(browser, online=False)
    try:
        browser.get(base + today)
        assert "old news" not in browser.page_source
        assert not browser.find_elements(By.CSS_SELECTOR, "body[data-kept-at]")
    finally:
        set_network(browser, online=True)


def test_on_a_slow_network_the_next_person_never_sees_the_kept_page_of_the_one_before(daybook, browser):
    """A shared tablet on a weak signal: Bea's session ended without a log-out, and Cleo logs in. The network
    takes longer than the worker's patience, so a kept page would be shown; none of Bea's may be."""
    base = daybook.base
    bea = sign_up_and_log_in(base, browser, "en")
    assert bea.patch(base + "/api/v1/me", json={"displayName": "Bea"}).status_code == 200
    keep(browser, base, "/", "/log")
    assert "Bea" in browser.find_element(By.TAG_NAME, "main").text
    browser.delete_cookie("daybook-session")
    cleo = requests.Session()
    email = f"cleo-{datetime.datetime.now().timestamp()}@example.org"
    r = cleo.post(base + "/api/v1/users", json={"email": email, "password": PASSWORD, "displayName": "Cleo", "timeZone": "UTC"})
    assert r.status_code == 201, r.text
    set_network(browser, online=True, worker_latency=12000)
    try:
        browser.set_page_load_timeout(60)
        browser.get(base + "/login")
        browser.find_element(By.ID, "email").send_keys(email)
        browser.find_element(By.ID, "password").send_keys(PASSWORD)
        browser.find_element(By.CSS_SELECTOR, "main form button[type=submit]").click()
        # Past the worker's ten seconds of patience and until Cleo's own Today arrives, never Bea's.
        seen = []
        WebDriverWait(browser, 40, poll_frequency=0.5).until(
            lambda b: seen.append(b.execute_script("return document.body ? document.body.innerText : ''")) or "Cleo" in seen[-1])
        assert not [text for text in seen if "Bea" in text], [text[:80] for text in seen if "Bea" in text]
        assert not browser.find_elements(By.CSS_SELECTOR, "body[data-kept-at]")
    finally:
        set_network(browser, online=True)


def morning_of(api, base, day):
    answer = api.get(base + f"/api/v1/days/{day}/morning")
    assert answer.status_code in (200, 404), answer.text
    body = answer.json() if answer.status_code == 200 else {}
    temperature = body.get("temperature") or {}
    return temperature.get("value"), (body.get("mucus") or {}).get("feeling")


def morning_field(browser, name):
    return browser.find_element(By.CSS_SELECTOR, f"#morning [name={name}]")


def choose_morning(browser, field, value):
    radio = browser.find_element(By.CSS_SELECTOR, f"#morning-{field} input[value='{value}']")
    tap(browser, radio.find_element(By.XPATH, ".."))


def save_morning(browser):
    tap(browser, browser.find_element(By.CSS_SELECTOR, "#morning form button[type=submit]"))


def test_mornings_back_filled_offline_each_keep_their_own_date(daybook, browser):
    """Offline, she saves this morning, steps back a day and saves that morning too: the day before never shows
    this morning's values, says the phone does not have it, and both arrive on their own dates. A morning the
    server would refuse (a mucus feeling without its look) is refused on the phone, before it is kept."""
    base = daybook.base
    api = sign_up_and_log_in(base, browser, "en")
    assert api.patch(base + "/api/v1/me", json={"tracking": {"trackTemperature": True, "trackMucus": True}}).status_code == 200
    keep(browser, base, "/log")
    set_network(browser, online=False)
    browser.get(base + "/log")
    WebDriverWait(browser, 10).until(lambda b: b.find_element(By.TAG_NAME, "body").get_attribute("data-kept-at"))
    today = datetime.date.fromisoformat(morning_field(browser, "date").get_attribute("value"))
    yesterday = (today - datetime.timedelta(days=1)).isoformat()

    morning_field(browser, "temperature").send_keys("36.55")
    save_morning(browser)
    WebDriverWait(browser, 15).until(lambda b: waiting_count(b) == 1, "today's morning waits")

    tap(browser, browser.find_element(By.CSS_SELECTOR, "#morning [data-step-day='-1']"))
    WebDriverWait(browser, 10).until(lambda b: morning_field(b, "shownFor").get_attribute("value") == yesterday)
    assert morning_field(browser, "temperature").get_attribute("value") == "", "today's 36.55 under yesterday's date"
    note = browser.find_element(By.CSS_SELECTOR, "#morning .day-note")
    assert "isn't on the phone" in note.text, note.text
    shoot(browser, "offline-back-fill-unknown-day")

    # Half a mucus note: refused here, as the server would, and nothing is kept.
    morning_field(browser, "temperature").send_keys("36.35")
    choose_morning(browser, "mucusFeeling", "wet")
    save_morning(browser)
    error = WebDriverWait(browser, 5).until(lambda b: b.find_elements(By.CSS_SELECTOR, "#morning .field-error"))[0]
    assert "looked" in error.text, error.text
    assert waiting_count(browser) == 1
    choose_morning(browser, "mucusTexture", "creamy")
    save_morning(browser)
    WebDriverWait(browser, 15).until(lambda b: waiting_count(b) == 2, "yesterday's morning waits too")

    # Forward again: this morning as it was saved on the phone.
    tap(browser, browser.find_element(By.CSS_SELECTOR, "#morning [data-step-day='1']"))
    WebDriverWait(browser, 10).until(lambda b: morning_field(b, "shownFor").get_attribute("value") == today.isoformat())
    assert morning_field(browser, "temperature").get_attribute("value") == "36.55"
    assert not browser.find_elements(By.CSS_SELECTOR, "#morning .day-note")
    # A temperature no thermometer reads in °C is refused here too (online the server offers its one-tap fix).
    morning_field(browser, "temperature").clear()
    morning_field(browser, "temperature").send_keys("97.9")
    save_morning(browser)
    error = WebDriverWait(browser, 5).until(lambda b: b.find_elements(By.CSS_SELECTOR, "#morning-temperature-error"))[0]
    assert "between" in error.text, error.text
    assert waiting_count(browser) == 2

    set_network(browser, online=True)
    WebDriverWait(browser, 30).until(lambda b: waiting(b) == [], "both mornings sent")
    assert morning_of(api, base, today.isoformat()) == (36.55, None)
    assert morning_of(api, base, yesterday) == (36.35, "wet")


def test_a_refused_save_stays_until_it_is_saved_from_its_form(daybook, browser):
    """A morning kept by an older page with another day's record as shown is refused on arrival. It is not dropped:
    Edit opens it over what is stored for its date, and it leaves the queue only once that save is stored."""
    base = daybook.base
    api = sign_up_and_log_in(base, browser, "en")
    assert api.patch(base + "/api/v1/me", json={"tracking": {"trackTemperature": True}}).status_code == 200
    today = local_day.today(local_day.zone_of(base, api))
    yesterday = (today - datetime.timedelta(days=1)).isoformat()
    browser.get(base + "/log")
    csrf = browser.find_element(By.CSS_SELECTOR, "#morning input[name=_csrf]").get_attribute("value")
    body = f"_csrf={csrf}&date={yesterday}&shownFor={today.isoformat()}&shown=%7B%7D&temperature=36.42&unit=C&time=06%3A30"
    assert browser.execute_async_script("""var body = arguments[0], done = arguments[arguments.length - 1];
      DaybookQueue.add({ account: document.body.getAttribute('data-account'), url: location.origin + '/log/morning', method: 'POST',
        contentType: 'application/x-www-form-urlencoded', body: body, what: 'morning', date: arguments[1], record: '' })
        .then(function () { done(true); }, function (e) { done(String(e)); });""", body, yesterday) is True
    browser.get(base + "/log")
    card = WebDriverWait(browser, 30).until(lambda b: b.find_elements(By.CSS_SELECTOR, ".offline-problems .conflict"))[0]
    assert [e["state"] for e in waiting(browser)] == ["refused"]
    browser.refresh()
    card = WebDriverWait(browser, 30).until(lambda b: b.find_elements(By.CSS_SELECTOR, ".offline-problems .conflict"))[0]
    assert [e["state"] for e in waiting(browser)] == ["refused"], "a refused save is never dropped"
    tap(browser, [b for b in card.find_elements(By.TAG_NAME, "button") if b.text == "Edit"][0])
    WebDriverWait(browser, 10).until(lambda b: morning_field(b, "shownFor").get_attribute("value") == yesterday)
    WebDriverWait(browser, 10).until(lambda b: morning_field(b, "temperature").get_attribute("value") == "36.42")
    save_morning(browser)
    WebDriverWait(browser, 15).until(lambda b: morning_of(api, base, yesterday)[0] == 36.42)
    WebDriverWait(browser, 10).until(lambda b: waiting(b) == [])


def test_a_day_marked_offline_stays_marked_on_the_kept_calendar_and_what_waits_can_be_taken_back(daybook, browser):
    base = daybook.base
    api = sign_up_and_log_in(base, browser, "en")
    today = local_day.today(local_day.zone_of(base, api))
    first = today.replace(day=1)
    day, other = first.isoformat(), (first + datetime.timedelta(days=1)).isoformat()
    keep(browser, base, "/calendar")
    set_network(browser, online=False)
    try:
        browser.get(base + "/calendar")
        WebDriverWait(browser, 10).until(lambda b: b.find_element(By.TAG_NAME, "body").get_attribute("data-kept-at"))
        tap(browser, browser.find_element(By.ID, "mark-period"))
        for date, count in [(day, 1), (other, 2)]:
            tap(browser, browser.find_element(By.CSS_SELECTOR, f'.month a[data-date="{date}"]'))
            WebDriverWait(browser, 15).until(lambda b: waiting_count(b) == count)

        # Reopened offline: the kept calendar still shows both days marked, as waiting.
        browser.get(base + "/calendar")
        WebDriverWait(browser, 10).until(lambda b: b.find_element(By.TAG_NAME, "body").get_attribute("data-kept-at"))
        cell = lambda b, date: b.find_element(By.CSS_SELECTOR, f'.month a[data-date="{date}"]').get_attribute("class").split()
        WebDriverWait(browser, 10).until(lambda b: {"flow", "waiting"} <= set(cell(b, day)) and {"flow", "waiting"} <= set(cell(b, other)))
        shoot(browser, "offline-calendar-marked")

        # What waits, listed; the second day taken back, put back, taken back again.
        tap(browser, browser.find_element(By.CSS_SELECTOR, "#offline-waiting-list summary"))
        items = browser.find_elements(By.CSS_SELECTOR, "#offline-waiting-list li")
        assert len(items) == 2 and all("How the day went" in item.text for item in items), [i.text for i in items]
        shoot(browser, "offline-waiting-list")
        tap(browser, items[1].find_element(By.TAG_NAME, "button"))
        WebDriverWait(browser, 10).until(lambda b: waiting_count(b) == 1 and "flow" not in cell(b, other))
        tap(browser, browser.find_element(By.CSS_SELECTOR, "#offline-cancelled button"))
        WebDriverWait(browser, 10).until(lambda b: waiting_count(b) == 2 and "flow" in cell(b, other))
        items = browser.find_elements(By.CSS_SELECTOR, "#offline-waiting-list li")
        tap(browser, items[1].find_element(By.TAG_NAME, "button"))
        WebDriverWait(browser, 10).until(lambda b: waiting_count(b) == 1 and "flow" not in cell(b, other))
    finally:
        set_network(browser, online=True)
    WebDriverWait(browser, 30).until(lambda b: waiting(b) == [])
    assert api.get(base + f"/api/v1/days/{day}/symptoms").json().get("flow") == "MEDIUM"
    assert api.get(base + f"/api/v1/days/{other}/symptoms").status_code == 404, "the day taken back was not sent"
