import DaybookServer
import Foundation
import Testing
import Vapor

@Suite struct NightscoutAuthTests {
    @Test func settingsGiveAPrivateURLAndASecret() async throws {
        try await TestServer.with { server in
            // A name of letters no hex digit is: a handle that spelled it would be derived from it, never chance.
            let (token, _) = try await server.signUp("quinn@example.org", name: "Quinn")
            let settings = try await server.request(.GET, "/api/v1/nightscout", token: token).object()
            let baseURL = try #require(settings["baseUrl"] as? String)
            let secret = try #require(settings["secret"] as? String)
            #expect(baseURL.hasPrefix(server.baseURL + "/nightscout/"))
            let handle = String(baseURL.dropFirst((server.baseURL + "/nightscout/").count))
            #expect(handle.count >= 16)
            #expect(handle.allSatisfy { $0.isHexDigit }, "\(handle)")
            #expect(!handle.lowercased().contains("quinn"))
            #expect(secret.count >= 12)
            // The same endpoint on every read.
            let again = try await server.request(.GET, "/api/v1/nightscout", token: token).object()
            #expect(again["baseUrl"] as? String == baseURL)
            #expect(again["secret"] as? String == secret)
            #expect(try await server.request(.GET, "/api/v1/nightscout").status == .unauthorized)
        }
    }

    @Test func nothingIsReadableWithoutTheSecret() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp()
            let client = try await NightscoutClient.of(server, token: token)
            #expect(try await client.request(.GET, "verifyauth").status == .ok)
            let ok = try await client.request(.GET, "experiments/test").object()
            #expect(ok["status"] as? String == "ok")

            // Missing, wrong, and a wrong handle: the same Nightscout-shaped 401.
            let missing = try await server.request(.GET, client.path + "/api/v1/entries.json")
            let wrong = try await client.request(.GET, "entries.json", secret: "not the secret at all")
            let otherHandle = try await server.request(.GET, "/nightscout/nobody-has-this-handle/api/v1/entries.json",
                                                       headers: ["api-secret": NightscoutClient.sha1(client.secret)])
            for response in [missing, wrong, otherHandle] {
                #expect(response.status == .unauthorized)
                let body = try response.object()
                #expect(body["status"] as? Int == 401)
                #expect(body["message"] as? String == "Unauthorized")
                #expect(body["description"] is String)
            }
            #expect(try await client.request(.POST, "entries", json: ["sgv": 100], secret: "wrong secret!").status == .unauthorized)
            #expect(try await client.request(.GET, "status.json", secret: "wrong secret!").status == .unauthorized)

            // `?token=` with the secret itself works too.
            let byToken = try await server.request(.GET, client.path + "/api/v1/status.json?token=\(client.secret)")
            #expect(byToken.status == .ok)
            #expect(try byToken.object()["apiEnabled"] as? Bool == true)
        }
    }

    @Test func aNewSecretLocksOutTheOldOne() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp()
            let old = try await NightscoutClient.of(server, token: token)
            let renewed = try await server.request(.POST, "/api/v1/nightscout/secret", token: token).object()
            let secret = try #require(renewed["secret"] as? String)
            #expect(secret != old.secret)
            #expect(renewed["baseUrl"] as? String == server.baseURL + old.path)
            #expect(try await old.request(.GET, "verifyauth").status == .unauthorized)
            #expect(try await old.request(.GET, "verifyauth", secret: secret).status == .ok)
        }
    }

    /// Guessing secrets: 60 wrong ones per address in 15 minutes, then 429 for that address, even with
    /// the right secret (else a 429 and a 200 would still tell guesses apart); other addresses go on.
    @Test func wrongSecretsAreLimitedPerAddress() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_780_000_000))
        let proxies = try TrustedProxies(parsing: "127.0.0.1")
        try await TestServer.with(clock: clock, configure: { $0.trustedProxies = proxies }) { server in
            let (token, _) = try await server.signUp()
            let client = try await NightscoutClient.of(server, token: token)
            func status(_ secret: String, from address: String) async throws -> HTTPStatus {
                try await server.request(.GET, client.path + "/api/v1/status.json",
                                         headers: ["api-secret": NightscoutClient.sha1(secret), "X-Forwarded-For": address]).status
            }
            for _ in 0..<60 { #expect(try await status("a wrong guess", from: "198.51.100.7") == .unauthorized) }
            // No secret at all guesses nothing and is not counted; it stays a 401.
            #expect(try await server.request(.GET, client.path + "/api/v1/status.json", headers: ["X-Forwarded-For": "198.51.100.9"]).status == .unauthorized)
            let refused = try await server.request(.GET, client.path + "/api/v1/status.json",
                                                   headers: ["api-secret": NightscoutClient.sha1(client.secret), "X-Forwarded-For": "198.51.100.7"])
            #expect(refused.status == .tooManyRequests)
            #expect(refused.headers.first(name: .retryAfter) != nil)
            #expect(try await status(client.secret, from: "198.51.100.8") == .ok)
            clock.advance(by: 15 * 60 + 1)
            #expect(try await status(client.secret, from: "198.51.100.7") == .ok)
        }
    }

    @Test func anotherUsersSecretOpensOnlyTheirOwnEndpoint() async throws {
        try await TestServer.with(clock: TestClock(Date(timeIntervalSince1970: 1_778_414_400))) { server in
            let (ada, _) = try await server.signUp("ada@example.org")
            let (bob, _) = try await server.signUp("bob@example.org", name: "Bob")
            let adas = try await NightscoutClient.of(server, token: ada)
            let bobs = try await NightscoutClient.of(server, token: bob)
            #expect(adas.path != bobs.path)
            try #require(try await adas.request(.POST, "entries", json: ["sgv": 120, "date": 1_778_410_800_000]).status == .ok)
            // Bob's secret on Ada's handle: 401; Bob's own endpoint: nothing of Ada's.
            #expect(try await adas.request(.GET, "entries.json", secret: bobs.secret).status == .unauthorized)
            #expect(try await bobs.get("entries.json").isEmpty)
            // Ada's entry is a glucose reading of hers, invisible (404) to Bob through the journal API.
            let id = try #require(try await server.request(.GET, "/api/v1/glucose", token: ada).array().first?["id"] as? String)
            #expect(try await server.request(.GET, "/api/v1/glucose/\(id)", token: bob).status == .notFound)
        }
    }
}
