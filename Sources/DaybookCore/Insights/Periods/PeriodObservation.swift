import Foundation

/// One value placed on its local day (and, for timestamped values, its instant and minute of day):
/// the common input of `PeriodSummary`, so stress and every daily metric share one code path.
public struct PeriodObservation: Sendable, Equatable {
    public var date: LocalDate
    public var time: Date?
    public var minuteOfDay: Int?
    public var value: Double

    public init(date: LocalDate, time: Date? = nil, minuteOfDay: Int? = nil, value: Double) {
        self.date = date
        self.time = time
        self.minuteOfDay = minuteOfDay
        self.value = value
    }

    public init(_ dated: DatedValue) {
        self.init(date: dated.date, value: dated.value)
    }

    /// Places timestamped values on their local days in `timeZone`.
    public static func placing(_ values: [TimedValue], in timeZone: TimeZone) -> [PeriodObservation] {
        var clock = LocalClock(timeZone: timeZone)
        return values.map { item in
            let local = clock.localTime(of: item.time)
            return PeriodObservation(date: LocalDate(dayNumber: local.dayNumber), time: item.time,
                                     minuteOfDay: local.secondOfDay / 60, value: item.value)
        }
    }

    /// Earlier first: by date, then by instant.
    func isBefore(_ other: PeriodObservation) -> Bool {
        if date != other.date { return date < other.date }
        switch (time, other.time) {
        case let (a?, b?): return a < b
        default: return false
        }
    }
}
