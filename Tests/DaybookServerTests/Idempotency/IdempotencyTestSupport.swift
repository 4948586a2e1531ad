import DaybookApp
import FluentKit
import Foundation
import SQLKit
import Testing
import Vapor
@testable import DaybookServer

/// Writes sent with an `Idempotency-Key`, and what the database keeps of them.
extension TestServer {
    /// A glucose reading as JSON text, byte for byte the same each time it is sent.
    static func glucoseBody(_ value: Int = 120, time: String = "2026-03-01T08:00:00+01:00") -> String {
        #"{"value":\#(value),"unit":"mg/dL","time":"\#(time)"}"#
    }

    @discardableResult
    func keyed(_ method: HTTPMethod, _ path: String, key: String, token: String, body: String? = nil) async throws -> ClientResponse {
        try await request(method, path, token: token, body: body, headers: ["Idempotency-Key": key])
    }

    func count(_ kind: String, token: String) async throws -> Int {
        let list = try await request(.GET, "/api/v1/\(kind)", token: token)
        try #require(list.status == .ok, "GET /api/v1/\(kind) answered \(list.status): \(list.bodyText)")
        return try list.array().count
    }

    /// Takes `key` for a glucose reading with `body` as a request still running would: the use case
    /// on this server's database, under its key.
    func takeKey(userID: String, key: String, body: String) async throws -> (IdempotencyKeys, KeyedWriteTicket) {
        let keys = IdempotencyKeys(app.useCases, seal: try app.secretSeal())
        let write = KeyedWrite(userID: try #require(UUID(uuidString: userID)), key: key, method: "POST",
                               target: "/api/v1/glucose", body: Data(body.utf8))
        let start = try await keys.start(write, waitingAtMost: .zero)
        guard case .first(let ticket) = start else { throw Abort(.conflict, reason: "the key was not free: \(start)") }
        return (keys, ticket)
    }

    /// The idempotency records the database holds for the account.
    func idempotencyRecords(of userID: String) async throws -> Int {
        let sql = try #require(app.db as? any SQLDatabase)
        let row = try await sql.select().column(SQLFunction("COUNT", args: SQLLiteral.all), as: "n").from("idempotency_keys")
            .where("user_id", .equal, SQLBind(try #require(UUID(uuidString: userID)))).first()
        return try row?.decode(column: "n", as: Int.self) ?? 0
    }
}

extension ClientResponse {
    var isReplay: Bool { headers.first(name: "Idempotent-Replayed") == "true" }
}
