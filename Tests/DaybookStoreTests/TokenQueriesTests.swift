import DaybookCore
import DaybookStore
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
}
