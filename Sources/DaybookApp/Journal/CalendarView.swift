import DaybookCore
import Foundation

/// The calendar of a range of days (a month, a year): what was logged, with the cycle engine's
/// predicted periods, and the fertile days and ovulation of `FertilityTimeline`, logged cycles and
/// predicted ones alike, on top. The calendar API and page both read it; a
/// grantee sees only the marks of granted categories.
public enum CalendarView {
    public static func load(_ person: Person, from: LocalDate, to: LocalDate,
                            categories: Set<ShareCategory> = Set(ShareCategory.allCases),
                            _ context: UseCaseContext) async throws -> [LocalDate: CalendarDay] {
        var days = try await CalendarDays(db: context.db, userID: person.id, zone: person.preferences.zone, now: context.now(),
                                          categories: categories)
            .load(from: from, to: to)
        guard categories.contains(.cycle) else { return days }
        let fertility = try await FertilityView.load(person, covering: from...to, on: context.db, now: context.now())
        for period in fertility.cycle.periods where period.start <= to && (period.end ?? period.start) >= from {
            var date = max(period.start, from)
            while date <= min(period.end ?? period.start, to) {
                days[date, default: CalendarDay()].period = true
                date = date.adding(days: 1)
            }
        }
        for mark in fertility.timeline.marks(from: from, through: to) {
            var day = days[mark.date] ?? CalendarDay()
            // The timeline already keeps fertile days off the period (and the spotting that ends it);
            // spotting in mid-cycle may well be a fertile day.
            if mark.predictedPeriod { day.predictedPeriod = true }
            if mark.fertile { day.fertile = true }
            if mark.ovulation { day.ovulation = true }
            if (mark.fertile || mark.ovulation) && mark.predicted { day.fertilePredicted = true }
            days[mark.date] = day
        }
        return days
    }

    /// The starts of the logged cycles that touch `from...to`, oldest first: the cycle under way at
    /// `from` and every one that begins in the range.
    public static func cycleStarts(_ person: Person, from: LocalDate, to: LocalDate, _ context: UseCaseContext) async throws -> [LocalDate] {
        let starts = try await CycleView.load(person, context).periods.map(\.start).sorted()
        let before = starts.last { $0 <= from }
        return (before.map { [$0] } ?? []) + starts.filter { $0 > from && $0 <= to }
    }
}
