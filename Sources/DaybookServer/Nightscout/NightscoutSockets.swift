import Vapor

/// Socket.IO as Nightscout 15 serves it: Engine.IO at `/socket.io/` and under each person's endpoint at
/// `/nightscout/{handle}/socket.io/`, with the v1 socket (`authorize`, `dataUpdate`, `dbAdd`…, for
/// AndroidAPS's NSClient v1) on the endpoint's own namespace and API v3's namespaces `/storage` and
/// `/alarm`. A client given the person's URL puts the namespace after it: socket.io clients that keep
/// their path at `/socket.io/` then connect to `/nightscout/{handle}` and `/nightscout/{handle}/storage`.
enum NightscoutSockets {
    static func register(on app: Application) {
        let maxPayload = app.daybook.config.socketIO.maxPayload
        for base in [app.grouped("socket.io"), app.grouped("nightscout", ":handle", "socket.io")] {
            EngineIOTransport.register(on: base, maxPayload: maxPayload) { session, _ in
                await SocketIOConnection.attach(to: session) { namespace, handle, emitter in
                    Self.namespace(namespace, handle: handle, emitter: emitter, app: app)
                }
            }
        }
    }

    /// The namespaces a client may connect to.
    enum Route: Equatable {
        /// `/` or `/nightscout/{handle}`: the v1 socket; `endpoint` nil at the server's root.
        case v1(endpoint: String?)
        /// `/storage` or `/nightscout/{handle}/storage`; `endpoint` nil at the server's root.
        case storage(endpoint: String?)
        case alarm(endpoint: String?)
    }

    /// `/`, `/storage` and `/alarm` for the session's endpoint, or `/nightscout/{handle}[/…]` for that person's;
    /// nil for any other (a session opened under one handle never reaches another's).
    static func route(_ name: String, handle: String?) -> Route? {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
        guard name.hasPrefix("/") else { return nil }
        let endpoint: String?
        let kind: String
        switch parts.count {
        case 1 where parts[0].isEmpty:
            return .v1(endpoint: handle)
        case 2 where parts[0] == "nightscout" && !parts[1].isEmpty && (handle == nil || handle == parts[1]):
            return .v1(endpoint: parts[1])
        case 1:
            (endpoint, kind) = (handle, parts[0])
        case 3 where parts[0] == "nightscout" && !parts[1].isEmpty && (handle == nil || handle == parts[1]):
            (endpoint, kind) = (parts[1], parts[2])
        default:
            return nil
        }
        switch kind {
        case "storage": return .storage(endpoint: endpoint)
        case "alarm": return .alarm(endpoint: endpoint)
        default: return nil
        }
    }

    static func namespace(_ name: String, handle: String?, emitter: SocketIOEmitter, app: Application) -> (any SocketIONamespace)? {
        switch route(name, handle: handle) {
        case .v1(let endpoint): NightscoutV1Socket(handle: endpoint, emitter: emitter, app: app)
        case .storage(let endpoint): NightscoutStorageSocket(handle: endpoint, emitter: emitter, app: app)
        case .alarm(let endpoint): NightscoutAlarmSocket(handle: endpoint, emitter: emitter, app: app)
        case nil: nil
        }
    }
}
