import DaybookCore
import DaybookStore
import FluentKit
import Foundation
import Testing

/// AndroidAPS lowercases the address it was given, the handle in it too: an endpoint is found by its
/// handle in any case, unless that would be ambiguous.
@Suite struct NightscoutHandleTests {
    private func account(_ db: any Database, email: String, handle: String) async throws -> UUID {
        let user = try await UserQueries(db).create(email: email, passwordHash: "h", preferences: .init(displayName: "N", timeZone: "UTC"))
        let id = try user.requireID()
        _ = try await NightscoutAccountQueries(db, userID: id).ensure(handle: handle, secret: "secret-\(handle)")
        return id
    }

    @Test func aHandleSentInLowerCaseFindsItsEndpoint() async throws {
        try await TestDatabase.with { db in
            let ada = try await account(db, email: "ada@example.org", handle: "Xk3_Pq-9ZzT2aBcD")
            #expect(try await NightscoutAccountQueries.account(handle: "Xk3_Pq-9ZzT2aBcD", on: db)?.userID == ada)
            #expect(try await NightscoutAccountQueries.account(handle: "xk3_pq-9zzt2abcd", on: db)?.userID == ada)
            #expect(try await NightscoutAccountQueries.account(handle: "xk3_pq-9zzt2abc", on: db) == nil)
        }
    }

    @Test func handlesThatDifferOnlyInCaseAreFoundOnlyExactly() async throws {
        try await TestDatabase.with { db in
            let ada = try await account(db, email: "ada@example.org", handle: "SameLetters")
            let bob = try await account(db, email: "bob@example.org", handle: "sameLETTERS")
            #expect(try await NightscoutAccountQueries.account(handle: "SameLetters", on: db)?.userID == ada)
            #expect(try await NightscoutAccountQueries.account(handle: "sameLETTERS", on: db)?.userID == bob)
            #expect(try await NightscoutAccountQueries.account(handle: "sameletters", on: db) == nil)
        }
    }
}
