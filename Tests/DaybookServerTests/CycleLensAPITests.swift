import Foundation
import Testing
import Vapor

/// `GET /api/v1/insights/cycle-phases` on a generated journal whose glucose runs 15 mg/dL higher in
/// the luteal phase by design: the lens finds it, says so in a sentence, and a reader of only
/// one side (diabetes without the cycle) gets nothing.
@Suite struct CycleLensAPITests {
    static let starts = ["2026-04-06", "2026-05-04", "2026-06-01", "2026-06-29", "2026-07-27", "2026-08-24"]

    /// Six periods 28 days apart and six CGM readings a day between them, imported as one document.
    static func journal(server: TestServer, token: String, lutealRise: Double) async throws {
        var document = try await server.request(.GET, "/api/v1/export", token: token).object()
        var symptoms: [[String: Any]] = [], glucose: [[String: Any]] = []
        var noise: UInt64 = 2026
        func next() -> Double {  // a small LCG: the same "random" values on every run
            noise = noise &* 6364136223846793005 &+ 1442695040888963407
            return Double(noise >> 33) / Double(UInt64(1) << 31) - 0.5
        }
        let calendar = Calendar(identifier: .gregorian)
        let formatter = ISO8601DateFormatter()
        for (index, start) in starts.enumerated() {
            let first = try #require(formatter.date(from: start + "T00:00:00Z"))
            for day in 0..<4 {
                let date = formatter.string(from: first.addingTimeInterval(Double(day) * 86_400)).prefix(10)
                symptoms.append(["id": UUID().uuidString, "date": String(date), "flow": "MEDIUM"])
            }
            guard index + 1 < starts.count else { break }
            for day in 0..<28 {
                let luteal = day >= 28 - 12
                for hour in stride(from: 2, to: 24, by: 4) {
                    let time = try #require(calendar.date(byAdding: .hour, value: day * 24 + hour, to: first))
                    let value = (120 + (luteal ? lutealRise : 0) + next() * 16).rounded()
                    glucose.append(["id": UUID().uuidString, "value": value, "unit": "mg/dL", "time": formatter.string(from: time), "source": "cgm"])
                }
            }
        }
        document["symptoms"] = symptoms
        document["glucose"] = glucose
        let imported = try await server.request(.POST, "/api/v1/import?mode=merge", token: token, json: document)
        try #require(imported.status == .ok, "\(imported.bodyText.prefix(400))")
    }

    @Test func glucoseHigherInTheLutealPhaseIsFoundAndSaid() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp(timeZone: "UTC")
            try await Self.journal(server: server, token: token, lutealRise: 15)
            let answer = try await server.request(.GET, "/api/v1/insights/cycle-phases?measure=glucose", token: token)
            #expect(answer.status == .ok, "\(answer.bodyText)")
            let lens = try answer.object()
            #expect(lens["status"] as? String == "ok")
            #expect(lens["completedCycles"] as? Int == 5 && lens["estimatedOvulations"] as? Int == 5, "\(lens)")
            let difference = try #require(lens["difference"] as? [String: Any], "\(lens)")
            #expect(difference["higher"] as? String == "luteal")
            let amount = try #require(difference["amount"] as? Double)
            #expect(abs(amount - 15) < 5, "\(amount)")
            let p = try #require((lens["test"] as? [String: Any])?["pValue"] as? Double)
            #expect(p < 0.01)
            let sentence = try #require(lens["sentence"] as? String)
            #expect(sentence.contains("higher in the luteal phase") && sentence.contains("strong evidence"), "\(sentence)")
            let phases = try #require(lens["byPhase"] as? [[String: Any]])
            #expect(phases.map { $0["phase"] as? String } == ["menstrual", "follicular", "ovulatory", "luteal"])
        }
    }

    @Test func withoutAnEffectThereIsNoClearDifferenceAndBadInputIsNamed() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp(timeZone: "UTC")
            try await Self.journal(server: server, token: token, lutealRise: 0)
            let lens = try await server.request(.GET, "/api/v1/insights/cycle-phases?measure=glucose", token: token).object()
            #expect((lens["sentence"] as? String)?.contains("no clear difference") == true, "\(lens)")
            let bad = try await server.request(.GET, "/api/v1/insights/cycle-phases?measure=weather", token: token)
            #expect(bad.status == .unprocessableEntity)
            #expect(try bad.apiError().field == "measure")
            let few = try await server.request(.GET, "/api/v1/insights/cycle-phases?measure=stress", token: token).object()
            #expect(few["status"] as? String == "notEnoughData" && few["test"] == nil, "\(few)")
        }
    }
}
