import DaybookCore
import DaybookFixtures
import DaybookStore
import Fluent
import Foundation

/// Writes a `GeneratedDataset` into the database: one account per person (all with the same
/// password, hashed once), their journal in one transaction, then their CGM trace streamed in.
public struct DatasetWriter: Sendable {
    public static let timeZone = "Europe/Berlin"
    let db: any Database

    public init(_ db: any Database) { self.db = db }

    public struct Written: Sendable {
        public var userIDs: [UUID] = []
        public var glucose = 0
        public var otherEntries = 0
    }

    public func write(_ dataset: GeneratedDataset, passwordHash: String) async throws -> Written {
        var written = Written()
        let users = UserQueries(db)
        for person in 0..<dataset.users {
            var preferences = Preferences(displayName: "User \(person + 1)", timeZone: Self.timeZone)
            preferences.averageCycleLength = 28
            preferences.initialPeriodLength = 5
            let zone = preferences.zone
            let user = try await users.create(email: dataset.email(of: person), passwordHash: passwordHash, preferences: preferences)
            let writer = JournalWriter(db, userID: try user.requireID(), zone: zone)
            let journal = dataset.journal(of: person, zone: zone)
            try await writer.write(journal)
            written.glucose += try await writer.insertGlucose(streaming: dataset.glucose(of: person, zone: zone))
            written.otherEntries += journal.symptoms.count + journal.metrics.count + journal.stress.count + journal.insulin.count
                + journal.meals.count + journal.exercise.count + journal.spans.count
            written.userIDs.append(try user.requireID())
        }
        return written
    }
}
