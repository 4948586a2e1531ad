import DaybookCore
import DaybookFormats
import DaybookStore
import FluentKit
import Foundation
import Testing

/// Imports into the database: all or nothing, and never twice. Runs on SQLite and PostgreSQL.
@Suite struct JournalImportTests {
    let berlin = TimeZone(identifier: "Europe/Berlin") ?? .current

    private func file(_ text: String, _ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString + "-" + name)
        try Data(text.utf8).write(to: url)
        return url
    }

    private func user(_ db: any Database, _ email: String) async throws -> UUID {
        let record = try await UserQueries(db).create(email: email, passwordHash: "h",
                                                      preferences: Preferences(displayName: email, timeZone: "Europe/Berlin"))
        return try #require(record.id)
    }

    private func run(_ db: any Database, _ userID: UUID, _ importer: any JournalImporter, _ url: URL,
                     dryRun: Bool = false, batchSize: Int = 1_000) async throws -> ImportSummary {
        try await JournalImport(db, userID: userID, zone: berlin)
            .run(importer, file: url, context: ImportContext(timeZone: berlin), dryRun: dryRun, batchSize: batchSize).summary
    }

    let treatments = """
    [
      {"_id": "t1", "eventType": "Meal Bolus", "created_at": "2024-01-01T12:00:00Z", "insulin": 4.5, "carbs": 45},
      {"_id": "t2", "eventType": "BG Check", "created_at": "2024-01-01T16:00:00Z", "glucose": 110, "units": "mg/dl"}
    ]
    """

    @Test func reimportingTheSameFileAddsNothing() async throws {
        try await TestDatabase.with { db in
            let ada = try await user(db, "ada@example.org")
            let url = try file(treatments, "treatments.json")
            let first = try await run(db, ada, NightscoutImporter(), url, batchSize: 2)
            #expect(first.added == [.insulin: 1, .meals: 1, .glucose: 1])
            let second = try await run(db, ada, NightscoutImporter(), url, batchSize: 2)
            #expect(second.added.isEmpty)
            #expect(second.duplicates == 3)
            #expect(try await GlucoseReadingRecord.query(on: db).count() == 1)
            #expect(try await MealRecord.query(on: db).count() == 1)
        }
    }

    @Test func anotherUsersImportIsTheirOwn() async throws {
        try await TestDatabase.with { db in
            let ada = try await user(db, "ada@example.org")
            let bob = try await user(db, "bob@example.org")
            let url = try file(treatments, "treatments.json")
            _ = try await run(db, ada, NightscoutImporter(), url)
            let bobs = try await run(db, bob, NightscoutImporter(), url)
            #expect(bobs.totalAdded == 3)
            #expect(try await GlucoseReadingRecord.query(on: db).filter(\.$userID == bob).count() == 1)
        }
    }

    @Test func aBadRowLeavesNothingBehind() async throws {
        try await TestDatabase.with { db in
            let ada = try await user(db, "ada@example.org")
            // Batches of one: the good rows are written before the bad one is read, then rolled back.
            let url = try file("date,bleeding.value\n2024-03-04,1\n2024-03-05,2\n2024-03-06,9\n", "drip.csv")
            await #expect(throws: ImportError(line: 4, field: "bleeding.value", .untranslated, ["text": "\"9\" is not a bleeding value 0–3"])) {
                _ = try await run(db, ada, DripImporter(), url, batchSize: 1)
            }
            #expect(try await SymptomsRecord.query(on: db).count() == 0)
            #expect(try await ImportKeyRecord.query(on: db).count() == 0)
        }
    }

    @Test func aDryRunCountsAndAddsNothing() async throws {
        try await TestDatabase.with { db in
            let ada = try await user(db, "ada@example.org")
            let url = try file(treatments, "treatments.json")
            let dry = try await run(db, ada, NightscoutImporter(), url, dryRun: true)
            #expect(dry.added == [.insulin: 1, .meals: 1, .glucose: 1])
            #expect(try await InsulinDoseRecord.query(on: db).count() == 0)
            #expect(try await ImportKeyRecord.query(on: db).count() == 0)
        }
    }

    @Test func importedFlowNeverOverwritesWhatTheUserLogged() async throws {
        try await TestDatabase.with { db in
            let ada = try await user(db, "ada@example.org")
            let day = try LocalDate(parsing: "2024-03-05")
            let own = SymptomsRecord(userID: ada, date: day)
            own.store(try Symptoms(flow: .heavy, notes: "mine"))
            try await own.save(on: db)
            let url = try file("date,bleeding.value\n2024-03-05,1\n2024-03-06,2\n", "drip.csv")
            let summary = try await run(db, ada, DripImporter(), url)
            #expect(summary.added == [.flow: 1])
            #expect(summary.duplicates == 1)
            let days = try await SymptomsRecord.query(on: db).sort(\.$date).all()
            #expect(days.map(\.flow) == ["HEAVY", "MEDIUM"])
            #expect(days.first?.notes == "mine")
        }
    }
}
