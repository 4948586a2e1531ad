import Foundation
import Testing
import Vapor

/// `GET /api/v1/cycle/fertility` on scripted cycles: six low and three high temperatures with a mucus
/// peak confirm ovulation; without temperatures the calendar method answers and says why.
@Suite struct FertilityStatusAPITests {
    static func period(_ dates: [String], token: String, server: TestServer) async throws {
        for date in dates {
            let put = try await server.request(.PUT, "/api/v1/days/\(date)/symptoms", token: token, json: ["flow": "MEDIUM"])
            try #require(put.status == .ok, "\(put.bodyText)")
        }
    }

    @Test func sixLowThreeHighAndAMucusPeakConfirmOvulation() async throws {
        try await TestServer.with(clock: TestClock(utc("2026-04-17T12:00:00Z"))) { server in
            let (token, _) = try await server.signUp(timeZone: "UTC")
            try await Self.period(["2026-04-01", "2026-04-02", "2026-04-03", "2026-04-04"], token: token, server: server)
            let temperatures: [(String, Double)] = [
                ("05", 36.4), ("06", 36.35), ("07", 36.4), ("08", 36.45), ("09", 36.35), ("10", 36.5), ("11", 36.45), ("12", 36.4),
                ("13", 36.7), ("14", 36.75), ("15", 36.8), ("16", 36.8),
            ]
            for (day, value) in temperatures {
                let logged = try await server.request(.POST, "/api/v1/temperature", token: token,
                                                      json: ["value": value, "unit": "C", "time": "2026-04-\(day)T06:30:00Z"])
                try #require(logged.status == .created, "\(logged.bodyText)")
            }
            let mucus: [(String, String, String)] = [
                ("08", "nothing", "creamy"), ("09", "wet", "creamy"), ("10", "slippery", "eggWhite"), ("11", "slippery", "eggWhite"),
                ("12", "dry", "none"), ("13", "dry", "none"), ("14", "dry", "none"), ("15", "dry", "none"),
            ]
            for (day, feeling, texture) in mucus {
                let put = try await server.request(.PUT, "/api/v1/days/2026-04-\(day)/fertility", token: token,
                                                   json: ["mucus": ["feeling": feeling, "texture": texture]])
                try #require(put.status == .ok, "\(put.bodyText)")
            }

            let afterShift = try await server.request(.GET, "/api/v1/cycle/fertility?date=2026-04-17", token: token)
            #expect(afterShift.status == .ok, "\(afterShift.bodyText)")
            let status = try afterShift.object()
            #expect(status["method"] as? String == "symptothermal", "\(status)")
            #expect(status["phase"] as? String == "postOvulatory", "\(status)")
            #expect(status["ovulationConfirmed"] as? Bool == true)
            #expect(status["mucusPeak"] as? String == "2026-04-11")
            let shift = try #require(status["temperatureShift"] as? [String: Any], "\(status)")
            #expect(shift["coverLine"] as? Double == 36.5)
            #expect(shift["confirmedOn"] as? String == "2026-04-15")

            let before = try await server.request(.GET, "/api/v1/cycle/fertility?date=2026-04-10", token: token).object()
            #expect(before["phase"] as? String == "fertile", "\(before)")
            let bleeding = try await server.request(.GET, "/api/v1/cycle/fertility?date=2026-04-02", token: token).object()
            #expect(bleeding["phase"] as? String == "menstrual", "\(bleeding)")

            // The confirmed ovulation moves the prediction: the mucus peak plus the published mean luteal
            // phase, 12.4 days rounded to 12 (no earlier cycle of this person's own shows theirs yet), with
            // its 80% range of 9–15 days from the spread between and within women.
            let predictions = try await server.request(.GET, "/api/v1/cycle/predictions", token: token).object()
            #expect(predictions["method"] as? String == "ovulation + luteal phase", "\(predictions)")
            #expect(predictions["nextStart"] as? String == "2026-04-23")
            #expect(predictions["nextStartEarliest"] as? String == "2026-04-20" && predictions["nextStartLatest"] as? String == "2026-04-26")
            let after = try #require(predictions["afterOvulation"] as? [String: Any])
            #expect(after["lutealLength"] as? Int == 12 && after["ownCycles"] as? Int == 0 && after["ovulation"] as? String == "2026-04-11")

            // The calendar, the feed and the period-due reminder follow it, not the 28 days counted
            // from the onboarding answers (which would say 2026-04-29).
            let calendar = try await server.request(.GET, "/api/v1/calendar/2026/4", token: token).object()
            let april = try #require((calendar["2026"] as? [String: Any])?["4"] as? [Any])
            let predicted = april.enumerated().compactMap { day, value in
                (value as? [String: Any])?["predictedPeriod"] as? Bool == true ? day + 1 : nil
            }
            #expect(predicted.first == 23, "\(predicted)")
            let due = try await server.createReminder(["kind": "periodDue", "time": "09:00"], token: token)
            #expect(due["nextFireAt"] as? String == "2026-04-21T09:00:00Z", "\(due)")
            let feed = try await server.request(.POST, "/api/v1/cycle/feed", token: token).object()
            let path = try #require((feed["url"] as? String).flatMap { URL(string: $0)?.path })
            let ics = try await server.request(.GET, path).bodyText
            #expect(ics.contains("DTSTART;VALUE=DATE:20260423"), "\(ics)")
        }
    }

    @Test func withoutTemperaturesTheCalendarAnswersAndSaysWhy() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp(timeZone: "UTC")
            try await Self.period(["2026-03-04", "2026-03-05", "2026-04-01", "2026-04-02", "2026-04-29", "2026-04-30"], token: token, server: server)
            let window = try await server.request(.GET, "/api/v1/cycle/fertility?date=2026-04-14", token: token).object()
            #expect(window["method"] as? String == "calendar" && window["phase"] as? String == "fertile", "\(window)")
            #expect((window["reason"] as? String)?.contains("No waking temperatures are logged in this cycle") == true)
            #expect(window["temperatureShift"] is NSNull && window["ovulationConfirmed"] as? Bool == false)
            let early = try await server.request(.GET, "/api/v1/cycle/fertility?date=2026-04-05", token: token).object()
            #expect(early["phase"] as? String == "preOvulatory", "\(early)")
            let bad = try await server.request(.GET, "/api/v1/cycle/fertility?date=April", token: token)
            #expect(bad.status == .unprocessableEntity)
            #expect(try bad.apiError().field == "date")
        }
    }
}
