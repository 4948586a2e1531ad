import NIOConcurrencyHelpers
import NIOCore
import Vapor

/// Vapor's HTTP server with a `ConnectionGuard` in front of its listening socket. Vapor lets nothing
/// into the listening socket's pipeline, so once the server has started the guard is added to the
/// channel Vapor keeps (found by reflection: `HTTPServer.connection.channel`, Vapor 4.122). Should a
/// later Vapor keep it elsewhere, the server serves unguarded and says so in its log, and the test
/// `ConnectionGuardTests` fails.
final class GuardedHTTPServer: Server, @unchecked Sendable {
    let inner: HTTPServer
    let limits: ConnectionLimits
    let isExempt: @Sendable (String) -> Bool
    let logger: Logger
    private let installed = NIOLockedValueBox<ConnectionGuard?>(nil)

    init(inner: HTTPServer, limits: ConnectionLimits, logger: Logger, isExempt: @escaping @Sendable (String) -> Bool) {
        self.inner = inner
        self.limits = limits
        self.logger = logger
        self.isExempt = isExempt
    }

    /// The guard in front of the running server; nil before start, or when it could not be placed.
    var connectionGuard: ConnectionGuard? { installed.withLockedValue { $0 } }

    var onShutdown: EventLoopFuture<Void> { inner.onShutdown }

    func start(address: BindAddress?) async throws {
        try await inner.start(address: address)
        try await guardListeningChannel()
    }

    @available(*, noasync)
    func start(address: BindAddress?) throws {
        try inner.start(address: address)
        try guardListeningChannelNow()
    }

    func start(hostname: String?, port: Int?) throws {
        try inner.start(address: .hostname(hostname, port: port))
        try guardListeningChannelNow()
    }

    func shutdown() async {
        await inner.shutdown()
    }

    @available(*, noasync)
    func shutdown() {
        inner.shutdown()
    }

    private func makeGuard() -> (ConnectionGuard, any Channel)? {
        guard let channel = Self.listeningChannel(of: inner) else {
            logger.warning("Connections are not capped: this Vapor keeps its listening socket where Daybook cannot reach it")
            return nil
        }
        let cap = limits.cap(openFiles: OpenFileLimit.current.map(Int.init))
        let connectionGuard = ConnectionGuard(cap: cap, limits: limits, isExempt: isExempt)
        installed.withLockedValue { $0 = connectionGuard }
        logger.info("Connections: at most \(cap) at once, \(limits.perAddress) per address")
        return (connectionGuard, channel)
    }

    private func guardListeningChannel() async throws {
        guard let (connectionGuard, channel) = makeGuard() else { return }
        try await channel.eventLoop.submit {
            try channel.pipeline.syncOperations.addHandler(connectionGuard, position: .first)
        }.get()
    }

    private func guardListeningChannelNow() throws {
        guard let (connectionGuard, channel) = makeGuard() else { return }
        try channel.eventLoop.submit {
            try channel.pipeline.syncOperations.addHandler(connectionGuard, position: .first)
        }.wait()
    }

    /// `HTTPServer.connection` (a locked box of its private connection) → `.channel`.
    static func listeningChannel(of server: HTTPServer) -> (any Channel)? {
        guard let box = Mirror(reflecting: server).children.first(where: { $0.label == "connection" })?.value as? any LockedBoxReading
        else { return nil }
        let connection = box.anyValue
        // The box holds an optional connection: unwrap it, then find its channel.
        let mirror = Mirror(reflecting: connection)
        let unwrapped: Any? = mirror.displayStyle == .optional ? mirror.children.first?.value : connection
        guard let unwrapped else { return nil }
        return Mirror(reflecting: unwrapped).children.first(where: { $0.label == "channel" })?.value as? any Channel
    }
}

/// Reads a locked box whose value's type cannot be named here.
protocol LockedBoxReading {
    var anyValue: Any { get }
}

extension NIOLockedValueBox: LockedBoxReading {
    var anyValue: Any { withLockedValue { $0 } }
}

extension Application {
    private struct GuardedHTTPServerKey: StorageKey, LockKey {
        typealias Value = GuardedHTTPServer
    }

    /// The one guarded server of the application (Vapor asks its server factory anew each time).
    var guardedHTTPServer: GuardedHTTPServer {
        locks.lock(for: GuardedHTTPServerKey.self).withLock {
            if let existing = storage[GuardedHTTPServerKey.self] { return existing }
            let proxies = daybook.config.trustedProxies
            let server = GuardedHTTPServer(inner: http.server.shared, limits: daybook.config.connections, logger: logger,
                                           isExempt: { proxies.isTrusted($0) })
            storage[GuardedHTTPServerKey.self] = server
            return server
        }
    }
}
