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
            let page = try await server.request(.GET, "/login")
            let cookie = try #require(page.headers.first(name: .setCookie))
            #expect(cookie.hasPrefix("daybook-session="))
            #expect(cookie.contains("HttpOnly"))
            #expect(cookie.contains("SameSite=Lax"))
            #expect(!cookie.contains("Secure"))
            let response = try await logIn(WebClient(server))
            #expect(response.status == .seeOther)
        }
    }

    @Test func behindTLSTheCookieIsSecure() async throws {
        try await TestServer.with(configure: { $0.secureCookies = true }) { server in
            let cookie = try #require(try await server.request(.GET, "/login").headers.first(name: .setCookie))
            #expect(cookie.contains("Secure"))
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
}
