import Vapor

extension Request {
    /// Gives the session a new id at log-in and sign-up. An id planted in the browser before (session
    /// fixation) is deleted, so it never becomes a logged-in session. The data moves to the new id,
    /// except the CSRF token, which a page rendered before the log-in may have shown to anyone.
    func renewSession() async throws {
        guard hasSession, let old = session.id else { return }
        try await application.sessions.driver.deleteSession(old, for: self).get()
        // Without an id, Vapor's SessionsMiddleware stores the data under a fresh random one.
        session.id = nil
        session.data[CSRF.sessionKey] = nil
    }
}
