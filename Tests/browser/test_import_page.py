"""Importing another app's export from the web app (API and CLI only before): check it first, then
import, then the same file again adds nothing; a broken file names its line and nothing is added."""
import os
import tempfile

import requests
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

from test_log_choices import tap
from test_phone_shell import log_in
from test_web_flow import wait_until_gone

DAYLIO = os.path.join(os.path.dirname(__file__), "..", "DaybookFormatsTests", "Fixtures", "daylio.csv")


def send(browser, server, path, mode, reload=True):
    if reload:
        browser.get(server + "/import")
    browser.find_element(By.ID, "import-file").send_keys(os.path.abspath(path))
    form = browser.find_element(By.TAG_NAME, "form")
    tap(browser, browser.find_element(By.CSS_SELECTOR, f"button[name=mode][value={mode}]"))
    # The answer is a new page: wait for the old one to go before reading the outcome.
    wait_until_gone(browser, form, 20)
    WebDriverWait(browser, 20).until(lambda b: b.find_elements(By.CSS_SELECTOR, "#outcome, #import-error"))


def test_a_daylio_export_is_checked_then_imported_once(server, browser):
    token = log_in(server, browser, "en")
    # The file has a mood of its own ("Sleepy"): the page asks what it is, then checks again.
    send(browser, server, DAYLIO, "check")
    assert "“Sleepy”" in browser.find_element(By.ID, "import-error").text
    sleepy = browser.find_element(By.XPATH, "//label[contains(., 'Sleepy')]/following-sibling::select[1]")
    Select(sleepy).select_by_value("NEUTRAL")
    browser.find_element(By.ID, "import-file").send_keys(os.path.abspath(DAYLIO))
    form = browser.find_element(By.TAG_NAME, "form")
    tap(browser, browser.find_element(By.CSS_SELECTOR, "button[name=mode][value=check]"))
    wait_until_gone(browser, form, 20)
    WebDriverWait(browser, 20).until(lambda b: b.find_elements(By.CSS_SELECTOR, "#outcome"))
    assert browser.find_element(By.ID, "outcome").text.startswith("Would add · Daylio")
    counts = browser.find_element(By.ID, "import-counts").text
    assert "mood days" in counts, counts
    auth = {"Authorization": "Bearer " + token}
    assert requests.get(server + "/api/v1/stress", headers=auth).json() == []
    assert requests.get(server + "/api/v1/days/2024-02-03/symptoms", headers=auth).status_code == 404  # the check kept nothing

    send(browser, server, DAYLIO, "import", reload=False)  # the page keeps the mapping chosen
    assert browser.find_element(By.ID, "outcome").text.startswith("Added · Daylio")
    assert browser.find_element(By.ID, "import-counts").text == counts
    # The day's latest entry (21:10, "rad") gives its mood.
    day = requests.get(server + "/api/v1/days/2024-02-03/symptoms", headers=auth).json()
    assert day["mood"] == "GREAT"
    assert day["notes"] == "Daylio:\n09:00 · meh\n21:10 · rad · friends, sport"  # every entry and its activities kept

    send(browser, server, DAYLIO, "import", reload=False)
    outcome = browser.find_element(By.CSS_SELECTOR, "section[aria-labelledby=outcome]").text
    assert outcome.startswith("Nothing added · Daylio") and "Nothing new" in outcome, outcome


def import_a_broken_daylio_file(server, browser, language):
    """Logs in in `language`, imports the Daylio example with a broken third line; the token and the error shown."""
    token = log_in(server, browser, language)
    with open(DAYLIO, encoding="utf-8") as original:
        lines = original.read().splitlines()
    broken = lines[:2] + ["not,a,daylio,row,at,all,\"unclosed"] + lines[2:]
    with tempfile.NamedTemporaryFile("w", suffix=".csv", delete=False, encoding="utf-8") as file:
        file.write("\n".join(broken) + "\n")
    browser.get(server + "/import")
    Select(browser.find_element(By.ID, "import-format")).select_by_value("daylio")
    browser.find_element(By.ID, "import-file").send_keys(file.name)
    tap(browser, browser.find_element(By.CSS_SELECTOR, "button[name=mode][value=import]"))
    WebDriverWait(browser, 20).until(lambda b: b.find_elements(By.CSS_SELECTOR, "#outcome, #import-error"))
    return token, browser.find_element(By.ID, "import-error").text


def test_a_broken_file_names_its_line_and_adds_nothing(server, browser):
    token, error = import_a_broken_daylio_file(server, browser, "en")
    assert "Line 3" in error and "Nothing was imported" in error, error
    auth = {"Authorization": "Bearer " + token}
    assert requests.get(server + "/api/v1/days/2024-02-03/symptoms", headers=auth).status_code == 404


def test_a_broken_file_is_explained_in_the_accounts_language(server, browser):
    token, error = import_a_broken_daylio_file(server, browser, "de")
    assert error == 'Zeile 3: full_date: "not" ist kein Datum im Format YYYY-MM-DD. Nichts wurde importiert.', error
    folder = os.environ.get("DAYBOOK_SCREENSHOTS")
    if folder:
        browser.save_screenshot(os.path.join(folder, "import-error-de.png"))
    auth = {"Authorization": "Bearer " + token}
    assert requests.get(server + "/api/v1/days/2024-02-03/symptoms", headers=auth).status_code == 404
