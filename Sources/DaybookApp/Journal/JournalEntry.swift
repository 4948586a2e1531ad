import DaybookCore
import DaybookStore
import Foundation

/// A timed entry as stored: its id, the day it belongs to in its owner's zone, and its value.
public struct JournalEntry<Value: Sendable>: Sendable {
    public let id: UUID
    public let date: LocalDate
    public let value: Value

    public init(id: UUID, date: LocalDate, value: Value) {
        self.id = id
        self.date = date
        self.value = value
    }
}

extension JournalEntry {
    init<Record: TimedEntryRecord>(_ record: Record) throws where Record.Value == Value {
        self.init(id: try record.requireID(), date: record.localDate, value: try record.value())
    }
}
