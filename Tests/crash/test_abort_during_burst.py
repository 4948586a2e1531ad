"""Crash safety under a trap: a Swift runtime trap (an index out of range, a failed precondition) ends the
process with SIGILL, and a failed assertion in C code or abort() with SIGABRT; no shutdown handler runs.
The server is stopped that way during a burst of writes; after a restart every acknowledged write is there
and a SQLite database passes its integrity check.

Two ways, because of the Swift runtime's backtracer. With it on (the default), the signal handler suspends
every thread while it prints their stacks (seconds in a debug build), and a real trap then kills the
process; a signal sent with kill(2) is not re-raised, and the server carries on after the backtrace. So:
without the backtracer (`SWIFT_BACKTRACE=enable=no`) the signal ends the process at once; with it, the
process is killed while its threads are frozen by the backtracer, which is where a real trap leaves it."""
import os
import resource
import signal
import time

import pytest

from conftest import DaybookProcess, child_processes, new_account
from test_crash_safety import all_stress, burst, integrity_ok


def no_core_files():
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))


def backtracing(daybook, seconds=30):
    """Waits until the server's log shows the backtracer at work (its threads are then suspended)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        with open(os.path.join(daybook.work, "server.log"), errors="replace") as log:
            text = log.read()
        if "Backtracing" in text:
            return "Backtrace took" not in text
        if daybook.process.poll() is not None:
            return False
        time.sleep(0.02)
    return False


def all_there_after_a_restart(daybook, account, acknowledged):
    assert integrity_ok(daybook)
    account.base = daybook.start()
    stored = {row["note"] for row in all_stress(account)}
    missing = [note for note in acknowledged if note not in stored]
    assert not missing, f"{len(missing)} of {len(acknowledged)} acknowledged writes are lost, e.g. {missing[:5]}"
    daybook.stop()


@pytest.mark.parametrize("sig", [signal.SIGABRT, signal.SIGILL], ids=["SIGABRT", "SIGILL"])
def test_every_acknowledged_write_survives_an_abort(sig):
    daybook = DaybookProcess()
    daybook.env["SWIFT_BACKTRACE"] = "enable=no"
    daybook.before_exec = no_core_files
    base = daybook.start()
    account = new_account(base)
    threads, acknowledged, enough = burst(base, account.headers["Authorization"])
    assert enough.wait(timeout=120), f"only {len(acknowledged)} writes were acknowledged"
    daybook.process.send_signal(sig)  # while the writers are still sending
    status = daybook.process.wait(timeout=60)
    for thread in threads:
        thread.join(timeout=60)
    assert status == -sig, f"the server ended with status {status}, not by {sig.name}"
    print(f"\n{len(acknowledged)} writes acknowledged before {sig.name}")
    all_there_after_a_restart(daybook, account, acknowledged)


@pytest.mark.parametrize("sig", [signal.SIGABRT, signal.SIGILL], ids=["SIGABRT", "SIGILL"])
def test_every_acknowledged_write_survives_a_trap_while_the_backtracer_runs(sig):
    daybook = DaybookProcess()
    daybook.before_exec = no_core_files
    base = daybook.start()
    account = new_account(base)
    threads, acknowledged, enough = burst(base, account.headers["Authorization"])
    assert enough.wait(timeout=120), f"only {len(acknowledged)} writes were acknowledged"
    daybook.process.send_signal(sig)
    frozen = backtracing(daybook)
    helpers = child_processes(daybook.process.pid)
    # Dies where a trap leaves it: every thread stopped mid-way, no shutdown handler.
    daybook.kill()
    # The server's backtracer helper would outlive it, holding the connections it inherited.
    for helper in helpers:
        try:
            os.kill(helper, signal.SIGKILL)
        except ProcessLookupError:
            pass
    for thread in threads:
        thread.join(timeout=60)
    assert frozen, "the backtracer did not start, or had finished, before the kill:\n" + daybook.log_tail(5)
    print(f"\n{len(acknowledged)} writes acknowledged before {sig.name}, killed while the backtracer ran")
    all_there_after_a_restart(daybook, account, acknowledged)
