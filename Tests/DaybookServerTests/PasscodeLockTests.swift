import Foundation
import Testing
import Vapor
@testable import DaybookServer

/// The passcode lock: idle time locks a web session (pages and the API through the cookie), the
/// passcode opens it, five wrong tries end it; tokens are never locked.
@Suite struct PasscodeLockTests {
    @Test func idleMinutesLockTheSessionAndThePasscodeOpensIt() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_780_000_000))
        try await TestServer.with(clock: clock) { server in
            let (token, _) = try await server.signUp()
            let browser = WebClient(server)
            try await browser.submit("/login", to: "/login", ["email": "ada@example.org", "password": "correct horse battery"])
            let refused = try await browser.submit("/settings", to: "/settings/passcode", ["passcode": "12ab", "idleMinutes": "5"])
            #expect(refused.status == .unprocessableEntity)
            #expect(refused.bodyText.contains("id=\"passcode-passcode-error\""))
            #expect(try await browser.submit("/settings", to: "/settings/passcode", ["passcode": "4711", "idleMinutes": "5"]).status == .seeOther)
            #expect(try await server.request(.GET, "/api/v1/me/passcode", token: token).object()["enabled"] as? Bool == true)

            // Activity keeps it open; five idle minutes and a second do not.
            clock.advance(by: 4 * 60)
            let page = try await browser.get("/log")
            #expect(page.status == .ok)
            #expect(page.bodyText.contains("data-lock-after=\"5\"")) // the page's own idle timer
            clock.advance(by: 5 * 60 + 1)
            #expect(try await browser.get("/log").headers.first(name: .location) == "/lock")
            #expect(try await browser.get("/api/v1/me").status.code == 423)
            #expect(try await server.request(.GET, "/api/v1/me", token: token).status == .ok) // tokens are not locked

            let wrong = try await browser.submit("/lock", to: "/lock", ["passcode": "0000"])
            #expect(wrong.status == .unprocessableEntity)
            #expect(wrong.bodyText.contains("4 tries left"))
            #expect(try await browser.submit("/lock", to: "/lock", ["passcode": "4711"]).headers.first(name: .location) == "/")
            #expect(try await browser.get("/log").status == .ok)
        }
    }

    /// Handing the tablet over: "Lock now" locks at once, whatever the idle minutes; without a passcode
    /// there is no such button and nothing locks.
    @Test func lockNowLocksAtOnce() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp()
            let browser = WebClient(server)
            try await browser.submit("/login", to: "/login", ["email": "ada@example.org", "password": "correct horse battery"])
            #expect(!(try await browser.get("/log").bodyText.contains("action=\"/lock/now\"")))
            _ = try await server.request(.PUT, "/api/v1/me/passcode", token: token, json: ["passcode": "4711", "idleMinutes": 30])
            let page = try await browser.get("/log")
            #expect(page.bodyText.contains("action=\"/lock/now\"") && page.bodyText.contains("Lock now"))
            #expect(try await browser.submit("/log", to: "/lock/now", [:]).headers.first(name: .location) == "/lock")
            #expect(try await browser.get("/log").headers.first(name: .location) == "/lock")
            #expect(try await browser.get("/api/v1/me").status.code == 423)
            #expect(try await browser.submit("/lock", to: "/lock", ["passcode": "4711"]).headers.first(name: .location) == "/")
            #expect(try await browser.get("/log").status == .ok)
        }
    }

    @Test func fiveWrongTriesEndTheSession() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_780_000_000))
        try await TestServer.with(clock: clock) { server in
            let (token, _) = try await server.signUp()
            _ = try await server.request(.PUT, "/api/v1/me/passcode", token: token, json: ["passcode": "4711", "idleMinutes": 1])
            let browser = WebClient(server)
            try await browser.submit("/login", to: "/login", ["email": "ada@example.org", "password": "correct horse battery"])
            clock.advance(by: 61)
            #expect(try await browser.get("/").headers.first(name: .location) == "/lock")
            var last: ClientResponse?
            for _ in 1...5 { last = try await browser.submit("/lock", to: "/lock", ["passcode": "9999"]) }
            #expect(last?.headers.first(name: .location) == "/login")
            // The right passcode no longer helps: only a full log-in does.
            #expect(try await browser.get("/lock").headers.first(name: .location) == "/login")
            #expect(try await browser.get("/").headers.first(name: .location) == "/login")
        }
    }

    @Test func aPasscodeMustBeFourToEightDigits() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp()
            for bad in ["123", "123456789", "12a4", "١٢٣٤"] {
                let response = try await server.request(.PUT, "/api/v1/me/passcode", token: token, json: ["passcode": bad])
                #expect(response.status == .unprocessableEntity, "\(bad)")
                #expect(try response.apiError().field == "passcode")
            }
            let minutes = try await server.request(.PUT, "/api/v1/me/passcode", token: token, json: ["passcode": "1234", "idleMinutes": 0])
            #expect(try minutes.apiError().field == "idleMinutes")
            #expect(try await server.request(.GET, "/api/v1/me/passcode", token: token).object()["enabled"] as? Bool == false)
        }
    }
}
