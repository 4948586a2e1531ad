import DaybookApp
import FluentKit
import Foundation
import Logging
import NIOCore

/// Carries changes between the instances that share one PostgreSQL, through LISTEN/NOTIFY, so that
/// every instance's live views hear of every change.
///
/// The publishing instance delivers to its own streams at once and NOTIFYs the others; every
/// instance listens on one dedicated connection and delivers what comes from the others. A
/// notification names the instance it came from, so that one skips its own and each stream gets
/// an event once.
public final class ChangeRelay: ChangeRelaying {
    /// What goes over the channel: small, far below PostgreSQL's 8000-byte payload limit.
    struct Message: Codable, Sendable {
        /// The instance that published it.
        var origin: UUID
        var userID: UUID
        var event: Change
        /// PostgreSQL drops a repeated payload within one transaction; this keeps equal events apart.
        var sequence = 0
    }

    /// How long a new event stream waits for this instance's LISTEN before it opens anyway.
    static let readyWithin: Duration = .seconds(3)

    let instance = UUID()
    public let channel: DatabaseChannel
    private let listener: PostgresListener
    private let outbox: Outbox
    private let database: @Sendable () -> (any Database)?
    private let logger: Logger

    init(url: String, schema: String?, eventLoopGroup: any EventLoopGroup, logger: Logger,
         database: @escaping @Sendable () -> (any Database)?) throws {
        channel = DatabaseChannel(purpose: "events", schema: schema)
        outbox = Outbox(channel: channel, database: database, logger: logger)
        listener = try PostgresListener(url: url, channel: channel, eventLoopGroup: eventLoopGroup, logger: logger)
        self.database = database
        self.logger = logger
    }

    /// Tells the other instances, without waiting for the database: the messages queue up in order
    /// and go out in batches, one round trip each, so a burst (a timeline run catching up) does not
    /// hold up its publisher. A failure is logged, not thrown: the change itself is stored, and only
    /// other instances' open views miss it (they refresh when they reconnect).
    public func send(_ event: Change, to userID: UUID) async {
        await outbox.add(Message(origin: instance, userID: userID, event: event))
    }

    /// Starts listening (once): from then on the other instances' changes are handed to `deliver`.
    /// The listener keeps reconnecting until `stop`.
    public func start(delivering deliver: @escaping @Sendable (Change, UUID) async -> Void) async {
        let instance = instance
        let logger = logger
        await listener.start { payload in
            guard let message = try? JSONDecoder().decode(Message.self, from: Data(payload.utf8)) else {
                logger.warning("An unreadable live event notification was dropped")
                return
            }
            guard message.origin != instance else { return }
            await deliver(message.event, message.userID)
        }
    }

    /// Whether the LISTEN is in place within `readyWithin`; false at once when the relay was not started.
    public func waitUntilListening() async -> Bool {
        guard await listener.isStarted else { return false }
        let ready = await listener.waitUntilListening(within: Self.readyWithin)
        // The stream opens anyway and serves this instance's events; the listener keeps reconnecting.
        if !ready { logger.warning("Live events of other instances are not reaching this one yet") }
        return ready
    }

    public func stop() async {
        await outbox.flushed()
        await listener.stop()
    }

    /// The listening connection, for tests of reconnection.
    public var listening: PostgresListener { listener }
}

extension ChangeRelay {
    /// The messages not sent yet, and the one task that sends them, oldest first.
    actor Outbox {
        static let batchSize = 100

        private let channel: DatabaseChannel
        private let database: @Sendable () -> (any Database)?
        private let logger: Logger
        private var pending: [Message] = []
        private var sender: Task<Void, Never>?
        private var sequence = 0

        init(channel: DatabaseChannel, database: @escaping @Sendable () -> (any Database)?, logger: Logger) {
            self.channel = channel
            self.database = database
            self.logger = logger
        }

        func add(_ message: Message) {
            var message = message
            sequence += 1
            message.sequence = sequence
            pending.append(message)
            guard sender == nil else { return }
            sender = Task { await self.drain() }
        }

        /// Returns once everything queued so far was sent (or failed).
        func flushed() async {
            await sender?.value
        }

        private func drain() async {
            while !pending.isEmpty {
                let batch = Array(pending.prefix(Self.batchSize))
                pending.removeFirst(batch.count)
                do {
                    guard let db = database() else { break }
                    let encoder = JSONEncoder()
                    let payloads = try batch.map { String(decoding: try encoder.encode($0), as: UTF8.self) }
                    try await channel.notify(payloads, on: db)
                } catch {
                    logger.warning("\(batch.count) live events could not be sent to the other instances: \(String(reflecting: error))")
                }
            }
            pending = []
            sender = nil
        }
    }
}
