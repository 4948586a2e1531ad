import DaybookCore
import Foundation

/// A person's once-a-day records (symptoms, metrics, fertility signs) on their own, without the rest
/// of the day: what the days API, the log page's forms and a grantee's shared page read.
public struct DailyLogs: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func symptoms(on date: LocalDate, of person: Person) async throws -> Symptoms? {
        try await context.db.days(of: person.id).symptoms(on: date)
    }

    /// The days in [from, to] with symptoms, oldest first.
    public func symptoms(from: LocalDate, to: LocalDate, of person: Person) async throws -> [(date: LocalDate, symptoms: Symptoms)] {
        try await context.db.days(of: person.id).symptoms(from: from, to: to)
    }

    /// The newest days with symptoms, newest first: the history list pages through them.
    public func newestSymptoms(of person: Person, limit: Int, offset: Int) async throws -> [(date: LocalDate, symptoms: Symptoms)] {
        try await context.db.days(of: person.id).newestSymptoms(limit: limit, offset: offset)
    }

    public func newestMetrics(of person: Person, limit: Int, offset: Int) async throws -> [(date: LocalDate, metrics: DailyMetrics)] {
        try await context.db.days(of: person.id).newestMetrics(limit: limit, offset: offset)
    }

    public func newestFertility(of person: Person, limit: Int, offset: Int) async throws -> [(date: LocalDate, signs: FertilitySigns)] {
        try await context.db.days(of: person.id).newestFertility(limit: limit, offset: offset)
    }

    public func metrics(on date: LocalDate, of person: Person) async throws -> DailyMetrics? {
        try await context.db.days(of: person.id).metrics(on: date)
    }

    public func fertility(on date: LocalDate, of person: Person) async throws -> FertilitySigns? {
        try await context.db.days(of: person.id).fertility(on: date)
    }
}
