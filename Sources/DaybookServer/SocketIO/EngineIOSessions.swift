import Foundation
import Vapor

/// This instance's Engine.IO sessions by id, at most `limits.sessions` at once. A session lives on
/// the instance that opened it: behind a load balancer, a client's requests must stick to one.
actor EngineIOSessions {
    let limits: SocketIOLimits
    private var sessions: [String: EngineIOSession] = [:]

    init(limits: SocketIOLimits) {
        self.limits = limits
    }

    /// A new session with its heartbeat running, or nil when this instance keeps as many as it may.
    func open(handle: String?) -> EngineIOSession? {
        guard sessions.count < limits.sessions else { return nil }
        let session = EngineIOSession(id: Self.newID(), limits: limits, handle: handle)
        sessions[session.id] = session
        return session
    }

    /// Starts what every new session needs once it is registered: removal when it ends, its heartbeat.
    func started(_ session: EngineIOSession) async {
        await session.onClose { [weak self] in await self?.remove(session.id) }
        await session.start()
    }

    func find(_ id: String) -> EngineIOSession? {
        sessions[id]
    }

    var count: Int { sessions.count }

    private func remove(_ id: String) {
        sessions[id] = nil
    }

    /// Ends every session (the server is stopping).
    func closeAll() async {
        let open = Array(sessions.values)
        for session in open { await session.close() }
        sessions = [:]
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
