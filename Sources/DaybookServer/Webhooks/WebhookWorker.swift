import AsyncHTTPClient
import DaybookApp
import DaybookCore
import Foundation
import Vapor

/// Sends the webhook outbox: each delivery is POSTed with its signature and a 5 s timeout. The
/// outbox (`WebhookOutbox`) leases what is due and settles what came of each attempt (delivered,
/// retried with backoff, given up); this only sends. It runs on its own task, so a slow or dead
/// receiver never holds up the reminder scheduler.
actor WebhookWorker {
    struct Outgoing: Sendable {
        var url: String
        var body: Data
        var signature: String
    }

    struct Environment: Sendable {
        /// Nil once the application is shutting down: the loop then ends.
        var useCases: @Sendable () -> UseCaseContext?
        var clock: AppClock
        var logger: Logger
        /// POSTs and returns the HTTP status; throws on a network error or timeout.
        var send: @Sendable (Outgoing) async throws -> UInt
    }

    static let timeout: Double = 5

    nonisolated let environment: Environment
    private let loop: DueWorkLoop

    init(_ environment: Environment) {
        self.environment = environment
        loop = DueWorkLoop(clock: environment.clock, logger: environment.logger, useCases: environment.useCases,
                           earliest: { try await WebhookOutbox($0).earliestAttempt() },
                           work: { now in _ = try await Self.sendDue(at: now, limit: 50, environment) })
    }

    func start() async { await loop.start() }

    func stop() async { await loop.stop() }

    /// Something changed on this instance: look up the earliest due time again.
    func poke() async { await loop.poke() }

    /// Sends every delivery due at `now` once (concurrently); returns how many were attempted.
    @discardableResult
    nonisolated func sendDue(at now: Date, limit: Int = 50) async throws -> Int {
        try await Self.sendDue(at: now, limit: limit, environment)
    }

    private static func sendDue(at now: Date, limit: Int, _ environment: Environment) async throws -> Int {
        guard let useCases = environment.useCases() else { return 0 }
        let outbox = WebhookOutbox(useCases)
        let leased = try await outbox.claimDue(at: now, limit: limit)
        await withTaskGroup(of: Void.self) { group in
            for delivery in leased {
                group.addTask { await Self.attempt(delivery, at: now, outbox: outbox, environment) }
            }
        }
        return leased.count
    }

    private static func attempt(_ delivery: WebhookDelivery, at now: Date, outbox: WebhookOutbox, _ env: Environment) async {
        let outcome: WebhookAttemptOutcome
        do {
            let status = try await env.send(Outgoing(url: delivery.url, body: delivery.body,
                                                     signature: WebhookSignature.sign(delivery.body, secret: delivery.secret)))
            outcome = (200..<300).contains(status) ? .delivered : .failed("HTTP \(status)")
        } catch let refused as WebhookDestination.Refused {
            outcome = .refused(refused.description.prefix(300).description)
        } catch {
            outcome = .failed(String(describing: error).prefix(200).description)
        }
        do {
            try await outbox.settle(delivery, outcome, at: now)
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
