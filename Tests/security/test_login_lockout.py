"""Locking the owner out with wrong passwords: failed log-ins were counted per account, so anybody who knew an
email address could keep its owner from logging in, from anywhere, by guessing wrong ten times a quarter hour.
Failures are counted per address and account: the guesser is stopped, the owner on another address is not.
The account as a whole has a higher limit of its own (many addresses guessing at once); past it a client that
has logged in to the account before (it carries the device cookie set on a successful log-in) still gets in,
while a client never seen before is refused."""
import requests

from accounts import PASSWORD, Account, form_token
from outside import HealthWatch, assert_alive, attacker_address, own_server, session_from

LIMIT = 10
DEVICE_COOKIE = "daybook-device"

per_pair = own_server({"DAYBOOK_LOGIN_LIMIT": f"{LIMIT}/15m"})
account_wide = own_server({"DAYBOOK_LOGIN_LIMIT": f"{LIMIT}/15m", "DAYBOOK_LOGIN_ACCOUNT_LIMIT": "20/1h"})


def api_log_in(client, base, email, password):
    return client.post(base + "/api/v1/tokens", json={"email": email, "password": password}, timeout=30)


def form_log_in(client, base, email, password):
    page = client.get(base + "/login", timeout=30)
    return client.post(base + "/login", data={"_csrf": form_token(page.text), "email": email, "password": password},
                       allow_redirects=False, timeout=30)


def wrong_guesses(base, email, address, count):
    """`count` wrong passwords from `address`, through the API and the log-in form in turn: their statuses."""
    guesser = session_from(address)
    statuses = []
    for i in range(count):
        log_in = api_log_in if i % 2 == 0 else form_log_in
        statuses.append(log_in(guesser, base, email, f"wrong guess {i}").status_code)
    return statuses


def test_wrong_passwords_from_one_address_lock_out_that_address_not_the_owner(per_pair):
    base = per_pair.base
    owner = Account(base)
    with HealthWatch(base, label="11 wrong passwords for one account from one address") as watch:
        statuses = wrong_guesses(base, owner.email, attacker_address(1), LIMIT + 1)
        # The guesser's next try with either door is refused too, even with the right password.
        guesser = session_from(attacker_address(1))
        from_guesser = api_log_in(guesser, base, owner.email, PASSWORD).status_code
        # The owner, on another address, with a client never used before.
        by_api = api_log_in(requests.Session(), base, owner.email, PASSWORD)
        by_form = form_log_in(requests.Session(), base, owner.email, PASSWORD)
    assert_alive(per_pair)
    assert statuses[:LIMIT] == [401] * LIMIT, statuses
    assert statuses[LIMIT] == 429, statuses
    assert from_guesser == 429
    assert by_api.status_code == 201, by_api.text
    assert by_form.status_code == 303 and by_form.headers["Location"] in ("/", "/onboarding"), by_form.status_code
    assert watch.failed == 0


def test_past_the_account_limit_a_known_device_still_logs_in_and_a_new_one_does_not(account_wide):
    base = account_wide.base
    owner = Account(base)
    # The owner's browser and the owner's app logged in before the attack: each now carries the device cookie.
    browser, app = requests.Session(), requests.Session()
    assert form_log_in(browser, base, owner.email, PASSWORD).status_code == 303
    assert api_log_in(app, base, owner.email, PASSWORD).status_code == 201
    assert DEVICE_COOKIE in browser.cookies, f"no {DEVICE_COOKIE} cookie after a log-in through the form: {browser.cookies}"
    browser.get(base + "/", allow_redirects=False)
    browser.post(base + "/logout", data={"_csrf": form_token(browser.get(base + "/settings").text)}, allow_redirects=False)
    with HealthWatch(base, label="25 wrong passwords for one account from five addresses") as watch:
        # Five addresses, five wrong guesses each: none over its own limit, the account over its 20.
        statuses = [s for n in range(1, 6) for s in wrong_guesses(base, owner.email, attacker_address(n), 5)]
        stranger = form_log_in(session_from(attacker_address(7)), base, owner.email, PASSWORD)
        stranger_api = api_log_in(session_from(attacker_address(7)), base, owner.email, PASSWORD)
        known_browser = form_log_in(browser, base, owner.email, PASSWORD)
    assert_alive(account_wide)
    assert statuses.count(401) >= 20 and set(statuses) <= {401, 429}, statuses
    assert stranger.status_code == 429, stranger.status_code
    assert stranger_api.status_code == 429, stranger_api.text
    assert known_browser.status_code == 303, known_browser.status_code
    assert watch.failed == 0


def test_past_the_account_limit_an_app_that_logged_in_before_still_gets_a_token(account_wide):
    base = account_wide.base
    owner = Account(base)
    app = requests.Session()
    assert api_log_in(app, base, owner.email, PASSWORD).status_code == 201
    assert DEVICE_COOKIE in app.cookies, f"no {DEVICE_COOKIE} cookie after a log-in through the API: {app.cookies}"
    for n in range(1, 6):
        wrong_guesses(base, owner.email, attacker_address(n), 5)
    assert api_log_in(session_from(attacker_address(7)), base, owner.email, PASSWORD).status_code == 429
    again = api_log_in(app, base, owner.email, PASSWORD)
    assert again.status_code == 201, again.text
    assert_alive(account_wide)
