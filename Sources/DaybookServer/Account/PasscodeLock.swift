import DaybookApp
import DaybookCore
import Vapor

/// The passcode lock of a web session: after the person's idle minutes
/// without a request, the session is locked until the passcode is typed; five wrong tries end it.
/// Token requests (apps, scripts) are not affected: a lock is about a screen left open.
struct PasscodeLock: AsyncMiddleware {
    static let lastSeenKey = "passcode.lastSeen"
    static let lockedKey = "passcode.locked"

    /// For pages: a locked session goes to the lock screen. For the API: 423 Locked.
    var isPage: Bool

    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        guard let user = request.auth.get(CurrentUser.self), user.tokenID == nil, request.hasSession else {
            return try await next.respond(to: request)
        }
        guard let passcode = try await PasscodeLockSetting.of(user.person, request.useCases) else {
            request.storage[KeepsPagesKey.self] = true
            return try await next.respond(to: request)
        }
        // Pages a lock hides are not kept on the phone either (the service worker reads this off the page).
        request.storage[KeepsPagesKey.self] = false
        let now = request.clock.now().timeIntervalSince1970
        let lastSeen = request.session.data[Self.lastSeenKey].flatMap(Double.init) ?? now
        if request.session.data[Self.lockedKey] == "1"
            || PasscodeRules.isIdle(lastSeen: lastSeen, now: now, idleMinutes: passcode.idleMinutes) {
            request.session.data[Self.lockedKey] = "1"
            if isPage { return request.redirect(to: "/lock") }
            throw APIError(status: .init(statusCode: 423, reasonPhrase: "Locked"), code: "locked",
                           message: ProblemKind.apiSessionLocked.english, problem: Problem(.apiSessionLocked))
        }
        request.storage[IdleMinutesKey.self] = passcode.idleMinutes
        // The event stream stays open for hours; it is no sign of someone at the screen.
        if !request.url.path.hasSuffix("/events") { request.session.data[Self.lastSeenKey] = String(now) }
        return try await next.respond(to: request)
    }
}

/// Whether the phone may keep this person's pages to show offline: not with a passcode, which a kept page
/// would get around. Set on pages behind the lock; unknown (nil) elsewhere.
struct KeepsPagesKey: StorageKey {
    typealias Value = Bool
}

/// The idle minutes of the session's passcode, for the page's own idle timer (`app.js`).
struct IdleMinutesKey: StorageKey {
    typealias Value = Int
}

extension PasscodeLock {
    /// How often an open event stream looks whether its session has locked meanwhile.
    static let streamCheck: Duration = .seconds(2)

    /// Returns once the web session behind a long-lived request (the event stream) is locked: marked
    /// so by another request, or idle past the passcode's minutes. The stream then ends, so nothing
    /// reaches a screen that the lock hides.
    static func waitUntilLocked(_ request: Request, idleMinutes: Int) async throws {
        guard let sessionID = request.session.id else { return }
        while !Task.isCancelled {
            try await Task.sleep(for: streamCheck)
            let data = try await request.application.sessions.driver.readSession(sessionID, for: request).get()
            guard let data else { return } // the session ended: so does the stream
            let now = request.clock.now().timeIntervalSince1970
            let lastSeen = data[lastSeenKey].flatMap(Double.init) ?? now
            if data[lockedKey] == "1" || PasscodeRules.isIdle(lastSeen: lastSeen, now: now, idleMinutes: idleMinutes) { return }
        }
    }
}
