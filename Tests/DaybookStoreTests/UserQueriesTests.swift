import DaybookCore
import DaybookStore
import FluentKit
import Foundation
import Testing

@Suite struct UserQueriesTests {
    func preferences(_ name: String) -> Preferences {
        var p = Preferences(displayName: name, timeZone: "Europe/Berlin")
        p.language = .de
        p.glucoseUnit = .mmolPerL
        p.tracking.trackCramps = false
        p.initialPeriodStart = try? LocalDate(parsing: "2026-10-01")
        return p
    }

    @Test func aCreatedAccountReadsBackWithAllItsPreferences() async throws {
        try await TestDatabase.with { db in
            let created = try await UserQueries(db).create(email: "ada@example.org", passwordHash: "h", preferences: preferences("Ada"))
            let found = try #require(try await UserQueries(db).find(email: "ada@example.org"))
            #expect(found.id == created.id)
            #expect(found.preferences == preferences("Ada"))
            #expect(found.createdAt != nil)
        }
    }

    @Test func aTakenEmailIsADuplicate() async throws {
        try await TestDatabase.with { db in
            _ = try await UserQueries(db).create(email: "ada@example.org", passwordHash: "h", preferences: preferences("Ada"))
            await #expect(throws: StoreError.duplicate(field: "email")) {
                _ = try await UserQueries(db).create(email: "ada@example.org", passwordHash: "x", preferences: preferences("Other"))
            }
            #expect(try await UserQueries(db).all().count == 1)
        }
    }

    @Test func deletingAnAccountRemovesItsTokensAndNobodyElses() async throws {
        try await TestDatabase.with { db in
            let ada = try await UserQueries(db).create(email: "ada@example.org", passwordHash: "h", preferences: preferences("Ada"))
            let bob = try await UserQueries(db).create(email: "bob@example.org", passwordHash: "h", preferences: preferences("Bob"))
            _ = try await TokenQueries(db).create(userID: try ada.requireID(), name: "a", tokenHash: "hash-a")
            _ = try await TokenQueries(db).create(userID: try bob.requireID(), name: "b", tokenHash: "hash-b")

            try await UserQueries(db).delete(id: try ada.requireID())

            #expect(try await UserQueries(db).find(email: "ada@example.org") == nil)
            #expect(try await TokenQueries(db).find(hash: "hash-a") == nil)
            #expect(try await TokenQueries(db).find(hash: "hash-b")?.name == "b")
            #expect(try await APITokenRecord.query(on: db).count() == 1)
        }
    }
}
