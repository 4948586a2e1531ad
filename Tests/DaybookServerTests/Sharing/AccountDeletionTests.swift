import FluentKit
import Foundation
import SQLKit
import Testing
import Vapor

/// `DELETE /api/v1/me` removes every row of the user: walks every table of the database.
@Suite struct AccountDeletionTests {
    @Test func deletingTheAccountLeavesNoRowOfTheUserInAnyTable() async throws {
        try await TestServer.with { server in
            let (ada, adaID) = try await server.signUp("ada@example.org", name: "Ada")
            let (bob, bobID) = try await server.signUp("bob@example.org", name: "Bob")
            try await ExportImportTests.logEverything(server, token: ada)
            _ = try await SharedJournal.log(server, token: ada)
            _ = try await server.request(.POST, "/api/v1/cycle/feed", token: ada, json: [:])
            _ = try await server.request(.POST, "/api/v1/stress", token: ada, json: ["level": 3, "time": "2026-03-01T12:00:00Z"],
                                         headers: ["Idempotency-Key": "sent-once"])
            // Shares in both directions.
            _ = try await server.share(bob, with: "ada@example.org", ["cycle"], acceptedBy: ada)
            try await ExportImportTests.logEverything(server, token: bob, sharingWith: "carol@example.org")

            let sql = try #require(server.app.db as? any SQLDatabase)
            let before = try await Self.rows(of: try #require(UUID(uuidString: adaID)), email: "ada@example.org", in: sql)
            for table in ["users", "glucose_readings", "symptoms", "shares", "timeline_runs", "api_tokens", "idempotency_keys"] {
                #expect((before[table] ?? 0) > 0, "the walk finds no row of Ada in \(table) before: \(before)")
            }

            let deleted = try await server.request(.DELETE, "/api/v1/me", token: ada, json: ["password": "correct horse battery"])
            #expect(deleted.status == .noContent)
            let after = try await Self.rows(of: try #require(UUID(uuidString: adaID)), email: "ada@example.org", in: sql)
            #expect(after.values.allSatisfy { $0 == 0 }, "rows left: \(after.filter { $0.value > 0 })")
            #expect(after.count >= 18, "tables walked: \(after.keys.sorted())")
            // Bob keeps his own data, and his grant to Ada is gone with her.
            let bobs = try await Self.rows(of: try #require(UUID(uuidString: bobID)), email: "bob@example.org", in: sql)
            #expect((bobs["glucose_readings"] ?? 0) == 2)
            let bobsShares = try await server.request(.GET, "/api/v1/shares", token: bob).array()
            #expect(bobsShares.map { $0["email"] as? String } == ["carol@example.org"])
        }
    }

    /// Rows per table that name the user: by id in `id` (users), `user_id` or `owner_id`, and by
    /// email in an `email` column (grants to the user).
    static func rows(of userID: UUID, email: String, in sql: any SQLDatabase) async throws -> [String: Int] {
        var counts: [String: Int] = [:]
        for table in try await tables(sql) {
            let columns = try await columns(of: table, sql)
            var total = 0
            for column in ["user_id", "owner_id"] where columns.contains(column) {
                total += try await count(sql, table, column, SQLBind(userID))
            }
            if table == "users" { total += try await count(sql, table, "id", SQLBind(userID)) }
            if columns.contains("email") { total += try await count(sql, table, "email", SQLBind(email)) }
            counts[table] = total
        }
        return counts
    }

    private static func count(_ sql: any SQLDatabase, _ table: String, _ column: String, _ value: SQLBind) async throws -> Int {
        let row = try await sql.select().column(SQLFunction("COUNT", args: SQLLiteral.all), as: "n")
            .from(SQLIdentifier(table)).where(SQLIdentifier(column), .equal, value).first()
        return try row?.decode(column: "n", as: Int.self) ?? 0
    }

    /// Every table in the database's own catalogue (the test's schema on PostgreSQL).
    private static func tables(_ sql: any SQLDatabase) async throws -> [String] {
        if sql.dialect.name == "sqlite" {
            return try await sql.raw("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all()
                .map { try $0.decode(column: "name", as: String.self) }
        }
        return try await sql.raw("SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()").all()
            .map { try $0.decode(column: "table_name", as: String.self) }
    }

    private static func columns(of table: String, _ sql: any SQLDatabase) async throws -> Set<String> {
        if sql.dialect.name == "sqlite" {
            return Set(try await sql.raw("SELECT name FROM pragma_table_info(\(bind: table))").all()
                .map { try $0.decode(column: "name", as: String.self) })
        }
        return Set(try await sql.raw("""
            SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = \(bind: table)
            """).all().map { try $0.decode(column: "column_name", as: String.self) })
    }
}
