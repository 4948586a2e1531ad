/// A packet that breaks the Engine.IO v4 or Socket.IO v5 protocol: the session that sent it is closed.
public struct SocketIOProtocolError: Error, Sendable, Equatable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) { self.description = description }
}
