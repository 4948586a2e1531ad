import DaybookCore
import Foundation

/// Removes a day's symptoms (and with them its flow).
public struct DeleteSymptoms: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(on date: LocalDate, for person: Person) async throws {
        try await context.commit(person.id, replan: .periodDue) { db in
            guard try await db.days(of: person.id).deleteSymptoms(on: date) else {
                throw UseCaseError.notFound("No symptoms were logged on this day; it")
            }
            return ((), [Change(.deleted, .journal(.symptoms), date: date)])
        }
    }
}
