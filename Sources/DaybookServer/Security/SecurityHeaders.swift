import Vapor

/// Headers that keep the browser on our side: only our own scripts, styles and images; no framing
/// (clickjacking); no MIME sniffing; no full URLs (which may hold a feed secret) sent to other sites.
/// What a logged-in person gets (pages, JSON, the export, the settings page with its secrets) is never
/// stored by the browser or a proxy. Served over TLS (secure cookies), browsers are told to stay on it.
struct SecurityHeaders: AsyncMiddleware {
    /// Strict-Transport-Security when the deployment serves over TLS.
    var strictTransport: Bool

    static let contentSecurityPolicy = [
        "default-src 'self'", "script-src 'self'", "style-src 'self'", "img-src 'self' data:", "connect-src 'self'", "worker-src 'self'",
        "object-src 'none'", "base-uri 'none'", "form-action 'self'", "frame-ancestors 'none'",
    ].joined(separator: "; ")

    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        let response = try await next.respond(to: request)
        let headers = [
            ("Content-Security-Policy", Self.contentSecurityPolicy),
            ("X-Content-Type-Options", "nosniff"),
            ("Referrer-Policy", "same-origin"),
            ("X-Frame-Options", "DENY"),
        ]
        for (name, value) in headers where !response.headers.contains(name: name) {
            response.headers.replaceOrAdd(name: name, value: value)
        }
        if strictTransport {
            response.headers.replaceOrAdd(name: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains")
        }
        if request.auth.has(CurrentUser.self) {
            response.headers.replaceOrAdd(name: .cacheControl, value: "no-store")
        }
        return response
    }
}
