import DaybookServer
import Foundation
import Testing
import Vapor

/// Sign-ups are limited per IP address (10 an hour), API token creation per account and per IP
/// address (30 an hour), counted in the database; then 429 with Retry-After until the window passes.
@Suite struct SignUpAndTokenThrottleTests {
    func register(_ server: TestServer, _ i: Int, headers: HTTPHeaders = [:]) async throws -> ClientResponse {
        try await server.request(.POST, "/api/v1/users", json: [
            "email": "user\(i)@example.org", "password": "correct horse battery", "displayName": "User \(i)", "timeZone": "UTC",
        ], headers: headers)
    }

    @Test func tenSignUpsAnHourFromOneAddress() async throws {
        let clock = TestClock()
        try await TestServer.with(clock: clock) { server in
            for i in 0..<9 { #expect(try await register(server, i).status == .created) }
            // A refused attempt counts too: probing for existing emails is limited alike.
            let taken = try await register(server, 0)
            #expect(taken.status == .conflict)
            clock.advance(by: 600)
            let refused = try await register(server, 10)
            #expect(refused.status == .tooManyRequests)
            #expect(try refused.apiError().code == "tooManyRequests")
            // The first attempt ages out 3600 s after it was made, 600 s have passed.
            #expect(refused.headers.first(name: .retryAfter) == "3000")

            // The web sign-up shares the count, and says so on its page.
            let browser = WebClient(server)
            let page = try await browser.submit("/signup", to: "/signup", [
                "email": "web@example.org", "password": "correct horse battery", "displayName": "Web", "timeZone": "UTC",
            ])
            #expect(page.status == .tooManyRequests)
            #expect(page.headers.first(name: .retryAfter) == "3000")
            #expect(page.bodyText.contains("Too many sign-ups from this address"))

            clock.advance(by: 3000)
            #expect(try await register(server, 11).status == .created)
        }
    }

    @Test func theWebSignUpIsCountedLikeTheAPI() async throws {
        try await TestServer.with(configure: { $0.registrationThrottle = .init(limit: 2, window: 3600) }) { server in
            let browser = WebClient(server)
            let first = try await browser.submit("/signup", to: "/signup", [
                "email": "web@example.org", "password": "correct horse battery", "displayName": "Web", "timeZone": "UTC",
            ])
            #expect(first.status == .seeOther)
            #expect(try await register(server, 1).status == .created)
            #expect(try await register(server, 2).status == .tooManyRequests)
        }
    }

    @Test func thirtyTokensAnHourPerAccount() async throws {
        let clock = TestClock()
        try await TestServer.with(clock: clock) { server in
            // signUp creates the first token.
            _ = try await server.signUp("ada@example.org")
            let login: [String: Any] = ["email": "ada@example.org", "password": "correct horse battery"]
            for _ in 1..<30 { #expect(try await server.request(.POST, "/api/v1/tokens", json: login).status == .created) }
            let refused = try await server.request(.POST, "/api/v1/tokens", json: login)
            #expect(refused.status == .tooManyRequests)
            #expect(refused.headers.first(name: .retryAfter) == "3600")
            #expect(try refused.apiError().message?.contains("API tokens") == true)
            // The email is counted however it is written.
            let shouted = try await server.request(.POST, "/api/v1/tokens", json: ["email": " ADA@example.org ", "password": "correct horse battery"])
            #expect(shouted.status == .tooManyRequests)

            clock.advance(by: 3600)
            #expect(try await server.request(.POST, "/api/v1/tokens", json: login).status == .created)
        }
    }

    @Test func tokensArePerAddressTooAndTheWebCountsAlike() async throws {
        try await TestServer.with(configure: { $0.tokenThrottle = .init(limit: 3, window: 3600) }) { server in
            _ = try await server.signUp("ada@example.org")                      // token 1 from this address
            _ = try await server.request(.POST, "/api/v1/users", json: [
                "email": "bob@example.org", "password": "correct horse battery", "displayName": "Bob", "timeZone": "UTC",
            ])
            let bob: [String: Any] = ["email": "bob@example.org", "password": "correct horse battery"]
            #expect(try await server.request(.POST, "/api/v1/tokens", json: bob).status == .created)   // 2
            // A token made on the settings page counts for the account and the address.
            let browser = WebClient(server)
            _ = try await browser.submit("/login", to: "/login", ["email": "bob@example.org", "password": "correct horse battery"])
            let made = try await browser.submit("/settings", to: "/settings/tokens", ["name": "Laptop"])  // 3
            #expect(made.status == .ok)
            let refused = try await browser.submit("/settings", to: "/settings/tokens", ["name": "Phone"])
            #expect(refused.status == .tooManyRequests)
            #expect(refused.headers.first(name: .retryAfter) == "3600")
            #expect(refused.bodyText.contains("Too many API tokens created"))
            // Another account from the same address is refused too.
            let other = try await server.request(.POST, "/api/v1/tokens", json: ["email": "ada@example.org", "password": "correct horse battery"])
            #expect(other.status == .tooManyRequests)
        }
    }

    /// Every attempt counted for the account: strangers' wrong passwords from anywhere kept its owner from
    /// making a token for an hour. Only tokens made (the right password) count for the account.
    @Test func strangersGuessesDoNotUseUpTheOwnersTokens() async throws {
        try await TestServer.with(configure: {
            $0.trustedProxies = try! TrustedProxies(parsing: "127.0.0.1")
            $0.tokenThrottle = .init(limit: 3, window: 3600)
        }) { server in
            _ = try await server.signUp("ada@example.org", password: "correct horse battery")   // token 1
            for guess in 1...5 {
                let wrong = try await server.request(.POST, "/api/v1/tokens", json: ["email": "ada@example.org", "password": "guess guess guess"],
                                                     headers: ["X-Forwarded-For": "203.0.113.\(guess)"])
                #expect(wrong.status == .unauthorized)
            }
            let login: [String: Any] = ["email": "ada@example.org", "password": "correct horse battery"]
            #expect(try await server.request(.POST, "/api/v1/tokens", json: login, headers: ["X-Forwarded-For": "198.51.100.1"]).status == .created)
            #expect(try await server.request(.POST, "/api/v1/tokens", json: login, headers: ["X-Forwarded-For": "198.51.100.2"]).status == .created)
            // Three made: the account's share is used up, from anywhere.
            #expect(try await server.request(.POST, "/api/v1/tokens", json: login, headers: ["X-Forwarded-For": "198.51.100.3"]).status
                == .tooManyRequests)
        }
    }

    @Test func aClientCannotDodgeTheLimitWithXForwardedFor() async throws {
        try await TestServer.with(configure: { $0.registrationThrottle = .init(limit: 1, window: 3600) }) { server in
            let first = try await register(server, 0, headers: ["X-Forwarded-For": "198.51.100.1"])
            #expect(first.status == .created)
            // No proxy is trusted: the header is the client's own word and changes nothing.
            let second = try await register(server, 1, headers: ["X-Forwarded-For": "198.51.100.2"])
            #expect(second.status == .tooManyRequests)
        }
    }

    @Test func behindATrustedProxyEachClientHasItsOwnCount() async throws {
        let proxies = try TrustedProxies(parsing: "127.0.0.1")
        try await TestServer.with(configure: {
            $0.registrationThrottle = .init(limit: 1, window: 3600)
            $0.trustedProxies = proxies
        }) { server in
            #expect(try await register(server, 0, headers: ["X-Forwarded-For": "198.51.100.1"]).status == .created)
            #expect(try await register(server, 1, headers: ["X-Forwarded-For": "198.51.100.2"]).status == .created)
            // What the client wrote in front of the proxy's entry is not believed.
            let spoofed = try await register(server, 2, headers: ["X-Forwarded-For": "203.0.113.9, 198.51.100.1"])
            #expect(spoofed.status == .tooManyRequests)
            // The proxy itself, without the header, is one more client.
            #expect(try await register(server, 3).status == .created)
        }
    }

    @Test func theWebLogInPageSaysWhenToTryAgain() async throws {
        try await TestServer.with(configure: { $0.loginThrottle = .init(limit: 2, window: 900) }) { server in
            _ = try await server.signUp()
            let browser = WebClient(server)
            for _ in 0..<2 {
                let wrong = try await browser.submit("/login", to: "/login", ["email": "ada@example.org", "password": "wrong password!"])
                #expect(wrong.status == .unauthorized)
            }
            let refused = try await browser.submit("/login", to: "/login", ["email": "ada@example.org", "password": "correct horse battery"])
            #expect(refused.status == .tooManyRequests)
            #expect(refused.headers.first(name: .retryAfter) == "900")
            #expect(refused.bodyText.contains("Too many failed log-ins"))
        }
    }
}
