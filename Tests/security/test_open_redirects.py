"""Open redirects: a link on another site that sends a person through Daybook to a page of the
attacker's (a look-alike log-in form). Wherever a redirect or a link of the web app could take its
target from the request — `?next=` and its cousins on the log-in, log-out, sign-up, second-factor and
lock forms, a `Referer` to go "back" to, a form field naming where to go, a notification's link that
came in with an imported file — it must stay on this site."""
import datetime
import re
import uuid

import requests

from accounts import PASSWORD, Account, form_token
from conftest import server_of_its_own
from page_forms import FORMS, concrete

ELSEWHERE = ["https://evil.example/", "http://evil.example", "//evil.example", "///evil.example", "/\\evil.example",
             "\\\\evil.example", "\\/evil.example", "https:evil.example", "https:/evil.example", "/\t/evil.example",
             " //evil.example", "%2F%2Fevil.example", "/%5Cevil.example", "%5C%5Cevil.example", "https%3A%2F%2Fevil.example",
             "javascript:alert(1)", "JaVaScRiPt:alert(1)", "data:text/html,<script>alert(1)</script>",
             "http://127.0.0.1@evil.example/", "evil.example"]
NAMES = ["next", "redirect", "redirect_to", "return", "returnTo", "return_to", "back", "continue", "url", "to", "from"]


def same_site(location, base):
    """Where a browser would go stays on this server: a path (not `//host`, not `/\\host`: browsers read a
    backslash as a slash and drop tabs and newlines), or an absolute URL of this very server."""
    if location is None:
        return True
    if location.startswith(base + "/"):
        location = location[len(base):]
    cleaned = re.sub(r"[\t\n\r]", "", location).replace("\\", "/")
    return cleaned.startswith("/") and not cleaned.startswith("//") and not re.search(r"[\x00-\x20]", location)


daybook = server_of_its_own(DAYBOOK_REGISTRATION_LIMIT="200/1h", DAYBOOK_LOGIN_LIMIT="200/15m")


def with_targets(target):
    return {name: target for name in NAMES}


def spread(offset=0):
    """Every name at once, each with another of the targets (shifted by `offset`)."""
    return {name: ELSEWHERE[(i + offset) % len(ELSEWHERE)] for i, name in enumerate(NAMES)}


def test_logging_in_and_out_never_leads_off_the_site(daybook):
    base = daybook.base
    account = Account(base)
    wrong = []
    signed_in = account.web()
    for target in ELSEWHERE:
        headers = {"Referer": target if target.startswith("http") else "https://evil.example/"}
        page = requests.get(base + "/login", params=with_targets(target), headers=headers, allow_redirects=False)
        assert page.status_code == 200
        # The page may carry the target into its form; whatever it carries must not leave the site.
        for action in re.findall(r'action="([^"]*)"', page.text):
            if not same_site(action.replace("&amp;", "&"), base):
                wrong.append(("login form action", target, action))
        for value in re.findall(r'name="(?:%s)" value="([^"]*)"' % "|".join(NAMES), page.text):
            if value and not same_site(value, base):
                wrong.append(("login form field", target, value))
        # Pages that send a visitor or a signed-in person elsewhere (to log in, or home).
        for browser in (requests.Session(), signed_in):
            for path in ["/", "/settings", "/login", "/signup", "/lock", "/login/code"]:
                r = browser.get(base + path, params=with_targets(target), headers=headers, allow_redirects=False)
                if not same_site(r.headers.get("Location"), base):
                    wrong.append((path, target, r.headers.get("Location")))
    # Logging in and out, with every name carrying a target (bcrypt makes each log-in slow: a few).
    for offset in range(0, len(ELSEWHERE), 4):
        targets = spread(offset)
        headers = {"Referer": "https://evil.example/"}
        browser = requests.Session()
        page = browser.get(base + "/login", params=targets)
        r = browser.post(base + "/login", params=targets, headers=headers, allow_redirects=False,
                         data={"_csrf": form_token(page.text), "email": account.email, "password": PASSWORD, **targets})
        assert r.status_code == 303, r.text
        if not same_site(r.headers.get("Location"), base):
            wrong.append(("log-in", targets, r.headers.get("Location")))
        token = form_token(browser.get(base + "/settings").text)
        r = browser.post(base + "/logout", params=targets, headers=headers, allow_redirects=False, data={"_csrf": token, **targets})
        if not same_site(r.headers.get("Location"), base):
            wrong.append(("log-out", targets, r.headers.get("Location")))
    assert wrong == []


def test_signing_up_never_leads_off_the_site(daybook):
    base = daybook.base
    wrong = []
    for offset in range(0, len(ELSEWHERE), 7):
        targets = spread(offset)
        browser = requests.Session()
        page = browser.get(base + "/signup", params=targets, allow_redirects=False)
        r = browser.post(base + "/signup", params=targets, allow_redirects=False,
                         headers={"Referer": "https://evil.example/"},
                         data={"_csrf": form_token(page.text), "email": f"up-{uuid.uuid4().hex[:8]}@example.org",
                               "password": PASSWORD, "displayName": "Up", "timeZone": "UTC", **targets})
        assert r.status_code == 303, r.text
        if not same_site(r.headers.get("Location"), base):
            wrong.append(("sign-up", targets, r.headers.get("Location")))
    assert wrong == []


def test_no_signed_in_form_sends_the_browser_off_the_site(daybook):
    """Every form, posted with its own token, a `Referer` of another site and every usual name for a
    target: each answer's redirect stays here."""
    base = daybook.base
    account = Account(base)
    browser = account.web()
    values = {"email": account.email, "token": str(uuid.uuid4()), "nightscoutToken": str(uuid.uuid4()),
              "favourite": str(uuid.uuid4()), "stress": str(uuid.uuid4()), "run": str(uuid.uuid4()),
              "reminder": str(uuid.uuid4()), "notification": str(uuid.uuid4()), "share": str(uuid.uuid4()),
              "invitation": "0000000000000000", "period": "2020-01-01", "endedOwner": str(uuid.uuid4())}
    wrong = []
    skip = {"/settings/delete", "/logout", "/settings/password", "/login", "/signup", "/settings/two-factor/remove"}
    token = form_token(browser.get(base + "/settings").text)
    for index, (route, make) in enumerate(FORMS.items()):
        if route in skip:
            continue
        path, form = concrete(route, make(values))
        targets = spread(index)
        r = browser.post(base + path, params=targets, allow_redirects=False, timeout=10,
                         headers={"Referer": "https://evil.example/x"}, data={"_csrf": token, **form, **spread(index + 3)})
        if not same_site(r.headers.get("Location"), base):
            wrong.append((route, targets, r.status_code, r.headers.get("Location")))
    assert wrong == []


def test_a_notifications_link_stays_on_the_site(daybook):
    """Links in the inbox come with the notification, and a notification can come from an export
    file someone was handed: only a path of this site becomes a link."""
    account = Account(daybook.base)
    document = account.get("/api/v1/export").json()
    now = datetime.datetime.now(datetime.timezone.utc).replace(microsecond=0).isoformat()
    document["notifications"] = [{"id": str(uuid.uuid4()), "kind": "timeline", "title": f"Link {i}", "body": "Open it",
                                  "createdAt": now, "readAt": None, "link": link, "data": None}
                                 for i, link in enumerate(ELSEWHERE + ["/timelines", "/api/v1/timelines/runs/" + str(uuid.uuid4())])]
    r = account.post("/api/v1/import?mode=merge", json=document)
    assert r.status_code in (200, 201), r.text
    page = account.web().get(daybook.base + "/notifications")
    assert page.status_code == 200
    hrefs = re.findall(r'<a class="button small secondary" href="([^"]*)"', page.text)
    assert "/timelines" in hrefs, hrefs
    import html
    assert [href for href in hrefs if not same_site(html.unescape(href), daybook.base)] == []
