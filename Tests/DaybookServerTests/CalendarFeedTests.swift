import Crypto
import DaybookApp
import DaybookStore
import Foundation
import Testing
import Vapor

/// The calendar feed is started, stopped and its fetches noted through the application layer's use
/// cases; the feed answers as it did when the server wrote these itself.
@Suite struct CalendarFeedTests {
    let clock = TestClock(Date(timeIntervalSince1970: 1_775_822_400)) // 2026-04-10T12:00:00Z

    /// What the use cases emitted.
    final class RecordedChanges: ChangeSink, @unchecked Sendable {
        private let lock = NSLock()
        private var recorded: [Change] = []

        var changes: [Change] { lock.withLock { recorded } }

        func emit(_ changes: [Change], to userID: UUID) async {
            lock.withLock { recorded += changes }
        }
    }

    /// The digest the feed is found by: SHA-256 of the secret in the URL, in hex.
    static func digest(_ secret: String) -> String {
        SHA256.hash(data: Data(secret.utf8)).map { String(format: "%02x", $0) }.joined()
    }

    static func person(_ server: TestServer, id: String) async throws -> Person {
        let userID = try #require(UUID(uuidString: id))
        let user = try #require(try await UserQueries(server.app.db).find(id: userID))
        return Person(id: try user.requireID(), preferences: user.preferences)
    }

    static func revision(_ server: TestServer, of person: Person) async throws -> Int? {
        try await UserQueries(server.app.db).find(id: person.id)?.revision
    }

    @Test func startFetchAndStopGoThroughTheUseCases() async throws {
        try await TestServer.with(clock: clock) { server in
            let (token, id) = try await server.signUp(timeZone: "UTC")
            let ada = try await Self.person(server, id: id)
            let recorded = RecordedChanges()
            let context = server.app.journalDatabase.context(now: server.app.useCases.now, changes: recorded)

            // Started with the SHA-256 of a secret, the feed opens at that secret's URL: URLs handed
            // out before keep working.
            let started = try await StartCalendarFeed(context)(secretDigest: Self.digest("an-old-secret"), for: ada)
            #expect(started.createdAt != nil && started.lastFetchedAt == nil)
            let before = try await Self.revision(server, of: ada)
            let fetched = try await server.request(.GET, "/feeds/an-old-secret.ics")
            #expect(fetched.status == .ok)
            #expect(fetched.headers.first(name: .contentType) == "text/calendar; charset=utf-8")
            #expect(fetched.headers.first(name: .cacheControl) == "private, max-age=900")

            // The server renders the read model's calendar and notes the fetch as bookkeeping: the
            // account's revision (and every answer kept at it) stays.
            let view = try #require(try await CalendarFeedView.load(secretDigest: Self.digest("an-old-secret"), context))
            #expect(fetched.bodyText == view.calendar.render())
            let status = try #require(try await CalendarFeedStatus.load(of: ada, context))
            #expect(status.lastFetchedAt.map { abs($0.timeIntervalSince(clock.now)) < 1 } == true)
            #expect(try await Self.revision(server, of: ada) == before)
            let api = try await server.request(.GET, "/api/v1/cycle/feed", token: token).object()
            #expect(api["active"] as? Bool == true && api["createdAt"] is String && api["lastFetchedAt"] is String)

            // A new secret replaces the old one; a fetch of the old feed noted late leaves the new one alone.
            let replaced = try await StartCalendarFeed(context)(secretDigest: Self.digest("a-new-secret"), for: ada)
            #expect(replaced.lastFetchedAt == nil)
            #expect(try await CalendarFeedView.load(secretDigest: Self.digest("an-old-secret"), context) == nil)
            #expect(try await server.request(.GET, "/feeds/an-old-secret.ics").status == .notFound)
            try await NoteCalendarFeedFetch(context)(view)
            #expect(try await CalendarFeedStatus.load(of: ada, context)?.lastFetchedAt == nil)

            // Stopped, it is gone; stopping again finds nothing, through the API too.
            try await StopCalendarFeed(context)(for: ada)
            #expect(try await CalendarFeedStatus.load(of: ada, context) == nil)
            #expect(try await server.request(.GET, "/feeds/a-new-secret.ics").status == .notFound)
            await #expect(throws: UseCaseError.notFound("The feed")) { try await StopCalendarFeed(context)(for: ada) }
            let again = try await server.request(.DELETE, "/api/v1/cycle/feed", token: token)
            #expect(again.status == .notFound)
            #expect(try again.apiError().message == "The feed does not exist.")

            // The feed is a credential, not data: nothing was emitted.
            #expect(recorded.changes.isEmpty)
        }
    }
}
