"""Bodies the server would hold in memory before it knows who sends them: the import form takes uploads of
many megabytes, and its form token used to be checked only after the whole body was read, so anybody could
make the server buffer a quarter of a gigabyte per connection. A large multipart upload is now answered
before its body is read: signed out it is sent to log in (or refused), signed in without the form token in
the action URL's query (`?_csrf=…`) it is refused (403); and a large JSON body sent to a route anybody may
call is refused at once (413). The server's memory does not grow with what the attacker keeps sending."""
import re
import socket
import threading
import time

import pytest

from accounts import Account
from outside import HealthWatch, assert_alive, attacker_address, connect, own_server, read_answer, rss_kb

ANNOUNCED = 250 * 1024 * 1024  # what the attacker says it will send
FIRST = 64 * 1024  # what it sends before it stops
MORE = 64 * 1024 * 1024  # what it tries to send after the answer (or after two seconds without one)
MEMORY_GROWTH_KB = 30 * 1024
ATTACKER = attacker_address(1)

daybook = own_server()


class PeakMemory:
    """The server's largest resident memory (VmRSS) while the block runs, against what it was before."""

    def __init__(self, pid):
        self.pid, self.peak = pid, 0
        self.before = rss_kb(pid)
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self):
        while not self._stop.is_set():
            try:
                self.peak = max(self.peak, rss_kb(self.pid))
            except (FileNotFoundError, ProcessLookupError, AssertionError):
                return
            self._stop.wait(0.05)

    def __enter__(self):
        self._thread.start()
        return self

    def __exit__(self, *exc):
        self._stop.set()
        self._thread.join(timeout=5)

    @property
    def growth_kb(self):
        return self.peak - self.before


def upload_then_stop(process, path, headers, content_length=ANNOUNCED):
    """Sends the request head and 64 KB of body, then nothing: (status, headers, seconds) of the answer
    that came within two seconds (status None when none came). Then tries to send 64 MB more, for at
    most five seconds or until the server closes the connection."""
    connection = connect(process, ATTACKER)
    head = f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: {content_length}\r\n"
    head += "".join(f"{k}: {v}\r\n" for k, v in headers.items()) + "\r\n"
    started = time.monotonic()
    connection.sendall(head.encode() + b"--x\r\n" + b"a" * (FIRST - 5))
    status, answer_headers, _ = read_answer(connection, timeout=2)
    seconds = time.monotonic() - started
    chunk, sent, end = b"a" * 65536, 0, time.monotonic() + 5
    connection.settimeout(0.5)
    while sent < min(MORE, content_length - FIRST) and time.monotonic() < end:
        try:
            sent += connection.send(chunk)
        except socket.timeout:
            continue
        except OSError:
            break
    connection.close()
    return status, answer_headers, seconds


def cookie_header(browser):
    return "; ".join(f"{cookie.name}={cookie.value}" for cookie in browser.cookies)


def test_a_large_upload_to_the_import_form_signed_out_is_answered_before_its_body(daybook):
    with HealthWatch(daybook.base, label="250 MB multipart to /import, signed out"), PeakMemory(daybook.process.pid) as memory:
        status, headers, seconds = upload_then_stop(daybook, "/import", {"Content-Type": "multipart/form-data; boundary=x"})
    assert_alive(daybook)
    print(f"\nanswered {status} after {seconds:.2f} s; memory grew {memory.growth_kb} kB")
    assert status is not None and 300 <= status < 500, (status, headers)
    assert seconds < 2
    assert memory.growth_kb < MEMORY_GROWTH_KB, memory.growth_kb


def test_a_large_upload_signed_in_without_the_form_token_is_refused_before_its_body(daybook):
    account = Account(daybook.base)
    cookie = cookie_header(account.web())
    with HealthWatch(daybook.base, label="250 MB multipart to /import, signed in, no form token"), \
            PeakMemory(daybook.process.pid) as memory:
        status, headers, seconds = upload_then_stop(daybook, "/import", {"Content-Type": "multipart/form-data; boundary=x",
                                                                         "Cookie": cookie})
        # A made-up token in the query is no better than none.
        forged, _, forged_seconds = upload_then_stop(daybook, "/import?_csrf=" + "x" * 43,
                                                     {"Content-Type": "multipart/form-data; boundary=x", "Cookie": cookie})
    assert_alive(daybook)
    print(f"\nanswered {status} after {seconds:.2f} s, forged token {forged} after {forged_seconds:.2f} s; "
          f"memory grew {memory.growth_kb} kB")
    assert status == 403 and seconds < 2, (status, seconds)
    assert forged == 403 and forged_seconds < 2, (forged, forged_seconds)
    assert memory.growth_kb < MEMORY_GROWTH_KB, memory.growth_kb
    # The session is untouched by the refusals.
    assert account.get("/api/v1/me").status_code == 200


def test_the_import_form_still_takes_an_upload_with_its_token_in_the_query(daybook):
    """The form the page shows sends its token in the action URL: an upload with it goes through."""
    account = Account(daybook.base)
    browser = account.web()
    page = browser.get(daybook.base + "/import")
    assert page.status_code == 200
    action = re.search(r'<form[^>]*action="(/import\?_csrf=[^"]+)"[^>]*enctype="multipart/form-data"|'
                       r'<form[^>]*enctype="multipart/form-data"[^>]*action="(/import\?_csrf=[^"]+)"', page.text)
    assert action, "the import form does not carry its token in its action URL"
    url = (action.group(1) or action.group(2)).replace("&amp;", "&")
    token = url.split("_csrf=", 1)[1].split("&", 1)[0]
    csv = b"date,bleeding.value\n2024-01-01,2\n2024-01-02,3\n" + b"2024-02-01,1\n" * 6000  # over 64 KB
    assert len(csv) > 64 * 1024
    r = browser.post(daybook.base + url, allow_redirects=False,
                     files={"_csrf": (None, token), "format": (None, "drip"), "mode": (None, "import"),
                            "file": ("drip.csv", csv, "text/csv")})
    assert r.status_code in (200, 303), (r.status_code, r.text[:300])


@pytest.mark.parametrize("path", ["/api/v1/users", "/login", "/api/v1/tokens"])
def test_a_large_json_body_from_anybody_is_refused_at_once(daybook, path):
    size = 200 * 1024  # over 64 KB, under the signed-in limit
    with HealthWatch(daybook.base, label=f"200 KB JSON to {path}, signed out"), PeakMemory(daybook.process.pid) as memory:
        status, headers, seconds = upload_then_stop(daybook, path, {"Content-Type": "application/json"}, content_length=size)
    assert_alive(daybook)
    print(f"\nanswered {status} after {seconds:.2f} s; memory grew {memory.growth_kb} kB")
    assert status == 413 and seconds < 2, (status, seconds)
