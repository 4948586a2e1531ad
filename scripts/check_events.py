"""Checks the live event stream against the server's own OpenAPI document: opens /api/v1/events,
writes one change of every kind through the API, and requires that each write's event arrives and
that every event, read as an event-stream parser reads it (an object of `event`, `data`, `id`,
`retry`), validates against the stream's schema, and its data against the schema's contentSchema.
Usage: check_events.py BASE_URL TOKEN (scripts/fuzz-api.sh runs it against its server)."""
import json
import queue
import sys
import threading
import time

import jsonschema
import requests

BASE, TOKEN = sys.argv[1], sys.argv[2]
API = BASE + "/api/v1"
HEADERS = {"Authorization": "Bearer " + TOKEN}


def event_schemas():
    """The stream's event schema and its data's contentSchema, each able to resolve the document's references."""
    document = requests.get(BASE + "/openapi.json", timeout=10).json()
    event = dict(document["paths"]["/api/v1/events"]["get"]["responses"]["200"]["content"]["text/event-stream"]["schema"])
    data = dict(event["properties"]["data"]["contentSchema"])
    for schema in (event, data):
        schema["components"] = document["components"]
    return event, data


def stream(events, ready):
    """Dispatches events as the event-stream format says: fields until a blank line; comments and
    events without data are not dispatched."""
    with requests.get(API + "/events", headers=HEADERS, stream=True, timeout=(5, 120)) as response:
        response.raise_for_status()
        ready.set()
        fields = {}
        for line in response.iter_lines(decode_unicode=True):
            if line == "":
                if "data" in fields:
                    events.put(fields)
                fields = {}
            elif not line.startswith(":"):
                name, _, value = line.partition(":")
                value = value[1:] if value.startswith(" ") else value
                if name == "retry" and value.isdigit():
                    fields["retry"] = int(value)
                elif name in ("event", "id"):
                    fields[name] = value
                elif name == "data":
                    fields["data"] = fields["data"] + "\n" + value if "data" in fields else value


def call(method, path, body=None, expect=(200, 201, 204)):
    response = requests.request(method, API + path, headers=HEADERS, json=body, timeout=30)
    if response.status_code not in expect:
        sys.exit(f"check-events: {method} {path} answered {response.status_code}: {response.text[:300]}")
    return response.json() if response.content and response.headers.get("content-type", "").startswith("application/json") else None


def writes():
    """(kind the event must name, the write) for every kind of change a person makes through the API."""
    day = "2026-03-02"
    return [
        ("symptoms", lambda: call("PUT", f"/days/{day}/symptoms", {"mood": "HAPPY"})),
        ("metrics", lambda: call("PUT", f"/days/{day}/metrics", {"sleep": 7})),
        ("stress", lambda: call("POST", "/stress", {"level": 3, "time": f"{day}T09:00:00Z"})),
        ("glucose", lambda: call("POST", "/glucose", {"value": 101, "unit": "mg/dL", "time": f"{day}T09:00:00Z"})),
        ("insulin", lambda: call("POST", "/insulin", {"units": 2, "kind": "bolus", "time": f"{day}T09:00:00Z"})),
        ("meals", lambda: call("POST", "/meals", {"name": "Apple", "carbs": 20, "protein": 0, "fat": 0, "time": f"{day}T09:00:00Z"})),
        ("exercise", lambda: call("POST", "/exercise", {"name": "Walk", "minutes": 20, "intensity": "low", "time": f"{day}T09:00:00Z"})),
        ("spans", lambda: call("POST", "/spans", {"kind": "stress", "start": f"{day}T09:00:00Z"})),
        ("profile", lambda: call("PATCH", "/me", {"displayName": "Events"})),
        ("pauses", lambda: call("POST", "/cycle/pauses", {"kind": "other", "start": day, "end": day})),
        ("favourites", lambda: call("POST", "/favourites/meals", {"name": "Pear", "carbs": 20, "protein": 0, "fat": 0})),
        ("reminders", lambda: call("POST", "/reminders", {"kind": "water", "time": "11:00"})),
        ("webhook", lambda: call("PUT", "/webhook", {"url": "https://example.org/events-check"})),
        ("import", lambda: requests.post(API + "/imports?format=drip", headers=HEADERS, timeout=30,
                                         data=f"date,bleeding.value\n{day},1\n".encode())),
        ("timeline", lambda: call("POST", "/timelines/runs", {"named": "cosmic-calendar", "totalTime": 3600})),
    ]


def main():
    event_schema, data_schema = event_schemas()
    event_validator = jsonschema.Draft202012Validator(event_schema)
    data_validator = jsonschema.Draft202012Validator(data_schema)
    events, ready = queue.Queue(), threading.Event()
    threading.Thread(target=stream, args=(events, ready), daemon=True).start()
    if not ready.wait(10):
        sys.exit("check-events: the event stream did not open")
    seen = []
    for kind, write in writes():
        write()
        deadline = time.monotonic() + 10
        while True:
            try:
                fields = events.get(timeout=max(0.01, deadline - time.monotonic()))
            except queue.Empty:
                sys.exit(f"check-events: no '{kind}' event within 10 s; saw {seen[-5:]}")
            errors = sorted(event_validator.iter_errors(fields), key=str)
            if errors:
                sys.exit(f"check-events: {fields} does not fit the stream's event schema: {errors[0].message}")
            event = json.loads(fields["data"])
            errors = sorted(data_validator.iter_errors(event), key=str)
            if errors:
                sys.exit(f"check-events: {fields['data']} does not fit the Change schema: {errors[0].message}")
            seen.append(event)
            if event.get("kind") == kind:
                break
    print(f"check-events: {len(seen)} events, each as the document describes, one for every kind of write")


main()
