import Foundation
import Testing
import Vapor
@testable import DaybookServer

/// Reminders on the web: add with days, the limits named next to the form, switch off, delete.
@Suite struct WebRemindersTests {
    @Test func remindersAreAddedSwitchedAndDeletedFromTheWeb() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp()
            let browser = WebClient(server)
            try await browser.submit("/login", to: "/login", ["email": "ada@example.org", "password": "correct horse battery"])
            let added = try await browser.submit("/reminders", to: "/reminders", ["kind": "water", "time": "18:15", "text": "", "day3": "on", "day5": "on"])
            #expect(added.status == .seeOther)
            let list = try await server.request(.GET, "/api/v1/reminders", token: token).array()
            #expect(list.count == 1)
            #expect(list.first?["weekdays"] as? [Int] == [3, 5])
            #expect(list.first?["time"] as? String == "18:15")
            let id = try #require(list.first?["id"] as? String)

            let noDays = try await browser.submit("/reminders", to: "/reminders", ["kind": "water", "time": "09:00"])
            #expect(noDays.status == .unprocessableEntity)
            for _ in 1...3 {
                _ = try await browser.submit("/reminders", to: "/reminders", ["kind": "stressLog", "time": "08:00", "day1": "on"])
            }
            let fourth = try await browser.submit("/reminders", to: "/reminders", ["kind": "stressLog", "time": "12:00", "day1": "on"])
            #expect(fourth.status == .unprocessableEntity)
            #expect(fourth.bodyText.contains("id=\"reminder-kind-error\""))
            #expect(fourth.bodyText.contains("value=\"12:00\""))

            _ = try await browser.submit("/reminders", to: "/reminders/\(id)/toggle", [:])
            #expect(try await server.request(.GET, "/api/v1/reminders/\(id)", token: token).object()["enabled"] as? Bool == false)
            _ = try await browser.submit("/reminders", to: "/reminders/\(id)/delete", [:])
            #expect(try await server.request(.GET, "/api/v1/reminders/\(id)", token: token).status == .notFound)
        }
    }
}
