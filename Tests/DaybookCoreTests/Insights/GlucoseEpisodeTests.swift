import Foundation
import Testing
@testable import DaybookCore

@Suite struct GlucoseEpisodeTests {
    typealias C = ConsensusFixtures

    /// Readings every 5 minutes, episodes with the consensus thresholds and 15-minute gap rule.
    func episodes(_ values: [Double], stepMinutes: Double = 5) -> [GlucoseEpisode] {
        let trace = C.trace(values, stepMinutes: stepMinutes)
        let grid = GlucoseGrid(trace, maximumGapMinutes: ConsensusGlucoseMetrics.episodeGapMinutes)
        return GlucoseEpisodeDetector().episodes(trace, grid: grid, unit: .mgPerDL)
    }

    let normal = Array(repeating: 100.0, count: 6)

    @Test func aTwentyMinuteDipIsOneLevelOneEpisode() throws {
        let found = episodes(normal + [68, 65, 62, 66] + normal)
        #expect(found.count == 1)
        let episode = try #require(found.first)
        #expect(episode.kind == .hypo && episode.level == 1 && episode.extreme == 62)
        // It starts with the first low reading (minute 30) and ends when glucose is back (minute 50).
        #expect(episode.start == Date(timeIntervalSince1970: C.origin + 30 * 60))
        #expect(episode.end == Date(timeIntervalSince1970: C.origin + 50 * 60))
    }

    @Test func aTenMinuteDipIsNone() {
        #expect(episodes(normal + [65, 62] + normal).isEmpty)
    }

    @Test func fifteenMinutesBelowFiftyFourIsLevelTwoInsideLevelOne() {
        let found = episodes(normal + [52, 50, 53] + normal)
        #expect(found.map(\.level) == [1, 2])
        #expect(found.allSatisfy { $0.kind == .hypo && $0.extreme == 50 })
    }

    @Test func dipsTenMinutesApartAreOneEpisode() {
        let found = episodes(normal + [65, 65, 65, 65] + [80, 80] + [65, 65, 65, 65] + normal)
        #expect(found.count == 1)
        #expect(found.first?.end == Date(timeIntervalSince1970: C.origin + 80 * 60))
    }

    @Test func fifteenMinutesBackInRangeEndsIt() {
        let found = episodes(normal + [65, 65, 65, 65] + [80, 80, 80] + [65, 65, 65, 65] + normal)
        #expect(found.count == 2)
    }

    @Test func aGapLongerThanFifteenMinutesSplitsEpisodes() {
        // Two low readings, 20 minutes without readings, two more: neither side lasts 15 minutes.
        let trace = GlucoseTrace(times: [0, 5, 25, 30].map { C.origin + $0 * 60 }, values: [60, 60, 60, 60], days: [0, 0, 0, 0])
        let grid = GlucoseGrid(trace, maximumGapMinutes: ConsensusGlucoseMetrics.episodeGapMinutes)
        #expect(GlucoseEpisodeDetector().episodes(trace, grid: grid, unit: .mgPerDL).isEmpty)
        // A 15-minute gap is bridged: 0–30 minutes below 70 is one episode.
        let bridged = GlucoseTrace(times: [0, 5, 20, 25].map { C.origin + $0 * 60 }, values: [60, 60, 60, 60], days: [0, 0, 0, 0])
        let bridgedGrid = GlucoseGrid(bridged, maximumGapMinutes: ConsensusGlucoseMetrics.episodeGapMinutes)
        #expect(GlucoseEpisodeDetector().episodes(bridged, grid: bridgedGrid, unit: .mgPerDL).count == 1)
    }

    @Test func hyperEpisodesByLevelWithThePeakInTheUnit() {
        let found = episodes([150, 150] + [190, 240, 260, 270, 255, 200] + [150, 150, 150])
        #expect(found.map(\.kind) == [.hyper, .hyper])
        #expect(found.map(\.level) == [1, 2])
        let mmol = GlucoseEpisodeDetector().episodes(C.trace([150, 190, 200, 210, 150, 150, 150]),
                                                     grid: GlucoseGrid(C.trace([150, 190, 200, 210, 150, 150, 150]), maximumGapMinutes: 15),
                                                     unit: .mmolPerL)
        #expect(mmol.count == 1)
        #expect(abs((mmol.first?.extreme ?? 0) - 210 / 18.01559) < 1e-9)
    }

    /// iglu's `tests/testthat/test-episodes.R`: `episode_calculation(example_data_1_subject[1:288, ],
    /// lv1_hypo = 100, lv2_hypo = 70, lv1_hyper = 120, lv2_hyper = 140)` with its default 15-minute
    /// start and end and 45-minute interpolation gap. Its expectations (3 significant digits): episodes
    /// per day, mean duration in minutes and mean of the episodes' mean glucose, per type. One of them is
    /// inconsistent in iglu's test: it expects mean glucose 112 for level-1 hypo but 96.1 for level-1 hypo
    /// without level 2, while it also expects no level-2 hypo (so both are the same episodes); iglu's
    /// tolerance of 20 % lets both pass. We check 96.1 for both.
    @Test func matchesIgluEpisodeTest() throws {
        let trace = try C.iglu(rows: 1...288)
        let grid = GlucoseGrid(trace, maximumGapMinutes: 45)
        let found = GlucoseEpisodeDetector().episodes(on: grid, thresholds: [
            (.hypo, 1, 100), (.hypo, 2, 70), (.hyper, 1, 120), (.hyper, 2, 140),
        ])
        let recordedDays = Double(grid.values.filter { !$0.isNaN }.count) * 5 / 1440
        func summary(_ episodes: [GlucoseEpisodeDetector.Found]) -> (perDay: Double, minutes: Double, glucose: Double?) {
            guard !episodes.isEmpty else { return (0, 0, nil) }
            let minutes = episodes.map { Double($0.points.count) * 5 }
            let glucose = episodes.map { e in grid.values[e.points].reduce(0, +) / Double(e.points.count) }
            return (Double(episodes.count) / recordedDays, minutes.reduce(0, +) / Double(episodes.count),
                    glucose.reduce(0, +) / Double(episodes.count))
        }
        func close(_ x: Double?, _ expected: Double) -> Bool {
            guard let x else { return false }
            return abs(x - expected) <= max(0.005 * abs(expected), 1e-9)
        }
        let hypo1 = found.filter { $0.kind == .hypo && $0.level == 1 }
        let hypo2 = found.filter { $0.kind == .hypo && $0.level == 2 }
        let hyper1 = found.filter { $0.kind == .hyper && $0.level == 1 }
        let hyper2 = found.filter { $0.kind == .hyper && $0.level == 2 }
        func exclusive(_ level1: [GlucoseEpisodeDetector.Found], _ level2: [GlucoseEpisodeDetector.Found]) -> [GlucoseEpisodeDetector.Found] {
            level1.filter { one in !level2.contains { $0.points.overlaps(one.points) } }
        }
        let s = [summary(hypo1), summary(hypo2), summary(hyper1), summary(hyper2),
                 summary(exclusive(hypo1, hypo2)), summary(exclusive(hyper1, hyper2))]
        #expect(close(s[0].perDay, 4.72) && close(s[0].minutes, 112) && close(s[0].glucose, 96.1), "\(s[0])")
        #expect(s[1].perDay == 0 && s[1].glucose == nil)
        #expect(close(s[2].perDay, 0.787) && close(s[2].minutes, 385) && close(s[2].glucose, 142), "\(s[2])")
        #expect(close(s[3].perDay, 2.36) && close(s[3].minutes, 61.7) && close(s[3].glucose, 153), "\(s[3])")
        #expect(close(s[4].perDay, 4.72) && close(s[4].minutes, 112) && close(s[4].glucose, 96.1), "\(s[4])")
        #expect(s[5].perDay == 0)
    }
}
