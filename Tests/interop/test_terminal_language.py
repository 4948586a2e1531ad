"""`daybook import` tells a person at the terminal what failed in the language of their locale
(`LC_ALL`, `LC_MESSAGES`, `LANG`), with the line as before; `C` or no locale is English."""
import os
import subprocess
import tempfile
import uuid

import pytest
import requests

from conftest import DaybookProcess, daybook_binary

PASSWORD = "correct horse battery"

# Line 4 holds a glucose reading no meter shows (5000 mg/dL).
APPLE_HEALTH = """<?xml version="1.0" encoding="UTF-8"?>
<HealthData locale="en_US">
 <Record type="HKQuantityTypeIdentifierBloodGlucose" sourceName="M" unit="mg/dL" startDate="2024-01-01 08:00:00 +0100" endDate="2024-01-01 08:00:00 +0100" value="105"/>
 <Record type="HKQuantityTypeIdentifierBloodGlucose" sourceName="M" unit="mg/dL" startDate="2024-01-01 09:00:00 +0100" endDate="2024-01-01 09:00:00 +0100" value="5000"/>
</HealthData>
"""


@pytest.fixture(scope="module")
def daybook():
    process = DaybookProcess()
    process.start()
    yield process
    process.stop()


def import_in(daybook, email, path, **locale):
    env = {key: value for key, value in daybook.env.items() if key not in ("LANG", "LC_ALL", "LC_MESSAGES")}
    env.update(locale)
    return subprocess.run([daybook_binary(), "import", path, "--user", email, "--format", "apple-health"],
                          cwd=daybook.work, env=env, capture_output=True, text=True, timeout=120)


def test_an_import_error_is_in_the_terminals_language_with_its_line(daybook):
    email = f"terminal-{uuid.uuid4().hex[:8]}@example.org"
    r = requests.post(daybook.base + "/api/v1/users", json={"email": email, "password": PASSWORD, "displayName": "T", "timeZone": "UTC"})
    assert r.status_code == 201, r.text
    with tempfile.NamedTemporaryFile("w", suffix=".xml", delete=False) as file:
        file.write(APPLE_HEALTH)
    try:
        german = import_in(daybook, email, file.name, LANG="de_DE.UTF-8")
        assert german.returncode != 0
        assert "Nichts wurde importiert. Zeile 4, value: Muss zwischen" in german.stderr, german.stderr
        # LC_ALL wins over LANG; C is English, worded as before.
        english = import_in(daybook, email, file.name, LANG="de_DE.UTF-8", LC_ALL="C")
        assert english.returncode != 0
        assert "nothing was imported. line 4, field value: must be between" in english.stderr, english.stderr
        french = import_in(daybook, email, file.name, LC_MESSAGES="fr_FR.UTF-8")
        assert "Ligne 4, value\u00a0: Doit être entre" in french.stderr or "Ligne 4, value: Doit être entre" in french.stderr, french.stderr
    finally:
        os.unlink(file.name)


# Line 3 weighs in stones, a unit HealthKit never writes: a message that used to be English only.
APPLE_HEALTH_STONES = """<?xml version="1.0" encoding="UTF-8"?>
<HealthData locale="en_US">
 <Record type="HKQuantityTypeIdentifierBodyMass" sourceName="S" unit="stone" startDate="2024-01-01 08:00:00 +0100" endDate="2024-01-01 08:00:00 +0100" value="11"/>
</HealthData>
"""


def test_a_file_the_importer_cannot_read_is_explained_in_the_terminals_language(daybook):
    email = f"terminal-{uuid.uuid4().hex[:8]}@example.org"
    r = requests.post(daybook.base + "/api/v1/users", json={"email": email, "password": PASSWORD, "displayName": "T", "timeZone": "UTC"})
    assert r.status_code == 201, r.text
    with tempfile.NamedTemporaryFile("w", suffix=".xml", delete=False) as file:
        file.write(APPLE_HEALTH_STONES)
    try:
        german = import_in(daybook, email, file.name, LANG="de_DE.UTF-8")
        assert german.returncode != 0
        assert 'Nichts wurde importiert. Zeile 3, unit: Unbekannte Einheit für Gewicht: "stone".' in german.stderr, german.stderr
        english = import_in(daybook, email, file.name, LC_ALL="C")
        assert 'nothing was imported. line 3, field unit: unknown weight unit "stone"' in english.stderr, english.stderr
        polish = import_in(daybook, email, file.name, LANG="pl_PL.UTF-8")
        assert 'Nic nie zaimportowano. Wiersz 3, unit: Nieznana jednostka wagi: "stone".' in polish.stderr, polish.stderr
    finally:
        os.unlink(file.name)
