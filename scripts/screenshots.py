#!/usr/bin/env python3
"""Screenshots of every screen of the web app at 360 and 1280 px, light and dark, for a look before
a release: `python3 scripts/screenshots.py OUT_DIR` (needs a built `daybook`, chromium and
chromedriver, selenium). Starts `daybook serve --demo` on a fresh SQLite file on a loopback port."""
import os
import re
import socket
import subprocess
import sys
import tempfile
import time

import requests
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
OUT = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else "screenshots")


def start_server():
    binary = os.environ.get("DAYBOOK_BIN") or os.path.join(
        subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.strip(), "daybook")
    work = tempfile.mkdtemp(prefix="daybook-shots-")
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    env = dict(os.environ, DAYBOOK_DATABASE_URL="sqlite:" + os.path.join(work, "daybook.sqlite"))
    log = open(os.path.join(work, "server.log"), "w")
    process = subprocess.Popen([binary, "serve", "--demo", "--hostname", "127.0.0.1", "--port", str(port)],
                               cwd=work, env=env, stdout=log, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    for _ in range(600):
        try:
            if requests.get(base + "/health", timeout=1).status_code == 200:
                return process, base, os.path.join(work, "server.log")
        except requests.ConnectionError:
            pass
        time.sleep(0.1)
    raise RuntimeError("the server did not start")


def browser(width, dark):
    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", f"--window-size={width},1000", "--hide-scrollbars"]:
        options.add_argument(argument)
    if dark:
        options.add_argument("--force-dark-mode")
        options.add_argument("--blink-settings=preferredColorScheme=0")
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    # Headless windows are at least 500 px wide whatever --window-size says: emulate the phone's
    # viewport, or the "360 px" pictures are not 360 px.
    emulate(driver, width, 1000)
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]})
    driver.daybook_width = width
    return driver


def emulate(driver, width, height):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 500})


def full_page(driver, path):
    height = driver.execute_script("return document.documentElement.scrollHeight")
    emulate(driver, driver.daybook_width, min(max(height, 800), 6000))
    driver.save_screenshot(path)
    emulate(driver, driver.daybook_width, 1000)


def main():
    os.makedirs(OUT, exist_ok=True)
    process, base, log = start_server()
    try:
        credentials = re.search(r"log in as (\S+) with password (\S+)", open(log).read())
        email, password = (credentials.group(1), credentials.group(2)) if credentials else ("demo@daybook.local", "daybook-demo")
        for width in [360, 1280]:
            for dark in [False, True]:
                driver = browser(width, dark)
                suffix = f"{width}-{'dark' if dark else 'light'}"
                for page in ["/login", "/signup"]:
                    driver.get(base + page)
                    full_page(driver, os.path.join(OUT, f"{page.strip('/')}-{suffix}.png"))
                driver.get(base + "/login")
                driver.find_element(By.ID, "email").send_keys(email)
                driver.find_element(By.ID, "password").send_keys(password)
                driver.find_element(By.CSS_SELECTOR, "main form button[type=submit]").click()
                time.sleep(0.5)
                pages = ["/", "/log", "/history?kind=stress", "/history?kind=glucose", "/calendar", "/cycle", "/insights",
                         "/insights?period=month", "/timelines", "/reminders", "/notifications", "/import", "/sharing",
                         "/settings", "/settings/two-factor", "/onboarding", "/no-such-page"]
                driver.get(base + "/calendar")
                day = driver.find_elements(By.CSS_SELECTOR, ".month a.today") or driver.find_elements(By.CSS_SELECTOR, ".month a")
                if day:
                    pages.append("/day/" + day[0].get_attribute("data-date"))
                driver.get(base + "/timelines")
                runs = driver.find_elements(By.CSS_SELECTOR, "a[href^='/timelines/runs/']")
                if runs:
                    pages.append(runs[0].get_attribute("href").replace(base, ""))
                driver.get(base + "/history?kind=stress")
                edits = driver.find_elements(By.CSS_SELECTOR, "a[href^='/history/stress/']")
                if edits:
                    pages.append(edits[0].get_attribute("href").replace(base, ""))
                for page in pages:
                    driver.get(base + page)
                    name = re.sub(r"[^a-z0-9]+", "-", page.lower()).strip("-")[:40] or "home"
                    full_page(driver, os.path.join(OUT, f"{name}-{suffix}.png"))
                driver.quit()
        print(f"screenshots in {OUT}")
    finally:
        process.terminate()
        process.wait(timeout=10)


if __name__ == "__main__":
    main()
