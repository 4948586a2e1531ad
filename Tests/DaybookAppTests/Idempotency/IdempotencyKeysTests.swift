@testable import DaybookApp
import DaybookStore
import Foundation
import Testing

/// The records behind `Idempotency-Key`, without HTTP: taking a key, keeping and giving back an
/// answer, expiry, and the bounded purge.
@Suite struct IdempotencyKeysTests {
    let seal = SecretSeal(key: SecretSeal.newKey())

    func write(_ person: Person, key: String, body: String = #"{"value":120}"#) -> KeyedWrite {
        KeyedWrite(userID: person.id, key: key, method: "POST", target: "/api/v1/glucose", body: Data(body.utf8))
    }

    func ticket(_ start: KeyedWriteStart) throws -> KeyedWriteTicket {
        guard case .first(let ticket) = start else { throw UseCaseError.notFound("A free key (\(start))") }
        return ticket
    }

    @Test func aKeptAnswerIsGivenAgainToTheSameWriteOnly() async throws {
        try await TestApp.with { app in
            let ada = try await app.person()
            let keys = IdempotencyKeys(app.context, seal: seal)
            let taken = try ticket(try await keys.start(write(ada, key: "k"), waitingAtMost: .zero))
            #expect(try await keys.start(write(ada, key: "k"), waitingAtMost: .zero) == .inProgress)
            let answer = RecordedAnswer(status: 201, headers: [.init(name: "Location", value: "/api/v1/glucose/1")], body: Data("{}".utf8))
            try await keys.finish(taken, with: answer)
            #expect(try await keys.start(write(ada, key: "k"), waitingAtMost: .zero) == .repeated(answer))
            #expect(try await keys.start(write(ada, key: "k", body: #"{"value":121}"#), waitingAtMost: .zero) == .usedForAnotherWrite)
        }
    }

    @Test func aKeyGivenBackIsFree() async throws {
        try await TestApp.with { app in
            let ada = try await app.person()
            let keys = IdempotencyKeys(app.context, seal: seal)
            try await keys.release(try ticket(try await keys.start(write(ada, key: "k"), waitingAtMost: .zero)))
            _ = try ticket(try await keys.start(write(ada, key: "k"), waitingAtMost: .zero))
        }
    }

    @Test func anAnswerTooLargeIsRememberedByItsStatus() async throws {
        try await TestApp.with { app in
            let ada = try await app.person()
            let keys = IdempotencyKeys(app.context, seal: seal)
            let large = try ticket(try await keys.start(write(ada, key: "large"), waitingAtMost: .zero))
            try await keys.finish(large, with: RecordedAnswer(status: 200, headers: [], body: Data(count: IdempotencyKeys.largestKeptBody + 1)))
            #expect(try await keys.start(write(ada, key: "large"), waitingAtMost: .zero) == .answerNotKept(status: 200))
        }
    }

    @Test func purgeRemovesExpiredRecordsABatchAtATime() async throws {
        try await TestApp.with { app in
            let ada = try await app.person()
            let keys = IdempotencyKeys(app.context, seal: seal)
            for index in 0...IdempotencyKeys.purgeBatch {
                _ = try ticket(try await keys.start(write(ada, key: "old-\(index)"), waitingAtMost: .zero))
            }
            app.clock.advance(by: IdempotencyKeys.lifetime - 60)
            _ = try ticket(try await keys.start(write(ada, key: "recent"), waitingAtMost: .zero))
            app.clock.advance(by: 61)
            #expect(try await keys.purgeExpired() == IdempotencyKeys.purgeBatch)
            #expect(try await keys.purgeExpired() == 1)
            #expect(try await keys.purgeExpired() == 0)
            #expect(try await IdempotencyKeyQueries(app.db, userID: ada.id).count() == 1)
        }
    }

    /// Under another server key (a second instance set up with a key of its own) a repeat is not
    /// recognised as the same write: instances on one database must share the key.
    @Test func anotherServerKeyRecognisesNoRepeat() async throws {
        try await TestApp.with { app in
            let ada = try await app.person()
            let keys = IdempotencyKeys(app.context, seal: seal)
            let taken = try ticket(try await keys.start(write(ada, key: "k"), waitingAtMost: .zero))
            try await keys.finish(taken, with: RecordedAnswer(status: 201, headers: [], body: Data("{}".utf8)))
            let elsewhere = IdempotencyKeys(app.context, seal: SecretSeal(key: SecretSeal.newKey()))
            #expect(try await elsewhere.start(write(ada, key: "k"), waitingAtMost: .zero) == .usedForAnotherWrite)
        }
    }

    @Test func keysAreEachPersonsOwn() async throws {
        try await TestApp.with { app in
            let ada = try await app.person("ada@example.org")
            let bob = try await app.person("bob@example.org")
            let keys = IdempotencyKeys(app.context, seal: seal)
            _ = try ticket(try await keys.start(write(ada, key: "k"), waitingAtMost: .zero))
            _ = try ticket(try await keys.start(write(bob, key: "k", body: "other"), waitingAtMost: .zero))
            #expect(try await IdempotencyKeyQueries(app.db, userID: ada.id).count() == 1)
            #expect(try await IdempotencyKeyQueries(app.db, userID: bob.id).count() == 1)
        }
    }
}
