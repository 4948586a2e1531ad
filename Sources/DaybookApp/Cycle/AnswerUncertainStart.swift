import DaybookCore
import Foundation

/// "New period or spotting?": the person's answer for bleeding that began too soon after a period.
/// A new period starts a cycle from that day; spotting leaves the cycle as it was. Either way the
/// predictions and the period-due reminders follow at once.
public struct AnswerUncertainStart: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    /// The starts still waiting afterwards.
    @discardableResult
    public func callAsFunction(_ answer: StartAnswer, for date: LocalDate, by person: Person) async throws -> [UncertainStart] {
        let now = context.now()
        return try await context.commit(person.id, replan: .periodDue) { db in
            let cycle = try await CycleView.load(person, on: db, now: now)
            guard cycle.uncertainStarts.contains(where: { $0.date == date }) || cycle.answers[date] != nil else {
                throw UseCaseError.notFound("No question about bleeding that began on \(date); it")
            }
            try await db.cycle(of: person.id).answer(answer, for: date, at: now)
            let after = try await CycleView.load(person, on: db, now: now).uncertainStarts
            return (after, [Change(.updated, .journal(.symptoms), date: date)])
        }
    }
}
