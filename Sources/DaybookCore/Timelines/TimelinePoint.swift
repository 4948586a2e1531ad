import Foundation

/// A start or end as it was written in a scenario file: a date for the `datetime` and `date` units,
/// a number for every other unit.
public enum TimelinePoint: Sendable, Hashable {
    case date(Date)
    case number(Double)

    public var date: Date? {
        if case .date(let date) = self { date } else { nil }
    }

    /// The value on the unit's axis (see `TimelineUnit`).
    public func axisValue(in unit: TimelineUnit) -> Double {
        switch self {
        case .date(let date): date.timeIntervalSince1970
        case .number(let number): unit.axisValue(ofNumber: number)
        }
    }
}
