"""A page's live updates when the person opens more streams than a server keeps for one person: the page is told
it was replaced and stays quiet, rather than reconnecting every three seconds and ending another stream each time."""
import time

from selenium.webdriver.support.ui import WebDriverWait

from event_stream import EventStream
from test_phone_shell import log_in

PER_PERSON = 16


def live_state(browser):
    return browser.execute_script("return document.body.getAttribute('data-live-state')")


def test_a_replaced_page_stops_reconnecting(server, browser):
    token = log_in(server, browser, "en")
    browser.get(server + "/")
    WebDriverWait(browser, 10).until(lambda b: live_state(b) == "open")
    streams = [EventStream(server, token) for _ in range(PER_PERSON)]
    try:
        WebDriverWait(browser, 10).until(lambda b: live_state(b) == "replaced")
        # EventSource would reconnect after the server's `retry: 3000`; a reconnection would replace the oldest
        # of these. Watch for longer than that.
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:
            assert not streams[0].wait_for(b"event: replaced", seconds=0.5), "the page reconnected and replaced a stream"
        assert live_state(browser) == "replaced"
    finally:
        for stream in streams:
            stream.close()
