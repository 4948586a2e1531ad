import DaybookApp
import DaybookCore
import DaybookFormats
import DaybookStore
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
        let feed = try await CycleQueries(req.db, userID: user.id).feed()
        return FeedStatus(active: feed != nil, createdAt: feed?.createdAt, lastFetchedAt: feed?.lastFetchedAt)
    }

    /// A new secret URL; any earlier one stops working.
    @Sendable static func create(req: Request) async throws -> Response {
        let user = try req.currentUser()
        let secret = TokenDigest.newToken()
        let feed = try await CycleQueries(req.db, userID: user.id).replaceFeed(secretHash: TokenDigest.hash(secret))
        return try await NewFeed(url: "\(req.publicBaseURL)/feeds/\(secret).ics", createdAt: feed.createdAt)
            .encodeResponse(status: .created, for: req)
    }

    @Sendable static func revoke(req: Request) async throws -> HTTPStatus {
        let user = try req.currentUser()
        guard try await CycleQueries(req.db, userID: user.id).deleteFeed() else { throw APIError.notFound("The feed") }
        return .noContent
    }

    /// `GET /feeds/{secret}.ics`: the feed itself, as `text/calendar`.
    @Sendable static func feed(req: Request) async throws -> Response {
        let file = req.parameters.get("file") ?? ""
        guard file.hasSuffix(".ics"),
              let feed = try await CycleQueries.feed(secretHash: TokenDigest.hash(String(file.dropLast(4))), on: req.db),
              let user = try await UserQueries(req.db).find(id: feed.userID)
        else { throw APIError.notFound("This feed") }
        let current = CurrentUser(record: user, id: feed.userID, tokenID: nil)
        let fertility = try await FertilityView.load(current.person, on: req.db, now: req.clock.now())
        let context = fertility.cycle
        let now = req.clock.now()
        feed.lastFetchedAt = now
        try await feed.save(on: req.db)
        let preferences = context.preferences
        let domain = "\(feed.userID.uuidString.lowercased()).daybook"
        let reminders = try await ReminderQueries(req.db, userID: feed.userID).list()
            .map { (id: try $0.requireID().uuidString.lowercased(), reminder: try $0.value()) }
        let events = CycleFeed.events(for: fertility.prediction, domain: domain, stamp: now,
                                      periodAlarmMinutes: ReminderFeed.periodAlarmMinutes(for: reminders.map(\.reminder)),
                                      language: preferences.language)
        let calendar = ICalendar(productID: "-//Daybook//Cycle feed//EN",
                                 name: preferences.language == .de ? "Daybook Zyklus" : "Daybook cycle", events: events,
                                 recurringEvents: ReminderFeed.events(for: reminders, domain: domain, stamp: now,
                                                                      firstDay: context.today, timeZone: preferences.timeZone))
        var headers = HTTPHeaders()
        headers.replaceOrAdd(name: .contentType, value: "text/calendar; charset=utf-8")
        headers.replaceOrAdd(name: .cacheControl, value: "private, max-age=900")
        return Response(status: .ok, headers: headers, body: .init(string: calendar.render()))
    }
}
