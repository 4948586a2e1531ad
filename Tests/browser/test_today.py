"""Today at a glance: what is logged today, the latest glucose with its age and trend arrow, and the next
period in words that never contradict the bleeding logged today (it once said "14 days until your next
period" beside "Flow today: Medium")."""
import datetime

import requests
from selenium.webdriver.common.by import By

import local_day
from test_phone_shell import log_in


def test_today_shows_the_day_at_a_glance_and_agrees_with_todays_bleeding(server, browser):
    token = log_in(server, browser, "en")
    api = requests.Session()
    api.headers["Authorization"] = "Bearer " + token
    now = local_day.now(local_day.zone_of(server, token))
    today = now.date().isoformat()
    # A 28-day rhythm whose next period is predicted 10 days from now, then bleeding logged today.
    for start in (now.date() - datetime.timedelta(days=18 + 28 * k) for k in range(3)):
        for offset in range(4):
            api.put(server + f"/api/v1/days/{start + datetime.timedelta(days=offset)}/symptoms", json={"flow": "MEDIUM"})
    browser.get(server + "/")
    assert browser.find_element(By.ID, "period-words").text == "In 10 days"
    assert api.put(server + f"/api/v1/days/{today}/symptoms", json={"flow": "HEAVY", "mood": "HAPPY"}).status_code in (200, 201)
    for minutes_ago, value in ((9, 100), (4, 112)):  # +12 in 5 minutes: rising
        time = (now - datetime.timedelta(minutes=minutes_ago)).isoformat()
        assert api.post(server + "/api/v1/glucose", json={"time": time, "value": value, "unit": "mg/dL"}).status_code == 201
    browser.get(server + "/")
    assert browser.find_element(By.ID, "flow").text.endswith("Heavy")
    assert browser.find_element(By.ID, "mood").text.endswith("Happy")
    assert "Not logged" in browser.find_element(By.ID, "sleep").text
    glucose = browser.find_element(By.ID, "glucose").text
    assert glucose.startswith("112 mg/dL ↑") and "min ago" in glucose, glucose
    words = browser.find_element(By.ID, "period-words").text
    assert words.startswith("Period, day 1"), words
