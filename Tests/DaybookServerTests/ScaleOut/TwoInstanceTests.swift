import DaybookBootstrap
@testable import DaybookApp
import DaybookCore
import DaybookStore
import FluentKit
import Foundation
import SQLKit
import Testing
import Vapor
@testable import DaybookServer

/// Two Daybook instances on one PostgreSQL: what one does, the other sees, and what
/// must happen once happens once with both running.
@Suite struct TwoInstanceTests {
    static let onPostgres = ProcessInfo.processInfo.environment["DAYBOOK_DATABASE_URL"]?.hasPrefix("postgres") == true

    @Test(.enabled(if: onPostgres, "needs DAYBOOK_DATABASE_URL=postgres://…"))
    func aSessionAndATokenFromOneInstanceWorkOnTheOther() async throws {
        try await TestServer.twoInstances(services: []) { a, b in
            let (token, id) = try await a.signUp()
            let me = try await b.request(.GET, "/api/v1/me", token: token)
            #expect(me.status == .ok)
            #expect(try me.object()["id"] as? String == id)

            let browser = WebClient(a)
            let login = try await browser.submit("/login", to: "/login", ["email": "ada@example.org", "password": "correct horse battery"])
            #expect(login.status == .seeOther)
            let cookie: HTTPHeaders = ["Cookie": try #require(browser.cookie)]
            let home = try await b.request(.GET, "/", headers: cookie)
            #expect(home.status == .ok)
            #expect(home.bodyText.contains("Hello, Ada"))
            #expect(try await b.request(.GET, "/api/v1/me", headers: cookie).status == .ok)

            // Logging out on B ends the token on A too.
            #expect(try await b.request(.DELETE, "/api/v1/tokens/current", token: token).status == .noContent)
            #expect(try await a.request(.GET, "/api/v1/me", token: token).status == .unauthorized)
        }
    }

    /// A write through A reaches B's stream within a second, once; the next event each stream
    /// sees is the next write's (made through B), so nothing came twice.
    @Test(.enabled(if: onPostgres, "needs DAYBOOK_DATABASE_URL=postgres://…"))
    func aWriteOnOneInstanceReachesTheStreamsOfBoth() async throws {
        try await TestServer.twoInstances(services: [.liveEventRelay]) { a, b in
            let (ada, _) = try await a.signUp("ada@example.org")
            let (bob, _) = try await a.signUp("bob@example.org", name: "Bob")
            let onB = try await EventStreamClient.open(b.baseURL, token: ada)
            let onA = try await EventStreamClient.open(a.baseURL, token: ada)
            let bobOnB = try await EventStreamClient.open(b.baseURL, token: bob)
            defer { onA.close(); onB.close(); bobOnB.close() }

            let glucose = try await a.request(.POST, "/api/v1/glucose", token: ada, json: ["value": 120, "time": "2026-03-10T08:00:00Z"]).object()
            for stream in [onB, onA] {
                let event = try #require(await stream.next(within: .seconds(1)), "no event within a second")
                #expect(event.kind == "glucose")
                #expect(event.change == "created")
                #expect(event.id == glucose["id"] as? String)
                #expect(event.json["date"] as? String == "2026-03-10")
            }
            let stress = try await b.request(.POST, "/api/v1/stress", token: ada, json: ["level": 4]).object()
            for stream in [onA, onB] {
                let event = try #require(await stream.next(within: .seconds(1)), "no event within a second")
                #expect(event.kind == "stress")
                #expect(event.id == stress["id"] as? String)
            }
            // Bob's stream on B: his own write is the first thing it sees, so Ada's never reached it.
            let bobs = try await a.request(.POST, "/api/v1/stress", token: bob, json: ["level": 2]).object()
            #expect(await bobOnB.next(within: .seconds(1))?.id == bobs["id"] as? String)
        }
    }

    /// PostgreSQL ends B's listening connection: B reconnects, and A's writes reach B again.
    @Test(.enabled(if: onPostgres, "needs DAYBOOK_DATABASE_URL=postgres://…"))
    func theListeningConnectionReconnectsWhenItDrops() async throws {
        try await TestServer.twoInstances(services: [.liveEventRelay]) { a, b in
            let (ada, _) = try await a.signUp()
            let onB = try await EventStreamClient.open(b.baseURL, token: ada)
            defer { onB.close() }
            let relay = try #require(b.app.liveEvents.relay as? ChangeRelay)
            let listener = relay.listening
            #expect(await listener.connectionsEstablished == 1)

            let sql = try #require(a.app.db as? any SQLDatabase)
            struct Row: Decodable { var terminated: Bool }
            let rows = try await sql.raw("""
                SELECT pg_terminate_backend(pid) AS terminated FROM pg_stat_activity
                WHERE query = \(bind: "LISTEN \"\(relay.channel.name)\";")
                """).all(decoding: Row.self)
            // B's and A's listeners: each instance listens from its start.
            #expect(rows.map(\.terminated) == [true, true])
            #expect(await listener.waitUntilEstablished(2, within: .seconds(10)), "no new LISTEN")

            let created = try await a.request(.POST, "/api/v1/stress", token: ada, json: ["level": 5]).object()
            #expect(await onB.next(within: .seconds(1))?.id == created["id"] as? String)
        }
    }

    /// 200 reminders fall due with both instances' schedulers running: 200 notifications, each
    /// reminder once, all told on a stream of B.
    @Test(.enabled(if: onPostgres, "needs DAYBOOK_DATABASE_URL=postgres://…"))
    func remindersFireOnceWithBothSchedulersRunning() async throws {
        let clock = TestClock(utc("2026-11-23T06:00:00Z"))
        try await TestServer.twoInstances(clock: clock, services: [.liveEventRelay]) { a, b in
            let (token, userID) = try await a.signUp()
            let user = try #require(UUID(uuidString: userID))
            let due = utc("2026-11-23T07:00:00Z")
            try await a.app.db.transaction { tx in
                for index in 0..<200 {
                    let reminder = try Reminder(kind: .custom, time: TimeOfDay(parsing: "08:00"), text: "Reminder \(index)")
                    _ = try await ReminderQueries(tx, userID: user).create(reminder, nextFireAt: due, at: clock.now)
                }
            }
            let stream = try await EventStreamClient.open(b.baseURL, token: token)
            defer { stream.close() }
            await a.app.reminderScheduler.start()
            await b.app.reminderScheduler.start()
            clock.advance(by: 3600)

            var told = 0
            // A deadline per event, not a pause: on a loaded machine the first one may take a while.
            while told < 200, await stream.next(within: 60, where: { $0.kind == "notifications" }) != nil {
                told += 1
            }
            #expect(told == 200)
            await a.app.reminderScheduler.stop()
            await b.app.reminderScheduler.stop()

            let links = try await NotificationRecord.query(on: a.app.db).filter(\.$kind == "reminder").all().compactMap(\.link)
            #expect(links.count == 200)
            #expect(Set(links).count == 200, "a reminder fired twice")
            #expect(try await ReminderRecord.query(on: a.app.db).filter(\.$lastFiredAt != nil).count() == 200)
        }
    }

    /// A run started on A, both timeline schedulers sweeping. After two notifications the instance
    /// driving the run dies (its lease is left to run out); the other takes the run over once the
    /// lease has expired and delivers the rest: each notification is written exactly once.
    @Test(.enabled(if: onPostgres, "needs DAYBOOK_DATABASE_URL=postgres://…"))
    func aRunsNotificationsAreWrittenOnceAndSurviveItsInstanceDying() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_780_000_000))
        try await TestServer.twoInstances(clock: clock, services: [.liveEventRelay]) { a, b in
            let (token, _) = try await a.signUp()
            let stream = try await EventStreamClient.open(b.baseURL, token: token)
            defer { stream.close() }
            await a.app.timelineScheduler.startSweeping()
            await b.app.timelineScheduler.startSweeping()
            let id = try #require(try await a.startRun("cosmic-calendar", totalTime: 10, token: token, language: "de")["id"] as? String)
            let runID = try #require(UUID(uuidString: id))

            // 7.5 s of run time: [0, 3] and [4, 5, 8] are due.
            clock.advance(by: 4 + 7.5)
            for _ in 0..<2 {
                #expect(await stream.next(within: 10) { $0.kind == "notifications" } != nil)
            }
            let owner = try #require(try await TimelineRunRecord.find(runID, on: a.app.db)?.leaseOwner)
            let (driver, survivor) = owner == a.app.timelineScheduler.instance
                ? (a.app.timelineScheduler, b.app.timelineScheduler) : (b.app.timelineScheduler, a.app.timelineScheduler)
            #expect(owner == driver.instance)
            await driver.stopAll(releasingLeases: false)

            // The run's time is over and the lease has run out: the survivor takes the run, delivers
            // the two notifications left and removes the run.
            clock.advance(by: TimelineScheduler.lease + 1)
            #expect(await stream.next(within: 10) { $0.kind == "timeline" && $0.change == "deleted" }?.id == id)
            #expect(await survivor.runningCount == 0)
            let inbox = try await a.request(.GET, "/api/v1/notifications", token: token).array()
            #expect(inbox.compactMap { ($0["data"] as? [String: Any])?["eventIndexes"] as? [Int] }
                    == [[13, 14, 17, 18, 21, 22, 24, 26, 27], [9, 10, 11], [4, 5, 8], [0, 3]])
            #expect(try await TimelineRunRecord.find(runID, on: a.app.db) == nil)
        }
    }

    /// Two drivers of one run at once (a lease taken over while its old holder still ran): the
    /// count of delivered notifications lets only one store them.
    @Test(.enabled(if: onPostgres, "needs DAYBOOK_DATABASE_URL=postgres://…"))
    func twoDriversOfOneRunStoreItsNotificationsOnce() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_780_000_000))
        try await TestServer.twoInstances(clock: clock, services: []) { a, b in
            let (token, userID) = try await a.signUp()
            let id = try #require(try await a.startRun("cosmic-calendar", totalTime: 10, token: token)["id"] as? String)
            let runID = try #require(UUID(uuidString: id))
            let user = try #require(UUID(uuidString: userID))
            // Both instances' counts start from 0; only one may move it to 2.
            let moved = try await withThrowingTaskGroup(of: Bool.self) { group in
                for app in [a.app, b.app] {
                    group.addTask {
                        try await app.db.transaction { tx in
                            try await TimelineRunQueries(tx, userID: user).markNotificationsSent(runID, from: 0, to: 2)
                        }
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(moved.sorted { !$0 && $1 } == [false, true])
            #expect(try await TimelineRunRecord.find(runID, on: a.app.db)?.notificationsSent == 2)
        }
    }

    /// What `daybook import` does on PostgreSQL: a process with no server and no services writes, emits
    /// and shuts down at once. A serving instance still sees every change it emitted, in order: the
    /// relay sends what is queued before the database pools close.
    @Test(.enabled(if: onPostgres, "needs DAYBOOK_DATABASE_URL=postgres://…"))
    func aCommandThatStopsRightAfterABurstStillSendsAllOfIt() async throws {
        let shared = SharedDatabase()
        try await TestServer.with(database: shared.adjust, services: [.liveEventRelay]) { server in
            let (ada, id) = try await server.signUp()
            let userID = try #require(UUID(uuidString: id))
            let stream = try await EventStreamClient.open(server.baseURL, token: ada)
            defer { stream.close() }

            let command = try await Application.make(.testing)
            var config = AppConfig()
            config.bcryptCost = 4
            var database = try DatabaseSettings.forTests()
            shared.adjust(&database)
            try await Composition.configure(command, config: config, database: database)
            try await command.setUpDatabase()
            let burst = 250
            for index in 0..<burst {
                await command.changeSink.emit(Change(.updated, .timeline, id: userID, index: index), to: userID)
            }
            try await command.asyncShutdown()

            for index in 0..<burst {
                let event = try #require(await stream.next(within: .seconds(5)), "event \(index) of \(burst) never arrived")
                #expect(event.json["index"] as? Int == index)
            }
        }
    }
}
