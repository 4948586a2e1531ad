"""Insights on a phone: charts drawn inline that fit the screen and follow dark mode, labels of 12 px or
more, a day/week/month switch, correlations as sentences, and the glucose report's time in ranges.
Before, 360 px chart images in padded cards overflowed the page, were black on navy in dark mode, had
9–10 px labels and said "r = -0.51, r² = 0.26, p < 0.001"."""
import datetime

import requests
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

import local_day
from test_phone_shell import log_in


def test_insights_fit_the_phone_and_speak_plainly(server, browser):
    token = log_in(server, browser, "en")
    api = requests.Session()
    api.headers["Authorization"] = "Bearer " + token
    zone = local_day.zone_of(server, token)
    today = local_day.today(zone)
    # Two weeks and today: more sleep, less stress (today too, or on a Monday the week shown would hold none).
    for back in range(0, 15):
        day = (today - datetime.timedelta(days=back)).isoformat()
        sleep = 5 + back % 5
        assert api.put(server + f"/api/v1/days/{day}/metrics", json={"sleep": sleep}).status_code in (200, 201)
        assert api.post(server + "/api/v1/stress", json={"time": local_day.at(zone, day, "12:00"), "level": 11 - sleep}).status_code == 201
    for minute, value in ((0, 110), (5, 190), (10, 60)):
        api.post(server + "/api/v1/glucose", json={"time": local_day.at(zone, today - datetime.timedelta(days=1), f"08:{minute:02d}"), "value": value, "unit": "mg/dL"})
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    browser.get(server + "/insights?period=month")

    width = browser.execute_script("return window.innerWidth")
    assert browser.execute_script("return document.documentElement.scrollWidth") <= width
    charts = browser.find_elements(By.CSS_SELECTOR, "main svg.dbc")
    assert len(charts) >= 5
    body_colour = browser.execute_script("return getComputedStyle(document.body).color")
    for chart in charts:
        box = browser.execute_script("var r = arguments[0].getBoundingClientRect(); return [r.left, r.right];", chart)
        assert 0 <= box[0] and box[1] <= width, box
        assert browser.execute_script("return getComputedStyle(arguments[0]).color", chart) == body_colour
    smallest = browser.execute_script(
        "return Math.min(...[...document.querySelectorAll('main svg.dbc text.dbc-label')].map(t => t.getBoundingClientRect().height).filter(h => h > 0))")
    assert smallest >= 12, smallest

    sentence = browser.find_element(By.CSS_SELECTOR, "p.sentence[data-metric=sleep]").text
    assert sentence.startswith("On days you slept more, your stress was lower: a strong link"), sentence
    # Three readings in a month are no time in range, CV or GMI (the consensus asks for 70 % of the time).
    assert browser.find_element(By.ID, "tir-not-enough").text == "not enough readings"
    assert not browser.find_elements(By.ID, "tir-inRange")
    assert browser.find_element(By.ID, "glucose-gmi").text == "not enough readings"
    assert browser.find_element(By.ID, "glucose-cv").text == "not enough readings"

    week = browser.find_element(By.XPATH, "//nav[contains(@class, 'chips')]//a[. = 'Week']")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", week)
    week.click()
    WebDriverWait(browser, 10).until(lambda b: "period=week" in b.current_url)
    assert " – " in browser.find_element(By.ID, "stress-period").text
    assert browser.find_element(By.CSS_SELECTOR, "nav.chips a[aria-current=page]").text == "Week"
