import DaybookFormats
import Foundation
import Vapor

/// The Socket.IO v5 side of one Engine.IO session: namespaces connect and disconnect, events reach
/// the namespace they name and get their acks. A packet that breaks the protocol ends the session,
/// and so does a session that has subscribed nowhere within `subscribeWithin`.
actor SocketIOConnection {
    /// The namespace a client may connect to by that name, for a session opened under `handle`; nil refuses it.
    typealias Opener = @Sendable (_ namespace: String, _ handle: String?, _ emitter: SocketIOEmitter) -> (any SocketIONamespace)?

    let session: EngineIOSession
    private let opener: Opener
    private let handle: String?
    private var namespaces: [String: any SocketIONamespace] = [:]
    private var hasSubscribed = false

    private init(session: EngineIOSession, handle: String?, opener: @escaping Opener) {
        self.session = session
        self.handle = handle
        self.opener = opener
    }

    /// The connection of a new session, receiving its messages from now on.
    @discardableResult
    static func attach(to session: EngineIOSession, opener: @escaping Opener) async -> SocketIOConnection {
        let connection = SocketIOConnection(session: session, handle: session.handle, opener: opener)
        await session.receive { text, request in await connection.received(text, via: request) }
        await session.onClose { await connection.closed() }
        let deadline = session.limits.subscribeWithin
        Task { [weak connection] in
            try? await Task.sleep(for: deadline)
            await connection?.closeUnlessSubscribed()
        }
        return connection
    }

    func received(_ text: String, via request: Request) async {
        let packet: SocketIOPacket
        do {
            packet = try SocketIOPacket.decode(text)
        } catch {
            await session.close()
            return
        }
        let name = packet.namespace
        switch packet.kind {
        case .connect:
            guard namespaces[name] == nil else { return }
            guard let namespace = opener(name, handle, SocketIOEmitter(namespace: name, connection: self)) else {
                await send(SocketIOPacket(.connectError, namespace: name, data: .object(["message": .string("Invalid namespace")])))
                return
            }
            namespaces[name] = namespace
            await send(SocketIOPacket(.connect, namespace: name, data: .object(["sid": .string(EngineIOSessions.newID())])))
        case .disconnect:
            await namespaces.removeValue(forKey: name)?.disconnected()
        case .event:
            // Events to a namespace the client has not connected are dropped, as socket.io does.
            guard let namespace = namespaces[name], let event = packet.event else { return }
            let answer = await namespace.event(event.name, event.arguments, request: request)
            if let ackID = packet.ackID, namespaces[name] != nil {
                await send(SocketIOPacket(.ack, namespace: name, ackID: ackID, data: .array(answer)))
            }
        case .ack:
            // The server asks for no acks.
            break
        case .connectError:
            await session.close()
        }
    }

    func send(_ packet: SocketIOPacket) async {
        await session.send([.message(packet.encoded)])
    }

    func markSubscribed() async {
        guard !hasSubscribed else { return }
        hasSubscribed = true
        await session.subscribed()
    }

    func disconnect(_ name: String) async {
        guard let namespace = namespaces.removeValue(forKey: name) else { return }
        await send(SocketIOPacket(.disconnect, namespace: name))
        await namespace.disconnected()
    }

    private func closeUnlessSubscribed() async {
        if !hasSubscribed { await session.close() }
    }

    private func closed() async {
        let open = namespaces.values
        namespaces = [:]
        for namespace in open { await namespace.disconnected() }
    }
}
