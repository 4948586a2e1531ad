"""The calendar's marks can be told apart without colour: each kind has its own shape, and its colour
stands out from the page (3:1, what WCAG asks of graphics) in light and dark. A day with everything
logged shows all seven marks, and the legend names each with the same shape."""
import datetime

import pytest
import requests
from selenium.webdriver.common.by import By

import local_day
from test_numbers import shoot
from test_phone_shell import log_in

KINDS = ["glucose", "stress", "exercise", "meals", "temperature", "fertility", "ovulationTests"]

# The mark's look as the browser draws it: its shape (corners, clipping, hollow or filled, turned) and its colour.
LOOKS = """return arguments[0].map(kind => {
    const mark = document.querySelector('.legend i.dot.' + kind);
    const style = getComputedStyle(mark);
    return {kind, shape: [style.borderRadius, style.clipPath, style.backgroundColor === 'rgba(0, 0, 0, 0)', style.transform].join(' | '),
            color: style.color, page: getComputedStyle(document.body).backgroundColor};
})"""


def luminance(css):
    channels = [int(part) / 255 for part in css[css.index("(") + 1:css.index(")")].split(",")[:3]]
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(a, b):
    light, dark = sorted([luminance(a), luminance(b)], reverse=True)
    return (light + 0.05) / (dark + 0.05)


@pytest.mark.parametrize("dark", [False, True])
def test_every_mark_has_its_own_shape_and_stands_out_in_light_and_dark(server, browser, dark):
    token = log_in(server, browser, "en")
    api = requests.Session()
    api.headers["Authorization"] = "Bearer " + token
    assert api.patch(server + "/api/v1/me", json={"tracking": {"trackTemperature": True, "trackMucus": True}}).status_code == 200
    zone = local_day.zone_of(server, token)
    today = local_day.today(zone)
    day = (today - datetime.timedelta(days=1)).isoformat() if today.day > 1 else today.isoformat()
    at = local_day.at(zone, day, "12:00")
    for path, body in [("/api/v1/glucose", {"value": 120, "unit": "mg/dL", "time": at}),
                       ("/api/v1/stress", {"level": 4, "time": at}),
                       ("/api/v1/exercise", {"name": "Walk", "minutes": 30, "intensity": "low", "time": at}),
                       ("/api/v1/meals", {"name": "Lunch", "carbs": 40, "protein": 15, "fat": 10, "time": at})]:
        r = api.post(server + path, json=body)
        assert r.status_code == 201, (path, r.text)
    r = api.put(server + f"/api/v1/days/{day}/morning", json={"temperature": {"value": 36.5, "unit": "C"},
                                                            "mucus": {"feeling": "wet", "texture": "creamy"}, "ovulationTest": "positive"})
    assert r.status_code == 200, r.text

    scheme = "dark" if dark else "light"
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
    browser.get(server + "/calendar")
    cell = browser.find_element(By.CSS_SELECTOR, f'.month a[data-date="{day}"]')
    assert sorted(m.get_attribute("class").split()[1] for m in cell.find_elements(By.CSS_SELECTOR, "i.dot")) == sorted(KINDS)
    shoot(browser, f"calendar-marks-{scheme}")

    looks = browser.execute_script(LOOKS, KINDS)
    shapes = {look["shape"] for look in looks}
    assert len(shapes) == len(KINDS), looks
    assert len({look["color"] for look in looks}) == len(KINDS), looks
    for look in looks:
        assert contrast(look["color"], look["page"]) >= 3, look
    # The day's marks are drawn as the legend's.
    for kind in KINDS:
        legend, in_cell = browser.execute_script(
            "const s = e => { const c = getComputedStyle(e); return [c.borderRadius.replace(/[0-9.]+px/g, 'r'), c.clipPath, c.color]; };"
            "return [s(document.querySelector('.legend i.dot.' + arguments[0])), s(arguments[1].querySelector('i.dot.' + arguments[0]))]",
            kind, cell)
        assert legend[1:] == in_cell[1:], (kind, legend, in_cell)


def chart(api, server, zone, start, days=28):
    """A charted cycle from `start`: four period days, six low and three high temperatures, a mucus peak."""
    on = lambda offset: (start + datetime.timedelta(days=offset)).isoformat()
    for offset in range(4):
        assert api.put(server + f"/api/v1/days/{on(offset)}/symptoms", json={"flow": "MEDIUM"}).status_code == 200
    temperatures = [36.4, 36.35, 36.4, 36.45, 36.35, 36.5, 36.45, 36.4, 36.7, 36.75, 36.8, 36.8, 36.8, 36.75, 36.8]
    for index, value in enumerate(temperatures):
        if 4 + index < days:
            r = api.post(server + "/api/v1/temperature", json={"value": value, "unit": "C", "time": local_day.at(zone, on(4 + index), "06:30")})
            assert r.status_code == 201, r.text
    for offset, feeling, texture in [(7, "nothing", "creamy"), (8, "wet", "creamy"), (9, "slippery", "eggWhite"), (10, "slippery", "eggWhite"),
                                     (11, "dry", "none"), (12, "dry", "none"), (13, "dry", "none"), (14, "dry", "none")]:
        if offset < days:
            r = api.put(server + f"/api/v1/days/{on(offset)}/fertility", json={"mucus": {"feeling": feeling, "texture": texture}})
            assert r.status_code == 200, r.text


@pytest.mark.parametrize("dark", [False, True])
def test_the_running_cycles_window_follows_her_charted_rule_and_looks_predicted(server, browser, dark):
    """Two charted cycles, each confirmed; today is day 3 of the next. Cycle days 6 to 10 are fertile by her
    5-day rule (the calendar method alone said from day 11), drawn dashed and named as predicted, while the
    fertile days her signs confirmed last cycle are drawn solid."""
    token = log_in(server, browser, "en")
    api = requests.Session()
    api.headers["Authorization"] = "Bearer " + token
    assert api.patch(server + "/api/v1/me", json={"tracking": {"trackTemperature": True, "trackMucus": True}}).status_code == 200
    zone = local_day.zone_of(server, token)
    start = local_day.today(zone) - datetime.timedelta(days=2)
    chart(api, server, zone, start - datetime.timedelta(days=56))
    chart(api, server, zone, start - datetime.timedelta(days=28))
    for offset in range(3):
        assert api.put(server + f"/api/v1/days/{(start + datetime.timedelta(days=offset)).isoformat()}/symptoms",
                       json={"flow": "MEDIUM"}).status_code == 200

    scheme = "dark" if dark else "light"
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
    classes = {}
    for month in sorted({(start + datetime.timedelta(days=d)).strftime("%Y-%m") for d in (-28, 0, 9)}):
        browser.get(server + f"/calendar?month={month}")
        for cell in browser.find_elements(By.CSS_SELECTOR, ".month a[data-date]"):
            classes[cell.get_attribute("data-date")] = (cell.get_attribute("class").split(), cell.get_attribute("aria-label"))
    for day in range(6, 11):
        date = (start + datetime.timedelta(days=day - 1)).isoformat()
        names, label = classes[date]
        assert "fertile-predicted" in names and "Fertile window, predicted" in label, (day, names, label)
    assert "fertile-predicted" not in classes[(start + datetime.timedelta(days=4)).isoformat()][0], "day 5 is in her infertile start"
    confirmed = [date for date, (names, _) in classes.items() if "fertile" in names]
    assert confirmed and all(date < start.isoformat() for date in confirmed), confirmed

    browser.get(server + f"/calendar?month={(start + datetime.timedelta(days=5)).strftime('%Y-%m')}")
    dashed = browser.execute_script("return getComputedStyle(document.querySelector('.month a.fertile-predicted')).borderTopStyle")
    assert dashed == "dashed"
    legend = browser.find_element(By.CSS_SELECTOR, ".legend").text
    assert "Fertile window, predicted" in legend, legend
    cell = browser.find_element(By.CSS_SELECTOR, f'.month a[data-date="{(start + datetime.timedelta(days=5)).isoformat()}"]')
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", cell)
    shoot(browser, f"calendar-running-cycle-window-{scheme}")
    browser.get(server + "/cycle")
    assert "Fertile window, predicted" in browser.find_element(By.ID, "fertile-window").text
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
