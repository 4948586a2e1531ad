"""Moods on a phone: the demo account's year in pixels shows a year of moods, one labelled square per day, with a
legend that names each mood beside its colour; the month view is a calendar whose days link to their pages; both say
in words what the moods add up to. At 360 px, light and dark, in English and German, nothing overflows sideways.
Set DAYBOOK_SCREENSHOTS to a folder to keep the screens as PNG files."""
import calendar
import datetime
import importlib.util
import os
import subprocess

import pytest
import requests
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

import local_day

# The server helpers of Tests/conftest.py, by path: this folder's own conftest.py has the same module name.
_spec = importlib.util.spec_from_file_location("daybook_servers", os.path.join(os.path.dirname(__file__), "..", "conftest.py"))
servers = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(servers)

DEMO_EMAIL = "demo@daybook.local"
DEMO_PASSWORD = "daybook-demo"
WORDS = {
    "en": {"legend": "Great", "insights": "What your moods say", "none": "no mood logged", "link": "Moods by month and year"},
    "de": {"legend": "Großartig", "insights": "Was deine Stimmungen zeigen", "none": "keine Stimmung eingetragen",
           "link": "Stimmungen nach Monat und Jahr"},
}


@pytest.fixture(scope="module")
def demo():
    """A server of its own whose database holds the demo account, made by `daybook demo` as a person would."""
    process = servers.DaybookProcess()
    subprocess.run([servers.daybook_binary(), "demo"], cwd=process.work, env=process.env, check=True, capture_output=True, timeout=900)
    process.start()
    yield process.base
    process.stop()


def log_in_as_demo(base, browser, language, dark):
    token = requests.post(base + "/api/v1/tokens", json={"email": DEMO_EMAIL, "password": DEMO_PASSWORD}).json()["token"]
    assert requests.patch(base + "/api/v1/me", headers={"Authorization": "Bearer " + token}, json={"language": language}).status_code == 200
    browser.delete_all_cookies()
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 360, "height": 780, "deviceScaleFactor": 1, "mobile": True})
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]})
    browser.get(base + "/login")
    browser.find_element(By.ID, "email").send_keys(DEMO_EMAIL)
    browser.find_element(By.ID, "password").send_keys(DEMO_PASSWORD)
    browser.find_element(By.CSS_SELECTOR, "main form button[type=submit]").click()
    WebDriverWait(browser, 10).until(lambda b: b.find_elements(By.CSS_SELECTOR, "nav.tabs"))
    return token


def shoot(browser, name):
    folder = os.environ.get("DAYBOOK_SCREENSHOTS")
    if folder:
        os.makedirs(folder, exist_ok=True)
        browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 360, "height": 780, "deviceScaleFactor": 1, "mobile": True})
        height = browser.execute_script("return document.documentElement.scrollHeight")
        browser.set_window_size(360, height)
        browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 360, "height": height, "deviceScaleFactor": 1, "mobile": True})
        browser.save_screenshot(os.path.join(folder, name + ".png"))
        browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 360, "height": 780, "deviceScaleFactor": 1, "mobile": True})


def fits(browser):
    return browser.execute_script("return document.documentElement.scrollWidth") <= 360


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("dark", [False, True])
def test_the_demo_year_in_pixels_shows_a_year_of_moods(demo, browser, language, dark):
    words = WORDS[language]
    token = log_in_as_demo(demo, browser, language, dark)
    browser.get(demo + "/insights")
    link = browser.find_element(By.XPATH, f"//main//a[contains(., '{words['link']}')]")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", link)
    link.click()
    WebDriverWait(browser, 10).until(lambda b: "/insights/mood" in b.current_url)
    year_chip = browser.find_element(By.CSS_SELECTOR, "nav.chips a[href*='view=year']")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", year_chip)
    year_chip.click()
    WebDriverWait(browser, 10).until(lambda b: "view=year" in b.current_url)

    today = local_day.today(local_day.zone_of(demo, token))  # the demo person's, in her zone
    squares = browser.find_elements(By.CSS_SELECTOR, "table.pixels span.px[role=img]")
    assert len(squares) == (366 if calendar.isleap(today.year) else 365)
    labels = [square.get_attribute("aria-label") for square in squares]
    assert all(label and ": " in label for label in labels)
    coloured = browser.find_elements(By.CSS_SELECTOR, "table.pixels span.px[role=img]:not(.none)")
    days_so_far = today.timetuple().tm_yday
    # The demo logs a mood on most days, not on every one.
    assert 0.8 * days_so_far <= len(coloured) < days_so_far + 1, (len(coloured), days_so_far)
    assert sum(1 for label in labels if label.endswith(words["none"])) >= len(squares) - days_so_far
    # Twelve months fit a phone: no sideways scrolling, every column on screen.
    assert fits(browser)
    right = browser.execute_script("return Math.max(...[...document.querySelectorAll('table.pixels td')].map(td => td.getBoundingClientRect().right))")
    assert right <= 360, right
    legend = browser.find_elements(By.CSS_SELECTOR, "ul.mood-legend li")
    assert len(legend) == 10 and words["legend"] in legend[0].text
    assert words["insights"] in browser.find_element(By.ID, "mood-words").text
    # The squares' colours differ by mood and stand out from the card.
    colours = browser.execute_script(
        "return [...new Set([...document.querySelectorAll('ul.mood-legend .px:not(.none)')].map(e => getComputedStyle(e).backgroundColor))]")
    assert len(colours) == 9, colours
    shoot(browser, f"mood-year-{language}-{'dark' if dark else 'light'}")

    previous = browser.find_element(By.CSS_SELECTOR, "a[rel=prev]")
    assert f"year={today.year - 1}" in previous.get_attribute("href")


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("dark", [False, True])
def test_the_month_view_links_each_day_to_its_page(demo, browser, language, dark):
    words = WORDS[language]
    token = log_in_as_demo(demo, browser, language, dark)
    month = local_day.today(local_day.zone_of(demo, token)).replace(day=1) - datetime.timedelta(days=1)  # last month: a whole one
    browser.get(demo + f"/insights/mood?month={month:%Y-%m}")
    days = browser.find_elements(By.CSS_SELECTOR, ".mood-month a[href^='/day/']")
    assert len(days) == month.day
    assert all(day.get_attribute("aria-label") for day in days)
    moods = browser.find_elements(By.CSS_SELECTOR, ".mood-month a .px:not(.none)")
    assert len(moods) >= 0.8 * month.day
    assert fits(browser)
    for cell in days:  # 44 px to tap, even at 360 px
        box = browser.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.width, r.height]", cell)
        assert box[0] >= 40 and box[1] >= 40, box
    sentences = browser.find_elements(By.CSS_SELECTOR, "#mood-words ~ p, #mood-words + p, section[aria-labelledby=mood-words] p")
    assert any(s.text for s in sentences)
    shoot(browser, f"mood-month-{language}-{'dark' if dark else 'light'}")

    target = days[14]
    date = target.get_attribute("href").rsplit("/", 1)[-1]
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", target)
    target.click()
    WebDriverWait(browser, 10).until(lambda b: b.current_url.endswith("/day/" + date))
    assert browser.find_element(By.TAG_NAME, "main")
