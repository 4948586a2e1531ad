"""A person charting to conceive back-fills two cycles of waking temperatures, mucus and LH tests on a
phone, in German and dark mode, through the morning entry. The whole back-fill is one page load; as
the last signs come the cycle page says what is still missing, until ovulation is confirmed; then,
day by day, the calendar, the cycle charts, the fertility status and the predictions tell the same
fertile days and ovulation, the first cycle's own included; the spotting that ends each period
raises no alert; 97,9 typed with °C is saved as °F with one tap; the numbers read 36,75 as German
writes them."""
import datetime
import re

import requests
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

import local_day
from test_log_choices import tap
from test_numbers import shoot
from test_phone_shell import log_in
from test_quick_mornings import api, choose, loads

CYCLE = 28
OVULATION = 14  # the day index of ovulation in each cycle: cycle day 15, the mucus peak


def signs(index):
    """What the person notes on day `index` of a textbook cycle: period and spotting, low waking
    temperatures, mucus building to its peak on ovulation day, an LH surge the day before, then higher
    temperatures and dry mucus."""
    temperature = 36.75 if index > OVULATION else [36.30, 36.35, 36.40][index % 3]
    flow = "MEDIUM" if index < 4 else "SPOTTING" if index == 4 else None
    if index < 5:
        mucus = None
    elif index > OVULATION or index < 9:
        mucus = ("dry", "none")
    else:
        mucus = ("wet", "creamy") if index < 12 else ("slippery", "eggWhite")
    test = {OVULATION - 3: "negative", OVULATION - 2: "negative", OVULATION - 1: "positive"}.get(index)
    return temperature, mucus, test, flow


def test_two_back_filled_cycles_read_the_same_everywhere(server, browser):
    token = log_in(server, browser, "de")
    headers = {"Authorization": "Bearer " + token}
    tracking = {"trackTemperature": True, "trackMucus": True, "trackOvulationTests": True}
    assert requests.patch(server + "/api/v1/me", headers=headers, json={"tracking": tracking}).status_code == 200
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    today = local_day.today(local_day.zone_of(server, token))
    first = today - datetime.timedelta(days=CYCLE + OVULATION + 3)  # today is the second cycle's 18th day
    second = first + datetime.timedelta(days=CYCLE)

    browser.get(server + "/log")
    browser.execute_script("window.__daybookMarker = 'set'")
    date = browser.find_element(By.ID, "morning-date")
    assert date.get_attribute("value") == today.isoformat()
    # Back to the first cycle's first day, a step at a time, without a page load.
    back = browser.find_element(By.CSS_SELECTOR, "#morning [data-step-day='-1']")
    forward = browser.find_element(By.CSS_SELECTOR, "#morning [data-step-day='1']")
    shown = lambda day: WebDriverWait(browser, 10).until(
        lambda b: b.find_element(By.CSS_SELECTOR, "#morning input[name=shownFor]").get_attribute("value") == day.isoformat())
    for step in range((today - first).days):
        tap(browser, back)
        shown(today - datetime.timedelta(days=step + 1))
    status = browser.find_element(By.CSS_SELECTOR, "#morning .form-status")
    save = browser.find_element(By.CSS_SELECTOR, "#morning form button[type=submit]")
    cycle_page = None
    day = first
    while day <= today:
        index = (day - first).days % CYCLE
        temperature, mucus, test, flow = signs(index)
        field = browser.find_element(By.ID, "morning-temperature")
        field.clear()
        field.send_keys(f"{temperature:.2f}".replace(".", ","))
        if mucus:
            choose(browser, "mucusFeeling", mucus[0])
            choose(browser, "mucusTexture", mucus[1])
        if test:
            choose(browser, "ovulationTest", test)
        if flow:
            choose(browser, "flow", flow)
        tap(browser, save)
        WebDriverWait(browser, 10).until(lambda b: status.get_attribute("data-for") == day.isoformat())
        assert date.get_attribute("value") == day.isoformat(), "the date stays on the morning just saved"
        if day >= second + datetime.timedelta(days=OVULATION + 1):
            cycle_page = missing_signs_on_the_cycle_page(server, browser, cycle_page, index)
        if day < today:
            tap(browser, forward)
            shown(day + datetime.timedelta(days=1))
        day += datetime.timedelta(days=1)
    # 97,9 typed with °C: the German message reads it as °F, and one tap saves it so, in place.
    field = browser.find_element(By.ID, "morning-temperature")
    field.clear()
    field.send_keys("97,9")
    tap(browser, save)
    fix = WebDriverWait(browser, 10).until(lambda b: b.find_elements(By.ID, "morning-fix"))[0]
    assert "97,9 °C ist keine Körpertemperatur" in browser.find_element(By.ID, "morning-temperature-error").text
    assert fix.text == "Als 97,9 °F speichern (36,61 °C)", fix.text
    tap(browser, fix)
    WebDriverWait(browser, 10).until(lambda b: not b.find_elements(By.ID, "morning-fix") and status.text.startswith("Für den"))
    reading = api(server, token, f"/api/v1/days/{today}/morning").json()["temperature"]
    assert reading["unit"] == "C" and abs(reading["value"] - 36.61) < 0.005, reading  # 97,9 °F in the person's unit
    assert loads(browser) == 1, "two cycles back-filled in one page load"
    # A saved morning comes back in German numbers.
    tap(browser, back)
    shown(today - datetime.timedelta(days=1))
    assert browser.find_element(By.ID, "morning-temperature").get_attribute("value") == "36,75"
    shoot(browser, "two-cycles-morning-de-dark")

    readings = every_day_agrees(server, headers, first, today)
    # The first cycle's chart shows its own confirmed ovulation, and the status says the signs confirmed it.
    ovulation = first + datetime.timedelta(days=OVULATION)
    assert readings[ovulation]["ovulation"] == ovulation.isoformat(), readings[ovulation]
    after = readings[ovulation + datetime.timedelta(days=4)]
    assert after["method"] == "symptothermal" and after["ovulationConfirmed"] and after["phase"] == "postOvulatory", after
    chart = api(server, token, f"/api/v1/insights/charts/cycle-signs.svg?date={first}").text
    assert f'class="dbc-ovulation" data-cycle-day="{OVULATION + 1}"' in chart
    # The spotting that ends each period is part of it: no alert.
    predictions = api(server, token, "/api/v1/cycle/predictions").json()
    assert predictions["deviations"]["alerts"] == [], predictions["deviations"]
    assert predictions["afterOvulation"]["ovulation"] == (second + datetime.timedelta(days=OVULATION)).isoformat()

    # The past cycle's chart opens from the calendar, with German numbers on its axis.
    browser.get(server + "/calendar?month=" + first.isoformat()[:7])
    link = browser.find_element(By.XPATH, f"//a[contains(@href, 'cycle={first}')]")
    tap(browser, link)
    WebDriverWait(browser, 10).until(lambda b: "cycle=" in b.current_url and b.find_elements(By.ID, "fertility-cycle"))
    summary = browser.find_element(By.ID, "fertility-cycle").text
    assert f"Eisprung {ovulation.day}." in summary, summary
    axis = [t.text for t in browser.find_elements(By.CSS_SELECTOR, "#signs ~ .chart svg text")]
    assert any(re.fullmatch(r"36,\d", text) for text in axis), axis
    shoot(browser, "two-cycles-past-chart-de-dark")


def missing_signs_on_the_cycle_page(server, browser, handle, index):
    """The cycle page, in a second tab, on each of the last days: what is still missing, then confirmed."""
    logging = browser.current_window_handle
    if handle is None:
        browser.switch_to.new_window("tab")
        handle = browser.current_window_handle
    else:
        browser.switch_to.window(handle)
    browser.get(server + "/cycle")
    detail = browser.find_element(By.ID, "fertility-detail").text
    still = CYCLE_CONFIRMS - index
    if still == 2:
        assert "noch 2 höhere Temperaturen (über 36,4 °C)" in detail and "an noch 2 Tagen Schleim" in detail, detail
    elif still == 1:
        assert "noch eine höhere Temperatur" in detail and "an noch einem Tag Schleim" in detail, detail
    else:
        assert "Eisprung bestätigt am" in detail, detail
        shoot(browser, "two-cycles-confirmed-de-dark")
    browser.switch_to.window(logging)
    return handle


CYCLE_CONFIRMS = OVULATION + 3  # the third higher temperature and the third drier day


def every_day_agrees(server, headers, first, today):
    """Day by day from the first period to two cycles ahead: the calendar's marks, the fertility
    status, the cycle charts and the predictions."""
    last = today + datetime.timedelta(days=2 * CYCLE)
    calendar, readings = {}, {}
    month = first.replace(day=1)
    while month <= last:
        days = requests.get(server + f"/api/v1/calendar/{month.year}/{month.month}", headers=headers).json()[str(month.year)][str(month.month)]
        for offset, value in enumerate(days):
            calendar[month + datetime.timedelta(days=offset)] = value or {}
        month = (month + datetime.timedelta(days=32)).replace(day=1)
    predictions = requests.get(server + "/api/v1/cycle/predictions", headers=headers).json()
    predicted_ovulations = {c["ovulation"] for c in predictions["cycles"]}
    day = first
    while day <= last:
        reading = requests.get(server + f"/api/v1/cycle/fertility?date={day}", headers=headers).json()
        readings[day] = reading
        marks = calendar[day]
        assert bool(marks.get("fertile")) == (reading["phase"] == "fertile"), (day, marks, reading)
        expected = reading["ovulation"] == day.isoformat() if day <= today else day.isoformat() in predicted_ovulations
        assert bool(marks.get("ovulation")) == expected, (day, marks, reading)
        day += datetime.timedelta(days=1)
    fertile = sorted(d for d, m in calendar.items() if m.get("fertile") and first <= d <= last)
    for start in (first, first + datetime.timedelta(days=CYCLE)):
        end = start + datetime.timedelta(days=CYCLE - 1)
        own = [d for d in fertile if start <= d <= min(end, today)]
        chart = requests.get(server + f"/api/v1/insights/charts/cycle-signs.svg?date={start}", headers=headers).text
        shaded = re.search(r'class="dbc-fertile" data-from="(\d+)" data-to="(\d+)"', chart)
        assert shaded and (int(shaded[1]), int(shaded[2])) == ((own[0] - start).days + 1, (own[-1] - start).days + 1), (start, shaded, own)
    # The predicted window before the next period is the cycle under way's, as the calendar marks it.
    current = [d.isoformat() for d in fertile if first + datetime.timedelta(days=CYCLE) <= d < datetime.date.fromisoformat(predictions["nextStart"])]
    assert (predictions["fertileStart"], predictions["fertileEnd"]) == (current[0], current[-1]), (predictions, current)
    assert calendar[datetime.date.fromisoformat(predictions["nextStart"])].get("predictedPeriod")
    return readings
