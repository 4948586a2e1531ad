import Fluent
import Vapor

extension Application {
    /// The default database while the application's pools are open; nil once it is shutting down.
    /// Background work (the relay's outbox, the schedulers) asks through this: `db` traps when a late
    /// task reaches it after the pools closed, as a change emitted during shutdown did.
    var openDatabase: (any Database)? {
        databases.database(logger: logger, on: eventLoopGroup.any())
    }
}
