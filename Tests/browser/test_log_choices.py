"""Flow, mood and cramps are chips to tap, in order (a person once met a dropdown of "Happy, Neutral,
Sad, LOL…"), each at least 44 px high, and a tap is what gets saved."""
import requests
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

import local_day
from test_phone_shell import log_in


def tap(browser, element):
    """As a thumb does: scrolled to the middle of the screen first, clear of the tab bar."""
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    element.click()


def test_flow_and_mood_are_ordered_chips_that_save_with_a_tap(server, browser):
    token = log_in(server, browser, "en")
    browser.get(server + "/log")
    moods = [label.text for label in browser.find_elements(By.CSS_SELECTOR, "fieldset.choices#day-mood label.choice")]
    assert [m.split()[-1] for m in moods][:3] == ["Great", "Happy", "Loved"] and moods[-1] == "Not set", moods
    flows = [label.text.split()[-1] for label in browser.find_elements(By.CSS_SELECTOR, "fieldset.choices#day-flow label.choice")]
    assert flows == ["None", "Spotting", "Light", "Medium", "Heavy", "set"], flows
    for chip in browser.find_elements(By.CSS_SELECTOR, "label.choice"):
        assert chip.size["height"] >= 44, (chip.text, chip.size)
    medium = browser.find_element(By.XPATH, "//fieldset[@id='day-flow']//label[contains(., 'Medium')]")
    tap(browser, medium)
    tap(browser, browser.find_element(By.XPATH, "//fieldset[@id='day-mood']//label[contains(., 'Happy')]"))
    today = browser.find_element(By.CSS_SELECTOR, "form[action='/log/day'] input[name=date]").get_attribute("value")
    tap(browser, medium.find_element(By.XPATH, "ancestor::form").find_element(By.CSS_SELECTOR, "button[type=submit]"))
    WebDriverWait(browser, 10).until(lambda b: "saved=" in b.current_url)
    day = requests.get(server + f"/api/v1/days/{today}/symptoms", headers={"Authorization": "Bearer " + token}).json()
    assert day.get("flow") == "MEDIUM" and day.get("mood") == "HAPPY", day
    checked = browser.find_element(By.CSS_SELECTOR, "fieldset#day-flow input:checked")
    assert checked.get_attribute("value") == "MEDIUM"


def test_a_form_shows_every_mistake_at_once(server, browser):
    """The meal form once showed one error at a time; now each wrong field says so together."""
    log_in(server, browser, "en")
    browser.get(server + "/log#meals")
    form = browser.find_element(By.CSS_SELECTOR, "form[action='/log/meals']")
    browser.execute_script("arguments[0].closest('details').open = true", form)
    form.find_element(By.NAME, "name").clear()
    carbs = form.find_element(By.NAME, "carbs")
    carbs.clear()
    carbs.send_keys("lots")
    tap(browser, form.find_element(By.CSS_SELECTOR, "button[type=submit]"))
    WebDriverWait(browser, 10).until(lambda b: b.find_elements(By.CSS_SELECTOR, ".field-error"))
    errors = {e.get_attribute("id"): e.text for e in browser.find_elements(By.CSS_SELECTOR, "form[action='/log/meals'] .field-error")}
    assert set(errors) >= {"meals-name-error", "meals-carbs-error"}, errors
    assert "required" in errors["meals-name-error"]


def errors_of(browser, form):
    return {e.get_attribute("id"): e.text for e in browser.find_elements(By.CSS_SELECTOR, f"form[action='{form}'] .field-error")}


def test_once_a_day_forms_and_settings_name_every_mistake_at_once(server, browser):
    """The day, the daily metrics, the profile and onboarding used to stop at the first wrong field."""
    token = log_in(server, browser, "en")
    zone = local_day.zone_of(server, token)
    browser.get(server + "/log")
    day = browser.find_element(By.CSS_SELECTOR, "form[action='/log/day']")
    browser.execute_script("arguments[0].querySelector('[name=date]').value = 'someday';"
                           "arguments[0].querySelector('[name=sleep]').value = '30';"
                           "arguments[0].querySelector('[name=notes]').value = 'x'.repeat(10001);", day)
    browser.execute_script("arguments[0].submit()", day)
    WebDriverWait(browser, 10).until(lambda b: errors_of(b, "/log/day"))
    assert set(errors_of(browser, "/log/day")) >= {"day-date-error", "day-sleep-error", "day-notes-error"}, errors_of(browser, "/log/day")

    browser.get(server + "/log#metrics")
    metrics = browser.find_element(By.CSS_SELECTOR, "form[action='/log/metrics']")
    browser.execute_script("arguments[0].querySelector('[name=work]').value = '30';"
                           "arguments[0].querySelector('[name=diet]').value = 'good';", metrics)
    browser.execute_script("arguments[0].submit()", metrics)
    WebDriverWait(browser, 10).until(lambda b: errors_of(b, "/log/metrics"))
    assert set(errors_of(browser, "/log/metrics")) >= {"metrics-work-error", "metrics-diet-error"}, errors_of(browser, "/log/metrics")

    browser.get(server + "/settings")
    profile = browser.find_element(By.CSS_SELECTOR, "section#profile form")
    browser.execute_script("arguments[0].querySelector('[name=displayName]').value = '   ';"
                           "arguments[0].querySelector('[name=timeZone]').value = 'Mars/Olympus';", profile)
    browser.execute_script("arguments[0].submit()", profile)
    WebDriverWait(browser, 10).until(lambda b: b.find_elements(By.CSS_SELECTOR, "section#profile .field-error"))
    shown = [e.get_attribute("id") for e in browser.find_elements(By.CSS_SELECTOR, "section#profile .field-error")]
    assert {"profile-displayName-error", "profile-timeZone-error"} <= set(shown), shown
    me = requests.get(server + "/api/v1/me", headers={"Authorization": "Bearer " + token}).json()
    assert me["displayName"] == "Ada" and me["timeZone"] == zone, me

    browser.get(server + "/onboarding")
    browser.execute_script("const f = document.querySelector('main form');"
                           "f.querySelector('[name=initialPeriodLength]').value = '40';"
                           "f.querySelector('[name=averageCycleLength]').value = '5'; f.submit()")
    WebDriverWait(browser, 10).until(lambda b: b.find_elements(By.CSS_SELECTOR, "main .field-error"))
    shown = [e.get_attribute("id") for e in browser.find_elements(By.CSS_SELECTOR, "main .field-error")]
    assert {"length-error", "cycle-error"} <= set(shown), shown
