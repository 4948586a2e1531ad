"""Body and fertility signs as a person meets them: switch on temperature and mucus, log both from the
log page, and see them on the cycle chart; a journal whose glucose runs higher in the luteal phase
gets that said in a sentence on Insights."""
import datetime
import uuid

import requests
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

import local_day
from test_log_choices import tap
from test_phone_shell import log_in


def test_a_logged_temperature_and_mucus_show_on_the_cycle_chart(server, browser):
    token = log_in(server, browser, "en")
    api = {"Authorization": "Bearer " + token}
    requests.patch(server + "/api/v1/me", headers=api, json={"tracking": {"trackTemperature": True, "trackMucus": True}})
    today = local_day.today(local_day.zone_of(server, token))
    for back in range(3, -1, -1):  # a period under way, so the chart has a cycle to draw
        requests.put(server + f"/api/v1/days/{today - datetime.timedelta(days=back + 5)}/symptoms", headers=api, json={"flow": "MEDIUM"})

    browser.get(server + "/log#temperature")
    form = browser.find_element(By.CSS_SELECTOR, "form[action='/log/temperature']")
    browser.execute_script("arguments[0].closest('details').open = true", form)
    value = form.find_element(By.NAME, "value")
    value.clear()
    value.send_keys("36,55")
    tap(browser, form.find_element(By.CSS_SELECTOR, "button[type=submit]"))
    WebDriverWait(browser, 10).until(lambda b: "saved=temperature" in b.current_url)

    mucus = browser.find_element(By.CSS_SELECTOR, "form[action='/log/fertility']")
    browser.execute_script("arguments[0].closest('details').open = true", mucus)
    tap(browser, mucus.find_element(By.XPATH, ".//label[contains(., 'Slippery')]"))
    tap(browser, mucus.find_element(By.XPATH, ".//label[contains(., 'Egg white')]"))
    tap(browser, mucus.find_element(By.CSS_SELECTOR, "button[type=submit]"))
    WebDriverWait(browser, 10).until(lambda b: "saved=fertility" in b.current_url)
    signs = requests.get(server + f"/api/v1/days/{today}/fertility", headers=api).json()
    assert signs["mucus"] == {"feeling": "slippery", "texture": "eggWhite"}, signs

    browser.get(server + "/cycle")
    chart = browser.find_element(By.CSS_SELECTOR, "svg.dbc-cycle-signs")
    assert len(chart.find_elements(By.CSS_SELECTOR, "circle.dbc-point")) == 1
    assert len(chart.find_elements(By.CSS_SELECTOR, "circle.dbc-mucus[data-mucus='4']")) == 1
    today_line = browser.find_element(By.ID, "fertility-today").text
    assert "calendar method" not in today_line and "sympto-thermal" in today_line, today_line
    # The chart scales to the phone and follows the page's colours.
    assert chart.size["width"] <= 360 and browser.execute_script("return document.documentElement.scrollWidth") <= 360


def test_insights_say_when_glucose_runs_higher_in_the_luteal_phase(server, browser):
    token = log_in(server, browser, "en")
    api = {"Authorization": "Bearer " + token}
    document = requests.get(server + "/api/v1/export", headers=api).json()
    zone = local_day.zone_of(server, token)
    first = local_day.today(zone) - datetime.timedelta(days=6 * 28 + 3)
    starts = [first + datetime.timedelta(days=28 * i) for i in range(7)]
    document["symptoms"] = [{"id": str(uuid.uuid4()), "date": str(start + datetime.timedelta(days=d)), "flow": "MEDIUM"}
                            for start in starts for d in range(4)]
    document["glucose"] = []
    for start in starts[:-1]:
        for day in range(28):
            for hour in (3, 9, 15, 21):
                luteal = day >= 28 - 12
                noise = ((day * 7 + hour * 13) % 17) - 8
                time = local_day.at(zone, start + datetime.timedelta(days=day), f"{hour:02d}:00")
                document["glucose"].append({"id": str(uuid.uuid4()), "value": 118 + (15 if luteal else 0) + noise,
                                            "unit": "mg/dL", "time": time, "source": "cgm"})
    imported = requests.post(server + "/api/v1/import?mode=merge", headers=api, json=document)
    assert imported.status_code == 200, imported.text[:300]

    browser.get(server + "/insights")
    sentences = {li.get_attribute("data-measure"): li.text for li in browser.find_elements(By.CSS_SELECTOR, "#cycle-lens-list li")}
    assert "higher in the luteal phase" in sentences.get("glucose", ""), sentences
    assert browser.find_elements(By.CSS_SELECTOR, "svg.dbc-phases circle.dbc-point")
