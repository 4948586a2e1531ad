import DaybookApp
import DaybookStore
import Vapor

extension Request {
    /// The application's use cases and read models, on this request's database connection.
    var useCases: UseCaseContext {
        UseCaseContext(db: db, writes: application.writeDiscipline, now: clock.now, changes: application.changeSink,
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
        UseCaseContext(db: db, writes: writeDiscipline, now: daybook.clock.now, changes: changeSink, work: backgroundWork)
    }
}

extension Application {
    private struct WriteDisciplineKey: StorageKey {
        typealias Value = WriteDiscipline
    }

    /// This application's database's write discipline (configure makes it with the pools).
    var writeDiscipline: WriteDiscipline {
        get {
            if let existing = storage[WriteDisciplineKey.self] { return existing }
            fatalError("configure(_:config:) makes the write discipline")
        }
        set { storage[WriteDisciplineKey.self] = newValue }
    }
}
