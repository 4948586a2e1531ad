import Foundation
import Testing
import Vapor

/// The insights over a small journal made through the API, with numbers worked out by hand (and
/// the correlation's cross-checked with numpy/scipy).
@Suite struct InsightsAPITests {
    /// Wednesday 2026-05-06, 12:00 in Berlin: "today" when no date is given.
    static let now = Date(timeIntervalSince1970: 1_778_061_600)

    static func rate(_ server: TestServer, _ token: String, _ level: Int, _ time: String) async throws {
        let response = try await server.request(.POST, "/api/v1/stress", token: token, json: ["level": level, "time": time])
        try #require(response.status == .created, "\(response.bodyText)")
    }

    static func metrics(_ server: TestServer, _ token: String, _ date: String, _ body: [String: Any]) async throws {
        let response = try await server.request(.PUT, "/api/v1/days/\(date)/metrics", token: token, json: body)
        try #require(response.status == .ok, "\(response.bodyText)")
    }

    static func number(_ value: Any?) -> Double? { (value as? NSNumber)?.doubleValue }

    /// Last week 3 and 5 (mean 4); this week 4 and 8 on Monday, 6 on Wednesday, 2 on Thursday (mean 5).
    static func logStress(_ server: TestServer, _ token: String) async throws {
        try await rate(server, token, 3, "2026-04-29T08:00:00+02:00")
        try await rate(server, token, 5, "2026-04-30T20:00:00+02:00")
        try await rate(server, token, 4, "2026-05-04T09:00:00+02:00")
        try await rate(server, token, 8, "2026-05-04T15:00:00+02:00")
        try await rate(server, token, 6, "2026-05-06T09:30:00+02:00")
        try await rate(server, token, 2, "2026-05-07T22:00:00+02:00")
    }

    @Test func stressWeekDefaultsToThisWeekWithTrendExtremesAndBuckets() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            let (ada, _) = try await server.signUp("ada@example.org")
            let (bob, _) = try await server.signUp("bob@example.org", name: "Bob")
            try await Self.logStress(server, ada)
            try await Self.rate(server, bob, 10, "2026-05-05T12:00:00+02:00")

            let response = try await server.request(.GET, "/api/v1/insights/stress", token: ada)
            #expect(response.status == .ok, "\(response.bodyText)")
            let body = try response.object()
            let summary = try #require(body["summary"] as? [String: Any])
            #expect(summary["period"] as? String == "week")
            #expect(summary["start"] as? String == "2026-05-04")
            #expect(summary["end"] as? String == "2026-05-10")
            #expect(summary["count"] as? Int == 4)
            #expect(Self.number(summary["average"]) == 5)
            #expect(Self.number(summary["previousAverage"]) == 4)
            let trend = try #require(summary["trend"] as? [String: Any])
            #expect(Self.number(trend["delta"]) == 1)
            #expect(trend["direction"] as? String == "increase")
            let maximum = try #require(summary["maximum"] as? [String: Any])
            #expect(Self.number(maximum["value"]) == 8)
            #expect(maximum["date"] as? String == "2026-05-04")
            #expect(maximum["weekday"] as? Int == 1)
            #expect(maximum["minuteOfDay"] as? Int == 15 * 60)
            let minimum = try #require(summary["minimum"] as? [String: Any])
            #expect(Self.number(minimum["value"]) == 2)
            #expect(minimum["date"] as? String == "2026-05-07")
            #expect(minimum["weekday"] as? Int == 4)
            #expect(minimum["minuteOfDay"] as? Int == 22 * 60)
            let daily = try #require(body["daily"] as? [[String: Any]])
            #expect(daily.map { $0["date"] as? String } == ["2026-05-04", "2026-05-06", "2026-05-07"])
            #expect(daily.map { Self.number($0["value"]) } == [6, 6, 2])

            // Over all of Ada's data (Bob's 10 is not hers): hour 9 has 4 and 6, weekday 3 has 3 and 6.
            let byHour = try #require(body["byHour"] as? [[String: Any]])
            #expect(byHour.count == 24)
            #expect(byHour[9]["count"] as? Int == 2)
            #expect(Self.number(byHour[9]["average"]) == 5)
            #expect(byHour[12]["count"] as? Int == 0)
            #expect(byHour[12]["average"] == nil)
            let byWeekday = try #require(body["byWeekday"] as? [[String: Any]])
            #expect(byWeekday.map { $0["count"] as? Int } == [2, 0, 2, 2, 0, 0, 0])
            #expect(byWeekday.map { Self.number($0["average"]) } == [6, nil, 4.5, 3.5, nil, nil, nil])

            // Bob's week holds his one rating only.
            let bobs = try await server.request(.GET, "/api/v1/insights/stress?period=week&date=2026-05-05", token: bob).object()
            let bobSummary = try #require(bobs["summary"] as? [String: Any])
            #expect(bobSummary["count"] as? Int == 1)
            #expect(Self.number(bobSummary["average"]) == 10)
        }
    }

    @Test func stressDayAndMonth() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            let (ada, _) = try await server.signUp()
            try await Self.logStress(server, ada)
            let day = try await server.request(.GET, "/api/v1/insights/stress?period=day&date=2026-05-04", token: ada).object()
            let summary = try #require(day["summary"] as? [String: Any])
            #expect(Self.number(summary["average"]) == 6)
            // Nothing on Sunday the 3rd: no trend rather than a made-up one.
            #expect(summary["previousAverage"] == nil)
            #expect(summary["trend"] == nil)
            #expect((summary["minimum"] as? [String: Any])?["minuteOfDay"] as? Int == 9 * 60)

            let month = try await server.request(.GET, "/api/v1/insights/stress?period=month&date=2026-05-20", token: ada).object()
            let may = try #require(month["summary"] as? [String: Any])
            #expect(may["start"] as? String == "2026-05-01")
            #expect(may["end"] as? String == "2026-05-31")
            #expect(Self.number(may["average"]) == 5)
            #expect(Self.number(may["previousAverage"]) == 4)

            let empty = try await server.request(.GET, "/api/v1/insights/stress?period=day&date=2026-05-05", token: ada).object()
            let none = try #require(empty["summary"] as? [String: Any])
            #expect(none["count"] as? Int == 0)
            #expect(none["average"] == nil)
            #expect(none["maximum"] == nil)
        }
    }

    @Test func metricsByWeekAndMonthThroughOnePath() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            let (ada, _) = try await server.signUp()
            let (bob, _) = try await server.signUp("bob@example.org", name: "Bob")
            try await Self.metrics(server, ada, "2026-04-28", ["sleep": 5, "work": 9])
            try await Self.metrics(server, ada, "2026-05-04", ["sleep": 7, "diet": 6])
            try await Self.metrics(server, ada, "2026-05-05", ["sleep": 6])
            try await Self.metrics(server, ada, "2026-05-07", ["sleep": 8, "work": 4])
            try await Self.metrics(server, bob, "2026-05-06", ["sleep": 12])

            let week = try await server.request(.GET, "/api/v1/insights/metrics/sleep", token: ada).object()
            #expect(week["metric"] as? String == "sleep")
            let summary = try #require(week["summary"] as? [String: Any])
            #expect(summary["count"] as? Int == 3)
            #expect(Self.number(summary["average"]) == 7)
            #expect(Self.number(summary["previousAverage"]) == 5)
            #expect(Self.number((summary["trend"] as? [String: Any])?["delta"]) == 2)
            #expect((summary["maximum"] as? [String: Any])?["date"] as? String == "2026-05-07")
            #expect((summary["maximum"] as? [String: Any])?["weekday"] as? Int == 4)
            #expect((summary["minimum"] as? [String: Any])?["date"] as? String == "2026-05-05")
            #expect((summary["minimum"] as? [String: Any])?["minuteOfDay"] == nil)
            #expect((week["daily"] as? [[String: Any]])?.count == 3)

            let month = try await server.request(.GET, "/api/v1/insights/metrics/work?period=month&date=2026-05-01", token: ada).object()
            let work = try #require(month["summary"] as? [String: Any])
            #expect(work["count"] as? Int == 1)
            #expect(Self.number(work["average"]) == 4)
            #expect(Self.number(work["previousAverage"]) == 9)
            #expect((work["trend"] as? [String: Any])?["direction"] as? String == "decrease")

            let activity = try await server.request(.GET, "/api/v1/insights/metrics/activity", token: ada).object()
            #expect((activity["summary"] as? [String: Any])?["count"] as? Int == 0)
        }
    }

    /// Eleven days of sleep against stress; each day's stress is the mean of two ratings.
    static let sleep: [Double] = [4, 5, 6, 7, 8, 9, 5, 6, 7, 8, 6.5]
    static let stress: [Double] = [8, 7.5, 6, 6.5, 4, 3.5, 7, 5.5, 5, 4.5, 6]

    static func logCorrelationData(_ server: TestServer, _ token: String, activityDays: Int) async throws {
        for (i, (x, y)) in zip(sleep, stress).enumerated() {
            let date = String(format: "2026-03-%02d", i + 1)
            var body: [String: Any] = ["sleep": x]
            if i < activityDays { body["activity"] = 0.5 + 0.5 * Double(i) }
            try await metrics(server, token, date, body)
            try await rate(server, token, Int(y.rounded(.down)), "\(date)T09:00:00+01:00")
            try await rate(server, token, Int(y.rounded(.up)), "\(date)T18:00:00+01:00")
        }
    }

    @Test func correlationsWithHandCheckedStatisticsAndNotEnoughData() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            let (ada, _) = try await server.signUp()
            let (bob, _) = try await server.signUp("bob@example.org", name: "Bob")
            try await Self.logCorrelationData(server, ada, activityDays: 9)

            let response = try await server.request(.GET, "/api/v1/insights/correlations?metrics=sleep,activity", token: ada)
            #expect(response.status == .ok, "\(response.bodyText)")
            let body = try response.object()
            #expect(body["lag"] as? Int == 0)
            #expect(body["minimumDays"] as? Int == 10)
            let results = try #require(body["correlations"] as? [[String: Any]])
            #expect(results.map { $0["metric"] as? String } == ["sleep", "activity"])
            let sleep = results[0]
            #expect(sleep["status"] as? String == "ok")
            #expect((sleep["points"] as? [[String: Any]])?.count == 11)
            #expect(Self.number((sleep["points"] as? [[String: Any]])?[1]["stress"]) == 7.5)
            let stats = try #require(sleep["statistics"] as? [String: Any])
            // mean x 6.5, mean y 63.5/11; Sxy −27.5, Sxx 30.5 … numpy: slope −0.9, intercept 11.6227…, r −0.93873.
            #expect(stats["n"] as? Int == 11)
            #expect(abs((Self.number(stats["slope"]) ?? 0) + 0.9) < 1e-9)
            #expect(abs((Self.number(stats["intercept"]) ?? 0) - 11.622727272727) < 1e-9)
            #expect(abs((Self.number(stats["r"]) ?? 0) + 0.938727218743) < 1e-9)
            #expect(abs((Self.number(stats["rSquared"]) ?? 0) - 0.881208791209) < 1e-9)
            let interval = try #require(stats["confidenceInterval"] as? [String: Any])
            #expect(abs((Self.number(interval["lower"]) ?? 0) + 0.98431548) < 1e-6)
            #expect(abs((Self.number(interval["upper"]) ?? 0) + 0.77561672) < 1e-6)
            #expect(abs((Self.number(stats["pValue"]) ?? 0) - 1.868851e-5) < 1e-9)
            // n < 30: a permutation p-value too, and it is the one Holm adjusts (alone here: unchanged).
            let permutation = try #require(Self.number(stats["permutationPValue"]))
            #expect(permutation > 0 && permutation < 0.01)
            #expect(Self.number(sleep["adjustedPValue"]) == permutation)

            let activity = results[1]
            #expect(activity["status"] as? String == "notEnoughData")
            #expect((activity["points"] as? [[String: Any]])?.count == 9)
            #expect(activity["statistics"] == nil)
            #expect(activity["adjustedPValue"] == nil)

            // Yesterday's sleep against today's stress: ten pairs, r of numpy −0.310669.
            let lagged = try await server.request(.GET, "/api/v1/insights/correlations?lag=1&metrics=sleep", token: ada).object()
            let laggedSleep = try #require((lagged["correlations"] as? [[String: Any]])?.first)
            #expect((laggedSleep["points"] as? [[String: Any]])?.first?["date"] as? String == "2026-03-02")
            #expect((laggedSleep["statistics"] as? [String: Any])?["n"] as? Int == 10)
            #expect(abs((Self.number((laggedSleep["statistics"] as? [String: Any])?["r"]) ?? 0) + 0.310669011) < 1e-8)

            // Bob has nothing: every metric says so, none has a number.
            let bobs = try await server.request(.GET, "/api/v1/insights/correlations", token: bob).object()
            let bobResults = try #require(bobs["correlations"] as? [[String: Any]])
            #expect(bobResults.count == 4)
            #expect(bobResults.allSatisfy { $0["status"] as? String == "notEnoughData" && ($0["points"] as? [Any])?.isEmpty == true })
        }
    }

    /// 2026-05-04 in Berlin: one reading in each range, two in range, meals and insulin, and readings
    /// just outside the day that must be left out.
    static func logGlucose(_ server: TestServer, _ token: String) async throws {
        for (i, value) in [50, 65, 100, 180, 200, 300].enumerated() {
            let response = try await server.request(.POST, "/api/v1/glucose", token: token, json: [
                "value": value, "unit": "mg/dL", "time": "2026-05-04T08:\(String(format: "%02d", i * 5)):00+02:00", "source": "cgm",
            ])
            try #require(response.status == .created, "\(response.bodyText)")
        }
        for time in ["2026-05-03T23:59:00+02:00", "2026-05-05T00:30:00+02:00"] {
            _ = try await server.request(.POST, "/api/v1/glucose", token: token, json: ["value": 400, "time": time, "source": "cgm"])
        }
        for (carbs, time) in [(40, "2026-05-04T12:00:00+02:00"), (20, "2026-05-04T19:00:00+02:00")] {
            _ = try await server.request(.POST, "/api/v1/meals", token: token, json: ["name": "Meal", "carbs": carbs, "protein": 10, "fat": 5, "time": time])
        }
        for (units, time) in [(4, "2026-05-04T11:55:00+02:00"), (2, "2026-05-04T18:55:00+02:00")] {
            _ = try await server.request(.POST, "/api/v1/insulin", token: token, json: ["units": units, "kind": "bolus", "time": time])
        }
    }

    @Test func glucoseReportInTheUsersUnit() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            let (ada, _) = try await server.signUp()
            let (bob, _) = try await server.signUp("bob@example.org", name: "Bob")
            try await Self.logGlucose(server, ada)
            _ = try await server.request(.POST, "/api/v1/glucose", token: bob, json: ["value": 45, "time": "2026-05-04T10:00:00+02:00", "source": "cgm"])

            let response = try await server.request(.GET, "/api/v1/insights/glucose?from=2026-05-04&to=2026-05-04&slotMinutes=60", token: ada)
            #expect(response.status == .ok, "\(response.bodyText)")
            let report = try response.object()
            #expect(report["unit"] as? String == "mg/dL")
            #expect(report["count"] as? Int == 6)
            // (50 + 65 + 100 + 180 + 200 + 300) / 6 = 149.1667; GMI 3.31 + 0.02392 × 149.1667 = 6.87807.
            #expect(abs((Self.number(report["mean"]) ?? 0) - 149.166666667) < 1e-6)
            #expect(abs((Self.number(report["sd"]) ?? 0) - 95.520503907) < 1e-6)
            #expect(abs((Self.number(report["cv"]) ?? 0) - 0.640360920) < 1e-6)
            #expect(abs((Self.number(report["gmi"]) ?? 0) - 6.8780667) < 1e-6)
            #expect(abs((Self.number(report["dataSufficiency"]) ?? 0) - 6.0 / 288) < 1e-12)
            let ranges = try #require(report["timeInRanges"] as? [String: Any])
            #expect(Self.number(ranges["veryLow"]) == 1.0 / 6)
            #expect(Self.number(ranges["low"]) == 1.0 / 6)
            #expect(Self.number(ranges["inRange"]) == 2.0 / 6)
            #expect(Self.number(ranges["high"]) == 1.0 / 6)
            #expect(Self.number(ranges["veryHigh"]) == 1.0 / 6)
            let days = try #require(report["days"] as? [[String: Any]])
            #expect(days.count == 1)
            #expect(Self.number(days[0]["carbs"]) == 60)
            #expect(Self.number(days[0]["protein"]) == 20)
            #expect(Self.number(days[0]["insulin"]) == 6)
            #expect(Self.number(days[0]["min"]) == 50)
            #expect(Self.number(days[0]["max"]) == 300)
            let profile = try #require(report["profile"] as? [[String: Any]])
            #expect(profile.count == 24)
            let eight = profile[8]
            #expect(eight["minuteOfDay"] as? Int == 480)
            #expect(eight["count"] as? Int == 6)
            // numpy.percentile([50, 65, 100, 180, 200, 300], [5, 25, 50, 75, 95]).
            #expect([eight["p5"], eight["p25"], eight["p50"], eight["p75"], eight["p95"]].map(Self.number) == [53.75, 73.75, 140, 195, 275])
            #expect(profile[9]["p50"] == nil)

            _ = try await server.request(.PATCH, "/api/v1/me", token: ada, json: ["glucoseUnit": "mmol/L"])
            let mmol = try await server.request(.GET, "/api/v1/insights/glucose?from=2026-05-04&to=2026-05-04", token: ada).object()
            #expect(mmol["unit"] as? String == "mmol/L")
            #expect(abs((Self.number(mmol["mean"]) ?? 0) - 149.166666667 / 18.01559) < 1e-6)
            #expect(abs((Self.number(mmol["gmi"]) ?? 0) - 6.8780667) < 1e-6)
            #expect((mmol["profile"] as? [Any])?.count == 96)

            // The default range is the 14 days ending today (May 6): Ada's readings are in it.
            let recent = try await server.request(.GET, "/api/v1/insights/glucose", token: ada).object()
            #expect(recent["from"] as? String == "2026-04-23")
            #expect(recent["to"] as? String == "2026-05-06")
            #expect(recent["count"] as? Int == 8)

            let bobs = try await server.request(.GET, "/api/v1/insights/glucose?from=2026-05-04&to=2026-05-04", token: bob).object()
            #expect(bobs["count"] as? Int == 1)
        }
    }

    /// The consensus metrics on the six readings of `logGlucose` (50, 65, 100, 180, 200, 300 mg/dL five
    /// minutes apart), worked out by hand from the published formulas (risk indices and J-index with
    /// Python's math and statistics modules).
    @Test func glucoseConsensusMetricsByName() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            let (ada, _) = try await server.signUp()
            try await Self.logGlucose(server, ada)
            let report = try await server.request(.GET, "/api/v1/insights/glucose?from=2026-05-04&to=2026-05-04", token: ada).object()
            // One sixth in each range but 70–180: hypo = 16.67 + 0.8 × 16.67 = 30, hyper = 16.67 + 0.5 × 16.67 = 25,
            // GRI = 3 × 30 + 1.6 × 25 = 130, capped at 100: zone E.
            #expect(abs((Self.number(report["griHypo"]) ?? 0) - 30) < 1e-9)
            #expect(abs((Self.number(report["griHyper"]) ?? 0) - 25) < 1e-9)
            #expect(Self.number(report["gri"]) == 100)
            #expect(report["griZone"] as? String == "E")
            #expect(abs((Self.number(report["titr"]) ?? 0) - 1.0 / 6) < 1e-12)
            #expect(abs((Self.number(report["lbgi"]) ?? 0) - 5.555656613) < 1e-6)
            #expect(abs((Self.number(report["hbgi"]) ?? 0) - 8.881007860) < 1e-6)
            #expect(abs((Self.number(report["adrr"]) ?? 0) - 56.452432977) < 1e-6)
            #expect(abs((Self.number(report["jIndex"]) ?? 0) - 59.871811443) < 1e-6)
            #expect(Self.number(report["activePercent"]) == 100)
            // Two readings below 70 and two above 180 are 10 minutes each: no episode.
            #expect((report["episodes"] as? [Any])?.isEmpty == true)
            for name in ["mage", "modd", "conga"] {
                #expect(report[name] is NSNull, "\(name)")
            }
        }
    }

    /// Three readings: what needs more is null, and `unavailable` says why; in mmol/L an episode's nadir
    /// is in mmol/L (55 / 18.01559 = 3.05291).
    @Test func glucoseConsensusNullsAndUnits() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            let (token, _) = try await server.signUp()
            _ = try await server.request(.PATCH, "/api/v1/me", token: token, json: ["glucoseUnit": "mmol/L"])
            for (i, value) in [100, 150, 120].enumerated() {
                let response = try await server.request(.POST, "/api/v1/glucose", token: token, json: [
                    "value": value, "unit": "mg/dL", "time": "2026-05-04T08:\(String(format: "%02d", i * 5)):00+02:00", "source": "cgm",
                ])
                try #require(response.status == .created, "\(response.bodyText)")
            }
            let three = try await server.request(.GET, "/api/v1/insights/glucose?from=2026-05-04&to=2026-05-04", token: token).object()
            #expect(three["unit"] as? String == "mmol/L")
            let unavailable = try #require(three["unavailable"] as? [String: [String: Any]])
            #expect(Set(unavailable.keys) == ["mage", "modd", "conga"])
            #expect(unavailable["mage"]?["reason"] as? String == "tooFewReadings")
            #expect(unavailable["modd"]?["reason"] as? String == "tooShortSpan")
            #expect((unavailable["conga"]?["message"] as? String)?.isEmpty == false)
            for name in ["mage", "modd", "conga"] { #expect(three[name] is NSNull, "\(name)") }
            for name in ["gri", "griZone", "titr", "lbgi", "hbgi", "adrr", "jIndex", "activePercent"] {
                #expect(three[name] != nil && !(three[name] is NSNull), "\(name)")
            }

            for (i, value) in [100, 65, 60, 55, 62, 100, 100, 100].enumerated() {
                _ = try await server.request(.POST, "/api/v1/glucose", token: token, json: [
                    "value": value, "unit": "mg/dL", "time": "2026-05-05T08:\(String(format: "%02d", i * 5)):00+02:00", "source": "cgm",
                ])
            }
            let dip = try await server.request(.GET, "/api/v1/insights/glucose?from=2026-05-05&to=2026-05-05", token: token).object()
            let episodes = try #require(dip["episodes"] as? [[String: Any]])
            #expect(episodes.count == 1)
            #expect(episodes.first?["kind"] as? String == "hypo")
            #expect(episodes.first?["level"] as? Int == 1)
            #expect(abs((Self.number(episodes.first?["extreme"]) ?? 0) - 3.0529114) < 1e-6)
            let start = (episodes.first?["start"] as? String).flatMap(Self.instant)
            let end = (episodes.first?["end"] as? String).flatMap(Self.instant)
            #expect(start == Self.instant("2026-05-05T08:05:00+02:00"))
            #expect(end == Self.instant("2026-05-05T08:25:00+02:00"))
            let empty = try await server.request(.GET, "/api/v1/insights/glucose?from=2026-05-01&to=2026-05-01", token: token).object()
            #expect((empty["unavailable"] as? [String: [String: Any]])?["gri"]?["reason"] as? String == "noReadings")
            #expect(empty["gri"] is NSNull)
        }
    }

    static func instant(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        return formatter.date(from: text)
    }

    @Test func everyParameterIsValidatedByName() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            let (token, _) = try await server.signUp()
            let cases: [(String, String)] = [
                ("/api/v1/insights/stress?period=year", "period"),
                ("/api/v1/insights/stress?date=2026-13-01", "date"),
                ("/api/v1/insights/stress?date=yesterday", "date"),
                ("/api/v1/insights/metrics/mood", "metric"),
                ("/api/v1/insights/metrics/sleep?period=day", "period"),
                ("/api/v1/insights/metrics/sleep?date=2026-02-30", "date"),
                ("/api/v1/insights/correlations?lag=2", "lag"),
                ("/api/v1/insights/correlations?lag=one", "lag"),
                ("/api/v1/insights/correlations?metrics=sleep,mood", "metrics"),
                ("/api/v1/insights/glucose?from=2026-05-04&to=2026-05-01", "to"),
                ("/api/v1/insights/glucose?from=1990-01-01&to=2026-05-01", "to"),
                ("/api/v1/insights/glucose?from=05/04/2026", "from"),
                ("/api/v1/insights/glucose?slotMinutes=7", "slotMinutes"),
                ("/api/v1/insights/glucose?slotMinutes=many", "slotMinutes"),
                ("/api/v1/insights/charts/stress-line.svg?period=fortnight", "period"),
                ("/api/v1/insights/charts/metrics-line.svg", "metric"),
                ("/api/v1/insights/charts/metrics-line.svg?metric=sleep&period=day", "period"),
                ("/api/v1/insights/charts/correlation.svg?metric=sleep&lag=-1", "lag"),
                ("/api/v1/insights/charts/calendar-heatmap.svg?metric=mood", "metric"),
                ("/api/v1/insights/charts/calendar-heatmap.svg?from=2024-01-01&to=2026-01-01", "to"),
                ("/api/v1/insights/charts/agp.svg?to=2026-02-31", "to"),
            ]
            for (path, field) in cases {
                let response = try await server.request(.GET, path, token: token)
                #expect(response.status == .unprocessableEntity, "\(path): \(response.status)")
                #expect(try response.apiError().field == field, "\(path): \(response.bodyText)")
            }
            #expect(try await server.request(.GET, "/api/v1/insights/stress").status == .unauthorized)
            #expect(try await server.request(.GET, "/api/v1/insights/charts/agp.svg").status == .unauthorized)
        }
    }

    static let charts = [
        "stress-line.svg?period=week&date=2026-05-04", "stress-by-hour.svg", "stress-by-weekday.svg",
        "metrics-line.svg?metric=sleep&period=month&date=2026-03-05", "correlation.svg?metric=sleep",
        "correlation.svg?metric=activity&lag=1", "calendar-heatmap.svg?from=2026-03-01&to=2026-05-31",
        "calendar-heatmap.svg?metric=sleep&from=2026-03-01&to=2026-03-31", "agp.svg?from=2026-05-04&to=2026-05-04",
    ]

    @Test func everyChartIsAnAccessibleSVG() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            let (ada, _) = try await server.signUp()
            try await Self.logStress(server, ada)
            try await Self.logCorrelationData(server, ada, activityDays: 9)
            try await Self.logGlucose(server, ada)
            for chart in Self.charts {
                let response = try await server.request(.GET, "/api/v1/insights/charts/\(chart)", token: ada)
                #expect(response.status == .ok, "\(chart): \(response.bodyText)")
                #expect(response.headers.contentType?.description.hasPrefix("image/svg+xml") == true, "\(chart)")
                let svg = response.bodyText
                #expect(svg.hasPrefix("<svg") && svg.contains("</svg>"), "\(chart)")
                #expect(svg.contains("<title id=") && svg.contains("<desc id="), "\(chart)")
                #expect(svg.contains("viewBox=\"0 0 360"), "\(chart)")
                #expect(!svg.contains("No data"), "\(chart) has data")
            }
            let scatter = try await server.request(.GET, "/api/v1/insights/charts/correlation.svg?metric=sleep", token: ada).bodyText
            #expect(scatter.contains("r² = 0.88, n = 11"))
            #expect(scatter.contains("dbc-trend"))
            // Nine paired days: the points are shown, the trend line is not, and the words say why.
            let few = try await server.request(.GET, "/api/v1/insights/charts/correlation.svg?metric=activity", token: ada).bodyText
            #expect(!few.contains("dbc-trend"))
            #expect(few.contains("not enough data"))
            let line = try await server.request(.GET, "/api/v1/insights/charts/stress-line.svg?date=2026-05-04", token: ada).bodyText
            #expect(line.contains("Stress from 2026-05-04 to 2026-05-10"))
            #expect(line.contains("average, 5.0"))
        }
    }

    @Test func chartsSayNoDataAndSpeakGerman() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            let (ada, _) = try await server.signUp()
            let (bob, _) = try await server.signUp("bob@example.org", name: "Bob")
            try await Self.logStress(server, ada)
            try await Self.logGlucose(server, ada)
            // Bob has no data of his own, and sees none of Ada's.
            for chart in Self.charts {
                let svg = try await server.request(.GET, "/api/v1/insights/charts/\(chart)", token: bob).bodyText
                #expect(svg.contains("No data"), "\(chart): \(svg)")
            }
            _ = try await server.request(.PATCH, "/api/v1/me", token: bob, json: ["language": "de"])
            let german = try await server.request(.GET, "/api/v1/insights/charts/stress-by-weekday.svg", token: bob).bodyText
            #expect(german.contains("Keine Daten"))
            #expect(german.contains("Durchschnittlicher Stress nach Wochentag"))
            _ = try await server.request(.PATCH, "/api/v1/me", token: ada, json: ["language": "de"])
            let weekdays = try await server.request(.GET, "/api/v1/insights/charts/stress-by-weekday.svg", token: ada).bodyText
            #expect(weekdays.contains(">Mo<") && weekdays.contains("am höchsten: Mo (6,0)"))
        }
    }
}
