@testable import DaybookApp
import Foundation
import SQLKit
import Testing
import Vapor
@testable import DaybookServer

/// `Idempotency-Key` when sends meet: simultaneous sends of one key make one change, on one instance
/// or two; a repeat while the first runs waits for it or is told 409; a first request that failed
/// gives its key back.
@Suite struct IdempotencyConcurrencyTests {
    @Test func simultaneousSendsOfOneKeyMakeOneChange() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp()
            let answers = try await withThrowingTaskGroup(of: ClientResponse.self) { group in
                for _ in 0..<6 {
                    group.addTask {
                        try await server.keyed(.POST, "/api/v1/glucose", key: "together", token: token, body: TestServer.glucoseBody())
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            try Self.expectOneChange(answers)
            #expect(try await server.count("glucose", token: token) == 1)
        }
    }

    /// Two instances on one database (one PostgreSQL schema, or one SQLite file): the key is the
    /// database's, not a process's.
    @Test func twoInstancesShareTheKeys() async throws {
        let sealKey = SecretSeal.newKey()
        try await TestServer.twoInstances(configure: { $0.secretKey = .value(sealKey) }, services: []) { first, second in
            let (token, _) = try await first.signUp()
            let answers = try await withThrowingTaskGroup(of: ClientResponse.self) { group in
                for index in 0..<6 {
                    let server = index.isMultiple(of: 2) ? first : second
                    group.addTask {
                        try await server.keyed(.POST, "/api/v1/glucose", key: "across", token: token, body: TestServer.glucoseBody())
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            try Self.expectOneChange(answers)
            let later = try await second.keyed(.POST, "/api/v1/glucose", key: "across", token: token, body: TestServer.glucoseBody())
            #expect(later.isReplay)
            #expect(try await first.count("glucose", token: token) == 1)
        }
    }

    /// One of the answers made the change; every other is its replay, or a 409 if it waited in vain.
    static func expectOneChange(_ answers: [ClientResponse]) throws {
        let made = answers.filter { $0.status == .created && !$0.isReplay }
        #expect(made.count == 1, "\(answers.map(\.status))")
        let first = try #require(made.first)
        for answer in answers where answer.isReplay {
            #expect(answer.status == .created)
            #expect(answer.bodyText == first.bodyText)
        }
        for answer in answers where !answer.isReplay && answer.status != .created {
            #expect(answer.status == .conflict, "\(answer.status): \(answer.bodyText)")
            #expect(try answer.apiError().code == "idempotencyKeyInProgress")
        }
    }

    @Test func aRepeatWhileTheFirstRunsIsToldToComeBackAndChangesNothing() async throws {
        try await TestServer.with(configure: { $0.idempotencyWait = .milliseconds(50) }) { server in
            let (token, id) = try await server.signUp()
            let (keys, ticket) = try await server.takeKey(userID: id, key: "running", body: TestServer.glucoseBody())
            let waiting = try await server.keyed(.POST, "/api/v1/glucose", key: "running", token: token, body: TestServer.glucoseBody())
            #expect(waiting.status == .conflict)
            #expect(try waiting.apiError().code == "idempotencyKeyInProgress")
            #expect(try waiting.apiError().field == "Idempotency-Key")
            #expect(waiting.headers.first(name: .retryAfter) == "1")
            #expect(try await server.count("glucose", token: token) == 0)

            // The first one fails and gives the key back: the retry runs.
            try await keys.release(ticket)
            let retried = try await server.keyed(.POST, "/api/v1/glucose", key: "running", token: token, body: TestServer.glucoseBody())
            #expect(retried.status == .created)
            #expect(!retried.isReplay)
            #expect(try await server.count("glucose", token: token) == 1)
        }
    }

    @Test func aRepeatWhileTheFirstRunsGetsItsAnswerOnceDone() async throws {
        try await TestServer.with(configure: { $0.idempotencyWait = .seconds(30) }) { server in
            let (token, id) = try await server.signUp()
            let (keys, ticket) = try await server.takeKey(userID: id, key: "running", body: TestServer.glucoseBody())
            async let repeated = server.keyed(.POST, "/api/v1/glucose", key: "running", token: token, body: TestServer.glucoseBody())
            let answer = RecordedAnswer(status: 201, headers: [.init(name: "Content-Type", value: "application/json; charset=utf-8")],
                                        body: Data(#"{"id":"the first"}"#.utf8))
            try await keys.finish(ticket, with: answer)
            let response = try await repeated
            #expect(response.status == .created)
            #expect(response.bodyText == #"{"id":"the first"}"#)
            #expect(response.isReplay)
            #expect(try await server.count("glucose", token: token) == 0)
        }
    }

    /// A request whose server died while it ran leaves its key taken; once no request could still be
    /// running, the key is free.
    @Test func aKeyLeftTakenByALostRequestIsFreeLater() async throws {
        try await TestServer.with(configure: { $0.idempotencyWait = .zero }) { server in
            let (token, id) = try await server.signUp()
            _ = try await server.takeKey(userID: id, key: "lost", body: TestServer.glucoseBody())
            #expect(try await server.keyed(.POST, "/api/v1/glucose", key: "lost", token: token, body: TestServer.glucoseBody()).status == .conflict)
            server.clock.advance(by: IdempotencyKeys.abandonedAfter + 1)
            let retried = try await server.keyed(.POST, "/api/v1/glucose", key: "lost", token: token, body: TestServer.glucoseBody())
            #expect(retried.status == .created)
            #expect(try await server.count("glucose", token: token) == 1)
        }
    }

    /// The database fails the first write (a trigger refuses the row): 500, and the key is given
    /// back, so the retry with it writes once the database works again.
    @Test func aFirstRequestThatFailedCanBeRetried() async throws {
        try await TestServer.with { server in
            let (token, id) = try await server.signUp()
            let sql = try #require(server.app.db as? any SQLDatabase)
            try await Self.failInserts(into: "glucose_readings", sql)
            let failed = try await server.keyed(.POST, "/api/v1/glucose", key: "retry-me", token: token, body: TestServer.glucoseBody())
            #expect(failed.status == .internalServerError)
            #expect(try await server.idempotencyRecords(of: id) == 0)
            try await Self.stopFailingInserts(into: "glucose_readings", sql)

            let retried = try await server.keyed(.POST, "/api/v1/glucose", key: "retry-me", token: token, body: TestServer.glucoseBody())
            #expect(retried.status == .created)
            #expect(!retried.isReplay)
            #expect(try await server.keyed(.POST, "/api/v1/glucose", key: "retry-me", token: token, body: TestServer.glucoseBody()).isReplay)
            #expect(try await server.count("glucose", token: token) == 1)
        }
    }

    /// A refusal that says "not now" (429: too many failed log-ins) is not kept: once the window
    /// passed, the same request with the same key runs.
    @Test func aRefusalForNowIsNotKept() async throws {
        try await TestServer.with(configure: { $0.loginThrottle = ThrottleRule(limit: 1, window: 15 * 60) }) { server in
            let (token, _) = try await server.signUp()
            let wrong = try await server.request(.POST, "/api/v1/me/password", token: token,
                                                 body: #"{"currentPassword":"wrong password!","newPassword":"a new horse battery"}"#)
            #expect(wrong.status == .unprocessableEntity)
            let change = #"{"currentPassword":"correct horse battery","newPassword":"a new horse battery"}"#
            let refused = try await server.keyed(.POST, "/api/v1/me/password", key: "new-password", token: token, body: change)
            #expect(refused.status == .tooManyRequests)
            server.clock.advance(by: 15 * 60 + 1)
            let changed = try await server.keyed(.POST, "/api/v1/me/password", key: "new-password", token: token, body: change)
            #expect(changed.status == .noContent)
            #expect(!changed.isReplay)
            let repeated = try await server.keyed(.POST, "/api/v1/me/password", key: "new-password", token: token, body: change)
            #expect(repeated.status == .noContent)
            #expect(repeated.isReplay)
        }
    }

    static func failInserts(into table: String, _ sql: any SQLDatabase) async throws {
        if sql.dialect.name == "sqlite" {
            try await sql.raw("CREATE TRIGGER test_failing_insert BEFORE INSERT ON \(ident: table) BEGIN SELECT RAISE(ABORT, 'the disk is gone'); END").run()
        } else {
            try await sql.raw("CREATE FUNCTION test_failing_insert() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'the disk is gone'; END $$ LANGUAGE plpgsql").run()
            try await sql.raw("CREATE TRIGGER test_failing_insert BEFORE INSERT ON \(ident: table) FOR EACH ROW EXECUTE FUNCTION test_failing_insert()").run()
        }
    }

    static func stopFailingInserts(into table: String, _ sql: any SQLDatabase) async throws {
        if sql.dialect.name == "sqlite" {
            try await sql.raw("DROP TRIGGER test_failing_insert").run()
        } else {
            try await sql.raw("DROP TRIGGER test_failing_insert ON \(ident: table)").run()
            try await sql.raw("DROP FUNCTION test_failing_insert()").run()
        }
    }
}
