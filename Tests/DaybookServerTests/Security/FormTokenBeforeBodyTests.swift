import Foundation
import Testing
import Vapor
@testable import DaybookServer

/// A file upload through a page is read only once its form token was seen: the import form repeats the
/// token in the address it posts to, so a forged upload is refused on its head, before hundreds of
/// megabytes are read; the page's own upload goes through as before.
@Suite struct FormTokenBeforeBodyTests {
    @Test func aLargeUploadIsReadOnlyWithItsTokenInTheAddress() async throws {
        try await TestServer.with { server in
            _ = try await server.signUp()
            let browser = WebClient(server)
            _ = try await browser.submit("/login", to: "/login", ["email": "ada@example.org", "password": "correct horse battery"])
            let file = Data(String(repeating: "not,a,known,export\n", count: 10_000).utf8)
            #expect(file.count > BodyLimits().anonymous)
            // The page's own form: read, and answered about the file (a format it does not recognise).
            let read = try await browser.upload("/import", to: "/import", file: file, named: "mystery.csv", ["mode": "check", "format": ""])
            #expect(read.status == .unprocessableEntity, "\(read.status) \(read.bodyText.prefix(200))")
            // The same upload to the bare address (as a forged form would send it): refused before its body.
            let forged = try await browser.upload("/settings", to: "/import", file: file, named: "mystery.csv", ["mode": "check", "format": ""])
            #expect(forged.status == .forbidden)
        }
    }
}
