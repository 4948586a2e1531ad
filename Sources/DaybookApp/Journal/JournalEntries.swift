import DaybookCore
import Foundation

/// A person's timed entries of one kind, as the entry API, the history and the home page read them.
/// Every read is scoped to one person: another person's entry is simply not found.
public struct JournalEntries<Value: TimedEntryValue>: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func find(_ id: UUID, of person: Person) async throws -> JournalEntry<Value>? {
        try await Value.rows(in: context.db, of: person.id).find(id)
    }

    /// Whose entry `id` is, for a read by id through a grant (then read it with `find(_:of:)` as that
    /// owner's). The only lookup not scoped to one person; it tells nothing else.
    public func owner(of id: UUID) async throws -> UUID? {
        try await context.db.owner(ofEntry: id, kind: Value.journalKind)
    }

    /// Entries whose day lies in [from, to] (either end open), oldest first.
    public func list(of person: Person, from: LocalDate? = nil, to: LocalDate? = nil, limit: Int? = nil,
                     offset: Int = 0) async throws -> [JournalEntry<Value>] {
        try await Value.rows(in: context.db, of: person.id).list(from: from, to: to, limit: limit, offset: offset)
    }

    /// The latest entries first, a page at a time.
    public func newest(of person: Person, limit: Int, offset: Int = 0) async throws -> [JournalEntry<Value>] {
        try await Value.rows(in: context.db, of: person.id).newest(limit: limit, offset: offset)
    }

    /// The entries logged on `date`, in time order.
    public func on(_ date: LocalDate, of person: Person) async throws -> [JournalEntry<Value>] {
        try await Value.rows(in: context.db, of: person.id).on(date)
    }
}
