import DaybookCore
import DaybookStore
import Foundation

/// Starts a run of a scenario in the run time the person chose; the serving instance then shows its
/// events as their display timings pass.
public struct StartTimelineRun: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(_ scenario: Scenario, totalTime: Double, language: Language, for person: Person) async throws -> TimelineRunRecord {
        // Whole milliseconds, as the JSON shows it, so every client computes the same instants.
        let now = Date(timeIntervalSince1970: (context.now().timeIntervalSince1970 * 1000).rounded() / 1000)
        let run = try TimelineRun(scenario: scenario, totalTime: totalTime, now: now)
        let record = try await context.commit(person.id) { db in
            let record = try await TimelineRunQueries(db, userID: person.id).create(run, scenario: scenario, language: language)
            return (record, [Change(.created, .timeline, id: try record.requireID())])
        }
        await context.work.startRun(try record.requireID(), of: person.id)
        return record
    }
}
