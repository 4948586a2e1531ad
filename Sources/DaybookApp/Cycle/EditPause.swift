import DaybookCore
import DaybookStore
import Foundation

/// A time without predictions (pregnancy, postpartum, hormonal contraception): entered, changed
/// or removed. Predictions move with it, and so do period-due reminders.
public struct EditPause: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func create(_ pause: PauseSpan, for person: Person) async throws -> StoredPause {
        try JournalHorizon(now: context.now(), zone: person.preferences.zone).check(pause.start, field: "start")
        return try await context.commit(person.id, replan: .periodDue) { db in
            let stored = try StoredPause(try await CycleQueries(db, userID: person.id).save(pause))
            return (stored, [Change(.created, .pauses, id: stored.id, date: pause.start)])
        }
    }

    public func change(_ id: UUID, to pause: PauseSpan, for person: Person) async throws -> StoredPause {
        try JournalHorizon(now: context.now(), zone: person.preferences.zone).check(pause.start, field: "start")
        return try await context.commit(person.id, replan: .periodDue) { db in
            let queries = CycleQueries(db, userID: person.id)
            guard let record = try await queries.pause(id) else { throw UseCaseError.notFound("This pause") }
            let stored = try StoredPause(try await queries.save(pause, into: record))
            return (stored, [Change(.updated, .pauses, id: id, date: pause.start)])
        }
    }

    public func delete(_ id: UUID, for person: Person) async throws {
        try await context.commit(person.id, replan: .periodDue) { db in
            guard let record = try await CycleQueries(db, userID: person.id).pause(id) else { throw UseCaseError.notFound("This pause") }
            try await record.delete(on: db)
            return ((), [Change(.deleted, .pauses, id: id)])
        }
    }
}

/// A pause as stored, with its id and the kind the person chose.
public struct StoredPause: Sendable {
    public let id: UUID
    public let kind: String
    public let span: PauseSpan

    init(_ record: CyclePauseRecord) throws {
        guard let id = record.id, let span = record.pause else { throw UseCaseError.notFound("This pause") }
        self.id = id
        kind = record.kind
        self.span = span
    }
}
