import DaybookApp
import DaybookCore
import DaybookStore
import Foundation
import Testing
import Vapor
@testable import DaybookServer

/// Two-factor log-in: set up with the password, on with the first code, then every log-in by password
/// (web page or new API token) needs a code that was never used before, or a recovery code once.
@Suite struct TwoFactorTests {
    static let start = Date(timeIntervalSince1970: 1_780_000_000)

    /// Six digits that are none of the codes the server takes at `time` (the steps around it), whatever
    /// the secret: a fixed "000000" is a right code for one secret in a few hundred thousand.
    static func wrongCode(_ secret: [UInt8], at time: Date) -> String {
        let accepted = Set(TwoFactorRules.steps(around: time).map { TOTP.code(secret: secret, step: $0) })
        return ["000000", "111111", "222222", "333333"].first { !accepted.contains($0) } ?? "000000"
    }

    /// Turns two-factor on for the token's account; the secret and the recovery codes.
    static func turnOn(_ server: TestServer, token: String) async throws -> (secret: [UInt8], recovery: [String]) {
        let wrong = try await server.request(.POST, "/api/v1/me/two-factor", token: token, json: ["password": "not my password"])
        #expect(wrong.status == .unprocessableEntity)
        #expect(try wrong.apiError().field == "password")
        let setup = try await server.request(.POST, "/api/v1/me/two-factor", token: token, json: ["password": "correct horse battery"]).object()
        let secretText = try #require(setup["secret"] as? String)
        let secret = try #require(Base32.decode(secretText))
        #expect(secret.count == 20)
        #expect((setup["uri"] as? String)?.hasPrefix("otpauth://totp/Daybook:ada%40example.org?secret=\(secretText)&issuer=Daybook") == true)
        #expect((setup["qrSvg"] as? String)?.hasPrefix("<svg") == true)
        #expect(try await server.request(.GET, "/api/v1/me/two-factor", token: token).object()["enabled"] as? Bool == false)

        let step = TwoFactorRules.step(at: server.clock.now)
        let badCode = try await server.request(.POST, "/api/v1/me/two-factor/confirm", token: token, json: ["code": Self.wrongCode(secret, at: server.clock.now)])
        #expect(badCode.status == .unprocessableEntity)
        let confirmed = try await server.request(.POST, "/api/v1/me/two-factor/confirm", token: token,
                                                 json: ["code": TOTP.code(secret: secret, step: step)]).object()
        let recovery = try #require(confirmed["recoveryCodes"] as? [String])
        #expect(recovery.count == 10)
        #expect(Set(recovery).count == 10)
        let status = try await server.request(.GET, "/api/v1/me/two-factor", token: token).object()
        #expect(status["enabled"] as? Bool == true)
        #expect(status["recoveryCodesLeft"] as? Int == 10)
        return (secret, recovery)
    }

    static func newToken(_ server: TestServer, code: String? = nil) async throws -> ClientResponse {
        var body: [String: Any] = ["email": "ada@example.org", "password": "correct horse battery"]
        if let code { body["code"] = code }
        return try await server.request(.POST, "/api/v1/tokens", json: body)
    }

    @Test func aNewTokenNeedsACodeNeverUsedBeforeOrARecoveryCodeOnce() async throws {
        let clock = TestClock(Self.start)
        try await TestServer.with(clock: clock) { server in
            let (token, _) = try await server.signUp()
            let (secret, recovery) = try await Self.turnOn(server, token: token)
            // The token made before keeps working.
            #expect(try await server.request(.GET, "/api/v1/me", token: token).status == .ok)

            let without = try await Self.newToken(server)
            #expect(without.status == .unauthorized)
            #expect(try without.apiError().code == "twoFactorRequired")
            #expect(try without.apiError().field == "code")
            // The code that turned it on was used: the same step is refused (a replay).
            let replay = try await Self.newToken(server, code: TOTP.code(secret: secret, step: TwoFactorRules.step(at: clock.now)))
            #expect(replay.status == .unauthorized)
            #expect(try replay.apiError().code == "wrongCode")

            clock.advance(by: 30)
            let code = TOTP.code(secret: secret, step: TwoFactorRules.step(at: clock.now))
            #expect(try await Self.newToken(server, code: code).status == .created)
            #expect(try await Self.newToken(server, code: code).status == .unauthorized)

            // A recovery code, typed loosely, works once.
            let typed = recovery[3].lowercased().replacingOccurrences(of: "-", with: " ")
            #expect(try await Self.newToken(server, code: typed).status == .created)
            #expect(try await Self.newToken(server, code: recovery[3]).status == .unauthorized)
            #expect(try await server.request(.GET, "/api/v1/me/two-factor", token: token).object()["recoveryCodesLeft"] as? Int == 9)

            // Turned off with the password and a code: the password alone is enough again.
            clock.advance(by: 30)
            let off = TOTP.code(secret: secret, step: TwoFactorRules.step(at: clock.now))
            #expect(try await server.request(.DELETE, "/api/v1/me/two-factor", token: token,
                                             json: ["password": "correct horse battery", "code": off]).status == .noContent)
            #expect(try await Self.newToken(server).status == .created)
        }
    }

    /// Wrong codes count as failed log-ins, and a right password in between does not clear them.
    @Test func guessedCodesAreLimitedLikePasswords() async throws {
        try await TestServer.with(clock: TestClock(Self.start)) { server in
            let (token, _) = try await server.signUp()
            _ = try await Self.turnOn(server, token: token)
            var statuses: [UInt] = []
            for guess in 0..<11 {
                statuses.append(try await Self.newToken(server, code: String(format: "%06d", 123_000 + guess)).status.code)
            }
            // Ten failures per account from one address: the right password that turned it on forgave the
            // wrong one before it; then ten wrong codes.
            #expect(statuses.prefix(10).allSatisfy { $0 == 401 }, "\(statuses)")
            #expect(statuses.last == 429, "\(statuses)")
        }
    }

    @Test func theWebLogInAsksForTheCodeAfterThePassword() async throws {
        let clock = TestClock(Self.start)
        try await TestServer.with(clock: clock) { server in
            let (token, _) = try await server.signUp()
            let (secret, _) = try await Self.turnOn(server, token: token)
            clock.advance(by: 30)
            let browser = WebClient(server)
            let password = try await browser.submit("/login", to: "/login", ["email": "ada@example.org", "password": "correct horse battery"])
            #expect(password.status == .seeOther)
            #expect(password.headers.first(name: .location) == "/login/code")
            // Not logged in yet.
            #expect(try await browser.get("/").status == .seeOther)
            let page = try await browser.get("/login/code")
            #expect(page.status == .ok)
            #expect(page.bodyText.contains("autocomplete=\"one-time-code\""))
            let wrong = try await browser.submit("/login/code", to: "/login/code", ["code": "12345"])
            #expect(wrong.status == .unauthorized)
            #expect(wrong.bodyText.contains("role=\"alert\""))
            let code = TOTP.code(secret: secret, step: TwoFactorRules.step(at: clock.now))
            let done = try await browser.submit("/login/code", to: "/login/code", ["code": code])
            #expect(done.status == .seeOther)
            #expect(try await browser.get("/").bodyText.contains("Hello, Ada"))

            // The step after the password waits five minutes at most.
            let late = WebClient(server)
            _ = try await late.submit("/login", to: "/login", ["email": "ada@example.org", "password": "correct horse battery"])
            clock.advance(by: 5 * 60 + 1)
            #expect(try await late.get("/login/code").status == .seeOther)
        }
    }

    /// The secret is sealed with the server's key: the stored row holds neither it nor its text.
    @Test func theSecretIsStoredSealed() async throws {
        try await TestServer.with(clock: TestClock(Self.start)) { server in
            let (token, adaID) = try await server.signUp()
            let (secret, recovery) = try await Self.turnOn(server, token: token)
            let adaUUID = try #require(UUID(uuidString: adaID))
            let record = try #require(try await TwoFactorQueries(server.app.db, userID: adaUUID).find())
            #expect(!record.sealedSecret.contains(Base32.encode(secret)))
            #expect(try server.app.secretSeal().open(record.sealedSecret) == secret)
            #expect(throws: SecretSeal.Unreadable.self) { try SecretSeal(key: SecretSeal.newKey()).open(record.sealedSecret) }
            let stored = try await RecoveryCodeRecord.query(on: server.app.db).all().map(\.digest)
            #expect(stored.count == 10)
            #expect(!stored.contains { digest in recovery.contains { digest.contains($0.replacingOccurrences(of: "-", with: "")) } })
        }
    }

    @Test func settingsSetItUpWithAQRCodeAndShowTheRecoveryCodesOnce() async throws {
        let clock = TestClock(Self.start)
        try await TestServer.with(clock: clock) { server in
            _ = try await server.signUp()
            let browser = WebClient(server)
            _ = try await browser.submit("/login", to: "/login", ["email": "ada@example.org", "password": "correct horse battery"])
            let settings = try await browser.get("/settings").bodyText
            #expect(settings.contains("id=\"two-factor\""))
            let refused = try await browser.submit("/settings", to: "/settings/two-factor", ["password": "wrong"])
            #expect(refused.status == .unprocessableEntity)
            let setup = try await browser.submit("/settings", to: "/settings/two-factor", ["password": "correct horse battery"])
            #expect(setup.status == .ok)
            #expect(setup.bodyText.contains("<svg"))
            let shown = try #require(setup.bodyText.firstMatch(of: /id="two-factor-secret" class="secret">([A-Z2-7 ]+)</)?.output.1)
            let secret = try #require(Base32.decode(String(shown)))
            let wrong = try await browser.submit("/settings", to: "/settings/two-factor/confirm", ["code": Self.wrongCode(secret, at: clock.now)])
            #expect(wrong.status == .unprocessableEntity)
            #expect(wrong.bodyText.contains(String(shown)))
            let on = try await browser.submit("/settings", to: "/settings/two-factor/confirm",
                                              ["code": TOTP.code(secret: secret, step: TwoFactorRules.step(at: clock.now))])
            #expect(on.status == .ok)
            #expect(on.bodyText.matches(of: /<li><code>[0-9A-Z]{5}-[0-9A-Z]{5}<\/code><\/li>/).count == 10)
            #expect(try await browser.get("/settings").bodyText.contains("Recovery codes left: 10"))
            clock.advance(by: 30)
            let off = try await browser.submit("/settings", to: "/settings/two-factor/remove",
                                               ["password": "correct horse battery", "code": TOTP.code(secret: secret, step: TwoFactorRules.step(at: clock.now))])
            #expect(off.status == .seeOther)
            let ada = try #require(try await UserQueries(server.app.db).find(email: "ada@example.org")?.id)
            #expect(try await TwoFactorQueries(server.app.db, userID: ada).find() == nil)
        }
    }
}
