import DaybookApp
import Vapor

extension Request {
    /// The application's use cases and read models, on this request's event loop.
    var useCases: UseCaseContext {
        application.journalDatabase.context(on: eventLoop, logger: logger, now: clock.now, changes: application.changeSink,
                                            work: application.backgroundWork)
    }
}

extension CurrentUser {
    /// The logged-in user as the application layer knows them.
    var person: Person { account.person }
}

extension Application {
    /// The use cases for work outside a request (commands, demo data): changes reach open event
    /// streams of this process and, on PostgreSQL, of every serving instance through the relay.
    public var useCases: UseCaseContext {
        journalDatabase.context(logger: logger, now: daybook.clock.now, changes: changeSink, work: backgroundWork)
    }
}
