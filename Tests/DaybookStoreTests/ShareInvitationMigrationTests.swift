import DaybookCore
import DaybookStore
import FluentKit
import Foundation
import SQLKit
import Testing

/// Shares became invitations accepted with a code. A grant stored before that keeps serving the
/// account that has its address (whom it served until then); one whose address has no account
/// waits for its owner to hand over a code, so whoever registers the address later reads nothing.
@Suite struct ShareInvitationMigrationTests {
    @Test func storedGrantsGoToTheAccountOfTheirAddressAndTheRestWait() async throws {
        let before = DaybookMigrations.all.filter { $0.name != "110_AddShareInvitation" }
        try await TestDatabase.with(migrations: before) { db in
            let sql = try #require(db as? any SQLDatabase)
            let ada = UserRecord(email: "ada@example.org", passwordHash: "x", preferences: Preferences(displayName: "Ada", timeZone: "UTC"))
            let bob = UserRecord(email: "bob@example.org", passwordHash: "x", preferences: Preferences(displayName: "Bob", timeZone: "UTC"))
            try await ada.create(on: db)
            try await bob.create(on: db)
            let created = Date(timeIntervalSince1970: 1_780_000_000)
            let toBob = UUID(), toNobody = UUID()
            for (id, email) in [(toBob, "bob@example.org"), (toNobody, "dora@example.org")] {
                try await sql.insert(into: "shares")
                    .columns("id", "owner_id", "email", "categories", "created_at")
                    .values(SQLBind(id), SQLBind(ada.id), SQLBind(email), SQLBind("cycle"), SQLBind(created))
                    .run()
            }

            try await AddShareInvitationUnderTest.prepare(db)

            let adaID = try #require(ada.id), bobID = try #require(bob.id)
            let bobs = try #require(try await IncomingShareQueries(db, granteeID: bobID).grant(from: adaID))
            #expect(bobs.id == toBob)
            #expect(bobs.acceptedAt == created)
            let waiting = try #require(try await ShareRecord.find(toNobody, on: db))
            #expect(waiting.granteeID == nil)
            #expect(!waiting.isAccepted)
            // No code was ever shown for it: none opens it until the owner makes one.
            #expect(waiting.invitationDigest == nil)
        }
    }
}

/// The one migration the test runs by hand, found by its stored name.
private enum AddShareInvitationUnderTest {
    static func prepare(_ db: any Database) async throws {
        let migration = try #require(DaybookMigrations.all.first { $0.name == "110_AddShareInvitation" })
        try await migration.prepare(on: db).get()
    }
}
