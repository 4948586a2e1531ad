import DaybookApp
import FluentKit
import Vapor

extension Application {
    /// The use cases for background work (the relay's outbox, the schedulers), or nil once the
    /// database is shutting down: a late task must find nothing to write to rather than trap.
    var openUseCases: UseCaseContext? {
        journalDatabase.openContext(logger: logger, now: daybook.clock.now, changes: changeSink, work: backgroundWork)
    }

    // Transitional, until every read is a read model and every loop runs on use cases.
    var openDatabase: (any Database)? { openUseCases?.db }
    var db: any Database { useCases.db }
}

extension Request {
    // Transitional, until every read is a read model.
    var db: any Database { useCases.db }
}
