import DaybookApp
import DaybookCore
import Foundation
import Vapor

/// The subscribable iCalendar feed of predicted periods and fertile windows, behind a secret,
/// revocable URL (calendar apps cannot send a bearer token).
enum CalendarFeedAPI {
    struct FeedStatus: Content {
        var active: Bool
        var createdAt: Date?
        var lastFetchedAt: Date?
    }

    struct NewFeed: Content {
        /// Shown once: only its hash is stored.
        var url: String
        var createdAt: Date?
    }

    @Sendable static func status(req: Request) async throws -> FeedStatus {
        let user = try req.currentUser()
        let feed = try await CalendarFeedStatus.load(of: user.person, req.useCases)
        return FeedStatus(active: feed != nil, createdAt: feed?.createdAt, lastFetchedAt: feed?.lastFetchedAt)
    }

    /// A new secret URL; any earlier one stops working.
    @Sendable static func create(req: Request) async throws -> Response {
        let user = try req.currentUser()
        let secret = TokenDigest.newToken()
        let feed = try await StartCalendarFeed(req.useCases)(secretDigest: TokenDigest.hash(secret), for: user.person)
        return try await NewFeed(url: "\(req.publicBaseURL)/feeds/\(secret).ics", createdAt: feed.createdAt)
            .encodeResponse(status: .created, for: req)
    }

    @Sendable static func revoke(req: Request) async throws -> HTTPStatus {
        try await StopCalendarFeed(req.useCases)(for: try req.currentUser().person)
        return .noContent
    }

    /// `GET /feeds/{secret}.ics`: the feed itself, as `text/calendar`.
    @Sendable static func feed(req: Request) async throws -> Response {
        let file = req.parameters.get("file") ?? ""
        guard file.hasSuffix(".ics"),
              let feed = try await CalendarFeedView.load(secretDigest: TokenDigest.hash(String(file.dropLast(4))), req.useCases)
        else { throw APIError.notFound("This feed") }
        try await NoteCalendarFeedFetch(req.useCases)(feed)
        var headers = HTTPHeaders()
        headers.replaceOrAdd(name: .contentType, value: "text/calendar; charset=utf-8")
        headers.replaceOrAdd(name: .cacheControl, value: "private, max-age=900")
        return Response(status: .ok, headers: headers, body: .init(string: feed.calendar.render()))
    }
}
