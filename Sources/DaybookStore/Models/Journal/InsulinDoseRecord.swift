import DaybookCore
import FluentKit
import Foundation

public final class InsulinDoseRecord: NightscoutShownRecord, @unchecked Sendable {
    public static let schema = "insulin_doses"
    public static var kind: JournalKind { .insulin }
    public static var userIDKey: KeyPath<InsulinDoseRecord, FieldProperty<InsulinDoseRecord, UUID>> { \.$userID }
    public static var dateKey: KeyPath<InsulinDoseRecord, FieldProperty<InsulinDoseRecord, String>> { \.$date }
    public static var timeKey: KeyPath<InsulinDoseRecord, FieldProperty<InsulinDoseRecord, Date>> { \.$time }
    public static var modifiedKey: KeyPath<InsulinDoseRecord, OptionalFieldProperty<InsulinDoseRecord, Int64>> { \.$modified }

    @ID(key: .id) public var id: UUID?
    @Field(key: "user_id") public var userID: UUID
    @Field(key: "date") public var date: String
    @Field(key: "time") public var time: Date
    /// When the row was last written, in ms (nil for rows from before this was kept).
    @OptionalField(key: "modified") public var modified: Int64?
    @Field(key: "units") public var units: Double
    @Field(key: "kind") public var kind: String
    @OptionalField(key: "name") public var name: String?

    public init() {}

    public func store(_ value: InsulinDose) {
        time = value.time
        units = value.units
        kind = value.kind.rawValue
        name = value.name
    }

    public func value() throws -> InsulinDose {
        try InsulinDose(units: units, kind: InsulinKind(rawValue: kind) ?? .bolus, name: name, time: time)
    }
}

extension InsulinDoseRecord: RowReadable {
    public var storedProperties: [any AnyDatabaseProperty] { [$id, $userID, $date, $time, $units, $kind, $name, $modified] }
}
