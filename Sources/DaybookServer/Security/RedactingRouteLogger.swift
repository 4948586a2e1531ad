import Vapor

/// Logs each request's method and path, as Vapor's route logger does, with the secrets some paths
/// carry left out: the calendar feed's file name is its secret. The query (where Nightscout clients may
/// put theirs, `?token=`) is never logged. Logs are read by more people than the journal's owner.
struct RedactingRouteLogger: AsyncMiddleware {
    let logLevel: Logger.Level

    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        request.logger.log(level: logLevel, "\(request.method) \(Self.redacted(request.url.path))")
        return try await next.respond(to: request)
    }

    /// The path with secrets replaced: `/feeds/<secret>.ics` → `/feeds/[secret].ics`.
    static func redacted(_ path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[1] == "feeds" else { return path }
        let name = parts[2]
        let suffix = name.contains(".") ? "." + (name.split(separator: ".").last ?? "") : ""
        return "/feeds/[secret]\(suffix)"
    }
}
