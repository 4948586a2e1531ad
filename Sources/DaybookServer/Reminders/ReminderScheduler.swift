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
    private var loop: DueWorkLoop?

    init(_ environment: Environment) {
        self.environment = environment
    }

    // MARK: The loop

    func start() async {
        if loop == nil {
            let environment = environment
            loop = DueWorkLoop(.init(
                clock: environment.clock, logger: environment.logger,
                earliest: {
                    guard let useCases = environment.useCases() else { return nil }
                    return .some(try await ReminderAgenda(useCases).earliestNextFire())
                },
                work: { [self] now in _ = try await self.tick(at: now) }))
        }
        await loop?.start()
    }

    func stop() async {
        await loop?.stop()
        loop = nil
    }

    /// Something changed on this instance: look up the earliest due time again.
    func poke() async {
        await loop?.poke()
    }

    // MARK: One tick

    /// Fires every reminder due at `now`; callable directly (tests, other instances).
    @discardableResult
    nonisolated func tick(at now: Date) async throws -> FireDueReminders.Outcome {
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
