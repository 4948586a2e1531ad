"""The browser for the web tests; the server and account fixtures come from Tests/conftest.py."""
import shutil

import pytest

@pytest.fixture
def browser():
    """Debian's chromium, headless, through Debian's chromedriver; a phone-sized window."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=360,800", "--lang=en-US"]:
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"), options=options)
    driver.implicitly_wait(2)
    yield driver
    driver.quit()
