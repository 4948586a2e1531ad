"""Connections that send nothing, from outside, until the server's open-file limit is used up: every
connection is an open file, and a server that has none left cannot accept /health, open its database
or its log. The server is started under a low limit, as a service manager may start it. It never dies;
one address alone cannot take the connections everybody else needs (connections per address are capped);
a connection that sends nothing is closed by the server; and once the attackers go, /health answers again
within seconds."""
import os
import resource
import selectors
import socket
import time

import pytest

from accounts import Account
from outside import HealthWatch, assert_alive, attacker_address, own_server, port_of

LIMIT = 2048
ATTACKERS = 8  # 127.0.0.2 … 127.0.0.9
TOTAL = 3000
# One address: more connections than the whole limit of the server it attacks.
ONE_ADDRESS_LIMIT = 1024
ONE_ADDRESS = 1500


def open_file_limit(limit):
    """Run in the server's child before exec: soft and hard limit `limit`, so `serve` cannot raise it."""
    return lambda: resource.setrlimit(resource.RLIMIT_NOFILE, (limit, limit))


def enough_files_for_the_attackers():
    """The attackers' sockets are this process's open files: raise its own soft limit as far as allowed."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = TOTAL + 512
    if soft < wanted and (hard == resource.RLIM_INFINITY or hard >= wanted):
        resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
    if resource.getrlimit(resource.RLIMIT_NOFILE)[0] < wanted:
        pytest.skip(f"this process may open {soft} files, fewer than the {wanted} the attackers need")


@pytest.fixture(autouse=True)
def _attackers_files():
    enough_files_for_the_attackers()


daybook = own_server(before_exec=open_file_limit(LIMIT))
small = own_server(before_exec=open_file_limit(ONE_ADDRESS_LIMIT))


def open_files(pid):
    return len(os.listdir(f"/proc/{pid}/fd"))


def open_idle(port, addresses, total, server_pid, batch=200, between=None):
    """`total` connections from `addresses` in turn that send nothing, opened a batch at a time (smaller
    than the listen backlog, so the kernel drops no handshake), each batch once the server has taken the
    last one in (its count of open files stops rising). Returns (sockets, established): every socket made,
    and how many the kernel reported connected (a connection the server closes counts as made all the same)."""
    made, established = [], 0
    for first in range(0, total, batch):
        selector = selectors.DefaultSelector()
        for i in range(first, min(total, first + batch)):
            s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            s.setblocking(False)
            s.bind((addresses[i % len(addresses)], 0))
            made.append(s)
            if s.connect_ex(("127.0.0.1", port)) == 0:
                established += 1
            else:
                selector.register(s, selectors.EVENT_WRITE)
        deadline = time.monotonic() + 5
        while selector.get_map() and time.monotonic() < deadline:
            for key, _ in selector.select(timeout=max(0, deadline - time.monotonic())):
                selector.unregister(key.fileobj)
                if key.fileobj.getsockopt(socket.SOL_SOCKET, socket.SO_ERROR) == 0:
                    established += 1
        selector.close()
        # The server takes the batch in (or refuses it): its open files stop changing.
        last, since, deadline = -1, time.monotonic(), time.monotonic() + 3
        while time.monotonic() < deadline:
            try:
                now = open_files(server_pid)
            except FileNotFoundError:
                return made, established  # the server is gone: the test says so
            if now != last:
                last, since = now, time.monotonic()
            elif time.monotonic() - since > 0.3:
                break
            time.sleep(0.05)
        if between is not None:
            between()
    return made, established


def close_all(sockets):
    for s in sockets:
        try:
            s.close()
        except OSError:
            pass


def held_open(process, seconds):
    """Waits `seconds` while the attack holds its connections, failing at once if the server dies."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        assert process.process.poll() is None, "the server died under idle connections:\n" + process.log_tail(30)
        time.sleep(0.1)


def test_idle_connections_past_the_open_file_limit_from_many_addresses_do_not_kill_it(daybook):
    addresses = [attacker_address(n) for n in range(1, ATTACKERS + 1)]
    # Somebody signed in before the attack, on a connection of theirs that stays open (used between batches).
    person = Account(daybook.base)
    assert person.get("/api/v1/me").status_code == 200
    with HealthWatch(daybook.base, label=f"{TOTAL} idle connections from {ATTACKERS} addresses, open-file limit {LIMIT}",
                     timeout=2) as watch:
        sockets, established = open_idle(port_of(daybook), addresses, TOTAL, daybook.process.pid,
                                         between=lambda: person.get("/api/v1/me", timeout=5))
        most = open_files(daybook.process.pid)
        try:
            held_open(daybook, 2)
            # Connections are not all a server needs files for: a write, and an import (a temporary file), still
            # go through while the attackers hold every connection they may. Each write has an id of its own
            # (Foundation makes a UUID from /dev/urandom: with no file left it made the same one every time).
            writes = [person.post("/api/v1/stress", json={"level": 3}, timeout=10) for _ in range(3)]
            imported = person.post("/api/v1/imports?format=drip", data=b"date,bleeding.value\n2024-01-01,2\n", timeout=10)
            held_open(daybook, 2)
        finally:
            close_all(sockets)
        gone = time.monotonic()
        assert_alive(daybook, within=5)
        recovered = time.monotonic() - gone
    print(f"\n{established} of {TOTAL} connections were established, the server held {most} open files; "
          f"/health answered {recovered:.2f} s after they closed")
    assert [w.status_code for w in writes] == [201] * 3, [w.text for w in writes]
    assert len({w.json()["id"] for w in writes}) == 3, [w.json()["id"] for w in writes]
    assert imported.status_code == 200, imported.text


def test_one_address_cannot_take_the_connections_everybody_else_needs(small):
    address = attacker_address(1)
    with HealthWatch(small.base, label=f"{ONE_ADDRESS} idle connections from one address, open-file limit {ONE_ADDRESS_LIMIT}",
                     timeout=2) as watch:
        sockets, established = open_idle(port_of(small), [address], ONE_ADDRESS, small.process.pid)
        try:
            held_open(small, 5)
            during = list(watch.latencies)
        finally:
            close_all(sockets)
        assert_alive(small, within=5)
    print(f"\n{established} of {ONE_ADDRESS} connections from {address} were established")
    assert during and all(x is not None for x in during), HealthWatch.summary(during)
    assert watch.failed == 0


@pytest.mark.waits
def test_a_connection_that_sends_nothing_is_closed_by_the_server(daybook):
    connection = socket.create_connection(("127.0.0.1", port_of(daybook)), source_address=(attacker_address(1), 0))
    started = time.monotonic()
    closed = None
    with HealthWatch(daybook.base, label="one idle connection until the server closes it", every=0.5):
        connection.settimeout(0.5)
        while time.monotonic() - started < 30:
            try:
                if connection.recv(1024) == b"":
                    closed = time.monotonic() - started
                    break
            except socket.timeout:
                continue
            except ConnectionResetError:
                closed = time.monotonic() - started
                break
    connection.close()
    assert_alive(daybook)
    assert closed is not None, "the server kept a connection that sent nothing for 30 s"
    print(f"\nthe idle connection was closed after {closed:.1f} s")
