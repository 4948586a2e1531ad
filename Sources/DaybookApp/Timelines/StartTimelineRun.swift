import DaybookCore
import Foundation

/// Starts a run of a scenario in the run time the person chose; the serving instance then shows its
/// events as their display timings pass.
public struct StartTimelineRun: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(_ scenario: Scenario, totalTime: Double, language: Language, for person: Person) async throws -> TimelineRunInProgress {
        // Whole milliseconds, as the JSON shows it, so every client computes the same instants.
        let now = Date(timeIntervalSince1970: (context.now().timeIntervalSince1970 * 1000).rounded() / 1000)
        let run = try TimelineRun(scenario: scenario, totalTime: totalTime, now: now)
        let started = try await context.commit(person.id) { db in
            let started = try await db.timelineRuns(of: person.id).create(run, scenario: scenario, language: language)
            return (started, [Change(.created, .timeline, id: started.id)])
        }
        await context.work.startRun(started.id, of: person.id)
        return started
    }
}
