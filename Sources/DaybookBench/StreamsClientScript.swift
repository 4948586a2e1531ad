/// The client side of the live-events benchmark, run by `python3` (standard library only): one asyncio
/// loop holds every event stream on raw sockets and sends the writes, so a write's send and each
/// stream's receipt are read from one clock. It reads the server's memory from /proc itself, while
/// the streams are open. Prints one JSON object; every wait is bounded.
enum StreamsClientScript {
    static let source = #"""
import asyncio, json, os, resource, signal, sys, time

config = json.load(open(sys.argv[1]))
HOST, PORT, PID = "127.0.0.1", config["port"], config["pid"]
TOKENS = config["tokens"]
STREAMS, WRITES = config["streams"], config["writes"]
EVENT_TIMEOUT = config["eventTimeout"]


def fail(message):
    print(json.dumps({"error": message}), flush=True)
    os._exit(2)


# The last resort: whatever hangs, this process ends and says so.
signal.signal(signal.SIGALRM, lambda *_: fail(f"the client ran longer than {config['deadline']} s"))
signal.alarm(config["deadline"])

soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
needed = STREAMS + 64
if soft < needed:
    if hard != resource.RLIM_INFINITY and hard < needed:
        fail(f"the client may open {hard} files (hard limit), {needed} are needed: raise ulimit -n")
    resource.setrlimit(resource.RLIMIT_NOFILE, (needed, hard))


def status(field):
    try:
        with open(f"/proc/{PID}/status") as f:
            for line in f:
                if line.startswith(field + ":"):
                    return int(line.split()[1])
    except OSError:
        return None
    return None


class Stream:
    """One open GET /api/v1/events: reads chunked server-sent events and records each with its receipt time."""

    def __init__(self, index, account):
        self.index, self.account = index, account
        self.events = []          # (monotonic seconds, id of the change)
        self.connected = asyncio.get_running_loop().create_future()
        self.task = None
        self.writer = None

    async def open(self):
        reader, self.writer = await asyncio.open_connection(HOST, PORT)
        self.writer.write((f"GET /api/v1/events HTTP/1.1\r\nHost: {HOST}:{PORT}\r\n"
                           f"Authorization: Bearer {TOKENS[self.account]}\r\nAccept: text/event-stream\r\n\r\n").encode())
        head = await reader.readuntil(b"\r\n\r\n")
        lines = head.decode("latin-1").split("\r\n")
        if " 200 " not in lines[0] + " ":
            raise RuntimeError(f"stream {self.index} answered {lines[0]}")
        chunked = any(l.lower().startswith("transfer-encoding:") and "chunked" in l.lower() for l in lines)
        self.task = asyncio.create_task(self.read(reader, chunked))

    async def read(self, reader, chunked):
        text = ""
        try:
            while True:
                if chunked:
                    size = int((await reader.readuntil(b"\r\n")).split(b";")[0], 16)
                    if size == 0:
                        return
                    data = await reader.readexactly(size + 2)
                    data = data[:-2]
                else:
                    data = await reader.read(65536)
                    if not data:
                        return
                now = time.monotonic()
                text += data.decode()
                while "\n\n" in text:
                    block, text = text.split("\n\n", 1)
                    self.handle(block, now)
        except (asyncio.IncompleteReadError, ConnectionError, asyncio.CancelledError):
            return

    def handle(self, block, now):
        lines = block.split("\n")
        if ": connected" in lines and not self.connected.done():
            self.connected.set_result(now)
        data = [l[6:] for l in lines if l.startswith("data: ")]
        if "event: change" in lines and data:
            change = json.loads(data[0])
            self.events.append((now, str(change.get("id", "")).lower()))

    def close(self):
        if self.task:
            self.task.cancel()
        if self.writer:
            self.writer.close()


async def post_stress(account, level, day):
    """POST /api/v1/stress as `account`: returns (monotonic send time, answer time, id of the new entry)."""
    reader, writer = await asyncio.open_connection(HOST, PORT)
    try:
        body = json.dumps({"level": level, "time": f"{day}T12:00:00Z", "note": "streams bench"}).encode()
        request = (f"POST /api/v1/stress HTTP/1.1\r\nHost: {HOST}:{PORT}\r\nAuthorization: Bearer {TOKENS[account]}\r\n"
                   f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\nConnection: close\r\n\r\n").encode() + body
        sent = time.monotonic()
        writer.write(request)
        answer = await asyncio.wait_for(reader.read(), EVENT_TIMEOUT)
        answered = time.monotonic()
    finally:
        writer.close()
    head, _, payload = answer.partition(b"\r\n\r\n")
    status_line = head.split(b"\r\n")[0].decode("latin-1")
    if " 201 " not in status_line:
        raise RuntimeError(f"the write answered {status_line}: {payload[:200]!r}")
    return sent, answered, str(json.loads(payload)["id"]).lower()


async def main():
    accounts = len(TOKENS)
    streams = [Stream(i, i % accounts) for i in range(STREAMS)]
    result = {"rssBefore": status("VmRSS"), "hwmBefore": status("VmHWM")}

    # Opened a few dozen at a time, as clients reconnecting after a restart would.
    began = time.monotonic()
    gate = asyncio.Semaphore(64)

    async def open_one(stream):
        async with gate:
            await asyncio.wait_for(stream.open(), EVENT_TIMEOUT)
            await asyncio.wait_for(asyncio.shield(stream.connected), EVENT_TIMEOUT)

    try:
        await asyncio.gather(*(open_one(s) for s in streams))
    except asyncio.TimeoutError:
        late = sum(1 for s in streams if not s.connected.done())
        fail(f"{late} of {STREAMS} streams were not open within {EVENT_TIMEOUT} s each")
    except (OSError, RuntimeError, asyncio.IncompleteReadError, asyncio.LimitOverrunError) as error:
        fail(f"opening the streams failed: {error!r}")
    result["openSeconds"] = time.monotonic() - began

    # Idle: the server's memory once the streams have settled.
    samples = []
    for _ in range(config["settleSeconds"] * 4):
        await asyncio.sleep(0.25)
        samples.append(status("VmRSS"))
    result["rssIdle"] = samples[-1]
    result["rssIdleSamples"] = [min(samples), max(samples)]
    result["hwmIdle"] = status("VmHWM")

    # Writes one after the other: the next starts once every stream of the owner has the last one.
    writes, answers = [], []
    for w in range(WRITES):
        owner = w % accounts
        try:
            sent, answered, entry = await post_stress(owner, 1 + w % 10, config["day"])
        except (OSError, RuntimeError, asyncio.TimeoutError) as error:
            fail(f"write {w + 1} failed: {error!r}")
        owners = [s for s in streams if s.account == owner]
        deadline = sent + EVENT_TIMEOUT
        while any(all(e[1] != entry for e in s.events) for s in owners):
            if time.monotonic() > deadline:
                missing = sum(1 for s in owners if all(e[1] != entry for e in s.events))
                fail(f"{missing} of {len(owners)} streams of the writer did not get write {w + 1}'s event within {EVENT_TIMEOUT} s")
            await asyncio.sleep(0.001)
        writes.append((owner, sent, entry))
        answers.append((answered - sent) * 1000)
        await asyncio.sleep(config["spacingSeconds"])
    # Time for a stray delivery to another account's stream to show.
    await asyncio.sleep(1)

    latencies, receivers, strangers = [], [], 0
    for owner, sent, entry in writes:
        count = 0
        for s in streams:
            times = [t for t, i in s.events if i == entry]
            if s.account == owner:
                latencies += [(t - sent) * 1000 for t in times]
                count += len(times)
            else:
                strangers += len(times)
        receivers.append(count)
    result.update({
        "rssAfter": status("VmRSS"), "hwmAfter": status("VmHWM"),
        "latenciesMs": latencies, "writeAnswersMs": answers, "receivers": receivers,
        "otherAccountsDeliveries": strangers,
        "eventsTotal": sum(len(s.events) for s in streams),
        "stillOpen": sum(1 for s in streams if s.task is not None and not s.task.done()),
    })
    for s in streams:
        s.close()
    await asyncio.sleep(0.2)
    print(json.dumps(result), flush=True)


asyncio.run(main())
"""#
}
