"""The cycle feed read by two independent iCalendar parsers (vobject validates RFC 5545;
icalendar parses what calendar apps would), plus the raw checks they do not make."""
import datetime

import icalendar
import requests
import vobject


def make_feed(account):
    for start, end in [("2026-01-06", "2026-01-10"), ("2026-02-03", "2026-02-07"), ("2026-03-03", "2026-03-07")]:
        r = account.post(account.base + "/api/v1/cycle/periods", json={"start": start, "end": end})
        assert r.status_code == 201, r.text
    r = account.post(account.base + "/api/v1/cycle/feed")
    assert r.status_code == 201, r.text
    url = r.json()["url"]
    path = url[url.index("/feeds/"):]
    feed = requests.get(account.base + path)
    assert feed.status_code == 200
    return feed


def test_feed_is_valid_rfc5545_for_vobject(account):
    feed = make_feed(account)
    assert feed.headers["Content-Type"].startswith("text/calendar")
    calendar = vobject.readOne(feed.text)
    calendar.validate(raiseException=True)  # raises on a broken calendar
    events = calendar.vevent_list
    assert len(events) == 12  # six predicted periods and six fertile windows
    for event in events:
        event.validate(raiseException=True)
        assert isinstance(event.dtstart.value, datetime.date) and not isinstance(event.dtstart.value, datetime.datetime)
        assert event.dtend.value > event.dtstart.value  # exclusive end of an all-day event
        assert event.uid.value and event.dtstamp.value


def test_feed_parses_with_icalendar_and_uses_all_day_dates(account):
    feed = make_feed(account)
    calendar = icalendar.Calendar.from_ical(feed.content)
    assert str(calendar["VERSION"]) == "2.0"
    assert "Daybook" in str(calendar["PRODID"])
    periods = [e for e in calendar.walk("VEVENT") if "period" in str(e["SUMMARY"]).lower()]
    assert periods, "no predicted periods"
    first = sorted(periods, key=lambda e: e.decoded("DTSTART"))[0]
    start, end = first.decoded("DTSTART"), first.decoded("DTEND")
    assert type(start) is datetime.date and type(end) is datetime.date
    # 28-day cycles from March 3, five-day periods: the next one is March 31 – April 4, DTEND April 5.
    assert start == datetime.date(2026, 3, 31) or start > datetime.date(2026, 3, 31)
    assert (end - start).days >= 1


def test_raw_text_follows_rfc5545_line_rules(account):
    raw = make_feed(account).content
    assert raw.startswith(b"BEGIN:VCALENDAR\r\n") and raw.endswith(b"END:VCALENDAR\r\n")
    lines = raw.split(b"\r\n")
    assert b"\n" not in raw.replace(b"\r\n", b"")  # CRLF only
    assert all(len(line) <= 75 for line in lines)
    assert any(line.startswith(b"DTSTART;VALUE=DATE:") for line in lines)
    assert any(line.startswith(b"DTEND;VALUE=DATE:") for line in lines)
    assert not any(line.startswith(b"DTSTART:") for line in lines)  # never a date-time for these


def test_reminders_become_weekly_events_whose_valarms_parse(account):
    for body in [{"kind": "water", "time": "10:30", "weekdays": [1, 3, 5]},
                 {"kind": "custom", "time": "21:00", "text": "Iron, then bed; 1 tablet"},
                 {"kind": "periodDue", "time": "09:00", "daysBefore": 2}]:
        r = account.post(account.base + "/api/v1/reminders", json=body)
        assert r.status_code == 201, r.text
    feed = make_feed(account)

    calendar = vobject.readOne(feed.text)
    calendar.validate(raiseException=True)
    weekly = [e for e in calendar.vevent_list if e.uid.value.startswith("reminder-")]
    assert len(weekly) == 2
    for event in weekly:
        event.validate(raiseException=True)
        assert event.rrule.value.startswith("FREQ=WEEKLY;BYDAY=")
        assert event.valarm.action.value == "DISPLAY"
        assert event.valarm.trigger.value == datetime.timedelta(0)

    parsed = icalendar.Calendar.from_ical(feed.content)
    water = next(e for e in parsed.walk("VEVENT") if str(e["SUMMARY"]) == "Time to drink some water")
    start = water.decoded("DTSTART")
    assert (start.hour, start.minute) == (10, 30) and start.tzinfo is not None
    assert water["DTSTART"].params["TZID"] == "UTC"  # the account's zone (conftest)
    # Every TZID is described by a VTIMEZONE, as RFC 5545 requires.
    zones = {str(z["TZID"]) for z in parsed.walk("VTIMEZONE")}
    assert zones == {"UTC"}
    assert water["RRULE"]["BYDAY"] == ["MO", "WE", "FR"]
    alarms = water.walk("VALARM")
    assert len(alarms) == 1 and str(alarms[0]["ACTION"]) == "DISPLAY"
    custom = next(e for e in parsed.walk("VEVENT") if "Iron" in str(e["SUMMARY"]))
    assert str(custom["SUMMARY"]) == "Iron, then bed; 1 tablet"
    # The period-due reminder: an alarm 2 days before each predicted period, at 09:00.
    periods = [e for e in parsed.walk("VEVENT") if "period" in str(e["SUMMARY"]).lower()]
    assert periods and all(p.walk("VALARM") for p in periods)
    assert periods[0].walk("VALARM")[0].decoded("TRIGGER") == -datetime.timedelta(days=1, hours=15)
