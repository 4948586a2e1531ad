import DaybookStore
import Foundation
import Testing
import Vapor

@Suite struct WebSessionTests {
    func logIn(_ browser: WebClient, password: String = "correct horse battery") async throws -> ClientResponse {
        try await browser.submit("/login", to: "/login", ["email": "ada@example.org", "password": password])
    }

    @Test func theSessionCookieIsHttpOnlyAndSameSiteLax() async throws {
        try await TestServer.with { server in
            _ = try await server.signUp()
            let response = try await logIn(WebClient(server))
            #expect(response.status == .seeOther)
            let cookie = try #require(response.headers[.setCookie].first { $0.hasPrefix("daybook-session=") })
            #expect(cookie.contains("HttpOnly"))
            #expect(cookie.contains("SameSite=Lax"))
            #expect(!cookie.contains("Secure"))
        }
    }

    /// Looking at the log-in page stores nothing: its form token is a cookie of its own (strict,
    /// HttpOnly), and no session exists until someone logs in.
    @Test func theLogInPageStoresNoSession() async throws {
        try await TestServer.with { server in
            _ = try await server.signUp()
            for _ in 0..<3 {
                let page = try await server.request(.GET, "/login")
                #expect(!page.headers[.setCookie].contains { $0.hasPrefix("daybook-session=") })
                let token = try #require(page.headers[.setCookie].first { $0.hasPrefix("daybook-csrf=") })
                #expect(token.contains("HttpOnly") && token.contains("SameSite=Strict"))
            }
            _ = try await server.request(.GET, "/login", headers: ["Cookie": "daybook-session=made-up"])
            #expect(try await WebSessionQueries(server.app.db).count() == 0)
            _ = try await logIn(WebClient(server))
            #expect(try await WebSessionQueries(server.app.db).count() == 1)
        }
    }

    @Test func behindTLSTheCookiesAreSecure() async throws {
        try await TestServer.with(configure: { $0.secureCookies = true }) { server in
            _ = try await server.signUp()
            let page = try await server.request(.GET, "/login")
            let token = try #require(page.headers[.setCookie].first { $0.hasPrefix("__Host-daybook-csrf=") })
            #expect(token.contains("Secure") && token.contains("Path=/"))
            let response = try await logIn(WebClient(server))
            #expect(response.status == .seeOther)
            #expect(response.headers[.setCookie].contains { $0.hasPrefix("daybook-session=") && $0.contains("Secure") })
        }
    }

    /// The database keeps the SHA-256 of a session's key, never the key; a session expires 30 days
    /// after its last use, and expired rows are pruned.
    @Test func sessionKeysAreStoredHashedAndExpire() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_780_000_000))
        try await TestServer.with(clock: clock) { server in
            _ = try await server.signUp()
            let browser = WebClient(server)
            _ = try await logIn(browser)
            let key = try #require(browser.sessionCookie?.split(separator: "=", maxSplits: 1).last.map(String.init))
            let rows = try await WebSessionRecord.query(on: server.app.db).all()
            #expect(rows.count == 1)
            #expect(rows.first?.keyDigest == SHA256.hash(data: Data(key.utf8)).hex)
            #expect(rows.allSatisfy { !$0.keyDigest.contains(key) && !$0.data.contains(key) })

            clock.advance(by: 29 * 24 * 60 * 60)
            #expect(try await browser.get("/").status == .ok) // used: 30 more days from now
            clock.advance(by: 29 * 24 * 60 * 60)
            #expect(try await browser.get("/").status == .ok)
            clock.advance(by: 30 * 24 * 60 * 60 + 1)
            #expect(try await browser.get("/").status == .seeOther)
            // The next session made prunes the expired one.
            _ = try await logIn(WebClient(server))
            #expect(try await WebSessionQueries(server.app.db).count() == 1)
        }
    }

    @Test func theSessionOpensPagesAndTheAPIUntilLogOut() async throws {
        try await TestServer.with { server in
            _ = try await server.signUp()
            #expect(try await server.request(.GET, "/").status == .seeOther)
            let browser = WebClient(server)
            _ = try await logIn(browser)
            let home = try await browser.get("/")
            #expect(home.status == .ok)
            #expect(home.bodyText.contains("Hello, Ada"))
            let cookie: HTTPHeaders = ["Cookie": try #require(browser.cookie)]
            #expect(try await server.request(.GET, "/api/v1/me", headers: cookie).status == .ok)

            // A cross-site form could POST with the cookie; a POST without a JSON body is refused.
            let formPost = try await server.request(.POST, "/api/v1/me/password", body: "currentPassword=x",
                                                    headers: cookie.merging(["Content-Type": "application/x-www-form-urlencoded"]))
            #expect(formPost.status == .forbidden)

            _ = try await browser.submit("/", to: "/logout", [:])
            #expect(try await server.request(.GET, "/api/v1/me", headers: cookie).status == .unauthorized)
            #expect(try await browser.get("/").status == .seeOther)
        }
    }

    @Test func aFormWithoutItsTokenIsRefused() async throws {
        try await TestServer.with { server in
            _ = try await server.signUp()
            let response = try await server.request(.POST, "/login", body: "email=ada%40example.org&password=correct+horse+battery",
                                                    headers: ["Content-Type": "application/x-www-form-urlencoded"])
            #expect(response.status == .forbidden)
            let browser = WebClient(server)
            try await browser.get("/login")
            let forged = try await server.request(.POST, "/login", body: "email=ada%40example.org&password=correct+horse+battery&_csrf=guess",
                                                  headers: ["Content-Type": "application/x-www-form-urlencoded", "Cookie": try #require(browser.cookie)])
            #expect(forged.status == .forbidden)
        }
    }

    @Test func aWrongPasswordShowsTheFormAgainWithTheEmailKept() async throws {
        try await TestServer.with { server in
            _ = try await server.signUp()
            let response = try await logIn(WebClient(server), password: "wrong password")
            #expect(response.status == .unauthorized)
            #expect(response.bodyText.contains("value=\"ada@example.org\""))
            #expect(response.bodyText.contains("role=\"alert\""))
        }
    }

    @Test func changingThePasswordEndsOtherWebSessions() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp()
            let browser = WebClient(server)
            _ = try await logIn(browser)
            #expect(try await browser.get("/").status == .ok)
            _ = try await server.request(.POST, "/api/v1/me/password", token: token, json: [
                "currentPassword": "correct horse battery", "newPassword": "a brand new secret",
            ])
            #expect(try await browser.get("/").status == .seeOther)
        }
    }

    /// A request that read its session before a log-out elsewhere deleted it does not write it back.
    @Test func aSessionEndedMeanwhileStaysEnded() async throws {
        try await TestServer.with { server in
            _ = try await server.signUp()
            let browser = WebClient(server)
            _ = try await logIn(browser)
            let key = try #require(browser.sessionCookie?.split(separator: "=", maxSplits: 1).last.map(String.init))
            let request = Request(application: server.app, on: server.app.eventLoopGroup.any())
            let driver = server.app.sessions.driver
            let data = try #require(try await driver.readSession(SessionID(string: key), for: request).get())
            try await driver.deleteSession(SessionID(string: key), for: request).get()
            _ = try await driver.updateSession(SessionID(string: key), to: data, for: request).get()
            #expect(try await WebSessionQueries(server.app.db).count() == 0)
            #expect(try await browser.get("/").status == .seeOther)
        }
    }
}
