import Foundation
import Testing
import Vapor

/// `POST /api/v1/integrations/health-auto-export`: the app's REST post, with an access token. What it
/// adds shows in the journal, a re-send adds nothing, a bad value changes nothing and says where.
@Suite struct HealthAutoExportAPITests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../DaybookFormatsTests/Fixtures/health-auto-export.json").standardized

    func post(_ server: TestServer, _ body: String, token: String?, query: String = "") async throws -> ClientResponse {
        try await server.request(.POST, "/api/v1/integrations/health-auto-export" + query, token: token, body: body)
    }

    @Test func thePhonesPostLandsInTheJournalOnce() async throws {
        try await TestServer.with(clock: TestClock(utc("2026-01-10T12:00:00Z"))) { server in
            let (token, _) = try await server.signUp(timeZone: "America/New_York")
            let body = try String(contentsOf: Self.fixture, encoding: .utf8)
            #expect(try await post(server, body, token: nil).status == .unauthorized)

            let dry = try await post(server, body, token: token, query: "?dryRun=true").object()
            let first = try await post(server, body, token: token)
            #expect(first.status == .ok, "\(first.bodyText)")
            let added = try #require(try first.object()["added"] as? [String: Int])
            #expect(added == dry["added"] as? [String: Int], "the dry run and the import agree")
            #expect(added["glucose"] == 2 && added["insulin"] == 2 && added["meals"] == 1 && added["weight"] == 1, "\(added)")
            #expect((try first.object()["skipped"] as? [String: Int])?.isEmpty == false)

            // 154.3 lb is 69.99 kg (× 0.45359237); glucose at 07:45 New York time is 12:45Z.
            let weights = try await server.request(.GET, "/api/v1/weight?from=2024-02-06&to=2024-02-06", token: token).array()
            #expect(weights.map { $0["value"] as? Double } == [69.99])
            let glucose = try await server.request(.GET, "/api/v1/glucose?from=2024-02-06&to=2024-02-06", token: token).array()
            #expect(glucose.first?["time"] as? String == "2024-02-06T12:45:00Z", "\(glucose)")

            let again = try await post(server, body, token: token).object()
            #expect((again["added"] as? [String: Int])?.isEmpty == true && again["alreadyThere"] as? Int == added.values.reduce(0, +))

            let bad = #"{"data": {"metrics": [{"name": "weight_body_mass", "units": "kg", "data": [{"date": "2024-02-07 07:30:00 -0500", "qty": 1200, "source": "Scale"}]}]}}"#
            let refused = try await post(server, bad, token: token)
            #expect(refused.status == .unprocessableEntity)
            #expect(try refused.apiError().field?.contains("qty") == true, "\(refused.bodyText)")
            #expect(try await server.request(.GET, "/api/v1/weight?from=2024-02-07&to=2024-02-07", token: token).array().isEmpty)
        }
    }
}
