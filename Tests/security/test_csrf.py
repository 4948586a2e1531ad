"""Cross-site request forgery: another site's page makes the victim's browser POST to every form of
the web app, with the victim's session cookie and without the victim's form token (none, a made-up
one, or the attacker's own from the attacker's session), as a urlencoded form, a multipart form or
text/plain. Every such POST is refused with a 4xx and changes nothing; the list of forms here is
checked against the routes the server registers, so a new form cannot be left out."""
import datetime
import re
import uuid

import pytest

from accounts import Account, form_token, share
from conftest import server_of_its_own
from page_forms import DRIP, FORMS, TODAY, concrete, registered_page_posts


daybook = server_of_its_own(DAYBOOK_REGISTRATION_LIMIT="100/1h")


def now_iso():
    return datetime.datetime.now(datetime.timezone.utc).replace(microsecond=0).isoformat().replace("+00:00", "Z")


def test_the_list_of_forms_is_every_page_post_the_server_registers():
    assert registered_page_posts() == set(FORMS)


@pytest.fixture(scope="module")
def victim(daybook):
    """Vic's account with one of everything a forged form could change, a browser logged in as Vic,
    and Mallory (who signs Vic's invitation-less share and hands out her own form token)."""
    vic, mallory, friend = Account(daybook.base, "Vic"), Account(daybook.base, "Mallory"), Account(daybook.base, "Friend")
    # Every part of the morning entry on, so a forged morning would have something to change.
    tracking = {"trackTemperature": True, "trackMucus": True, "trackOvulationTests": True}
    assert vic.patch("/api/v1/me", json={"tracking": tracking}).status_code == 200
    stress = vic.post("/api/v1/stress", json={"level": 4, "note": "mine", "time": now_iso()}).json()["id"]
    reminder = vic.post("/api/v1/reminders", json={"kind": "water", "time": "09:00"}).json()["id"]
    favourite = vic.post("/api/v1/favourites/meals", json={"name": "Porridge", "carbs": 50, "protein": 8, "fat": 6})
    assert favourite.status_code == 201, favourite.text
    run = vic.post("/api/v1/timelines/runs", json={"named": "cosmic-calendar", "totalTime": 3600})
    assert run.status_code == 201, run.text
    period = (TODAY - datetime.timedelta(days=20)).isoformat()
    r = vic.post("/api/v1/cycle/periods", json={"start": period, "end": (TODAY - datetime.timedelta(days=16)).isoformat()})
    assert r.status_code == 201, r.text
    share(vic, friend, ["cycle"])
    share_id = vic.get("/api/v1/shares").json()[0]["id"]
    invitation = mallory.post("/api/v1/shares", json={"email": vic.email, "categories": ["diabetes"]}).json()["invitation"]["code"]
    ns_token = vic.post("/api/v1/nightscout/tokens", json={"name": "Pump", "role": "uploader"}).json()["id"]
    document = vic.get("/api/v1/export").json()
    notification = str(uuid.uuid4())
    document["notifications"] = [{"id": notification, "kind": "timeline", "title": "Hello", "body": "World",
                                  "createdAt": now_iso(), "readAt": None, "link": None, "data": None}]
    assert vic.post("/api/v1/import?mode=merge", json=document).status_code in (200, 201)
    tokens = vic.get("/api/v1/tokens").json()
    values = {"email": vic.email, "stress": stress, "reminder": reminder, "favourite": favourite.json()["id"],
              "run": run.json()["id"], "period": period, "share": share_id, "invitation": invitation,
              "nightscoutToken": ns_token, "notification": notification, "token": tokens[0]["id"],
              "endedOwner": mallory.get("/api/v1/me").json()["id"]}
    return vic, vic.web(), mallory, values


def state(vic, values):
    """What Vic has, as the API shows it: any change a forged form made shows here."""
    parts = {}
    for path in ["/api/v1/me", "/api/v1/stress", "/api/v1/reminders", "/api/v1/shares", "/api/v1/shares/incoming",
                 "/api/v1/me/passcode", "/api/v1/me/two-factor", "/api/v1/tokens", "/api/v1/nightscout",
                 "/api/v1/nightscout/tokens", "/api/v1/cycle/periods", f"/api/v1/days/{TODAY.isoformat()}",
                 f"/api/v1/days/{TODAY.isoformat()}/morning",
                 "/api/v1/favourites/meals"]:
        r = vic.get(path)
        # Minus when a token was last used (the state is read with one).
        parts[path] = (r.status_code, re.sub(r'"lastUsedAt":("[^"]*"|null)', "", r.text))
    # The run moves on by itself and notifies of its events: which runs there are, and whether the
    # notification Vic has is still there and unread.
    parts["runs"] = sorted(run["id"] for run in vic.get("/api/v1/timelines/runs").json())
    parts["notification"] = [(n["id"], n.get("readAt")) for n in vic.get("/api/v1/notifications").json()
                             if n["id"].lower() == values["notification"].lower()]
    return parts


def forged_requests(path, form, token):
    """The same forged form in the encodings a cross-site page can send."""
    fields = dict(form)
    if token is not None:
        fields["_csrf"] = token
    files = {"file": ("drip.csv", DRIP, "text/csv")} if path == "/import" else None
    yield "urlencoded", dict(data=fields, files=files)
    yield "multipart", dict(files={**{name: (None, value) for name, value in fields.items()}, **(files or {})})
    yield "text/plain", dict(data="\r\n".join(f"{name}={value}" for name, value in fields.items()).encode(),
                             headers={"Content-Type": "text/plain"})


def test_no_form_posts_without_the_sessions_own_form_token(daybook, victim):
    vic, browser, mallory, values = victim
    # The attacker's own valid form token, from the attacker's own session.
    theirs = form_token(mallory.web().get(daybook.base + "/settings").text)
    before = state(vic, values)
    accepted = []
    for route, make in FORMS.items():
        path, form = concrete(route, make(values))
        for token in (None, "", "x" * 43, theirs):
            for encoding, request in forged_requests(path, form, token):
                # As a browser sends it from another site: the victim's cookies, another Origin and Referer.
                r = browser.post(daybook.base + path, allow_redirects=False, timeout=10,
                                 headers={"Origin": "https://evil.example", "Referer": "https://evil.example/page",
                                          **request.pop("headers", {})}, **request)
                if not 400 <= r.status_code < 500:
                    accepted.append((route, token and token[:6], encoding, r.status_code, r.headers.get("Location")))
    assert accepted == [], accepted
    after = state(vic, values)
    assert after["notification"], "the notification to mark read or delete is not there to begin with"
    assert after == before
    assert vic.password_works()
    # The session is still Vic's and still works (the forged log-out and deletion did nothing).
    settings = browser.get(daybook.base + "/settings", allow_redirects=False)
    assert settings.status_code == 200 and "Mallory was here" not in settings.text
    # And a form with the session's own token still goes through (the refusals were for the token).
    r = browser.post(daybook.base + "/reminders/" + values["reminder"] + "/toggle",
                     data={"_csrf": form_token(settings.text)}, allow_redirects=False)
    assert r.status_code == 303, r.text
    assert vic.get("/api/v1/reminders/" + values["reminder"]).json()["enabled"] is False
