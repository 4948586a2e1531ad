@testable import DaybookCore

/// The phases drip's specs expect, written as they write them: dates as strings and the days
/// as filters over the fixture.
enum Expected {
    static func pre(_ start: String, _ end: String, days: [FertilityDay]) -> PreOvulatoryPhase {
        PreOvulatoryPhase(start: DripFixture.date(start), end: DripFixture.date(end), days: days)
    }

    /// A fertile phase; without `end` it is still open.
    static func peri(_ start: String, end: String? = nil, days: [FertilityDay]) -> PeriOvulatoryPhase {
        PeriOvulatoryPhase(start: DripFixture.date(start), end: end.map(DripFixture.date), days: days)
    }

    /// drip starts the post-ovulatory phase at 18:00.
    static func post(_ start: String, days: [FertilityDay]) -> PostOvulatoryPhase {
        PostOvulatoryPhase(start: DripFixture.date(start), startTime: .evening, days: days)
    }
}
