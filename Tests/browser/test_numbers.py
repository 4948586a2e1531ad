"""A person back-filling temperatures on a phone: 97,9 typed with °C chosen is answered in their
language with the value read as °F and a button that saves it so; after one tap the reading shows
with the language's decimal separator in the list, the edit form and the cycle chart's axis."""
import datetime
import os

import pytest
import requests
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

import local_day
from test_log_choices import tap
from test_phone_shell import log_in

WORDS = {
    "de": {"typed": "97,9", "message": "97,9 °C ist keine Körpertemperatur. Als °F gelesen sind es 36,61 °C.",
           "fix": "Als 97,9 °F speichern (36,61 °C)", "listed": "36,61 °C", "edit": "36,61", "tick": "36,6"},
    "en": {"typed": "97.9", "message": "97.9 °C is no body temperature. Read as °F it is 36.61 °C.",
           "fix": "Save as 97.9 °F (36.61 °C)", "listed": "36.61 °C", "edit": "36.61", "tick": "36.6"},
    "fr": {"typed": "97,9", "message": "97,9 °C n’est pas une température corporelle. Lue en °F, elle vaut 36,61 °C.",
           "fix": "Enregistrer 97,9 °F (36,61 °C)", "listed": "36,61 °C", "edit": "36,61", "tick": "36,6"},
}


def shoot(browser, name):
    """Saves a screenshot where DAYBOOK_SCREENSHOTS points, for a person to look at."""
    folder = os.environ.get("DAYBOOK_SCREENSHOTS")
    if folder:
        os.makedirs(folder, exist_ok=True)
        browser.save_screenshot(os.path.join(folder, name + ".png"))


@pytest.mark.parametrize("language", ["de", "en", "fr"])
@pytest.mark.parametrize("dark", [False, True])
def test_a_temperature_typed_in_fahrenheit_is_fixed_with_one_tap(server, browser, language, dark):
    words = WORDS[language]
    token = log_in(server, browser, language)
    api = {"Authorization": "Bearer " + token}
    requests.patch(server + "/api/v1/me", headers=api, json={"tracking": {"trackTemperature": True}})
    today = local_day.today(local_day.zone_of(server, token))
    for back in range(4):  # a period under way, so the cycle chart has a cycle to draw
        requests.put(server + f"/api/v1/days/{today - datetime.timedelta(days=back + 3)}/symptoms", headers=api, json={"flow": "MEDIUM"})
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]})
    mode = f"{language}-{'dark' if dark else 'light'}"

    browser.get(server + "/log#temperature")
    form = browser.find_element(By.CSS_SELECTOR, "form[action='/log/temperature']")
    browser.execute_script("arguments[0].closest('details').open = true", form)
    value = form.find_element(By.NAME, "value")
    value.clear()
    value.send_keys(words["typed"])
    assert form.find_element(By.NAME, "unit").get_attribute("value") == "C"
    tap(browser, form.find_element(By.CSS_SELECTOR, "button[type=submit]"))

    error = WebDriverWait(browser, 10).until(lambda b: b.find_elements(By.ID, "temperature-value-error"))[0]
    assert error.text == words["message"], error.text
    fix = browser.find_element(By.ID, "temperature-fix")
    assert fix.text == words["fix"], fix.text
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", error)
    shoot(browser, f"temperature-fix-{mode}")
    assert requests.get(server + "/api/v1/temperature", headers=api).json() == []

    tap(browser, fix)
    WebDriverWait(browser, 10).until(lambda b: "saved=temperature" in b.current_url)

    browser.get(server + "/history?kind=temperature")
    entries = browser.find_elements(By.CSS_SELECTOR, "ul.entries li")
    assert len(entries) == 1 and words["listed"] in entries[0].text, [e.text for e in entries]
    shoot(browser, f"temperature-history-{mode}")
    tap(browser, entries[0].find_element(By.CSS_SELECTOR, "a.button"))
    WebDriverWait(browser, 10).until(lambda b: b.find_elements(By.ID, "temperature-value"))
    assert browser.find_element(By.ID, "temperature-value").get_attribute("value") == words["edit"]
    shoot(browser, f"temperature-edit-{mode}")

    browser.get(server + "/cycle")
    chart = browser.find_element(By.CSS_SELECTOR, "svg.dbc-cycle-signs")
    ticks = [t.text for t in chart.find_elements(By.CSS_SELECTOR, "text.dbc-label")]
    assert words["tick"] in ticks, ticks
    other = "," if language == "en" else "."
    assert not [t for t in ticks if other in t], ticks
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", chart)
    shoot(browser, f"temperature-chart-{mode}")
    assert browser.execute_script("return document.documentElement.scrollWidth") <= 360
