"""Malformed multipart bodies, sent before anyone logs in: a part whose header is not valid UTF-8 made the
multipart parser index past its buffer, and the trap took the whole server down with one unauthenticated
request. Each such body is refused with a 4xx (400 for the reported one) on every web form and on the API,
signed out and signed in (signed out, a page that needs a session may instead send the visitor to log in
without reading the body), and the same process keeps answering /health right after."""
import uuid

import pytest

from accounts import Account
from outside import HealthWatch, assert_alive, attacker_address, own_server, raw_request
from page_forms import FORMS, concrete

# The body first seen to kill the server: a part whose header line is four bytes of a UTF-8 sequence
# that never ends, a control byte and Latin-1, then the closing boundary.
REPORTED = b"--b\r\n\xf2\xaf\x91\xb6\x14\xbbJ--b--\r\n"
ATTACKER = attacker_address(1)

daybook = own_server(scope="module")
# A server of each test's own where one body alone may be what kills it.
fresh = own_server()


def multipart(boundary):
    return {"Content-Type": f"multipart/form-data; boundary={boundary}"}


def variants():
    """(name, headers, body): the reported body and its neighbours."""
    long_boundary = "B" * 200
    yield "reported", multipart("b"), REPORTED
    yield "empty boundary", {"Content-Type": "multipart/form-data; boundary="}, \
        b"--\r\nContent-Disposition: form-data; name=\"email\"\r\n\r\nx\r\n----\r\n"
    yield "200-character boundary", multipart(long_boundary), \
        (f"--{long_boundary}\r\nContent-Disposition: form-data; name=\"email\"\r\n\r\nx\r\n--{long_boundary}--\r\n").encode()
    yield "header name with a byte over 0x7f after a valid part", multipart("b"), \
        (b"--b\r\nContent-Disposition: form-data; name=\"email\"\r\n\r\nx@example.org\r\n"
         b"--b\r\nCont\xe9nt-Disposition: form-data; name=\"password\"\r\n\r\nsecret\r\n--b--\r\n")
    yield "part header line of 100 KB", multipart("b"), \
        b"--b\r\nContent-Disposition: form-data; name=\"email\"; x=\"" + b"a" * 100_000 + b"\"\r\n\r\nx\r\n--b--\r\n"
    yield "part never terminated", multipart("b"), b"--b\r\nContent-Disposition: form-data; name=\"email\"\r\n\r\nx"
    yield "only the reported part header", multipart("b"), b"--b\r\n\xf2\xaf\x91\xb6\x14\xbb\r\n\r\n"


def cookie_header(browser):
    return "; ".join(f"{cookie.name}={cookie.value}" for cookie in browser.cookies)


@pytest.fixture(scope="module")
def people(daybook):
    """An account with its bearer token and a browser logged in through the form (its session cookie)."""
    account = Account(daybook.base)
    return account, cookie_header(account.web())


def form_paths():
    """Every web form's path, its parameters filled with ids that exist nowhere."""
    made_up = {name: str(uuid.uuid4()) for name in ["token", "nightscoutToken", "favourite", "stress", "run", "reminder",
                                                    "notification", "share", "invitation", "endedOwner", "period"]}
    made_up["email"] = "nobody@example.org"
    return [concrete(route, make(made_up))[0] for route, make in FORMS.items()]


def api_paths(bearer):
    """API routes that read a body, signed out and with the account's bearer token."""
    signed_in = {"Authorization": bearer}
    return [("/api/v1/users", {}), ("/api/v1/tokens", {}), ("/api/v1/oauth/device", {}), ("/api/v1/oauth/token", {}),
            ("/api/v1/stress", signed_in), ("/api/v1/import", signed_in), ("/api/v1/imports?format=drip", signed_in),
            ("/api/v1/me/password", signed_in), ("/api/v1/integrations/health-auto-export", signed_in)]


def send(daybook, path, headers, body):
    status, answer_headers, answer = raw_request(daybook, "POST", path, headers=headers, body=body, source=ATTACKER, timeout=10)
    return status, answer_headers.get("location") if status and 300 <= status < 400 else answer[:200]


def test_the_reported_body_to_the_log_in_form_is_a_400_and_the_server_lives(fresh):
    daybook = fresh
    with HealthWatch(daybook.base, label="reported multipart to /login") as watch:
        status, answer = send(daybook, "/login", multipart("b"), REPORTED)
        assert_alive(daybook, within=2)
    assert status == 400, (status, answer)
    assert watch.failed == 0, watch.latencies


def test_every_web_form_and_api_route_refuses_malformed_multipart(daybook, people):
    account, cookie = people
    bearer = account.api.headers["Authorization"]
    targets = [(path, {}) for path in form_paths()] + [(path, {"Cookie": cookie}) for path in form_paths()] + api_paths(bearer)
    refused, wrong = 0, []
    with HealthWatch(daybook.base, label="malformed multipart to every form and API route") as watch:
        for name, headers, body in variants():
            for path, credentials in targets:
                status, answer = send(daybook, path, {**headers, **credentials}, body)
                # Signed out, a page that needs a session may send the visitor to log in without reading the body.
                to_log_in = not credentials and status in (302, 303) and answer == "/login"
                if not to_log_in and (status is None or not 400 <= status < 500):
                    wrong.append((name, path, bool(credentials), status, answer))
                    assert_alive(daybook, within=2)
                refused += 1
            # The same process answers after each kind of body, on every route.
            assert_alive(daybook, within=2)
    assert wrong == [], wrong
    assert refused == len(targets) * len(list(variants()))
    assert watch.failed == 0
    # Nothing the bodies carried was taken: the session and the token still work.
    assert account.get("/api/v1/me").status_code == 200


@pytest.mark.parametrize("name,headers,body", list(variants()), ids=[v[0] for v in variants()])
def test_each_malformed_body_to_the_log_in_form_is_refused(fresh, name, headers, body):
    daybook = fresh
    with HealthWatch(daybook.base, label=f"multipart {name} to /login") as watch:
        status, answer = send(daybook, "/login", headers, body)
        assert_alive(daybook, within=2)
    assert status is not None and 400 <= status < 500, (status, answer)
    assert watch.failed == 0
