import DaybookCore
import Foundation

/// A time without predictions (pregnancy, postpartum, hormonal contraception): entered, changed
/// or removed. Predictions move with it, and so do period-due reminders.
public struct EditPause: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func create(_ pause: PauseSpan, for person: Person) async throws -> StoredPause {
        try JournalHorizon(now: context.now(), zone: person.preferences.zone).check(pause.start, field: "start")
        return try await context.commit(person.id, replan: .periodDue) { db in
            guard let stored = try await db.cycle(of: person.id).savePause(pause, replacing: nil) else {
                throw UseCaseError.notFound("This pause")
            }
            return (stored, [Change(.created, .pauses, id: stored.id, date: pause.start)])
        }
    }

    public func change(_ id: UUID, to pause: PauseSpan, for person: Person) async throws -> StoredPause {
        try JournalHorizon(now: context.now(), zone: person.preferences.zone).check(pause.start, field: "start")
        return try await context.commit(person.id, replan: .periodDue) { db in
            guard let stored = try await db.cycle(of: person.id).savePause(pause, replacing: id) else {
                throw UseCaseError.notFound("This pause")
            }
            return (stored, [Change(.updated, .pauses, id: id, date: pause.start)])
        }
    }

    public func delete(_ id: UUID, for person: Person) async throws {
        try await context.commit(person.id, replan: .periodDue) { db in
            guard try await db.cycle(of: person.id).deletePause(id) else { throw UseCaseError.notFound("This pause") }
            return ((), [Change(.deleted, .pauses, id: id)])
        }
    }
}

/// A pause as stored, with its id and the kind the person chose.
public struct StoredPause: Sendable {
    public let id: UUID
    public let kind: String
    public let span: PauseSpan

    public init(id: UUID, kind: String, span: PauseSpan) {
        self.id = id
        self.kind = kind
        self.span = span
    }
}
