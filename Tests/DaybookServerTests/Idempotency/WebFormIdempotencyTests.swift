import Foundation
import Testing
import Vapor

/// The web app's offline queue sends form posts again with an `Idempotency-Key` after a reconnect:
/// a form sent twice with one key is saved once and answered the same both times.
@Suite struct WebFormIdempotencyTests {
    func loggedIn(_ server: TestServer) async throws -> (WebClient, String) {
        let (token, _) = try await server.signUp()
        let browser = WebClient(server)
        try await browser.submit("/login", to: "/login", ["email": "ada@example.org", "password": "correct horse battery"])
        return (browser, token)
    }

    @Test func aFormSentAgainWithItsKeyIsSavedOnce() async throws {
        try await TestServer.with { server in
            let (browser, token) = try await loggedIn(server)
            let form = try await browser.formBody(from: "/log", ["time": "2026-03-01T08:30", "value": "123", "source": "meter"])
            let key: HTTPHeaders = ["Idempotency-Key": "queued-form-1"]
            let first = try await browser.post("/log/glucose", formBody: form, headers: key)
            #expect(first.status == .seeOther)
            let repeated = try await browser.post("/log/glucose", formBody: form, headers: key)
            #expect(repeated.status == .seeOther)
            #expect(repeated.isReplay)
            #expect(repeated.headers.first(name: .location) == first.headers.first(name: .location))
            #expect(try await server.count("glucose", token: token) == 1)
            // Without the key a form still counts each time.
            try await browser.post("/log/glucose", formBody: form)
            #expect(try await server.count("glucose", token: token) == 2)
        }
    }

    /// A form the server refused (a wrong field) is refused again the same way: the same page.
    @Test func aRefusedFormSentAgainGetsTheSamePage() async throws {
        try await TestServer.with { server in
            let (browser, token) = try await loggedIn(server)
            let form = try await browser.formBody(from: "/log", ["time": "2026-03-01T08:30", "name": "Soup", "carbs": "lots", "protein": "0", "fat": "0"])
            let key: HTTPHeaders = ["Idempotency-Key": "queued-form-2"]
            let first = try await browser.post("/log/meals", formBody: form, headers: key)
            #expect(first.status == .unprocessableEntity)
            let repeated = try await browser.post("/log/meals", formBody: form, headers: key)
            #expect(repeated.status == .unprocessableEntity)
            #expect(repeated.isReplay)
            #expect(repeated.bodyText == first.bodyText)
            #expect(repeated.headers.contentType == first.headers.contentType)
            #expect(try await server.count("meals", token: token) == 0)
        }
    }

    @Test func aFormsKeyWithAnotherFormIsRefused() async throws {
        try await TestServer.with { server in
            let (browser, token) = try await loggedIn(server)
            let key: HTTPHeaders = ["Idempotency-Key": "queued-form-3"]
            let first = try await browser.formBody(from: "/log", ["time": "2026-03-01T08:30", "value": "123", "source": "meter"])
            #expect(try await browser.post("/log/glucose", formBody: first, headers: key).status == .seeOther)
            let other = try await browser.formBody(from: "/log", ["time": "2026-03-01T09:30", "value": "150", "source": "meter"])
            let refused = try await browser.post("/log/glucose", formBody: other, headers: key)
            #expect(refused.status == .unprocessableEntity)
            #expect(try await server.count("glucose", token: token) == 1)
        }
    }
}
