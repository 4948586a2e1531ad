import Crypto
import DaybookCore
import DaybookStore
import Foundation
import Testing
import Vapor
@testable import DaybookServer

/// A tiny HTTP server on 127.0.0.1 that records webhook POSTs and answers with the statuses it is
/// given (a redirect names `redirect` as its Location).
final class WebhookReceiver: Sendable {
    actor Log {
        var requests: [(body: Data, signature: String?)] = []
        var statuses: [HTTPResponseStatus]

        init(statuses: [HTTPResponseStatus]) { self.statuses = statuses }

        func record(_ body: Data, _ signature: String?) -> HTTPResponseStatus {
            requests.append((body, signature))
            return statuses.isEmpty ? .ok : statuses.removeFirst()
        }
    }

    let app: Application
    let url: String
    let log: Log

    private init(app: Application, url: String, log: Log) {
        self.app = app
        self.url = url
        self.log = log
    }

    static func start(answering statuses: [HTTPResponseStatus], redirect: String? = nil) async throws -> WebhookReceiver {
        let app = try await Application.make(.testing)
        let log = Log(statuses: statuses)
        app.logger.logLevel = .warning
        app.post("hook") { req async -> Response in
            let body = req.body.data.map { Data(buffer: $0) } ?? Data()
            let response = Response(status: await log.record(body, req.headers.first(name: "X-Daybook-Signature")))
            if let redirect { response.headers.replaceOrAdd(name: .location, value: redirect) }
            return response
        }
        try await app.server.start(address: .hostname("127.0.0.1", port: 0))
        guard let port = app.http.server.shared.localAddress?.port else { throw Abort(.internalServerError) }
        return WebhookReceiver(app: app, url: "http://127.0.0.1:\(port)/hook", log: log)
    }

    func stop() async throws {
        await app.server.shutdown()
        try await app.asyncShutdown()
    }
}

@Suite struct WebhookTests {
    @Test func settingsShowTheSecretOnceAndRefuseOtherSchemes() async throws {
        try await TestServer.with { server in
            let (ada, _) = try await server.signUp()
            #expect(try await server.request(.GET, "/api/v1/webhook", token: ada).object()["active"] as? Bool == false)
            let set = try await server.request(.PUT, "/api/v1/webhook", token: ada, json: ["url": "https://example.org/hook"])
            #expect(set.status == .ok)
            let secret = try #require(try set.object()["secret"] as? String)
            #expect(secret.count == 43)
            let status = try await server.request(.GET, "/api/v1/webhook", token: ada)
            #expect(try status.object()["url"] as? String == "https://example.org/hook")
            #expect(!status.bodyText.contains(secret))
            for url in ["ftp://example.org/x", "file:///etc/passwd", "example.org", "javascript:alert(1)"] {
                let bad = try await server.request(.PUT, "/api/v1/webhook", token: ada, json: ["url": url])
                #expect(bad.status == .unprocessableEntity, "\(url)")
                #expect(try bad.apiError().field == "url")
            }
            let short = try await server.request(.PUT, "/api/v1/webhook", token: ada, json: ["url": "https://e.org", "secret": "abc"])
            #expect(try short.apiError().field == "secret")
            #expect(try await server.request(.DELETE, "/api/v1/webhook", token: ada).status == .noContent)
            #expect(try await server.request(.DELETE, "/api/v1/webhook", token: ada).status == .notFound)
        }
    }

    @Test func aFiredReminderIsPostedSignedAndRetriedAfterA500() async throws {
        let receiver = try await WebhookReceiver.start(answering: [.internalServerError, .noContent])
        do {
            try await TestServer.with(clock: TestClock(utc("2026-11-23T06:00:00Z")), configure: Self.allowLoopback) { server in
                let (ada, adaID) = try await server.signUp()
                let (bob, _) = try await server.signUp("bob@example.org", name: "Bob")
                let secret = "a-secret-only-ada-and-her-server-know"
                let set = try await server.request(.PUT, "/api/v1/webhook", token: ada, json: ["url": receiver.url, "secret": secret])
                #expect(set.status == .ok)
                _ = try await server.createReminder(["kind": "water", "time": "08:00"], token: ada)
                // Bob has no webhook: his reminder goes to his inbox only.
                _ = try await server.createReminder(["kind": "water", "time": "08:00"], token: bob)
                #expect(try await server.tick(at: "2026-11-23T07:00:00Z") == 2)

                let worker = server.app.webhookWorker
                #expect(try await worker.sendDue(at: utc("2026-11-23T07:00:00Z")) == 1)
                var requests = await receiver.log.requests
                #expect(requests.count == 1)
                let body = try #require(requests.first?.body)
                let expected = HMAC<SHA256>.authenticationCode(for: body, using: SymmetricKey(data: Data(secret.utf8)))
                #expect(requests.first?.signature == "sha256=" + expected.map { String(format: "%02x", $0) }.joined())
                let payload = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
                #expect(payload["event"] as? String == "notification.created")
                let notification = try #require(payload["notification"] as? [String: Any])
                #expect(notification["title"] as? String == "Time to drink some water")
                #expect(notification["kind"] as? String == "reminder")

                // Failed with 500: the next attempt is 30 s later, not before.
                let user = try #require(UUID(uuidString: adaID))
                var delivery = try #require(try await WebhookQueries(server.app.db, userID: user).deliveries().first)
                #expect(delivery.attempts == 1)
                #expect(delivery.lastError == "HTTP 500")
                #expect(delivery.nextAttemptAt == utc("2026-11-23T07:00:30Z"))
                #expect(try await worker.sendDue(at: utc("2026-11-23T07:00:29Z")) == 0)
                #expect(try await worker.sendDue(at: utc("2026-11-23T07:00:30Z")) == 1)
                requests = await receiver.log.requests
                #expect(requests.count == 2)
                #expect(requests.last?.body == body)
                delivery = try #require(try await WebhookQueries(server.app.db, userID: user).deliveries().first)
                #expect(delivery.attempts == 2)
                #expect(delivery.deliveredAt == utc("2026-11-23T07:00:30Z"))
                #expect(delivery.nextAttemptAt == nil)
                #expect(try await worker.sendDue(at: utc("2026-11-24T07:00:00Z")) == 0)
            }
        } catch {
            try? await receiver.stop()
            throw error
        }
        try await receiver.stop()
    }

    /// The receivers here listen on loopback, which the server refuses unless told otherwise.
    static func allowLoopback(_ config: inout AppConfig) {
        config.webhookAllow = (try? WebhookAllowList(parsing: "127.0.0.1")) ?? .none
    }

    @Test func aDeadReceiverIsTriedEightTimesWithGrowingWaits() async throws {
        try await TestServer.with(clock: TestClock(utc("2026-11-23T06:00:00Z")), configure: Self.allowLoopback) { server in
            let (ada, adaID) = try await server.signUp()
            // Port 9 on loopback: nothing listens, the connection is refused at once.
            _ = try await server.request(.PUT, "/api/v1/webhook", token: ada, json: ["url": "http://127.0.0.1:9/hook"])
            _ = try await server.createReminder(["kind": "water", "time": "08:00"], token: ada)
            #expect(try await server.tick(at: "2026-11-23T07:00:00Z") == 1)
            let user = try #require(UUID(uuidString: adaID))
            var now = utc("2026-11-23T07:00:00Z")
            var waits: [Double] = []
            for _ in 1...8 {
                #expect(try await server.app.webhookWorker.sendDue(at: now) == 1)
                let delivery = try #require(try await WebhookQueries(server.app.db, userID: user).deliveries().first)
                guard let next = delivery.nextAttemptAt else { break }
                waits.append(next.timeIntervalSince(now))
                now = next
            }
            #expect(waits == [30, 120, 600, 1_800, 3_600, 7_200, 14_400])
            let delivery = try #require(try await WebhookQueries(server.app.db, userID: user).deliveries().first)
            #expect(delivery.attempts == 8)
            #expect(delivery.deliveredAt == nil)
            #expect(try await server.app.webhookWorker.sendDue(at: now.addingTimeInterval(86_400)) == 0)
        }
    }
}
