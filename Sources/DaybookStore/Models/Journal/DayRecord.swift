import DaybookCore
import FluentKit
import Foundation

/// A row of one of the once-a-day journal tables (symptoms, daily metrics, fertility signs): at most one
/// per owner and date.
public protocol DayRecord: Model, Sendable where IDValue == UUID {
    associatedtype Value

    static var userIDKey: KeyPath<Self, FieldProperty<Self, UUID>> { get }
    static var dateKey: KeyPath<Self, FieldProperty<Self, String>> { get }

    init(userID: UUID, date: LocalDate)
    /// Copies the value's fields into the row.
    func store(_ value: Value)
}

extension SymptomsRecord: DayRecord {
    public static var userIDKey: KeyPath<SymptomsRecord, FieldProperty<SymptomsRecord, UUID>> { \.$userID }
    public static var dateKey: KeyPath<SymptomsRecord, FieldProperty<SymptomsRecord, String>> { \.$date }
}

extension DailyMetricsRecord: DayRecord {
    public static var userIDKey: KeyPath<DailyMetricsRecord, FieldProperty<DailyMetricsRecord, UUID>> { \.$userID }
    public static var dateKey: KeyPath<DailyMetricsRecord, FieldProperty<DailyMetricsRecord, String>> { \.$date }
}

extension FertilitySignsRecord: DayRecord {
    public static var userIDKey: KeyPath<FertilitySignsRecord, FieldProperty<FertilitySignsRecord, UUID>> { \.$userID }
    public static var dateKey: KeyPath<FertilitySignsRecord, FieldProperty<FertilitySignsRecord, String>> { \.$date }
}
