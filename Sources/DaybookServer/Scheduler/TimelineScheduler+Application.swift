import Fluent
import Vapor

extension Application {
    private struct TimelineSchedulerKey: StorageKey {
        typealias Value = TimelineScheduler
    }

    var timelineScheduler: TimelineScheduler {
        get {
            if let existing = storage[TimelineSchedulerKey.self] { return existing }
            fatalError("configure(_:config:) creates the timeline scheduler")
        }
        set { storage[TimelineSchedulerKey.self] = newValue }
    }

    /// The timelines' shared parts: the bundled scenario catalogue and the run scheduler, which
    /// resumes stored runs when the server starts serving and stops cleanly when it shuts down.
    func configureTimelines() throws {
        scenarioCatalogue = try ScenarioCatalogue.loadBundled()
        timelineScheduler = TimelineScheduler(.init(
            database: { [weak self] in self?.db }, changes: changeSink, clock: daybook.clock, logger: logger))
        lifecycle.use(TimelineSchedulerLifecycle())
    }
}

extension Request {
    var timelineScheduler: TimelineScheduler { application.timelineScheduler }
}

/// Runs are resumed (and taken over from instances that died) only by a serving process
/// (`BackgroundWorkMode.services`), after Fluent's `--auto-migrate` has run in `willBoot`.
struct TimelineSchedulerLifecycle: LifecycleHandler {
    func didBootAsync(_ application: Application) async throws {
        guard application.daybook.config.backgroundWork == .services else { return }
        await application.timelineScheduler.startSweeping()
    }

    func shutdownAsync(_ application: Application) async {
        await application.timelineScheduler.stopAll()
    }
}
