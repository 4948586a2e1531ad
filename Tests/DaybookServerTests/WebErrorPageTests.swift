import Foundation
import Testing
import Vapor

/// A person who follows a wrong link or types a bad date sees a page with a way back, in their
/// language; API clients keep getting the JSON error.
@Suite struct WebErrorPageTests {
    static let html: HTTPHeaders = ["Accept": "text/html,application/xhtml+xml"]

    @Test func anUnknownAddressIsAPageWithAWayBack() async throws {
        try await TestServer.with { server in
            _ = try await server.signUp()
            let anonymous = try await server.request(.GET, "/no-such-page", headers: Self.html)
            #expect(anonymous.status == .notFound)
            #expect(anonymous.headers.first(name: .contentType)?.contains("text/html") == true)
            #expect(anonymous.bodyText.contains("There is nothing at this address"))
            #expect(anonymous.bodyText.contains("href=\"/login\""))

            let browser = WebClient(server)
            _ = try await browser.submit("/login", to: "/login", ["email": "ada@example.org", "password": "correct horse battery"])
            let cookie = try #require(browser.cookie)
            let badDay = try await server.request(.GET, "/day/2026-13-45", headers: Self.html.merging(["Cookie": cookie]))
            #expect((400..<500).contains(badDay.status.code))
            #expect(badDay.headers.first(name: .contentType)?.contains("text/html") == true)
            #expect(badDay.bodyText.contains("href=\"/\""))
            #expect(badDay.bodyText.contains("role=\"alert\""))

            // The API answers JSON whatever the client accepts.
            let api = try await server.request(.GET, "/api/v1/glucose/\(UUID())", headers: Self.html.merging(["Cookie": cookie]))
            #expect(api.status == .notFound)
            #expect(try api.apiError().code == "notFound")
            // Without asking for HTML (a script), a page's error stays JSON.
            #expect(try await server.request(.GET, "/no-such-page").apiError().code == "notFound")
        }
    }

    @Test func theErrorPageSpeaksThePersonsLanguage() async throws {
        try await TestServer.with { server in
            _ = try await server.signUp()
            let page = try await server.request(.GET, "/no-such-page", headers: Self.html.merging(["Accept-Language": "de-DE,de;q=0.9"]))
            #expect(page.bodyText.contains("Unter dieser Adresse gibt es nichts"))
        }
    }

    /// A logged-in person at an address no route knows: the page in their own language, back to Today (it once
    /// offered them the log-in); and the two-factor set-up's address, come back to, leads to the settings.
    @Test func aLoggedInPersonIsLedBackToToday() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp()
            _ = try await server.request(.PATCH, "/api/v1/me", token: token, json: ["language": "de"])
            let browser = WebClient(server)
            _ = try await browser.submit("/login", to: "/login", ["email": "ada@example.org", "password": "correct horse battery"])
            let cookie = try #require(browser.cookie)
            let lost = try await server.request(.GET, "/nowhere/at-all", headers: Self.html.merging(["Cookie": cookie]))
            #expect(lost.status == .notFound)
            #expect(lost.bodyText.contains("Unter dieser Adresse gibt es nichts"))
            #expect(lost.bodyText.contains("href=\"/\"") && !lost.bodyText.contains("href=\"/login\""))

            for path in ["/settings/two-factor", "/settings/two-factor/confirm"] {
                let revisit = try await server.request(.GET, path, headers: Self.html.merging(["Cookie": cookie]))
                #expect(revisit.status == .seeOther)
                #expect(revisit.headers.first(name: .location) == "/settings#two-factor")
            }
        }
    }
}
