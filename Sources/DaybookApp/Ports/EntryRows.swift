import DaybookCore
import Foundation

/// One person's timed entries of one kind (stress ratings, readings, meals …), read and written as
/// core values, each on the day it was logged on.
public protocol EntryRows<Value>: Sendable {
    associatedtype Value: TimedEntryValue

    /// The new entry's id.
    func create(_ value: Value, date: LocalDate) async throws -> UUID
    func find(_ id: UUID) async throws -> JournalEntry<Value>?
    /// False when the person has no entry with this id.
    func update(_ id: UUID, to value: Value, date: LocalDate) async throws -> Bool
    /// The day the deleted entry was on; nil when the person has no entry with this id.
    func delete(_ id: UUID) async throws -> LocalDate?
    /// Entries whose day lies in [from, to] (either end open), oldest first.
    func list(from: LocalDate?, to: LocalDate?, limit: Int?, offset: Int) async throws -> [JournalEntry<Value>]
    /// The latest entries first: the history list, a page at a time.
    func newest(limit: Int, offset: Int) async throws -> [JournalEntry<Value>]
    /// A day's entries in time order.
    func on(_ date: LocalDate) async throws -> [JournalEntry<Value>]
}

extension EntryRows {
    func list(from: LocalDate? = nil, to: LocalDate? = nil) async throws -> [JournalEntry<Value>] {
        try await list(from: from, to: to, limit: nil, offset: 0)
    }
}
