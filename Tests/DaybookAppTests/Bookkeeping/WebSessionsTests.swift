@testable import DaybookApp
import DaybookStore
import Foundation
import Testing

/// A web session's values and expiry, as the server's session driver keeps them.
@Suite struct WebSessionsTests {
    let lifetime: TimeInterval = 30 * 24 * 60 * 60

    @Test func aPageViewThatChangesNothingWritesNothingUntilAMinuteHasPassed() async throws {
        try await TestApp.with { app in
            let sessions = WebSessions(app.context)
            try await sessions.create(digest: "d1", values: #"{"a":"1"}"#, expiresAt: app.clock.now.addingTimeInterval(lifetime))
            let created = try #require(try await WebSessionQueries(app.db).find(digest: "d1", at: app.clock.now))

            app.clock.advance(by: 30)
            try await sessions.update(digest: "d1", values: #"{"a":"1"}"#, expiresAt: app.clock.now.addingTimeInterval(lifetime))
            let viewed = try #require(try await WebSessionQueries(app.db).find(digest: "d1", at: app.clock.now))
            #expect(viewed.expiresAt == created.expiresAt)

            app.clock.advance(by: 31)
            try await sessions.update(digest: "d1", values: #"{"a":"1"}"#, expiresAt: app.clock.now.addingTimeInterval(lifetime))
            let later = try #require(try await WebSessionQueries(app.db).find(digest: "d1", at: app.clock.now))
            #expect(later.expiresAt.timeIntervalSince(created.expiresAt) > 60)
        }
    }

    @Test func changedValuesAreWrittenAtOnce() async throws {
        try await TestApp.with { app in
            let sessions = WebSessions(app.context)
            try await sessions.create(digest: "d2", values: #"{"a":"1"}"#, expiresAt: app.clock.now.addingTimeInterval(lifetime))
            try await sessions.update(digest: "d2", values: #"{"a":"2"}"#, expiresAt: app.clock.now.addingTimeInterval(lifetime))
            #expect(try await sessions.values(digest: "d2") == #"{"a":"2"}"#)
        }
    }

    @Test func aSessionEndedMeanwhileStaysEnded() async throws {
        try await TestApp.with { app in
            let sessions = WebSessions(app.context)
            try await sessions.create(digest: "d3", values: #"{"a":"1"}"#, expiresAt: app.clock.now.addingTimeInterval(lifetime))
            try await sessions.delete(digest: "d3")
            try await sessions.update(digest: "d3", values: #"{"a":"2"}"#, expiresAt: app.clock.now.addingTimeInterval(lifetime))
            #expect(try await sessions.values(digest: "d3") == nil)
        }
    }
}
