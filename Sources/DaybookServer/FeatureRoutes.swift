import Vapor

/// The route groups a feature registers on: the API with and without a log-in, and the web pages
/// with and without a session. Built once, so every feature gets the same authentication,
/// CSRF protection and passcode lock.
struct FeatureRoutes {
    let app: Application
    /// `/api/v1` without a log-in: sign-up and log-in.
    let openAPI: any RoutesBuilder
    /// `/api/v1` for a logged-in user: a bearer token, or the web session. Its writes take an
    /// `Idempotency-Key`.
    let api: any RoutesBuilder
    /// Pages without a session: log-in and sign-up. Every form carries a CSRF token.
    let openPages: any RoutesBuilder
    /// Pages with a session, before the passcode lock: the lock page itself.
    let sessionPages: any RoutesBuilder
    /// Pages with a session, behind the passcode lock: everything else. Its form posts take an
    /// `Idempotency-Key` (the web app's offline queue sends them again after a reconnect). A follower whose
    /// share ended reads so on any of them opened with `?owner=`.
    let pages: any RoutesBuilder

    var limits: BodyLimits { app.daybook.config.bodyLimits }

    init(_ app: Application) {
        self.app = app
        openAPI = app.grouped("api", "v1")
        // Who is asking is known from the head alone (`RouteGate`): a stranger's body is never read.
        api = IdempotentRoutes(inner: openAPI.gated(BearerTokenAuthenticator(), UserSessionAuthenticator(), RequireUser())
            .grouped(SessionWriteGuard(), PasscodeLock(isPage: false), IdempotencyKeyMiddleware()))
        let visitors = app.gated(UserSessionAuthenticator())
        openPages = visitors.gated(FormTokenBeforeBody()).grouped(CSRFMiddleware())
        sessionPages = visitors.gated(RequireSession(), FormTokenBeforeBody()).grouped(CSRFMiddleware())
        pages = IdempotentRoutes(inner: sessionPages.grouped(PasscodeLock(isPage: true), IdempotencyKeyMiddleware(), SharingEndedPages()))
    }
}

/// 401 unless an authenticator found the user; a grantee's write is 403, and another owner's
/// data asked of a route that shares nothing is 404.
struct RequireUser: AsyncMiddleware {
    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        _ = try request.currentUser()
        try request.refuseWriteForAnotherOwner()
        let response = try await next.respond(to: request)
        try request.refuseUnreadOwnerQuery()
        return response
    }
}

/// Pages need a session: without one, the log-in page.
struct RequireSession: AsyncMiddleware {
    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        guard request.auth.has(CurrentUser.self) else { return request.redirect(to: "/login") }
        return try await next.respond(to: request)
    }
}
