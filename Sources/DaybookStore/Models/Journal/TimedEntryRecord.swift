import DaybookCore
import FluentKit
import Foundation

/// A row of one of the timestamped journal tables (stress, glucose, insulin, meals, exercise, spans).
/// Each row carries its owner, its instant and its day: the local date in the owner's time zone
/// when it was logged, so a later change of time zone does not move it to another day.
public protocol TimedEntryRecord: RowReadable, Sendable where IDValue == UUID {
    associatedtype Value: Timestamped & Sendable

    static var kind: JournalKind { get }
    static var userIDKey: KeyPath<Self, FieldProperty<Self, UUID>> { get }
    static var dateKey: KeyPath<Self, FieldProperty<Self, String>> { get }
    static var timeKey: KeyPath<Self, FieldProperty<Self, Date>> { get }

    var userID: UUID { get set }
    var date: String { get set }

    init()
    /// Copies the value's fields into the row.
    func store(_ value: Value)
    /// The row as a validated core value.
    func value() throws -> Value
}

extension TimedEntryRecord {
    public var localDate: LocalDate {
        (try? LocalDate(parsing: date)) ?? LocalDate(dayNumber: 0)
    }
}
