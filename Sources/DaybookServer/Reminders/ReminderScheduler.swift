import DaybookApp
import Foundation
import Vapor

/// Fires due reminders into the inbox (and the webhook outbox) when they fall due: `FireDueReminders`
/// decides what fires and stores it; this decides when.
///
/// The loop (`DueWorkLoop`, shared with the webhook worker) sleeps until the earliest next fire and
/// re-reads it when poked by a change on this instance and now and then for other instances' changes.
actor ReminderScheduler {
    struct Environment: Sendable {
        /// Nil once the application is shutting down: the loop then ends.
        var useCases: @Sendable () -> UseCaseContext?
        var clock: AppClock
        var logger: Logger
        /// Told when deliveries were queued, so it sends them without waiting for its poll.
        var webhookWorker: WebhookWorker?
        var batchSize = 100
    }

    nonisolated let environment: Environment
    private let loop: DueWorkLoop

    init(_ environment: Environment) {
        self.environment = environment
        loop = DueWorkLoop(clock: environment.clock, logger: environment.logger, useCases: environment.useCases,
                           earliest: { try await ReminderAgenda($0).earliestNextFire() },
                           work: { now in _ = try await Self.tick(at: now, environment) })
    }

    // MARK: The loop

    func start() async { await loop.start() }

    func stop() async { await loop.stop() }

    /// Something changed on this instance: look up the earliest due time again.
    func poke() async { await loop.poke() }

    // MARK: One tick

    /// Fires every reminder due at `now`; callable directly (tests, other instances).
    @discardableResult
    nonisolated func tick(at now: Date) async throws -> FireDueReminders.Outcome {
        try await Self.tick(at: now, environment)
    }

    private static func tick(at now: Date, _ environment: Environment) async throws -> FireDueReminders.Outcome {
        guard let useCases = environment.useCases() else { return FireDueReminders.Outcome() }
        do {
            let outcome = try await FireDueReminders(useCases, batchSize: environment.batchSize)(at: now)
            if outcome.queuedWebhooks { await environment.webhookWorker?.poke() }
            return outcome
        } catch {
            // Others' reminders fired even if one person's failed: their deliveries may be waiting.
            await environment.webhookWorker?.poke()
            throw error
        }
    }
}

extension ReminderScheduler {
    /// The same scheduler's environment with another batch size (tests make instances overlap).
    init(withBatchSize size: Int, from other: ReminderScheduler) {
        var environment = other.environment
        environment.batchSize = size
        self.init(environment)
    }
}
