import DaybookApp
import Vapor

extension Application {
    /// The use cases for background work (the schedulers), or nil once the database is shutting
    /// down: a late task must find nothing to write to rather than trap.
    var openUseCases: UseCaseContext? {
        journalDatabase.openContext(logger: logger, now: daybook.clock.now, changes: changeSink, work: backgroundWork)
    }
}
