import Vapor

extension Request {
    /// The address clients use to reach this server: `DAYBOOK_PUBLIC_URL`, or the request's Host.
    var publicBaseURL: String {
        if let configured = application.daybook.config.publicURL { return configured }
        let host = headers.first(name: .host) ?? "127.0.0.1"
        let scheme = application.daybook.config.secureCookies ? "https" : "http"
        return "\(scheme)://\(host)"
    }
}
