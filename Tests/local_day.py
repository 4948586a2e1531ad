"""The day it is for a person, as the server works it out: the server's clock read in the person's own time
zone. A test that takes "today" from the machine's zone, or from UTC while the person's day is another,
disagrees with the server for part of every day; one whose account lives in UTC disagrees with it when
the run crosses midnight UTC.

A test that needs "today" makes its person in `midday_zone()`: a fixed offset from UTC (no daylight saving)
in which it is between noon and one o'clock at sign-up. Today there is the same day for the next eleven hours
and was for the twelve before, so "today", "an hour ago" and "yesterday at eight" mean one thing to the test
and to the server, whenever the test runs and whatever the machine's own zone."""
import datetime
from zoneinfo import ZoneInfo

import requests


def midday_zone(now=None):
    """The IANA name of the fixed-offset zone where it is now between 12:00 and 12:59 (Etc/GMT-12, twelve hours
    ahead of UTC, to Etc/GMT+11, eleven behind: the Etc names count the other way)."""
    hour = (now or datetime.datetime.now(datetime.timezone.utc)).astimezone(datetime.timezone.utc).hour
    ahead = 12 - hour
    return "UTC" if ahead == 0 else f"Etc/GMT{'-' if ahead > 0 else '+'}{abs(ahead)}"


def today(zone):
    """Today's date in `zone`, by this machine's clock, which the server on it reads too."""
    return datetime.datetime.now(ZoneInfo(zone)).date()


def now(zone):
    """This moment in `zone`, to the second, with its offset."""
    return datetime.datetime.now(ZoneInfo(zone)).replace(microsecond=0)


def at(zone, day, clock):
    """ISO 8601 for `clock` ("HH:MM" or "HH:MM:SS") on `day` (a date or "YYYY-MM-DD") in `zone`, offset included."""
    day = day if isinstance(day, datetime.date) else datetime.date.fromisoformat(day)
    parts = [int(part) for part in clock.split(":")]
    moment = datetime.datetime(day.year, day.month, day.day, *parts, tzinfo=ZoneInfo(zone))
    return moment.isoformat()


def zone_of(base, token):
    """The time zone the server keeps for the account whose bearer token is `token` (or whose requests
    session, carrying its token, is `token`)."""
    if isinstance(token, requests.Session):
        return token.get(base + "/api/v1/me").json()["timeZone"]
    return requests.get(base + "/api/v1/me", headers={"Authorization": "Bearer " + token}).json()["timeZone"]
