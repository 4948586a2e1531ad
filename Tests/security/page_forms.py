"""Every POST route of the web pages, with the form a forger would send to make a real change, and
the routes the server itself registers, to check that the list leaves none out."""
import datetime
import os
import re
import subprocess
import uuid

from accounts import PASSWORD
from conftest import daybook_binary

TODAY = datetime.datetime.now(datetime.timezone.utc).date()

# Every POST route of the web pages, as the server registers it, with the form a forger would send to
# make a real change: `{name}` is filled with the id of one of the victim's own rows.
FORMS = {
    "/login": lambda v: {"email": v["email"], "password": PASSWORD},
    "/login/code": lambda v: {"code": "123456"},
    "/signup": lambda v: {"email": f"forged-{uuid.uuid4().hex[:6]}@example.org", "password": PASSWORD,
                          "displayName": "Forged", "timeZone": "UTC"},
    "/logout": lambda v: {},
    "/lock": lambda v: {"passcode": "4821"},
    "/lock/now": lambda v: {},
    "/onboarding": lambda v: {"lastPeriodStart": TODAY.isoformat(), "periodLength": "5", "cycleLength": "28"},
    "/settings": lambda v: {"displayName": "Mallory was here", "timeZone": "Pacific/Kiritimati", "language": "de",
                            "glucoseUnit": "mmol/L", "hypoThreshold": "4", "hyperThreshold": "10"},
    "/settings/tracking": lambda v: {},
    "/settings/password": lambda v: {"currentPassword": PASSWORD, "newPassword": "mallory's own password"},
    "/settings/tokens": lambda v: {"name": "Mallory's token"},
    "/settings/tokens/:id/revoke": lambda v: {"id": v["token"]},
    "/settings/delete": lambda v: {"password": PASSWORD},
    "/settings/passcode": lambda v: {"passcode": "1234", "idleMinutes": "5"},
    "/settings/passcode/remove": lambda v: {},
    "/settings/two-factor": lambda v: {"password": PASSWORD},
    "/settings/two-factor/confirm": lambda v: {"code": "123456"},
    "/settings/two-factor/remove": lambda v: {"password": PASSWORD, "code": "123456"},
    "/settings/nightscout/secret": lambda v: {},
    "/settings/nightscout/tokens": lambda v: {"name": "Mallory's uploader", "role": "admin"},
    "/settings/nightscout/tokens/:id/revoke": lambda v: {"id": v["nightscoutToken"]},
    "/log/day": lambda v: {"date": TODAY.isoformat(), "flow": "HEAVY", "notes": "forged"},
    "/log/metrics": lambda v: {"date": TODAY.isoformat(), "sleep": "1", "activity": "1", "work": "1", "diet": "1"},
    "/log/fertility": lambda v: {"date": TODAY.isoformat(), "feeling": "wet", "texture": "eggWhite"},
    "/log/morning": lambda v: {"date": TODAY.isoformat(), "temperature": "36,9", "unit": "C", "time": "07:00",
                               "mucusFeeling": "wet", "mucusTexture": "eggWhite", "ovulationTest": "peak", "flow": "HEAVY"},
    "/log/:kind": lambda v: {"kind": "stress", "level": "10", "note": "forged", "time": TODAY.isoformat() + "T08:00"},
    "/log/favourites/:kind/:id": lambda v: {"kind": "meals", "id": v["favourite"]},
    "/history/:kind/:id": lambda v: {"kind": "stress", "id": v["stress"], "level": "1", "note": "forged", "time": TODAY.isoformat() + "T08:00"},
    "/history/:kind/:id/delete": lambda v: {"kind": "stress", "id": v["stress"]},
    "/history/:kind/undo": lambda v: {"kind": "stress"},
    "/timelines/runs": lambda v: {"named": "cosmic-calendar", "totalTime": "1", "timeUnit": "hours"},
    "/timelines/runs/:id/cancel": lambda v: {"id": v["run"], "confirm": "true"},
    "/reminders": lambda v: {"kind": "custom", "time": "03:00", "text": "forged", "day1": "on"},
    "/reminders/:id/toggle": lambda v: {"id": v["reminder"]},
    "/reminders/:id/delete": lambda v: {"id": v["reminder"]},
    "/notifications/read": lambda v: {},
    "/notifications/:id/read": lambda v: {"id": v["notification"]},
    "/notifications/:id/delete": lambda v: {"id": v["notification"]},
    "/sharing": lambda v: {"email": "mallory@example.org", "category.diabetes": "on", "category.cycle": "on"},
    "/sharing/:id/revoke": lambda v: {"id": v["share"]},
    "/sharing/:id/invitation": lambda v: {"id": v["share"]},
    "/sharing/accept": lambda v: {"code": v["invitation"]},
    "/sharing/ended/:owner/dismiss": lambda v: {"owner": v["endedOwner"]},
    "/import": lambda v: {"format": "drip", "mode": "import"},
    "/cycle/questions/:date": lambda v: {"date": TODAY.isoformat(), "answer": "period"},
    "/cycle/periods": lambda v: {"start": (TODAY - datetime.timedelta(days=3)).isoformat(), "end": TODAY.isoformat()},
    "/cycle/periods/:start/delete": lambda v: {"start": v["period"]},
}

DRIP = b"date,bleeding.value\n2024-01-01,2\n2024-01-02,3\n"


def registered_page_posts():
    """The POST routes the server registers outside the API and the Nightscout endpoints, as
    `daybook routes` prints them."""
    done = subprocess.run([daybook_binary(), "routes"], capture_output=True, text=True, timeout=60,
                          cwd=os.path.dirname(os.path.abspath(__file__)),
                          env={**os.environ, "DAYBOOK_DATABASE_URL": "sqlite::memory:"})
    assert done.returncode == 0, done.stderr
    routes = set()
    for line in done.stdout.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) == 2 and cells[0] == "POST":
            routes.add(cells[1])
    assert routes, done.stdout
    return {route for route in routes if not route.startswith(("/api/", "/nightscout/", "/socket.io"))}


def concrete(route, fields):
    """The route with its parameters filled from `fields` (which then leave the form)."""
    form = dict(fields)
    path = re.sub(r":(\w+)", lambda m: str(form.pop(m.group(1))), route)
    return path, form
