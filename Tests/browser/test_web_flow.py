"""The web app in a real browser, as a person uses it on a phone."""
import datetime
import uuid

from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions
from selenium.webdriver.support.ui import Select, WebDriverWait

import local_day
from test_numbers import shoot


def click(driver, element):
    """Clicks like a thumb would (after scrolling the element clear of the tab bar), then waits
    until the browser has left the page, so the next look is at the new one."""
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    page = driver.find_element(By.TAG_NAME, "html")
    element.click()
    wait_until_gone(driver, page)


def wait_until_gone(driver, element, seconds=10):
    """Waits until the page holding the element has been replaced. While the old page is torn down
    chromium may answer "node does not belong to the document" instead of "stale": look again then."""
    WebDriverWait(driver, seconds, ignored_exceptions=(WebDriverException,)).until(expected_conditions.staleness_of(element))


def submit(driver, form="main form"):
    click(driver, driver.find_element(By.CSS_SELECTOR, form + " button[type=submit]"))


def test_sign_up_onboard_log_and_see_predictions(server, browser):
    email = f"web-{uuid.uuid4().hex[:8]}@example.org"
    browser.get(server + "/")
    assert browser.current_url.endswith("/login")  # every page needs a session

    browser.get(server + "/signup")
    browser.find_element(By.ID, "displayName").send_keys("Ada")
    browser.find_element(By.ID, "email").send_keys(email)
    browser.find_element(By.ID, "password").send_keys("short")
    browser.find_element(By.ID, "timeZone").clear()
    zone = local_day.midday_zone()
    browser.find_element(By.ID, "timeZone").send_keys(zone)
    submit(browser)
    # A bad field: the message stands next to it and what was typed is kept.
    assert "at least 10 characters" in browser.find_element(By.ID, "password-error").text
    assert browser.find_element(By.ID, "email").get_attribute("value") == email
    browser.find_element(By.ID, "password").send_keys("correct horse battery")
    submit(browser)

    assert browser.current_url.endswith("/onboarding")
    today = local_day.today(zone)
    last = today - datetime.timedelta(days=20)
    browser.execute_script("document.getElementById('initialPeriodStart').value = arguments[0]", last.isoformat())
    # The textbook lengths are there to start from, and the tracking list reads as a list of choices.
    assert browser.find_element(By.ID, "initialPeriodLength").get_attribute("value") == "5"
    assert browser.find_element(By.ID, "averageCycleLength").get_attribute("value") == "28"
    tracking = browser.find_element(By.CSS_SELECTOR, "fieldset.onboarding-tracking")
    assert tracking.value_of_css_property("border-top-width") == "0px"
    assert tracking.value_of_css_property("display") == "grid"
    assert browser.execute_script("return document.documentElement.scrollWidth") <= browser.execute_script("return window.innerWidth")
    shoot(browser, "onboarding")
    submit(browser)
    assert "Hello, Ada" in browser.find_element(By.TAG_NAME, "h1").text

    # Log flow on five days of the last period.
    for offset in range(5):
        day = last + datetime.timedelta(days=offset)
        browser.get(server + "/log?date=" + day.isoformat())
        chip = browser.find_element(By.CSS_SELECTOR, "#day-flow input[value='%s'] + span" % ("HEAVY" if offset < 2 else "LIGHT"))
        browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", chip)
        chip.click()
        submit(browser, "form[action='/log/day']")
        assert "saved=day" in browser.current_url

    # The calendar shows the logged days and a predicted next period.
    next_start = last + datetime.timedelta(days=28)
    browser.get(server + "/calendar?month=" + next_start.strftime("%Y-%m"))
    cell = browser.find_element(By.CSS_SELECTOR, f"a[data-date='{next_start.isoformat()}']")
    assert "predicted" in cell.get_attribute("class")
    browser.get(server + "/calendar?month=" + last.strftime("%Y-%m"))
    logged = browser.find_element(By.CSS_SELECTOR, f"a[data-date='{last.isoformat()}']")
    assert "flow" in logged.get_attribute("class")

    # Stress three times; the slider goes back to 5 after each.
    for level in ["3", "7", "8"]:
        browser.get(server + "/log")
        slider = browser.find_element(By.ID, "stress-level")
        browser.execute_script("arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('input'))", slider, level)
        submit(browser, "form[action='/log/stress']")
        assert browser.find_element(By.ID, "stress-level").get_attribute("value") == "5"
    browser.get(server + "/")
    assert browser.find_element(By.ID, "mean-stress").text == "6"  # (3 + 7 + 8) / 3

    # The insights page: this week's average of the three, its chart drawn, and honest "not enough data".
    browser.get(server + "/insights")
    assert browser.find_element(By.ID, "stress-average").text == "6"
    chart = browser.find_element(By.CSS_SELECTOR, "#stress-chart svg.dbc")
    assert len(chart.find_elements(By.CSS_SELECTOR, "circle")) >= 1  # the days' points, drawn in the page
    assert chart.find_element(By.TAG_NAME, "title").get_attribute("textContent") and "No data" not in chart.text
    # No daily metrics yet: what goes with stress is one line with the way to start, not empty charts.
    empty = browser.find_element(By.ID, "correlations-empty")
    assert "Not enough data yet" in empty.text
    assert empty.find_element(By.TAG_NAME, "a").get_attribute("href").endswith("/log#metrics")

    # German.
    browser.get(server + "/settings")
    Select(browser.find_element(By.ID, "profile-language")).select_by_value("de")
    submit(browser, "form[action='/settings']")
    assert browser.find_element(By.TAG_NAME, "html").get_attribute("lang") == "de"
    assert "Optionen" in browser.find_element(By.TAG_NAME, "h1").text
    browser.get(server + "/")
    assert "Hallo, Ada" in browser.find_element(By.TAG_NAME, "h1").text

    # Log out: protected pages send you to the log-in page.
    click(browser, browser.find_element(By.CSS_SELECTOR, "header form button"))
    assert browser.current_url.endswith("/login")
    browser.get(server + "/calendar")
    assert browser.current_url.endswith("/login")
