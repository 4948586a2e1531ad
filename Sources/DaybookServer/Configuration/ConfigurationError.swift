/// A setting that cannot be read; `serve` stops with this message.
public struct ConfigurationError: Error, CustomStringConvertible, Sendable, Equatable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
