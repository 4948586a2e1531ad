"""The cycle report for the doctor, printed as Chromium prints it: six cycles with flow, cramps,
temperatures and mucus fit on at most three A4 pages; no navigation or button is printed; each chart
stays on the page of its heading. The glucose report of 14 days of a CGM prints on at most three A4
pages the same way, in English with mg/dL and in German with mmol/L. And a day page prints without
its Edit buttons and the bell.
Set DAYBOOK_SCREENSHOTS to a folder to keep the screen and the printed pages as PNG files."""
import base64
import datetime
import hashlib
import math
import os
import subprocess
import tempfile

import pytest
import requests
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

import local_day
from test_numbers import shoot
from test_phone_shell import log_in

A4 = {"paperWidth": 8.27, "paperHeight": 11.69, "printBackground": True}
LETTER = {"paperWidth": 8.5, "paperHeight": 11, "printBackground": True}
# Words of the app around a page that must not be on paper.
CHROME = {
    "en": ["Print or save as PDF", "Log out", "Settings", "History", "Insights", "Skip to content", "Edit"],
    "de": ["Drucken oder als PDF speichern", "Abmelden", "Optionen", "Verlauf", "Analysen", "Zum Inhalt", "Bearbeiten"],
}
TITLE = {"en": "Cycle report", "de": "Zyklusbericht"}
GLUCOSE_TITLE = {"en": "Glucose report", "de": "Glukosebericht"}
GLUCOSE_WORDS = {"en": ["Time in range 70–180 mg/dL", "more than 70 %", "Ambulatory glucose profile", "Daily glucose profiles",
                        "Glycemia risk index", "Insulin (units)", "lowest"],
                 "de": ["Zeit im Zielbereich 3,9–10,0 mmol/L", "mehr als 70 %", "Ambulantes Glukoseprofil", "Glukoseprofile der Tage",
                        "Glykämie-Risikoindex", "Insulin (Einheiten)", "tiefster Wert"]}
LENGTHS = [28, 31, 27, 29, 26, 30]


def seed_six_cycles(server, token):
    """Six cycles before the one under way (which began five days ago): periods of five days with
    cramps on the first two, a waking temperature every day that rises after ovulation, and mucus."""
    api = requests.Session()
    api.headers["Authorization"] = "Bearer " + token
    assert api.patch(server + "/api/v1/me", json={"tracking": {"trackTemperature": True, "trackMucus": True}}).status_code == 200
    zone = local_day.zone_of(server, token)
    today = local_day.today(zone)
    start = today - datetime.timedelta(days=5)
    starts = []
    for length in reversed(LENGTHS):
        start -= datetime.timedelta(days=length)
        starts.insert(0, (start, length))
    starts.append((today - datetime.timedelta(days=5), 6))
    for start, length in starts:
        for day in range(length):
            date = start + datetime.timedelta(days=day)
            if date > today:
                break
            symptoms = {}
            if day < 5:
                symptoms["flow"] = ["HEAVY", "HEAVY", "MEDIUM", "LIGHT", "SPOTTING"][day]
            if day < 2:
                symptoms["cramps"] = ["TERRIBLE", "BAD"][day]
            if symptoms:
                assert api.put(server + f"/api/v1/days/{date}/symptoms", json=symptoms).status_code == 200
            ovulation = length - 14
            celsius = 36.3 + (day % 3) * 0.05 if day <= ovulation else 36.75 + (day % 2) * 0.05
            r = api.post(server + "/api/v1/temperature", json={"value": round(celsius, 2), "unit": "C", "time": local_day.at(zone, date, "06:30")})
            assert r.status_code == 201, r.text
            if 5 <= day:
                fertile = ovulation - 4 <= day <= ovulation
                mucus = {"feeling": "slippery", "texture": "eggWhite"} if fertile else {"feeling": "dry", "texture": "none"}
                assert api.put(server + f"/api/v1/days/{date}/fertility", json={"mucus": mucus}).status_code == 200
    return starts


def print_pdf(browser, folder, name, paper=A4):
    """Chromium's own print to PDF, A4 unless told; returns the file, its page count and each page's text."""
    pdf = base64.b64decode(browser.execute_cdp_cmd("Page.printToPDF", paper)["data"])
    path = os.path.join(folder, name + ".pdf")
    with open(path, "wb") as file:
        file.write(pdf)
    info = subprocess.run(["pdfinfo", path], capture_output=True, text=True, check=True).stdout
    pages = int(next(line.split()[-1] for line in info.splitlines() if line.startswith("Pages:")))
    texts = [subprocess.run(["pdftotext", "-layout", "-f", str(page), "-l", str(page), path, "-"], capture_output=True, text=True,
                            check=True).stdout for page in range(1, pages + 1)]
    shots = os.environ.get("DAYBOOK_SCREENSHOTS")
    if shots:
        os.makedirs(shots, exist_ok=True)
        subprocess.run(["pdftoppm", "-png", "-r", "60", path, os.path.join(shots, name)], check=True)
    return path, pages, texts


@pytest.mark.parametrize("dark", [False, True])
@pytest.mark.parametrize("language", ["en", "de"])
def test_six_cycles_print_on_three_a4_pages_without_the_app_around_them(server, browser, language, dark):
    token = log_in(server, browser, language)
    seed_six_cycles(server, token)
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]})
    browser.get(server + "/cycle")
    browser.find_element(By.ID, "report-link").click()
    assert browser.current_url.endswith("/reports/cycle")
    assert browser.find_element(By.TAG_NAME, "h1").text == TITLE[language]
    # On screen: the print button (shown by the script), no tab bar, and nothing wider than the phone.
    assert browser.find_element(By.CSS_SELECTOR, "button[data-print]").is_displayed()
    assert not browser.find_elements(By.CSS_SELECTOR, "nav.tabs, a.bell")
    assert browser.execute_script("return document.documentElement.scrollWidth") <= browser.execute_script("return window.innerWidth")
    rows = browser.find_elements(By.CSS_SELECTOR, "#report-table tbody tr")
    assert len(rows) == 6
    charts = browser.find_elements(By.CSS_SELECTOR, ".report-charts .report-chart")
    assert len(charts) == 6
    grid_rows = browser.execute_script("return new Set([...document.querySelectorAll('svg.dbc-flow-pain rect[data-day=\"1\"]')]).size")
    assert grid_rows == 6
    # Each chart of signs says its scale's unit, and one key names every mark they draw.
    units = [t.text for t in browser.find_elements(By.CSS_SELECTOR, ".report-charts svg text.dbc-unit")]
    assert units == ["°C"] * 6, units
    key = browser.find_elements(By.CSS_SELECTOR, "#signs-key span")
    assert len(key) == 8 and all(k.find_element(By.TAG_NAME, "svg") for k in key), [k.text for k in key]
    assert "°C" in key[0].text, key[0].text
    mode = f"{language}-{'dark' if dark else 'light'}"
    shoot(browser, f"report-cycle-screen-{mode}")

    # Printed: each chart and its heading one block that does not break, the headings kept with what follows.
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print", "features": [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]})
    blocks = browser.execute_script("""return [...document.querySelectorAll('.report-chart')].map(b => [
        getComputedStyle(b).breakInside, !!b.querySelector('h2, h3'), !!b.querySelector('svg')])""")
    assert blocks and all(block == ["avoid", True, True] for block in blocks), blocks
    assert all(browser.execute_script("return getComputedStyle(arguments[0]).breakAfter", h) == "avoid"
               for h in browser.find_elements(By.CSS_SELECTOR, "main h2, main h3"))
    background = browser.execute_script("return getComputedStyle(document.body).backgroundColor")
    assert background == "rgb(255, 255, 255)", background
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]})

    folder = tempfile.mkdtemp(prefix="daybook-report-")
    _, pages, texts = print_pdf(browser, folder, f"report-cycle-{mode}")
    assert pages <= 3, pages
    text = "\n".join(texts)
    assert TITLE[language] in text and "Ada" in text
    for word in CHROME[language]:
        assert word not in text, word
    # Each chart's heading is on one page only, the page its chart's summary line is on.
    headings = [chart.find_element(By.TAG_NAME, "h3").text for chart in charts]
    summaries = [chart.find_element(By.TAG_NAME, "p").text for chart in charts]
    for heading, summary in zip(headings, summaries):
        on = [index for index, page in enumerate(texts) if heading.split(" · ")[0] in page]
        assert len(on) == 1, (heading, on)
        assert summary.split(" · ")[0] in " ".join(texts[on[0]].split()), (heading, summary)


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_printed_day_has_no_buttons_and_no_bell(server, browser, language):
    token = log_in(server, browser, language)
    api = {"Authorization": "Bearer " + token}
    today = local_day.today(local_day.zone_of(server, token)).isoformat()
    requests.put(server + f"/api/v1/days/{today}/symptoms", headers=api, json={"flow": "MEDIUM", "mood": "HAPPY"})
    requests.put(server + f"/api/v1/days/{today}/metrics", headers=api, json={"sleep": 7})
    requests.post(server + "/api/v1/stress", headers=api, json={"level": 5, "note": "a busy day"})
    browser.get(server + f"/day/{today}")
    assert browser.find_elements(By.CSS_SELECTOR, "a.button, a.bell")
    folder = tempfile.mkdtemp(prefix="daybook-day-")
    _, pages, texts = print_pdf(browser, folder, f"day-{language}")
    text = "\n".join(texts)
    assert "a busy day" in text
    for word in CHROME[language] + ["→", "←"]:
        assert word not in text, word


def seed_fourteen_days_of_cgm(server, token):
    """A reading every 5 minutes for 14 days through the person's Nightscout endpoint (in bulk, as a CGM
    uploader sends them): a daily curve with a rise after each meal, a night low every fourth day; and
    three meals with a bolus each on every day."""
    api = requests.Session()
    api.headers["Authorization"] = "Bearer " + token
    settings = api.get(server + "/api/v1/nightscout").json()
    nightscout = {"api-secret": hashlib.sha1(settings["secret"].encode()).hexdigest()}
    now = local_day.now(local_day.zone_of(server, token)).replace(second=0)
    # From 14 days before today (hers): the report's default is the 14 complete days before today.
    first = (now - datetime.timedelta(days=14)).replace(hour=0, minute=0)
    entries = []
    time = first
    while time <= now:
        day = (time - first).days
        minutes = time.hour * 60 + time.minute
        value = 125 + 35 * math.sin((minutes - 480) / 1440 * 2 * math.pi)
        for meal in (7 * 60, 12 * 60 + 30, 19 * 60):
            if 0 <= minutes - meal < 150:
                value += 90 * math.sin((minutes - meal) / 150 * math.pi)
        if day % 4 == 1 and 2 * 60 <= minutes < 3 * 60:
            value = 58
        entries.append({"type": "sgv", "sgv": round(value), "date": int(time.timestamp() * 1000), "dateString": time.isoformat()})
        time += datetime.timedelta(minutes=5)
    for start in range(0, len(entries), 1000):
        r = requests.post(settings["baseUrl"] + "/api/v1/entries", headers=nightscout, json=entries[start:start + 1000], timeout=120)
        assert r.status_code < 300, r.text[:300]
    for day in range(15):
        for hour, carbs, units in ((7, 45, 4.5), (12, 70, 6), (19, 60, 5.5)):
            at = first + datetime.timedelta(days=day, hours=hour)
            if at > now:
                continue
            stamp = at.isoformat()
            assert api.post(server + "/api/v1/insulin", json={"units": units, "kind": "bolus", "time": stamp}).status_code == 201
            assert api.post(server + "/api/v1/meals", json={"name": "Meal", "carbs": carbs, "protein": 15, "fat": 10, "time": stamp}).status_code == 201
    return len(entries)


# English on A4 in a light theme; German on US Letter with the phone in dark mode, which paper ignores.
@pytest.mark.parametrize("language,dark,paper", [("en", False, A4), ("de", True, LETTER)])
def test_fourteen_days_of_glucose_print_on_three_pages_without_the_app_around_them(server, browser, language, dark, paper):
    token = log_in(server, browser, language)
    scheme = [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": scheme})
    unit = "mg/dL" if language == "en" else "mmol/L"
    assert requests.patch(server + "/api/v1/me", headers={"Authorization": "Bearer " + token},
                          json={"glucoseUnit": unit, "tracking": {"trackGlucose": True, "trackInsulin": True, "trackMeals": True}}).status_code == 200
    seed_fourteen_days_of_cgm(server, token)
    browser.get(server + "/insights")
    link = browser.find_element(By.ID, "glucose-report-link")
    # At the top of Insights, not five phone screens down.
    assert link.location["y"] + link.size["height"] <= browser.execute_script("return window.innerHeight"), link.location
    link.click()
    assert browser.current_url.endswith("/reports/glucose")
    assert browser.find_element(By.TAG_NAME, "h1").text == GLUCOSE_TITLE[language]
    assert browser.find_element(By.CSS_SELECTOR, "button[data-print]").is_displayed()
    assert not browser.find_elements(By.CSS_SELECTOR, "nav.tabs, a.bell")
    assert browser.execute_script("return document.documentElement.scrollWidth") <= browser.execute_script("return window.innerWidth")
    days = browser.find_elements(By.CSS_SELECTOR, ".report-days .report-day")
    assert len(days) == 14
    # The AGP on the clinicians' fixed scale, in the reader's unit.
    scale = [t.text for t in browser.find_elements(By.CSS_SELECTOR, "svg.dbc-agp text[text-anchor=end]") if ":" not in t.text]
    assert scale == (["0", "54", "70", "180", "250"] if unit == "mg/dL" else ["0,0", "3,0", "3,9", "10,0", "13,9"]), scale
    assert browser.find_elements(By.CSS_SELECTOR, "svg.dbc-agp polyline.dbc-median")
    assert browser.find_elements(By.CSS_SELECTOR, "svg.dbc-gri circle.dbc-gri-point")
    assert browser.find_elements(By.CSS_SELECTOR, "#report-episode-list li")
    shoot(browser, f"report-glucose-screen-{language}-{'dark' if dark else 'light'}")
    # The dates are chosen on the page: the last seven of the fourteen days.
    to_day = browser.find_element(By.ID, "report-to").get_attribute("value")
    from_day = (datetime.date.fromisoformat(to_day) - datetime.timedelta(days=6)).isoformat()
    browser.execute_script("arguments[0].value = arguments[1]", browser.find_element(By.ID, "report-from"), from_day)
    browser.find_element(By.CSS_SELECTOR, "#report-dates button[type=submit]").click()
    WebDriverWait(browser, 10).until(lambda b: len(b.find_elements(By.CSS_SELECTOR, ".report-days .report-day")) == 7)
    assert f"from={from_day}" in browser.current_url and f"to={to_day}" in browser.current_url
    browser.back()
    WebDriverWait(browser, 10).until(lambda b: len(b.find_elements(By.CSS_SELECTOR, ".report-days .report-day")) == 14)

    # Printed: every chart and its heading one block that does not break; seven day profiles a row.
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print", "features": scheme})
    blocks = browser.execute_script("""return [...document.querySelectorAll('.report-chart')].map(b => [
        getComputedStyle(b).breakInside, !!b.querySelector('h2, h3'), !!b.querySelector('svg')])""")
    assert blocks and all(block == ["avoid", True, True] for block in blocks), blocks
    assert all(browser.execute_script("return getComputedStyle(arguments[0]).breakAfter", h) == "avoid"
               for h in browser.find_elements(By.CSS_SELECTOR, "main h2, main h3"))
    columns = browser.execute_script("return getComputedStyle(document.querySelector('.report-days')).gridTemplateColumns.split(' ').length")
    assert columns == 7, columns
    background = browser.execute_script("return getComputedStyle(document.body).backgroundColor")
    assert background == "rgb(255, 255, 255)", background
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": scheme})

    folder = tempfile.mkdtemp(prefix="daybook-glucose-report-")
    _, pages, texts = print_pdf(browser, folder, f"report-glucose-{language}", paper)
    assert pages <= 3, pages
    text = "\n".join(texts)
    flat = " ".join(text.split())
    assert GLUCOSE_TITLE[language] in text and "Ada" in text
    for words in GLUCOSE_WORDS[language]:
        assert " ".join(words.split()) in flat, words
    for word in CHROME[language]:
        assert word not in text, word
    # The AGP's heading and its note are on one page, and so are the day profiles' heading and the first day.
    for heading in ["reportAGP", "reportDailyProfiles"]:
        title = browser.find_element(By.ID, "report-agp" if heading == "reportAGP" else "report-days").text
        on = [index for index, page in enumerate(texts) if title in " ".join(page.split())]
        assert len(on) == 1, (title, on)
