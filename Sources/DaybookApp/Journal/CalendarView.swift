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
        let prediction = try await CycleView.load(person, context).prediction
        for mark in CycleCalendarMarks.marks(for: prediction, from: from, through: to) {
            var day = days[mark.date] ?? CalendarDay()
            if mark.predictedPeriod { day.predictedPeriod = true }
            if mark.fertile { day.fertile = true }
            if mark.ovulation { day.ovulation = true }
            days[mark.date] = day
        }
        return days
    }
}
