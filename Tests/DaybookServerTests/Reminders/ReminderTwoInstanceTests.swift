import DaybookBootstrap
import DaybookCore
import DaybookStore
import FluentKit
import Foundation
import Testing
import Vapor
@testable import DaybookServer

/// Two scheduler instances, each with its own application and connection pool, on one PostgreSQL
/// schema with 1,000 due reminders: each reminder fires exactly once.
@Suite struct ReminderTwoInstanceTests {
    static let onPostgres = ProcessInfo.processInfo.environment["DAYBOOK_DATABASE_URL"]?.hasPrefix("postgres") == true

    @Test(.enabled(if: onPostgres, "needs DAYBOOK_DATABASE_URL=postgres://…"))
    func twoInstancesFireEachOfAThousandRemindersExactlyOnce() async throws {
        let shared = SharedDatabase()
        let clock = TestClock(utc("2026-11-23T06:00:00Z"))
        try await TestServer.with(clock: clock, database: shared.adjust) { first in
            let (_, userID) = try await first.signUp()
            let user = try #require(UUID(uuidString: userID))
            // 1,000 reminders due at 07:00Z (08:00 Berlin), written straight into the store.
            let due = utc("2026-11-23T07:00:00Z")
            try await first.app.db.transaction { tx in
                for index in 0..<1_000 {
                    let reminder = try Reminder(kind: .custom, time: TimeOfDay(parsing: "08:00"), text: "Reminder \(index)")
                    _ = try await ReminderQueries(tx, userID: user).create(reminder, nextFireAt: due, at: clock.now)
                }
            }
            let second = try await Application.make(.testing)
            do {
                var config = AppConfig()
                config.bcryptCost = 4
                var database = try DatabaseSettings.forTests()
                database.connectionsPerEventLoop = 2
                shared.adjust(&database)
                try await Composition.configure(second, config: config, database: database, clock: clock.appClock)
                second.logger.logLevel = .warning
                // Small batches, so each instance claims many times and they overlap.
                let schedulers = [
                    ReminderScheduler(withBatchSize: 20, from: first.app.reminderScheduler),
                    ReminderScheduler(withBatchSize: 20, from: second.reminderScheduler),
                ]
                let now = utc("2026-11-23T07:00:00Z")
                let spans = try await withThrowingTaskGroup(of: (fired: Int, start: Date, end: Date).self) { group in
                    for scheduler in schedulers {
                        group.addTask {
                            let start = Date()
                            let result = try await scheduler.tick(at: now)
                            return (result.fired, start, Date())
                        }
                    }
                    return try await group.reduce(into: []) { $0.append($1) }
                }
                #expect(spans.map(\.fired).reduce(0, +) == 1_000)
                // Both did part of the work, and both ran at once: each started before the other ended.
                #expect(spans.allSatisfy { $0.fired > 0 }, "\(spans.map(\.fired))")
                #expect(spans[0].start < spans[1].end && spans[1].start < spans[0].end)

                let db = first.app.db
                #expect(try await ReminderRecord.query(on: db).filter(\.$lastFiredAt != nil).count() == 1_000)
                let links = try await NotificationRecord.query(on: db).filter(\.$kind == "reminder").all().compactMap(\.link)
                #expect(links.count == 1_000)
                #expect(Set(links).count == 1_000, "a reminder fired twice")
                // Nothing is due any more, on either instance.
                #expect(try await schedulers[0].tick(at: now).fired == 0)
                #expect(try await schedulers[1].tick(at: now).fired == 0)
            } catch {
                try? await second.asyncShutdown()
                throw error
            }
            try await second.asyncShutdown()
        }
    }
}
