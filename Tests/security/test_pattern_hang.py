"""A Nightscout API v3 search whose pattern is nested counted repetitions of an empty group: no text needs
to be read for the engine to run for ever (`(){1000}{1000}{1000}{1000}` is 10^12 empty matches). One such
request per core and the server answers nobody. Each is refused (400) within two seconds, and /health keeps
answering quickly all the while."""
import concurrent.futures
import time
import urllib.parse

import pytest

from accounts import Account
from outside import HealthWatch, assert_alive, attacker_address, own_server, session_from
from test_bounded_work import nightscout

CORES = 2
PATTERNS = ["(){1000}{1000}{1000}{1000}", "(){1000}{1000}{100}"]
# /health while the searches run: the server does next to nothing for them once they are refused at once.
HEALTH_MEDIAN = 0.2
HEALTH_MAX = 1.0

daybook = own_server()


@pytest.mark.parametrize("pattern", PATTERNS)
def test_a_search_pattern_of_nested_counts_is_refused_at_once(daybook, pattern):
    account = Account(daybook.base)
    url, secret = nightscout(daybook.base, account.api.headers)
    attacker = session_from(attacker_address(1), pool=CORES)
    query = url + "/api/v3/entries?type$re=" + urllib.parse.quote(pattern, safe="")

    def search(_):
        started = time.monotonic()
        try:
            r = attacker.get(query, headers=secret, timeout=10)
        except Exception as error:  # no answer at all is what is measured
            return None, repr(error), time.monotonic() - started
        return r.status_code, r.text[:200], time.monotonic() - started

    with HealthWatch(daybook.base, label=f"v3 search {pattern}, {CORES} at once") as watch:
        with concurrent.futures.ThreadPoolExecutor(CORES) as pool:
            answers = list(pool.map(search, range(CORES)))
        # A little longer: a search still running on the server after its client gave up shows here.
        end = time.monotonic() + 2
        while time.monotonic() < end:
            time.sleep(0.05)
    assert_alive(daybook, within=2)
    for status, text, seconds in answers:
        assert status == 400 and seconds < 2, (pattern, status, text, round(seconds, 2))
    assert watch.failed == 0, watch.latencies
    assert watch.median() < HEALTH_MEDIAN and max(watch.latencies) < HEALTH_MAX, HealthWatch.summary(watch.latencies)
