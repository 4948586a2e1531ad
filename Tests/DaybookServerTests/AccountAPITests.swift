import DaybookServer
import Foundation
import Testing
import Vapor

@Suite struct AccountAPITests {
    @Test func healthSaysOkWhenTheDatabaseAnswers() async throws {
        try await TestServer.with { server in
            let response = try await server.request(.GET, "/health")
            #expect(response.status == .ok)
            #expect(try response.object()["status"] as? String == "ok")
        }
    }

    /// The API fuzzer's log-in with a NUL in the email was a 500 on PostgreSQL (its text holds no NUL),
    /// and signing up with one made an account on SQLite: both are refused now, on every database.
    @Test func anEmailWithANulCharacterIsAWrongLogIn() async throws {
        try await TestServer.with { server in
            _ = try await server.signUp()
            let body = #"{"email": "ada\u0000@example.org", "password": "correct horse battery"}"#
            let login = try await server.request(.POST, "/api/v1/tokens", body: body)
            #expect(login.status == .badRequest, "\(login.status) \(login.bodyText)")
            let register = #"{"email": "eve\u0000@example.org", "password": "correct horse battery", "displayName": "Eve", "timeZone": "UTC"}"#
            let signUp = try await server.request(.POST, "/api/v1/users", body: register)
            #expect((400..<500).contains(signUp.status.code), "\(signUp.status) \(signUp.bodyText)")
        }
    }

    @Test func signUpLogInReadProfileLogOut() async throws {
        try await TestServer.with { server in
            let (token, id) = try await server.signUp("Ada@Example.org ", name: "Ada", timeZone: "Europe/Berlin")

            let me = try await server.request(.GET, "/api/v1/me", token: token)
            #expect(me.status == .ok)
            let profile = try me.object()
            #expect(profile["id"] as? String == id)
            #expect(profile["email"] as? String == "ada@example.org")
            #expect(profile["displayName"] as? String == "Ada")
            #expect(profile["timeZone"] as? String == "Europe/Berlin")
            #expect(profile["glucoseUnit"] as? String == "mg/dL")
            #expect(profile["hypoThreshold"] as? Double == 70)
            #expect(profile["hyperThreshold"] as? Double == 180)
            #expect((profile["tracking"] as? [String: Bool])?["trackFlow"] == true)

            let logout = try await server.request(.DELETE, "/api/v1/tokens/current", token: token)
            #expect(logout.status == .noContent)
            let after = try await server.request(.GET, "/api/v1/me", token: token)
            #expect(after.status == .unauthorized)
            #expect(try after.apiError().code == "unauthorized")
        }
    }

    @Test func withoutATokenEveryPrivateRouteIs401() async throws {
        try await TestServer.with { server in
            for (method, path) in [(HTTPMethod.GET, "/api/v1/me"), (.PATCH, "/api/v1/me"), (.GET, "/api/v1/tokens"),
                                   (.DELETE, "/api/v1/tokens/current"), (.POST, "/api/v1/me/password")] {
                let response = try await server.request(method, path, json: [:])
                #expect(response.status == .unauthorized, "\(method) \(path)")
                #expect(response.headers.first(name: .wwwAuthenticate) == "Bearer")
            }
            let bogus = try await server.request(.GET, "/api/v1/me", token: "not-a-token")
            #expect(bogus.status == .unauthorized)
        }
    }

    @Test func registrationNamesTheBadField() async throws {
        // Twelve attempts from one address: more than the sign-up throttle allows by default.
        try await TestServer.with(configure: { $0.registrationThrottle.limit = 20 }) { server in
            let good: [String: Any] = ["email": "ada@example.org", "password": "correct horse battery",
                                       "displayName": "Ada", "timeZone": "Europe/Berlin"]
            let cases: [(String, Any, String)] = [
                ("email", "not-an-email", "email"),
                ("password", "short", "password"),
                ("password", String(repeating: "ä", count: 40), "password"),
                ("displayName", "   ", "displayName"),
                ("timeZone", "Mars/Olympus", "timeZone"),
                ("timeZone", "CET", "timeZone"),
                ("timeZone", 12, "timeZone"),
                ("language", "pt", "language"),
                ("language", "xx", "language"),
            ]
            for (key, value, field) in cases {
                var body = good
                body[key] = value
                let response = try await server.request(.POST, "/api/v1/users", json: body)
                #expect(response.status == .unprocessableEntity, "\(key)=\(value)")
                #expect(try response.apiError().field == field, "\(key)=\(value): \(response.bodyText)")
            }
            var missing = good
            missing["password"] = nil
            let noPassword = try await server.request(.POST, "/api/v1/users", json: missing)
            #expect(noPassword.status == .unprocessableEntity)
            #expect(try noPassword.apiError().field == "password")

            let malformed = try await server.request(.POST, "/api/v1/users", body: "{\"email\": ")
            #expect(malformed.status == .badRequest)
            #expect(try malformed.apiError().code == "malformed")
            let notAnObject = try await server.request(.POST, "/api/v1/users", body: "[1, 2]")
            #expect(notAnObject.status == .badRequest)

            // Nothing above created an account.
            let created = try await server.request(.POST, "/api/v1/users", json: good)
            #expect(created.status == .created)
        }
    }

    @Test func anEmailCanOnlyHaveOneAccountWhateverItsCase() async throws {
        try await TestServer.with { server in
            _ = try await server.signUp("ada@example.org")
            let again = try await server.request(.POST, "/api/v1/users", json: [
                "email": "ADA@example.org", "password": "another long password", "displayName": "Imposter", "timeZone": "UTC",
            ])
            #expect(again.status == .conflict)
            #expect(try again.apiError().field == "email")
        }
    }

    @Test func wrongPasswordAndUnknownEmailLookTheSame() async throws {
        try await TestServer.with { server in
            _ = try await server.signUp("ada@example.org")
            let wrong = try await server.request(.POST, "/api/v1/tokens", json: ["email": "ada@example.org", "password": "wrong password!"])
            let unknown = try await server.request(.POST, "/api/v1/tokens", json: ["email": "eve@example.org", "password": "wrong password!"])
            #expect(wrong.status == .unauthorized)
            #expect(unknown.status == .unauthorized)
            #expect(try wrong.apiError().message == unknown.apiError().message)
        }
    }

    @Test func tenFailedLogInsLockTheAccountFor15Minutes() async throws {
        let clock = TestClock()
        try await TestServer.with(clock: clock) { server in
            _ = try await server.signUp("ada@example.org", password: "correct horse battery")
            for _ in 0..<10 {
                let failed = try await server.request(.POST, "/api/v1/tokens", json: ["email": "ada@example.org", "password": "guess guess guess"])
                #expect(failed.status == .unauthorized)
            }
            let locked = try await server.request(.POST, "/api/v1/tokens", json: ["email": "ada@example.org", "password": "correct horse battery"])
            #expect(locked.status == .tooManyRequests)
            #expect(try locked.apiError().code == "tooManyRequests")
            let retryAfter = try #require(locked.headers.first(name: .retryAfter).flatMap(Int.init))
            #expect((1...900).contains(retryAfter))

            clock.advance(by: 15 * 60 + 1)
            let open = try await server.request(.POST, "/api/v1/tokens", json: ["email": "ada@example.org", "password": "correct horse battery"])
            #expect(open.status == .created)
        }
    }

    @Test func oneAddressGuessingManyAccountsIsThrottledToo() async throws {
        try await TestServer.with { server in
            for i in 0..<AppConfig().loginAddressThrottle.limit {
                _ = try await server.request(.POST, "/api/v1/tokens", json: ["email": "user\(i)@example.org", "password": "guess guess guess"])
            }
            let next = try await server.request(.POST, "/api/v1/tokens", json: ["email": "someone@example.org", "password": "guess guess guess"])
            #expect(next.status == .tooManyRequests)
        }
    }

    /// Ten wrong passwords from anywhere used to lock the right one out for everybody, its owner included.
    /// Guesses from one address lock out that address only.
    @Test func guessesFromOneAddressDoNotLockTheOwnerOut() async throws {
        try await TestServer.with(configure: { $0.trustedProxies = try! TrustedProxies(parsing: "127.0.0.1") }) { server in
            _ = try await server.signUp("ada@example.org", password: "correct horse battery")
            func logIn(_ password: String, from address: String) async throws -> HTTPStatus {
                try await server.request(.POST, "/api/v1/tokens", json: ["email": "ada@example.org", "password": password],
                                         headers: ["X-Forwarded-For": address]).status
            }
            for _ in 0..<10 { #expect(try await logIn("guess guess guess", from: "203.0.113.7") == .unauthorized) }
            #expect(try await logIn("correct horse battery", from: "203.0.113.7") == .tooManyRequests)
            #expect(try await logIn("correct horse battery", from: "198.51.100.1") == .created)
        }
    }

    /// Guesses from many addresses lock the account for every client that never logged in to it, but its
    /// owner's own devices (a device cookie from an earlier log-in) still get in.
    @Test func guessesFromEverywhereLockOutAllButTheOwnersDevices() async throws {
        try await TestServer.with(configure: {
            $0.trustedProxies = try! TrustedProxies(parsing: "127.0.0.1")
            $0.loginAccountThrottle = ThrottleRule(limit: 20, window: 60 * 60)
        }) { server in
            _ = try await server.signUp("ada@example.org", password: "correct horse battery")
            func logIn(_ password: String, from address: String, cookie: String? = nil) async throws -> ClientResponse {
                var headers: HTTPHeaders = ["X-Forwarded-For": address]
                if let cookie { headers.replaceOrAdd(name: .cookie, value: cookie) }
                return try await server.request(.POST, "/api/v1/tokens", json: ["email": "ada@example.org", "password": password], headers: headers)
            }
            let first = try await logIn("correct horse battery", from: "198.51.100.1")
            let device = try #require(first.headers.setCookie?["daybook-device"]?.string)
            for guess in 0..<20 {
                #expect(try await logIn("guess guess guess", from: "203.0.113.\(guess % 5 + 1)").status == .unauthorized)
            }
            #expect(try await logIn("correct horse battery", from: "192.0.2.9").status == .tooManyRequests)
            #expect(try await logIn("correct horse battery", from: "192.0.2.9", cookie: "daybook-device=\(device)").status == .created)
            // A cookie of another account's, or a forged one, opens nothing.
            #expect(try await logIn("correct horse battery", from: "192.0.2.9", cookie: "daybook-device=AAAAAAAAAAAAAAAAAAAAAA.x").status
                == .tooManyRequests)
        }
    }

    @Test func tokensAreListedWithoutSecretsAndCanBeRevoked() async throws {
        try await TestServer.with { server in
            let (phone, _) = try await server.signUp("ada@example.org")
            let second = try await server.request(.POST, "/api/v1/tokens", json: [
                "email": "ada@example.org", "password": "correct horse battery", "name": "backup script",
            ])
            let script = try #require(try second.object()["token"] as? String)
            let scriptID = try #require(try second.object()["id"] as? String)

            let list = try await server.request(.GET, "/api/v1/tokens", token: phone)
            let tokens = try list.array()
            #expect(tokens.count == 2)
            #expect(!list.bodyText.contains(script))
            #expect(!list.bodyText.contains(phone))
            #expect(tokens.filter { $0["current"] as? Bool == true }.count == 1)

            #expect(try await server.request(.DELETE, "/api/v1/tokens/\(scriptID)", token: phone).status == .noContent)
            #expect(try await server.request(.GET, "/api/v1/me", token: script).status == .unauthorized)
            #expect(try await server.request(.GET, "/api/v1/me", token: phone).status == .ok)
            #expect(try await server.request(.DELETE, "/api/v1/tokens/\(scriptID)", token: phone).status == .notFound)
        }
    }
}
