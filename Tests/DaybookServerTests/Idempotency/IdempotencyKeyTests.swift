import Foundation
import SQLKit
import Testing
import Vapor
@testable import DaybookServer

/// `Idempotency-Key` on the API's writes: a repeat gets the first answer and changes nothing; the
/// key with another request is refused; keys belong to their account and expire after a day.
@Suite struct IdempotencyKeyTests {
    @Test func aRepeatGetsTheFirstAnswerAgainAndAddsNothing() async throws {
        try await TestServer.with { server in
            let (token, id) = try await server.signUp()
            let key = UUID().uuidString
            let first = try await server.keyed(.POST, "/api/v1/glucose", key: key, token: token, body: TestServer.glucoseBody())
            #expect(first.status == .created, "\(first.bodyText)")
            #expect(!first.isReplay)
            for _ in 0..<2 {
                let repeated = try await server.keyed(.POST, "/api/v1/glucose", key: key, token: token, body: TestServer.glucoseBody())
                #expect(repeated.status == first.status)
                #expect(repeated.bodyText == first.bodyText)
                #expect(repeated.headers.contentType == first.headers.contentType)
                #expect(repeated.isReplay)
            }
            #expect(try await server.count("glucose", token: token) == 1)
            #expect(try await server.idempotencyRecords(of: id) == 1)
        }
    }

    /// The answer's `Location` comes again with it (a timeline run says where it lives).
    @Test func aRepeatGetsTheFirstLocationAgain() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp()
            let body = #"{"named":"cosmic-calendar","totalTime":3600}"#
            let first = try await server.keyed(.POST, "/api/v1/timelines/runs", key: "run-1", token: token, body: body)
            #expect(first.status == .created, "\(first.bodyText)")
            let location = try #require(first.headers.first(name: .location))
            let repeated = try await server.keyed(.POST, "/api/v1/timelines/runs", key: "run-1", token: token, body: body)
            #expect(repeated.status == .created)
            #expect(repeated.headers.first(name: .location) == location)
            #expect(repeated.bodyText == first.bodyText)
            #expect(try await server.count("timelines/runs", token: token) == 1)
        }
    }

    @Test func aRefusalIsGivenAgainToo() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp()
            let bad = TestServer.glucoseBody(5)
            let first = try await server.keyed(.POST, "/api/v1/glucose", key: "bad-reading", token: token, body: bad)
            #expect(first.status == .unprocessableEntity)
            let repeated = try await server.keyed(.POST, "/api/v1/glucose", key: "bad-reading", token: token, body: bad)
            #expect(repeated.status == .unprocessableEntity)
            #expect(repeated.isReplay)
            #expect(repeated.bodyText == first.bodyText)
        }
    }

    @Test func theKeyWithAnotherRequestIsRefusedAndChangesNothing() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp()
            let first = try await server.keyed(.POST, "/api/v1/glucose", key: "k1", token: token, body: TestServer.glucoseBody(120))
            #expect(first.status == .created)
            let entryID = try #require(try first.object()["id"] as? String)
            let others: [(HTTPMethod, String, String)] = [
                (.POST, "/api/v1/glucose", TestServer.glucoseBody(121)),
                (.POST, "/api/v1/glucose?x=1", TestServer.glucoseBody(120)),
                (.POST, "/api/v1/stress", #"{"level":4,"time":"2026-03-01T12:00:00+01:00"}"#),
                (.PUT, "/api/v1/glucose/\(entryID)", TestServer.glucoseBody(120)),
                (.DELETE, "/api/v1/glucose/\(entryID)", ""),
            ]
            for (method, path, body) in others {
                let reused = try await server.keyed(method, path, key: "k1", token: token, body: body.isEmpty ? nil : body)
                #expect(reused.status == .unprocessableEntity, "\(method) \(path): \(reused.bodyText)")
                let error = try reused.apiError()
                #expect(error.code == "idempotencyKeyReused")
                #expect(error.field == "Idempotency-Key")
            }
            let readings = try await server.request(.GET, "/api/v1/glucose", token: token).array()
            #expect(readings.count == 1)
            #expect(readings.first?["value"] as? Double == 120)
            #expect(try await server.count("stress", token: token) == 0)
        }
    }

    @Test func eachAccountHasKeysOfItsOwn() async throws {
        try await TestServer.with { server in
            let (ada, _) = try await server.signUp("ada@example.org")
            let (bob, _) = try await server.signUp("bob@example.org", name: "Bob")
            let forAda = try await server.keyed(.POST, "/api/v1/glucose", key: "shared-key", token: ada, body: TestServer.glucoseBody())
            let forBob = try await server.keyed(.POST, "/api/v1/glucose", key: "shared-key", token: bob, body: TestServer.glucoseBody())
            #expect(forAda.status == .created)
            #expect(forBob.status == .created)
            #expect(!forBob.isReplay)
            #expect(try forAda.object()["id"] as? String != forBob.object()["id"] as? String)
            // Bob's other body is his business, not a reuse of Ada's key.
            let bobAgain = try await server.keyed(.POST, "/api/v1/glucose", key: "shared-key", token: bob, body: TestServer.glucoseBody())
            #expect(bobAgain.isReplay)
            #expect(try await server.count("glucose", token: ada) == 1)
            #expect(try await server.count("glucose", token: bob) == 1)
        }
    }

    @Test func aBadKeyIsRefusedNamingTheHeaderAndChangesNothing() async throws {
        try await TestServer.with { server in
            let (token, id) = try await server.signUp()
            let bad: [HTTPHeaders] = [
                ["Idempotency-Key": ""],
                ["Idempotency-Key": String(repeating: "k", count: 256)],
                ["Idempotency-Key": "two words"],
                ["Idempotency-Key": "schlüssel"],
                ["Idempotency-Key": "tab\there"],
                HTTPHeaders([("Idempotency-Key", "one"), ("Idempotency-Key", "two")]),
            ]
            for headers in bad {
                let response = try await server.request(.POST, "/api/v1/glucose", token: token, body: TestServer.glucoseBody(), headers: headers)
                #expect(response.status == .badRequest, "\(headers): \(response.bodyText)")
                #expect(try response.apiError().field == "Idempotency-Key", "\(headers)")
            }
            #expect(try await server.count("glucose", token: token) == 0)
            #expect(try await server.idempotencyRecords(of: id) == 0)
            let longest = try await server.keyed(.POST, "/api/v1/glucose", key: String(repeating: "~", count: 255), token: token,
                                                 body: TestServer.glucoseBody())
            #expect(longest.status == .created)
        }
    }

    @Test func withoutTheHeaderEveryWriteCounts() async throws {
        try await TestServer.with { server in
            let (token, id) = try await server.signUp()
            for _ in 0..<2 {
                let response = try await server.request(.POST, "/api/v1/glucose", token: token, body: TestServer.glucoseBody())
                #expect(response.status == .created)
                #expect(!response.isReplay)
            }
            #expect(try await server.count("glucose", token: token) == 2)
            #expect(try await server.idempotencyRecords(of: id) == 0)
        }
    }

    /// Reads, sign-up and log-in take no key: the header is ignored there.
    @Test func routesWithoutAnAccountOrAChangeIgnoreTheHeader() async throws {
        try await TestServer.with { server in
            let registration = #"{"email":"ada@example.org","password":"correct horse battery","displayName":"Ada","timeZone":"UTC"}"#
            let signUp = try await server.request(.POST, "/api/v1/users", body: registration, headers: ["Idempotency-Key": "not a key"])
            #expect(signUp.status == .created)
            let logIn = #"{"email":"ada@example.org","password":"correct horse battery"}"#
            let first = try await server.request(.POST, "/api/v1/tokens", body: logIn, headers: ["Idempotency-Key": "login"])
            let second = try await server.request(.POST, "/api/v1/tokens", body: logIn, headers: ["Idempotency-Key": "login"])
            let token = try #require(try first.object()["token"] as? String)
            #expect(try second.object()["token"] as? String != token, "a log-in is never answered from a kept answer")
            let read = try await server.request(.GET, "/api/v1/glucose", token: token, headers: ["Idempotency-Key": "not a key"])
            #expect(read.status == .ok)
        }
    }

    @Test func aKeyOlderThanADayIsNewAndExpiredRecordsArePurged() async throws {
        try await TestServer.with { server in
            let (token, id) = try await server.signUp()
            try await server.keyed(.POST, "/api/v1/glucose", key: "old", token: token, body: TestServer.glucoseBody())
            try await server.keyed(.POST, "/api/v1/glucose", key: "older", token: token, body: TestServer.glucoseBody(130))
            #expect(try await server.idempotencyRecords(of: id) == 2)
            server.clock.advance(by: 23 * 60 * 60)
            #expect(try await server.keyed(.POST, "/api/v1/glucose", key: "old", token: token, body: TestServer.glucoseBody()).isReplay)

            server.clock.advance(by: 60 * 60 + 1)
            let again = try await server.keyed(.POST, "/api/v1/glucose", key: "old", token: token, body: TestServer.glucoseBody())
            #expect(again.status == .created)
            #expect(!again.isReplay)
            #expect(try await server.count("glucose", token: token) == 3)
            // The purge due with that request took "older"; "old" is a new record.
            #expect(try await server.idempotencyRecords(of: id) == 1)
        }
    }

    /// A write whose answer was too large to keep is not run again: a repeat is told so.
    @Test func aRepeatOfAWriteWhoseAnswerWasNotKeptChangesNothing() async throws {
        try await TestServer.with { server in
            let (token, id) = try await server.signUp()
            let (keys, ticket) = try await server.takeKey(userID: id, key: "large", body: TestServer.glucoseBody())
            try await keys.finishWithoutAnswer(ticket, status: 201)
            let repeated = try await server.keyed(.POST, "/api/v1/glucose", key: "large", token: token, body: TestServer.glucoseBody())
            #expect(repeated.status == .conflict)
            #expect(try repeated.apiError().code == "idempotencyAnswerNotKept")
            #expect(try await server.count("glucose", token: token) == 0)
        }
    }

    /// Answers that show a secret once (here a Nightscout token) are kept sealed: the database holds
    /// no copy of the secret, yet a repeat shows the same one.
    @Test func keptAnswersAreSealed() async throws {
        try await TestServer.with { server in
            let (token, id) = try await server.signUp()
            let body = #"{"name":"phone","role":"uploader"}"#
            let first = try await server.keyed(.POST, "/api/v1/nightscout/tokens", key: "ns-token", token: token, body: body)
            #expect(first.status == .created, "\(first.bodyText)")
            let secret = try #require(try first.object()["token"] as? String)
            let repeated = try await server.keyed(.POST, "/api/v1/nightscout/tokens", key: "ns-token", token: token, body: body)
            #expect(try repeated.object()["token"] as? String == secret)
            #expect(try await server.request(.GET, "/api/v1/nightscout/tokens", token: token).array().count == 1)

            let sql = try #require(server.app.db as? any SQLDatabase)
            let userID = try #require(UUID(uuidString: id))
            let row = try #require(try await sql.select().column("body").from("idempotency_keys")
                .where("user_id", .equal, SQLBind(userID)).first())
            let stored = try row.decode(column: "body", as: Data.self)
            #expect(!stored.isEmpty)
            #expect(stored.range(of: Data(secret.utf8)) == nil)
            #expect(stored.range(of: Data("uploader".utf8)) == nil)
        }
    }

    /// An account deleted with a key takes its records with it; the answer still reaches the client.
    @Test func deletingTheAccountWithAKeyLeavesNoRecord() async throws {
        try await TestServer.with { server in
            let (token, id) = try await server.signUp()
            try await server.keyed(.POST, "/api/v1/glucose", key: "before", token: token, body: TestServer.glucoseBody())
            let deleted = try await server.keyed(.DELETE, "/api/v1/me", key: "goodbye", token: token,
                                                 body: #"{"password":"correct horse battery"}"#)
            #expect(deleted.status == .noContent)
            #expect(try await server.idempotencyRecords(of: id) == 0)
        }
    }
}
