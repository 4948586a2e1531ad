#!/usr/bin/env python3
"""Finds English left on the web app's pages in another language.

Logs in to a running Daybook (the demo account by default), sets the account's language, fetches every
screen the browser tests visit, and prints each piece of page text that holds a word found only in the
English catalogue (not in the chosen language's). The built-in timelines speak every language; user data
(meal names, notes, the texts of imported scenarios, which have only English and German) shows up too: read
the list, don't count it.

    python3 scripts/untranslated-words.py http://127.0.0.1:8131 fr [EMAIL PASSWORD]
"""
import html
import json
import pathlib
import re
import sys

import requests

CATALOGUES = pathlib.Path(__file__).resolve().parent.parent / "Sources/DaybookLocales/Catalogues"
# Latin-1 and Latin Extended-A letters, so Polish "nową" is one word, not the English-looking "now".
WORD = re.compile(r"[A-Za-zÀ-ÿĀ-ž’']{3,}")


def words(texts):
    return {w.lower() for text in texts for w in WORD.findall(re.sub(r"\{[^}]*\}", " ", text))}


def page_texts(body):
    body = re.sub(r"(?s)<(script|style)\b.*?</\1>", " ", body)
    # Attributes people read: labels for screen readers, titles, placeholders, alt texts.
    attributes = re.findall(r'\b(?:aria-label|title|placeholder|alt)="([^"]*)"', body)
    body = re.sub(r"(?s)<svg\b.*?</svg>", lambda m: " ".join(re.findall(r"<(?:title|desc)>(.*?)</", m.group(0))), body)
    texts = [t.strip() for t in re.split(r"<[^>]+>", body)]
    return [html.unescape(t) for t in texts + attributes if t.strip()]


def main():
    server, language = sys.argv[1].rstrip("/"), sys.argv[2]
    email, password = (sys.argv[3], sys.argv[4]) if len(sys.argv) > 4 else ("demo@daybook.local", "daybook-demo")
    english = json.loads((CATALOGUES / "en.json").read_text())
    own = json.loads((CATALOGUES / f"{language}.json").read_text())
    english_only = words(english.values()) - words(own.values())

    token = requests.post(f"{server}/api/v1/tokens", json={"email": email, "password": password}).json()["token"]
    api = requests.Session()
    api.headers["Authorization"] = f"Bearer {token}"
    changed = api.patch(f"{server}/api/v1/me", json={"language": language})
    changed.raise_for_status()
    web = requests.Session()
    web.headers["Accept"] = "text/html"  # as a browser asks, so error pages come as pages
    login = web.get(f"{server}/login").text
    csrf = re.search(r'name="_csrf" value="([^"]+)"', login).group(1)
    web.post(f"{server}/login", data={"email": email, "password": password, "_csrf": csrf})

    day = api.get(f"{server}/api/v1/me").json().get("today") or __import__("datetime").date.today().isoformat()
    stress = api.get(f"{server}/api/v1/stress?limit=1").json()
    first = stress[0]["id"] if isinstance(stress, list) and stress else None
    runs = api.post(f"{server}/api/v1/timelines/runs", json={"named": "cosmic-calendar", "totalTime": 86400}).json()
    pages = ["/", "/onboarding", "/log", f"/log?date={day}", "/history", "/calendar", f"/day/{day}", "/insights",
             "/insights?period=month", "/insights?period=day", "/cycle", "/reports/cycle", "/reports/glucose", "/settings",
             "/settings/two-factor", "/reminders", "/notifications", "/import", "/sharing", "/sharing/accept", "/timelines",
             "/no-such-page", "/history?kind=glucose", "/history?kind=periods"]
    if first:
        pages.append(f"/history/stress/{first}")
    if "id" in runs:
        pages.append(f"/timelines/runs/{runs['id']}")
    found = 0
    for page in pages:
        body = web.get(server + page).text
        if f'<html lang="{language}"' not in body:
            print(f"{page}: not in {language}")
        for text in dict.fromkeys(page_texts(body)):
            leftovers = sorted({w for w in WORD.findall(text) if w.lower() in english_only})
            if leftovers:
                found += 1
                print(f"{page}: {text[:160]!r}  ← {', '.join(leftovers)}")
    print(f"{found} texts with English words on {len(pages)} pages")


if __name__ == "__main__":
    main()
