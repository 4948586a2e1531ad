import DaybookStore
import FluentKit
import Foundation
import AsyncHTTPClient
import DaybookCore
import Vapor

/// Sends the webhook outbox: each delivery is POSTed with its signature and a 5 s timeout, and
/// retried with exponential backoff until a 2xx or `maximumAttempts`. It runs on its own task and
/// only reads the outbox, so a slow or dead receiver never holds up the reminder scheduler.
///
/// A delivery is leased before it is sent (its next attempt moved `lease` ahead, in a short
/// transaction with `SKIP LOCKED`), so two instances do not send it at once and a crash mid-send
/// retries it: delivery is at least once; receivers can drop repeats by the notification id.
actor WebhookWorker {
    struct Outgoing: Sendable {
        var url: String
        var body: Data
        var signature: String
    }

    struct Environment: Sendable {
        var database: @Sendable () -> (any Database)?
        var clock: AppClock
        var logger: Logger
        /// POSTs and returns the HTTP status; throws on a network error or timeout.
        var send: @Sendable (Outgoing) async throws -> UInt
    }

    static let timeout: Double = 5
    static let maximumAttempts = 8
    /// Waits after the 1st, 2nd, … failed attempt: 30 s, 2 min, 10 min, 30 min, 1 h, 2 h, 4 h.
    static let backoff: [Double] = [30, 120, 600, 1_800, 3_600, 7_200, 14_400]
    static let lease: Double = 60

    nonisolated let environment: Environment
    private var loop: DueWorkLoop?

    init(_ environment: Environment) {
        self.environment = environment
    }

    func start() async {
        if loop == nil {
            let environment = environment
            loop = DueWorkLoop(.init(
                clock: environment.clock, logger: environment.logger,
                earliest: {
                    guard let db = environment.database() else { return nil }
                    return .some(try await WebhookQueries.earliestAttempt(on: db))
                },
                work: { [self] now in _ = try await self.sendDue(at: now) }))
        }
        await loop?.start()
    }

    func stop() async {
        await loop?.stop()
        loop = nil
    }

    /// Something changed on this instance: look up the earliest due time again.
    func poke() async {
        await loop?.poke()
    }

    /// Sends every delivery due at `now` once (concurrently); returns how many were attempted.
    @discardableResult
    nonisolated func sendDue(at now: Date, limit: Int = 50) async throws -> Int {
        guard let db = environment.database() else { return 0 }
        let leased = try await db.transaction { tx in
            let claimed = try await WebhookQueries.claimDue(at: now, limit: limit, on: tx)
            for delivery in claimed {
                delivery.attempts += 1
                delivery.nextAttemptAt = now.addingTimeInterval(Self.lease)
                try await delivery.update(on: tx)
            }
            return claimed
        }
        let environment = environment
        await withTaskGroup(of: Void.self) { group in
            for delivery in leased {
                group.addTask { await Self.attempt(delivery, at: now, on: db, environment) }
            }
        }
        return leased.count
    }

    private static func attempt(_ delivery: WebhookDeliveryRecord, at now: Date, on db: any Database, _ env: Environment) async {
        do {
            guard let webhook = try await WebhookQueries.webhook(of: delivery.userID, on: db) else {
                try await delivery.delete(on: db) // the webhook was removed meanwhile
                return
            }
            let body = Data(delivery.payload.utf8)
            var failure: String?
            var final = false
            do {
                let status = try await env.send(Outgoing(url: webhook.url, body: body,
                                                         signature: WebhookSignature.sign(body, secret: webhook.secret)))
                if !(200..<300).contains(status) { failure = "HTTP \(status)" }
            } catch let refused as WebhookDestination.Refused {
                failure = refused.description.prefix(300).description
                final = true
            } catch {
                failure = String(describing: error).prefix(200).description
            }
            if let failure {
                delivery.lastError = failure
                delivery.nextAttemptAt = final || delivery.attempts >= maximumAttempts
                    ? nil : now.addingTimeInterval(backoff[min(delivery.attempts, backoff.count) - 1])
            } else {
                delivery.lastError = nil
                delivery.deliveredAt = now
                delivery.nextAttemptAt = nil
            }
            try await delivery.update(on: db)
        } catch {
            env.logger.report(error: error) // the lease runs out and the delivery is tried again
        }
    }
}

extension WebhookWorker {
    /// The real sender: the destination resolved and judged first (`WebhookDestination`), then one
    /// POST with the JSON body and signature, a 5 s timeout, and no redirect followed (a 3xx is a
    /// failed attempt: the body and its signature go nowhere the person did not name).
    static func httpSender(eventLoopGroup: any EventLoopGroup, allow: WebhookAllowList) -> @Sendable (Outgoing) async throws -> UInt {
        { outgoing in
            let destination = try await WebhookDestination.resolve(outgoing.url, allow: allow)
            var configuration = HTTPClient.Configuration(redirectConfiguration: .disallow,
                                                         timeout: .init(connect: .seconds(Int64(timeout)), read: .seconds(Int64(timeout))))
            if let pin = destination.pin { configuration.dnsOverride = [pin.host: pin.address] }
            // A refused connection fails this attempt at once; the outbox's backoff tries again later.
            configuration.connectionPool.retryConnectionEstablishment = false
            let client = HTTPClient(eventLoopGroup: eventLoopGroup, configuration: configuration)
            var request = HTTPClientRequest(url: outgoing.url)
            request.method = .POST
            request.headers.replaceOrAdd(name: "Content-Type", value: "application/json")
            request.headers.replaceOrAdd(name: WebhookSignature.header, value: outgoing.signature)
            request.headers.replaceOrAdd(name: "User-Agent", value: "Daybook-Webhook/1")
            request.body = .bytes(ByteBuffer(data: outgoing.body))
            do {
                let response = try await client.execute(request, timeout: .seconds(Int64(timeout)))
                try await client.shutdown()
                return UInt(response.status.code)
            } catch {
                try? await client.shutdown()
                throw error
            }
        }
    }
}
