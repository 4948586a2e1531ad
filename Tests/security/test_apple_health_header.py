"""An Apple Health export whose header is 80,000 document-type declarations: the header was scanned again for
every line of it, half a minute of a core for a file that zips to a few kilobytes. It is answered (imported
as nothing, or refused) within seconds."""
import io
import time
import zipfile

import requests

from accounts import Account
from outside import HealthWatch, assert_alive, own_server

LINES = 80_000
ANSWER_WITHIN = 5

daybook = own_server()


def export_zip():
    xml = ('<?xml version="1.0" encoding="UTF-8"?>\n' + "<!DOCTYPE a>\n" * LINES +
           '<HealthData locale="en_US"></HealthData>\n').encode()
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("apple_health_export/export.xml", xml)
    return buffer.getvalue()


def test_an_export_whose_header_repeats_its_doctype_is_answered_within_seconds(daybook):
    account = Account(daybook.base)
    body = export_zip()
    with HealthWatch(daybook.base, label=f"Apple Health export with {LINES} DOCTYPE lines") as watch:
        started = time.monotonic()
        try:
            r = account.post("/api/v1/imports?format=apple-health&dryRun=true", data=body,
                             headers={"Content-Type": "application/zip"}, timeout=ANSWER_WITHIN * 3)
            status, text = r.status_code, r.text[:300]
        except requests.RequestException as error:
            status, text = None, repr(error)
        seconds = time.monotonic() - started
    assert_alive(daybook)
    print(f"\n{len(body)} bytes zipped: answered {status} after {seconds:.1f} s")
    assert status is not None and (200 <= status < 300 or 400 <= status < 500), (status, text)
    assert seconds < ANSWER_WITHIN, (status, text, round(seconds, 1))
    assert watch.failed == 0
