import DaybookApp
import DaybookCore
import DaybookStore
import Foundation
import Testing
import Vapor
@testable import DaybookServer

@Suite struct DayAPITests {
    /// The day's answer writes its readings by hand: byte for byte what the API's JSON encoder writes
    /// for the same day, in mg/dL and in mmol/L (fractions), beside every other part of a day.
    @Test func theDaysAnswerIsWhatTheEncoderWrites() async throws {
        try await TestServer.with { server in
            for unit in ["mg/dL", "mmol/L"] {
                let (token, id) = try await server.signUp(unit == "mg/dL" ? "ada@example.org" : "bea@example.org")
                _ = try await server.request(.PATCH, "/api/v1/me", token: token, json: ["glucoseUnit": unit])
                for (minute, value) in [(0, 54.0), (5, 113.0), (10, 127.5), (15, 250.0), (20, 401.0)] {
                    let time = String(format: "2026-05-04T08:%02d:00.250Z", minute)
                    let logged = try await server.request(.POST, "/api/v1/glucose", token: token,
                                                          json: ["value": value, "unit": "mg/dL", "time": time])
                    #expect(logged.status == .created, "\(logged.bodyText)")
                }
                _ = try await server.request(.POST, "/api/v1/meals", token: token,
                                             json: ["name": "Porridge \"oats\"/milk", "carbs": 54, "protein": 12, "fat": 8, "time": "2026-05-04T09:10:00Z"])
                _ = try await server.request(.PUT, "/api/v1/days/2026-05-04/symptoms", token: token, json: ["mood": "SAD", "notes": "a\nb"])
                let answer = try await server.request(.GET, "/api/v1/days/2026-05-04", token: token)
                #expect(answer.status == .ok && answer.headers.contentType == .json)
                let bytes = Data(buffer: try #require(answer.body))
                let userID = try #require(UUID(uuidString: id))
                let user = try #require(try await UserQueries(server.app.db).find(id: userID))
                let person = Person(id: try user.requireID(), preferences: user.preferences)
                let view = try await DayView.load(try LocalDate(parsing: "2026-05-04"), of: person, server.app.useCases)
                let day = DayDTO(view, preferences: user.preferences)
                #expect(day.glucose.count == 5 && day.meals.count == 1)
                let encoded = try JSONCoding.encoder().encode(day)
                #expect(String(decoding: bytes, as: UTF8.self) == String(decoding: encoded, as: UTF8.self), "\(unit)")
            }
        }
    }

    @Test func symptomsPutPatchClearAndDelete() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp()
            let put = try await server.request(.PUT, "/api/v1/days/2026-05-04/symptoms", token: token, json: [
                "flow": "HEAVY", "mood": "SAD", "sleep": 6.5, "cramps": "BAD", "exercise": ["YOGA": 0.5, "CARDIO": 1], "notes": "ugh",
            ])
            #expect(put.status == .ok, "\(put.bodyText)")
            let symptoms = try put.object()
            #expect(symptoms["date"] as? String == "2026-05-04")
            #expect((symptoms["exercise"] as? [String: Double]) == ["YOGA": 0.5, "CARDIO": 1])

            let patched = try await server.request(.PATCH, "/api/v1/days/2026-05-04/symptoms", token: token, json: [
                "mood": "HAPPY", "notes": NSNull(),
            ]).object()
            #expect(patched["mood"] as? String == "HAPPY")
            #expect(patched["flow"] as? String == "HEAVY")
            #expect(patched["notes"] == nil)

            let read = try await server.request(.GET, "/api/v1/days/2026-05-04/symptoms", token: token).object()
            #expect(read["mood"] as? String == "HAPPY")
            #expect(read["cramps"] as? String == "BAD")

            let calendar = try await server.request(.GET, "/api/v1/calendar/2026/5", token: token).object()
            let may = try #require((calendar["2026"] as? [String: Any])?["5"] as? [Any])
            #expect(may.count == 31)
            let fourth = try #require(may[3] as? [String: Any])
            #expect(fourth["flow"] as? String == "HEAVY")
            #expect(fourth["mood"] as? String == "HAPPY")
            #expect(may[4] is NSNull)

            #expect(try await server.request(.DELETE, "/api/v1/days/2026-05-04/symptoms", token: token).status == .noContent)
            #expect(try await server.request(.GET, "/api/v1/days/2026-05-04/symptoms", token: token).status == .notFound)
            #expect(try await server.request(.DELETE, "/api/v1/days/2026-05-04/symptoms", token: token).status == .notFound)
        }
    }

    @Test func anotherUsersDayIsEmptyToYou() async throws {
        try await TestServer.with { server in
            let (ada, _) = try await server.signUp("ada@example.org")
            let (bob, _) = try await server.signUp("bob@example.org", name: "Bob")
            _ = try await server.request(.PUT, "/api/v1/days/2026-05-04/symptoms", token: ada, json: ["flow": "MEDIUM"])
            _ = try await server.request(.PUT, "/api/v1/days/2026-05-04/metrics", token: ada, json: ["sleep": 8])
            #expect(try await server.request(.GET, "/api/v1/days/2026-05-04/symptoms", token: bob).status == .notFound)
            #expect(try await server.request(.GET, "/api/v1/days/2026-05-04/metrics", token: bob).status == .notFound)
            #expect(try await server.request(.DELETE, "/api/v1/days/2026-05-04/symptoms", token: bob).status == .notFound)
            let bobsDay = try await server.request(.GET, "/api/v1/days/2026-05-04", token: bob).object()
            #expect(bobsDay["symptoms"] == nil)
            #expect(bobsDay["metrics"] == nil)
            let bobsMonth = try await server.request(.GET, "/api/v1/calendar/2026/5", token: bob).object()
            let may = try #require((bobsMonth["2026"] as? [String: Any])?["5"] as? [Any])
            #expect(may.allSatisfy { $0 is NSNull })
            // Bob's own symptoms on the same date are his alone.
            _ = try await server.request(.PUT, "/api/v1/days/2026-05-04/symptoms", token: bob, json: ["flow": "LIGHT"])
            let adas = try await server.request(.GET, "/api/v1/days/2026-05-04/symptoms", token: ada).object()
            #expect(adas["flow"] as? String == "MEDIUM")
        }
    }

    @Test func symptomsRejectBadValuesByField() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp()
            let cases: [([String: Any], String)] = [
                (["flow": "GUSHING"], "flow"),
                (["mood": "meh"], "mood"),
                (["sleep": 25], "sleep"),
                (["cramps": 3], "cramps"),
                (["exercise": ["CARDIO": 20, "YOGA": 5]], "exercise"),
                (["exercise": ["PARKOUR": 1]], "exercise"),
                (["notes": String(repeating: "n", count: 10_001)], "notes"),
                (["feeling": "fine"], "feeling"),
            ]
            for (body, field) in cases {
                let response = try await server.request(.PUT, "/api/v1/days/2026-05-04/symptoms", token: token, json: body)
                #expect(response.status == .unprocessableEntity, "\(body)")
                #expect(try response.apiError().field?.hasPrefix(field) == true, "\(body): \(response.bodyText)")
            }
            let badDate = try await server.request(.PUT, "/api/v1/days/2026-02-30/symptoms", token: token, json: ["flow": "LIGHT"])
            #expect(badDate.status == .unprocessableEntity)
            #expect(try badDate.apiError().field == "date")
            #expect(try await server.request(.GET, "/api/v1/days/2026-05-04/symptoms", token: token).status == .notFound)
        }
    }

    @Test func metricsAreOncePerDay() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp()
            let first = try await server.request(.PUT, "/api/v1/days/2026-05-04/metrics", token: token, json: [
                "sleep": 7, "activity": 1, "work": 8, "diet": 6,
            ])
            #expect(first.status == .ok, "\(first.bodyText)")
            _ = try await server.request(.PUT, "/api/v1/days/2026-05-04/metrics", token: token, json: ["sleep": 5, "diet": 4])
            let read = try await server.request(.GET, "/api/v1/days/2026-05-04/metrics", token: token).object()
            #expect(read["sleep"] as? Double == 5)
            #expect(read["work"] == nil)
            #expect(read["diet"] as? Double == 4)

            for (body, field) in [(["diet": 11], "diet"), (["work": -1], "work"), (["activity": 25], "activity")] as [([String: Any], String)] {
                let bad = try await server.request(.PUT, "/api/v1/days/2026-05-04/metrics", token: token, json: body)
                #expect(try bad.apiError().field == field, "\(bad.bodyText)")
            }
            #expect(try await server.request(.DELETE, "/api/v1/days/2026-05-04/metrics", token: token).status == .noContent)
            #expect(try await server.request(.GET, "/api/v1/days/2026-05-04/metrics", token: token).status == .notFound)
        }
    }

    @Test func theDaySummaryAddsUpTheDay() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp(timeZone: "UTC")
            let entries: [(String, [String: Any])] = [
                ("meals", ["name": "Breakfast", "carbs": 50, "protein": 10, "fat": 5, "time": "2026-05-04T07:00:00Z"]),
                ("meals", ["name": "Lunch", "carbs": 70.5, "protein": 30, "fat": 20, "time": "2026-05-04T12:00:00Z"]),
                ("insulin", ["units": 5, "kind": "bolus", "time": "2026-05-04T07:00:00Z"]),
                ("insulin", ["units": 14, "kind": "basal", "time": "2026-05-04T21:00:00Z"]),
                ("exercise", ["name": "Walk", "minutes": 40, "intensity": "low", "time": "2026-05-04T17:00:00Z"]),
                ("glucose", ["value": 62, "time": "2026-05-04T03:00:00Z"]),
                ("glucose", ["value": 110, "time": "2026-05-04T08:00:00Z"]),
                ("glucose", ["value": 214, "time": "2026-05-04T13:00:00Z"]),
                ("stress", ["level": 4, "time": "2026-05-04T09:00:00Z"]),
                ("stress", ["level": 7, "time": "2026-05-04T15:00:00Z"]),
                ("stress", ["level": 2, "time": "2026-05-05T09:00:00Z"]), // the next day: not counted
            ]
            for (path, body) in entries {
                let response = try await server.request(.POST, "/api/v1/\(path)", token: token, json: body)
                #expect(response.status == .created, "\(path): \(response.bodyText)")
            }
            let day = try await server.request(.GET, "/api/v1/days/2026-05-04", token: token).object()
            let summary = try #require(day["summary"] as? [String: Any])
            // 50 + 70.5 carbs, 10 + 30 protein, 5 + 20 fat
            #expect(summary["carbs"] as? Double == 120.5)
            #expect(summary["protein"] as? Double == 40)
            #expect(summary["fat"] as? Double == 25)
            #expect(summary["insulinUnits"] as? Double == 19)
            #expect(summary["exerciseMinutes"] as? Double == 40)
            #expect(summary["stressCount"] as? Int == 2)
            #expect(summary["stressMean"] as? Double == 5.5)
            let glucose = try #require(summary["glucose"] as? [String: Any])
            #expect(glucose["count"] as? Int == 3)
            #expect(glucose["mean"] as? Double == 128.7) // (62 + 110 + 214) / 3 = 128.67
            #expect(glucose["min"] as? Double == 62)
            #expect(glucose["max"] as? Double == 214)
            #expect(glucose["hypoCount"] as? Int == 1)
            #expect(glucose["hyperCount"] as? Int == 1)
            // Entries come in time order.
            let meals = try #require(day["meals"] as? [[String: Any]])
            #expect(meals.map { $0["name"] as? String } == ["Breakfast", "Lunch"])
            let readings = try #require(day["glucose"] as? [[String: Any]])
            #expect(readings.map { $0["tag"] as? String } == ["hypo", "inRange", "hyper"])
        }
    }

    @Test func entriesLandOnTheLocalDayAndStayThereWhenTheZoneChanges() async throws {
        try await TestServer.with { server in
            // UTC+14: 11:00 UTC on March 1 is 01:00 on March 2 in Kiritimati.
            let (token, _) = try await server.signUp(timeZone: "Pacific/Kiritimati")
            let created = try await server.request(.POST, "/api/v1/stress", token: token, json: ["level": 5, "time": "2026-03-01T11:00:00Z"]).object()
            #expect(created["date"] as? String == "2026-03-02")
            // UTC−11 (Pago Pago): the same instant would be March 1; existing days do not move.
            _ = try await server.request(.PATCH, "/api/v1/me", token: token, json: ["timeZone": "Pacific/Pago_Pago"])
            let day = try await server.request(.GET, "/api/v1/days/2026-03-02", token: token).object()
            #expect((day["stress"] as? [Any])?.count == 1)
            let later = try await server.request(.POST, "/api/v1/stress", token: token, json: ["level": 5, "time": "2026-03-01T11:00:00Z"]).object()
            #expect(later["date"] as? String == "2026-03-01")
        }
    }

    @Test func newEntriesWithoutATimeAreLoggedNow() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_777_000_000)) // 2026-04-24T03:06:40Z
        try await TestServer.with(clock: clock) { server in
            let (token, _) = try await server.signUp(timeZone: "UTC")
            let created = try await server.request(.POST, "/api/v1/stress", token: token, json: ["level": 3]).object()
            #expect(created["time"] as? String == "2026-04-24T03:06:40Z")
            #expect(created["date"] as? String == "2026-04-24")
        }
    }

    @Test func glucoseIsShownInThePersonsUnitAndTaggedByTheirThresholds() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp()
            _ = try await server.request(.PATCH, "/api/v1/me", token: token, json: ["glucoseUnit": "mmol/L"])
            let low = try await server.request(.POST, "/api/v1/glucose", token: token, json: ["value": 3.5, "time": "2026-03-10T08:00:00Z"]).object()
            #expect(low["unit"] as? String == "mmol/L")
            #expect(low["value"] as? Double == 3.5)
            #expect(low["tag"] as? String == "hypo")
            let high = try await server.request(.POST, "/api/v1/glucose", token: token, json: ["value": 250, "unit": "mg/dL", "time": "2026-03-10T09:00:00Z"]).object()
            #expect(high["value"] as? Double == 13.9) // 250 / 18.01559 = 13.877
            #expect(high["tag"] as? String == "hyper")
            // A PATCH that leaves the value alone keeps the exact stored value.
            let id = try #require(high["id"] as? String)
            _ = try await server.request(.PATCH, "/api/v1/me", token: token, json: ["glucoseUnit": "mg/dL"])
            let moved = try await server.request(.PATCH, "/api/v1/glucose/\(id)", token: token, json: ["source": "cgm"]).object()
            #expect(moved["value"] as? Double == 250)
        }
    }

    @Test func aSpanShowsOnEveryDayItCovers() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp(timeZone: "UTC")
            let flu = try await server.request(.POST, "/api/v1/spans", token: token, json: [
                "kind": "illness", "start": "2026-01-10T10:00:00Z", "end": "2026-01-12T08:00:00Z", "note": "flu",
            ]).object()
            #expect(flu["durationSeconds"] as? Double == 165_600) // 46 hours
            #expect(flu["ongoing"] as? Bool == false)
            let ongoing = try await server.request(.POST, "/api/v1/spans", token: token, json: ["kind": "stress", "start": "2026-01-11T09:00:00Z"]).object()
            #expect(ongoing["ongoing"] as? Bool == true)
            for (date, count) in [("2026-01-09", 0), ("2026-01-10", 1), ("2026-01-11", 2), ("2026-01-12", 2), ("2026-01-13", 1)] {
                let day = try await server.request(.GET, "/api/v1/days/\(date)", token: token).object()
                #expect((day["spans"] as? [Any])?.count == count, "\(date)")
            }
            // The calendar marks the same days.
            let calendar = try await server.request(.GET, "/api/v1/calendar/2026/1", token: token).object()
            let january = try #require((calendar["2026"] as? [String: Any])?["1"] as? [Any])
            let marked = january.indices.filter { ((january[$0] as? [String: Any])?["logged"] as? [String])?.contains("spans") == true }
            #expect(marked.map { $0 + 1 }.prefix(4) == [10, 11, 12, 13])
            #expect(january[8] is NSNull)
        }
    }

    @Test func theYearCalendarHasTheCalendarDataShape() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp(timeZone: "UTC")
            _ = try await server.request(.PUT, "/api/v1/days/2024-02-29/symptoms", token: token, json: ["flow": "LIGHT"])
            _ = try await server.request(.POST, "/api/v1/meals", token: token, json: ["name": "Cake", "carbs": 40, "protein": 3, "fat": 15, "time": "2024-02-29T15:00:00Z"])
            let year = try await server.request(.GET, "/api/v1/calendar/2024", token: token).object()
            let months = try #require(year["2024"] as? [[Any]])
            #expect(months.count == 12)
            #expect(months.map(\.count) == [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31])
            let leapDay = try #require(months[1][28] as? [String: Any])
            #expect(leapDay["flow"] as? String == "LIGHT")
            #expect(leapDay["logged"] as? [String] == ["symptoms", "meals"])
            #expect(months[1][27] is NSNull)

            #expect(try await server.request(.GET, "/api/v1/calendar/1800", token: token).apiError().field == "year")
            #expect(try await server.request(.GET, "/api/v1/calendar/2024/13", token: token).apiError().field == "month")
        }
    }

    @Test func listsAreScopedByDateRangeAndSortedByTime() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp(timeZone: "UTC")
            for (level, time) in [(3, "2026-02-02T12:00:00Z"), (5, "2026-02-01T09:00:00Z"), (7, "2026-02-01T08:00:00Z")] {
                _ = try await server.request(.POST, "/api/v1/stress", token: token, json: ["level": level, "time": time])
            }
            let all = try await server.request(.GET, "/api/v1/stress", token: token).array()
            #expect(all.map { $0["level"] as? Int } == [7, 5, 3])
            let first = try await server.request(.GET, "/api/v1/stress?to=2026-02-01", token: token).array()
            #expect(first.map { $0["level"] as? Int } == [7, 5])
            let paged = try await server.request(.GET, "/api/v1/stress?limit=1&offset=1", token: token).array()
            #expect(paged.map { $0["level"] as? Int } == [5])
            #expect(try await server.request(.GET, "/api/v1/stress?from=2026-13-01", token: token).apiError().field == "from")
            #expect(try await server.request(.GET, "/api/v1/stress?from=2026-02-02&to=2026-02-01", token: token).apiError().field == "to")
            #expect(try await server.request(.GET, "/api/v1/stress?limit=0", token: token).apiError().field == "limit")
        }
    }
}
