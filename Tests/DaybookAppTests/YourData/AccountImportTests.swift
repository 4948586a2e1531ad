@testable import DaybookApp
import DaybookCore
import DaybookFormats
import DaybookStore
import FluentKit
import Foundation
import Testing

/// `ImportFile` writes Daybook's own export document in one transaction: all of it, or nothing;
/// what the journal cannot keep is refused before anything is written.
@Suite struct AccountImportTests {
    /// Imports `document` as the file a person would send, replacing what the account holds.
    static func replace(with document: ExportDocument, _ app: TestApp, for person: Person) async throws -> ImportSummary {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("daybook-export-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try DaybookJSON.encoder().encode(document).write(to: file)
        return try await ImportFile(app.context)(ImportFile.Request(file: file, accounts: .replace), for: person).summary
    }

    /// A document with one stress rating and the given shares.
    static func document(for person: Person, shares: [ExportShare]) throws -> ExportDocument {
        var document = ExportDocument(exportedAt: try instant("2026-03-10T09:00:00Z"),
                                      profile: ExportProfile(email: "ada@example.org", preferences: person.preferences))
        document.stress = [ExportEntry(id: UUID(), date: try date("2026-03-09"),
                                       value: try StressRating(level: 8, time: try instant("2026-03-09T20:00:00Z"), note: "imported"))]
        document.shares = shares
        return document
    }

    static func share(_ email: String, _ categories: [ShareCategory]) throws -> ExportShare {
        ExportShare(id: UUID(), email: email, categories: categories, createdAt: try instant("2026-03-01T10:00:00Z"), lastUsedAt: nil)
    }

    @Test func twoSharesForOneAddressAreRefusedBeforeAnythingIsWritten() async throws {
        try await TestApp.with { app in
            let ada = try await app.person()
            let own = try await LogEntry<StressRating>(app.context)(StressRating(level: 3, time: instant("2026-03-10T08:00:00Z")), for: ada)
            // The journal keeps one share per address (in any letter case): the document is refused
            // naming the second one, before the replace deletes anything.
            let bad = try Self.document(for: ada, shares: [Self.share("bob@example.org", [.stress]), Self.share("Bob@Example.org", [.cycle])])

            let error = await #expect(throws: ImportError.self) { try await Self.replace(with: bad, app, for: ada) }
            #expect(error?.field == "shares[1].email" && error?.message == "is shared with a second time in the document")

            let stress = try await EntryQueries<StressRatingRecord>(app.db, userID: ada.id).list()
            #expect(stress.map(\.id) == [own.id])
            #expect(try await ShareRecord.query(on: app.db).count() == 0)
            #expect(await app.changes.all == [Change(.created, .journal(.stress), id: own.id, date: own.date)])
            #expect(try await app.revision(of: ada) == 1)
        }
    }

    @Test func theSameDocumentWithOneShareReplacesTheJournalAndIsToldOnce() async throws {
        try await TestApp.with { app in
            let ada = try await app.person()
            let own = try await LogEntry<StressRating>(app.context)(StressRating(level: 3, time: instant("2026-03-10T08:00:00Z")), for: ada)
            let document = try Self.document(for: ada, shares: [Self.share("bob@example.org", [.stress])])

            let summary = try await Self.replace(with: document, app, for: ada)

            #expect(summary.added == [.stress: 1, .shares: 1, .settings: 1])
            let stress = try await EntryQueries<StressRatingRecord>(app.db, userID: ada.id).list()
            #expect(stress.map(\.id) == document.stress.map(\.id))
            #expect(try stress.map { try $0.value() } == document.stress.map(\.value))
            #expect(try await ShareRecord.query(on: app.db).filter(\.$ownerID == ada.id).count() == 1)
            #expect(await app.changes.emitted == [
                Emitted(userID: ada.id, changes: [Change(.created, .journal(.stress), id: own.id, date: own.date)], revisionSeen: 1),
                Emitted(userID: ada.id, changes: [Change(.created, .import)], revisionSeen: 2),
            ])
        }
    }
}
