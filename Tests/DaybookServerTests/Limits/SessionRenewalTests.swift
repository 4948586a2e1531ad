import Foundation
import Testing
import Vapor

/// Session fixation: the session id a browser had before logging in (which someone else may have
/// planted) is worthless afterwards; the logged-in session has a new id, and forms keep working.
@Suite struct SessionRenewalTests {
    @Test func logInGivesTheSessionANewIdAndTheOldOneNothing() async throws {
        try await TestServer.with { server in
            _ = try await server.signUp()
            let browser = WebClient(server)
            let before = "daybook-session=planted-by-someone-else"
            browser.plant("daybook-session", "planted-by-someone-else")
            let login = try await browser.submit("/login", to: "/login", ["email": "ada@example.org", "password": "correct horse battery"])
            #expect(login.status == .seeOther)
            let after = try #require(browser.sessionCookie)
            #expect(after != before)

            // The new id is logged in; the old one is not, for pages or the API.
            #expect(try await browser.get("/").status == .ok)
            #expect(try await server.request(.GET, "/api/v1/me", headers: ["Cookie": after]).status == .ok)
            #expect(try await server.request(.GET, "/api/v1/me", headers: ["Cookie": before]).status == .unauthorized)
            #expect(try await server.request(.GET, "/", headers: ["Cookie": before]).status == .seeOther)

            // Forms of the logged-in session carry a new CSRF token and work.
            let saved = try await browser.submit("/settings", to: "/settings/tokens", ["name": "Laptop"])
            #expect(saved.status == .ok)
        }
    }

    @Test func aFormTokenFromBeforeTheLogInIsNoLongerAccepted() async throws {
        try await TestServer.with { server in
            _ = try await server.signUp()
            let browser = WebClient(server)
            try await browser.get("/login")
            let oldToken = WebClient.csrf(in: browser.lastPage)
            _ = try await browser.submit("/login", to: "/login", ["email": "ada@example.org", "password": "correct horse battery"])
            let cookie = try #require(browser.cookie)
            let forged = try await server.request(.POST, "/settings/tokens", body: "name=Evil&_csrf=\(oldToken)",
                                                  headers: ["Cookie": cookie, "Content-Type": "application/x-www-form-urlencoded"])
            #expect(forged.status == .forbidden)
        }
    }

    @Test func signUpGivesTheSessionANewIdToo() async throws {
        try await TestServer.with { server in
            let browser = WebClient(server)
            let before = "daybook-session=planted-by-someone-else"
            browser.plant("daybook-session", "planted-by-someone-else")
            let created = try await browser.submit("/signup", to: "/signup", [
                "email": "web@example.org", "password": "correct horse battery", "displayName": "Web", "timeZone": "UTC",
            ])
            #expect(created.status == .seeOther)
            let after = try #require(browser.sessionCookie)
            #expect(after != before)
            #expect(try await browser.get("/onboarding").status == .ok)
            #expect(try await server.request(.GET, "/api/v1/me", headers: ["Cookie": before]).status == .unauthorized)
        }
    }
}
