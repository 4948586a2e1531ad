import Foundation
import Vapor

/// This instance's Engine.IO sessions by id, at most `limits.sessions` at once. A session lives on
/// the instance that opened it: behind a load balancer, a client's requests must stick to one.
/// Until it subscribes somewhere (shows a credential), a session is pending: pending ones are held to
/// `limits.pendingSessions` in all and `limits.pendingPerAddress` per client address, and end after
/// `limits.subscribeWithin`, so anonymous handshakes from one address cannot lock anyone else out.
actor EngineIOSessions {
    let limits: SocketIOLimits
    private var sessions: [String: EngineIOSession] = [:]
    /// The client address of each session that has not subscribed yet.
    private var pending: [String: String] = [:]
    private var pendingByAddress: [String: Int] = [:]

    init(limits: SocketIOLimits) {
        self.limits = limits
    }

    /// A new session with its heartbeat running, or nil when this instance, or this client address,
    /// holds as many as it may.
    func open(handle: String?, address: String) -> EngineIOSession? {
        guard sessions.count < limits.sessions, pending.count < limits.pendingSessions,
              pendingByAddress[address, default: 0] < limits.pendingPerAddress else { return nil }
        let session = EngineIOSession(id: Self.newID(), limits: limits, handle: handle)
        sessions[session.id] = session
        pending[session.id] = address
        pendingByAddress[address, default: 0] += 1
        return session
    }

    /// Starts what every new session needs once it is registered: removal when it ends, its heartbeat.
    func started(_ session: EngineIOSession) async {
        await session.onClose { [weak self] in await self?.remove(session.id) }
        await session.onSubscribed { [weak self] in await self?.settle(session.id) }
        await session.start()
    }

    /// Sessions open now, and those of them not subscribed yet.
    var counts: (open: Int, pending: Int) { (sessions.count, pending.count) }

    /// The session subscribed (or ended): it no longer counts as pending.
    private func settle(_ id: String) {
        guard let address = pending.removeValue(forKey: id) else { return }
        let left = pendingByAddress[address, default: 1] - 1
        pendingByAddress[address] = left > 0 ? left : nil
    }

    func find(_ id: String) -> EngineIOSession? {
        sessions[id]
    }

    var count: Int { sessions.count }

    private func remove(_ id: String) {
        sessions[id] = nil
        settle(id)
    }

    /// Ends every session (the server is stopping).
    func closeAll() async {
        let open = Array(sessions.values)
        for session in open { await session.close() }
        sessions = [:]
        pending = [:]
        pendingByAddress = [:]
    }

    /// 20 random bytes, URL-safe: unguessable, as a session id is all a polling request shows.
    static func newID() -> String {
        Data([UInt8].random(count: 20)).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }
}

/// Open sessions would keep a stopping server's long polls waiting; they end first.
struct EngineIOSessionsShutdown: LifecycleHandler {
    func shutdownAsync(_ application: Application) async {
        await application.engineIOSessions.closeAll()
    }
}

extension Application {
    private struct EngineIOSessionsKey: StorageKey {
        typealias Value = EngineIOSessions
    }

    var engineIOSessions: EngineIOSessions {
        get {
            if let existing = storage[EngineIOSessionsKey.self] { return existing }
            fatalError("configure(_:config:) creates the Engine.IO sessions")
        }
        set { storage[EngineIOSessionsKey.self] = newValue }
    }
}
