import DaybookCore
import DaybookFixtures
import Foundation
import Testing

@Suite struct SyntheticGlucoseTests {
    @Test func tracesAreSeededPlausibleAndFiveMinutesApart() {
        let start = Date(timeIntervalSince1970: 1_704_067_200) // 2024-01-01 00:00 UTC
        let a = SyntheticGlucose.readings(days: 20, start: start, seed: 7)
        #expect(a == SyntheticGlucose.readings(days: 20, start: start, seed: 7))
        #expect(a != SyntheticGlucose.readings(days: 20, start: start, seed: 8))
        // 288 a day, less two one-hour sensor gaps of 12 readings.
        #expect(a.count == 20 * 288 - 2 * 12)
        #expect(a.allSatisfy { (40...400).contains($0.value) })
        #expect(a[1].time.timeIntervalSince(a[0].time) == 300)
        let mean = a.map(\.value).reduce(0, +) / Double(a.count)
        #expect((110...190).contains(mean))
    }
}
