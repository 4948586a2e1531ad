"""A form sent empty says what is wrong in the person's language: on a phone, in each of the eight
languages, the field errors of the meal form on /log hold no word that only English has."""
import importlib.util
import json
import os
import pathlib

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from test_phone_shell import log_in

ROOT = pathlib.Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("untranslated_words", ROOT / "scripts/untranslated-words.py")
untranslated = importlib.util.module_from_spec(spec)
spec.loader.exec_module(untranslated)


def english_only_words(language):
    catalogues = ROOT / "Sources/DaybookLocales/Catalogues"
    english = json.loads((catalogues / "en.json").read_text())
    own = json.loads((catalogues / f"{language}.json").read_text())
    return untranslated.words(english.values()) - untranslated.words(own.values())


@pytest.mark.parametrize("language", ["en", "de", "fr", "es", "it", "nl", "pl", "pt-BR"])
def test_an_empty_form_shows_its_errors_in_the_persons_language(server, browser, language):
    log_in(server, browser, language)
    browser.get(server + "/log")
    # Sent as the browser would without its checks (no `required` stops it), so the server answers.
    browser.execute_script("""
        const form = document.querySelector('form[action="/log/meals"]');
        for (const input of form.querySelectorAll('input:not([type=hidden]), textarea')) input.value = '';
        HTMLFormElement.prototype.submit.call(form);""")
    WebDriverWait(browser, 10).until(lambda b: b.find_elements(By.CSS_SELECTOR, "p.field-error"))
    assert browser.find_element(By.TAG_NAME, "html").get_attribute("lang") == language
    errors = [e.text for e in browser.find_elements(By.CSS_SELECTOR, "p.field-error") if e.text.strip()]
    assert errors
    shots = os.environ.get("DAYBOOK_SCREENSHOTS")
    if shots:
        browser.execute_script("document.querySelector('p.field-error').scrollIntoView({block: 'center'})")
        browser.save_screenshot(os.path.join(shots, f"form-errors-{language}.png"))
    if language == "en":
        return
    english = english_only_words(language)
    leftovers = {error: sorted(w for w in untranslated.WORD.findall(error) if w.lower() in english) for error in errors}
    assert not any(leftovers.values()), leftovers
