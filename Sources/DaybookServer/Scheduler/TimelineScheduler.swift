import DaybookApp
import DaybookCore
import Foundation
import Vapor

/// Drives the timeline runs of this server: shows each event on the user's event stream when its
/// displayTiming passes (Change `timeline`, `updated`, with the event's `index`), delivers the
/// coalesced notifications of major events into the inbox, and removes the run when it ends.
///
/// Each run has one task that sleeps until the next thing falls due. Waits are computed from the
/// clock every time (startTime + displayTiming − now), never accumulated, so lateness does not add
/// up; a nap is at most `longestNap`, so an injected clock that jumps is noticed soon.
///
/// Several instances on one database: a run is driven by the instance holding its lease
/// (`TimelineRunLeasing`, `lease` seconds of the app clock). The sweep renews this instance's leases
/// every `sweepInterval`, takes runs that are free or whose lease ran out (their instance died), and
/// stops driving runs it no longer holds (cancelled elsewhere, or taken over). Notifications are
/// exactly once even if two instances overlap: they are stored in one transaction with the run's
/// count of delivered ones, which is only advanced from the count the driver read.
actor TimelineScheduler {
    struct Environment: Sendable {
        /// Nil once the application is shutting down: nothing more is stored or leased.
        var useCases: @Sendable () -> UseCaseContext?
        var clock: AppClock
        var logger: Logger
        /// The words the runs' notifications speak.
        var wording = ScenarioWording()
    }

    static let longestNap: Double = 0.5
    /// After a database error the run tries again this much later.
    static let retryDelay: Double = 1
    static let lease: Double = 30
    static let sweepInterval: Double = 1

    nonisolated let environment: Environment
    /// This scheduler's name in the runs' leases; a restarted server is a new instance.
    nonisolated let instance = UUID()
    private var tasks: [UUID: Task<Void, Never>] = [:]
    /// Runs stopped here (being cancelled), which the sweep must not take up again.
    private var stoppedRuns: Set<UUID> = []
    private var sweeper: Task<Void, Never>?
    private var stopped = false
    /// Whether this instance ever claimed or swept, so it may hold leases to give up at shutdown.
    /// Until then stopping touches no database (a command that never used it may have none).
    private var mayHoldLeases = false

    init(_ environment: Environment) {
        self.environment = environment
    }

    /// Starts driving a stored run (a new one, or one imported), once this instance holds its lease.
    func start(runID: UUID, userID: UUID) {
        start(runID: runID, userID: userID, claimed: false)
    }

    private func start(runID: UUID, userID: UUID, claimed: Bool) {
        guard !stopped, tasks[runID] == nil else { return }
        mayHoldLeases = true
        stoppedRuns.remove(runID)
        let environment = environment
        let instance = instance
        tasks[runID] = Task {
            let held = claimed ? true : await Self.claim(runID, for: instance, environment)
            if held { await Self.drive(runID: runID, userID: userID, environment) }
            self.forget(runID)
        }
    }

    /// Stops driving a run (it is being cancelled); what it had not shown yet never comes.
    func stop(runID: UUID) async {
        stoppedRuns.insert(runID)
        guard let task = tasks.removeValue(forKey: runID) else { return }
        task.cancel()
        await task.value
    }

    /// One sweep: renews this instance's leases, takes free and expired runs and drives them
    /// (at start-up: the stored runs; after a restart they are resumed), and stops driving runs
    /// this instance no longer holds.
    func resumeAll() async throws {
        guard !stopped, let useCases = environment.useCases() else { return }
        mayHoldLeases = true
        let before = Set(tasks.keys)
        let now = environment.clock.now()
        let held = try await TimelineRunLeasing(useCases, instance: instance)
            .renewAndClaim(until: now.addingTimeInterval(Self.lease), now: now)
        let heldIDs = Set(held.map(\.runID))
        for lost in before.subtracting(heldIDs) {
            tasks.removeValue(forKey: lost)?.cancel()
        }
        stoppedRuns.formIntersection(heldIDs)
        for run in held where !stoppedRuns.contains(run.runID) {
            start(runID: run.runID, userID: run.userID, claimed: true)
        }
    }

    /// Sweeps now and then every `sweepInterval` until `stopAll`: a serving process does this.
    func startSweeping() {
        guard !stopped, sweeper == nil else { return }
        sweeper = Task {
            while !Task.isCancelled {
                do {
                    try await self.resumeAll()
                } catch {
                    self.environment.logger.report(error: error)
                }
                try? await Task.sleep(for: .seconds(Self.sweepInterval))
            }
        }
    }

    /// The server is stopping: every run task ends; the runs stay stored, and their leases are
    /// given up so that another instance (or this server restarted) resumes them at once.
    func stopAll() async {
        await stopAll(releasingLeases: true)
    }

    /// `releasingLeases: false` leaves the leases to run out, as a crash does (tests).
    func stopAll(releasingLeases: Bool) async {
        stopped = true
        sweeper?.cancel()
        await sweeper?.value
        sweeper = nil
        let running = tasks.values
        tasks = [:]
        for task in running { task.cancel() }
        for task in running { await task.value }
        guard releasingLeases, mayHoldLeases, let useCases = environment.useCases() else { return }
        do {
            try await TimelineRunLeasing(useCases, instance: instance).release()
        } catch {
            environment.logger.report(error: error)
        }
    }

    var runningCount: Int { tasks.count }

    private func forget(_ runID: UUID) {
        tasks[runID] = nil
    }

    /// Takes the run's lease, retrying after database errors; false when another instance holds it.
    private static func claim(_ runID: UUID, for instance: UUID, _ env: Environment) async -> Bool {
        while !Task.isCancelled {
            do {
                guard let useCases = env.useCases() else { return false }
                let now = env.clock.now()
                return try await TimelineRunLeasing(useCases, instance: instance).claim(runID, until: now.addingTimeInterval(lease), now: now)
            } catch {
                env.logger.report(error: error)
                await nap(retryDelay)
            }
        }
        return false
    }

    // MARK: One run

    private static func drive(runID: UUID, userID: UUID, _ env: Environment) async {
        var loaded: TimelineRunInProgress?
        while loaded == nil, !Task.isCancelled {
            do {
                guard let progress = progress(of: runID, userID: userID, env), let stored = try await progress.load() else { return }
                loaded = stored
            } catch {
                env.logger.report(error: error)
                await nap(retryDelay)
            }
        }
        guard let stored = loaded else { return }
        let run = stored.run
        let notifications = run.notifications
        var sent = min(stored.notificationsSent, notifications.count)
        // Events already shown before a restart are not told again; a reconnecting client reads the run.
        var next = run.events.firstIndex { $0.displayTiming > run.elapsed(at: env.clock.now()) } ?? run.events.count

        while !Task.isCancelled {
            let elapsed = run.elapsed(at: env.clock.now())
            while next < run.events.count, run.events[next].displayTiming <= elapsed {
                await progress(of: runID, userID: userID, env)?.show(eventAt: run.events[next].index)
                next += 1
            }
            let due = Array(notifications[sent...].prefix(while: { $0.dueTime <= elapsed }))
            if !due.isEmpty {
                do {
                    guard let progress = progress(of: runID, userID: userID, env) else { throw CancellationError() }
                    guard try await progress.deliver(due, alreadySent: sent, of: stored) else {
                        // Another instance delivered them (it took the run over), or the run is gone.
                        return
                    }
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

    /// The run's progress through this moment's use cases; nil once the application is shutting down.
    private static func progress(of runID: UUID, userID: UUID, _ env: Environment) -> TimelineRunProgress? {
        env.useCases().map { TimelineRunProgress($0, runID: runID, userID: userID, wording: env.wording) }
    }

    /// A finished run is removed.
    private static func finish(runID: UUID, userID: UUID, _ env: Environment) async {
        while !Task.isCancelled {
            do {
                guard let progress = progress(of: runID, userID: userID, env) else { return }
                try await progress.finish()
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
