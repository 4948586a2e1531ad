import DaybookApp
import DaybookCore
import Vapor

/// Accepting an invitation, for the API and the web page alike: under a limit of wrong codes per
/// account (a right one is not counted), so 80-bit codes cannot be guessed by trying.
enum ShareInvitations {
    static let wrongCodes = ThrottleRule(limit: 10, window: 60 * 60)

    static func accept(_ code: String, req: Request) async throws -> Share {
        let user = try req.currentUser()
        let throttle = Throttle(kind: "invitation", rule: wrongCodes, request: req, what: "wrong invitation codes")
        let attempt = try await throttle.attempt(["user:\(user.id.uuidString)"])
        let share = try await AcceptShareInvitation(req.useCases)(code: code, by: user.person)
        try await throttle.forgive(attempt)
        return share
    }
}
