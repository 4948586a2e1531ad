import Foundation
import Vapor

/// What a Socket.IO subscription was granted with: the credential is checked again before changes are
/// told (at most once a second), so a revoked token, a renewed secret or an expired JWT ends the
/// subscription as it would end an API call.
struct NightscoutSocketGrant: Sendable {
    static let recheck: TimeInterval = 1

    let token: String
    let handle: String?
    let userID: UUID
    private var checkedAt: Date

    init(token: String, handle: String?, userID: UUID, now: Date) {
        self.token = token
        self.handle = handle
        self.userID = userID
        checkedAt = now
    }

    mutating func holds(_ app: Application) async -> Bool {
        let now = app.daybook.clock.now()
        guard abs(now.timeIntervalSince(checkedAt)) >= Self.recheck else { return true }
        guard await NightscoutSocketAuth.stillValid(token, handle: handle, userID: userID, app: app) else { return false }
        checkedAt = now
        return true
    }
}
