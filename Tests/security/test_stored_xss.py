"""Stored cross-site scripting: free text one person writes and another reads. An owner puts markup
into every text a grantee of a share (or a subscriber of the calendar feed) sees — display name,
notes, meal names, stress notes, span notes, timeline scenario and run names, reminder texts,
notification texts, Daylio labels on the import page — and the other person's pages must show it
as text: never as markup, in an attribute, in a script or in an SVG; the feed must carry it as one
escaped iCalendar TEXT value that adds no line, property or event."""
import datetime
import re
import uuid

import pytest
import requests

from accounts import Account, form_token, share
from conftest import server_of_its_own

# One text that breaks out of element content, a quoted attribute, a textarea and an inline script.
PAYLOAD = '<script>alert(1)</script>"><img src=x onerror=alert(1)></textarea><svg onload=alert(1)>'
# What must never reach a page as markup, whatever the context.
LIVE_MARKUP = ["<script>alert(1)", "<img src=x onerror", "<svg onload", "</textarea><svg", "</script><"]


daybook = server_of_its_own(DAYBOOK_REGISTRATION_LIMIT="100/1h")


def assert_inert(response, where, statuses=(200,)):
    assert response.status_code in statuses, (where, response.status_code, response.text[:300])
    text = response.text
    for marker in LIVE_MARKUP:
        assert marker not in text, f"{where}: {marker!r} is live markup in {text[max(0, text.find(marker) - 200):text.find(marker) + 100]!r}"
    # Inline JSON or script would end at a `</script>` inside a value.
    for script in re.findall(r"<script\b[^>]*>(.*?)</script>", text, flags=re.S | re.I):
        assert "alert(1)" not in script, (where, script[:200])


def today():
    return datetime.datetime.now(datetime.timezone.utc).date()


def now_iso():
    return datetime.datetime.now(datetime.timezone.utc).replace(microsecond=0).isoformat().replace("+00:00", "Z")


SCENARIO = {
    "named": "xss-" + uuid.uuid4().hex[:6], "nameEn": PAYLOAD, "nameDe": PAYLOAD, "textEn": PAYLOAD, "textDe": PAYLOAD,
    "unit": "year", "start": 0, "end": 100,
    "events": [{"start": 0, "textEn": PAYLOAD, "textDe": PAYLOAD, "major": True},
               {"start": 50, "textEn": PAYLOAD, "textDe": PAYLOAD, "major": True}],
}


@pytest.fixture(scope="module")
def owner_and_grantee(daybook):
    """Ada writes the payload into every free text she has and shares everything with Ben (whose
    display name carries it too)."""
    base = daybook.base
    ada, ben = Account(base, name="Ada"), Account(base, name="Ben")
    day = today().isoformat()
    for account in (ada, ben):
        r = account.patch("/api/v1/me", json={"displayName": PAYLOAD})
        assert r.status_code == 200, r.text
    writes = [
        ("PUT", f"/api/v1/days/{day}/symptoms", {"flow": "MEDIUM", "mood": "SAD", "notes": PAYLOAD}),
        ("POST", "/api/v1/meals", {"name": PAYLOAD, "carbs": 40, "protein": 10, "fat": 5, "time": now_iso()}),
        ("POST", "/api/v1/stress", {"level": 7, "note": PAYLOAD, "time": now_iso()}),
        ("POST", "/api/v1/spans", {"kind": "illness", "start": now_iso(), "note": PAYLOAD}),
        ("POST", "/api/v1/glucose", {"value": 150, "time": now_iso()}),
        ("POST", "/api/v1/reminders", {"kind": "custom", "time": "08:00", "weekdays": [1, 2, 3, 4, 5, 6, 7], "text": PAYLOAD}),
        ("POST", "/api/v1/cycle/periods", {"start": (today() - datetime.timedelta(days=20)).isoformat(),
                                           "end": (today() - datetime.timedelta(days=16)).isoformat()}),
    ]
    for method, path, body in writes:
        r = ada.api.request(method, base + path, json=body)
        assert r.status_code in (200, 201), (path, r.status_code, r.text)
    r = ada.post("/api/v1/timelines/scenarios?format=seed", json=SCENARIO)
    assert r.status_code in (200, 201), r.text
    r = ada.post("/api/v1/timelines/runs", json={"named": SCENARIO["named"], "totalTime": 3600})
    assert r.status_code == 201, r.text
    share(ada, ben)
    return ada, ben


def test_what_a_grantee_reads_of_a_share_is_text_not_markup(daybook, owner_and_grantee):
    ada, ben = owner_and_grantee
    base = daybook.base
    browser = ben.web()
    month = today().strftime("%Y/%m")
    pages = [f"/shared?owner={ada.id}", f"/calendar?owner={ada.id}", f"/calendar/{month}?owner={ada.id}",
             f"/cycle?owner={ada.id}", "/sharing", "/notifications", "/", "/settings"]
    for path in pages:
        r = browser.get(base + path, allow_redirects=False)
        if r.status_code == 404 and "calendar/" in path:
            continue  # the calendar may not take a month in the path
        assert_inert(r, path)
    shared = browser.get(base + f"/shared?owner={ada.id}").text
    # The texts are there, escaped (the page is not simply leaving them out).
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in shared or "&lt;script&gt;alert(1)&lt;&#x2F;script&gt;" in shared, shared[:2000]
    # Charts the grantee may load as documents of their own (SVG runs script when opened directly).
    for chart in ["stress-line.svg", "stress-by-weekday.svg", "stress-by-hour.svg", "agp.svg"]:
        r = ben.get(f"/api/v1/insights/charts/{chart}?owner={ada.id}")
        if r.status_code == 200:
            assert_inert(r, chart)
    # The API answers JSON, which a browser never renders as a page.
    for path in [f"/api/v1/days/{today().isoformat()}?owner={ada.id}", f"/api/v1/meals?owner={ada.id}",
                 f"/api/v1/stress?owner={ada.id}", f"/api/v1/timelines/runs?owner={ada.id}", "/api/v1/shares/incoming"]:
        r = ben.get(path)
        assert r.status_code == 200, (path, r.text)
        assert r.headers["Content-Type"].startswith("application/json"), path
        assert r.headers.get("X-Content-Type-Options") == "nosniff", path


def test_the_owner_reads_the_grantees_name_and_her_own_texts_as_text(daybook, owner_and_grantee):
    ada, _ = owner_and_grantee
    base = daybook.base
    browser = ada.web()
    run = ada.get("/api/v1/timelines/runs").json()
    run_id = (run[0] if isinstance(run, list) else run["runs"][0])["id"]
    day = today().isoformat()
    for path in ["/sharing", "/", f"/day/{day}", "/log", "/history", "/history?kind=meals", "/history?kind=stress",
                 "/history?kind=spans", "/reminders", "/timelines", f"/timelines/runs/{run_id}", "/notifications",
                 "/insights", "/cycle", "/calendar", "/settings"]:
        assert_inert(browser.get(base + path, allow_redirects=False), path)


def test_notification_texts_are_text_in_the_inbox(daybook):
    """Notifications carry texts from timelines and reminders, and come back from an export file."""
    account = Account(daybook.base)
    document = account.get("/api/v1/export").json()
    document["notifications"] = [{"id": str(uuid.uuid4()), "kind": "timeline", "title": PAYLOAD, "body": PAYLOAD,
                                  "createdAt": now_iso(), "readAt": None, "link": None, "data": None}]
    r = account.post("/api/v1/import?mode=merge", json=document)
    assert r.status_code in (200, 201), r.text
    page = account.web().get(daybook.base + "/notifications")
    assert_inert(page, "/notifications")
    assert "&lt;img src=x onerror=alert(1)&gt;" in page.text


def test_daylio_labels_on_the_import_page_are_text(daybook):
    account = Account(daybook.base)
    browser = account.web()
    page = browser.get(daybook.base + "/import")
    label = PAYLOAD.replace(",", " ")
    csv = ("full_date,date,weekday,time,mood,activities,note_title,note\n"
           f'2024-02-03,February 3,Saturday,21:10,"{label.replace(chr(34), chr(34) * 2)}",,,\n')
    r = browser.post(daybook.base + "/import", data={"_csrf": form_token(page.text), "format": "daylio", "mode": "check"},
                     files={"file": ("daylio.csv", csv.encode(), "text/csv")})
    # Daylio's own moods are five; the page asks what the sixth one means, naming it.
    assert_inert(r, "/import", statuses=(200, 422))


INJECTIONS = ["x\r\nBEGIN:VEVENT\r\nSUMMARY:injected", "y\nATTENDEE:mailto:evil@example.org", "z\rX-INJECTED:1",
              "a;b,c\\d", "v\x0bBEGIN:VALARM", "w\u2028DESCRIPTION:injected"]


def unfolded_lines(feed):
    return feed.replace("\r\n ", "").replace("\r\n\t", "").split("\r\n")


def unescape(value):
    out, i = "", 0
    while i < len(value):
        if value[i] == "\\" and i + 1 < len(value):
            out += "\n" if value[i + 1] in "nN" else value[i + 1]
            i += 2
        else:
            out += value[i]
            i += 1
    return out


def test_the_calendar_feed_carries_texts_as_escaped_values(daybook):
    account = Account(daybook.base)
    kept = []
    for text in INJECTIONS:
        r = account.post("/api/v1/reminders", json={"kind": "custom", "time": "07:30", "weekdays": [1, 3, 5], "text": text})
        assert r.status_code in (201, 422), r.text
        if r.status_code == 201:
            kept.append(r.json()["text"])
    assert kept, "no reminder text was accepted at all"
    feed = account.post("/api/v1/cycle/feed")
    assert feed.status_code in (200, 201), feed.text
    url = re.sub(r"^https?://[^/]+", daybook.base, feed.json()["url"])
    r = requests.get(url)
    assert r.status_code == 200
    body = r.content.decode("utf-8")
    # Every line ends in CRLF; no bare CR or LF, and no control character but the line ends (RFC 5545 §3.1, §3.3.11).
    assert body.endswith("\r\n")
    for line in body.split("\r\n"):
        assert "\r" not in line and "\n" not in line, repr(line)
        assert not re.search(r"[\x00-\x08\x0a-\x1f\x7f\u0085\u2028\u2029]", line), repr(line)
    lines = unfolded_lines(body)
    assert lines.count("BEGIN:VEVENT") == len(kept), lines
    assert not [line for line in lines if line.startswith(("ATTENDEE", "X-INJECTED", "SUMMARY:injected", "DESCRIPTION:injected"))], lines
    summaries = sorted(unescape(line[len("SUMMARY:"):]) for line in lines if line.startswith("SUMMARY:"))
    assert len(summaries) == len(kept)
    for text in kept:
        # The text comes back whole: a newline in it is a newline in the value, nothing more.
        normalized = re.sub(r"\r\n?|[\x0b\x0c\u0085\u2028\u2029]", "\n", text)
        assert normalized in summaries or text in summaries, (text, summaries)
    try:
        import icalendar
    except ImportError:
        return
    calendar = icalendar.Calendar.from_ical(body)
    events = [component for component in calendar.walk() if component.name == "VEVENT"]
    assert len(events) == len(kept)
    assert not [event for event in events if "ATTENDEE" in event or "X-INJECTED" in event]
