import DaybookApp
import Vapor

extension Request {
    /// The application's use cases and read models, on this request's database connection.
    var useCases: UseCaseContext {
        UseCaseContext(db: db, now: clock.now, changes: application.changeSink, work: application.backgroundWork)
    }
}

extension CurrentUser {
    /// The logged-in user as the application layer knows them.
    var person: Person { Person(id: id, preferences: record.preferences) }
}

extension Application {
    /// The use cases for work outside a request (commands, demo data): changes reach open event
    /// streams of this process and, on PostgreSQL, of every serving instance through the relay.
    public var useCases: UseCaseContext {
        UseCaseContext(db: db, now: daybook.clock.now, changes: changeSink, work: backgroundWork)
    }
}
