import DaybookApp
import DaybookCore
import DaybookStore
import Foundation
import Testing
import Vapor
@testable import DaybookServer

/// Turning two-factor log-in on ends the web sessions signed in with the password alone, except the one
/// that turned it on; turning it off takes a code besides the password, so a stolen password cannot.
@Suite struct TwoFactorSessionTests {
    static let password = "correct horse battery"

    static func logIn(_ server: TestServer) async throws -> WebClient {
        let browser = WebClient(server)
        let done = try await browser.submit("/login", to: "/login", ["email": "ada@example.org", "password": password])
        try #require(done.status == .seeOther)
        try #require(try await signedIn(browser))
        return browser
    }

    static func signedIn(_ browser: WebClient) async throws -> Bool {
        try await browser.get("/settings").status == .ok
    }

    static func code(_ secret: [UInt8], _ clock: TestClock) -> String {
        TOTP.code(secret: secret, step: TwoFactorRules.step(at: clock.now))
    }

    @Test func turningItOnInTheSettingsEndsTheOtherWebSessionsAndKeepsThisOne() async throws {
        let clock = TestClock(TwoFactorTests.start)
        try await TestServer.with(clock: clock) { server in
            let (token, _) = try await server.signUp()
            let mine = try await Self.logIn(server), theirs = try await Self.logIn(server)
            let setup = try await mine.submit("/settings", to: "/settings/two-factor", ["password": Self.password])
            let shown = try #require(setup.bodyText.firstMatch(of: /id="two-factor-secret" class="secret">([A-Z2-7 ]+)</)?.output.1)
            let secret = try #require(Base32.decode(String(shown)))
            // A set-up waiting for its code ends nothing.
            #expect(try await Self.signedIn(theirs))

            let on = try await mine.submit("/settings", to: "/settings/two-factor/confirm", ["code": Self.code(secret, clock)])
            #expect(on.status == .ok)
            #expect(try await Self.signedIn(mine))
            #expect(try await theirs.get("/").headers.first(name: .location) == "/login")
            #expect(try await !Self.signedIn(theirs))
            // Tokens are not sessions: the one made before keeps working.
            #expect(try await server.request(.GET, "/api/v1/me", token: token).status == .ok)
        }
    }

    /// The web app's own JSON calls carry the session cookie: that session carries on too.
    @Test func turningItOnThroughTheAPIWithTheSessionCookieKeepsThatSession() async throws {
        let clock = TestClock(TwoFactorTests.start)
        try await TestServer.with(clock: clock) { server in
            _ = try await server.signUp()
            let mine = try await Self.logIn(server), theirs = try await Self.logIn(server)
            let cookie = HTTPHeaders([("Cookie", try #require(mine.cookie))])
            let setup = try await server.request(.POST, "/api/v1/me/two-factor", json: ["password": Self.password], headers: cookie).object()
            let secretText = try #require(setup["secret"] as? String)
            let secret = try #require(Base32.decode(secretText))
            let on = try await server.request(.POST, "/api/v1/me/two-factor/confirm", json: ["code": Self.code(secret, clock)], headers: cookie)
            #expect(on.status == .ok)
            #expect(try await Self.signedIn(mine))
            #expect(try await !Self.signedIn(theirs))
        }
    }

    @Test func turningItOffThroughTheAPINeedsACodeBesideThePassword() async throws {
        let clock = TestClock(TwoFactorTests.start)
        try await TestServer.with(clock: clock) { server in
            let (token, _) = try await server.signUp()
            let (secret, _) = try await TwoFactorTests.turnOn(server, token: token)
            func turnOff(_ body: [String: Any]) async throws -> ClientResponse {
                try await server.request(.DELETE, "/api/v1/me/two-factor", token: token, json: body)
            }
            func isOn() async throws -> Bool {
                try await server.request(.GET, "/api/v1/me/two-factor", token: token).object()["enabled"] as? Bool == true
            }
            // No code, a wrong one, and the one that turned it on (used already).
            for code in [nil, "", TwoFactorTests.wrongCode(secret, at: clock.now), Self.code(secret, clock), "ZZZZZ-ZZZZZ"] as [String?] {
                var body: [String: Any] = ["password": Self.password]
                if let code { body["code"] = code }
                let refused = try await turnOff(body)
                #expect(refused.status == .unprocessableEntity, "\(code ?? "none")")
                #expect(try refused.apiError().field == "code")
                #expect(try await isOn())
            }
            // A good code with a wrong password is refused, and the code is not used up by it.
            clock.advance(by: 30)
            let wrongPassword = try await turnOff(["password": "not my password", "code": Self.code(secret, clock)])
            #expect(try wrongPassword.apiError().field == "password")
            #expect(try await isOn())
            #expect(try await turnOff(["password": Self.password, "code": Self.code(secret, clock)]).status == .noContent)
            #expect(try await !isOn())

            // A recovery code does it too (spent, with the rest).
            let (_, again) = try await TwoFactorTests.turnOn(server, token: token)
            #expect(try await turnOff(["password": Self.password, "code": again[2]]).status == .noContent)
            #expect(try await !isOn())
        }
    }

    /// Codes tried while turning it off count as failed log-ins: they cannot be guessed faster here.
    @Test func codesGuessedWhileTurningItOffAreLimitedLikePasswords() async throws {
        try await TestServer.with(clock: TestClock(TwoFactorTests.start)) { server in
            let (token, _) = try await server.signUp()
            _ = try await TwoFactorTests.turnOn(server, token: token)
            var statuses: [UInt] = []
            for guess in 0..<11 {
                let body = ["password": Self.password, "code": String(format: "%06d", 314_000 + guess)]
                statuses.append(try await server.request(.DELETE, "/api/v1/me/two-factor", token: token, json: body).status.code)
            }
            // Ten failures per account from one address: the right password that turned it on forgave the
            // wrong one before it; then ten wrong codes.
            #expect(statuses.prefix(10).allSatisfy { $0 == 422 }, "\(statuses)")
            #expect(statuses.last == 429, "\(statuses)")
            #expect(try await server.request(.GET, "/api/v1/me/two-factor", token: token).object()["enabled"] as? Bool == true)
        }
    }

    @Test func theSettingsFormAsksForTheCodeInThePagesLanguage() async throws {
        let clock = TestClock(TwoFactorTests.start)
        try await TestServer.with(clock: clock) { server in
            let (token, _) = try await server.signUp()
            #expect(try await server.request(.PATCH, "/api/v1/me", token: token, json: ["language": "de"]).status == .ok)
            let (secret, recovery) = try await TwoFactorTests.turnOn(server, token: token)
            let browser = WebClient(server)
            _ = try await browser.submit("/login", to: "/login", ["email": "ada@example.org", "password": Self.password])
            _ = try await browser.submit("/login/code", to: "/login/code", ["code": recovery[0]])
            #expect(try await browser.get("/settings").bodyText.contains("id=\"twoFactor-code\""))

            let refused = try await browser.submit("/settings", to: "/settings/two-factor/remove", ["password": Self.password])
            #expect(refused.status == .unprocessableEntity)
            #expect(refused.bodyText.contains(Strings.table(.de)["twoFactorOffCodeRefused"] ?? "–"))
            #expect(try await server.request(.GET, "/api/v1/me/two-factor", token: token).object()["enabled"] as? Bool == true)

            clock.advance(by: 30)
            let off = try await browser.submit("/settings", to: "/settings/two-factor/remove",
                                               ["password": Self.password, "code": Self.code(secret, clock)])
            #expect(off.status == .seeOther)
            #expect(try await server.request(.GET, "/api/v1/me/two-factor", token: token).object()["enabled"] as? Bool == false)
        }
    }
}
