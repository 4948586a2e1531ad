import Foundation
import Testing
import DaybookCore

@Suite struct CyclePredictionReportTests {
    func decode(_ json: String) throws(ValidationError) -> CyclePredictionRequest {
        try CyclePredictionRequest.decode(Data(json.utf8))
    }

    func error(_ json: String) -> ValidationError? {
        do { _ = try decode(json); return nil } catch { return error }
    }

    @Test func decodesPeriodsInAnyOrderWithOptionalEnds() throws {
        let request = try decode(#"{"periods":[{"start":"2026-02-01"},{"start":"2026-01-04","end":"2026-01-08"}],"pauses":[{"start":"2026-03-01","kind":"pregnancy"}]}"#)
        #expect(request.periods == [
            Period(start: date("2026-01-04"), end: date("2026-01-08"), source: .manual),
            Period(start: date("2026-02-01"), end: nil, source: .manual),
        ])
        #expect(request.pauses == [PauseSpan(kind: "pregnancy", start: date("2026-03-01"))])
    }

    @Test func errorsNameTheIndexAndField() {
        let three = #"{"periods":[{"start":"2026-01-01"},{"start":"2026-02-01"},{"start":"2026-03-05","end":"2026-03-01"}]}"#
        #expect(error(three) == ValidationError(field: "periods[2].end", "must not be before start"))
        #expect(error(#"{"periods":[{"start":"2026-01-01"},{"end":"2026-02-01"}]}"#)
            == ValidationError(field: "periods[1].start", "is required"))
        #expect(error(#"{"periods":[{"start":"2026-13-01"}]}"#)
            == ValidationError(field: "periods[0].start", "month must be 1–12"))
        #expect(error(#"{"periods":[{"start":"1 March"}]}"#)
            == ValidationError(field: "periods[0].start", "must be a date as YYYY-MM-DD"))
        #expect(error(#"{"periods":[{"start":20260101}]}"#) == ValidationError(field: "periods[0].start", "has the wrong type"))
        #expect(error(#"{"periods":[{"start":"2026-01-01","end":"2026-01-20"}]}"#)
            == ValidationError(field: "periods[0].end", "must be at most 15 days after start"))
        #expect(error(#"{"periods":[{"start":"2026-01-10","end":"2026-01-14"},{"start":"2026-01-12"}]}"#)
            == ValidationError(field: "periods[1].start", "overlaps the period at periods[0]"))
        #expect(error(#"{"pauses":[]}"#) == ValidationError(field: "periods", "is required"))
        #expect(error(#"{"periods":{}}"#) == ValidationError(field: "periods", "has the wrong type"))
        #expect(error(#"{"periods":[],"pauses":[{"start":"2026-02-01","end":"2026-01-01"}]}"#)
            == ValidationError(field: "pauses[0].end", "must not be before start"))
        #expect(error("[1, 2") == ValidationError(field: "body", "is not valid JSON"))
    }

    /// The regular history of CyclePredictionTests and CycleBacktestTests, as the CLI prints it.
    @Test func reportJSONHasTheAgreedFields() throws {
        let history = periods(from: "2026-01-01", cycleLengths: Array(repeating: 28, count: 5))
        let report = CyclePredictionReport(request: CyclePredictionRequest(periods: history), today: date("2026-06-01"))
        let data = try JSONEncoder().encode(report)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["nextStart"] as? String == "2026-06-18")
        #expect(json["nextStartEarliest"] as? String == "2026-06-17")
        #expect(json["nextStartLatest"] as? String == "2026-06-19")
        #expect(json["nextEnd"] as? String == "2026-06-22")
        #expect(json["ovulation"] as? String == "2026-06-04")
        #expect(json["fertileStart"] as? String == "2026-05-30")
        #expect(json["fertileEnd"] as? String == "2026-06-05")
        #expect(json["averageCycleLength"] as? Double == 28)
        #expect(json["averagePeriodLength"] as? Double == 5)
        #expect(json["daysUntil"] as? Int == 17)
        #expect(json["method"] as? String == "recent robust mean")
        #expect(json["status"] as? String == "predicted")
        let cycles = try #require(json["cycles"] as? [[String: Any]])
        #expect(cycles.count == 6)
        #expect(cycles.last?["start"] as? String == "2026-11-05") // 05-21 + 6 · 28 days
        let backtest = try #require(json["backtest"] as? [String: Any])
        #expect(backtest["n"] as? Int == 3 && backtest["mae"] as? Double == 0 && backtest["coverage"] as? Double == 1)
        #expect(abs((backtest["meanWidth"] as? Double ?? 0) - 11.0 / 3) < 1e-9)
        // Round trip: the report decodes back to itself.
        #expect(try JSONDecoder().decode(CyclePredictionReport.self, from: data) == report)
    }

    @Test func withoutHistoryTheReportSaysSoAndLeavesDatesOut() throws {
        let report = CyclePredictionReport(periods: [], today: date("2026-06-01"))
        let json = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(report)) as? [String: Any])
        #expect(json["status"] as? String == "noHistory")
        #expect(json["nextStart"] == nil)
        #expect(json["averageCycleLength"] as? Double == 28)
        #expect(json["cycleLengthSource"] as? String == "populationDefault")
    }
}
