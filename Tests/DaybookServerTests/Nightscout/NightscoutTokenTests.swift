import Foundation
import Testing
import Vapor

/// Nightscout access tokens with roles, and their exchange for a JWT: a follower reads and cannot
/// write, an uploader writes, a revoked token and its JWTs stop at once, and one person's token never
/// opens another's endpoint.
@Suite struct NightscoutTokenTests {
    static let now = NightscoutEntriesTests.now

    func token(_ server: TestServer, _ name: String, _ role: String, owner: String) async throws -> (id: String, token: String) {
        let made = try await server.request(.POST, "/api/v1/nightscout/tokens", token: owner, json: ["name": name, "role": role])
        try #require(made.status == .created, "\(made.bodyText)")
        let body = try made.object()
        return (try #require(body["id"] as? String), try #require(body["token"] as? String))
    }

    @Test func rolesDecideWhatATokenMayDo() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            let (ada, _) = try await server.signUp()
            let client = try await NightscoutClient.of(server, token: ada)
            let follower = try await token(server, "Nightguard", "readable", owner: ada)
            let uploader = try await token(server, "AAPS", "uploader", owner: ada)
            #expect(follower.token.hasPrefix("nightguard-") && uploader.token.hasPrefix("aaps-"))
            let listed = try await server.request(.GET, "/api/v1/nightscout/tokens", token: ada).array()
            #expect(listed.map { $0["role"] as? String } == ["readable", "uploader"] && listed.allSatisfy { $0["token"] == nil })
            let bad = try await server.request(.POST, "/api/v1/nightscout/tokens", token: ada, json: ["name": "x", "role": "owner"])
            #expect(bad.status == .unprocessableEntity || bad.status == .badRequest)

            let entry: [String: Any] = ["type": "sgv", "sgv": 120, "date": NightscoutEntriesTests.at1100]
            let base = client.path + "/api/v1/entries.json"
            let refused = try await server.request(.POST, base + "?token=\(follower.token)", body: try Self.json([entry]))
            #expect(refused.status == .unauthorized, "a follower does not write")
            let written = try await server.request(.POST, base + "?token=\(uploader.token)", body: try Self.json([entry]))
            #expect(written.status == .ok, "\(written.bodyText)")
            let read = try await server.request(.GET, base + "?token=\(follower.token)")
            #expect(try read.status == .ok && read.array().count == 1)
            // At the root the token finds its person.
            #expect(try await server.request(.GET, "/api/v1/entries.json?token=\(follower.token)").array().count == 1)
        }
    }

    @Test func aTokenIsExchangedForAJWTThatEndsWithIt() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            let (ada, _) = try await server.signUp()
            let (bob, _) = try await server.signUp("bob@example.org", name: "Bob")
            let adaClient = try await NightscoutClient.of(server, token: ada)
            let bobClient = try await NightscoutClient.of(server, token: bob)
            let aaps = try await token(server, "AAPS", "uploader", owner: ada)

            let exchanged = try await server.request(.GET, adaClient.path + "/api/v2/authorization/request/\(aaps.token)")
            #expect(exchanged.status == .ok, "\(exchanged.bodyText)")
            let grant = try exchanged.object()
            let jwt = try #require(grant["token"] as? String)
            #expect(grant["sub"] as? String == "AAPS")
            #expect((grant["exp"] as? Int).map { $0 - Int(Self.now.timeIntervalSince1970) } == 8 * 3600)
            #expect(jwt.split(separator: ".").count == 3 && !jwt.contains(aaps.token), "the JWT never carries the token")
            #expect(try await server.request(.GET, "/api/v2/authorization/request/\(aaps.token)").status == .ok, "at the root too")

            let bearer: HTTPHeaders = ["Authorization": "Bearer \(jwt)"]
            #expect(try await server.request(.GET, adaClient.path + "/api/v1/entries.json", headers: bearer).status == .ok)
            #expect(try await server.request(.GET, bobClient.path + "/api/v1/entries.json", headers: bearer).status == .unauthorized,
                    "Ada's JWT does not open Bob's endpoint")
            #expect(try await server.request(.GET, bobClient.path + "/api/v2/authorization/request/\(aaps.token)").status == .unauthorized)
            var forged = jwt.split(separator: ".").map(String.init)
            forged[2] = String(forged[2].reversed())
            #expect(try await server.request(.GET, adaClient.path + "/api/v1/entries.json",
                                             headers: ["Authorization": "Bearer \(forged.joined(separator: "."))"]).status == .unauthorized)

            server.clock.advance(by: 8 * 3600 + 1)
            #expect(try await server.request(.GET, adaClient.path + "/api/v1/entries.json", headers: bearer).status == .unauthorized, "expired")
            let fresh = try await server.request(.GET, "/api/v2/authorization/request/\(aaps.token)").object()
            let freshBearer: HTTPHeaders = ["Authorization": "Bearer \(try #require(fresh["token"] as? String))"]
            #expect(try await server.request(.GET, adaClient.path + "/api/v1/entries.json", headers: freshBearer).status == .ok)

            #expect(try await server.request(.DELETE, "/api/v1/nightscout/tokens/\(aaps.id)", token: ada).status == .noContent)
            #expect(try await server.request(.GET, adaClient.path + "/api/v1/entries.json", headers: freshBearer).status == .unauthorized, "revoked")
            #expect(try await server.request(.GET, "/api/v2/authorization/request/\(aaps.token)").status == .unauthorized)
            #expect(try await server.request(.DELETE, "/api/v1/nightscout/tokens/\(aaps.id)", token: bob).status == .notFound)
        }
    }

    static func json(_ value: Any) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: value), as: UTF8.self)
    }
}
