import Foundation
import Testing
import Vapor

/// A grantee reads exactly the granted category of the owner's data, through the owner's routes;
/// writes are refused; anything else, and everything after a revoke, does not exist.
@Suite struct ShareAuthorizationTests {
    @Test(arguments: ["cycle", "symptoms", "diabetes", "stress", "timelines"])
    func grantedCategoryIsReadableAndNothingElse(_ category: String) async throws {
        try await TestServer.with { server in
            let (ada, adaID) = try await server.signUp("ada@example.org", name: "Ada")
            let (bob, _) = try await server.signUp("bob@example.org", name: "Bob")
            let journal = try await SharedJournal.log(server, token: ada)
            let shareID = try await server.share(ada, with: "bob@example.org", [category], acceptedBy: bob)

            for read in journal.reads(owner: adaID) {
                let response = try await server.request(.GET, read.path, token: bob)
                if read.category == category {
                    #expect(response.status == .ok, "\(read.path): \(response.status) \(response.bodyText)")
                    #expect(response.bodyText.contains(read.contains), "\(read.path): \(response.bodyText)")
                } else {
                    #expect(response.status == .notFound, "\(read.path) with only \(category) shared: \(response.status)")
                }
            }

            // Writes through a grant are refused, also on rows Bob may read.
            let writes: [(HTTPMethod, String, [String: Any])] = [
                (.POST, "/api/v1/glucose?owner=\(adaID)", ["value": 99, "time": "2026-05-05T09:00:00Z"]),
                (.PUT, "/api/v1/days/2026-05-04/symptoms?owner=\(adaID)", ["flow": "LIGHT"]),
                (.POST, "/api/v1/cycle/pauses?owner=\(adaID)", ["kind": "other", "start": "2026-09-01"]),
                (.POST, "/api/v1/timelines/runs?owner=\(adaID)", ["named": "cosmic-calendar", "totalTime": 60]),
            ]
            for (method, path, body) in writes {
                #expect(try await server.request(method, path, token: bob, json: body).status == .forbidden, "\(method) \(path)")
            }
            let byID = ["diabetes": "/api/v1/glucose/\(journal.glucoseID)", "stress": "/api/v1/stress/\(journal.stressID)",
                        "symptoms": "/api/v1/spans/\(journal.spanID)", "timelines": "/api/v1/timelines/runs/\(journal.runID)?confirm=true"]
            if let path = byID[category] {
                #expect(try await server.request(.DELETE, path, token: bob).status == .forbidden)
            }
            #expect(try await server.request(.GET, "/api/v1/glucose/\(journal.glucoseID)", token: ada).status == .ok)

            // Revoked: the very next request finds nothing.
            #expect(try await server.request(.DELETE, "/api/v1/shares/\(shareID)", token: ada).status == .noContent)
            for read in journal.reads(owner: adaID) {
                #expect(try await server.request(.GET, read.path, token: bob).status == .notFound, "\(read.path) after revoke")
            }
        }
    }

    @Test func aDayAndTheCalendarShowOnlyTheGrantedParts() async throws {
        try await TestServer.with { server in
            let (ada, adaID) = try await server.signUp("ada@example.org", name: "Ada")
            let (bob, _) = try await server.signUp("bob@example.org", name: "Bob")
            _ = try await SharedJournal.log(server, token: ada)
            let shareID = try await server.share(ada, with: "bob@example.org", ["cycle"], acceptedBy: bob)

            let day = try await server.request(.GET, "/api/v1/days/2026-05-04?owner=\(adaID)", token: bob).object()
            #expect((day["symptoms"] as? [String: Any])?["flow"] as? String == "HEAVY")
            #expect((day["symptoms"] as? [String: Any])?["mood"] == nil)
            #expect((day["symptoms"] as? [String: Any])?["notes"] == nil)
            #expect(day["metrics"] == nil)
            #expect((day["glucose"] as? [Any])?.isEmpty == true)
            #expect((day["stress"] as? [Any])?.isEmpty == true)
            #expect((day["spans"] as? [Any])?.isEmpty == true)
            let symptoms = try await server.request(.GET, "/api/v1/days/2026-05-04/symptoms?owner=\(adaID)", token: bob).object()
            #expect(symptoms["flow"] as? String == "HEAVY")
            #expect(symptoms["mood"] == nil)

            let month = try await server.request(.GET, "/api/v1/calendar/2026/5?owner=\(adaID)", token: bob).object()
            let may = try #require((month["2026"] as? [String: Any])?["5"] as? [Any])
            let fourth = try #require(may[3] as? [String: Any])
            #expect(fourth["flow"] as? String == "HEAVY")
            #expect(fourth["mood"] == nil)
            #expect(fourth["logged"] as? [String] == ["symptoms"])

            // With diabetes instead: the glucose and its summary, no flow.
            _ = try await server.request(.PATCH, "/api/v1/shares/\(shareID)", token: ada, json: ["categories": ["diabetes"]])
            let diabetesDay = try await server.request(.GET, "/api/v1/days/2026-05-04?owner=\(adaID)", token: bob).object()
            #expect(diabetesDay["symptoms"] == nil)
            #expect((diabetesDay["glucose"] as? [Any])?.count == 1)
            #expect(try await server.request(.GET, "/api/v1/days/2026-05-04/symptoms?owner=\(adaID)", token: bob).status == .notFound)
            let glucoseMonth = try await server.request(.GET, "/api/v1/calendar/2026/5?owner=\(adaID)", token: bob).object()
            let glucoseMay = try #require((glucoseMonth["2026"] as? [String: Any])?["5"] as? [Any])
            #expect((glucoseMay[3] as? [String: Any])?["logged"] as? [String] == ["glucose"])
            #expect(glucoseMay[5] is NSNull)
        }
    }

    @Test func withoutAGrantEverythingIsNotFoundAndAnonymousIsUnauthorized() async throws {
        try await TestServer.with { server in
            let (ada, adaID) = try await server.signUp("ada@example.org", name: "Ada")
            let (carol, _) = try await server.signUp("carol@example.org", name: "Carol")
            let journal = try await SharedJournal.log(server, token: ada)
            // A grant to someone else gives Carol nothing.
            _ = try await server.share(ada, with: "bob@example.org", ["cycle", "symptoms", "diabetes", "stress", "timelines"])
            for read in journal.reads(owner: adaID) {
                #expect(try await server.request(.GET, read.path, token: carol).status == .notFound, "\(read.path)")
                #expect(try await server.request(.GET, read.path).status == .unauthorized, "\(read.path)")
            }
            #expect(try await server.request(.GET, "/api/v1/days/2026-05-04?owner=\(adaID)", token: carol).status == .notFound)
            #expect(try await server.request(.GET, "/api/v1/calendar/2026?owner=\(adaID)", token: carol).status == .notFound)
            #expect(try await server.request(.GET, "/api/v1/glucose?owner=\(UUID().uuidString)", token: carol).status == .notFound)
            #expect(try await server.request(.GET, "/api/v1/glucose?owner=nobody", token: carol).status == .unprocessableEntity)
        }
    }
}
