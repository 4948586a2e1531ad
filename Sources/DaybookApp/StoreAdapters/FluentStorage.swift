import DaybookStore
import FluentKit
import Foundation

/// The application's ports on a Fluent database (SQLite or PostgreSQL).
struct FluentStorage: Storage {
    let db: any Database

    init(_ db: any Database) { self.db = db }

    var users: any UserRows { FluentUserRows(db: db) }
    var accessTokens: any AccessTokenRows { FluentAccessTokenRows(db: db) }
    func twoFactor(of userID: UUID) -> any TwoFactorRows { FluentTwoFactorRows(queries: TwoFactorQueries(db, userID: userID)) }
    func passcode(of userID: UUID) -> any PasscodeRows { FluentPasscodeRows(queries: PasscodeQueries(db, userID: userID)) }
    var webSessions: any WebSessionRows { FluentWebSessionRows(queries: WebSessionQueries(db)) }
    func attempts(_ kind: String) -> any AttemptRows { FluentAttemptRows(queries: ThrottleQueries(db, kind: kind)) }
}

extension Database {
    /// This database behind the application's ports.
    var storage: FluentStorage { FluentStorage(self) }
}
