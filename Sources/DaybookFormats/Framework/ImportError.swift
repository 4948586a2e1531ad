import DaybookCore
/// A row the importer cannot read. The whole import stops at the first one (all or nothing), so
/// the user fixes the file and imports again instead of hunting for what was half-added.
public struct ImportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// 1-based line in the file (for CSV the line the row starts on; for XML the parser's line).
    public let line: Int?
    /// The column, attribute or JSON key at fault, in the file's own words.
    public let field: String?
    public let message: String
    /// What is wrong, for a reader in another language; nil where the message has no catalogue entry yet.
    public var problem: Problem?
    /// Daylio mood labels with no mapping (at most 40 characters each): the web page offers a choice for each.
    public var unmappedMoods: [String] = []

    /// Longer messages are cut: an error never hands a whole hostile value back.
    static let longestMessage = 500

    public init(line: Int?, field: String?, _ message: String) {
        self.line = line
        self.field = field.map { $0.count > 100 ? $0.prefix(100) + "…" : $0 }
        self.message = message.count > Self.longestMessage ? message.prefix(Self.longestMessage) + "…" : message
    }

    public init(line: Int?, field: String?, _ problem: Problem) {
        self.init(line: line, field: field, problem.english)
        self.problem = problem
    }

    /// The message in `words`' language, English when it has no problem to word.
    public func message(in words: Catalogue) -> String {
        guard words.language != .en, let problem else { return message }
        return problem.text(in: words)
    }

    /// A value from the file as a message quotes it: its first 40 characters, in quotes.
    public static func quoting(_ text: String) -> String {
        "\"" + (text.count > 40 ? text.prefix(40) + "…" : text) + "\""
    }

    /// A 0 byte in a text file: no text may hold one, and a file full of them is most likely UTF-16 or UTF-32.
    static func nulByte(line: Int) -> ImportError {
        ImportError(line: line, field: nil, "the file holds a NUL byte, which no text may hold: is it damaged, or UTF-16 or UTF-32 rather than UTF-8?")
    }

    public var description: String {
        var parts: [String] = []
        if let line { parts.append("line \(line)") }
        if let field { parts.append("field \(field)") }
        return parts.isEmpty ? message : "\(parts.joined(separator: ", ")): \(message)"
    }
}
