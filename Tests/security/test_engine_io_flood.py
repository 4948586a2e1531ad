"""Engine.IO handshakes flooded from one address: a session costs nothing to open and used to stay a minute
without showing any credential, so 4,096 handshakes in a few seconds filled the instance's sessions and every
Nightscout client (AndroidAPS, xDrip+ followers) was refused for a minute. Sessions that have not yet shown a
credential are capped per address and expire within seconds: a handshake from elsewhere is answered at once,
and the flooding address itself gets its turn again soon."""
import concurrent.futures
import re
import time

import requests

from outside import HealthWatch, assert_alive, attacker_address, connect, own_server, session_from

HANDSHAKE = "/socket.io/?EIO=4&transport=polling"
FLOOD = 4096
WORKERS = 8
PER_ADDRESS = 32  # "about 32" unauthenticated sessions per address: the attacker may get a few more, not hundreds
EXPIRY = 10  # "within about 10 s"

daybook = own_server()


def pipelined_handshakes(process, source, count, batch=32):
    """`count` handshakes from `source`, `batch` at a time pipelined on a keep-alive connection (a new one
    when the server closes it): the status of each answer that came, in order."""
    statuses, connection = [], None
    request = f"GET {HANDSHAKE} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode()
    while len(statuses) < count:
        if connection is None:
            connection = connect(process, source, timeout=5)
        wanted = min(batch, count - len(statuses))
        try:
            connection.sendall(request * wanted)
        except OSError:
            connection.close()
            connection = None
            statuses.append(None)
            continue
        buffered = _Reader(connection)
        for _ in range(wanted):
            status = buffered.answer()
            statuses.append(status)
            if status is None:
                connection.close()
                connection = None
                break
    if connection is not None:
        connection.close()
    return statuses


class _Reader:
    """Reads answers one after another from a connection that carries several."""

    def __init__(self, connection):
        self.connection, self.data = connection, b""

    def _fill(self, deadline):
        self.connection.settimeout(max(0.05, deadline - time.monotonic()))
        try:
            chunk = self.connection.recv(65536)
        except OSError:
            return False
        self.data += chunk
        return bool(chunk)

    def answer(self, timeout=10):
        deadline = time.monotonic() + timeout
        while b"\r\n\r\n" not in self.data:
            if time.monotonic() > deadline or not self._fill(deadline):
                return None
        head, rest = self.data.split(b"\r\n\r\n", 1)
        lines = head.decode("latin-1").split("\r\n")
        length = 0
        for line in lines[1:]:
            if line.lower().startswith("content-length:"):
                length = int(line.split(":", 1)[1])
        while len(rest) < length:
            if time.monotonic() > deadline or not self._fill(deadline):
                return None
            rest = self.data.split(b"\r\n\r\n", 1)[1]
        self.data = rest[length:]
        return int(lines[0].split()[1])


def handshake(session, base, timeout=5):
    r = session.get(base + HANDSHAKE, timeout=timeout)
    sid = re.search(r'"sid":"([^"]+)"', r.text)
    return r.status_code, sid.group(1) if sid else None, r


def test_a_flood_of_handshakes_from_one_address_leaves_room_for_everybody_else(daybook):
    flooder = attacker_address(1)
    with HealthWatch(daybook.base, label=f"{FLOOD} Engine.IO handshakes from one address") as watch:
        started = time.monotonic()
        with concurrent.futures.ThreadPoolExecutor(WORKERS) as pool:
            parts = list(pool.map(lambda _: pipelined_handshakes(daybook, flooder, FLOOD // WORKERS), range(WORKERS)))
        flood_seconds = time.monotonic() - started
        statuses = [s for part in parts for s in part]
        # Somebody else, from another address, right after.
        status, sid, answer = handshake(requests.Session(), daybook.base)
    assert_alive(daybook)
    opened = statuses.count(200)
    counts = {s: statuses.count(s) for s in set(statuses)}
    print(f"\n{len(statuses)} handshakes in {flood_seconds:.1f} s: {counts}")
    assert status == 200 and sid, (status, answer.text[:200])
    assert opened <= PER_ADDRESS * 2, f"one address opened {opened} sessions that showed no credential"
    assert watch.failed == 0


def test_a_session_that_shows_no_credential_expires_within_seconds(daybook):
    session = session_from(attacker_address(2))
    status, sid, answer = handshake(session, daybook.base)
    assert status == 200 and sid, answer.text[:200]
    opened = time.monotonic()
    gone = None
    with HealthWatch(daybook.base, label="one Engine.IO session without a credential until it expires", every=0.5):
        # Long polls, as a client that never subscribes would make them, until the server says the session is gone.
        while time.monotonic() - opened < EXPIRY * 2:
            try:
                r = session.get(daybook.base + HANDSHAKE + "&sid=" + sid, timeout=max(0.5, opened + EXPIRY * 2 - time.monotonic()))
            except Exception:
                continue
            if r.status_code == 400 and "Session ID unknown" in r.text:
                gone = time.monotonic() - opened
                break
            if r.status_code == 200 and r.text.startswith("1"):  # the close packet
                gone = time.monotonic() - opened
                break
            if r.status_code == 200 and "2" in r.text.split("\x1e"):  # a ping: a client would answer, this one does not
                continue
    assert_alive(daybook)
    assert gone is not None and gone < EXPIRY * 2, f"the session was still there after {time.monotonic() - opened:.0f} s"
    print(f"\nthe session ended {gone:.1f} s after its handshake")


def test_the_flooding_address_gets_its_turn_again_once_its_sessions_expire(daybook):
    flooder = attacker_address(3)
    statuses = pipelined_handshakes(daybook, flooder, PER_ADDRESS * 4)
    flood_end = time.monotonic()
    refused = [s for s in statuses if s != 200]
    assert refused, "the address was never refused: no cap per address"
    session = session_from(flooder)
    again = None
    while time.monotonic() - flood_end < EXPIRY * 2 + 5:
        status, sid, _ = handshake(session, daybook.base)
        if status == 200 and sid:
            again = time.monotonic() - flood_end
            break
        time.sleep(0.5)
    assert again is not None, "the flooding address was still refused long after its sessions should have expired"
    print(f"\nthe flooding address opened a session again {again:.1f} s after its flood")
