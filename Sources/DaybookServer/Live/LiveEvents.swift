import DaybookApp
import Foundation
import Vapor

/// Fans a user's changes out to every open event stream of that user, and to nobody else.
/// This instance's streams live in memory. On PostgreSQL the relay carries each change to the
/// other instances on the same database, whose relays feed `deliver`; on SQLite (one instance)
/// there is none.
actor LiveEvents {
    /// What a stream carries: a change, or word that a newer stream of the same person took its place.
    enum Message: Sendable {
        case change(Change)
        case replaced
    }

    /// Who holds a stream: each kind of client has its own room, so that Nightscout sockets never end
    /// a person's open web pages and the other way round.
    enum Pool: Sendable, Equatable {
        /// `/api/v1/events`: the web app's tabs and API clients.
        case eventStreams
        /// Nightscout's Socket.IO namespaces (`/storage`, `/alarm`) that subscribed.
        case nightscoutSockets
        /// `/api/v1/events?owner=`: people the owner shares with, so that followers never end the owner's own pages.
        case followers
    }

    /// A person's open streams on this instance, oldest first.
    private var streams: [UUID: [(id: UUID, pool: Pool, continuation: AsyncStream<Message>.Continuation)]] = [:]
    nonisolated let relay: (any ChangeRelaying)?
    /// The most streams one person keeps open on this instance: phones, laptops and tabs, with room to spare.
    /// A client that left is noticed only at the next heartbeat, so a newer stream ends the oldest rather than
    /// being refused; and one account cannot hold the server's connections.
    let streamsPerAccount: Int
    /// The same for Nightscout sockets (an uploader and a few followers, each with two namespaces).
    let socketsPerAccount: Int

    init(relay: (any ChangeRelaying)? = nil, streamsPerAccount: Int = 16, socketsPerAccount: Int = 16) {
        self.relay = relay
        self.streamsPerAccount = max(1, streamsPerAccount)
        self.socketsPerAccount = max(1, socketsPerAccount)
    }

    /// A new stream of the user's events; it ends when the client goes away, or is replaced once the person
    /// has `streamsPerAccount` (`socketsPerAccount`) newer ones in the same pool.
    func subscribe(userID: UUID, pool: Pool = .eventStreams) -> AsyncStream<Message> {
        let subscription = UUID()
        let (stream, continuation) = AsyncStream.makeStream(of: Message.self, bufferingPolicy: .bufferingNewest(256))
        var open = streams[userID, default: []]
        let limit = pool == .nightscoutSockets ? socketsPerAccount : streamsPerAccount
        while open.count(where: { $0.pool == pool }) >= limit, let index = open.firstIndex(where: { $0.pool == pool }) {
            let oldest = open.remove(at: index).continuation
            oldest.yield(.replaced)
            oldest.finish()
        }
        open.append((subscription, pool, continuation))
        streams[userID] = open
        continuation.onTermination = { [weak self] _ in
            Task { await self?.unsubscribe(userID: userID, subscription: subscription) }
        }
        return stream
    }

    /// Delivers to this instance's streams, then tells the other instances.
    nonisolated func publish(_ event: Change, to userID: UUID) async {
        await deliver(event, to: userID)
        await relay?.send(event, to: userID)
    }

    /// Starts delivering the other instances' events to this one's streams (PostgreSQL): the
    /// background service `liveEventRelay`.
    nonisolated func startRelay() async {
        await relay?.start { [weak self] change, userID in await self?.deliver(change, to: userID) }
    }

    /// Makes sure other instances' events reach this one before a new stream says it is open, when
    /// the relay was started.
    nonisolated func prepareStream() async {
        _ = await relay?.waitUntilListening()
    }

    func deliver(_ event: Change, to userID: UUID) {
        for stream in streams[userID, default: []] {
            stream.continuation.yield(.change(event))
        }
    }

    /// Ends every open stream (the server is shutting down).
    func closeAll() {
        for stream in streams.values.joined() {
            stream.continuation.finish()
        }
        streams = [:]
    }

    func subscriberCount(userID: UUID) -> Int {
        streams[userID]?.count ?? 0
    }

    private func unsubscribe(userID: UUID, subscription: UUID) {
        streams[userID]?.removeAll { $0.id == subscription }
        if streams[userID]?.isEmpty == true { streams[userID] = nil }
    }
}

/// Open event streams would keep a stopping server waiting; they end first.
struct LiveEventsShutdown: LifecycleHandler {
    func shutdownAsync(_ application: Application) async {
        await application.liveEvents.closeAll()
        await application.liveEvents.relay?.stop()
    }
}

extension Application {
    private struct LiveEventsKey: StorageKey {
        typealias Value = LiveEvents
    }

    var liveEvents: LiveEvents {
        get {
            if let existing = storage[LiveEventsKey.self] { return existing }
            fatalError("configure(_:config:) creates the live events hub")
        }
        set { storage[LiveEventsKey.self] = newValue }
    }
}

extension Request {
    var liveEvents: LiveEvents { application.liveEvents }
}
