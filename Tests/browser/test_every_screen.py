"""Every screen on a phone, as a person meets it: at 320 and 360 px, light and dark, English and German,
nothing overflows sideways, every tab is on screen, every tap target is at least 44 px, and axe-core
finds nothing serious or critical."""
import datetime

import pytest
import requests
from selenium.webdriver.common.by import By

from test_phone_shell import log_in

# Links inside running text are exempt (WCAG 2.5.8); a checkbox or radio counts with its label.
SMALL_TARGETS = """
const small = [];
for (const el of document.querySelectorAll('a, button, input:not([type=hidden]), select, textarea, summary')) {
  const box = (el.type === 'checkbox' || el.type === 'radio') && el.closest('label') ? el.closest('label') : el;
  const r = box.getBoundingClientRect();
  if (r.width === 0 && r.height === 0) continue;
  if (r.right < 0 || r.bottom < 0) continue;  // the skip link waits off screen until focused
  const style = getComputedStyle(box);
  if (style.visibility === 'hidden' || style.display === 'none') continue;
  if (el.tagName === 'A' && !el.classList.contains('button') && el.closest('p:not(.row), li span, dd, td')) continue;
  if (el.closest('details:not([open])') && el.tagName !== 'SUMMARY') continue;
  if (r.height < 44 || r.width < 44) small.push(`${el.tagName} "${(el.innerText || el.name || el.id).trim().slice(0, 30)}" ${Math.round(r.width)}×${Math.round(r.height)}`);
}
return small;"""


def screens(day):
    return ["/", "/log", f"/log?date={day}", "/history", "/calendar", f"/day/{day}", "/insights", "/cycle", "/settings",
            "/settings/two-factor", "/reminders", "/notifications", "/import", "/sharing", "/sharing/accept", "/timelines", "/no-such-page"]


def fill(server, token, day):
    api = requests.Session()
    api.headers["Authorization"] = "Bearer " + token
    api.put(server + f"/api/v1/days/{day}/symptoms", json={"flow": "MEDIUM", "mood": "HAPPY", "sleep": 7.5})
    api.post(server + "/api/v1/glucose", json={"time": day + "T08:00:00Z", "value": 140, "unit": "mg/dL"})
    api.post(server + "/api/v1/meals", json={"time": day + "T08:05:00Z", "name": "Porridge", "carbs": 54, "protein": 10, "fat": 5})
    api.post(server + "/api/v1/stress", json={"time": day + "T09:00:00Z", "level": 6})


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("dark", [False, True])
def test_every_screen_fits_a_phone(server, browser, language, dark):
    from axe_selenium_python import Axe
    token = log_in(server, browser, language)
    day = (datetime.date.today() - datetime.timedelta(days=1)).isoformat()
    fill(server, token, day)
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]})
    problems = []
    for width in (320, 360):
        browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": width, "height": 740, "deviceScaleFactor": 1, "mobile": True})
        for path in screens(day):
            browser.get(server + path)
            browser.find_element(By.TAG_NAME, "main")
            overflow = browser.execute_script("return document.documentElement.scrollWidth - window.innerWidth")
            if overflow > 0:
                problems.append(f"{path} @{width}: {overflow} px wider than the screen")
            outside = browser.execute_script(
                "return [...document.querySelectorAll('nav.tabs a')].filter(a => { const r = a.getBoundingClientRect();"
                " return r.left < 0 || r.right > innerWidth; }).map(a => a.innerText)")
            if outside:
                problems.append(f"{path} @{width}: tabs off screen {outside}")
            for small in browser.execute_script(SMALL_TARGETS):
                problems.append(f"{path} @{width}: small target {small}")
            if width == 360:
                axe = Axe(browser)
                axe.inject()
                for violation in axe.run()["violations"]:
                    if violation["impact"] in ("serious", "critical"):
                        problems.append(f"{path}: axe {violation['id']} ({violation['impact']}): {violation['nodes'][0]['html'][:120]}")
    assert not problems, "\n".join(problems)
