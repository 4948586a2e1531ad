import DaybookCore
import DaybookStore
import Foundation
import Testing
import Vapor
@testable import DaybookServer

/// A webhook is a request the server makes on a person's behalf: it goes only to public addresses
/// (unless `DAYBOOK_WEBHOOK_ALLOW` lists the place), judged by what the name resolves to when it is
/// sent, and a redirect does not carry the signed body anywhere else.
@Suite struct WebhookDestinationTests {
    @Test func aWebhookOnThisMachineIsRefusedWhenSetAndNothingIsSent() async throws {
        let receiver = try await WebhookReceiver.start(answering: [])
        do {
            try await TestServer.with { server in
                let (ada, _) = try await server.signUp()
                for url in [receiver.url, "http://localhost:9/hook", "http://169.254.169.254/latest/meta-data/", "http://[::1]:9/"] {
                    let refused = try await server.request(.PUT, "/api/v1/webhook", token: ada, json: ["url": url])
                    #expect(refused.status == .unprocessableEntity, "\(url)")
                    #expect(try refused.apiError().field == "url")
                    #expect(try refused.apiError().message?.contains("DAYBOOK_WEBHOOK_ALLOW") == true, "\(url)")
                }
                #expect(try await server.request(.GET, "/api/v1/webhook", token: ada).object()["active"] as? Bool == false)
            }
        } catch {
            try? await receiver.stop()
            throw error
        }
        #expect(await receiver.log.requests.isEmpty)
        try await receiver.stop()
    }

    /// `127.1` is no address as written, but resolvers read it as 127.0.0.1: the delivery is judged
    /// after resolution, refused once and for all, and the reason shows in the webhook's status.
    @Test func aNameThatResolvesToThisMachineIsRefusedWhenSent() async throws {
        let receiver = try await WebhookReceiver.start(answering: [])
        do {
            try await TestServer.with(clock: TestClock(utc("2026-11-23T06:00:00Z"))) { server in
                let (ada, adaID) = try await server.signUp()
                let disguised = receiver.url.replacingOccurrences(of: "127.0.0.1", with: "127.1")
                let set = try await server.request(.PUT, "/api/v1/webhook", token: ada, json: ["url": disguised])
                #expect(set.status == .ok, "\(set.bodyText)")
                _ = try await server.createReminder(["kind": "water", "time": "08:00"], token: ada)
                #expect(try await server.tick(at: "2026-11-23T07:00:00Z") == 1)
                #expect(try await server.app.webhookWorker.sendDue(at: utc("2026-11-23T07:00:00Z")) == 1)

                let user = try #require(UUID(uuidString: adaID))
                let delivery = try #require(try await WebhookQueries(server.app.db, userID: user).deliveries().first)
                #expect(delivery.lastError?.contains("loopback") == true, "\(delivery.lastError ?? "")")
                #expect(delivery.nextAttemptAt == nil)
                #expect(delivery.deliveredAt == nil)
                let status = try await server.request(.GET, "/api/v1/webhook", token: ada).object()
                #expect((status["lastError"] as? String)?.contains("127.0.0.1") == true)
                #expect(status["pendingDeliveries"] as? Int == 0)
            }
        } catch {
            try? await receiver.stop()
            throw error
        }
        #expect(await receiver.log.requests.isEmpty)
        try await receiver.stop()
    }

    @Test func aRedirectIsAFailedAttemptAndIsNotFollowed() async throws {
        let elsewhere = try await WebhookReceiver.start(answering: [])
        let receiver = try await WebhookReceiver.start(answering: [.temporaryRedirect], redirect: elsewhere.url)
        do {
            try await TestServer.with(clock: TestClock(utc("2026-11-23T06:00:00Z")), configure: WebhookTests.allowLoopback) { server in
                let (ada, adaID) = try await server.signUp()
                #expect(try await server.request(.PUT, "/api/v1/webhook", token: ada, json: ["url": receiver.url]).status == .ok)
                _ = try await server.createReminder(["kind": "water", "time": "08:00"], token: ada)
                #expect(try await server.tick(at: "2026-11-23T07:00:00Z") == 1)
                #expect(try await server.app.webhookWorker.sendDue(at: utc("2026-11-23T07:00:00Z")) == 1)
                let user = try #require(UUID(uuidString: adaID))
                let delivery = try #require(try await WebhookQueries(server.app.db, userID: user).deliveries().first)
                #expect(delivery.lastError == "HTTP 307")
                #expect(delivery.nextAttemptAt != nil)
            }
        } catch {
            try? await receiver.stop()
            try? await elsewhere.stop()
            throw error
        }
        #expect(await receiver.log.requests.count == 1)
        #expect(await elsewhere.log.requests.isEmpty)
        try await receiver.stop()
        try await elsewhere.stop()
    }
}
