import DaybookCore
import Foundation

/// Sets a day's metrics (sleep, activity, work, diet), at most one record a day.
public struct SetMetrics: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    /// nil removes the day's metrics, if it has any.
    @discardableResult
    public func callAsFunction(_ metrics: DailyMetrics?, on date: LocalDate, for person: Person) async throws -> DailyMetrics? {
        try JournalHorizon(now: context.now(), zone: person.preferences.zone).check(date, field: "date")
        return try await context.commit(person.id) { db in
            let days = db.days(of: person.id)
            if let metrics { try await days.saveMetrics(metrics, on: date) } else { _ = try await days.deleteMetrics(on: date) }
            return (metrics, [Change(.updated, .journal(.metrics), date: date)])
        }
    }

    /// A form's save, merged with the metrics stored now (`OnceADayForm`): a field changed elsewhere
    /// since the form showed it is not overwritten.
    @discardableResult
    public func callAsFunction(_ form: OnceADayForm<DailyMetrics?, DailyMetrics?>, on date: LocalDate,
                               for person: Person) async throws -> DailyMetrics? {
        try JournalHorizon(now: context.now(), zone: person.preferences.zone).check(date, field: "date")
        return try await context.commit(person.id) { db in
            let days = db.days(of: person.id)
            let metrics = try form.output(over: try await days.metrics(on: date))
            if let metrics { try await days.saveMetrics(metrics, on: date) } else { _ = try await days.deleteMetrics(on: date) }
            return (metrics, [Change(.updated, .journal(.metrics), date: date)])
        }
    }
}
