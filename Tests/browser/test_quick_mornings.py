"""Back-filling mornings on a phone, in German: the morning entry steps its date with ← and saves in
place, so ten mornings take one page load; period days are marked by tapping the calendar."""
import datetime
import re

import pytest
import requests
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

import local_day
from test_log_choices import tap
from test_numbers import shoot
from test_phone_shell import log_in


def api(server, token, path):
    return requests.get(server + path, headers={"Authorization": "Bearer " + token})


def loads(browser):
    """Page loads since the marker was set: a reload makes a new window object, which drops the marker."""
    return browser.execute_script(
        "return window.__daybookMarker === 'set' ? performance.getEntriesByType('navigation').length : -1")


def choose(browser, field, value):
    """Taps the chip of one choice (the radio sits inside its label)."""
    radio = browser.find_element(By.CSS_SELECTOR, f"#morning-{field} input[value='{value}']")
    tap(browser, radio.find_element(By.XPATH, ".."))


def test_ten_mornings_are_back_filled_with_one_page_load(server, browser):
    token = log_in(server, browser, "de")
    tracking = {"trackTemperature": True, "trackMucus": True, "trackOvulationTests": True}
    assert requests.patch(server + "/api/v1/me", headers={"Authorization": "Bearer " + token},
                          json={"tracking": tracking}).status_code == 200
    browser.get(server + "/log")
    browser.execute_script("window.__daybookMarker = 'set'")
    assert loads(browser) == 1
    date = browser.find_element(By.ID, "morning-date")
    today = datetime.date.fromisoformat(date.get_attribute("value"))
    back = browser.find_element(By.CSS_SELECTOR, "#morning [data-step-day='-1']")
    status = browser.find_element(By.CSS_SELECTOR, "#morning .form-status")
    save = browser.find_element(By.CSS_SELECTOR, "#morning form button[type=submit]")
    feelings, textures, tests = ["dry", "nothing", "wet", "slippery"], ["none", "creamy", "eggWhite"], ["negative", "positive", "peak"]
    typed = {}
    for index in range(10):
        tap(browser, back)
        day = (today - datetime.timedelta(days=index + 1)).isoformat()
        WebDriverWait(browser, 10).until(lambda b: b.find_element(By.CSS_SELECTOR, "#morning input[name=shownFor]").get_attribute("value") == day)
        assert date.get_attribute("value") == day
        # The day was empty: the form shows nothing of the day before.
        temperature = browser.find_element(By.ID, "morning-temperature")
        assert temperature.get_attribute("value") == ""
        value = f"36,{40 + index}"
        temperature.send_keys(value)
        choose(browser, "mucusFeeling", feelings[index % 4])
        choose(browser, "mucusTexture", textures[index % 3])
        choose(browser, "ovulationTest", tests[index % 3])
        flow = "MEDIUM" if index < 3 else None
        if flow:
            choose(browser, "flow", flow)
        tap(browser, save)
        WebDriverWait(browser, 10).until(lambda b: status.get_attribute("data-for") == day and status.text.startswith("Für den"))
        assert date.get_attribute("value") == day, "the date stays where the person is back-filling"
        typed[day] = (36.40 + index / 100, feelings[index % 4], textures[index % 3], tests[index % 3], flow)
    shoot(browser, "quick-mornings-de")

    # Forward one day: that day's values come back into the form, in German numbers.
    tap(browser, browser.find_element(By.CSS_SELECTOR, "#morning [data-step-day='1']"))
    ninth = (today - datetime.timedelta(days=9)).isoformat()
    WebDriverWait(browser, 10).until(lambda b: b.find_element(By.CSS_SELECTOR, "#morning input[name=shownFor]").get_attribute("value") == ninth)
    assert browser.find_element(By.ID, "morning-temperature").get_attribute("value") == "36,48"
    tap(browser, save)
    WebDriverWait(browser, 10).until(lambda b: status.get_attribute("data-for") == ninth)
    assert loads(browser) == 1, "the whole back-fill took one page load"

    for day, (celsius, feeling, texture, test, flow) in typed.items():
        morning = api(server, token, f"/api/v1/days/{day}/morning").json()
        assert abs(morning["temperature"]["value"] - celsius) < 1e-9, (day, morning)
        assert morning["mucus"] == {"feeling": feeling, "texture": texture}, (day, morning)
        assert morning["ovulationTest"] == test and morning["flow"] == flow, (day, morning)
        assert len(api(server, token, f"/api/v1/temperature?from={day}&to={day}").json()) == 1, day
        assert len(api(server, token, f"/api/v1/ovulation-tests?from={day}&to={day}").json()) == 1, day


def test_period_days_are_marked_by_tapping_the_calendar(server, browser):
    token = log_in(server, browser, "de")
    today = local_day.today(local_day.zone_of(server, token))
    # Three days of one month, all past.
    first = today - datetime.timedelta(days=6) if today.day > 7 else (today.replace(day=1) - datetime.timedelta(days=20))
    days = [(first + datetime.timedelta(days=offset)).isoformat() for offset in range(3)]
    browser.get(server + "/calendar?month=" + days[0][:7])
    browser.execute_script("window.__daybookMarker = 'set'")
    mark = browser.find_element(By.ID, "mark-period")
    assert mark.text == "Periodentage markieren"
    tap(browser, mark)
    assert mark.get_attribute("aria-pressed") == "true"
    for day in days:
        cell = browser.find_element(By.CSS_SELECTOR, f".month a[data-date='{day}']")
        tap(browser, cell)
        WebDriverWait(browser, 10).until(lambda b: cell.get_attribute("data-flow") == "MEDIUM")
        assert "flow" in cell.get_attribute("class").split()
    shoot(browser, "calendar-marking-de")
    marked = days
    for day in marked:
        assert api(server, token, f"/api/v1/days/{day}/symptoms").json()["flow"] == "MEDIUM", day
    # A marked day tapped again loses its flow.
    cell = browser.find_element(By.CSS_SELECTOR, f".month a[data-date='{marked[0]}']")
    tap(browser, cell)
    WebDriverWait(browser, 10).until(lambda b: cell.get_attribute("data-flow") is None)
    assert api(server, token, f"/api/v1/days/{marked[0]}/symptoms").status_code == 404
    assert loads(browser) == 1
    # Out of the mode a tap opens the day, as before.
    tap(browser, mark)
    tap(browser, browser.find_element(By.CSS_SELECTOR, f".month a[data-date='{marked[1]}']"))
    WebDriverWait(browser, 10).until(lambda b: "/day/" + marked[1] in b.current_url)


@pytest.mark.parametrize("region,pattern", [("en-GB", r"Saved for \d{1,2} [A-Z][a-z]+ \d{4}"), ("en-US", r"Saved for [A-Z][a-z]+ \d{1,2}, \d{4}")])
def test_dates_the_page_writes_follow_the_browsers_region(server, browser, region, pattern):
    """The English pages read by a British browser write "5 December 2026", as the server does, not the
    American "December 5, 2026"; an American browser keeps its own order."""
    browser.execute_cdp_cmd("Emulation.setLocaleOverride", {"locale": region})
    try:
        token = log_in(server, browser, "en")
        assert requests.patch(server + "/api/v1/me", headers={"Authorization": "Bearer " + token},
                              json={"tracking": {"trackTemperature": True}}).status_code == 200
        browser.get(server + "/log")
        browser.find_element(By.ID, "morning-temperature").send_keys("36.5")
        tap(browser, browser.find_element(By.CSS_SELECTOR, "#morning form button[type=submit]"))
        status = browser.find_element(By.CSS_SELECTOR, "#morning .form-status")
        WebDriverWait(browser, 10).until(lambda b: status.get_attribute("data-for"))
        assert re.fullmatch(pattern, status.text.strip().rstrip(".")), status.text
    finally:
        browser.execute_cdp_cmd("Emulation.setLocaleOverride", {})
