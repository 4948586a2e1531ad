"""The cycle report for the doctor, printed as Chromium prints it: six cycles with flow, cramps,
temperatures and mucus fit on at most three A4 pages; no navigation or button is printed; each chart
stays on the page of its heading. And a day page prints without its Edit buttons and the bell.
Set DAYBOOK_SCREENSHOTS to a folder to keep the screen and the printed pages as PNG files."""
import base64
import datetime
import os
import subprocess
import tempfile

import pytest
import requests
from selenium.webdriver.common.by import By

from test_numbers import shoot
from test_phone_shell import log_in

A4 = {"paperWidth": 8.27, "paperHeight": 11.69, "printBackground": True}
# Words of the app around a page that must not be on paper.
CHROME = {
    "en": ["Print or save as PDF", "Log out", "Settings", "History", "Insights", "Skip to content", "Edit"],
    "de": ["Drucken oder als PDF speichern", "Abmelden", "Optionen", "Verlauf", "Analysen", "Zum Inhalt", "Bearbeiten"],
}
TITLE = {"en": "Cycle report", "de": "Zyklusbericht"}
LENGTHS = [28, 31, 27, 29, 26, 30]


def seed_six_cycles(server, token):
    """Six cycles before the one under way (which began five days ago): periods of five days with
    cramps on the first two, a waking temperature every day that rises after ovulation, and mucus."""
    api = requests.Session()
    api.headers["Authorization"] = "Bearer " + token
    assert api.patch(server + "/api/v1/me", json={"tracking": {"trackTemperature": True, "trackMucus": True}}).status_code == 200
    today = datetime.date.today()
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
            r = api.post(server + "/api/v1/temperature", json={"value": round(celsius, 2), "unit": "C", "time": f"{date}T06:30:00Z"})
            assert r.status_code == 201, r.text
            if 5 <= day:
                fertile = ovulation - 4 <= day <= ovulation
                mucus = {"feeling": "slippery", "texture": "eggWhite"} if fertile else {"feeling": "dry", "texture": "none"}
                assert api.put(server + f"/api/v1/days/{date}/fertility", json={"mucus": mucus}).status_code == 200
    return starts


def print_pdf(browser, folder, name):
    """Chromium's own print to PDF, A4; returns the file, its page count and each page's text."""
    pdf = base64.b64decode(browser.execute_cdp_cmd("Page.printToPDF", A4)["data"])
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
    today = datetime.date.today().isoformat()
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
