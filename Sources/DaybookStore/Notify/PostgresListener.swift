import FluentPostgresDriver
import Foundation
import Logging
import NIOCore

/// One dedicated PostgreSQL connection that LISTENs on a channel and hands every payload to a
/// handler, in order. A LISTEN is bound to its connection, so it cannot borrow from the pool.
/// When the connection drops it reconnects (waiting 0.1 s, doubling up to 5 s); notifications sent
/// while it was away are lost, as PostgreSQL keeps none for absent listeners.
public actor PostgresListener {
    public typealias Handler = @Sendable (String) async -> Void

    static let firstRetryDelay: Double = 0.1
    static let longestRetryDelay: Double = 5

    private let configuration: PostgresConnection.Configuration
    private let channel: DatabaseChannel
    private let eventLoopGroup: any EventLoopGroup
    private let logger: Logger
    private var task: Task<Void, Never>?
    private var listening = false
    private var waiters: [UUID: (count: Int, continuation: CheckedContinuation<Bool, Never>)] = [:]
    /// How many times a LISTEN was established; more than one means it reconnected.
    public private(set) var connectionsEstablished = 0

    /// `url` is a `postgres://` URL, as in `DAYBOOK_DATABASE_URL`.
    public init(url: String, channel: DatabaseChannel, eventLoopGroup: any EventLoopGroup, logger: Logger) throws {
        configuration = try SQLPostgresConfiguration(url: url).coreConfiguration
        self.channel = channel
        self.eventLoopGroup = eventLoopGroup
        self.logger = logger
    }

    /// Starts listening, once; later calls do nothing.
    public func start(_ handler: @escaping Handler) {
        guard task == nil else { return }
        task = Task { await self.run(handler) }
    }

    /// Stops listening and closes the connection.
    public func stop() async {
        let running = task
        task = nil
        running?.cancel()
        await running?.value
        setListening(false)
        for waiter in waiters.values { waiter.continuation.resume(returning: false) }
        waiters = [:]
    }

    /// Whether the LISTEN is in place now, waiting up to `limit` for it.
    public func waitUntilListening(within limit: Duration) async -> Bool {
        if listening { return true }
        return await waitUntilEstablished(connectionsEstablished + 1, within: limit)
    }

    /// Whether the LISTEN was established `count` times (reconnections included) within `limit`.
    public func waitUntilEstablished(_ count: Int, within limit: Duration) async -> Bool {
        if connectionsEstablished >= count { return true }
        guard task != nil else { return false }
        let id = UUID()
        return await withCheckedContinuation { continuation in
            waiters[id] = (count, continuation)
            Task {
                try? await Task.sleep(for: limit)
                self.expire(id)
            }
        }
    }

    public var isListening: Bool { listening }

    /// Whether `start` was called and `stop` not since.
    public var isStarted: Bool { task != nil }

    private func expire(_ id: UUID) {
        waiters.removeValue(forKey: id)?.continuation.resume(returning: false)
    }

    private func setListening(_ value: Bool) {
        listening = value
        guard value else { return }
        connectionsEstablished += 1
        for (id, waiter) in waiters where waiter.count <= connectionsEstablished {
            waiters[id] = nil
            waiter.continuation.resume(returning: true)
        }
    }

    private func run(_ handler: @escaping Handler) async {
        var delay = Self.firstRetryDelay
        var attempt = 0
        while !Task.isCancelled {
            attempt += 1
            do {
                let connection = try await PostgresConnection.connect(
                    on: eventLoopGroup.any(), configuration: configuration, id: attempt, logger: logger)
                do {
                    try await connection.listen(on: channel.name) { notifications in
                        self.setListening(true)
                        delay = Self.firstRetryDelay
                        for try await notification in notifications {
                            await handler(notification.payload)
                        }
                    }
                } catch where !Task.isCancelled {
                    logger.warning("Listening on \(channel.name) stopped: \(String(reflecting: error))")
                }
                setListening(false)
                try? await connection.close()
            } catch where !Task.isCancelled {
                logger.warning("Connecting to listen on \(channel.name) failed: \(String(reflecting: error))")
            } catch {}
            guard !Task.isCancelled else { break }
            try? await Task.sleep(for: .seconds(delay))
            delay = min(delay * 2, Self.longestRetryDelay)
        }
        setListening(false)
    }
}
