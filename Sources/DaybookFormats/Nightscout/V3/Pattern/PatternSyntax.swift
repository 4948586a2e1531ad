/// A regular expression as a tree, in the part of JavaScript's syntax that a matcher of bounded cost
/// can run: no back-references and no look-around, which need backtracking.
indirect enum PatternNode: Sendable, Equatable {
    case empty
    case scalar(Unicode.Scalar)
    case set(PatternCharacterSet)
    case lineStart
    case lineEnd
    case wordBoundary(negated: Bool)
    case sequence([PatternNode])
    case choice([PatternNode])
    /// `max` nil: no upper bound.
    case repeated(PatternNode, min: Int, max: Int?)
}

/// Why a pattern is refused before anything is matched, in words a client can act on.
public enum PatternRefusal: Error, Sendable, Equatable {
    case tooLong(limit: Int)
    case malformed(String)
    case unsupported(String)
    case tooLarge(limit: Int)
    /// The search needed more steps than one search may take.
    case overBudget

    public var message: String {
        switch self {
        case .tooLong(let limit): "is longer than \(limit) characters"
        case .malformed(let what): "is not a regular expression: \(what)"
        case .unsupported(let what): "uses \(what), which searches here do not support"
        case .tooLarge(let limit): "repeats too much (more than \(limit) steps per character)"
        case .overBudget: "needs more work than one search may take; narrow the search (a shorter pattern, fewer fields or a date range)"
        }
    }
}
