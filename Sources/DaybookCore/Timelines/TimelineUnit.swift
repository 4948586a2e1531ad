/// What a scenario's start, end and event values measure. Scenarios use `datetime`, `date`,
/// the astronomical `ae` (astronomical units, German "Astronomische Einheit"), `miokm`, `miomiles`
/// and the distance `km`; Daybook adds two units for deep time, `yearsago` and `year`.
///
/// Every value is placed on an *axis* (the scenario's `startDouble`, `endDouble`, an event's
/// `startDouble`) so that the time translation's formulas hold unchanged:
/// displayTiming = (event.startDouble − scenario.startDouble) × displayRatio.
/// - `datetime`, `date`: seconds since 1970-01-01T00:00:00 UTC.
/// - `ae`, `miokm`, `miomiles`, `km`, `year`: the number itself.
/// - `yearsago`: the number of years ago, negated. Deep time is written "13797000000 years ago"
///   and runs toward 0 (now); negating it makes the axis grow toward the present, so
///   `end − start` is positive and display timings grow as the story approaches today.
public enum TimelineUnit: String, Sendable, Codable, CaseIterable {
    case datetime
    case date
    case ae
    case miokm
    case miomiles
    case km
    /// Years before the present: start is the larger number, time runs toward 0.
    case yearsago
    /// A calendar year number (negative before year 0, astronomical numbering as in TimelineJS),
    /// fractional within the year; used for deep-time TimelineJS imports that have no "present".
    case year

    /// Whether start, end and event values are written as date strings instead of numbers.
    public var isCalendar: Bool { self == .datetime || self == .date }

    /// The axis value of a number written in this unit (see the type's comment).
    public func axisValue(ofNumber number: Double) -> Double {
        self == .yearsago ? -number : number
    }

    /// The number written in this unit for an axis value; the inverse of `axisValue(ofNumber:)`.
    public func number(ofAxisValue value: Double) -> Double {
        self == .yearsago ? -value : value
    }
}
