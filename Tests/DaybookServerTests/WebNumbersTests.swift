import Foundation
import Testing
import Vapor
@testable import DaybookServer

/// Numbers and words follow the person's language on every page, forms take either decimal
/// separator, a temperature typed in the other unit is answered with a one-tap fix, and History
/// lists every kind a person logs.
@Suite struct WebNumbersTests {
    func german(_ server: TestServer, tracking: [String: Bool] = [:]) async throws -> (WebClient, String) {
        let (token, _) = try await server.signUp()
        _ = try await server.request(.PATCH, "/api/v1/me", token: token, json: ["language": "de", "tracking": tracking])
        let browser = WebClient(server)
        try await browser.submit("/login", to: "/login", ["email": "ada@example.org", "password": "correct horse battery"])
        return (browser, token)
    }

    @Test func fahrenheitTypedWithCelsiusIsAnsweredInGermanWithAOneTapFix() async throws {
        try await TestServer.with { server in
            let (browser, token) = try await german(server, tracking: ["trackTemperature": true])
            let typed = ["time": "2026-03-01T06:30", "value": "97,9", "unit": "C"]
            let refused = try await browser.submit("/log", to: "/log/temperature", typed)
            #expect(refused.status == .unprocessableEntity)
            let page = refused.bodyText
            #expect(page.contains("97,9 °C ist keine Körpertemperatur. Als °F gelesen sind es 36,61 °C."), "\(page)")
            #expect(page.contains("name=\"unitFix\" value=\"F\""))
            #expect(page.contains("Als 97,9 °F speichern (36,61 °C)"))
            #expect(!page.contains("must be between"))
            #expect(try await server.request(.GET, "/api/v1/temperature", token: token).array().isEmpty)

            // The button sends the form as typed with the unit it offers.
            let fixed = try await browser.submit("/log", to: "/log/temperature", typed.merging(["unitFix": "F"]) { $1 })
            #expect(fixed.status == .seeOther)
            let stored = try await server.request(.GET, "/api/v1/temperature", token: token).array()
            #expect(stored.first?["value"] as? Double == 36.61)
            let history = try await browser.get("/history?kind=temperature").bodyText
            #expect(history.contains("36,61\u{00A0}°C"))
            let id = try #require(stored.first?["id"] as? String)
            #expect(try await browser.get("/history/temperature/\(id)").bodyText.contains("value=\"36,61\""))
        }
    }

    @Test func celsiusTypedWithFahrenheitOffersCelsiusInEnglish() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp()
            _ = try await server.request(.PATCH, "/api/v1/me", token: token, json: ["tracking": ["trackTemperature": true]])
            let browser = WebClient(server)
            try await browser.submit("/login", to: "/login", ["email": "ada@example.org", "password": "correct horse battery"])
            let refused = try await browser.submit("/log", to: "/log/temperature", ["time": "2026-03-01T06:30", "value": "36.6", "unit": "F"])
            #expect(refused.status == .unprocessableEntity)
            #expect(refused.bodyText.contains("36.6 °F is no body temperature. Read as °C it is 97.88 °F."))
            #expect(refused.bodyText.contains("name=\"unitFix\" value=\"C\""))
            // Out of range in both units: the range alone, no fix.
            let odd = try await browser.submit("/log", to: "/log/temperature", ["time": "2026-03-01T06:30", "value": "20", "unit": "C"])
            #expect(odd.bodyText.contains("Must be between 34.0 and 43.0 °C."))
            #expect(!odd.bodyText.contains("unitFix"))
        }
    }

    @Test func theAPIRefusalNamesTheLikelyUnit() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp()
            let refused = try await server.request(.POST, "/api/v1/temperature", token: token,
                                                   json: ["value": 97.9, "unit": "C", "time": "2026-03-01T06:30:00Z"])
            #expect(refused.status == .unprocessableEntity)
            #expect(refused.bodyText.contains("97.9 looks like °F (36.61 °C)"), "\(refused.bodyText)")
        }
    }

    /// Weight, glucose in mmol/L, insulin and carbs: a comma or a point, and shown back with a comma.
    @Test func everyNumericFieldTakesBothSeparatorsAndShowsAComma() async throws {
        try await TestServer.with { server in
            let (browser, token) = try await german(server)
            _ = try await server.request(.PATCH, "/api/v1/me", token: token, json: ["glucoseUnit": "mmol/L"])
            let time = "2026-03-01T08:30"
            let forms: [(String, [String: String], String, String)] = [
                ("weight", ["time": time, "value": "61,4", "unit": "kg"], "value", "61,4"),
                ("weight", ["time": time, "value": "61.6", "unit": "kg"], "value", "61,6"),
                ("glucose", ["time": time, "value": "5,4", "source": "meter"], "value", "5,4"),
                ("glucose", ["time": time, "value": "6.2", "source": "meter"], "value", "6,2"),
                ("insulin", ["time": time, "units": "4,5", "kind": "bolus"], "units", "4,5"),
                ("insulin", ["time": time, "units": "2.5", "kind": "bolus"], "units", "2,5"),
                ("meals", ["time": time, "name": "Brot", "carbs": "45,5", "protein": "8.5", "fat": "0"], "carbs", "45,5"),
            ]
            for (kind, form, field, shown) in forms {
                let response = try await browser.submit("/log", to: "/log/\(kind)", form)
                #expect(response.status == .seeOther, "\(kind) \(form): \(response.bodyText.prefix(300))")
                let history = try await browser.get("/history?kind=\(kind)").bodyText
                let edits = history.matches(of: /href="(\/history\/[a-z]+\/[0-9A-Fa-f-]{36})"/).map { String($0.output.1) }
                var values: [String] = []
                for edit in edits { values.append(try await browser.get(edit).bodyText) }
                #expect(values.contains { $0.contains("name=\"\(field)\" type=\"text\" inputmode=\"decimal\" value=\"\(shown)\"") },
                        "\(kind) shows \(shown)")
            }
            _ = try await browser.submit("/log", to: "/log/day", ["date": "2026-03-01", "sleep": "7,5"])
            _ = try await browser.submit("/log", to: "/log/metrics", ["date": "2026-03-01", "sleep": "6.5", "activity": "3,5"])
            let log = try await browser.get("/log?date=2026-03-01").bodyText
            #expect(log.contains("value=\"7,5\"") && log.contains("value=\"6,5\"") && log.contains("value=\"3,5\""))
            #expect(try await browser.get("/settings").bodyText.contains("value=\"3,9\"")) // 70 mg/dL in mmol/L
        }
    }

    @Test func eachTabHasItsPagesName() async throws {
        for language in ["en", "de"] {
            try await TestServer.with { server in
                let (token, _) = try await server.signUp()
                _ = try await server.request(.PATCH, "/api/v1/me", token: token, json: ["language": language])
                let browser = WebClient(server)
                try await browser.submit("/login", to: "/login", ["email": "ada@example.org", "password": "correct horse battery"])
                for path in ["/log", "/history", "/insights", "/settings"] {
                    let page = try await browser.get(path).bodyText
                    let heading = try #require(page.firstMatch(of: /<h1>([^<]*)<\/h1>/)?.output.1)
                    let tab = try #require(page.firstMatch(of: /<a href="(?:\/[a-z]*)" aria-current="page"><svg.*?<\/svg><span>([^<]*)<\/span>/)?.output.1)
                    #expect(tab == heading, "\(language) \(path)")
                }
            }
        }
    }

    @Test func historyListsPeriodsDaysAndMucus() async throws {
        try await TestServer.with { server in
            let (browser, token) = try await german(server, tracking: ["trackMucus": true])
            for day in 1...4 {
                _ = try await server.request(.PUT, "/api/v1/days/2026-03-0\(day)/symptoms", token: token,
                                             json: ["flow": "MEDIUM", "mood": "HAPPY", "sleep": 7.5])
            }
            _ = try await browser.submit("/log", to: "/log/fertility", ["date": "2026-03-14", "mucusFeeling": "slippery", "mucusTexture": "eggWhite"])
            let overview = try await browser.get("/history").bodyText
            for kind in ["periods", "days", "metrics", "fertility"] { #expect(overview.contains("href=\"/history?kind=\(kind)\""), "\(kind)") }
            #expect(try await browser.get("/history?kind=periods").bodyText.contains("1.3.2026 – 4.3. · 4 Tage"))
            let days = try await browser.get("/history?kind=days").bodyText
            #expect(days.contains("4.3.2026 · Mittel · Fröhlich · 7,5 h"), "\(days)")
            #expect(days.contains("href=\"/log?date=2026-03-04#day\""))
            let mucus = try await browser.get("/history?kind=fertility").bodyText
            #expect(mucus.contains("14.3.2026 · Nass, rutschig · Spinnbar, wie Eiweiß") && mucus.contains("href=\"/log?date=2026-03-14#fertility\""))
        }
    }
}
