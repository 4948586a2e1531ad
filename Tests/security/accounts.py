"""Accounts for the attack tests: signed up through the API (a bearer token) and, when a test needs
the web app, logged in through the log-in form (a session cookie, as a browser holds it)."""
import re
import uuid

import requests

PASSWORD = "correct horse battery"


def form_token(html):
    """The CSRF token of the first form on a page."""
    return re.search(r'name="_csrf" value="([^"]+)"', html).group(1)


class Account:
    def __init__(self, base, name="Sec"):
        self.base = base
        self.email = f"sec-{uuid.uuid4().hex[:10]}@example.org"
        r = requests.post(base + "/api/v1/users", json={"email": self.email, "password": PASSWORD,
                                                         "displayName": name, "timeZone": "UTC"})
        assert r.status_code == 201, r.text
        r = requests.post(base + "/api/v1/tokens", json={"email": self.email, "password": PASSWORD})
        assert r.status_code == 201, r.text
        self.api = requests.Session()
        self.api.headers["Authorization"] = "Bearer " + r.json()["token"]
        self.id = self.get("/api/v1/me").json()["id"]

    def get(self, path, **kwargs):
        return self.api.get(self.base + path, **kwargs)

    def post(self, path, **kwargs):
        return self.api.post(self.base + path, **kwargs)

    def put(self, path, **kwargs):
        return self.api.put(self.base + path, **kwargs)

    def patch(self, path, **kwargs):
        return self.api.patch(self.base + path, **kwargs)

    def web(self):
        """A browser logged in through the form: its cookies, and the page it came to."""
        browser = requests.Session()
        page = browser.get(self.base + "/login")
        r = browser.post(self.base + "/login", data={"_csrf": form_token(page.text), "email": self.email, "password": PASSWORD},
                         allow_redirects=False)
        assert r.status_code == 303, r.text
        return browser

    def password_works(self):
        return requests.post(self.base + "/api/v1/tokens", json={"email": self.email, "password": PASSWORD}).status_code == 201


def share(owner, grantee, categories=("cycle", "symptoms", "diabetes", "stress", "timelines")):
    """`owner` shares `categories` with `grantee`, who accepts the invitation."""
    r = owner.post("/api/v1/shares", json={"email": grantee.email, "categories": list(categories)})
    assert r.status_code == 201, r.text
    r = grantee.post("/api/v1/shares/accept", json={"code": r.json()["invitation"]["code"]})
    assert r.status_code in (200, 201), r.text
