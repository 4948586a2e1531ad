import Foundation
import Testing
import Vapor

/// A second user can never read or change the first user's profile, tokens or data.
@Suite struct IsolationTests {
    @Test func eachUserSeesOnlyTheirOwnProfileAndTokens() async throws {
        try await TestServer.with { server in
            let (ada, adaID) = try await server.signUp("ada@example.org", name: "Ada")
            let (bob, bobID) = try await server.signUp("bob@example.org", name: "Bob")

            let bobsMe = try await server.request(.GET, "/api/v1/me", token: bob).object()
            #expect(bobsMe["id"] as? String == bobID)
            #expect(bobsMe["email"] as? String == "bob@example.org")

            let adasTokens = try await server.request(.GET, "/api/v1/tokens", token: ada).array()
            let adasTokenID = try #require(adasTokens.first?["id"] as? String)
            let bobsTokens = try await server.request(.GET, "/api/v1/tokens", token: bob).array()
            #expect(bobsTokens.count == 1)
            #expect(bobsTokens.first?["id"] as? String != adasTokenID)

            // Bob cannot revoke Ada's token: it looks like it does not exist.
            let revoke = try await server.request(.DELETE, "/api/v1/tokens/\(adasTokenID)", token: bob)
            #expect(revoke.status == .notFound)
            #expect(try await server.request(.GET, "/api/v1/me", token: ada).status == .ok)

            // Bob's PATCH changes Bob only.
            _ = try await server.request(.PATCH, "/api/v1/me", token: bob, json: ["displayName": "Robert", "id": adaID])
            let adaAfter = try await server.request(.GET, "/api/v1/me", token: ada).object()
            #expect(adaAfter["displayName"] as? String == "Ada")
            let bobAfter = try await server.request(.GET, "/api/v1/me", token: bob).object()
            #expect(bobAfter["displayName"] as? String == "Bob") // the unknown "id" field refused the whole change

            // Bob deleting his account leaves Ada's intact.
            _ = try await server.request(.DELETE, "/api/v1/me", token: bob, json: ["password": "correct horse battery"])
            #expect(try await server.request(.GET, "/api/v1/me", token: ada).status == .ok)
        }
    }
}
