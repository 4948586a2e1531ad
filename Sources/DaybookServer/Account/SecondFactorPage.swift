import DaybookCore
import DaybookApp
import Vapor

/// The web log-in's second step. After the password the session holds only who passed it, for five
/// minutes; the code (or a recovery code) completes the log-in under yet another session id.
enum SecondFactorPage {
    static let pendingKey = "secondFactor.user"
    static let sinceKey = "secondFactor.since"
    static let lifetime: TimeInterval = 5 * 60

    struct View: Encodable {
        var error: String?
    }

    /// After the password: remember who passed it and ask for the code.
    static func begin(for user: Account, req: Request) async throws -> Response {
        try await req.renewSession()
        req.session.data[pendingKey] = user.id.uuidString
        req.session.data[sinceKey] = String(req.clock.now().timeIntervalSince1970)
        return req.redirect(to: "/login/code")
    }

    @Sendable static func show(req: Request) async throws -> Response {
        guard try await pendingUser(req) != nil else { return req.redirect(to: "/login") }
        return try await req.render("login-code", tab: "", View())
    }

    @Sendable static func submit(req: Request) async throws -> Response {
        guard let user = try await pendingUser(req) else { return req.redirect(to: "/login") }
        let code = (try? req.content.get(String.self, at: "code")) ?? ""
        do {
            try await SecondFactor.check(code, for: user, on: req)
        } catch let error as APIError {
            return try await req.render("login-code", tab: "", View(error: error.message(in: req.errorWords)), status: error.status).adding(error.headers)
        }
        req.session.data[pendingKey] = nil
        req.session.data[sinceKey] = nil
        req.auth.login(CurrentUser(account: user, tokenID: nil))
        try await req.renewSession()
        req.session.data[PasscodeLock.lastSeenKey] = String(req.clock.now().timeIntervalSince1970)
        return req.redirect(to: "/")
    }

    private static func pendingUser(_ req: Request) async throws -> Account? {
        guard req.hasStoredSession, let id = req.session.data[pendingKey].flatMap(UUID.init(uuidString:)),
              let since = req.session.data[sinceKey].flatMap(Double.init),
              req.clock.now().timeIntervalSince1970 - since < lifetime
        else { return nil }
        return try await Accounts(req.useCases).find(id: id)
    }
}
