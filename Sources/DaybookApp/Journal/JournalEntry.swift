import DaybookCore
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
