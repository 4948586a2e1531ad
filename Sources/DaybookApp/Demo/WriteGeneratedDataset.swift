import DaybookCore
import DaybookFixtures
import Foundation

/// Writes a `GeneratedDataset` for benchmarks and load tests: one account per person (all with the
/// same password, hashed once by the caller), each with their journal and CGM trace in one change.
public struct WriteGeneratedDataset: Sendable {
    public static let timeZone = "Europe/Berlin"

    public struct Written: Sendable {
        public var userIDs: [UUID] = []
        public var glucose = 0
        public var otherEntries = 0
    }

    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(_ dataset: GeneratedDataset, passwordHash: String) async throws -> Written {
        var written = Written()
        for index in 0..<dataset.users {
            var preferences = Preferences(displayName: "User \(index + 1)", timeZone: Self.timeZone)
            preferences.averageCycleLength = 28
            preferences.initialPeriodLength = 5
            let zone = preferences.zone
            let person = try await CreateAccount(context)(email: dataset.email(of: index), passwordHash: passwordHash,
                                                          preferences: preferences).person
            let journal = dataset.journal(of: index, zone: zone)
            written.glucose += try await AddGeneratedJournal(context: context)(journal, glucose: dataset.glucose(of: index, zone: zone), for: person)
            written.otherEntries += journal.symptoms.count + journal.metrics.count + journal.stress.count + journal.insulin.count
                + journal.meals.count + journal.exercise.count + journal.spans.count
            written.userIDs.append(person.id)
        }
        return written
    }
}
