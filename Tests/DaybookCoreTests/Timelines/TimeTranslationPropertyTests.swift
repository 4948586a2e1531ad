@testable import DaybookCore
import DaybookTestSupport
import Foundation
import PropertyBased
import Testing

@Suite struct TimeTranslationPropertyTests {
    /// Our pure calendar arithmetic agrees with Foundation's Gregorian calendar (the oracle) from
    /// 1583 on; before the 1582 reform Foundation switches to the Julian calendar, while seed dates
    /// (like ISO 8601 and `LocalDate`) are proleptic Gregorian.
    @Test func dateArithmeticMatchesFoundation() async {
        let fields = zip(Gen.int(in: 1583...9999), Gen.int(in: 1...12), Gen.int(in: 1...28),
                         Gen.int(in: 0...23), Gen.int(in: 0...59), Gen.int(in: 0...59))
        await propertyCheck(count: 300, input: fields) { y, mo, d, h, mi, s in
            let ours = TimelineDateFormat.seconds(year: y, month: mo, day: d, hour: h, minute: mi, second: s)
            #expect(ours == TimelineFixtures.utc(y, mo, d, h, mi, s).timeIntervalSince1970)
        }
    }

    /// 0001-01-01 proleptic Gregorian is 719,162 days before 1970 (the well-known .NET/Python
    /// ordinal offset: date(1970,1,1).toordinal() − 1 = 719,162), i.e. −62,135,596,800 s.
    @Test func yearOneIsProlepticGregorian() {
        #expect(TimelineDateFormat.seconds(year: 1, month: 1, day: 1) == -62_135_596_800)
    }

    /// Formatting and parsing are inverse over the whole supported range.
    @Test func formattedSecondsParseBack() async {
        // 0001-01-01 and 9999-12-31T23:59:59 as seconds since 1970.
        let low = TimelineDateFormat.seconds(year: 1, month: 1, day: 1)
        let high = TimelineDateFormat.seconds(year: 9999, month: 12, day: 31, hour: 23, minute: 59, second: 59)
        await propertyCheck(count: 300, input: Gen.int(in: Int(low)...Int(high))) { value in
            let text = TimelineDateFormat.string(ofSeconds: Double(value), dateOnly: false)
            #expect((try? TimelineDateFormat.seconds(parsing: text, field: "start")) == Double(value))
        }
    }

    /// The start maps to 0 s, the end to the run time, and timings grow with the event, in both
    /// directions of the axis.
    @Test func timingsRunFromZeroToTotalTimeInOrder() async {
        let input = zip(Gen.double(in: -1e10...1e10), Gen.double(in: -1e10...1e10),
                        Gen.double(in: 0...1), Gen.double(in: 0...1), Gen.double(in: 10...604_800))
        await propertyCheck(count: 300, input: input) { start, end, a, b, totalTime in
            guard abs(end - start) > 1e-3 else { return }
            let ratio = TimeTranslation.displayRatio(totalTime: totalTime, start: start, end: end)
            func timing(_ x: Double) -> Double {
                TimeTranslation.displayTiming(eventStart: start + x * (end - start), scenarioStart: start, displayRatio: ratio)
            }
            #expect(abs(timing(0)) < 1e-6)
            #expect(abs(timing(1) - totalTime) < 1e-6 * totalTime)
            if a < b { #expect(timing(a) <= timing(b)) }
            #expect(abs(timing(a) - a * totalTime) < 1e-6 * totalTime)
        }
    }
}
