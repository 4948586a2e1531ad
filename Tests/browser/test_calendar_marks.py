"""The calendar's marks can be told apart without colour: each kind has its own shape, and its colour
stands out from the page (3:1, what WCAG asks of graphics) in light and dark. A day with everything
logged shows all seven marks, and the legend names each with the same shape."""
import datetime

import pytest
import requests
from selenium.webdriver.common.by import By

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
    today = datetime.datetime.now(datetime.timezone.utc).date()
    day = (today - datetime.timedelta(days=1)).isoformat() if today.day > 1 else today.isoformat()
    at = day + "T12:00:00Z"
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
