"""Two-factor log-in against an independent TOTP implementation (pyotp): the server's secret and URI
work in it, its codes log in, a code is never accepted twice, recovery codes work once, and the web
log-in asks for the code after the password."""
import re
import time
import uuid

import pyotp
import pytest
import requests

from conftest import DaybookProcess

PASSWORD = "correct horse battery"


@pytest.fixture(scope="module")
def daybook():
    process = DaybookProcess()
    process.start()
    yield process
    process.stop()


def csrf(html):
    return re.search(r'name="_csrf" value="([^"]+)"', html).group(1)


def test_an_authenticator_app_logs_in_once_per_code(daybook):
    base = daybook.base
    email = f"totp-{uuid.uuid4().hex[:8]}@example.org"
    assert requests.post(base + "/api/v1/users", json={"email": email, "password": PASSWORD, "displayName": "T", "timeZone": "UTC"}).status_code == 201
    token = requests.post(base + "/api/v1/tokens", json={"email": email, "password": PASSWORD}).json()["token"]
    api = {"Authorization": "Bearer " + token}

    setup = requests.post(base + "/api/v1/me/two-factor", headers=api, json={"password": PASSWORD}).json()
    parsed = pyotp.parse_uri(setup["uri"])
    assert parsed.secret == setup["secret"] and parsed.issuer == "Daybook" and parsed.name == email
    assert setup["qrSvg"].startswith("<svg")
    totp = pyotp.TOTP(setup["secret"])
    r = requests.post(base + "/api/v1/me/two-factor/confirm", headers=api, json={"code": totp.now()})
    assert r.status_code == 200, r.text
    recovery = r.json()["recoveryCodes"]
    assert len(recovery) == 10

    def new_token(code=None):
        body = {"email": email, "password": PASSWORD}
        if code is not None:
            body["code"] = code
        return requests.post(base + "/api/v1/tokens", json=body)

    r = new_token()
    assert r.status_code == 401 and r.json()["error"]["code"] == "twoFactorRequired"
    # The step after the one that turned it on (the server accepts one step of drift either way).
    later = totp.at(time.time() + 30)
    assert new_token(later).status_code == 201
    r = new_token(later)
    assert r.status_code == 401 and r.json()["error"]["code"] == "wrongCode"
    assert new_token(recovery[0]).status_code == 201
    assert new_token(recovery[0]).status_code == 401
    # The token made before two-factor log-in keeps working.
    assert requests.get(base + "/api/v1/me", headers=api).status_code == 200

    # The web log-in: password, then a code (here a recovery code: every current step is used up).
    web = requests.Session()
    page = web.get(base + "/login")
    r = web.post(base + "/login", data={"_csrf": csrf(page.text), "email": email, "password": PASSWORD}, allow_redirects=False)
    assert r.status_code == 303 and r.headers["Location"] == "/login/code"
    assert web.get(base + "/", allow_redirects=False).status_code == 303
    page = web.get(base + "/login/code")
    r = web.post(base + "/login/code", data={"_csrf": csrf(page.text), "code": recovery[1]}, allow_redirects=False)
    assert r.status_code == 303 and r.headers["Location"] == "/"
    assert web.get(base + "/", allow_redirects=False).status_code == 200
    assert requests.get(base + "/api/v1/me/two-factor", headers=api).json() == {"enabled": True, "recoveryCodesLeft": 8}
