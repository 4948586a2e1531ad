import DaybookApp
import DaybookCore
import Foundation
import Testing

/// `CycleReport`, the read model of the cycle report: each cycle's and period's length against the
/// usual ranges, the averages of the cycles shown, the alerts, and each day's flow and pain.
@Suite struct CycleReportTests {
    /// Periods of 4, 9, 1 and 5 days starting 28, 45 and 20 days apart; today is in the fourth cycle.
    static func logCycles(_ app: TestApp, for person: Person) async throws {
        let symptoms = SetSymptoms(app.context)
        let days: [(String, FlowLevel, CrampLevel?)] = [
            ("2025-11-03", .heavy, .terrible), ("2025-11-04", .heavy, .bad), ("2025-11-05", .medium, .good), ("2025-11-06", .light, nil),
        ] + (1...9).map { (String(format: "2025-12-%02d", $0), FlowLevel.medium, nil) }
            + [("2026-01-15", .heavy, .bad)]
            + (4...8).map { (String(format: "2026-02-%02d", $0), FlowLevel.light, nil) }
        for (day, flow, cramps) in days {
            _ = try await symptoms(try Symptoms(flow: flow, cramps: cramps), on: try date(day), for: person)
        }
        _ = try await symptoms(try Symptoms(cramps: .terrible), on: try date("2025-11-20"), for: person)
    }

    @Test func lengthsAveragesAndWhatFallsOutsideTheUsualRanges() async throws {
        try await TestApp.with { app in  // today 2026-03-10
            let ada = try await app.person()
            try await Self.logCycles(app, for: ada)

            let report = try await CycleReport.load(ada, covering: nil, app.context)

            #expect(report.cycles.map(\.start) == [try date("2025-11-03"), try date("2025-12-01"), try date("2026-01-15"), try date("2026-02-04")])
            #expect(report.cycles.map(\.cycleLength) == [28, 45, 20, nil])
            #expect(report.cycles.map(\.periodLength) == [4, 9, 1, 5])
            #expect(report.cycles.map(\.cycleDeviation) == [nil, .long, .short, nil])
            #expect(report.cycles.map(\.periodDeviation) == [nil, .long, .short, nil])
            #expect(report.averageCycleLength == 31)
            #expect(report.averagePeriodLength == 4.75)
            #expect(report.covered == (try date("2025-11-03"))...(try date("2026-03-10")))
            #expect(report.alerts.contains(.irregularCycles))
            #expect(report.cycles.last?.isUnderWay == true)
            #expect(report.cycles.last?.days.count == 35)
        }
    }

    @Test func eachCycleDayCarriesItsFlowAndPain() async throws {
        try await TestApp.with { app in
            let ada = try await app.person()
            try await Self.logCycles(app, for: ada)

            let first = try #require(try await CycleReport.load(ada, covering: nil, app.context).cycles.first)

            #expect(first.days.count == 28)
            #expect(first.days.prefix(4).map(\.flow) == [.heavy, .heavy, .medium, .light])
            #expect(first.days.prefix(4).map(\.cramps) == [.terrible, .bad, .good, nil])
            #expect(first.days[17] == CycleReportCycle.Day(cycleDay: 18, flow: nil, cramps: .terrible))
            #expect(first.days.dropFirst(4).filter { $0.flow != nil }.isEmpty)
        }
    }

    @Test func datesChooseTheCyclesTheyTouch() async throws {
        try await TestApp.with { app in
            let ada = try await app.person()
            try await Self.logCycles(app, for: ada)

            let report = try await CycleReport.load(ada, covering: try date("2025-12-20")...(try date("2026-01-20")), app.context)

            #expect(report.cycles.map(\.start) == [try date("2025-12-01"), try date("2026-01-15")])
            #expect(report.averageCycleLength == 32.5)
            #expect(report.covered == (try date("2025-12-01"))...(try date("2026-02-03")))
        }
    }

    @Test func withoutPeriodsThereIsNothingToReport() async throws {
        try await TestApp.with { app in
            let ada = try await app.person()
            let report = try await CycleReport.load(ada, covering: nil, app.context)
            #expect(report.cycles.isEmpty && report.covered == nil && report.averageCycleLength == nil)
        }
    }
}
