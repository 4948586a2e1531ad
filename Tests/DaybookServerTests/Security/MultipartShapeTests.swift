import Foundation
import PropertyBased
import Testing
import Vapor
@testable import DaybookServer

/// A multipart body reaches multipart-kit's parser only when the parser cannot trap on it: a byte of 128
/// or more in a part's header name indexed past its table of 128 and ended the process, before log-in,
/// for everybody. Such bodies, and forms costlier than any page's, are a 400 that names the body.
@Suite struct MultipartShapeTests {
    /// The body found from outside: it stopped the server.
    static let killer: [UInt8] = Array("--b\r\n".utf8) + [0xF2, 0xAF, 0x91, 0xB6, 0x14, 0xBB] + Array("J--b--\r\n".utf8)

    static func form(_ fields: [(String, String)], boundary: String = "xyz") -> [UInt8] {
        var body = ""
        for (name, value) in fields {
            body += "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n"
        }
        return Array((body + "--\(boundary)--\r\n").utf8)
    }

    @Test func aHeaderNameByteOutsideASCIIIsRefused() {
        #expect(MultipartShape.refusal(of: Self.killer, boundary: "b") == .headerName)
        var second = Self.form([("a", "1")]).dropLast("--xyz--\r\n".utf8.count)
        second += Array("--xyz\r\nX-\u{e9}: 1\r\n\r\nv\r\n--xyz--\r\n".utf8)
        #expect(MultipartShape.refusal(of: Array(second), boundary: "xyz") == .headerName)
    }

    @Test func aFormAsBrowsersSendItPasses() {
        #expect(MultipartShape.refusal(of: Self.form([("_csrf", "abc"), ("format", "drip"), ("note", "Grüße, ünïcödé ✓")]), boundary: "xyz") == nil)
        // A file part with its own Content-Type header, a UTF-8 file name and bytes of every value in its body.
        let file = "--xyz\r\nContent-Disposition: form-data; name=\"file\"; filename=\"Müsli.csv\"\r\nContent-Type: text/csv\r\n\r\n"
        #expect(MultipartShape.refusal(of: Array(file.utf8) + (0...255).map(UInt8.init) + Array("\r\n--xyz--\r\n".utf8), boundary: "xyz") == nil)
        #expect(MultipartShape.refusal(of: [UInt8](), boundary: "xyz") == nil)
    }

    @Test func boundariesRFC2046DoesNotAllowAreRefused() {
        let body = Self.form([("a", "1")])
        for boundary in [nil, "", String(repeating: "b", count: 71), "ab ", "a\"b", "ä", "a;b"] as [String?] {
            #expect(MultipartShape.refusal(of: body, boundary: boundary) == .boundary, "\(boundary ?? "nil")")
        }
        #expect(MultipartShape.refusal(of: Self.form([("a", "1")], boundary: String(repeating: "b", count: 70)),
                                       boundary: String(repeating: "b", count: 70)) == nil)
    }

    @Test func longHeadersAndManyPartsAreRefused() {
        let longLine = "--xyz\r\nContent-Disposition: form-data; name=\"" + String(repeating: "a", count: 100_000) + "\"\r\n\r\nv\r\n--xyz--\r\n"
        #expect(MultipartShape.refusal(of: Array(longLine.utf8), boundary: "xyz") == .headersTooLong)
        let many = Self.form((0..<MultipartShape.mostParts + 1).map { ("f\($0)", "v") })
        #expect(MultipartShape.refusal(of: many, boundary: "xyz") == .tooManyParts)
        let enough = Self.form((0..<MultipartShape.mostParts - 1).map { ("f\($0)", "v") })
        #expect(MultipartShape.refusal(of: enough, boundary: "xyz") == nil)
    }

    /// Bodies made of the pieces the parser's states turn on: whatever the shape lets through, the
    /// parser reads without trapping (a trap would end this test run).
    @Test func whatPassesNeverTrapsTheParser() async {
        let pieces: [[UInt8]] = [Array("--b".utf8), Array("\r\n".utf8), [13], [10], Array("Content-Disposition".utf8), Array(": ".utf8),
                                 Array("form-data; name=\"a\"".utf8), [0x80], [0xFF], [0xC3, 0xA9], [0x7F], [0], Array("-".utf8), Array("b".utf8),
                                 Array("x".utf8), Array(":".utf8), Array("--".utf8)]
        let bodies = Gen.int(in: 0...(pieces.count - 1)).array(of: 0...40)
        await propertyCheck(count: 20_000, input: bodies) { choices in
            let body = choices.flatMap { pieces[$0] }
            guard MultipartShape.refusal(of: body, boundary: "b") == nil else { return }
            let parser = MultipartParser(boundary: "b")
            _ = try? parser.execute(body)
        }
    }

    @Test func theServerAnswers400AndKeepsServing() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp()
            for (path, bearer) in [("/login", nil), ("/signup", nil), ("/api/v1/users", nil), ("/api/v1/stress", token), ("/import", nil)] as [(String, String?)] {
                for boundary in ["b", ""] {
                    var headers = HTTPHeaders()
                    headers.replaceOrAdd(name: .contentType, value: "multipart/form-data; boundary=\(boundary)")
                    if let bearer { headers.bearerAuthorization = .init(token: bearer) }
                    let response = try await server.app.client.send(ClientRequest(
                        method: .POST, url: URI(string: server.baseURL + path), headers: headers, body: ByteBuffer(bytes: Self.killer)))
                    // The page that needs a session sends a stranger to log in before reading a byte.
                    let expected: HTTPStatus = path == "/import" ? .seeOther : .badRequest
                    #expect(response.status == expected, "\(path) boundary=\(boundary): \(response.status) \(response.bodyText)")
                    if expected == .badRequest { #expect(try response.apiError().field == "body") }
                }
                #expect(try await server.request(.GET, "/health").status == .ok)
            }
        }
    }
}
