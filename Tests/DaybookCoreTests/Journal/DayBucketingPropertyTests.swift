import Foundation
import PropertyBased
import Testing
@testable import DaybookCore

/// Properties of "an entry belongs to its local date" across zones from UTC−12 to UTC+14,
/// including DST, 45-minute offsets, Lord Howe's 30-minute DST and Apia's skipped day.
@Suite struct DayBucketingPropertyTests {
    static let zones = [
        "Etc/GMT+12", "Pacific/Pago_Pago", "America/New_York", "Europe/Berlin", "Asia/Kathmandu",
        "Australia/Lord_Howe", "Pacific/Chatham", "Pacific/Kiritimati", "Pacific/Apia", "UTC",
    ].compactMap(TimeZone.init(identifier:))

    static let zoneIndex = Gen.int(in: 0...(zones.count - 1))
    /// 1990-01-01 … 2040-01-01 in seconds since 1970.
    static let instantSeconds = Gen.int(in: 631_152_000...2_208_988_800)
    /// The same span as day numbers.
    static let dayNumbers = Gen.int(in: 7_305...25_567)
    /// Days in the months where DST usually changes (March, April, September–November), 1996–2039,
    /// so the rare 23- and 25-hour days come up often.
    static let changeSeasonDays = zip(Gen.int(in: 1996...2039), Gen.int(in: 0...4), Gen.int(in: 1...28))
        .map { year, month, day in
            (try? LocalDate(year: year, month: [3, 4, 9, 10, 11][month], day: day))?.dayNumber ?? 7_305
        }

    @Test func allZonesAreKnown() {
        #expect(Self.zones.count == 10)
    }

    @Test func everyInstantLiesInTheIntervalOfItsOwnDate() async {
        await propertyCheck(count: 500, input: Self.zoneIndex, Self.instantSeconds) { index, seconds in
            let zone = Self.zones[index]
            let t = Date(timeIntervalSince1970: TimeInterval(seconds))
            let interval = DayInterval(containing: t, in: zone)
            #expect(interval.contains(t), "\(t) in \(zone.identifier)")
            #expect(interval.date == LocalDate(t, in: zone))
        }
    }

    @Test func consecutiveDatesTouchWithoutOverlap() async {
        await propertyCheck(count: 1_000, input: Self.zoneIndex, Self.changeSeasonDays) { index, dayNumber in
            let zone = Self.zones[index]
            let d = LocalDate(dayNumber: dayNumber)
            let today = DayInterval(date: d, zone: zone)
            let tomorrow = DayInterval(date: d.adding(days: 1), zone: zone)
            #expect(today.end == tomorrow.start, "\(d) in \(zone.identifier)")
            #expect(today.start <= today.end)
            // The last second of a non-empty day is on that day, the next one is not.
            if !today.isEmpty {
                #expect(LocalDate(today.end.addingTimeInterval(-1), in: zone) == d)
                #expect(LocalDate(today.end, in: zone) != d)
            }
        }
    }

    @Test func startOfADateBucketsToThatDateUnlessTheZoneSkippedIt() async {
        await propertyCheck(count: 500, input: Self.zoneIndex, Self.dayNumbers) { index, dayNumber in
            let zone = Self.zones[index]
            let d = LocalDate(dayNumber: dayNumber)
            let interval = DayInterval(date: d, zone: zone)
            if interval.isEmpty {
                // Only a skipped date may be empty, and then no instant belongs to it.
                #expect(LocalDate(interval.start, in: zone) != d)
            } else {
                #expect(LocalDate(d.startInstant(in: zone), in: zone) == d, "\(d) in \(zone.identifier)")
            }
        }
    }

    @Test func dayLengthIs24HoursMinusTheOffsetChange() async {
        await propertyCheck(count: 1_000, input: Self.zoneIndex, Self.changeSeasonDays) { index, dayNumber in
            let zone = Self.zones[index]
            let d = LocalDate(dayNumber: dayNumber)
            let today = DayInterval(date: d, zone: zone)
            let tomorrow = DayInterval(date: d.adding(days: 1), zone: zone)
            // Only when both days begin at a real local midnight (not skipped, not moved by DST).
            guard !today.isEmpty, !tomorrow.isEmpty,
                  Self.secondOfDay(today.start, zone) == 0, Self.secondOfDay(tomorrow.start, zone) == 0
            else { return }
            let shift = zone.secondsFromGMT(for: today.end) - zone.secondsFromGMT(for: today.start)
            #expect(today.duration == TimeInterval(86_400 - shift), "\(d) in \(zone.identifier)")
        }
    }

    @Test func dstChangesAreAtMostAnHourExceptWhereAZoneMovedAcrossTheDateLine() async {
        // Apia (2011) and Kiritimati (1994) skipped a whole day; every other shift is 0, 30 or 60 minutes.
        let regular = Self.zones.filter { !["Pacific/Apia", "Pacific/Kiritimati"].contains($0.identifier) }
        await propertyCheck(count: 1_000, input: Gen.int(in: 0...(regular.count - 1)), Self.changeSeasonDays) { index, dayNumber in
            let zone = regular[index]
            let interval = DayInterval(date: LocalDate(dayNumber: dayNumber), zone: zone)
            #expect([23, 23.5, 24, 24.5, 25].contains(interval.duration / 3600), "\(interval.date) in \(zone.identifier)")
        }
    }

    @Test func shortAndLongDaysDoComeUp() async {
        // The months the season generator draws from hold both kinds of DST day, so the length
        // properties above do meet 23- and 25-hour days.
        let berlin = Self.zones[3]
        let lengths = Set((1996...2039).flatMap { year in
            [3, 10].flatMap { month in
                (1...31).compactMap { day in
                    (try? LocalDate(year: year, month: month, day: day)).map { DayInterval(date: $0, zone: berlin).duration }
                }
            }
        })
        #expect(lengths == Set<TimeInterval>([82_800, 86_400, 90_000]))
    }

    static func secondOfDay(_ t: Date, _ zone: TimeZone) -> Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let c = calendar.dateComponents([.hour, .minute, .second], from: t)
        return (c.hour ?? 0) * 3600 + (c.minute ?? 0) * 60 + (c.second ?? 0)
    }
}
