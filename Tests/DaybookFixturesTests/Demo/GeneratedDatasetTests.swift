import DaybookCore
import DaybookFixtures
import Foundation
import Testing

@Suite struct GeneratedDatasetTests {
    let today = LocalDate(dayNumber: 20_393) // 2025-11-01
    let zone = TimeZone(identifier: "Europe/Berlin") ?? .gmt

    @Test func theSameSeedGivesTheSameData() {
        let one = GeneratedDataset(users: 2, years: 1, seed: 7, glucosePerUser: 3_000, today: today)
        let two = GeneratedDataset(users: 2, years: 1, seed: 7, glucosePerUser: 3_000, today: today)
        for person in 0..<2 {
            let a = one.journal(of: person, zone: zone), b = two.journal(of: person, zone: zone)
            #expect(a.symptoms == b.symptoms)
            #expect(a.metrics == b.metrics)
            #expect(a.stress == b.stress)
            #expect(a.meals == b.meals)
            #expect(a.insulin == b.insulin)
            #expect(Array(one.glucose(of: person, zone: zone)) == Array(two.glucose(of: person, zone: zone)))
        }
    }

    @Test func anotherSeedOrAnotherPersonGivesOtherData() {
        let dataset = GeneratedDataset(users: 2, years: 1, seed: 7, glucosePerUser: 500, today: today)
        let other = GeneratedDataset(users: 2, years: 1, seed: 8, glucosePerUser: 500, today: today)
        #expect(dataset.journal(of: 0, zone: zone).stress != other.journal(of: 0, zone: zone).stress)
        #expect(Array(dataset.glucose(of: 0, zone: zone)) != Array(dataset.glucose(of: 1, zone: zone)))
        // A person's data does not depend on how many people there are.
        let more = GeneratedDataset(users: 5, years: 1, seed: 7, glucosePerUser: 500, today: today)
        #expect(Array(more.glucose(of: 1, zone: zone)) == Array(dataset.glucose(of: 1, zone: zone)))
    }

    @Test func aYearOfEverythingWithTheCGMTraceStreamedApart() {
        let dataset = GeneratedDataset(users: 1, years: 1, seed: 2026, today: today)
        let journal = dataset.journal(of: 0, zone: zone)
        // The journal itself holds no CGM readings; meals and insulin for every day are there.
        #expect(journal.glucose.isEmpty)
        #expect(journal.meals.count == 365 * 3)
        #expect(journal.insulin.count == 365 * 4)
        #expect(journal.metrics.count == 365)
        #expect(journal.symptoms.values.contains { $0.flow != nil })
        // 288 readings a day less 12 for the sensor change every tenth day, up to the default count of 365 × 288.
        var count = 0, last = Date.distantPast
        var ordered = true
        for reading in dataset.glucose(of: 0, zone: zone) {
            ordered = ordered && reading.time > last
            last = reading.time
            count += 1
        }
        #expect(count == 365 * 288)
        #expect(ordered)
        #expect(LocalDate(last, in: zone) <= today.adding(days: 2))
    }

    @Test func theStreamedTraceIsTheSameAsTheArray() {
        let start = Date(timeIntervalSince1970: 1_577_836_800)
        let array = SyntheticGlucose.readings(days: 10, start: start, seed: 3)
        // Ten days: 2,880 slots less the hour of the sensor change on day ten.
        #expect(array.count == 2_880 - 12)
        #expect(Array(SyntheticGlucose.Trace(start: start, seed: 3).prefix(array.count)) == array)
        #expect(array.first?.time == start)
    }
}
