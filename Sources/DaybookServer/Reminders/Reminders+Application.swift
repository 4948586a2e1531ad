import Vapor

extension Application {
    private struct ReminderSchedulerKey: StorageKey {
        typealias Value = ReminderScheduler
    }

    private struct WebhookWorkerKey: StorageKey {
        typealias Value = WebhookWorker
    }

    var reminderScheduler: ReminderScheduler {
        get {
            if let existing = storage[ReminderSchedulerKey.self] { return existing }
            fatalError("configure(_:config:) creates the reminder scheduler")
        }
        set { storage[ReminderSchedulerKey.self] = newValue }
    }

    var webhookWorker: WebhookWorker {
        get {
            if let existing = storage[WebhookWorkerKey.self] { return existing }
            fatalError("configure(_:config:) creates the webhook worker")
        }
        set { storage[WebhookWorkerKey.self] = newValue }
    }

    /// The reminder scheduler and the webhook worker, background services that `serve` starts after
    /// migrating (`startBackgroundServices`); both stop before the database pools close.
    func configureReminders() {
        let worker = WebhookWorker(.init(
            useCases: { [weak self] in self?.openUseCases }, clock: daybook.clock, logger: logger,
            send: WebhookWorker.httpSender(eventLoopGroup: eventLoopGroup, allow: daybook.config.webhookAllow)))
        webhookWorker = worker
        reminderScheduler = ReminderScheduler(.init(
            useCases: { [weak self] in self?.openUseCases }, clock: daybook.clock, logger: logger, webhookWorker: worker))
        lifecycle.use(RemindersLifecycle())
    }
}

/// Stops the reminder scheduler and the webhook worker if they were started.
struct RemindersLifecycle: LifecycleHandler {
    func shutdownAsync(_ application: Application) async {
        await application.reminderScheduler.stop()
        await application.webhookWorker.stop()
    }
}
