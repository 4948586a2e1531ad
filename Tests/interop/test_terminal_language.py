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


def account_and_file(daybook, contents):
    """A new account on the running server, and a temporary Apple Health file holding `contents`."""
    email = f"terminal-{uuid.uuid4().hex[:8]}@example.org"
    r = requests.post(daybook.base + "/api/v1/users", json={"email": email, "password": PASSWORD, "displayName": "T", "timeZone": "UTC"})
    assert r.status_code == 201, r.text
    with tempfile.NamedTemporaryFile("w", suffix=".xml", delete=False) as file:
        file.write(contents)
    return email, file.name


def test_an_import_error_is_in_the_terminals_language_with_its_line(daybook):
    email, path = account_and_file(daybook, APPLE_HEALTH)
    try:
        german = import_in(daybook, email, path, LANG="de_DE.UTF-8")
        assert german.returncode != 0
        assert "Nichts wurde importiert. Zeile 4, value: Muss zwischen" in german.stderr, german.stderr
        # LC_ALL wins over LANG; C is English, worded as before.
        english = import_in(daybook, email, path, LANG="de_DE.UTF-8", LC_ALL="C")
        assert english.returncode != 0
        assert "nothing was imported. line 4, field value: must be between" in english.stderr, english.stderr
        french = import_in(daybook, email, path, LC_MESSAGES="fr_FR.UTF-8")
        assert "Ligne 4, value\u00a0: Doit être entre" in french.stderr or "Ligne 4, value: Doit être entre" in french.stderr, french.stderr
    finally:
        os.unlink(path)


# Every command speaks the terminal's language; English (LANG=C) reads word for word as before, and what
# scripts read (user list's columns) is the same in every language.

def run(process, *arguments, stdin=None, **locale):
    env = {key: value for key, value in process.env.items() if key not in ("LANG", "LC_ALL", "LC_MESSAGES", "LANGUAGE")}
    env.update(locale)
    return subprocess.run([daybook_binary(), *arguments], cwd=process.work, env=env, input=stdin,
                          capture_output=True, text=True, timeout=600)


GERMAN = {"LANG": "de_DE.UTF-8"}
POLISH = {"LANG": "pl_PL.UTF-8"}
ENGLISH = {"LANG": "C"}


@pytest.fixture
def fresh():
    """A database no command has touched yet (a SQLite file, or a PostgreSQL schema of its own)."""
    return DaybookProcess()


def test_migrate_and_the_user_commands_speak_german(fresh):
    migrated = run(fresh, "migrate", "--yes", **GERMAN)
    assert migrated.returncode == 0, migrated.stderr
    assert "Diese Migrationen werden angewandt:" in migrated.stdout, migrated.stdout
    assert "Fortfahren?" in migrated.stdout and "Migration erfolgreich" in migrated.stdout, migrated.stdout
    again = run(fresh, "migrate", "--yes", **GERMAN)
    assert again.stdout.strip() == "Keine neuen Migrationen.", again.stdout

    listed = run(fresh, "user", "list", **GERMAN)
    assert listed.returncode == 0, listed.stderr
    assert listed.stdout.strip() == "Noch keine Konten. Eines anlegen mit: daybook user create EMAIL"

    email = f"terminal-{uuid.uuid4().hex[:8]}@example.org"
    created = run(fresh, "user", "create", email, "--password-stdin", stdin=PASSWORD + "\n", **GERMAN)
    assert created.returncode == 0, created.stderr
    assert created.stdout.startswith(f"{email} angelegt ("), created.stdout
    taken = run(fresh, "user", "create", email, "--password-stdin", stdin=PASSWORD + "\n", **GERMAN)
    assert taken.returncode != 0
    assert "daybook: email: Ist schon vergeben." in taken.stderr, taken.stderr
    short = run(fresh, "user", "create", "kurz@example.org", "--password-stdin", stdin="kurz\n", **GERMAN)
    assert short.returncode != 0
    assert "password: Muss mindestens" in short.stderr, short.stderr

    reset = run(fresh, "user", "reset-password", email, "--password-stdin", stdin="ein anderes langes Passwort\n", **GERMAN)
    assert reset.returncode == 0, reset.stderr
    assert reset.stdout.strip() == f"Neues Passwort für {email} gesetzt; seine API-Tokens wurden widerrufen.", reset.stdout
    nobody = run(fresh, "user", "reset-password", "niemand@example.org", "--password-stdin", stdin=PASSWORD + "\n", **GERMAN)
    assert nobody.returncode != 0
    assert "email: Kein Konto hat die E-Mail-Adresse niemand@example.org." in nobody.stderr, nobody.stderr

    # The columns are for scripts: the same in every language.
    german_list, english_list = run(fresh, "user", "list", **GERMAN), run(fresh, "user", "list", **ENGLISH)
    assert german_list.stdout == english_list.stdout
    assert german_list.stdout.split("\n")[0].split("\t")[:3] == [email, email.split("@")[0], "UTC"], german_list.stdout


def test_english_reads_as_it_always_has(fresh):
    migrated = run(fresh, "migrate", "--yes", **ENGLISH)
    assert "The following migration(s) will be prepared:" in migrated.stdout, migrated.stdout
    assert "Would you like to continue?" in migrated.stdout and "Migration successful" in migrated.stdout, migrated.stdout
    assert run(fresh, "migrate", "--yes", **ENGLISH).stdout.strip() == "No new migrations."
    listed = run(fresh, "user", "list", **ENGLISH)
    assert listed.stdout.strip() == "No accounts yet. Create one with: daybook user create EMAIL"

    email = f"terminal-{uuid.uuid4().hex[:8]}@example.org"
    created = run(fresh, "user", "create", email, "--password-stdin", stdin=PASSWORD + "\n")  # no locale at all
    assert created.stdout.startswith(f"Created {email} ("), created.stdout
    short = run(fresh, "user", "create", "short@example.org", "--password-stdin", stdin="short\n", **ENGLISH)
    assert short.returncode != 0
    assert "daybook: password: must be at least" in short.stderr, short.stderr
    reset = run(fresh, "user", "reset-password", email, "--password-stdin", stdin="another long password\n", LC_ALL="C", LANG="de_DE.UTF-8")
    assert reset.stdout.strip() == f"New password set for {email}; its API tokens were revoked.", reset.stdout
    helped = run(fresh, "user", "create", "--help", **ENGLISH)
    assert "The email address to log in with" in helped.stdout and "Create an account" in helped.stdout, helped.stdout


def test_a_commands_help_is_german(fresh):
    helped = run(fresh, "user", "create", "--help", **GERMAN)
    assert helped.returncode == 0, helped.stderr
    assert "Ein Konto anlegen" in helped.stdout, helped.stdout
    assert "Die E-Mail-Adresse für die Anmeldung" in helped.stdout, helped.stdout
    assert "IANA-Zeitzone, z. B. Europe/Berlin (Standard: UTC)" in helped.stdout, helped.stdout
    # ConsoleKit's own headings too; the names of arguments and options stay as they are typed.
    headings = [line.split(" ")[0] for line in helped.stdout.splitlines() if line and not line.startswith(" ")]
    assert headings[0] == "Aufruf:" and {"Argumente:", "Optionen:", "Schalter:"} <= set(headings), helped.stdout
    assert "<email> [--name] [--time-zone] [--password-stdin]" in helped.stdout, helped.stdout
    listed = run(fresh, "--help", **GERMAN)
    assert "Konten anlegen, auflisten und ihr Passwort zurücksetzen" in listed.stdout, listed.stdout
    assert "Befehle:" in listed.stdout and "Zeigt alle registrierten Adressen." in listed.stdout, listed.stdout
    assert "Mehr zu einem Befehl: `" in listed.stdout and "for more information" not in listed.stdout, listed.stdout
    english = run(fresh, "--help", **ENGLISH)
    assert "Commands:" in english.stdout and "` for more information on a command." in english.stdout, english.stdout
    assert "Displays all registered routes." in english.stdout, english.stdout


def test_a_bad_option_value_is_told_in_german(fresh):
    bad = run(fresh, "cycle", "backtest", "--people", "viele", **GERMAN)
    assert bad.returncode != 0
    assert "--people: Muss eine ganze Zahl sein." in bad.stderr, bad.stderr
    out_of_range = run(fresh, "cycle", "backtest", "--people", "0", **GERMAN)
    assert out_of_range.returncode != 0
    assert "--people: " in out_of_range.stderr and "people must be" not in out_of_range.stderr, out_of_range.stderr


def test_counts_take_polish_plural_forms(fresh):
    # one, few and many: "1 symulowana kobieta", "2 symulowane kobiety", "5 symulowanych kobiet".
    for people, words in [(1, "1 symulowana kobieta"), (2, "2 symulowane kobiety"), (5, "5 symulowanych kobiet")]:
        done = run(fresh, "cycle", "backtest", "--people", str(people), "--seed", "7", **POLISH)
        assert done.returncode == 0, done.stderr
        assert done.stdout.startswith("Test wsteczny: " + words + " na populację"), done.stdout
    generated = run(fresh, "generate", "--users", "2", "--years", "1", "--glucose-per-user", "10", "--today", "2026-03-01", **POLISH)
    assert generated.returncode == 0, generated.stderr
    assert "\nWygenerowano: 2 konta, 20 pomiarów glikemii i " in generated.stdout, generated.stdout
    assert " s." in generated.stdout and "Zaloguj się jako " in generated.stdout, generated.stdout


def test_the_demo_account_is_announced_in_german(fresh):
    made = run(fresh, "demo", **GERMAN)
    assert made.returncode == 0, made.stderr
    assert "\nDemokonto: demo@" in made.stdout, made.stdout
    assert " / Passwort: " in made.stdout, made.stdout
    again = run(fresh, "demo", **ENGLISH)
    assert "The demo account exists already; --replace creates it anew." in again.stdout, again.stdout
    assert "Demo account: " in again.stdout and " / password: " in again.stdout, again.stdout

# Line 3 weighs in stones, a unit HealthKit never writes: a message that used to be English only.
APPLE_HEALTH_STONES = """<?xml version="1.0" encoding="UTF-8"?>
<HealthData locale="en_US">
 <Record type="HKQuantityTypeIdentifierBodyMass" sourceName="S" unit="stone" startDate="2024-01-01 08:00:00 +0100" endDate="2024-01-01 08:00:00 +0100" value="11"/>
</HealthData>
"""


def test_a_file_the_importer_cannot_read_is_explained_in_the_terminals_language(daybook):
    email, path = account_and_file(daybook, APPLE_HEALTH_STONES)
    try:
        german = import_in(daybook, email, path, LANG="de_DE.UTF-8")
        assert german.returncode != 0
        assert 'Nichts wurde importiert. Zeile 3, unit: Unbekannte Einheit für Gewicht: "stone".' in german.stderr, german.stderr
        english = import_in(daybook, email, path, LC_ALL="C")
        assert 'nothing was imported. line 3, field unit: unknown weight unit "stone"' in english.stderr, english.stderr
        polish = import_in(daybook, email, path, LANG="pl_PL.UTF-8")
        assert 'Nic nie zaimportowano. Wiersz 3, unit: Nieznana jednostka wagi: "stone".' in polish.stderr, polish.stderr
    finally:
        os.unlink(path)
