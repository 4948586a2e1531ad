import DaybookCore
import DaybookStore
import Foundation

/// A person's once-a-day records (symptoms, metrics, fertility signs) on their own, without the rest
/// of the day: what the days API, the log page's forms and a grantee's shared page read.
public struct DailyLogs: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func symptoms(on date: LocalDate, of person: Person) async throws -> Symptoms? {
        try await DayQueries(context.db, userID: person.id).symptoms(on: date)?.value()
    }

    /// The days in [from, to] with symptoms, oldest first.
    public func symptoms(from: LocalDate, to: LocalDate, of person: Person) async throws -> [(date: LocalDate, symptoms: Symptoms)] {
        try await DayQueries(context.db, userID: person.id).symptoms(from: from, to: to).map { record in
            (date: try LocalDate(parsing: record.date), symptoms: try record.value())
        }
    }

    /// The newest days with symptoms, newest first: the history list pages through them.
    public func newestSymptoms(of person: Person, limit: Int, offset: Int) async throws -> [(date: LocalDate, symptoms: Symptoms)] {
        try await DayQueries(context.db, userID: person.id).newest(SymptomsRecord.self, limit: limit, offset: offset).map { record in
            (date: try LocalDate(parsing: record.date), symptoms: try record.value())
        }
    }

    public func newestMetrics(of person: Person, limit: Int, offset: Int) async throws -> [(date: LocalDate, metrics: DailyMetrics)] {
        try await DayQueries(context.db, userID: person.id).newest(DailyMetricsRecord.self, limit: limit, offset: offset).map { record in
            (date: try LocalDate(parsing: record.date), metrics: try record.value())
        }
    }

    public func newestFertility(of person: Person, limit: Int, offset: Int) async throws -> [(date: LocalDate, signs: FertilitySigns)] {
        try await DayQueries(context.db, userID: person.id).newest(FertilitySignsRecord.self, limit: limit, offset: offset).map { record in
            (date: try LocalDate(parsing: record.date), signs: try record.value())
        }
    }

    public func metrics(on date: LocalDate, of person: Person) async throws -> DailyMetrics? {
        try await DayQueries(context.db, userID: person.id).metrics(on: date)?.value()
    }

    public func fertility(on date: LocalDate, of person: Person) async throws -> FertilitySigns? {
        try await DayQueries(context.db, userID: person.id).fertility(on: date)?.value()
    }
}
