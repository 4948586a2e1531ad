@testable import DaybookApp
import DaybookCore
@testable import DaybookStore
import FluentKit
import Foundation

/// The application layer as the server and the commands build it, on a fresh database: a
/// `UseCaseContext` with the test's clock and a sink that records what the use cases tell.
struct TestApp {
    let db: any Database
    let clock: TestClock
    let changes: RecordedChanges
    let context: UseCaseContext

    /// `now`: where the clock starts; a Tuesday at noon UTC unless the test says otherwise.
    static func with(now: String = "2026-03-10T12:00:00Z", _ body: (TestApp) async throws -> Void) async throws {
        let start = try instant(now)
        try await TestDatabase.with { database in
            let clock = TestClock(start)
            let db = try database.anyDatabase()
            let changes = RecordedChanges(db)
            let context = database.context(now: { clock.now }, changes: changes)
            try await body(TestApp(db: db, clock: clock, changes: changes, context: context))
        }
    }

    /// A new account made through `CreateAccount`, as the use cases know it.
    func person(_ email: String = "ada@example.org", zone: String = "UTC") async throws -> Person {
        try await CreateAccount(context)(email: email, passwordHash: "not-a-real-hash",
                                         preferences: Preferences(displayName: "Ada", timeZone: zone)).person
    }

    /// The account's revision as stored: every committed change counts it up by one.
    func revision(of person: Person) async throws -> Int? {
        try await UserQueries(db).find(id: person.id)?.revision
    }
}

/// An instant written as the API writes it, e.g. "2026-03-10T12:00:00Z".
func instant(_ text: String) throws -> Date {
    guard let date = ISO8601DateFormatter().date(from: text) else { throw ValidationError(field: "instant", "not ISO 8601: \(text)") }
    return date
}

/// A calendar date written as the API writes it, e.g. "2026-03-10".
func date(_ text: String) throws -> LocalDate {
    try LocalDate(parsing: text)
}

extension Storage {
    /// The Fluent database behind the ports, for a test that reaches the tables the way the store does.
    var fluent: any Database {
        guard let storage = self as? FluentStorage else { fatalError("The tests run on the Fluent store") }
        return storage.db
    }
}
