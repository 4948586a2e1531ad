"""Two-factor log-in against an independent TOTP implementation (pyotp): the server's secret and URI
work in it, its codes log in, a code is never accepted twice, recovery codes work once, and the web
log-in asks for the code after the password."""
import re
import time
import uuid

import pyotp
import requests

from conftest import server_of_its_own

PASSWORD = "correct horse battery"


# Every test here signs up and logs in from this one loopback address; the limits are not what they test.
daybook = server_of_its_own(DAYBOOK_REGISTRATION_LIMIT="100/1h", DAYBOOK_LOGIN_LIMIT="100/15m")


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


def sign_up(base):
    email = f"totp-{uuid.uuid4().hex[:8]}@example.org"
    r = requests.post(base + "/api/v1/users", json={"email": email, "password": PASSWORD, "displayName": "T", "timeZone": "UTC"})
    assert r.status_code == 201, r.text
    token = requests.post(base + "/api/v1/tokens", json={"email": email, "password": PASSWORD}).json()["token"]
    return email, {"Authorization": "Bearer " + token}


def web_log_in(base, email, code=None):
    web = requests.Session()
    page = web.get(base + "/login")
    r = web.post(base + "/login", data={"_csrf": csrf(page.text), "email": email, "password": PASSWORD}, allow_redirects=False)
    assert r.status_code == 303, r.text
    if code is not None:
        page = web.get(base + "/login/code")
        r = web.post(base + "/login/code", data={"_csrf": csrf(page.text), "code": code}, allow_redirects=False)
        assert r.status_code == 303, r.text
    assert web.get(base + "/", allow_redirects=False).status_code == 200
    return web


def signed_in(web, base):
    return web.get(base + "/settings", allow_redirects=False).status_code == 200


def test_turning_two_factor_on_in_one_session_ends_the_others(daybook):
    """Someone who knew the password and is signed in elsewhere loses that session the moment the
    account owner turns two-factor log-in on; the session that turned it on carries on."""
    base = daybook.base
    email, api = sign_up(base)
    mine, theirs, also_theirs = web_log_in(base, email), web_log_in(base, email), web_log_in(base, email)

    page = mine.get(base + "/settings")
    r = mine.post(base + "/settings/two-factor", data={"_csrf": csrf(page.text), "password": PASSWORD})
    assert r.status_code == 200, r.text
    secret = re.search(r'id="two-factor-secret" class="secret">([A-Z2-7 ]+)<', r.text).group(1).replace(" ", "")
    # Setting up alone changes nothing for anyone.
    assert signed_in(theirs, base)
    r = mine.post(base + "/settings/two-factor/confirm", data={"_csrf": csrf(r.text), "code": pyotp.TOTP(secret).now()})
    assert r.status_code == 200, r.text

    assert signed_in(mine, base)
    for other in (theirs, also_theirs):
        assert other.get(base + "/", allow_redirects=False).headers.get("Location") == "/login"
        assert not signed_in(other, base)
    # The bearer token made before keeps working, as the README promises.
    assert requests.get(base + "/api/v1/me", headers=api).status_code == 200


def test_turning_two_factor_on_through_the_api_ends_every_web_session(daybook):
    base = daybook.base
    email, api = sign_up(base)
    web = web_log_in(base, email)
    setup = requests.post(base + "/api/v1/me/two-factor", headers=api, json={"password": PASSWORD}).json()
    r = requests.post(base + "/api/v1/me/two-factor/confirm", headers=api, json={"code": pyotp.TOTP(setup["secret"]).now()})
    assert r.status_code == 200, r.text
    assert not signed_in(web, base)
    # Logging in again takes the code, and that session lasts.
    again = web_log_in(base, email, code=r.json()["recoveryCodes"][0])
    assert signed_in(again, base)


def wrong_code(totp):
    """Six digits that are no code the server takes now (a fixed "123456" is a right one for one secret in a few
    hundred thousand): none of the steps from a minute ago to a minute ahead."""
    accepted = {totp.at(time.time() + 30 * k) for k in range(-2, 3)}
    return next(code for code in ("123456", "111111", "222222", "333333", "444444", "555555") if code not in accepted)


def turn_on(base, api):
    setup = requests.post(base + "/api/v1/me/two-factor", headers=api, json={"password": PASSWORD}).json()
    totp = pyotp.TOTP(setup["secret"])
    used = totp.now()
    r = requests.post(base + "/api/v1/me/two-factor/confirm", headers=api, json={"code": used})
    assert r.status_code == 200, r.text
    return totp, used, r.json()["recoveryCodes"]


def enabled(base, api):
    return requests.get(base + "/api/v1/me/two-factor", headers=api).json()["enabled"]


def test_turning_two_factor_off_needs_a_code_besides_the_password(daybook):
    """A stolen password (and a session or token) is not enough to remove the second factor."""
    base = daybook.base
    email, api = sign_up(base)
    totp, used, recovery = turn_on(base, api)

    # No code, an empty one, wrong ones, and the code that turned it on (used already).
    for body in ({"password": PASSWORD}, {"password": PASSWORD, "code": ""}, {"password": PASSWORD, "code": wrong_code(totp)},
                 {"password": PASSWORD, "code": "AAAAA-AAAAA"}, {"password": PASSWORD, "code": used}):
        r = requests.delete(base + "/api/v1/me/two-factor", headers=api, json=body)
        assert 400 <= r.status_code < 500, (body, r.status_code, r.text)
        assert r.json()["error"]["field"] == "code", (body, r.text)
        assert enabled(base, api), body
    # A right code with a wrong password is refused too, and the code stays unused.
    later = totp.at(time.time() + 30)
    r = requests.delete(base + "/api/v1/me/two-factor", headers=api, json={"password": "not the password", "code": later})
    assert 400 <= r.status_code < 500 and r.json()["error"]["field"] == "password", r.text
    assert enabled(base, api)

    r = requests.delete(base + "/api/v1/me/two-factor", headers=api, json={"password": PASSWORD, "code": later})
    assert r.status_code == 204, r.text
    assert not enabled(base, api)
    assert requests.post(base + "/api/v1/tokens", json={"email": email, "password": PASSWORD}).status_code == 201

    # A recovery code does it too.
    _, _, recovery = turn_on(base, api)
    r = requests.delete(base + "/api/v1/me/two-factor", headers=api, json={"password": PASSWORD, "code": recovery[4]})
    assert r.status_code == 204, r.text
    assert not enabled(base, api)


def test_the_settings_form_asks_for_a_code_to_turn_two_factor_off(daybook):
    base = daybook.base
    email, api = sign_up(base)
    assert requests.patch(base + "/api/v1/me", headers=api, json={"language": "de"}).status_code == 200
    _, _, recovery = turn_on(base, api)
    web = web_log_in(base, email, code=recovery[0])

    page = web.get(base + "/settings")
    assert 'name="code"' in page.text
    r = web.post(base + "/settings/two-factor/remove", data={"_csrf": csrf(page.text), "password": PASSWORD}, allow_redirects=False)
    assert 400 <= r.status_code < 500, r.status_code
    assert 'id="twoFactor-code-error"' in r.text or 'aria-invalid="true"' in r.text
    # The page speaks German, and so does the message.
    assert '<html lang="de"' in r.text
    assert "unbenutzten Wiederherstellungscode" in r.text
    assert "unused recovery codes" not in r.text
    assert enabled(base, api)

    r = web.post(base + "/settings/two-factor/remove", data={"_csrf": csrf(r.text), "password": PASSWORD, "code": recovery[1]},
                 allow_redirects=False)
    assert r.status_code == 303, r.text
    assert not enabled(base, api)
    assert signed_in(web, base)
