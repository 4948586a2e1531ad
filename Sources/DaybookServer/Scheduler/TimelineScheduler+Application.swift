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

    /// The timelines' shared parts: the bundled scenario catalogue and the run scheduler. Its sweep,
    /// which takes up stored runs, is a background service (`serve` starts it); at shutdown every
    /// run this instance drives stops.
    func configureTimelines() throws {
        scenarioCatalogue = try ScenarioCatalogue.loadBundled()
        timelineScheduler = TimelineScheduler(.init(
            useCases: { [weak self] in self?.openUseCases }, clock: daybook.clock, logger: logger,
            wording: scenarioCatalogue.wording))
        lifecycle.use(TimelineSchedulerLifecycle())
    }
}

extension Request {
    var timelineScheduler: TimelineScheduler { application.timelineScheduler }
}

/// Stops the sweep, if it was started, and the runs this instance drives, and gives up their leases.
struct TimelineSchedulerLifecycle: LifecycleHandler {
    func shutdownAsync(_ application: Application) async {
        await application.timelineScheduler.stopAll()
    }
}
