import DaybookCore
import DaybookStore
import Foundation

/// The calendar of a range of days (a month, a year): what was logged, with the cycle engine's
/// predicted periods, fertile days and ovulation on top. The calendar API and page both read it; a
/// grantee sees only the marks of granted categories.
public enum CalendarView {
    public static func load(_ person: Person, from: LocalDate, to: LocalDate,
                            categories: Set<ShareCategory> = Set(ShareCategory.allCases),
                            _ context: UseCaseContext) async throws -> [LocalDate: CalendarDay] {
        var days = try await CalendarDays(db: context.db, userID: person.id, zone: person.preferences.zone, now: context.now(),
                                          categories: categories)
            .load(from: from, to: to)
        guard categories.contains(.cycle) else { return days }
        let fertility = try await FertilityView.load(person, on: context.db, now: context.now())
        let cycle = fertility.cycle
        for period in cycle.periods where period.start <= to && (period.end ?? period.start) >= from {
            var date = max(period.start, from)
            while date <= min(period.end ?? period.start, to) {
                days[date, default: CalendarDay()].period = true
                date = date.adding(days: 1)
            }
        }
        for mark in CycleCalendarMarks.marks(for: fertility.prediction, from: from, through: to) {
            var day = days[mark.date] ?? CalendarDay()
            if mark.predictedPeriod { day.predictedPeriod = true }
            // No fertile day or ovulation on a day of bleeding, whatever the calendar method says.
            let bleeding = day.period == true || day.flow?.isBleeding == true
            if mark.fertile, !bleeding { day.fertile = true }
            if mark.ovulation, !bleeding { day.ovulation = true }
            days[mark.date] = day
        }
        return days
    }
}
