import Foundation
import Testing
import Vapor

@Suite struct WebSessionTests {
    func logIn(_ server: TestServer, password: String = "correct horse battery") async throws -> ClientResponse {
        try await server.request(.POST, "/login", body: "email=ada%40example.org&password=\(password.replacingOccurrences(of: " ", with: "+"))",
                                 headers: ["Content-Type": "application/x-www-form-urlencoded"])
    }

    @Test func theSessionCookieIsHttpOnlyAndSameSiteLax() async throws {
        try await TestServer.with { server in
            _ = try await server.signUp()
            let response = try await logIn(server)
            #expect(response.status == .seeOther)
            let cookie = try #require(response.headers.first(name: .setCookie))
            #expect(cookie.hasPrefix("daybook-session="))
            #expect(cookie.contains("HttpOnly"))
            #expect(cookie.contains("SameSite=Lax"))
            #expect(!cookie.contains("Secure"))
        }
    }

    @Test func behindTLSTheCookieIsSecure() async throws {
        try await TestServer.with(configure: { $0.secureCookies = true }) { server in
            _ = try await server.signUp()
            let cookie = try #require(try await logIn(server).headers.first(name: .setCookie))
            #expect(cookie.contains("Secure"))
        }
    }

    @Test func theSessionOpensPagesAndTheAPIUntilLogOut() async throws {
        try await TestServer.with { server in
            _ = try await server.signUp()
            #expect(try await server.request(.GET, "/").status == .seeOther)
            let setCookie = try #require(try await logIn(server).headers.first(name: .setCookie))
            let cookie: HTTPHeaders = ["Cookie": String(setCookie.prefix { $0 != ";" })]

            let home = try await server.request(.GET, "/", headers: cookie)
            #expect(home.status == .ok)
            #expect(home.bodyText.contains("Hello, Ada"))
            #expect(try await server.request(.GET, "/api/v1/me", headers: cookie).status == .ok)

            // A cross-site form could POST with the cookie; a POST without a JSON body is refused.
            let formPost = try await server.request(.POST, "/api/v1/me/password", body: "currentPassword=x",
                                                    headers: cookie.merging(["Content-Type": "application/x-www-form-urlencoded"]))
            #expect(formPost.status == .forbidden)

            _ = try await server.request(.POST, "/logout", headers: cookie)
            #expect(try await server.request(.GET, "/api/v1/me", headers: cookie).status == .unauthorized)
            #expect(try await server.request(.GET, "/", headers: cookie).status == .seeOther)
        }
    }

    @Test func aWrongPasswordShowsTheFormAgainWithTheEmailKept() async throws {
        try await TestServer.with { server in
            _ = try await server.signUp()
            let response = try await logIn(server, password: "wrong password")
            #expect(response.status == .unauthorized)
            #expect(response.bodyText.contains("value=\"ada@example.org\""))
            #expect(response.bodyText.contains("role=\"alert\""))
            #expect(response.headers.first(name: .setCookie) == nil)
        }
    }

    @Test func changingThePasswordEndsOtherWebSessions() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp()
            let setCookie = try #require(try await logIn(server).headers.first(name: .setCookie))
            let cookie: HTTPHeaders = ["Cookie": String(setCookie.prefix { $0 != ";" })]
            #expect(try await server.request(.GET, "/api/v1/me", headers: cookie).status == .ok)
            _ = try await server.request(.POST, "/api/v1/me/password", token: token, json: [
                "currentPassword": "correct horse battery", "newPassword": "a brand new secret",
            ])
            #expect(try await server.request(.GET, "/api/v1/me", headers: cookie).status == .unauthorized)
        }
    }
}

extension HTTPHeaders {
    func merging(_ other: HTTPHeaders) -> HTTPHeaders {
        var result = self
        for (name, value) in other { result.replaceOrAdd(name: name, value: value) }
        return result
    }
}
