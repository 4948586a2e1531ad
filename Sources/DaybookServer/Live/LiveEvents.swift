import DaybookApp
import Foundation
import Vapor

/// Fans a user's changes out to every open event stream of that user, and to nobody else.
/// This instance's streams live in memory. On PostgreSQL the relay carries each change to the
/// other instances on the same database, whose relays feed `deliver`; on SQLite (one instance)
/// there is none.
actor LiveEvents {
    private var streams: [UUID: [UUID: AsyncStream<Change>.Continuation]] = [:]
    nonisolated let relay: LiveEventRelay?

    init(relay: LiveEventRelay? = nil) {
        self.relay = relay
    }

    /// A new stream of the user's events; it ends when the client goes away.
    func subscribe(userID: UUID) -> AsyncStream<Change> {
        let subscription = UUID()
        let (stream, continuation) = AsyncStream.makeStream(of: Change.self, bufferingPolicy: .bufferingNewest(256))
        streams[userID, default: [:]][subscription] = continuation
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
        await relay?.start(into: self)
    }

    /// Makes sure other instances' events reach this one before a new stream says it is open, when
    /// the relay was started.
    nonisolated func prepareStream() async {
        _ = await relay?.waitUntilListening()
    }

    func deliver(_ event: Change, to userID: UUID) {
        for continuation in streams[userID, default: [:]].values {
            continuation.yield(event)
        }
    }

    /// Ends every open stream (the server is shutting down).
    func closeAll() {
        for continuation in streams.values.flatMap(\.values) {
            continuation.finish()
        }
        streams = [:]
    }

    func subscriberCount(userID: UUID) -> Int {
        streams[userID]?.count ?? 0
    }

    private func unsubscribe(userID: UUID, subscription: UUID) {
        streams[userID]?[subscription] = nil
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
