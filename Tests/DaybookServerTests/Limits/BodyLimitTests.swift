import AsyncHTTPClient
import DaybookServer
import Foundation
import NIOCore
import Testing
import Vapor

/// Request bodies have explicit limits (1 MB for API calls and forms by default, more where files are
/// sent); over the limit is a 413 with the JSON error body naming it, whether the client announced
/// the length or streamed the body in chunks.
@Suite struct BodyLimitTests {
    static let megabyte = 1 << 20

    /// A glucose reading as JSON, padded with spaces (still valid JSON) to exactly `size` bytes.
    static func reading(size: Int) -> String {
        let json = #"{"value": 112, "unit": "mg/dL", "time": "2026-03-01T08:00:00+01:00"}"#
        return json + String(repeating: " ", count: size - json.utf8.count)
    }

    func expectTooLarge(_ response: ClientResponse, limit: String) throws {
        #expect(response.status == .payloadTooLarge)
        #expect(response.headers.contentType == .json)
        let error = try response.apiError()
        #expect(error.code == "payloadTooLarge")
        #expect(error.field == "body")
        #expect(error.message?.contains("larger than \(limit)") == true, "\(error.message ?? "")")
    }

    @Test func anAPICallMayBeOneMegabyte() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp()
            let atLimit = try await server.request(.POST, "/api/v1/glucose", token: token, body: Self.reading(size: Self.megabyte))
            #expect(atLimit.status == .created, "\(atLimit.bodyText.prefix(300))")
            let over = try await server.request(.POST, "/api/v1/glucose", token: token, body: Self.reading(size: Self.megabyte + 1))
            try expectTooLarge(over, limit: "1 MB")
            // Only the first reading was stored.
            let list = try await server.request(.GET, "/api/v1/glucose?from=2026-03-01&to=2026-03-01", token: token)
            #expect(try list.array().count == 1)
        }
    }

    @Test func aChunkedBodyIsStoppedAtTheLimitToo() async throws {
        try await TestServer.with(configure: { $0.bodyLimits.standard = 4096 }) { server in
            let (token, _) = try await server.signUp()
            func send(_ text: String) async throws -> (HTTPResponseStatus, String) {
                var request = HTTPClientRequest(url: server.baseURL + "/api/v1/glucose")
                request.method = .POST
                request.headers.add(name: "Authorization", value: "Bearer \(token)")
                request.headers.add(name: "Content-Type", value: "application/json")
                // No Content-Length: Transfer-Encoding chunked, in 1000-byte pieces.
                let chunks = stride(from: 0, to: text.utf8.count, by: 1000).map { start in
                    ByteBuffer(bytes: Array(text.utf8)[start..<min(start + 1000, text.utf8.count)])
                }
                request.body = .stream(chunks.asyncStream, length: .unknown)
                let response = try await server.app.http.client.shared.execute(request, timeout: .seconds(30))
                return (response.status, String(buffer: try await response.body.collect(upTo: 1 << 20)))
            }
            let (fits, _) = try await send(Self.reading(size: 4096))
            #expect(fits == .created)
            let (status, body) = try await send(Self.reading(size: 4097))
            #expect(status == .payloadTooLarge)
            #expect(body.contains(#""code":"payloadTooLarge""#), "\(body)")
            #expect(body.contains("4 KB"))
        }
    }

    /// Before anyone is known (the log-in form), a body is held in memory only up to `BodyLimits.anonymous`.
    @Test func aStrangersFormMayBe64Kilobytes() async throws {
        try await TestServer.with { server in
            _ = try await server.signUp()
            let browser = WebClient(server)
            /// The log-in form with the page's CSRF token, padded by an extra field to exactly `size` bytes.
            func logIn(size: Int) async throws -> ClientResponse {
                try await browser.get("/login")
                let cookie = try #require(browser.cookie)
                let token = try #require(WebClient.csrf(in: browser.lastPage).addingPercentEncoding(withAllowedCharacters: .alphanumerics))
                let form = "email=ada%40example.org&password=correct+horse+battery&_csrf=\(token)&pad="
                return try await server.request(.POST, "/login", body: form + String(repeating: "a", count: size - form.utf8.count),
                                                headers: ["Cookie": cookie, "Content-Type": "application/x-www-form-urlencoded"])
            }
            try expectTooLarge(try await logIn(size: BodyLimits().anonymous + 1), limit: "64 KB")
            let atLimit = try await logIn(size: BodyLimits().anonymous)
            #expect(atLimit.status == .seeOther, "\(atLimit.bodyText.prefix(300))")
            #expect(atLimit.headers.first(name: .location) == "/")
        }
    }

    @Test func aSignedInFormMayBeOneMegabyte() async throws {
        try await TestServer.with { server in
            _ = try await server.signUp()
            let browser = WebClient(server)
            try await browser.submit("/login", to: "/login", ["email": "ada@example.org", "password": "correct horse battery"])
            func markRead(size: Int) async throws -> ClientResponse {
                let form = try await browser.formBody(from: "/notifications", [:]) + "&pad="
                return try await browser.post("/notifications/read", formBody: form + String(repeating: "a", count: size - form.utf8.count))
            }
            try expectTooLarge(try await markRead(size: Self.megabyte + 1), limit: "1 MB")
            // A form this large arrives in many network reads: the CSRF check reads it whole first.
            let atLimit = try await markRead(size: Self.megabyte)
            #expect(atLimit.status == .seeOther, "\(atLimit.bodyText.prefix(300))")
        }
    }

    @Test func theExportDocumentHasItsOwnLimit() async throws {
        try await TestServer.with(configure: { $0.bodyLimits.exportDocument = 64 * 1024 }) { server in
            let (token, _) = try await server.signUp()
            let document = try #require(try await server.request(.GET, "/api/v1/export", token: token).body.map { String(buffer: $0) })
            let atLimit = document + String(repeating: " ", count: 64 * 1024 - document.utf8.count)
            let imported = try await server.request(.POST, "/api/v1/import", token: token, body: atLimit)
            #expect(imported.status == .ok, "\(imported.bodyText.prefix(300))")
            let over = try await server.request(.POST, "/api/v1/import", token: token, body: atLimit + " ")
            try expectTooLarge(over, limit: "64 KB")
        }
    }

    @Test func anImportedFileHasItsOwnLimit() async throws {
        try await TestServer.with(configure: { $0.bodyLimits.importFile = 256 * 1024 }) { server in
            let (token, _) = try await server.signUp()
            let csv = ImportsAPITests.drip + String(repeating: "\n", count: 256 * 1024 - ImportsAPITests.drip.utf8.count)
            let upload = try await server.request(.POST, "/api/v1/imports?format=drip", token: token, body: csv,
                                                  headers: ["Content-Type": "text/csv"])
            #expect(upload.status == .ok, "\(upload.bodyText.prefix(300))")
            #expect((try upload.object()["added"] as? [String: Int])?["flow"] == 3)
            let over = try await server.request(.POST, "/api/v1/imports?format=drip", token: token, body: csv + "\n",
                                                headers: ["Content-Type": "text/csv"])
            try expectTooLarge(over, limit: "256 KB")
        }
    }

    @Test func aNightscoutUploadMayBeLargerThanAnAPICall() async throws {
        try await TestServer.with(configure: { $0.bodyLimits.standard = 1024 }) { server in
            let (token, _) = try await server.signUp()
            let client = try await NightscoutClient.of(server, token: token)
            let entries = (0..<100).map { i in
                #"{"type":"sgv","sgv":\#(100 + i % 50),"date":\#(1_772_348_400_000 + i * 300_000),"direction":"Flat"}"#
            }
            let body = "[" + entries.joined(separator: ",") + "]"
            #expect(body.utf8.count > 1024)
            let response = try await client.request(.POST, "entries", body: body)
            #expect(response.status == .ok, "\(response.bodyText.prefix(300))")
        }
    }
}

private extension Sequence where Element: Sendable {
    /// The elements as an async sequence, for a streamed request body.
    var asyncStream: AsyncStream<Element> {
        let elements = Array(self)
        return AsyncStream { continuation in
            for element in elements { continuation.yield(element) }
            continuation.finish()
        }
    }
}
