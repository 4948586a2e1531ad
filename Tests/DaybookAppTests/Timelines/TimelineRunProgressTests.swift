@testable import DaybookApp
import DaybookCore
import Foundation
import Testing

/// `TimelineRunProgress`: a run's due notifications arrive once in one commit with the run's count,
/// even when a second driver delivers from the same count; a finished run is removed and that is told.
@Suite struct TimelineRunProgressTests {
    /// Three major events spread over the run, so each is a notification of its own.
    static func scenario() throws -> Scenario {
        try Scenario(
            named: "test", nameEn: "Test", nameDe: "Test", textEn: "", textDe: "", unit: .km,
            start: .number(0), end: .number(100),
            events: [10, 50, 90].enumerated().map { index, at in
                Scenario.Event(start: .number(at), unit: .km, textEn: "Event \(index)", textDe: "Ereignis \(index)", major: true)
            })
    }

    @Test func notificationsArriveOnceAndAFinishedRunIsRemoved() async throws {
        try await TestApp.with { app in
            let ada = try await app.person()
            let started = try await StartTimelineRun(app.context)(try Self.scenario(), totalTime: 100, language: .en, for: ada)
            let progress = TimelineRunProgress(app.context, runID: started.id, userID: ada.id, wording: ScenarioWording())
            let stored = try #require(try await progress.load())
            let first = Array(stored.run.notifications.prefix(1))
            #expect(first.count == 1)

            #expect(try await progress.deliver(first, alreadySent: 0, of: stored))
            // A second driver that read the same count delivers nothing.
            #expect(!(try await progress.deliver(first, alreadySent: 0, of: stored)))

            let inbox = try await Notifications(app.context).list(of: ada)
            #expect(inbox.count == 1)
            #expect(inbox.first?.kind == "timeline")
            #expect(inbox.first?.data?.runId == started.id)
            #expect(try await progress.load()?.notificationsSent == 1)
            #expect(await app.changes.all.contains(Change(.created, .notifications, id: inbox.first?.id)))

            try await progress.finish()
            #expect(try await progress.load() == nil)
            #expect(try await TimelineRuns(app.context).all(of: ada).isEmpty)
            #expect(await app.changes.all.last == Change(.deleted, .timeline, id: started.id))
        }
    }
}
