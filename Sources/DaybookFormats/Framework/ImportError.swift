import DaybookCore
/// A row the importer cannot read. The whole import stops at the first one (all or nothing), so
/// the user fixes the file and imports again instead of hunting for what was half-added.
public struct ImportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// 1-based line in the file (for CSV the line the row starts on; for XML the parser's line).
    public let line: Int?
    /// The column, attribute or JSON key at fault, in the file's own words.
    public let field: String?
    /// The English, for logs, English readers and clients that match on it.
    public let message: String
    /// What is wrong, worded in any reader's language; its English is `message`.
    public let problem: Problem
    /// Daylio mood labels with no mapping (at most 40 characters each): the web page offers a choice for each.
    public var unmappedMoods: [String] = []

    /// Longer messages are cut: an error never hands a whole hostile value back.
    static let longestMessage = 500

    /// Only a problem makes an error: a bare English sentence would reach readers of every language as it is.
    public init(line: Int?, field: String?, _ problem: Problem) {
        self.line = line
        self.field = field.map { $0.count > 100 ? $0.prefix(100) + "…" : $0 }
        self.problem = problem
        self.message = Self.cut(problem.english)
    }

    public init(line: Int?, field: String?, _ kind: ProblemKind, _ values: [String: String] = [:]) {
        self.init(line: line, field: field, Problem(kind, values))
    }

    /// Two errors are the same when they are at the same place and read the same in English.
    public static func == (lhs: ImportError, rhs: ImportError) -> Bool {
        lhs.line == rhs.line && lhs.field == rhs.field && lhs.message == rhs.message && lhs.unmappedMoods == rhs.unmappedMoods
    }

    /// The message in `words`' language.
    public func message(in words: Catalogue) -> String {
        words.language == .en ? message : Self.cut(problem.text(in: words))
    }

    private static func cut(_ message: String) -> String {
        message.count > longestMessage ? message.prefix(longestMessage) + "…" : message
    }

    /// A value from the file as a message quotes it: its first 40 characters, in quotes.
    public static func quoting(_ text: String) -> String {
        "\"" + (text.count > 40 ? text.prefix(40) + "…" : text) + "\""
    }

    /// A 0 byte in a text file: no text may hold one, and a file full of them is most likely UTF-16 or UTF-32.
    static func nulByte(line: Int) -> ImportError {
        ImportError(line: line, field: nil, .importNulByte)
    }

    public var description: String {
        var parts: [String] = []
        if let line { parts.append("line \(line)") }
        if let field { parts.append("field \(field)") }
        return parts.isEmpty ? message : "\(parts.joined(separator: ", ")): \(message)"
    }
}
