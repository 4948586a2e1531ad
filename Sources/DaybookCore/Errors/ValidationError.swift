/// A value that breaks a domain rule. `field` names the input field (JSON name, dotted for nesting)
/// so every client can show the message next to the right input; `problem` says what is wrong in a
/// way each reader's language can word (`message` is its English, for logs and English readers).
public struct ValidationError: Error, Sendable, Equatable, CustomStringConvertible {
    public let field: String
    public let problem: Problem

    public init(field: String, _ problem: Problem) {
        self.field = field
        self.problem = problem
    }

    public init(field: String, _ kind: ProblemKind, _ values: [String: String] = [:]) {
        self.init(field: field, Problem(kind, values))
    }

    /// A message that has no catalogue entry yet (text from another library or a wire format's own
    /// words): every language shows it as it is.
    public init(field: String, untranslated message: String) {
        self.init(field: field, Problem(.untranslated, ["text": message]))
    }

    /// The same, as a test writes the error it expects: equal to any problem that reads so in English.
    public init(field: String, _ message: String) {
        self.init(field: field, untranslated: message)
    }

    /// Two errors are the same when they name the same field and read the same in English.
    public static func == (lhs: ValidationError, rhs: ValidationError) -> Bool {
        lhs.field == rhs.field && lhs.message == rhs.message
    }

    public var message: String { problem.english }

    public var description: String { "\(field): \(message)" }
}
