/// A value that breaks a domain rule. `field` names the input field (JSON name, dotted for nesting)
/// so every client can show the message next to the right input.
public struct ValidationError: Error, Sendable, Equatable, CustomStringConvertible {
    public let field: String
    public let message: String

    public init(field: String, _ message: String) {
        self.field = field
        self.message = message
    }

    public var description: String { "\(field): \(message)" }
}
