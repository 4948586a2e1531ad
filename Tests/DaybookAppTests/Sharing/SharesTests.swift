import DaybookApp
import DaybookCore
import Foundation
import Testing

/// `Shares`: the grants a person made (waiting or accepted) and the ones made to them, with their
/// owner's account; never anybody else's.
@Suite struct SharesTests {
    @Test func anAcceptedGrantShowsOnBothSides() async throws {
        try await TestApp.with { app in
            let ada = try await app.person("ada@example.org")
            let bob = try await app.person("bob@example.org")
            let made = try await GrantShare(app.context)(email: "Bob@Example.org", categories: ["cycle", "symptoms"], for: ada)
            let shares = Shares(app.context)

            let waiting = try #require(try await shares.outgoing(made.share.id, of: ada))
            #expect(!waiting.isAccepted)
            #expect(waiting.email == "bob@example.org")
            #expect(waiting.invitationExpiresAt != nil)
            #expect(try await shares.incoming(to: bob).isEmpty)

            let accepted = try await AcceptShareInvitation(app.context)(code: made.invitation.description, by: bob)

            #expect(accepted.isAccepted)
            #expect(accepted.ownerID == ada.id)
            #expect(try await shares.outgoing(of: ada).map(\.id) == [made.share.id])
            let incoming = try await shares.incoming(to: bob)
            #expect(incoming.map(\.share.id) == [made.share.id])
            #expect(incoming.map(\.owner.id) == [ada.id])
            #expect(incoming.first?.share.categories == [.cycle, .symptoms])
            #expect(try await shares.outgoing(made.share.id, of: bob) == nil)
        }
    }
}
