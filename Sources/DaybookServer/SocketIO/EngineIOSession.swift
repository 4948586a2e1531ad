import DaybookFormats
import Foundation
import Vapor

/// One Engine.IO v4 session: the packets on their way to the client over long-polling or a websocket,
/// the upgrade from one to the other, and the heartbeat. It ends when the client closes it, misses a
/// pong, breaks the protocol, lets too many packets pile up, or the server stops; then `onClose` runs once.
actor EngineIOSession {
    enum Failure: Error, Equatable {
        /// Not a request this session can take now (a second poll at once, a poll after the upgrade).
        case badRequest
        case closed
    }

    let id: String
    let limits: SocketIOLimits
    /// The person's endpoint it was opened under (`/nightscout/{handle}/socket.io/`); nil at the root.
    let handle: String?
    private var websocket: WebSocket?
    /// A websocket the client is testing (`2probe`) before it moves the session onto it (`5`).
    private var probe: WebSocket?
    /// Packets for a polling client, until its next GET.
    private var queue: [EngineIOPacket] = []
    /// The GET waiting for packets.
    private var waitingPoll: CheckedContinuation<[EngineIOPacket], Never>?
    /// Whether a long poll waits for packets now.
    var hasWaitingPoll: Bool { waitingPoll != nil }
    private var awaitingPong = false
    private(set) var isClosed = false
    private var heartbeat: Task<Void, Never>?
    private var closeHandlers: [@Sendable () async -> Void] = []
    private var subscribeHandlers: [@Sendable () async -> Void] = []
    private var receiver: (@Sendable (String, Request) async -> Void)?

    init(id: String, limits: SocketIOLimits, handle: String?) {
        self.id = id
        self.limits = limits
        self.handle = handle
    }

    /// The open packet for this session, over `transport`.
    func openPacket(upgrades: [String]) -> EngineIOPacket {
        EngineIOOpen(sid: id, upgrades: upgrades, pingInterval: Self.milliseconds(limits.pingInterval),
                     pingTimeout: Self.milliseconds(limits.pingTimeout), maxPayload: limits.maxPayload).packet
    }

    /// Where Socket.IO packets go (each message's text, with the request it came in).
    func receive(with receiver: @escaping @Sendable (String, Request) async -> Void) {
        self.receiver = receiver
    }

    func onClose(_ handler: @escaping @Sendable () async -> Void) {
        closeHandlers.append(handler)
    }

    /// Runs `handler` once, when a namespace of the session first subscribes (a credential was shown).
    func onSubscribed(_ handler: @escaping @Sendable () async -> Void) {
        subscribeHandlers.append(handler)
    }

    /// A namespace of the session subscribed.
    func subscribed() async {
        let handlers = subscribeHandlers
        subscribeHandlers = []
        for handler in handlers { await handler() }
    }

    /// Starts the heartbeat: a ping every `pingInterval`, and the end of the session when its pong has
    /// not come within `pingTimeout`.
    func start() {
        guard heartbeat == nil else { return }
        let limits = limits
        heartbeat = Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: limits.pingInterval)
                guard let self, await self.ping() else { return }
                try? await Task.sleep(for: limits.pingTimeout)
                guard await self.checkPong() else { return }
            }
        }
    }

    private func ping() -> Bool {
        guard !isClosed else { return false }
        awaitingPong = true
        send([.ping("")])
        return true
    }

    private func checkPong() async -> Bool {
        guard !isClosed else { return false }
        if awaitingPong {
            await close()
            return false
        }
        return true
    }

    /// The client answered the latest ping.
    func pong() {
        awaitingPong = false
    }

    // MARK: Sending

    func send(_ packets: [EngineIOPacket]) {
        guard !isClosed, !packets.isEmpty else { return }
        if let websocket {
            for packet in packets { websocket.send(packet.encoded, promise: nil) }
            return
        }
        queue += packets
        if queue.count > limits.queuedPackets {
            Task { await self.close() }
            return
        }
        flushPoll()
    }

    private func flushPoll(adding extra: [EngineIOPacket] = []) {
        guard let poll = waitingPoll else { return }
        waitingPoll = nil
        let packets = queue + extra
        queue = []
        poll.resume(returning: packets)
    }

    // MARK: Long-polling

    /// A polling GET: what is queued, or else the next packets as they come (at the latest the next ping).
    func poll() async throws(Failure) -> [EngineIOPacket] {
        guard !isClosed else { throw .closed }
        guard websocket == nil else { throw .badRequest }
        guard waitingPoll == nil else {
            // Two polls at once: engine.io closes the session.
            await close()
            throw .badRequest
        }
        if !queue.isEmpty {
            defer { queue = [] }
            return queue
        }
        return await withCheckedContinuation { waitingPoll = $0 }
    }

    /// A polling POST's packets, in order.
    func received(_ packets: [EngineIOPacket], via request: Request) async throws(Failure) {
        guard !isClosed else { throw .closed }
        guard websocket == nil else { throw .badRequest }
        for packet in packets {
            await handle(packet, via: request)
            if isClosed { return }
        }
    }

    // MARK: Websocket

    /// A websocket that opened this session directly.
    func attach(_ socket: WebSocket) {
        websocket = socket
    }

    /// A websocket the client opened to upgrade this polling session; false when it may not.
    func attachProbe(_ socket: WebSocket) -> Bool {
        guard !isClosed, websocket == nil, probe == nil else { return false }
        probe = socket
        return true
    }

    /// A text frame on this session's websocket, or on the one being probed.
    func received(text: String, on socket: WebSocket, via request: Request) async {
        guard !isClosed, text.utf8.count <= limits.maxPayload else {
            await close()
            return
        }
        let packet: EngineIOPacket
        do { packet = try EngineIOPacket.decode(text) } catch {
            await close()
            return
        }
        if socket === probe {
            switch packet {
            case .ping("probe"):
                socket.send(EngineIOPacket.pong("probe").encoded, promise: nil)
                // The pending poll ends, so the client can pause polling and upgrade.
                flushPoll(adding: [.noop])
            case .upgrade:
                probe = nil
                websocket = socket
                flushPoll(adding: [.noop])
                let waiting = queue
                queue = []
                for packet in waiting { socket.send(packet.encoded, promise: nil) }
            default:
                probe = nil
                socket.close(code: .protocolError, promise: nil)
            }
            return
        }
        guard socket === websocket else {
            socket.close(code: .policyViolation, promise: nil)
            return
        }
        await handle(packet, via: request)
    }

    /// The websocket closed (by the client, or a frame past `maxPayload`).
    func websocketClosed(_ socket: WebSocket) async {
        if socket === probe {
            probe = nil
        } else if socket === websocket {
            await close()
        }
    }

    // MARK: Packets

    private func handle(_ packet: EngineIOPacket, via request: Request) async {
        switch packet {
        case .pong:
            pong()
        case .message(let text):
            await receiver?(text, request)
        case .close:
            await close()
        case .noop:
            break
        case .open, .ping, .upgrade:
            // Only the server opens and pings; an upgrade comes on the probed websocket.
            await close()
        }
    }

    /// Ends the session: a waiting poll gets the close packet, the websocket closes, `onClose` runs.
    func close() async {
        guard !isClosed else { return }
        isClosed = true
        heartbeat?.cancel()
        queue = []
        if let poll = waitingPoll {
            waitingPoll = nil
            poll.resume(returning: [.close])
        }
        if let websocket { websocket.close(code: .normalClosure, promise: nil) }
        if let probe { probe.close(code: .goingAway, promise: nil) }
        websocket = nil
        probe = nil
        receiver = nil
        let handlers = closeHandlers
        closeHandlers = []
        for handler in handlers { await handler() }
    }

    static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
    }
}
