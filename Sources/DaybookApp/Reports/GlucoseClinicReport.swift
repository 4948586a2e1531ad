import DaybookCore
import Foundation

/// The glucose report a person takes to the diabetes clinic, laid out as the AGP report: the glucose
/// report of the dates (statistics, consensus metrics, time in ranges, AGP, episodes), every day's trace
/// with its meals and doses for the small daily profiles, and insulin and carbohydrate totals.
public struct GlucoseClinicReport: Sendable {
    /// A value at a minute of the local day: a reading (mg/dL), a meal's carbs (g) or a dose (units).
    public struct Point: Sendable, Equatable {
        public let minuteOfDay: Int
        public let value: Double

        public init(minuteOfDay: Int, value: Double) {
            self.minuteOfDay = minuteOfDay
            self.value = value
        }
    }

    public struct Day: Sendable, Equatable {
        public let date: LocalDate
        public let readings: [Point]
        public let meals: [Point]
        public let insulin: [Point]

        public var isEmpty: Bool { readings.isEmpty && meals.isEmpty && insulin.isEmpty }
    }

    /// Without dates the report covers the last 14 complete days (the AGP report's usual span): a day
    /// under way would show an empty last profile after midnight and lower the daily means.
    public static let defaultDays = 14
    /// The AGP in 15-minute slots, as Insights draws it.
    public static let slotMinutes = 15

    public let glucose: GlucoseReport
    /// Oldest first, one per date of the report, empty days included.
    public let days: [Day]
    public let insulinTotal: Double
    public let carbsTotal: Double
    /// Days with anything logged (a reading, a dose or a meal): the daily means divide by these, so days
    /// before the person started logging do not lower them.
    public let loggedDays: Int

    public var insulinDailyMean: Double? { loggedDays > 0 ? insulinTotal / Double(loggedDays) : nil }
    public var carbsDailyMean: Double? { loggedDays > 0 ? carbsTotal / Double(loggedDays) : nil }

    /// The default dates: the `defaultDays` before today in the person's zone.
    public static func defaultRange(today: LocalDate) -> ClosedRange<LocalDate> {
        today.adding(days: -defaultDays)...today.adding(days: -1)
    }

    /// `unit` is the reader's: a grantee reads the owner's glucose in their own unit.
    public static func load(_ person: Person, covering range: ClosedRange<LocalDate>, unit: GlucoseUnit,
                            _ context: UseCaseContext) async throws -> GlucoseClinicReport {
        let zone = person.preferences.zone
        let queries = context.db.insights(of: person.id)
        let from = range.lowerBound.startInstant(in: zone), to = range.upperBound.adding(days: 1).startInstant(in: zone)
        let readings = try await queries.glucose(from: from, to: to)
        let meals = try await queries.meals(from: from, to: to)
        let insulin = try await queries.insulin(from: from, to: to)
        let glucose = try GlucoseReport(
            readings: readings, carbs: meals.carbs, protein: meals.protein, fat: meals.fat, insulin: insulin,
            from: range.lowerBound, to: range.upperBound, timeZone: zone, unit: unit, slotMinutes: slotMinutes)
        return GlucoseClinicReport(glucose: glucose, readings: readings, carbs: meals.carbs, insulin: insulin, zone: zone)
    }

    /// Splits readings, meals and doses into the report's local days.
    public init(glucose: GlucoseReport, readings: [TimedValue], carbs: [TimedValue], insulin: [TimedValue], zone: TimeZone) {
        var clock = LocalClock(timeZone: zone)
        let first = glucose.from.dayNumber
        let count = glucose.to.days(since: glucose.from) + 1
        func byDay(_ values: [TimedValue]) -> [[Point]] {
            var days = [[Point]](repeating: [], count: count)
            for item in values.sorted(by: { $0.time < $1.time }) where item.value.isFinite {
                let local = clock.localTime(of: item.time)
                let d = local.dayNumber - first
                if d >= 0, d < count { days[d].append(Point(minuteOfDay: local.secondOfDay / 60, value: item.value)) }
            }
            return days
        }
        let glucoseDays = byDay(readings), mealDays = byDay(carbs), insulinDays = byDay(insulin)
        self.glucose = glucose
        days = (0..<count).map { d in
            Day(date: LocalDate(dayNumber: first + d), readings: glucoseDays[d], meals: mealDays[d], insulin: insulinDays[d])
        }
        insulinTotal = glucose.days.reduce(0) { $0 + $1.insulin }
        carbsTotal = glucose.days.reduce(0) { $0 + $1.carbs }
        loggedDays = days.filter { !$0.isEmpty }.count
    }
}
