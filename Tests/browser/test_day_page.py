"""A CGM day on a phone: a glucose chart with meals and insulin marked, the readings folded behind it,
the rest of the day first, and sleep said once (a day of 288 readings was once a 25-screen list)."""
import datetime

import pytest

import requests
from selenium.webdriver.common.by import By

import local_day
from test_phone_shell import log_in


def test_a_cgm_day_is_a_chart_with_the_readings_folded(server, browser):
    token = log_in(server, browser, "en")
    api = requests.Session()
    api.headers["Authorization"] = "Bearer " + token
    zone = local_day.zone_of(server, token)
    day = (local_day.today(zone) - datetime.timedelta(days=1)).isoformat()
    start = datetime.datetime.fromisoformat(local_day.at(zone, day, "06:00"))
    for i in range(60):  # five hours of readings, one every five minutes, a spike to 260 after breakfast
        value = 100 + (160 if 20 <= i < 30 else 0) - (45 if i >= 50 else 0)
        r = api.post(server + "/api/v1/glucose", json={"time": (start + datetime.timedelta(minutes=5 * i)).isoformat(), "value": value, "unit": "mg/dL"})
        assert r.status_code == 201, r.text
    assert api.post(server + "/api/v1/meals", json={"time": local_day.at(zone, day, "07:30"), "name": "Porridge", "carbs": 54, "protein": 10, "fat": 5}).status_code == 201
    assert api.post(server + "/api/v1/insulin", json={"time": local_day.at(zone, day, "07:25"), "units": 6, "kind": "bolus"}).status_code == 201
    assert api.put(server + f"/api/v1/days/{day}/symptoms", json={"sleep": 7.5}).status_code in (200, 201)
    assert api.put(server + f"/api/v1/days/{day}/metrics", json={"sleep": 7.5, "work": 8}).status_code in (200, 201)

    browser.get(server + f"/day/{day}")
    chart = browser.find_element(By.CSS_SELECTOR, "svg.dbc-glucose-day")
    assert len(chart.find_elements(By.CSS_SELECTOR, "circle")) == 60
    assert len(chart.find_elements(By.CSS_SELECTOR, "circle.dbc-high")) == 10
    assert len(chart.find_elements(By.CSS_SELECTOR, "circle.dbc-low")) == 10
    marks = [t.text for t in chart.find_elements(By.CSS_SELECTOR, "text.dbc-meal, text.dbc-insulin")]
    assert "54 g" in marks and "6 U" in marks, marks
    # The readings are there but folded; the meal comes before them.
    readings = browser.find_element(By.CSS_SELECTOR, "details.readings")
    assert readings.get_attribute("open") is None
    assert "60" in readings.find_element(By.TAG_NAME, "summary").text
    assert not any(item.is_displayed() for item in readings.find_elements(By.CSS_SELECTOR, "li"))
    cards = [c.find_element(By.TAG_NAME, "h2").text for c in browser.find_elements(By.CSS_SELECTOR, "main section.card")]
    assert cards.index("Glucose") < cards.index("Meal"), cards
    # Sleep is said once: the metrics' equal sleep is not repeated.
    labels = [dt.text for dt in browser.find_elements(By.CSS_SELECTOR, "dl.lines dt")]
    assert sum("Sleep" in label for label in labels) == 1, labels
    width = browser.execute_script("return window.innerWidth")
    assert browser.execute_script("return document.documentElement.scrollWidth") <= width
    box = browser.execute_script("var r = arguments[0].getBoundingClientRect(); return [r.left, r.right];", chart)
    assert 0 <= box[0] and box[1] <= width





@pytest.mark.parametrize("language", ["de", "en"])
def test_tabs_have_icons_and_44px_targets_at_320px(server, browser, language):
    log_in(server, browser, language)
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 320, "height": 700, "deviceScaleFactor": 1, "mobile": True})
    browser.get(server + "/calendar")  # the current tab's label is the boldest
    tabs = browser.find_elements(By.CSS_SELECTOR, "nav.tabs a")
    assert len(tabs) == 6
    for tab in tabs:
        left, right, height = browser.execute_script(
            "var r = arguments[0].getBoundingClientRect(); return [r.left, r.right, r.height];", tab)
        assert 0 <= left and right <= 320 and height >= 44, (tab.text, left, right, height)
        assert tab.find_element(By.TAG_NAME, "svg").is_displayed()
        label = tab.find_element(By.TAG_NAME, "span")
        # The label is whole, not cut off or wrapped.
        assert browser.execute_script("return arguments[0].scrollWidth <= arguments[0].clientWidth", label), label.text
        assert label.size["height"] < 20, (label.text, label.size)
    assert browser.execute_script("return document.documentElement.scrollWidth") <= 320
