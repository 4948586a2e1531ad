import DaybookCore
import DaybookStore
import Fluent
import Foundation
import Vapor

/// Drives the timeline runs of this server: shows each event on the user's event stream when its
/// displayTiming passes (LiveEvent `timeline`, `updated`, with the event's `index`), delivers the
/// coalesced notifications of major events into the inbox, and removes the run when it ends.
///
/// Each run has one task that sleeps until the next thing falls due. Waits are computed from the
/// clock every time (startTime + displayTiming − now), never accumulated, so lateness does not add
/// up; a nap is at most `longestNap`, so an injected clock that jumps is noticed soon.
/// The notifications already delivered are counted in the run's row, in the same transaction
/// that stores them, so a restart neither repeats nor skips one.
actor TimelineScheduler {
    struct Environment: Sendable {
        var database: @Sendable () -> (any Database)?
        var liveEvents: LiveEvents
        var clock: AppClock
        var logger: Logger
    }

    static let longestNap: Double = 0.5
    /// After a database error the run tries again this much later.
    static let retryDelay: Double = 1

    nonisolated let environment: Environment
    private var tasks: [UUID: Task<Void, Never>] = [:]
    private var stopped = false

    init(_ environment: Environment) {
        self.environment = environment
    }

    /// Starts driving a stored run (a new one, or one resumed at start-up).
    func start(runID: UUID, userID: UUID) {
        guard !stopped, tasks[runID] == nil else { return }
        let environment = environment
        tasks[runID] = Task {
            await Self.drive(runID: runID, userID: userID, environment)
            self.forget(runID)
        }
    }

    /// Stops driving a run (it is being cancelled); what it had not shown yet never comes.
    func stop(runID: UUID) async {
        guard let task = tasks.removeValue(forKey: runID) else { return }
        task.cancel()
        await task.value
    }

    /// Resumes every stored run: at start-up, after a restart.
    func resumeAll() async throws {
        guard let db = environment.database() else { return }
        for record in try await TimelineRunQueries.allRuns(on: db) {
            start(runID: try record.requireID(), userID: record.userID)
        }
    }

    /// The server is stopping: every run task ends; the runs stay stored, to be resumed.
    func stopAll() async {
        stopped = true
        let running = tasks.values
        tasks = [:]
        for task in running { task.cancel() }
        for task in running { await task.value }
    }

    var runningCount: Int { tasks.count }

    private func forget(_ runID: UUID) {
        tasks[runID] = nil
    }

    // MARK: One run

    private static func drive(runID: UUID, userID: UUID, _ env: Environment) async {
        var loaded: (run: TimelineRun, record: TimelineRunRecord)?
        while loaded == nil, !Task.isCancelled {
            do {
                guard let db = env.database(), let record = try await TimelineRunQueries(db, userID: userID).find(runID) else {
                    return
                }
                loaded = (try record.value(), record)
            } catch {
                env.logger.report(error: error)
                await nap(retryDelay)
            }
        }
        guard let loaded else { return }
        let (run, record) = loaded
        let notifications = run.notifications
        var sent = min(record.notificationsSent, notifications.count)
        // Events already shown before a restart are not told again; a reconnecting client reads the run.
        var next = run.events.firstIndex { $0.displayTiming > run.elapsed(at: env.clock.now()) } ?? run.events.count

        while !Task.isCancelled {
            let elapsed = run.elapsed(at: env.clock.now())
            while next < run.events.count, run.events[next].displayTiming <= elapsed {
                let event = LiveEvent(change: .updated, kind: "timeline", id: runID, index: run.events[next].index)
                await env.liveEvents.publish(event, to: userID)
                next += 1
            }
            let due = Array(notifications[sent...].prefix(while: { $0.dueTime <= elapsed }))
            if !due.isEmpty {
                do {
                    try await deliver(due, alreadySent: sent, of: run, record: record, runID: runID, env)
                    sent += due.count
                } catch {
                    env.logger.report(error: error)
                    await nap(retryDelay)
                    continue
                }
            }
            if next == run.events.count, sent == notifications.count, run.isFinished(elapsed: elapsed) {
                await finish(runID: runID, userID: userID, env)
                return
            }
            let wake = [
                next < run.events.count ? run.events[next].displayTiming : nil,
                sent < notifications.count ? notifications[sent].dueTime : nil,
                run.totalTime,
            ].compactMap { $0 }.min() ?? run.totalTime
            await nap(min(run.startTime.addingTimeInterval(wake).timeIntervalSince(env.clock.now()), longestNap))
        }
    }

    /// Stores the notifications and the new count together, then tells the user's open views.
    private static func deliver(
        _ due: [TimelineNotification], alreadySent: Int, of run: TimelineRun, record: TimelineRunRecord,
        runID: UUID, _ env: Environment
    ) async throws {
        guard let db = env.database() else { throw CancellationError() }
        let userID = record.userID
        let drafts = due.map { notification in
            let message = notification.message(run: run, scenarioName: record.scenarioName, language: record.runLanguage)
            // Dated when due, not when stored: a burst stored at once still reads in order, and one
            // delivered late after a restart keeps its place.
            return NotificationInbox.Draft(
                kind: "timeline", title: message.title, body: message.body,
                createdAt: run.startTime.addingTimeInterval(notification.dueTime),
                link: "/api/v1/timelines/scenarios/\(run.named)",
                data: NotificationData(runId: runID, named: run.named, eventIndexes: notification.eventIndexes))
        }
        let stored = try await db.transaction { tx in
            let records = try await NotificationInbox.store(drafts, for: userID, on: tx)
            try await TimelineRunQueries(tx, userID: userID).markNotificationsSent(runID, count: alreadySent + due.count)
            return records
        }
        await NotificationInbox.announce(stored, to: userID, on: env.liveEvents)
    }

    /// Seed 004: a finished run is removed.
    private static func finish(runID: UUID, userID: UUID, _ env: Environment) async {
        while !Task.isCancelled {
            do {
                guard let db = env.database() else { return }
                try await TimelineRunQueries(db, userID: userID).delete(runID)
                await env.liveEvents.publish(.init(change: .deleted, kind: "timeline", id: runID), to: userID)
                return
            } catch {
                env.logger.report(error: error)
                await nap(retryDelay)
            }
        }
    }

    /// Sleeps, or returns early when the task is cancelled.
    private static func nap(_ seconds: Double) async {
        guard seconds > 0 else { return }
        try? await Task.sleep(for: .seconds(seconds))
    }
}
