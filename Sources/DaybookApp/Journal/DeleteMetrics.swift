import DaybookCore
import Foundation

/// Removes a day's metrics.
public struct DeleteMetrics: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(on date: LocalDate, for person: Person) async throws {
        try await context.commit(person.id) { db in
            guard try await db.days(of: person.id).deleteMetrics(on: date) else {
                throw UseCaseError.notFound("No metrics were logged on this day; it")
            }
            return ((), [Change(.deleted, .journal(.metrics), date: date)])
        }
    }
}
