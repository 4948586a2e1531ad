import Testing
@testable import DaybookCore

@Suite struct DailyMetricsTests {
    @Test func hoursAreZeroTo24() {
        for (metric, field) in [(Metric.sleep, "sleep"), (.activity, "activity"), (.work, "work")] {
            #expect(failingField { _ = try Self.metrics(metric, 0) } == nil)
            #expect(failingField { _ = try Self.metrics(metric, 24) } == nil)
            #expect(failingField { _ = try Self.metrics(metric, -0.5) } == field)
            #expect(failingField { _ = try Self.metrics(metric, 24.5) } == field)
        }
    }

    @Test func dietIsAScoreFrom1To10() {
        #expect(failingField { _ = try DailyMetrics(diet: 1) } == nil)
        #expect(failingField { _ = try DailyMetrics(diet: 10) } == nil)
        #expect(failingField { _ = try DailyMetrics(diet: 0.9) } == "diet")
        #expect(failingField { _ = try DailyMetrics(diet: 10.1) } == "diet")
    }

    @Test func atLeastOneMetricIsGiven() {
        #expect(failingField { _ = try DailyMetrics() } == "sleep")
        #expect(throws: ValidationError.self) { _ = try decode(DailyMetrics.self, "{}") }
    }

    @Test func subscriptReadsEachMetricByName() throws {
        let m = try DailyMetrics(sleep: 7, activity: 1.5, work: 8, diet: 6)
        #expect(Metric.allCases.map { m[$0] } == [7, 1.5, 8, 6])
        let onlySleep = try DailyMetrics(sleep: 7)
        #expect(onlySleep[.diet] == nil)
    }

    @Test func jsonUsesTheFixedFieldNames() throws {
        let m = try DailyMetrics(sleep: 7, diet: 6)
        #expect(try json(m) == #"{"diet":6,"sleep":7}"#)
        #expect(try decode(DailyMetrics.self, #"{"work":9,"activity":0.5}"#) == (try DailyMetrics(activity: 0.5, work: 9)))
    }

    static func metrics(_ metric: Metric, _ value: Double) throws(ValidationError) -> DailyMetrics {
        switch metric {
        case .sleep: try DailyMetrics(sleep: value)
        case .activity: try DailyMetrics(activity: value)
        case .work: try DailyMetrics(work: value)
        case .diet: try DailyMetrics(diet: value)
        }
    }
}
