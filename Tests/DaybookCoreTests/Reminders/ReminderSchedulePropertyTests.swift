import Foundation
import PropertyBased
import Testing
import DaybookCore

/// The schedule's promises over random zones (DST north and south, 30- and 45-minute offsets,
/// Lord Howe's 30-minute DST), instants, times and weekday sets.
@Suite struct ReminderSchedulePropertyTests {
    static let zones = [
        "Europe/Berlin", "America/New_York", "Australia/Sydney", "America/Santiago", "Australia/Lord_Howe",
        "Asia/Kathmandu", "Pacific/Chatham", "Europe/London", "America/Sao_Paulo", "UTC",
    ].compactMap(TimeZone.init(identifier:))

    static let zoneIndex = Gen.int(in: 0...(zones.count - 1))
    /// 2000-01-01 … 2038-01-01.
    static let instantSeconds = Gen.int(in: 946_684_800...2_145_916_800)
    static let minuteOfDay = Gen.int(in: 0...1_439)
    /// A non-empty weekday set as a bit mask 1…127.
    static let weekdayMask = Gen.int(in: 1...127)

    static func weekdays(_ mask: Int) -> Set<Int> {
        Set((1...7).filter { mask & (1 << ($0 - 1)) != 0 })
    }

    @Test func allZonesAreKnown() {
        #expect(Self.zones.count == 10)
    }

    @Test func nextFireIsAfterTheInstantOnAnAllowedDayAndSkipsNoAllowedDay() async {
        await propertyCheck(count: 1_000, input: Self.zoneIndex, Self.instantSeconds, Self.minuteOfDay, Self.weekdayMask) {
            index, seconds, minute, mask in
            let zone = Self.zones[index]
            let after = Date(timeIntervalSince1970: TimeInterval(seconds))
            let days = Self.weekdays(mask)
            guard let time = try? TimeOfDay(hour: minute / 60, minute: minute % 60),
                  let schedule = try? ReminderSchedule(time: time, weekdays: days),
                  let next = schedule.nextFire(after: after, in: zone)
            else {
                Issue.record("no next fire for \(minute) \(mask) in \(zone.identifier)")
                return
            }
            #expect(next > after)
            let fireDay = LocalDate(next, in: zone)
            #expect(days.contains(fireDay.weekday), "\(next) in \(zone.identifier)")
            // At most a week and a day (a shifted time after a gap) away.
            #expect(next.timeIntervalSince(after) <= 8 * 86_400)
            // No allowed day in between was skipped: each one's fire is not after `after`.
            var day = LocalDate(after, in: zone).adding(days: -1)
            while day < fireDay {
                if days.contains(day.weekday) {
                    #expect(LocalInstant.instant(on: day, at: time, in: zone) <= after, "\(day) skipped in \(zone.identifier)")
                }
                day = day.adding(days: 1)
            }
        }
    }

    @Test func theFireIsAtTheWallClockTimeUnlessThatTimeDoesNotExist() async {
        await propertyCheck(count: 1_000, input: Self.zoneIndex, Self.instantSeconds, Self.minuteOfDay) { index, seconds, minute in
            let zone = Self.zones[index]
            guard let time = try? TimeOfDay(hour: minute / 60, minute: minute % 60),
                  let next = try? ReminderSchedule(time: time).nextFire(after: Date(timeIntervalSince1970: TimeInterval(seconds)), in: zone)
            else { return }
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = zone
            let shown = calendar.dateComponents([.hour, .minute], from: next)
            let shownMinute = (shown.hour ?? 0) * 60 + (shown.minute ?? 0)
            if shownMinute != minute {
                // Only in a spring-forward gap, moved later by the gap's length (at most an hour).
                let before = zone.secondsFromGMT(for: next.addingTimeInterval(-7_200))
                let after = zone.secondsFromGMT(for: next)
                #expect(after > before, "\(next) in \(zone.identifier) shows \(shownMinute), wanted \(minute)")
                #expect((shownMinute - minute + 1_440) % 1_440 == (after - before) / 60)
            }
        }
    }
}
