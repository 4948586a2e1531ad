import DaybookCore
import DaybookStore
import FluentKit
import Foundation
import Testing

@Suite struct TokenQueriesTests {
    @Test func aUserCannotDeleteSomeoneElsesToken() async throws {
        try await TestDatabase.with { db in
            let users = UserQueries(db)
            let ada = try await users.create(email: "ada@example.org", passwordHash: "h", preferences: .init(displayName: "Ada", timeZone: "UTC"))
            let bob = try await users.create(email: "bob@example.org", passwordHash: "h", preferences: .init(displayName: "Bob", timeZone: "UTC"))
            let token = try await TokenQueries(db).create(userID: try ada.requireID(), name: "phone", tokenHash: "abc")

            #expect(try await TokenQueries(db).delete(id: try token.requireID(), userID: try bob.requireID()) == false)
            #expect(try await TokenQueries(db).list(userID: try bob.requireID()).isEmpty)
            #expect(try await TokenQueries(db).list(userID: try ada.requireID()).count == 1)
            #expect(try await TokenQueries(db).delete(id: try token.requireID(), userID: try ada.requireID()) == true)
            #expect(try await TokenQueries(db).find(hash: "abc") == nil)
        }
    }

    @Test func revokingAllKeepsOnlyTheOneInUse() async throws {
        try await TestDatabase.with { db in
            let ada = try await UserQueries(db).create(email: "ada@example.org", passwordHash: "h", preferences: .init(displayName: "Ada", timeZone: "UTC"))
            let id = try ada.requireID()
            let keep = try await TokenQueries(db).create(userID: id, name: "keep", tokenHash: "1")
            _ = try await TokenQueries(db).create(userID: id, name: "drop", tokenHash: "2")
            try await TokenQueries(db).deleteAll(userID: id, keeping: try keep.requireID())
            #expect(try await TokenQueries(db).list(userID: id).map(\.name) == ["keep"])
        }
    }

    @Test func aTokenFoundByHashBringsItsOwner() async throws {
        try await TestDatabase.with { db in
            let ada = try await UserQueries(db).create(email: "ada@example.org", passwordHash: "h", preferences: .init(displayName: "Ada", timeZone: "UTC"))
            _ = try await TokenQueries(db).create(userID: try ada.requireID(), name: "phone", tokenHash: "abc")
            let found = try #require(try await TokenQueries(db).find(hash: "abc"))
            #expect(found.user.email == "ada@example.org")
        }
    }

    /// The token's statement is written by hand and its row read property by property: what it
    /// reads is what Fluent reads, for every property of the account, and a save updates the row.
    @Test func aTokenFoundByHashReadsEveryPropertyAsFluentDoes() async throws {
        try await TestDatabase.with { db in
            var preferences = Preferences(displayName: "Ada", timeZone: "Europe/Berlin")
            preferences.glucoseUnit = .mmolPerL
            preferences.initialPeriodStart = try LocalDate(year: 2026, month: 3, day: 2)
            preferences.averageCycleLength = 29
            let ada = try await UserQueries(db).create(email: "ada@example.org", passwordHash: "h", preferences: preferences)
            let created = try await TokenQueries(db).create(userID: try ada.requireID(), name: "phone", tokenHash: "abc")
            try await TokenQueries(db).markUsed(id: try created.requireID(), at: Date(timeIntervalSince1970: 1_780_000_000))
            let found = try #require(try await TokenQueries(db).find(hash: "abc"))
            let fluentUser = try #require(try await UserQueries(db).find(id: try ada.requireID()))
            let fluentToken = try #require(try await APITokenRecord.find(try created.requireID(), on: db))

            #expect(Self.stored(found.user) == Self.stored(fluentUser))
            #expect(Self.stored(found.user).count == fluentUser.properties.count, "every property of the account is read")
            #expect(found.id == fluentToken.id && found.name == "phone" && found.tokenHash == "abc")
            #expect(found.createdAt == fluentToken.createdAt && found.lastUsedAt == fluentToken.lastUsedAt)
            #expect(found.$user.id == ada.id)

            found.user.displayName = "Ada L."
            try await found.user.save(on: db)
            #expect(try await UserQueries(db).find(id: try ada.requireID())?.displayName == "Ada L.")
            #expect(try await UserRecord.query(on: db).count() == 1)
        }
    }

    /// Each property's value by its column, as text.
    private static func stored(_ user: UserRecord) -> [String: String] {
        var values: [String: String] = [:]
        for property in user.properties {
            guard let field = property as? any AnyDatabaseProperty, let key = field.keys.first else { continue }
            values[key.description] = property.anyValue.map { String(describing: $0) } ?? "nil"
        }
        return values
    }
}
