"""Flow, mood and cramps are chips to tap, in order (a person once met a dropdown of "Happy, Neutral,
Sad, LOL…"), each at least 44 px high, and a tap is what gets saved."""
import requests
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

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
