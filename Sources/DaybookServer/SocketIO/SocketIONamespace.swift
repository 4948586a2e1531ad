import DaybookFormats
import Vapor

/// A namespace a client connected to on its session (`/`, `/storage`, `/alarm`): it answers the client's
/// events and learns when the client leaves.
protocol SocketIONamespace: Sendable {
    /// Handles an event; what it returns is the ack's arguments, sent when the client asked for one.
    func event(_ name: String, _ arguments: [NightscoutJSON], request: Request) async -> [NightscoutJSON]
    /// The client disconnected the namespace, or the session ended.
    func disconnected() async
}

/// How a namespace reaches its client: events, word that it subscribed (so the session may
/// stay), and the end of the namespace from the server's side.
struct SocketIOEmitter: Sendable {
    let namespace: String
    let connection: SocketIOConnection

    /// Sends the client an event (what socket.io calls emitting it).
    func tell(_ name: String, _ arguments: [NightscoutJSON]) async {
        await connection.send(.event(name, arguments, namespace: namespace))
    }

    func subscribed() async {
        await connection.markSubscribed()
    }

    /// Sends DISCONNECT for this namespace; the client's socket.io reconnects on its own schedule.
    func disconnect() async {
        await connection.disconnect(namespace)
    }
}
