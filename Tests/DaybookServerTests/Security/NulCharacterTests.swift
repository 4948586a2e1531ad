import Foundation
import Testing
import Vapor
@testable import DaybookServer

/// A NUL character in any text of a body was a 500 on PostgreSQL (its text cannot hold one) and was
/// stored as sent on SQLite: now every such body is a 400 that names the problem, and nothing is kept.
@Suite struct NulCharacterTests {
    @Test func aNoteANameOrADaysNotesWithANulAreRefused() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp()
            let bodies: [(HTTPMethod, String, String)] = [
                (.POST, "/api/v1/stress", #"{"level": 5, "note": "a\u0000b"}"#),
                (.PUT, "/api/v1/days/2026-05-04/symptoms", #"{"notes": "x\u0000y"}"#),
                (.POST, "/api/v1/meals", #"{"name": "Porridge\u0000", "carbs": 1, "protein": 1, "fat": 1}"#),
            ]
            for (method, path, body) in bodies {
                let response = try await server.request(method, path, token: token, body: body)
                #expect(response.status == .badRequest, "\(path): \(response.status) \(response.bodyText)")
                #expect(response.bodyText.contains("NUL"), "\(response.bodyText)")
            }
            #expect(try await server.request(.GET, "/api/v1/stress", token: token).array().isEmpty)
            // An escaped backslash before "u0000" is text, not a NUL.
            let literal = try await server.request(.POST, "/api/v1/stress", token: token, body: #"{"level": 5, "note": "C:\\u0000"}"#)
            #expect(literal.status == .created, "\(literal.bodyText)")
        }
    }

    @Test func theScannerReadsEscapesAsJSONDoes() {
        #expect(NulCharacterGuard.holdsNul(Array(#"{"a": "\u0000"}"#.utf8), json: true))
        #expect(!NulCharacterGuard.holdsNul(Array(#"{"a": "\\u0000"}"#.utf8), json: true))
        #expect(NulCharacterGuard.holdsNul(Array(#"{"a": "\\\u0000"}"#.utf8), json: true))
        #expect(NulCharacterGuard.holdsNul(Array("email=a%00b&password=x".utf8), json: false))
        #expect(!NulCharacterGuard.holdsNul(Array("note=100%25".utf8), json: false))
        #expect(NulCharacterGuard.holdsNul([0x7B, 0x00, 0x7D], json: true))
    }
}
